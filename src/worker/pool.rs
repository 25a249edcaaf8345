//! The page's side of the solver workers, in a chunk of its own (fetched with the first job):
//! one pool per worker binary (`protocol::Worker`), each of which starts its worker, runs one
//! job at a time within a time budget, and stops it by terminating the worker (the only way to
//! stop wasm mid-search) on Cancel or when the budget runs out. The next job gets a fresh
//! worker. Each worker's codec (handed over by the chunk of its pool) writes its jobs and
//! reads its replies, so the page's first download holds none of that code.

use super::codec::Codec;
use super::job::{JobError, JobFailure, JobId, Pending};
use super::protocol::{FromWorker, Job, Reply, Worker as Kind, PROTOCOL_VERSION};
use futures::channel::oneshot;
use leptos::prelude::{set_timeout_with_handle, TimeoutHandle};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

type Done = oneshot::Sender<Result<Reply, JobError>>;

struct Waiting {
    id: JobId,
    message: String,
    budget: Duration,
    done: Done,
}

struct Running {
    id: JobId,
    done: Done,
    /// The job's message, held until the worker says it is ready.
    unsent: Option<String>,
    timer: Option<TimeoutHandle>,
}

/// A live worker and the handlers that must live as long as it does.
struct Thread {
    worker: Worker,
    /// Tells this worker's events from those of a worker already stopped.
    generation: u64,
    ready: bool,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl Drop for Thread {
    /// A stopped worker may still have a reply queued: with the handlers detached before they
    /// are freed, it goes nowhere instead of into a dropped closure.
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
    }
}

struct Pool {
    kind: Kind,
    /// Known once the pool's chunk has handed it over, before the first job or warm-up.
    codec: Option<Codec>,
    thread: Option<Thread>,
    waiting: VecDeque<Waiting>,
    running: Option<Running>,
    generations: u64,
}

impl Pool {
    fn new(kind: Kind) -> Self {
        Self {
            kind,
            codec: None,
            thread: None,
            waiting: VecDeque::new(),
            running: None,
            generations: 0,
        }
    }
}

thread_local! {
    static POOLS: [RefCell<Pool>; Kind::ALL.len()] = Kind::ALL.map(|kind| RefCell::new(Pool::new(kind)));
}

/// Runs `f` on the pool of the `kind` worker.
fn with_pool<T>(kind: Kind, f: impl FnOnce(&mut Pool) -> T) -> T {
    // `Kind::ALL` lists the kinds in declaration order, so a kind's number is its place.
    POOLS.with(|pools| f(&mut pools[kind as usize].borrow_mut()))
}

/// Queues `job` as `id` for the worker `codec` speaks to; the future gives its reply, or why
/// there is none. The budget counts from the moment the job starts, worker start-up included.
pub fn submit(id: JobId, job: Job, budget: Duration, codec: Codec) -> Pending {
    let (done, reply) = oneshot::channel();
    with_pool(codec.worker, |pool| {
        pool.codec = Some(codec);
        match (codec.write)(id.0, &job) {
            Ok(message) => {
                pool.waiting.push_back(Waiting {
                    id,
                    message,
                    budget,
                    done,
                });
                pump(pool);
            }
            Err(e) => {
                let _ = done.send(Err(JobError::Failed(JobFailure::Other(e))));
            }
        }
    });
    Box::pin(async move {
        reply.await.unwrap_or_else(|_| {
            Err(JobError::Failed(JobFailure::Other(
                "the job was dropped".into(),
            )))
        })
    })
}

/// Stops a job: a waiting one leaves the queue, a running one stops with its worker.
pub fn cancel(id: JobId) {
    for kind in Kind::ALL {
        stop(kind, id, JobError::Cancelled);
    }
}

/// Starts the worker `codec` speaks to ahead of need, so its wasm loads while the player
/// looks at the board.
pub fn warm_up(codec: Codec) {
    with_pool(codec.worker, |pool| {
        pool.codec = Some(codec);
        if pool.thread.is_none() {
            match spawn(pool) {
                Ok(thread) => pool.thread = Some(thread),
                Err(why) => log(&format!("the solver's worker could not start: {why}")),
            }
        }
    });
}

/// Starts the next waiting job if none is running.
fn pump(pool: &mut Pool) {
    while pool.running.is_none() {
        let Some(next) = pool.waiting.pop_front() else {
            return;
        };
        // Before the job is posted: a worker that is ready already may start on it at once.
        mark("hashi:job-start");
        if pool.thread.is_none() {
            match spawn(pool) {
                Ok(thread) => pool.thread = Some(thread),
                Err(why) => {
                    let _ = next
                        .done
                        .send(Err(JobError::Failed(JobFailure::Other(why))));
                    continue;
                }
            }
        }
        let mut unsent = Some(next.message);
        if let Some(thread) = pool.thread.as_ref().filter(|t| t.ready) {
            post(&thread.worker, unsent.take());
        }
        let (kind, id) = (pool.kind, next.id);
        let timer =
            set_timeout_with_handle(move || stop(kind, id, JobError::TimedOut), next.budget);
        pool.running = Some(Running {
            id,
            done: next.done,
            unsent,
            timer: timer.ok(),
        });
    }
}

