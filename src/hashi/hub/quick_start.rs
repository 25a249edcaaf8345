//! The hub's quick start: one tap for a new puzzle of each difficulty at its default size, on
//! a fresh seed from the clock (the link names it, so the puzzle can be shared).

use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::words::band_name;
use crate::i18n::{t, t_with, HubMsg};
use crate::shell::clock;
use hashi_core::generator::{Params, GENERATOR_VERSION};
use hashi_core::rating::Band;
use leptos::prelude::*;

#[component]
pub fn QuickStart() -> impl IntoView {
    let seed = clock::fresh_seed();
    view! {
        <nav class="quick-start" aria-label=t(HubMsg::QuickNav)>
            <span>{t(HubMsg::QuickLabel)} " "</span>
            {Band::ALL
                .into_iter()
                .map(|band| {
                    let params = Params::for_band(band);
                    let reference = PuzzleRef::Generated {
                        band,
                        width: params.width,
                        height: params.height,
                        seed,
                        rules: params.rules,
                        version: GENERATOR_VERSION,
                        symmetry: None,
                    };
                    view! {
                        <a
                            href=reference.path()
                            data-testid=format!("quick-{band}")
                            title={
                                let size = format!("{}x{}", params.width, params.height);
                                t_with(HubMsg::QuickTitle, &[("band", &t(band_name(band))), ("size", &size)])
                            }
                        >
                            {t(band_name(band))}
                        </a>
                    }
                })
                .collect_view()}
        </nav>
    }
}
