//! The pointer-gesture recogniser both boards feed: pointer events in as plain values (id,
//! client position, time, button), presses, drags, taps, long presses, pinches and pans out.
//! It knows nothing of the DOM or of either game, so every path is tested natively; reading
//! the browser's events into [`Pointer`]s is [`dom`]'s job.
//!
//! One pointer down is a press, which the board follows as a drag (the default), as a pan
//! ([`Follow::Pan`]: a drag on Hashi's water), or not at all once it has acted
//! ([`Follow::Done`]). A second pointer ends the press and starts a two-finger pinch and pan;
//! nothing is a press again until every pointer is lifted. A wheel's turn is a zoom or a
//! scroll ([`Wheel`]).

pub mod dom;

use std::time::Duration;

/// A press followed as a pan that moves less than this (CSS px, along its path) is a tap.
pub const TAP_SLOP_PX: f64 = 6.0;

/// A touch followed as a pan and held this long within [`TAP_SLOP_PX`] is a long press.
pub const LONG_PRESS: Duration = Duration::from_millis(450);

/// One pointer event, as plain values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pointer {
    pub id: i32,
    /// Client position, in CSS px.
    pub at: (f64, f64),
    /// When it happened, in ms on one clock.
    pub time: f64,
    /// The DOM's button number: 0 the main button, 2 the right one.
    pub button: i16,
    /// The first pointer of its kind to come down: anything still held was lost on the way
    /// (released outside the window), so its press starts afresh.
    pub primary: bool,
    /// A finger, the only kind a long press is for (a mouse has its right button).
    pub touch: bool,
}

/// What the pointer events amount to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gesture {
    /// The first pointer came down. The board may say how to follow it ([`Recogniser::follow`]).
    Press { at: (f64, f64), button: i16 },
    /// The press moved (followed as a drag).
    Drag { at: (f64, f64) },
    /// The press came up (followed as a drag), or a pointer came up with no press under way
    /// (pressed outside the board).
    Release { at: (f64, f64) },
    /// A press followed as a pan came up within [`TAP_SLOP_PX`] of its path.
    Tap { at: (f64, f64), button: i16 },
    /// A touch followed as a pan was held still for [`LONG_PRESS`]: it has acted, so its
    /// moves and release are nothing more.
    LongPress,
    /// The press moved by `by` CSS px (followed as a pan).
    Pan { by: (f64, f64) },
    /// A second pointer came down: the press under way is over, as if cancelled, and a pinch
    /// starts about `centre`, the two pointers' midpoint.
    PinchStart { centre: (f64, f64) },
    /// The two pointers moved: their spread is `scale` times what it was at the start, and
    /// their midpoint is at `centre` (a pan, when the scale stays 1).
    Pinch { scale: f64, centre: (f64, f64) },
    /// The browser took a pointer away (a system gesture, say): forget the press.
    Cancel,
}

/// How the board follows a press.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Follow {
    /// Its moves are drags and its release a release.
    Drag,
    /// Its moves pan; a release within [`TAP_SLOP_PX`] is a tap, a touch held still a long press.
    Pan,
    /// It has acted (a right-click marked something): nothing more until the next press.
    Done,
}

/// The one pointer pressed.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    id: i32,
    follow: Follow,
    /// Its path's length so far, in CSS px: a pan within the tap slop is still a tap.
    travelled: f64,
    touch: bool,
    time: f64,
    /// When a long press is due, while one is watched for.
    long_press_due: Option<f64>,
}

/// The pointers held on a board and what they are doing. `Default` holds none.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recogniser {
    /// Pointers down, in the order they came, at their last position.
    down: Vec<(i32, (f64, f64))>,
    press: Option<Press>,
    /// Since a second pointer came down: nothing is a press until all are lifted.
    two_fingers: bool,
    /// The first two pointers' spread when the pinch started, while it lasts.
    pinch_spread: Option<f64>,
}

impl Recogniser {
    /// A pointer came down.
    pub fn down(&mut self, pointer: Pointer) -> Option<Gesture> {
        if pointer.primary {
            *self = Recogniser::default();
        }
        self.down.retain(|(id, _)| *id != pointer.id);
        self.down.push((pointer.id, pointer.at));
        match self.down.len() {
            1 => {
                self.press = Some(Press {
                    id: pointer.id,
                    follow: Follow::Drag,
                    travelled: 0.0,
                    touch: pointer.touch,
                    time: pointer.time,
                    long_press_due: None,
                });
                Some(Gesture::Press {
                    at: pointer.at,
                    button: pointer.button,
                })
            }
            2 => {
                self.press = None;
                self.two_fingers = true;
                let (spread, centre) = self.pair()?;
                self.pinch_spread = Some(spread);
                Some(Gesture::PinchStart { centre })
            }
            _ => None,
        }
    }

    /// How the board follows the press just made. Returns when a long press is due (ms, the
    /// pointers' clock), for a touch followed as a pan: call [`Recogniser::tick`] then.
    pub fn follow(&mut self, follow: Follow) -> Option<f64> {
        let press = self.press.as_mut()?;
        press.follow = follow;
        let wait = LONG_PRESS.as_millis() as f64;
        press.long_press_due = (follow == Follow::Pan && press.touch).then_some(press.time + wait);
        press.long_press_due
    }

