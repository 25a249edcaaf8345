//! `hashi info`: the difficulty table the generator works from.

use hashi_core::generator::{Params, GENERATOR_VERSION};
use hashi_core::rating::Band;

pub fn run() -> u8 {
    println!("generator version {GENERATOR_VERSION}");
    println!(
        "{:<8} {:>7} {:>8} {:>8} {:>14}  rating band needs",
        "band", "size", "islands", "density", "double share"
    );
    for band in Band::ALL {
        let p = Params::for_band(band);
        let islands = (p.width * p.height) as f64 * p.density();
        println!(
            "{:<8} {:>7} {:>8.0} {:>8.2} {:>14.2}  {}",
            band.id(),
            format!("{}x{}", p.width, p.height),
            islands,
            p.density(),
            p.double_share(),
            match band {
                Band::Easy => "counting only (capacity, every direction, crossing)",
                Band::Medium => "a few isolation steps",
                Band::Hard => "connectivity, many isolation steps, or a rare lookahead",
                Band::Expert => "more than 1 lookahead per 100 islands",
                Band::Extreme => "more than 4 lookaheads per 100 islands, or a guess",
            }
        );
    }
    0
}
