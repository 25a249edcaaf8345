//! The time model's jobs: fitting the player's solves and predicting shapes (the helper), and
//! "I have N minutes", which generates candidates until one's predicted time fits (the
//! driller, which holds the generator). Both are the core's pure functions run here.

use crate::protocol::{MinutesPick, MinutesPuzzle, Paced};
use hashi_core::generator::{generate_as, Params, GENERATOR_VERSION};
use hashi_core::pace::minutes::{pick, plans};
use hashi_core::pace::{Pace, PuzzleShape, Solve};
use plain_json::Fields;

/// How long "I have N minutes" may search: a second of work, as the issue asks on a phone.
const BUDGET_MS: f64 = 1000.0;

/// The solves of the page's stored record (`hashi:v1:pace`: `{"revision":…,"solves":[…]}`),
/// sent as its text so that neither the page's pools nor the maker carry a reader of them;
/// a record that cannot be read counts as none (the model is then the prior). Read without
/// serde_json ([`plain_json`]), as the page wrote it: the driller carries none.
pub fn solves_of(record: &str) -> Vec<Solve> {
    plain_json::parse(record)
        .ok()
        .and_then(|value| Fields::of(&value).ok()?.or_default("solves").ok())
        .unwrap_or_default()
}

/// The model fitted on the `record`'s solves, its predictions for `shapes` and the
/// techniques' cost.
pub fn paced(record: &str, shapes: &[PuzzleShape]) -> Paced {
    let pace = Pace::fit(&solves_of(record));
    Paced {
        seconds: shapes
            .iter()
            .map(|shape| pace.seconds(shape).round() as u32)
            .collect(),
        rough: pace.is_rough(),
        solves: u32::try_from(pace.solves()).unwrap_or(u32::MAX),
        factors: pace
            .technique_factors()
            .iter()
            .map(|f| (f * 100.0).round().clamp(0.0, 1e6) as u32)
            .collect(),
    }
}

/// A generated puzzle of about `minutes` for the player of the `record`'s solves, within
/// [`BUDGET_MS`].
pub fn minutes(record: &str, minutes: u32, seed: u64) -> MinutesPick {
    let pace = Pace::fit(&solves_of(record));
    let reliable = |band, side| {
        Params {
            width: side,
            height: side,
            ..Params::for_band(band)
        }
        .is_reliable()
    };
    let plans = plans(&pace, minutes, reliable);
    let started = now_ms();
    let found = pick(
        &pace,
        minutes,
        &plans,
        seed,
        |plan, seed| {
            let params = Params {
                width: plan.side,
                height: plan.side,
                ..Params::for_band(plan.band)
            };
            let made = generate_as(&params, seed, GENERATOR_VERSION).ok()?;
            Some(PuzzleShape::of(&made.rating, made.puzzle.islands().len()))
        },
        || now_ms() - started >= BUDGET_MS,
    );
    MinutesPick {
        found: found.best.map(|best| MinutesPuzzle {
            band: best.plan.band.id().to_string(),
            side: best.plan.side,
            seed: best.seed,
            version: GENERATOR_VERSION,
            seconds: best.seconds.round() as u32,
        }),
        in_range: found.in_range,
        tried: found.tried,
    }
}

#[cfg(target_arch = "wasm32")]
fn now_ms() -> f64 {
    js_sys::Date::now()
}

#[cfg(not(target_arch = "wasm32"))]
fn now_ms() -> f64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run;
    use crate::protocol::{Job, Reply};
    use hashi_core::generator::generate_as;
    use hashi_core::pace::minutes::range;
    use hashi_core::rating::Band;

    #[test]
    fn the_helper_predicts_and_says_when_it_is_rough() {
        let shape = PuzzleShape::typical(Band::Medium, 10, 10);
        let job = Job::Pace {
            solves: String::new(),
            shapes: vec![shape, PuzzleShape::typical(Band::Expert, 20, 20)],
        };
        let Reply::Paced(first) = run(&job) else {
            panic!("not paced")
        };
        assert!(first.rough);
        assert_eq!(first.solves, 0);
        assert_eq!(first.seconds.len(), 2);
        assert!(first.seconds[0] < first.seconds[1], "{first:?}");
        assert_eq!(first.factors.len(), 7);
        assert_eq!(first.factors[1], 100, "counting is the baseline");
        // Twelve solves three times slower than the prior: no longer rough, and slower.
        let slow: Vec<Solve> = (0..12)
            .map(|_| Solve {
                shape,
                seconds: first.seconds[0] * 3,
                hints: 0,
                band: None,
            })
            .collect();
        let record = format!(
            "{{\"revision\":3,\"solves\":{}}}",
            serde_json::to_string(&slow).unwrap()
        );
        let again = paced(&record, &[shape]);
        // A damaged record is no record.
        assert_eq!(
            paced("{\"solves\":[1,", &[shape]).seconds,
            first.seconds[..1]
        );
        assert!(!again.rough);
        assert!(again.seconds[0] > first.seconds[0] * 2, "{again:?}");
    }

    #[test]
    fn five_minutes_is_a_generated_link_that_remakes_the_same_puzzle() {
        let job = Job::Minutes {
            solves: String::new(),
            minutes: 5,
            seed: 42,
        };
        let Reply::Minutes(pick) = run(&job) else {
            panic!("not a pick")
        };
        let found = pick.found.clone().expect("a puzzle");
        assert!(pick.in_range, "{pick:?}");
        let (low, high) = range(5);
        assert!(
            (low..=high).contains(&f64::from(found.seconds)),
            "{found:?}"
        );
        // The link's parts make the puzzle the prediction was for.
        let band = Band::from_id(&found.band).unwrap();
        let params = Params {
            width: found.side,
            height: found.side,
            ..Params::for_band(band)
        };
        let made = generate_as(&params, found.seed, found.version).unwrap();
        let shape = PuzzleShape::of(&made.rating, made.puzzle.islands().len());
        assert_eq!(Pace::prior().seconds(&shape).round() as u32, found.seconds);
    }
}
