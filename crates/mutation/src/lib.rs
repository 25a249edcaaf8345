//! The seeded mutation engine the cores' hostile-input suites share: a byte mutator (bit
//! flips, inserted tokens, deletions, duplicated slices, truncations, splices of two seeds)
//! and a runner that feeds an entry point the seeds and then mutated inputs, naming the input
//! that panicked or broke an oracle. Each suite brings its own seeds, tokens and checks.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// How a suite mutates: how many inputs per entry point, from which seed, with which tokens.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Mutated inputs per entry point (the seeds go through too, unmutated).
    pub count: usize,
    /// The random stream's seed; the same seed gives the same inputs.
    pub seed: u64,
    /// Tokens worth inserting: what the entry point's grammar is made of, and edge cases.
    pub tokens: &'static [&'static str],
    /// Longest input fed, in bytes.
    pub max_len: usize,
    /// Inputs known to panic in code the suite does not own, skipped until fixed.
    pub known_panics: &'static [&'static str],
}

/// A seeded byte mutator.
pub struct Mutator<'a> {
    plan: &'a Plan,
    rng: ChaCha8Rng,
}

impl<'a> Mutator<'a> {
    /// The mutator for one entry point: `stream` keeps each entry point's inputs its own.
    pub fn new(plan: &'a Plan, stream: u64) -> Self {
        Self {
            plan,
            rng: ChaCha8Rng::seed_from_u64(plan.seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        }
    }

    fn index(&mut self, len: usize) -> usize {
        if len == 0 {
            0
        } else {
            self.rng.random_range(0..len)
        }
    }

    /// One to four stacked mutations of a random seed, spliced now and then with another.
    pub fn bytes(&mut self, seeds: &[Vec<u8>]) -> Vec<u8> {
        let mut data = seeds[self.index(seeds.len())].clone();
        // Half the inputs carry one mutation, so many still get past the first checks.
        let rounds = if self.rng.random_bool(0.5) {
            1
        } else {
            self.rng.random_range(2..=4)
        };
        for _ in 0..rounds {
            let len = data.len();
            match self.rng.random_range(0..10) {
                // Flip a bit.
                0 | 1 if len > 0 => {
                    let i = self.index(len);
                    data[i] ^= 1 << self.rng.random_range(0..8);
                }
                // Replace a byte by any byte.
                2 if len > 0 => {
                    let i = self.index(len);
                    data[i] = self.rng.random::<u8>();
                }
                // Insert an interesting token.
                3 | 4 => {
                    let token = self.plan.tokens[self.index(self.plan.tokens.len())].as_bytes();
                    let at = self.index(len + 1);
                    data.splice(at..at, token.iter().copied());
                }
                // Delete a range.
                5 if len > 0 => {
                    let at = self.index(len);
                    let n = self.rng.random_range(1..=(len - at).min(16));
                    data.drain(at..at + n);
                }
                // Duplicate a slice somewhere.
                6 if len > 0 => {
                    let at = self.index(len);
                    let n = self.rng.random_range(1..=(len - at).min(64));
                    let slice = data[at..at + n].to_vec();
                    let to = self.index(len + 1);
                    data.splice(to..to, slice);
                }
                // Truncate.
                7 => {
                    let at = self.index(len + 1);
                    data.truncate(at);
                }
                // Splice: this one's head, another seed's tail.
                8 => {
                    let other = &seeds[self.index(seeds.len())];
                    let at = self.index(len + 1);
                    let from = self.index(other.len() + 1);
                    data.truncate(at);
                    data.extend_from_slice(&other[from..]);
                }
                // Swap two bytes.
                _ if len > 1 => {
                    let (i, j) = (self.index(len), self.index(len));
                    data.swap(i, j);
                }
                _ => {}
            }
        }
        data.truncate(self.plan.max_len);
        data
    }

    /// A mutated input as text (invalid UTF-8 becomes replacement characters, which the
    /// parsers must also survive).
    pub fn text(&mut self, seeds: &[Vec<u8>]) -> String {
        let bytes = self.bytes(seeds);
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

/// Runs `check` on `count` mutated inputs, catching panics so the report names the input.
pub fn run(plan: &Plan, name: &str, stream: u64, seeds: &[Vec<u8>], check: impl Fn(&str) -> bool) {
    assert!(!seeds.is_empty(), "{name}: no seeds");
    let count = plan.count;
    let mut mutator = Mutator::new(plan, stream);
    let started = std::time::Instant::now();
    let mut skipped = 0usize;
    // The seeds themselves go through first, unmutated.
    let inputs = seeds
        .iter()
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .chain(std::iter::repeat_with(|| mutator.text(seeds)).take(count));
    let (mut fed, mut accepted) = (0usize, 0usize);
    for input in inputs {
        if plan.known_panics.iter().any(|bad| input.contains(bad)) {
            skipped += 1;
            continue;
        }
        match catch_unwind(AssertUnwindSafe(|| check(&input))) {
            Ok(ok) => accepted += usize::from(ok),
            Err(payload) => {
                let message = payload
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                panic!("{name}: input {input:?} panicked or broke an oracle: {message}");
            }
        }
        fed += 1;
    }
    eprintln!(
        "mutation {name}: {fed} inputs ({} mutated, {accepted} accepted, {skipped} known-panic skipped) in {:.2?}",
        fed.saturating_sub(seeds.len()),
        started.elapsed()
    );
    assert!(fed >= count, "{name}: only {fed} inputs fed");
}

/// `text` with `piece` put in at byte `at` and the `cut` bytes after it deleted, both ends
/// moved back to character boundaries (`at` past the end is the end): one edit of a record's
/// text, for the tests that hold two readers of a record to the same verdict.
pub fn edit(text: &str, at: usize, cut: usize, piece: &str) -> String {
    let boundary = |mut i: usize| {
        i = i.min(text.len());
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let start = boundary(at);
    let end = boundary(start.saturating_add(cut));
    format!("{}{piece}{}", &text[..start], &text[end..])
}
