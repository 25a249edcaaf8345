//! What a press of Hint does, graduated by `hashi_core::ladder`: where to look, then the
//! reason, then the move. The worker answers with the hint as data; its sentence, its moves and
//! what it highlights are worked out here. A chunk of its own, fetched once the board is up, so
//! that none of it (the English of hints above all) weighs on a puzzle link's first load.

use crate::hashi::play::aid_panel::{learn, not_loaded, refused, Aids, Panel, Said};
use crate::hashi::play::aid_words::{aid_words, AidWords};
use crate::i18n::{t, PlayMsg};
use crate::worker::protocol::{Job, Reply};
use hashi_core::ladder::{HintLadder, HintLevel, LookAt, Press};
use hashi_core::State;
use leptos::prelude::*;

/// One press of Hint: where the next step is, then (on an unchanged position) its reason,
/// then the move.
fn press(aids: Aids) {
    let panel = aids.panel;
    let Panel {
        ctx,
        text,
        ladder,
        level,
        ..
    } = panel;
    let state = ctx.game().with_untracked(|g| g.state().clone());
    match ladder.with_value(|l| l.press(&state)) {
        Press::Ask => {}
        Press::Show(_) => {
            if let Some(climb) = ladder.try_update_value(HintLadder::climb).flatten() {
                ctx.note_hint(climb);
            }
            return show_level(panel);
        }
        Press::Apply(moves) => {
            let climb = ladder.try_update_value(HintLadder::climb).flatten();
            ctx.change(|g| g.play_hint(&moves));
            let applied = ctx.game().with_untracked(|g| *g.state() != state);
            if let Some(climb) = climb.filter(|_| applied) {
                ctx.note_hint(climb);
            }
            text.set(None);
            level.set(None);
            return;
        }
    }
    // Pencil bridges are guesses: the hint is about the player's own position.
    let committed = state.committed();
    let job = Job::Hint {
        puzzle: ctx.task(),
        position: committed.counts().to_vec(),
        marks: committed.marked_edges(),
        solution: ctx.solution_counts(),
    };
    // The words for the answer download while the worker looks.
    leptos::task::spawn_local(async {
        let _ = aid_words().await;
    });
    aids.ask(&t(PlayMsg::LookingForHint), job, show_hint);
}

fn show_hint(panel: Panel, at: State, reply: Reply) {
    // The sentences are a chunk of their own, loaded with the first answer.
    leptos::task::spawn_local(async move {
        match aid_words().await {
            Ok(words) => say_hint(panel, at, reply, words),
            Err(_) => {
                panel.text.try_set(Some(not_loaded()));
            }
        }
    });
}

fn say_hint(panel: Panel, at: State, reply: Reply, words: AidWords) {
    // The board may have changed while the words loaded.
    if panel.ctx.game().try_with_untracked(|g| *g.state() == at) != Some(true) {
        return;
    }
    let Panel {
        ctx,
        text,
        ladder,
        level,
        from_reason,
    } = panel;
    let Reply::Hint(advice) = reply else {
        return refused(text, reply);
    };
    learn(ctx, advice.solution);
    let hint = advice.said;
    let Some(puzzle) = ctx.game().try_with_untracked(|g| g.puzzle().clone()) else {
        return;
    };
    // The hint is about the position without its pencil bridges, as it was asked.
    let moves = hint.moves(&puzzle, at.committed());
    let (islands, edges) = hint.highlights(&puzzle);
    let sentence = (words.hint)(&hint, &puzzle);
    let first = if from_reason.get_untracked() {
        HintLevel::Reason
    } else {
        HintLevel::Look
    };
    // A mistake in the position, a solved board: said whole, at no level.
    if !hint.counts_as_hint() {
        ladder.update_value(HintLadder::clear);
        level.set(None);
        text.set(Some(sentence));
        ctx.highlight(islands, edges);
        return;
    }
    let said = Said {
        text: sentence,
        words,
        islands,
        edges,
    };
    if let Some(climb) = ladder
        .try_update_value(|l| l.answered(at, true, moves, said, first))
        .flatten()
    {
        ctx.note_hint(climb);
        show_level(panel);
    }
}

/// Shows the hint on show at its level: a look highlights only the islands, so the bridges
/// the step decides are not given away before the reason.
fn show_level(
    Panel {
        ctx,
        text,
        ladder,
        level,
        ..
    }: Panel,
) {
    let Some((at, said, has_moves)) = ladder.with_value(|l| {
        l.on_show()
            .map(|(at, said, has_moves)| (at, said.clone(), has_moves))
    }) else {
        return;
    };
    // A look names its islands too: a screen reader hears no highlight.
    let look = ctx
        .game()
        .with_untracked(|g| LookAt::of(g.puzzle(), &said.islands));
    text.set(Some((said.words.level)(at, &said.text, has_moves, look)));
    level.set(Some(at));
    let edges = if at == HintLevel::Look {
        Vec::new()
    } else {
        said.edges
    };
    ctx.highlight(said.islands, edges);
}

/// What the chunk hands back: the press itself.
pub type HintPress = fn(Aids);

crate::split_chunk! {
    /// The steps of a press of Hint.
    pub fn hint_press_chunk in hint_press -> HintPress => press
}
