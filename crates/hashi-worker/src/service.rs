//! The worker's side of the wire: says it is ready, then runs each job it is sent to the end
//! and posts the reply. Runs only inside the Web Workers that `main.rs`, `maker.rs` and
//! `driller.rs` start.

use crate::protocol::{FromWorker, ToWorker, PROTOCOL_VERSION};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Listens for jobs on the worker's global scope and answers each with `run` (the jobs of one
/// worker: `jobs::make`, `jobs::make_drill` or `jobs::help`), in that worker's own reply type.
pub fn serve<J: DeserializeOwned + 'static, R: Serialize + 'static>(run: fn(&J) -> R) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event
            .data()
            .as_string()
            .ok_or_else(|| "not text".to_string())
            .and_then(|text| serde_json::from_str::<ToWorker<J>>(&text).map_err(|e| e.to_string()));
        match request {
            Ok(ToWorker { id, job }) => post(
                &replies,
                &FromWorker::Done {
                    id,
                    reply: run(&job),
                },
            ),
            // Without an id there is no one to answer; the page's time budget ends the wait.
            Err(why) => {
                web_sys::console::error_1(&format!("hashi worker: unreadable job ({why})").into())
            }
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker does.
    on_message.forget();
    post(
        &scope,
        &FromWorker::<R>::Ready {
            protocol: PROTOCOL_VERSION,
        },
    );
}

fn post<R: Serialize>(scope: &DedicatedWorkerGlobalScope, message: &FromWorker<R>) {
    let sent = serde_json::to_string(message)
        .map_err(|e| JsValue::from_str(&e.to_string()))
        .and_then(|text| scope.post_message(&JsValue::from_str(&text)));
    if let Err(why) = sent {
        web_sys::console::error_2(&"hashi worker: a reply could not be sent".into(), &why);
    }
}
