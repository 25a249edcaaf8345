//! "The page is up": the first screen of a visit says so once it is drawn and takes input, and
//! whatever may wait for that (the service worker's download of the whole site) starts then,
//! so it never competes with the files the first screen needs.

use futures::channel::oneshot;
use std::cell::RefCell;
use std::time::Duration;

/// A screen that never says so (a problem page) must not keep offline play away for good.
const AT_THE_LATEST: Duration = Duration::from_secs(8);

enum Settled {
    Waiting(Vec<oneshot::Sender<()>>),
    Done,
}

thread_local! {
    static SETTLED: RefCell<Settled> = const { RefCell::new(Settled::Waiting(Vec::new())) };
}

/// Says the page is up, once the browser has painted the frame in progress. Later calls do
/// nothing.
pub fn page_is_up() {
    leptos::prelude::request_animation_frame(settle);
}

fn settle() {
    let waiting = SETTLED.with(
        |s| match std::mem::replace(&mut *s.borrow_mut(), Settled::Done) {
            Settled::Waiting(waiting) => waiting,
            Settled::Done => Vec::new(),
        },
    );
    for waiter in waiting {
        let _ = waiter.send(());
    }
}

/// Resolves once the page is up, or after a few seconds at the latest.
pub async fn page_up() {
    let (tell, told) = oneshot::channel();
    let already = SETTLED.with(|s| match &mut *s.borrow_mut() {
        Settled::Waiting(waiting) => {
            waiting.push(tell);
            false
        }
        Settled::Done => true,
    });
    if already {
        return;
    }
    leptos::prelude::set_timeout(settle, AT_THE_LATEST);
    let _ = told.await;
}
