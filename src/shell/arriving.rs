//! A value fetched once (and again on Retry): a spawned future writing a local signal. Used
//! instead of a `LocalResource` for fetches that never re-run on their own, so that leptos's
//! async-derived machinery travels in no chunk and not in the first board's module (the pack
//! board's fetch was its last user there: 7.5 KB of brotli).

use leptos::prelude::*;
use std::future::Future;

/// What a fetch gave, None until it has; `again` fetches anew (Retry).
pub struct Arriving<T: 'static> {
    value: RwSignal<Option<T>, LocalStorage>,
    start: StoredValue<Box<dyn Fn()>, LocalStorage>,
}

impl<T: 'static> Clone for Arriving<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: 'static> Copy for Arriving<T> {}

impl<T: Clone + 'static> Arriving<T> {
    /// Starts `fetch` now.
    pub fn new<F: Future<Output = T> + 'static>(fetch: impl Fn() -> F + 'static) -> Self {
        let value = RwSignal::new_local(None);
        let start: Box<dyn Fn()> = Box::new(move || {
            value.set(None);
            let arrival = fetch();
            leptos::task::spawn_local(async move {
                value.try_set(Some(arrival.await));
            });
        });
        start();
        Arriving {
            value,
            start: StoredValue::new_local(start),
        }
    }

    /// What arrived (tracked), None while it is on its way.
    pub fn get(&self) -> Option<T> {
        self.value.get()
    }

    /// Fetches again, showing nothing meanwhile.
    pub fn again(&self) {
        self.start.with_value(|start| start());
    }
}
