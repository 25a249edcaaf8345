//! The New panel's symmetry choice: the maker's own (no `sym` in the link) or an exact one,
//! each exact one offered only where the board's size and the rules allow it, with the
//! maker's sentence saying why beside each one that is not.

use crate::hashi::maker_words::say_symmetry_refusal;
use crate::i18n::{t, t_with, tr, NewPuzzleMsg as Msg};
use hashi_core::generator::Symmetry;
use hashi_core::RuleSet;
use leptos::prelude::*;

/// The value of the choice that leaves the symmetry to the maker.
const MAKERS_OWN: &str = "";

/// A symmetry's name in the player's language.
pub fn symmetry_name(symmetry: Symmetry) -> String {
    t(match symmetry {
        Symmetry::None => Msg::SymmetryNone,
        Symmetry::Rot180 => Msg::SymmetryRot180,
        Symmetry::Rot90 => Msg::SymmetryRot90,
        Symmetry::MirrorLr => Msg::SymmetryMirrorLr,
        Symmetry::MirrorUd => Msg::SymmetryMirrorUd,
    })
}

/// The symmetry select, its line, and why each symmetry not offered is not. `size` is the
/// board as typed (the band's default while the field is empty or unreadable).
#[component]
pub fn SymmetryChoice(
    symmetry: RwSignal<Option<Symmetry>>,
    size: Signal<(usize, usize)>,
    rules: RwSignal<RuleSet>,
) -> impl IntoView {
    let refusal = move |s: Symmetry| {
        let (width, height) = size.get();
        s.refusal(width, height, rules.get())
    };
    let refused = move || {
        Symmetry::ALL
            .into_iter()
            .filter_map(|s| refusal(s).map(|why| (s, why)))
            .collect::<Vec<_>>()
    };
    let line = move || match symmetry.get() {
        None => t(Msg::SymmetryMakersLine),
        Some(s) => match refusal(s) {
            Some(why) => say_symmetry_refusal(why),
            None if s == Symmetry::None => t(Msg::SymmetryNoneLine),
            None => t(Msg::SymmetryExactLine),
        },
    };
    view! {
        <label>
            {tr(Msg::Symmetry)}
            " "
            <select
                data-testid="new-symmetry"
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    symmetry.set(Symmetry::from_id(&value).filter(|_| value != MAKERS_OWN));
                }
            >
                <option value=MAKERS_OWN selected=true>
                    {tr(Msg::SymmetryMakers)}
                </option>
                {Symmetry::ALL
                    .into_iter()
                    .map(|s| {
                        view! {
                            <option
                                value=s.id()
                                disabled=move || refusal(s).is_some()
                                prop:selected=move || symmetry.get() == Some(s)
                            >
                                {move || symmetry_name(s)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
        <p class="hint" data-testid="new-symmetry-hint">{line}</p>
        <ul class="hint symmetry-refused" data-testid="new-symmetry-refused">
            {move || {
                refused()
                    .into_iter()
                    .map(|(s, why)| {
                        let text = t_with(
                            Msg::SymmetryRefused,
                            &[("symmetry", &symmetry_name(s)), ("why", &say_symmetry_refusal(why))],
                        );
                        view! { <li data-symmetry=s.id()>{text}</li> }
                    })
                    .collect_view()
            }}
        </ul>
    }
}
