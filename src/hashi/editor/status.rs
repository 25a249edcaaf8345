//! The editor's status line (no solution, exactly one, several) and the suggestion that
//! removes an ambiguity, applied by a tap. Both are about the draft on screen only: while a
//! newer draft is being judged the line says so instead of showing a stale answer.

use super::analysis::Judged;
use super::state::EditorState;
use super::words;
use crate::i18n::{t, tr, EditorMsg};
use leptos::prelude::*;

#[component]
pub fn EditorStatus(state: RwSignal<EditorState>, fresh: Signal<Option<Judged>>) -> impl IntoView {
    let status = move || {
        fresh.with(|f| match f {
            None => "checking".to_string(),
            Some(Judged { report: Ok(r), .. }) => r.status().to_string(),
            Some(Judged { report: Err(_), .. }) => "error".to_string(),
        })
    };
    let text = move || {
        fresh.with(|f| match f {
            None => t(EditorMsg::Checking),
            Some(judged) => judged.text(),
        })
    };
    let suggestion = move || {
        fresh.with(|f| {
            f.as_ref()
                .and_then(|j| j.report.as_ref().ok())
                .filter(|r| r.status() == "several")
                .map(|r| {
                    let suggestion = r.suggestion();
                    (
                        r.suggested_changes().to_vec(),
                        suggestion.map(words::suggestion),
                    )
                })
        })
    };
    let refused = move || state.with(|s| s.refused.map(|why| words::refusal(&why)));
    view! {
        <div class="editor-status-area">
            <p class="editor-status" data-testid="editor-status" data-status=status role="status" aria-live="polite">
                {text}
            </p>
            {move || {
                suggestion()
                    .map(|(changes, text)| match text {
                        Some(text) => {
                            view! {
                                <button
                                    class="editor-suggestion"
                                    data-testid="editor-suggestion"
                                    on:click=move |_| state.update(|s| s.apply(&changes))
                                >
                                    <span class="editor-suggestion-verb">{tr(EditorMsg::Apply)}" "</span>
                                    {text}
                                </button>
                            }
                                .into_any()
                        }
                        None => {
                            view! {
                                <p class="editor-no-suggestion">
                                    {tr(EditorMsg::NoSuggestion)}
                                </p>
                            }
                                .into_any()
                        }
                    })
            }}
            <p class="error" role="alert" hidden=move || refused().is_none()>
                {move || refused().unwrap_or_default()}
            </p>
        </div>
    }
}
