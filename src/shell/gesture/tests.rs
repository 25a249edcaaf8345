//! Every path through the recogniser, as the boards drive it.

use super::*;

const LONG_PRESS_MS: f64 = LONG_PRESS.as_millis() as f64;

/// A pointer event of finger `id` at `at`, `time` ms in; the first finger is the primary one.
fn finger(id: i32, at: (f64, f64), time: f64) -> Pointer {
    Pointer {
        id,
        at,
        time,
        button: 0,
        primary: id == 1,
        touch: true,
    }
}

fn mouse(at: (f64, f64), button: i16) -> Pointer {
    Pointer {
        id: 1,
        at,
        time: 0.0,
        button,
        primary: true,
        touch: false,
    }
}

/// A recogniser with finger 1 pressed at (100, 100) at time 0, followed as `follow`; the
/// long press's due time, if one is watched for.
fn pressed(follow: Follow) -> (Recogniser, Option<f64>) {
    let mut gestures = Recogniser::default();
    gestures.down(finger(1, (100.0, 100.0), 0.0));
    let due = gestures.follow(follow);
    (gestures, due)
}

#[test]
fn a_press_and_release_in_place_is_a_press_then_a_release() {
    let mut gestures = Recogniser::default();
    assert_eq!(
        gestures.down(mouse((10.0, 20.0), 0)),
        Some(Gesture::Press {
            at: (10.0, 20.0),
            button: 0
        })
    );
    assert_eq!(
        gestures.up(mouse((10.0, 20.0), 0)),
        Some(Gesture::Release { at: (10.0, 20.0) })
    );
    assert_eq!(gestures, Recogniser::default(), "nothing is left held");
}

#[test]
fn the_right_button_is_reported_with_the_press() {
    let mut gestures = Recogniser::default();
    assert_eq!(
        gestures.down(mouse((1.0, 2.0), 2)),
        Some(Gesture::Press {
            at: (1.0, 2.0),
            button: 2
        })
    );
}

#[test]
fn a_drag_reports_every_move_and_its_release() {
    let (mut gestures, due) = pressed(Follow::Drag);
    assert_eq!(due, None, "a drag is never a long press");
    assert_eq!(
        gestures.moved(finger(1, (130.0, 100.0), 10.0)),
        Some(Gesture::Drag { at: (130.0, 100.0) })
    );
    assert_eq!(
        gestures.moved(finger(1, (160.0, 90.0), 20.0)),
        Some(Gesture::Drag { at: (160.0, 90.0) })
    );
    assert_eq!(gestures.tick(10_000.0), None);
    assert_eq!(
        gestures.up(finger(1, (160.0, 90.0), 30.0)),
        Some(Gesture::Release { at: (160.0, 90.0) })
    );
}

#[test]
fn a_hovering_pointer_s_moves_are_nothing() {
    let mut gestures = Recogniser::default();
    assert_eq!(gestures.moved(mouse((5.0, 5.0), 0)), None);
}

#[test]
fn a_pan_reports_each_step_and_a_short_one_is_still_a_tap() {
    let (mut gestures, _) = pressed(Follow::Pan);
    assert_eq!(
        gestures.moved(finger(1, (103.0, 104.0), 10.0)),
        Some(Gesture::Pan { by: (3.0, 4.0) })
    );
    assert_eq!(
        gestures.up(finger(1, (103.0, 104.0), 20.0)),
        Some(Gesture::Tap {
            at: (103.0, 104.0),
            button: 0
        }),
        "5 px along its path is within the slop"
    );
}

#[test]
fn a_pan_that_travels_past_the_slop_is_no_tap_even_back_where_it_started() {
    let (mut gestures, _) = pressed(Follow::Pan);
    gestures.moved(finger(1, (104.0, 100.0), 10.0));
    assert_eq!(
        gestures.moved(finger(1, (100.0, 100.0), 20.0)),
        Some(Gesture::Pan { by: (-4.0, 0.0) })
    );
    assert_eq!(gestures.up(finger(1, (100.0, 100.0), 30.0)), None);
}

#[test]
fn a_tap_reports_the_button_it_came_up_with() {
    let mut gestures = Recogniser::default();
    gestures.down(mouse((0.0, 0.0), 0));
    assert_eq!(
        gestures.follow(Follow::Pan),
        None,
        "a mouse has no long press"
    );
    assert_eq!(
        gestures.up(mouse((0.0, 0.0), 2)),
        Some(Gesture::Tap {
            at: (0.0, 0.0),
            button: 2
        })
    );
}

#[test]
fn a_touch_held_still_on_a_pan_fires_a_long_press_when_due() {
    let (mut gestures, due) = pressed(Follow::Pan);
    assert_eq!(due, Some(LONG_PRESS_MS));
    assert_eq!(gestures.tick(LONG_PRESS_MS - 1.0), None, "not yet");
    // A wobble within the slop still counts as held still.
    gestures.moved(finger(1, (102.0, 100.0), 100.0));
    assert_eq!(gestures.tick(LONG_PRESS_MS), Some(Gesture::LongPress));
    assert_eq!(gestures.tick(LONG_PRESS_MS + 100.0), None, "it fires once");
    // It has acted: its moves no longer pan and its release is no tap.
    assert_eq!(gestures.moved(finger(1, (150.0, 100.0), 500.0)), None);
    assert_eq!(gestures.up(finger(1, (150.0, 100.0), 600.0)), None);
}

