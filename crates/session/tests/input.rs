//! The shared input: DOM key names as keys, the history shortcuts both games obey, and the
//! direction a drag or swipe points.

use session::input::{history_key, Arrow, HistoryKey, Key, Modifiers};

/// A game's own direction type, to check that arrows arrive in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Compass {
    North,
    South,
    West,
    East,
}

impl From<Arrow> for Compass {
    fn from(arrow: Arrow) -> Compass {
        match arrow {
            Arrow::Up => Compass::North,
            Arrow::Down => Compass::South,
            Arrow::Left => Compass::West,
            Arrow::Right => Compass::East,
        }
    }
}

fn key(name: &str) -> Key {
    Key::from_dom(name)
}

const COMMAND_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

#[test]
fn dom_arrow_names_become_arrows_in_the_games_own_direction_type() {
    assert_eq!(key("ArrowUp"), Key::Arrow(Arrow::Up));
    assert_eq!(key("ArrowDown"), Key::Arrow(Arrow::Down));
    assert_eq!(key("ArrowLeft"), Key::Arrow(Arrow::Left));
    assert_eq!(key("ArrowRight"), Key::Arrow(Arrow::Right));
    let up: Key<Compass> = Key::from_dom("ArrowUp");
    assert_eq!(up, Key::Arrow(Compass::North));
    let right: Key<Compass> = Key::from_dom("ArrowRight");
    assert_eq!(right, Key::Arrow(Compass::East));
}

#[test]
fn digits_editing_keys_and_typed_characters_are_told_apart() {
    assert_eq!(key("0"), Key::Digit(0));
    assert_eq!(key("7"), Key::Digit(7));
    assert_eq!(key("Backspace"), Key::Backspace);
    assert_eq!(key("Escape"), Key::Escape);
    assert_eq!(key("Esc"), Key::Escape, "older browsers' name");
    assert_eq!(key(" "), Key::Char(' '), "Space types a space");
    assert_eq!(key("z"), Key::Char('z'));
    assert_eq!(key("Z"), Key::Char('Z'));
    assert_eq!(key("?"), Key::Char('?'));
    assert_eq!(
        key("é"),
        Key::Char('é'),
        "one character, however many bytes"
    );
}

#[test]
fn other_named_keys_are_other() {
    for name in [
        "Tab", "Enter", "F5", "Shift", "Control", "Delete", "Dead", "",
    ] {
        assert_eq!(key(name), Key::Other, "{name:?}");
    }
}

#[test]
fn ctrl_or_cmd_z_undoes_whatever_the_case() {
    assert_eq!(
        history_key(&key("z"), Modifiers::COMMAND),
        Some(HistoryKey::Undo)
    );
    assert_eq!(
        history_key(&key("Z"), Modifiers::COMMAND),
        Some(HistoryKey::Undo),
        "Caps Lock on"
    );
}

#[test]
fn ctrl_or_cmd_shift_z_and_ctrl_or_cmd_y_redo() {
    assert_eq!(
        history_key(&key("Z"), COMMAND_SHIFT),
        Some(HistoryKey::Redo)
    );
    assert_eq!(
        history_key(&key("z"), COMMAND_SHIFT),
        Some(HistoryKey::Redo)
    );
    assert_eq!(
        history_key(&key("y"), Modifiers::COMMAND),
        Some(HistoryKey::Redo)
    );
    assert_eq!(
        history_key(&key("Y"), Modifiers::COMMAND),
        Some(HistoryKey::Redo)
    );
    assert_eq!(
        history_key(&key("Y"), COMMAND_SHIFT),
        Some(HistoryKey::Redo)
    );
}

#[test]
fn alt_does_not_change_a_history_shortcut() {
    let command_alt = Modifiers {
        alt: true,
        ..Modifiers::COMMAND
    };
    assert_eq!(history_key(&key("z"), command_alt), Some(HistoryKey::Undo));
    assert_eq!(history_key(&key("y"), command_alt), Some(HistoryKey::Redo));
}

#[test]
fn without_ctrl_or_cmd_z_and_y_are_the_games_own_keys() {
    for mods in [Modifiers::NONE, Modifiers::SHIFT, Modifiers::ALT] {
        for name in ["z", "Z", "y", "Y"] {
            assert_eq!(
                history_key(&key(name), mods),
                None,
                "{name:?} with {mods:?}"
            );
        }
    }
}

#[test]
fn other_keys_with_ctrl_or_cmd_are_no_history_step() {
    for name in [
        "x",
        "c",
        "v",
        "r",
        "u",
        "ArrowUp",
        "1",
        "Backspace",
        "Enter",
        " ",
    ] {
        assert_eq!(
            history_key(&key(name), Modifiers::COMMAND),
            None,
            "{name:?}"
        );
    }
}

#[test]
fn a_pointer_vector_points_along_its_dominant_axis() {
    assert_eq!(Arrow::pointing(5.0, 1.0), Arrow::Right);
    assert_eq!(Arrow::pointing(-5.0, 4.9), Arrow::Left);
    assert_eq!(Arrow::pointing(0.5, 2.0), Arrow::Down);
    assert_eq!(Arrow::pointing(-0.5, -2.0), Arrow::Up);
    assert_eq!(Arrow::pointing(0.0, -200.0), Arrow::Up);
}

#[test]
fn a_tie_points_horizontally() {
    assert_eq!(Arrow::pointing(1.0, 1.0), Arrow::Right);
    assert_eq!(Arrow::pointing(-1.0, -1.0), Arrow::Left);
    assert_eq!(Arrow::pointing(0.0, 0.0), Arrow::Left, "no movement at all");
}
