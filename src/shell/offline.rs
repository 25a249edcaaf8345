//! Offline play and updates: registers the service worker that caches the whole site (release
//! builds only), and offers a reload when a newer version has been installed and is waiting.

use crate::i18n::{tr, ShellMsg};
use leptos::prelude::*;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

/// Written next to index.html by the build (`cargo xtask dist`'s service worker step).
const WORKER_URL: &str = "/sw.js";
/// The message web/sw.js takes as "stop waiting and take over".
const SKIP_WAITING: &str = "skip-waiting";

/// A notice that a new version is ready, with a button that loads it; it also starts the
/// service worker (or, in debug builds, removes any left from a release build on this origin).
#[component]
pub fn UpdateReady() -> impl IntoView {
    let ready = RwSignal::new(false);
    if cfg!(debug_assertions) {
        // trunk serve rebuilds on every change: cached code would hide the new build.
        spawn_local(unregister_all());
    } else {
        // The worker downloads the whole site on its first install: only once the first
        // screen is up, so it never slows the files that screen needs.
        spawn_local(async move {
            super::settled::page_up().await;
            register(ready).await;
        });
    }
    view! {
        <Show when=move || ready.get()>
            <div class="notice update-ready" data-testid="update-ready" role="status">
                <span>{tr(ShellMsg::UpdateReady)}</span>
                <button data-testid="update-reload" on:click=move |_| spawn_local(load_waiting())>
                    {tr(ShellMsg::Reload)}
                </button>
            </div>
        </Show>
    }
}

/// The page's service worker container; None where there is none (plain http away from
/// localhost, some private modes), and play goes on without it.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker"))
        .ok()?
        .dyn_into::<ServiceWorkerContainer>()
        .ok()
}

async fn register(ready: RwSignal<bool>) {
    let Some(container) = container() else {
        return;
    };
    let registration: ServiceWorkerRegistration =
        match JsFuture::from(container.register(WORKER_URL)).await {
            // A browser told to keep service workers off (an enterprise policy, an automated
            // browser) may answer with nothing rather than refuse: no worker, nothing to watch.
            Ok(registration) if registration.is_undefined() => return,
            Ok(registration) => registration.unchecked_into(),
            // Only offline play is lost: say so to whoever looks, never to the player.
            Err(why) => {
                leptos::logging::warn!("Hashi will not work offline: {why:?}");
                return;
            }
        };
    watch_for_update(&container, registration.clone(), ready);
    // Browsers look for a new sw.js on navigations, which a page left open for days does
    // not make (the router moves within it): each start looks once more. Offline it fails,
    // which changes nothing.
    if let Ok(checked) = registration.update() {
        if let Err(why) = JsFuture::from(checked).await {
            leptos::logging::log!("No check for a new version of Hashi now: {why:?}");
        }
    }
}

/// Sets `ready` when a new worker has installed while an old one controls the page: found
/// waiting now (installed on an earlier visit), installing now, or found later.
fn watch_for_update(
    container: &ServiceWorkerContainer,
    registration: ServiceWorkerRegistration,
    ready: RwSignal<bool>,
) {
    if registration.waiting().is_some() && container.controller().is_some() {
        ready.set(true);
    }
    if let Some(installing) = registration.installing() {
        watch_installing(container.clone(), installing, ready);
    }
    let on_update_found = {
        let container = container.clone();
        let registration = registration.clone();
        Closure::<dyn FnMut()>::new(move || {
            if let Some(installing) = registration.installing() {
                watch_installing(container.clone(), installing, ready);
            }
        })
    };
    registration.set_onupdatefound(Some(on_update_found.as_ref().unchecked_ref()));
    // The handler serves as long as the page lives; dropping it would detach it.
    on_update_found.forget();
}

fn watch_installing(
    container: ServiceWorkerContainer,
    worker: ServiceWorker,
    ready: RwSignal<bool>,
) {
    let watched = worker.clone();
    let on_state_change = Closure::<dyn FnMut()>::new(move || {
        // With no controller this is the first install, which takes over at once: nothing to offer.
        if watched.state() == ServiceWorkerState::Installed && container.controller().is_some() {
            ready.set(true);
        }
    });
    worker.set_onstatechange(Some(on_state_change.as_ref().unchecked_ref()));
    // Lives as long as the worker object it listens to.
    on_state_change.forget();
}

/// Asks the waiting worker to take over and reloads once it controls the page, so every file
/// comes from the new version. The game was saved after the last move, so nothing is lost.
async fn load_waiting() {
    let waiting = match container() {
        Some(container) => {
            let waiting = JsFuture::from(container.get_registration())
                .await
                .ok()
                .and_then(|r| r.dyn_into::<ServiceWorkerRegistration>().ok())
                .and_then(|r| r.waiting());
            waiting.map(|worker| (container, worker))
        }
        None => None,
    };
    // Gone meanwhile (another tab loaded it): a plain reload gets the new version.
    let Some((container, waiting)) = waiting else {
        reload();
        return;
    };
    let on_controller_change = Closure::once_into_js(reload);
    container.set_oncontrollerchange(Some(on_controller_change.unchecked_ref()));
    if let Err(why) = waiting.post_message(&JsValue::from_str(SKIP_WAITING)) {
        leptos::logging::warn!("The new version could not take over: {why:?}");
        reload();
    }
}

/// Reloads the tab (a failure is only logged: the page stays as it was).
pub fn reload() {
    if let Some(window) = web_sys::window() {
        if let Err(why) = window.location().reload() {
            leptos::logging::warn!("Reload failed: {why:?}");
        }
    }
}

/// Debug builds: removes every registration on this origin, left by a release build.
async fn unregister_all() {
    let Some(container) = container() else {
        return;
    };
    let Ok(registrations) = JsFuture::from(container.get_registrations()).await else {
        return;
    };
    for registration in js_sys::Array::from(&registrations).iter() {
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        if let Ok(done) = registration.unregister() {
            // A failure leaves a worker that web/sw-retire.js will remove on its next check.
            let _ = JsFuture::from(done).await;
        }
    }
}
