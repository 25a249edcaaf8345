//! Seeded challenges: a seed and a number of shuffle steps, checked before any board is built.

use crate::board::Board;
use crate::shuffle::challenge_board;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seeded challenge: the solved board shuffled by `steps` moves drawn from `seed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Challenge {
    pub seed: u32,
    pub steps: u32,
}

/// Why a challenge's seed or steps are refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    Seed(String),
    Steps(String),
}

impl fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChallengeError::Seed(text) => write!(
                f,
                "the seed {text:?} is not a whole number from 0 to {}",
                u32::MAX
            ),
            ChallengeError::Steps(text) => write!(
                f,
                "the steps {text:?} are not a whole number from 1 to {}",
                Challenge::MAX_STEPS
            ),
        }
    }
}

impl std::error::Error for ChallengeError {}

impl Challenge {
    pub const MAX_STEPS: u32 = 10_000;
    pub const DEFAULT_STEPS: u32 = 250;
    /// Named step counts offered as presets.
    pub const PRESETS: [(&'static str, u32); 4] = [
        ("Easy", 50),
        ("Normal", 250),
        ("Hard", 1000),
        ("Very Hard", 10_000),
    ];

    /// A challenge from typed or linked text, checking both numbers.
    pub fn parse(seed: &str, steps: &str) -> Result<Challenge, ChallengeError> {
        let seed_value = seed
            .trim()
            .parse::<u32>()
            .map_err(|_| ChallengeError::Seed(seed.to_string()))?;
        let steps_value = steps
            .trim()
            .parse::<u32>()
            .map_err(|_| ChallengeError::Steps(steps.to_string()))?;
        Challenge {
            seed: seed_value,
            steps: steps_value,
        }
        .checked()
        .map_err(|_| ChallengeError::Steps(steps.to_string()))
    }

    /// The challenge itself if its steps are in range: a challenge from stored or linked
    /// data must pass this before its board is built, which takes time in proportion to
    /// the steps.
    pub fn checked(self) -> Result<Challenge, ChallengeError> {
        if (1..=Challenge::MAX_STEPS).contains(&self.steps) {
            Ok(self)
        } else {
            Err(ChallengeError::Steps(self.steps.to_string()))
        }
    }

    /// The shuffled board this challenge starts from.
    pub fn board(self) -> Board {
        challenge_board(self.seed, self.steps)
    }
}
