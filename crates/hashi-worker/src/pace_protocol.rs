//! The time model's replies (issue 49), beside the protocol's other messages: the predicted
//! times and what techniques cost the player, and what "I have N minutes" found.

use serde::{Deserialize, Serialize};

/// The time model's answer: whole seconds per shape asked, in order; whether it is still a
/// rough guess (fewer solves than `pace::ROUGH_UNTIL`); how many solves it was fitted on; and
/// per technique (in `Technique::ALL`'s order) how many times longer a puzzle takes the player
/// were all its steps of that technique rather than counting, in hundredths (whole numbers:
/// the page's pool reads no floats).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paced {
    pub seconds: Vec<u32>,
    pub rough: bool,
    pub solves: u32,
    pub factors: Vec<u32>,
}

/// What "I have N minutes" found: the generated link's parts (standard rules, the generator's
/// own symmetry) and the predicted seconds, or nothing; `in_range` when the time fits.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinutesPick {
    pub found: Option<MinutesPuzzle>,
    pub in_range: bool,
    pub tried: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinutesPuzzle {
    pub band: String,
    pub side: usize,
    pub seed: u64,
    pub version: u32,
    pub seconds: u32,
}
