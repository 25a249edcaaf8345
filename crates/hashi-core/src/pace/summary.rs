//! The player's pace per band for the statistics: the median time of their solves of each
//! band, and its trend (the last ten solves of the band against the ten before).

use super::Solve;
use crate::rating::Band;

/// How many solves make each side of a trend.
pub const TREND_SPAN: usize = 10;

/// One band's line of the statistics' chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BandPace {
    pub band: Band,
    pub solves: usize,
    /// The median seconds of all the band's kept solves.
    pub median: u32,
    /// The median of the last [`TREND_SPAN`] solves, and of the [`TREND_SPAN`] before them,
    /// when the band has solves enough for both (more than `TREND_SPAN`).
    pub trend: Option<(u32, u32)>,
}

/// The bands the player has solved, gentlest first (solves of no known band are left out).
pub fn by_band(solves: &[Solve]) -> Vec<BandPace> {
    Band::ALL
        .into_iter()
        .filter_map(|band| {
            let times: Vec<u32> = solves
                .iter()
                .filter(|s| s.band == Some(band))
                .map(|s| s.seconds)
                .collect();
            let middle = median(&times)?;
            let trend = (times.len() > TREND_SPAN).then(|| {
                let (earlier, recent) = times.split_at(times.len() - TREND_SPAN);
                let before = &earlier[earlier.len().saturating_sub(TREND_SPAN)..];
                (median(recent).unwrap_or(0), median(before).unwrap_or(0))
            });
            Some(BandPace {
                band,
                solves: times.len(),
                median: middle,
                trend,
            })
        })
        .collect()
}

/// The median of `times` (the lower middle of an even count), None when empty.
fn median(times: &[u32]) -> Option<u32> {
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    sorted.get(sorted.len().saturating_sub(1) / 2).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pace::PuzzleShape;

    fn solve(band: Option<Band>, seconds: u32) -> Solve {
        Solve {
            shape: PuzzleShape::default(),
            seconds,
            hints: 0,
            band,
        }
    }

    #[test]
    fn medians_and_trends_per_band() {
        assert!(by_band(&[]).is_empty());
        let mut solves = vec![solve(None, 5), solve(Some(Band::Hard), 600)];
        // Twenty-five medium solves, getting faster: 300 s down to 180 s.
        solves.extend((0..25).map(|n| solve(Some(Band::Medium), 300 - n * 5)));
        let lines = by_band(&solves);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[0].band, Band::Medium);
        assert_eq!(lines[0].solves, 25);
        assert_eq!(lines[0].median, 240);
        // The last ten: 225 down to 180 (lower median 200); the ten before: 275 down to 230
        // (250).
        assert_eq!(lines[0].trend, Some((200, 250)));
        assert_eq!(
            lines[1],
            BandPace {
                band: Band::Hard,
                solves: 1,
                median: 600,
                trend: None
            }
        );
    }
}
