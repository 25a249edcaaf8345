//! The worker's side of the wire: says it is ready, then runs each job it is sent to the end
//! and posts the reply. Runs only inside the Web Workers that `main.rs`, `maker.rs` and
//! `driller.rs` start.

use crate::protocol::{FromWorker, ToWorker, PROTOCOL_VERSION};
use plain_json::Plain;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// How a worker reads its jobs and writes its replies: the maker and the driller without
/// serde_json ([`plain_json`]), the helper with it.
pub struct Wire<J, R> {
    pub read: fn(&str) -> Result<ToWorker<J>, String>,
    pub write: fn(&FromWorker<R>) -> Result<String, String>,
}

/// Reads a job plainly.
pub fn read_plain<J: Plain>(text: &str) -> Result<ToWorker<J>, String> {
    plain_json::from_str(text).map_err(|e| e.to_string())
}

/// Writes a reply plainly.
pub fn write_plain<R: Plain>(message: &FromWorker<R>) -> Result<String, String> {
    Ok(plain_json::to_string(message))
}

/// Reads a job with serde_json.
pub fn read_serde<J: DeserializeOwned>(text: &str) -> Result<ToWorker<J>, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// Writes a reply with serde_json.
pub fn write_serde<R: Serialize>(message: &FromWorker<R>) -> Result<String, String> {
    serde_json::to_string(message).map_err(|e| e.to_string())
}

/// Listens for jobs on the worker's global scope and answers each with `run` (the jobs of one
/// worker: `jobs::make`, `jobs::make_drill` or `jobs::help`), in that worker's own reply type,
/// over that worker's `wire`.
pub fn serve<J: 'static, R: 'static>(wire: Wire<J, R>, run: fn(&J) -> R) {
    let Wire { read, write } = wire;
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event
            .data()
            .as_string()
            .ok_or_else(|| "not text".to_string())
            .and_then(|text| read(&text));
        match request {
            Ok(ToWorker { id, job }) => post(
                &replies,
                write,
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
        write,
        &FromWorker::<R>::Ready {
            protocol: PROTOCOL_VERSION,
        },
    );
}

fn post<R>(
    scope: &DedicatedWorkerGlobalScope,
    write: fn(&FromWorker<R>) -> Result<String, String>,
    message: &FromWorker<R>,
) {
    let sent = write(message)
        .map_err(|e| JsValue::from_str(&e))
        .and_then(|text| scope.post_message(&JsValue::from_str(&text)));
    if let Err(why) = sent {
        web_sys::console::error_2(&"hashi worker: a reply could not be sent".into(), &why);
    }
}