    /// A pointer moved. Moves of pointers that are not down (a hovering mouse) are nothing.
    pub fn moved(&mut self, pointer: Pointer) -> Option<Gesture> {
        let known = self.down.iter_mut().find(|(id, _)| *id == pointer.id)?;
        let from = std::mem::replace(&mut known.1, pointer.at);
        if self.two_fingers {
            let start = self.pinch_spread.filter(|&spread| spread > 0.0)?;
            let (spread, centre) = self.pair()?;
            return Some(Gesture::Pinch {
                scale: spread / start,
                centre,
            });
        }
        let press = self.press.as_mut().filter(|p| p.id == pointer.id)?;
        let by = (pointer.at.0 - from.0, pointer.at.1 - from.1);
        press.travelled += by.0.hypot(by.1);
        match press.follow {
            Follow::Drag => Some(Gesture::Drag { at: pointer.at }),
            Follow::Pan => Some(Gesture::Pan { by }),
            Follow::Done => None,
        }
    }

    /// A pointer came up.
    pub fn up(&mut self, pointer: Pointer) -> Option<Gesture> {
        self.lift(pointer.id);
        if self.two_fingers {
            self.two_fingers = !self.down.is_empty();
            return None;
        }
        match self.press {
            Some(press) if press.id != pointer.id => None,
            Some(press) => {
                self.press = None;
                match press.follow {
                    Follow::Drag => Some(Gesture::Release { at: pointer.at }),
                    Follow::Pan if press.travelled < TAP_SLOP_PX => Some(Gesture::Tap {
                        at: pointer.at,
                        button: pointer.button,
                    }),
                    Follow::Pan | Follow::Done => None,
                }
            }
            None => Some(Gesture::Release { at: pointer.at }),
        }
    }

    /// The browser cancelled a pointer: whatever was pressed is forgotten.
    pub fn cancel(&mut self, pointer: Pointer) -> Gesture {
        self.lift(pointer.id);
        if self.down.is_empty() {
            self.two_fingers = false;
        }
        self.press = None;
        Gesture::Cancel
    }

    /// Time has come to `now` (ms, the pointers' clock): a long press that is due fires, if
    /// its touch is still the only pointer down and has not moved past the tap slop.
    pub fn tick(&mut self, now: f64) -> Option<Gesture> {
        let one_down = self.down.len() == 1;
        let press = self.press.as_mut()?;
        let due = press.long_press_due?;
        if now < due || !one_down || press.travelled >= TAP_SLOP_PX {
            return None;
        }
        press.long_press_due = None;
        press.follow = Follow::Done;
        Some(Gesture::LongPress)
    }

    /// Takes a pointer off the board; the pinch ends with either of its two pointers (a third
    /// finger lifted leaves it going).
    fn lift(&mut self, id: i32) {
        let pinching = self.down.iter().take(2).any(|(held, _)| *held == id);
        self.down.retain(|(held, _)| *held != id);
        if pinching {
            self.pinch_spread = None;
        }
    }

    /// The spread of the first two pointers down and their midpoint.
    fn pair(&self) -> Option<(f64, (f64, f64))> {
        let [(_, a), (_, b), ..] = self.down.as_slice() else {
            return None;
        };
        Some((
            (a.0 - b.0).hypot(a.1 - b.1),
            ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0),
        ))
    }
}

/// One turn of a wheel, or a trackpad's swipe or pinch, which arrive as one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wheel {
    /// Client position, in CSS px.
    pub at: (f64, f64),
    /// How far it turned, in `mode`'s units.
    pub delta: (f64, f64),
    /// The DOM's delta mode: 0 pixels, 1 lines, 2 pages.
    pub mode: u32,
    /// Ctrl or Cmd was held (a trackpad's pinch holds Ctrl).
    pub command: bool,
}

/// What a [`Wheel`] asks of a zoomable view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum WheelGesture {
    /// Multiply the scale by `factor`, keeping the point under `about` where it is.
    Zoom { factor: f64, about: (f64, f64) },
    /// Move the view by `by` CSS px.
    Scroll { by: (f64, f64) },
}

impl Wheel {
    /// Ctrl/Cmd+wheel zooms about the cursor; a plain wheel scrolls. `page_px` is how far a
    /// page of scrolling goes.
    pub fn gesture(self, page_px: f64) -> WheelGesture {
        // Lines and pages as roughly 40 px and a screen.
        let unit = match self.mode {
            1 => 40.0,
            2 => page_px,
            _ => 1.0,
        };
        let (dx, dy) = (self.delta.0 * unit, self.delta.1 * unit);
        if self.command {
            WheelGesture::Zoom {
                factor: (-dy * 0.002).exp(),
                about: self.at,
            }
        } else {
            WheelGesture::Scroll { by: (dx, dy) }
        }
    }
}

#[cfg(test)]
mod tests;
