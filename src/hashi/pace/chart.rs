//! The statistics' chart of the player's pace: per band the median time of their solves as a
//! bar, the median of the ten solves before the last ten as a mark on it (the trend), with the
//! same figures in a table for screen readers and anyone who prefers numbers; then the
//! techniques that cost the player most time, from the fitted model's weights. A hand-written
//! SVG: a chart library would outweigh the whole panel.

use super::time_words::{clock, factor};
use crate::hashi::records::pace::kept_solves;
use crate::i18n::{t, t_with, PaceMsg as Msg};
use crate::shell::decimal::decimal;
use crate::worker::protocol::Paced;
use hashi_core::pace::summary::{by_band, BandPace};
use hashi_core::pace::{PuzzleShape, ROUGH_UNTIL};
use hashi_core::rating::Band;
use hashi_core::solver::techniques::Technique;
use leptos::prelude::*;

/// The chart's drawing units: a row per band, the bars after the band's name.
const WIDTH: f64 = 320.0;
const ROW: f64 = 26.0;
const BARS_FROM: f64 = 96.0;
const BARS_TO: f64 = WIDTH - 48.0;

/// How many of the costliest techniques are named.
const COSTLIEST: usize = 3;

fn band_name(band: Band) -> String {
    t(hashi_words::common::band(band))
}

/// The trend of a band in words: faster, slower or steady (within a tenth), or a dash.
fn trend_words(line: &BandPace) -> String {
    match line.trend {
        None => t(Msg::TrendNone),
        Some((recent, before)) => {
            let args = [("recent", clock(recent)), ("before", clock(before))];
            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let (recent, before) = (f64::from(recent), f64::from(before));
            let msg = if recent < before * 0.9 {
                Msg::TrendFaster
            } else if recent > before * 1.1 {
                Msg::TrendSlower
            } else {
                Msg::TrendSteady
            };
            t_with(msg, &args)
        }
    }
}

/// The techniques that cost the player most, costliest first: those whose factor is over 1.1
/// (a tenth slower than counting), at most [`COSTLIEST`].
fn costliest(factors: &[u32]) -> Vec<(Technique, u32)> {
    let mut costly: Vec<(Technique, u32)> = Technique::ALL
        .into_iter()
        .zip(factors.iter().copied())
        .filter(|&(_, hundredths)| hundredths > 110)
        .collect();
    costly.sort_by_key(|&(_, hundredths)| std::cmp::Reverse(hundredths));
    costly.truncate(COSTLIEST);
    costly
}

#[component]
pub fn PaceChart() -> impl IntoView {
    super::style::adopt();
    let solves = kept_solves().solves;
    let lines = by_band(&solves);
    if solves.is_empty() {
        return view! {
            <section class="pace-chart" data-testid="pace-none">
                <h3>{move || t(Msg::ChartHeading)}</h3>
                <p class="muted">{move || t(Msg::ChartNone)}</p>
            </section>
        }
        .into_any();
    }
    // The weights come from the worker's fit; a typical puzzle is asked only to have them.
    let paced = RwSignal::new(None::<Paced>);
    super::estimate::predict(vec![PuzzleShape::typical(Band::Medium, 10, 10)], paced);
    let longest = lines
        .iter()
        .map(|l| l.median.max(l.trend.map_or(0, |(_, before)| before)))
        .max()
        .unwrap_or(1)
        .max(1);
    let x = move |seconds: u32| {
        BARS_FROM + (BARS_TO - BARS_FROM) * f64::from(seconds) / f64::from(longest)
    };
    let height = ROW * lines.len() as f64 + 4.0;
    let summary = {
        let lines = lines.clone();
        move || {
            let rows: Vec<String> = lines
                .iter()
                .map(|l| {
                    format!(
                        "{} {} ({})",
                        band_name(l.band),
                        clock(l.median),
                        trend_words(l)
                    )
                })
                .collect();
            format!("{}: {}", t(Msg::ChartLabel), rows.join("; "))
        }
    };
    let bars = lines
        .iter()
        .enumerate()
        .map(|(row, line)| {
            let y = ROW * row as f64 + 4.0;
            let band = line.band;
            let median = line.median;
            let before = line.trend.map(|(_, before)| before);
            view! {
                <g class=format!("pace-row pace-{}", band.id())>
                    <text x="0" y=decimal(y + 15.0) class="pace-band">{move || band_name(band)}</text>
                    <rect x=decimal(BARS_FROM) y=decimal(y + 3.0) width=decimal((x(median) - BARS_FROM).max(1.0)) height="14" rx="2" class="pace-bar"></rect>
                    {before.map(|before| view! {
                        <line x1=decimal(x(before)) x2=decimal(x(before)) y1=decimal(y) y2=decimal(y + 20.0) class="pace-before"></line>
                    })}
                    <text x=decimal(x(median) + 4.0) y=decimal(y + 15.0) class="pace-time">{clock(median)}</text>
                </g>
            }
        })
        .collect_view();
    let table_rows = lines
        .iter()
        .map(|line| {
            let line = *line;
            view! {
                <tr>
                    <td>{move || band_name(line.band)}</td>
                    <td>{line.solves}</td>
                    <td>{clock(line.median)}</td>
                    <td>{move || trend_words(&line)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="pace-chart">
            <h3>{move || t(Msg::ChartHeading)}</h3>
            <figure data-testid="stats-chart">
                <svg
                    role="img"
                    aria-label=summary
                    viewBox=format!("0 0 {} {}", decimal(WIDTH), decimal(height))
                    width="100%"
                    style=format!("max-width:{}px", decimal(WIDTH))
                >
                    {bars}
                </svg>
                <figcaption class="muted">{move || t(Msg::ChartLabel)}</figcaption>
            </figure>
            <table class="pace-table" data-testid="pace-table">
                <thead>
                    <tr>
                        <th scope="col">{move || t(crate::i18n::WordsMsg::Difficulty)}</th>
                        <th scope="col">{move || t(Msg::Solves)}</th>
                        <th scope="col">{move || t(Msg::Median)}</th>
                        <th scope="col">{move || t(Msg::Trend)}</th>
                    </tr>
                </thead>
                <tbody>{table_rows}</tbody>
            </table>
            {move || paced.get().map(|paced| {
                let costly = costliest(&paced.factors);
                let rough = paced.rough;
                (!costly.is_empty()).then(|| view! {
                    <h4>{move || t(Msg::CostlyHeading)}</h4>
                    <ul class="pace-costly" data-testid="pace-costly">
                        {costly
                            .into_iter()
                            .map(|(technique, hundredths)| {
                                view! {
                                    <li>
                                        {move || t_with(Msg::CostlyLine, &[
                                            ("technique", &t(hashi_words::common::title(technique))),
                                            ("factor", &factor(hundredths, crate::i18n::current())),
                                        ])}
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                    {rough.then(|| view! {
                        <p class="muted">
                            {move || t_with(Msg::CostlyRough, &[("count", &ROUGH_UNTIL.to_string())])}
                        </p>
                    })}
                })
            })}
        </section>
    }
    .into_any()
}
