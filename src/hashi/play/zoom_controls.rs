//! The board's zoom buttons: in, out, and back to the whole board.

use crate::hashi::play::zoom::Zoom;
use crate::i18n::{tr, PlayMsg};
use hashi_core::ui::ZoomStep;
use leptos::prelude::*;

#[component]
pub fn ZoomControls(zoom: Zoom) -> impl IntoView {
    view! {
        <div class="zoom-controls" role="group" aria-label=tr(PlayMsg::Zoom)>
            <button
                data-testid="zoom-in"
                aria-label=tr(PlayMsg::ZoomIn)
                title=tr(PlayMsg::ZoomInTitle)
                on:click=move |_| zoom.step(ZoomStep::In)
            >
                "+"
            </button>
            <button
                data-testid="zoom-out"
                aria-label=tr(PlayMsg::ZoomOut)
                title=tr(PlayMsg::ZoomOutTitle)
                on:click=move |_| zoom.step(ZoomStep::Out)
            >
                "−"
            </button>
            <button
                data-testid="zoom-fit"
                aria-label=tr(PlayMsg::FitLabel)
                title=tr(PlayMsg::FitLabel)
                on:click=move |_| zoom.fit()
            >
                {tr(PlayMsg::Fit)}
            </button>
        </div>
    }
}
