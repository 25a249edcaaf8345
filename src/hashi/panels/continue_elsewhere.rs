//! "Continue on another device", in the share panel: a link that carries this puzzle and the
//! bridges on it (compressed by the browser, after `#`, so no server sees it) and its QR code,
//! drawn by the `qr` chunk; a position too large for a QR code says so and offers the backup
//! file instead.

use crate::hashi::handoff::format::{self, Handoff};
use crate::hashi::play::context::{GameContext, PuzzleInfo};
use crate::i18n::{t, t_with, tr, ShareMsg, WordsMsg};
use crate::shell::clipboard::copy;
use crate::shell::deflate;
use crate::shell::qr::qr_chunk;
use leptos::prelude::*;

/// Where everything is taken along as a file.
const BACKUP: &str = "/backup";

/// The QR code, once the link is made.
#[derive(Clone)]
enum Code {
    Drawn(String),
    /// The link is longer than the largest QR code holds.
    TooLong,
    /// The chunk with the encoder did not arrive.
    NotLoaded,
}

/// The link for this page's origin, or why the browser could not make it.
async fn make_link(handoff: Handoff) -> Result<String, String> {
    let origin = window().location().origin().unwrap_or_default();
    let compressed = deflate::compress(&handoff.payload())
        .await
        .map_err(|e| e.as_string().unwrap_or_else(|| format!("{e:?}")))?;
    Ok(format::link(&origin, &compressed))
}

#[component]
pub fn ContinueElsewhere() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let link = RwSignal::new(None::<Result<String, String>>);
    let code = RwSignal::new(None::<Code>);
    let copied = RwSignal::new(None::<String>);
    let make = move |_| {
        let handoff = Handoff {
            reference: info.reference.clone(),
            moves: ctx.game().with_untracked(|g| g.position_text()),
        };
        code.set(None);
        leptos::task::spawn_local(async move {
            let made = make_link(handoff).await;
            link.set(Some(made.clone()));
            let Ok(made) = made else { return };
            copy(made.clone(), copied);
            code.set(Some(match qr_chunk().await {
                Ok(svg) => svg(&made).map_or(Code::TooLong, Code::Drawn),
                Err(_) => Code::NotLoaded,
            }));
        });
    };
    let drawn = move || {
        match code.get() {
        Some(Code::Drawn(svg)) => view! {
            <div class="handoff-qr" data-testid="handoff-qr" role="img" aria-label=tr(ShareMsg::HandoffQr) inner_html=svg></div>
        }
        .into_any(),
        Some(Code::TooLong) => view! {
            <p data-testid="handoff-too-big" role="status">
                {tr(ShareMsg::HandoffTooBig)} " "
                <a data-testid="handoff-file" href=BACKUP>{tr(ShareMsg::HandoffFile)}</a>
            </p>
        }
        .into_any(),
        Some(Code::NotLoaded) => view! { <p role="status">{tr(ShareMsg::HandoffNoQr)}</p> }.into_any(),
        None => ().into_any(),
    }
    };
    view! {
        <div class="share-handoff">
            <button data-testid="handoff-open" on:click=make>{tr(ShareMsg::HandoffOpen)}</button>
            {move || match link.get() {
                None => ().into_any(),
                Some(Err(why)) => view! {
                    <p class="error" data-testid="handoff-failed" role="alert">
                        {t_with(ShareMsg::HandoffFailed, &[("why", &why)])} " "
                        <a href=BACKUP>{tr(ShareMsg::HandoffFile)}</a>
                    </p>
                }
                .into_any(),
                Some(Ok(url)) => {
                    let shown = url.clone();
                    view! {
                        <p>{tr(ShareMsg::HandoffAbout)}</p>
                        <label>
                            {tr(ShareMsg::HandoffLink)}
                            " "
                            <input data-testid="handoff-link" readonly prop:value=url />
                        </label>
                        <span role="status">
                            {move || {
                                if copied.with(|c| c.as_ref() == Some(&shown)) { t(WordsMsg::Copied) } else { String::new() }
                            }}
                        </span>
                        {drawn}
                    }
                    .into_any()
                }
            }}
        </div>
    }
}
