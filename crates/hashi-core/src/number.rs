//! Float arithmetic for code that ships to the browser, kept free of float printing.

/// `x` kept within `low..=high`, as `f64::clamp` does for ordered bounds. `f64::clamp`
/// asserts its bounds with a message that prints them, and that one message pulls the
/// standard library's float formatting (about 5 KB of brotli) into every wasm that calls it.
/// Here bounds out of order give `high` and a NaN gives `low`, never a panic.
pub fn bounded(x: f64, low: f64, high: f64) -> f64 {
    x.max(low).min(high)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_clamp_for_ordered_bounds() {
        for x in [-3.0, -0.5, 0.0, 0.25, 1.0, 7.5, 100.0] {
            assert_eq!(bounded(x, -1.0, 2.0), x.clamp(-1.0, 2.0), "{x}");
        }
    }

    #[test]
    fn bounds_out_of_order_or_nan_do_not_panic() {
        assert_eq!(bounded(5.0, 3.0, 1.0), 1.0);
        assert_eq!(bounded(f64::NAN, 0.0, 2.0), 0.0);
        assert_eq!(bounded(f64::INFINITY, 0.0, 2.0), 2.0);
    }
}