fn stop(kind: Kind, id: JobId, why: JobError) {
    with_pool(kind, |pool| {
        if pool.running.as_ref().is_some_and(|r| r.id == id) {
            end_running(pool, Err(why));
            if let Some(thread) = pool.thread.take() {
                thread.worker.terminate();
            }
            pump(pool);
        } else if let Some(at) = pool.waiting.iter().position(|w| w.id == id) {
            if let Some(waiting) = pool.waiting.remove(at) {
                let _ = waiting.done.send(Err(why));
            }
        }
    });
}

fn end_running(pool: &mut Pool, outcome: Result<Reply, JobError>) {
    if let Some(running) = pool.running.take() {
        mark("hashi:job-end");
        if let Some(timer) = running.timer {
            timer.clear();
        }
        // The receiver may be gone (its screen closed); the reply is then simply dropped.
        let _ = running.done.send(outcome);
    }
}

fn spawn(pool: &mut Pool) -> Result<Thread, String> {
    let read = pool
        .codec
        .ok_or("the worker's part of Hashi is not loaded yet")?
        .read;
    pool.generations += 1;
    let (kind, generation) = (pool.kind, pool.generations);
    let (worker, ready) = match adopt_early(kind, read) {
        Some(early) => early,
        None => (Worker::new(kind.loader()).map_err(|e| describe(&e))?, false),
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        match read(&text) {
            Ok(message) => received(kind, generation, message),
            Err(e) => log(&format!("unreadable message from the solver's worker: {e}")),
        }
    });
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
        failed(kind, generation, event.message());
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Thread {
        worker,
        generation,
        ready,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// The global under which index.html's inline script leaves the maker worker it starts on a
/// generated or daily link (`xtask/src/preload.rs`), with `early`, the messages it sent before
/// the app took it (`null` for an error).
const EARLY_MAKER: &str = "hashiMaker";

/// The maker worker index.html started, taken once, and whether it has said it is ready in
/// this page's protocol. One that failed, or speaks another protocol, is stopped, and the
/// caller starts a worker of its own, whose failure is then said as any other.
fn adopt_early(kind: Kind, read: fn(&str) -> Result<FromWorker, String>) -> Option<(Worker, bool)> {
    if kind != Kind::Maker {
        return None;
    }
    let global = js_sys::global();
    let name = JsValue::from_str(EARLY_MAKER);
    let worker = js_sys::Reflect::get(&global, &name)
        .ok()?
        .dyn_into::<Worker>()
        .ok()?;
    let _ = js_sys::Reflect::delete_property(global.unchecked_ref::<js_sys::Object>(), &name);
    // Before any job, a worker says only that it is ready; an error left `null`.
    let heard: Option<Vec<FromWorker>> = js_sys::Reflect::get(&worker, &JsValue::from_str("early"))
        .ok()
        .and_then(|early| early.dyn_into::<js_sys::Array>().ok())
        .and_then(|early| {
            early
                .iter()
                .map(|message| message.as_string().and_then(|text| read(&text).ok()))
                .collect()
        });
    let ours = |message: &FromWorker| matches!(message, FromWorker::Ready { protocol } if *protocol == PROTOCOL_VERSION);
    match heard {
        Some(heard) if heard.iter().all(ours) => Some((worker, !heard.is_empty())),
        _ => {
            worker.terminate();
            None
        }
    }
}

fn received(kind: Kind, generation: u64, message: FromWorker) {
    with_pool(kind, |pool| {
        let Some(thread) = pool.thread.as_mut().filter(|t| t.generation == generation) else {
            return;
        };
        match message {
            FromWorker::Ready { protocol } if protocol != PROTOCOL_VERSION => {
                if let Some(thread) = pool.thread.take() {
                    thread.worker.terminate();
                }
                end_running(pool, Err(JobError::Failed(JobFailure::Outdated)));
                pump(pool);
            }
            FromWorker::Ready { .. } => {
                thread.ready = true;
                if let Some(running) = pool.running.as_mut() {
                    post(&thread.worker, running.unsent.take());
                }
            }
            FromWorker::Done { id, reply } => {
                if pool.running.as_ref().is_some_and(|r| r.id.0 == id) {
                    end_running(pool, Ok(reply));
                    pump(pool);
                }
            }
        }
    });
}

/// The worker failed to load or stopped with an error: the job it had fails, and the next
/// one gets a fresh worker.
fn failed(kind: Kind, generation: u64, message: String) {
    with_pool(kind, |pool| {
        if pool
            .thread
            .as_ref()
            .is_none_or(|t| t.generation != generation)
        {
            return;
        }
        log(&format!("the solver's worker stopped: {message}"));
        if let Some(thread) = pool.thread.take() {
            thread.worker.terminate();
        }
        end_running(pool, Err(JobError::Failed(JobFailure::Other(message))));
        pump(pool);
    });
}

fn post(worker: &Worker, message: Option<String>) {
    if let Some(message) = message {
        if let Err(e) = worker.post_message(&JsValue::from_str(&message)) {
            log(&format!("a job could not be sent: {}", describe(&e)));
        }
    }
}

fn describe(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}

/// A performance mark, so a benchmark can tell the time a job ran from what the page did next.
fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

fn log(message: &str) {
    web_sys::console::warn_1(&message.into());
}
