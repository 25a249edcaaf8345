//! The month's dailies as a booklet (the daily panel's "Print this month's puzzles…"): the days
//! out so far in the player's day, read from the build's file of the month, each with its
//! solution for the pages after. A day still to come is never printed; a month the build did
//! not make offers no booklet.

use crate::hashi::dailies;
use crate::hashi::panels::print_view::{origin, PrintView};
use crate::hashi::puzzle_ref::PuzzleRef;
use crate::hashi::words::band_name;
use crate::i18n::{date_part, t, t_with, tr, ChunksMsg, DailyMsg};
use crate::shell::arriving::Arriving;
use crate::shell::lazy::Lazy;
use hashi_core::daily::{daily, Date};
use hashi_core::packs::Pack;
use hashi_core::print::{Entry, PerPage};
use leptos::prelude::*;

/// The month asked for and the player's today, for the booklet in its chunk (which takes no
/// props), and how it closes.
#[derive(Clone, Copy)]
struct MonthAsked {
    month: Date,
    today: Date,
    close: Callback<()>,
}

/// "Print this month's puzzles…", in the daily panel, where the build made the month's file.
#[component]
pub fn PrintMonth(month: Date, today: Date) -> impl IntoView {
    if !dailies::has_file(month) {
        return ().into_any();
    }
    let printing = RwSignal::new(false);
    provide_context(MonthAsked {
        month,
        today,
        close: Callback::new(move |()| printing.set(false)),
    });
    (move || {
        if printing.get() {
            view! { <Lazy load=month_booklet_chunk what=ChunksMsg::DailyPrint /> }.into_any()
        } else {
            view! {
                <p>
                    <button
                        class="link-button"
                        data-testid="daily-print"
                        on:click=move |_| printing.set(true)
                    >
                        {tr(DailyMsg::PrintMonth)}
                    </button>
                </p>
            }
            .into_any()
        }
    })
    .into_any()
}

crate::split_chunk! {
    /// The month's booklet, fetched when the player asks to print it.
    fn month_booklet_chunk in daily_print => || match use_context::<MonthAsked>() {
        Some(asked) => view! { <MonthBooklet asked /> }.into_any(),
        None => ().into_any(),
    }
}

#[component]
fn MonthBooklet(asked: MonthAsked) -> impl IntoView {
    let file = Arriving::new(move || dailies::month_file(asked.month));
    let month_name = move || {
        date_part(asked.month, &[("month", "long"), ("year", "numeric")])
            .unwrap_or_else(|| asked.month.to_string()[..7].to_string())
    };
    let heading =
        Signal::derive(move || t_with(DailyMsg::PrintHeading, &[("month", &month_name())]));
    let entries = Signal::derive(move || {
        file.get()
            .flatten()
            .map(|pack| days_out(&pack, asked.today))
            .unwrap_or_default()
    });
    view! {
        <PrintView heading entries first_per_page=PerPage::Four close=asked.close />
    }
}

/// The days of a month's file up to `today`, in order, each captioned with its name, band and
/// link.
fn days_out(pack: &Pack, today: Date) -> Vec<Entry> {
    let origin = origin();
    pack.puzzles
        .iter()
        .filter_map(|day| {
            let date: Date = day.id.parse().ok().filter(|date| *date <= today)?;
            let puzzle = day.puzzle().ok()?;
            let reference = PuzzleRef::Daily(date);
            Some(Entry {
                solution: day.solution(&puzzle),
                name: reference.title(&puzzle),
                band: t(band_name(daily(date).band)),
                link: format!("{origin}{}", reference.path()),
                puzzle,
            })
        })
        .collect()
}
