//! The statistics panel: puzzles solved and best time per difficulty and size, the daily
//! streak (current and best), the hints used and the solves the forced-move assist helped.

use crate::hashi::storage;
use crate::hashi::words::days;
use crate::hashi::words::format_time;
use crate::shell::clock;
use leptos::prelude::*;

#[component]
pub fn StatsPanel() -> impl IntoView {
    let stats = storage::stats();
    let streak = stats.streak(clock::today());
    let hints = stats.hints_used;
    let assisted = stats.assisted_solves;
    let rows = stats.records.into_iter().collect::<Vec<_>>();
    view! {
        <div class="panel stats" data-testid="stats-panel">
            <p data-testid="stats-streak">
                {format!(
                    "Daily streak: {} (best {}) · hints used: {hints}",
                    days(streak.current),
                    days(streak.best),
                )}
            </p>
            {(assisted > 0)
                .then(|| {
                    view! {
                        <p data-testid="stats-assisted">
                            {format!("Solved with \"finish what is forced\" on: {assisted}")}
                        </p>
                    }
                })}
            {if rows.is_empty() {
                view! { <p>"No puzzles solved yet."</p> }.into_any()
            } else {
                view! {
                    <table>
                        <thead>
                            <tr>
                                <th scope="col">"Puzzles"</th>
                                <th scope="col">"Solved"</th>
                                <th scope="col">"Best time"</th>
                            </tr>
                        </thead>
                        <tbody>
                            {rows
                                .into_iter()
                                .map(|(key, record)| {
                                    view! {
                                        <tr>
                                            <td>{key}</td>
                                            <td>{record.solved}</td>
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
        </div>
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn stats_chunk in stats => || view! { <StatsPanel /> }.into_any()
}
