//! The options' tests: the order in which the search tries them.

use super::{by_count, Order};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[test]
fn counting_orders_as_a_stable_sort_does() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for len in 0..40 {
        let items: Vec<(usize, usize)> = (0..len).map(|i| (rng.random_range(0..5), i)).collect();
        let mut fewest = items.clone();
        fewest.sort_by_key(|item| item.0);
        assert_eq!(
            by_count(items.clone(), |item| item.0, Order::FewestFirst),
            fewest
        );
        let mut most = items.clone();
        most.sort_by_key(|item| std::cmp::Reverse(item.0));
        assert_eq!(by_count(items, |item| item.0, Order::MostFirst), most);
    }
}
