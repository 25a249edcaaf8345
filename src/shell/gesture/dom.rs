//! The browser's side of the recogniser: DOM pointer and wheel events read as plain values,
//! pointer events fed to a board's [`Recogniser`], and the timer a long press waits on.

use super::{Follow, Gesture, Pointer, Recogniser, Wheel, LONG_PRESS};
use leptos::ev::{PointerEvent, WheelEvent};
use leptos::prelude::*;

/// The plain values of `ev`, timed by the event's own stamp.
pub fn pointer(ev: &PointerEvent) -> Pointer {
    Pointer {
        id: ev.pointer_id(),
        at: (f64::from(ev.client_x()), f64::from(ev.client_y())),
        time: ev.time_stamp(),
        button: ev.button(),
        primary: ev.is_primary(),
        touch: ev.pointer_type() == "touch",
    }
}

/// A handler for one kind of pointer event: each event is fed to `gestures` through `step`
/// (`Recogniser::moved`, say), and the gesture that makes, if any, goes to `act`.
pub fn feed(
    gestures: StoredValue<Recogniser>,
    step: fn(&mut Recogniser, Pointer) -> Option<Gesture>,
    act: impl Fn(Gesture) + Copy + 'static,
) -> impl Fn(PointerEvent) + Copy + 'static {
    move |ev| {
        let pointer = pointer(&ev);
        if let Some(gesture) = gestures.try_update_value(|g| step(g, pointer)).flatten() {
            act(gesture);
        }
    }
}

/// Follows the press just made as `follow` (see [`Recogniser::follow`]); if it becomes a
/// long press, `long_press` runs then.
pub fn follow(
    gestures: StoredValue<Recogniser>,
    follow: Follow,
    long_press: impl FnOnce() + 'static,
) {
    let Some(due) = gestures.try_update_value(|g| g.follow(follow)).flatten() else {
        return;
    };
    // When the timer runs out it reports `due` as the time rather than reading the clock,
    // which can read a fraction of a millisecond short of it and must not lose the long
    // press; a later press's later due time still keeps this timer from firing that one.
    let tick = move || {
        if gestures.try_update_value(|g| g.tick(due)).flatten() == Some(Gesture::LongPress) {
            long_press();
        }
    };
    set_timeout(tick, LONG_PRESS);
}

/// The plain values of a wheel event.
pub fn wheel(ev: &WheelEvent) -> Wheel {
    Wheel {
        at: (f64::from(ev.client_x()), f64::from(ev.client_y())),
        delta: (ev.delta_x(), ev.delta_y()),
        mode: ev.delta_mode(),
        command: ev.ctrl_key() || ev.meta_key(),
    }
}