#[test]
fn a_move_past_the_slop_cancels_the_long_press() {
    let (mut gestures, due) = pressed(Follow::Pan);
    gestures.moved(finger(1, (107.0, 100.0), 100.0));
    assert_eq!(gestures.tick(due.unwrap()), None);
    assert_eq!(
        gestures.moved(finger(1, (110.0, 100.0), 500.0)),
        Some(Gesture::Pan { by: (3.0, 0.0) }),
        "it pans on"
    );
}

#[test]
fn a_long_press_due_for_an_earlier_press_does_not_fire_for_a_later_one() {
    let (mut gestures, first_due) = pressed(Follow::Pan);
    gestures.up(finger(1, (100.0, 100.0), 100.0));
    assert_eq!(
        gestures.tick(first_due.unwrap()),
        None,
        "lifted before it was due"
    );
    gestures.down(finger(1, (100.0, 100.0), 200.0));
    let second_due = gestures.follow(Follow::Pan);
    assert_eq!(second_due, Some(200.0 + LONG_PRESS_MS));
    assert_eq!(gestures.tick(first_due.unwrap()), None);
    assert_eq!(gestures.tick(second_due.unwrap()), Some(Gesture::LongPress));
}

#[test]
fn a_press_that_has_acted_ends_quietly() {
    let (mut gestures, due) = pressed(Follow::Done);
    assert_eq!(due, None);
    assert_eq!(gestures.moved(finger(1, (200.0, 100.0), 10.0)), None);
    assert_eq!(gestures.up(finger(1, (200.0, 100.0), 20.0)), None);
}

#[test]
fn a_second_finger_ends_the_press_and_starts_a_pinch_at_the_midpoint() {
    let (mut gestures, due) = pressed(Follow::Pan);
    assert_eq!(
        gestures.down(finger(2, (200.0, 100.0), 100.0)),
        Some(Gesture::PinchStart {
            centre: (150.0, 100.0)
        })
    );
    assert_eq!(gestures.tick(due.unwrap()), None, "no long press");
    assert_eq!(gestures.follow(Follow::Pan), None, "no press to follow");
}

#[test]
fn two_fingers_spreading_pinch_about_their_midpoint() {
    let (mut gestures, _) = pressed(Follow::Drag);
    gestures.down(finger(2, (200.0, 100.0), 100.0));
    assert_eq!(
        gestures.moved(finger(2, (300.0, 100.0), 110.0)),
        Some(Gesture::Pinch {
            scale: 2.0,
            centre: (200.0, 100.0)
        })
    );
    assert_eq!(
        gestures.moved(finger(1, (250.0, 100.0), 120.0)),
        Some(Gesture::Pinch {
            scale: 0.5,
            centre: (275.0, 100.0)
        })
    );
}

#[test]
fn two_fingers_moving_together_pan_at_the_same_scale() {
    let (mut gestures, _) = pressed(Follow::Drag);
    gestures.down(finger(2, (200.0, 100.0), 100.0));
    gestures.moved(finger(1, (100.0, 150.0), 110.0));
    assert_eq!(
        gestures.moved(finger(2, (200.0, 150.0), 120.0)),
        Some(Gesture::Pinch {
            scale: 1.0,
            centre: (150.0, 150.0)
        })
    );
}

#[test]
fn fingers_that_came_down_together_do_not_pinch() {
    let (mut gestures, _) = pressed(Follow::Drag);
    gestures.down(finger(2, (100.0, 100.0), 100.0));
    assert_eq!(gestures.moved(finger(2, (200.0, 100.0), 110.0)), None);
}

#[test]
fn nothing_is_a_tap_until_every_finger_of_a_pinch_is_lifted() {
    let (mut gestures, _) = pressed(Follow::Drag);
    gestures.down(finger(2, (200.0, 100.0), 100.0));
    assert_eq!(gestures.up(finger(2, (200.0, 100.0), 200.0)), None);
    assert_eq!(
        gestures.moved(finger(1, (120.0, 100.0), 210.0)),
        None,
        "the pinch ended with its second finger, and the first is no drag"
    );
    assert_eq!(gestures.up(finger(1, (120.0, 100.0), 220.0)), None);
    // All lifted: the next finger is a press again.
    assert!(matches!(
        gestures.down(finger(3, (10.0, 10.0), 300.0)),
        Some(Gesture::Press { .. })
    ));
}

