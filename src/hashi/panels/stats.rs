//! The statistics panel: puzzles solved and best time per difficulty and size, the daily
//! streak (current and best), the hints used and the solves the forced-move assist helped;
//! below them the chart of the player's pace (its own chunk, `hashi::pace`).

use crate::hashi::pace::chart_page;
use crate::hashi::records;
use crate::hashi::words::format_time;
use crate::i18n::{self, t, t_count, t_with, ChunksMsg, StatsMsg, WordsMsg};
use crate::shell::clock;
use crate::shell::lazy::Lazy;
use hashi_core::rating::Band;
use hashi_words::common;
use leptos::prelude::*;

/// The panel, drawn again in the new language when the player changes it: its words are
/// plain text, which costs less than a reactive text for each.
#[component]
pub fn StatsPanel() -> impl IntoView {
    move || {
        i18n::current();
        view! { <Figures /> }
    }
}

#[component]
fn Figures() -> impl IntoView {
    let stats = records::stats();
    let streak = stats.streak(clock::today());
    let number = |n: u64| i18n::number(i18n::current(), n);
    let days = |n: u32| t_count(WordsMsg::Days, n.into(), &[]);
    let assisted = stats.assisted_solves;
    let rows = stats.records.into_iter().collect::<Vec<_>>();
    view! {
        <div class="panel stats" data-testid="stats-panel">
            <p data-testid="stats-streak">
                {t_with(
                    StatsMsg::Streak,
                    &[
                        ("current", &days(streak.current)),
                        ("best", &days(streak.best)),
                        ("hints", &number(stats.hints_used)),
                    ],
                )}
            </p>
            {(assisted > 0)
                .then(|| {
                    view! {
                        <p data-testid="stats-assisted">
                            {t_with(StatsMsg::Assisted, &[("solves", &number(assisted))])}
                        </p>
                    }
                })}
            {if rows.is_empty() {
                view! { <p>{t(StatsMsg::NoneYet)}</p> }.into_any()
            } else {
                view! {
                    <table>
                        <thead>
                            <tr>
                                <th scope="col">{t(StatsMsg::Puzzles)}</th>
                                <th scope="col">{t(StatsMsg::Solved)}</th>
                                <th scope="col">{t(StatsMsg::BestTime)}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {rows
                                .into_iter()
                                .map(|(key, record)| {
                                    view! {
                                        <tr>
                                            <td>{kind(&key)}</td>
                                            <td>{number(record.solved.into())}</td>
                                            <td>{record.best_ms.map(format_time).unwrap_or_default()}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                }
                    .into_any()
            }}
            <Lazy load=chart_page what=ChunksMsg::Pace quiet=true />
        </div>
    }
}

/// A record's kind as the player reads it: the key ("hard 15x15 m3L", kept in English in the
/// save) with its band named in the player's language; size and rules stay as written.
fn kind(key: &str) -> String {
    let (first, rest) = key.split_once(' ').unwrap_or((key, ""));
    let name = match Band::from_id(first) {
        Some(band) => t(common::band(band)),
        None if first == "imported" => t(StatsMsg::Imported),
        None => return key.to_string(),
    };
    if rest.is_empty() {
        name
    } else {
        format!("{name} {rest}")
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn stats_chunk in stats => || view! { <StatsPanel /> }.into_any()
}
