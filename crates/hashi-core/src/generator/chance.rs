//! A coin with a given bias, drawn exactly as `rand`'s `random_bool` draws it.

use rand::distr::Bernoulli;
use rand::{Rng, RngExt};

/// `true` with probability `p`. The same draw as `RngExt::random_bool`, so the same seed still
/// gives the same puzzle; but where `random_bool` panics on a `p` outside 0..=1 with a message
/// that prints it (which ships the standard library's float formatting, about 5 KB of brotli,
/// in the puzzle-making worker), this gives `false` below and `true` above without drawing.
pub fn chance(rng: &mut impl Rng, p: f64) -> bool {
    match Bernoulli::new(p) {
        Ok(coin) => rng.sample(coin),
        Err(_) => p > 1.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn draws_as_random_bool_does() {
        let (mut ours, mut theirs) = (ChaCha8Rng::seed_from_u64(7), ChaCha8Rng::seed_from_u64(7));
        for i in 0..2000 {
            let p = f64::from(i % 101) / 100.0;
            assert_eq!(
                chance(&mut ours, p),
                theirs.random_bool(p),
                "draw {i}, p {p}"
            );
        }
    }

    #[test]
    fn out_of_range_is_settled_without_a_draw() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!(!chance(&mut rng, -0.5));
        assert!(!chance(&mut rng, f64::NAN));
        assert!(chance(&mut rng, 1.5));
        assert_eq!(rng, ChaCha8Rng::seed_from_u64(1));
    }
}