#[test]
fn a_third_finger_is_nothing_new_and_the_first_two_still_pinch() {
    let (mut gestures, _) = pressed(Follow::Drag);
    gestures.down(finger(2, (200.0, 100.0), 100.0));
    assert_eq!(gestures.down(finger(3, (500.0, 500.0), 110.0)), None);
    assert_eq!(
        gestures.moved(finger(2, (300.0, 100.0), 120.0)),
        Some(Gesture::Pinch {
            scale: 2.0,
            centre: (200.0, 100.0)
        })
    );
    // Lifting the third finger leaves the pinch of the first two going.
    assert_eq!(gestures.up(finger(3, (500.0, 500.0), 130.0)), None);
    assert_eq!(
        gestures.moved(finger(2, (400.0, 100.0), 140.0)),
        Some(Gesture::Pinch {
            scale: 3.0,
            centre: (250.0, 100.0)
        })
    );
}

#[test]
fn a_cancelled_pointer_forgets_the_press() {
    let (mut gestures, due) = pressed(Follow::Pan);
    assert_eq!(
        gestures.cancel(finger(1, (100.0, 100.0), 100.0)),
        Gesture::Cancel
    );
    assert_eq!(gestures.tick(due.unwrap()), None);
    assert_eq!(gestures.moved(finger(1, (120.0, 100.0), 110.0)), None);
    assert_eq!(gestures, Recogniser::default());
}

#[test]
fn a_cancelled_finger_ends_a_pinch() {
    let (mut gestures, _) = pressed(Follow::Drag);
    gestures.down(finger(2, (200.0, 100.0), 100.0));
    assert_eq!(
        gestures.cancel(finger(2, (200.0, 100.0), 110.0)),
        Gesture::Cancel
    );
    assert_eq!(gestures.moved(finger(1, (50.0, 100.0), 120.0)), None);
    assert_eq!(
        gestures.cancel(finger(1, (50.0, 100.0), 130.0)),
        Gesture::Cancel
    );
    assert_eq!(gestures, Recogniser::default());
}

#[test]
fn a_release_of_an_unknown_pointer_with_nothing_pressed_is_a_release() {
    // Pressed outside the board and released over it.
    let mut gestures = Recogniser::default();
    assert_eq!(
        gestures.up(mouse((3.0, 4.0), 0)),
        Some(Gesture::Release { at: (3.0, 4.0) })
    );
}

#[test]
fn a_release_of_an_unknown_pointer_leaves_a_press_under_way_alone() {
    let (mut gestures, _) = pressed(Follow::Pan);
    assert_eq!(gestures.up(finger(7, (0.0, 0.0), 10.0)), None);
    assert_eq!(
        gestures.up(finger(1, (100.0, 100.0), 20.0)),
        Some(Gesture::Tap {
            at: (100.0, 100.0),
            button: 0
        })
    );
}

#[test]
fn a_primary_pointer_starts_afresh_when_a_release_was_lost() {
    let (mut gestures, _) = pressed(Follow::Drag);
    // Finger 1's release happened outside the window; a new first finger is primary.
    let again = Pointer {
        primary: true,
        ..finger(4, (10.0, 10.0), 1000.0)
    };
    assert_eq!(
        gestures.down(again),
        Some(Gesture::Press {
            at: (10.0, 10.0),
            button: 0
        }),
        "a press, not a second finger"
    );
}

#[test]
fn a_pointer_that_comes_down_twice_is_held_once() {
    let mut gestures = Recogniser::default();
    let repeat = Pointer {
        primary: false,
        ..finger(5, (0.0, 0.0), 0.0)
    };
    gestures.down(repeat);
    assert!(matches!(gestures.down(repeat), Some(Gesture::Press { .. })));
}

fn wheel(delta: (f64, f64), mode: u32, command: bool) -> Wheel {
    Wheel {
        at: (50.0, 60.0),
        delta,
        mode,
        command,
    }
}

#[test]
fn a_plain_wheel_scrolls_by_its_delta_in_pixels() {
    assert_eq!(
        wheel((3.0, -4.0), 0, false).gesture(800.0),
        WheelGesture::Scroll { by: (3.0, -4.0) }
    );
}

#[test]
fn a_wheel_s_lines_and_pages_become_pixels() {
    assert_eq!(
        wheel((1.0, 2.0), 1, false).gesture(800.0),
        WheelGesture::Scroll { by: (40.0, 80.0) }
    );
    assert_eq!(
        wheel((0.0, 1.0), 2, false).gesture(800.0),
        WheelGesture::Scroll { by: (0.0, 800.0) }
    );
}

#[test]
fn ctrl_or_cmd_wheel_zooms_about_the_cursor_in_as_it_turns_up() {
    let WheelGesture::Zoom { factor, about } = wheel((0.0, -100.0), 0, true).gesture(800.0) else {
        panic!("a zoom")
    };
    assert_eq!(about, (50.0, 60.0));
    assert_eq!(factor, 0.2f64.exp());
    let WheelGesture::Zoom { factor, .. } = wheel((0.0, 1.0), 1, true).gesture(800.0) else {
        panic!("a zoom")
    };
    assert_eq!(factor, (-0.08f64).exp(), "a line down is 40 px out");
}
