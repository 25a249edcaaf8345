use hashi_core::generator::*;
use hashi_core::rating::Band;
fn main() {
    let band = Band::from_id(&std::env::args().nth(1).unwrap()).unwrap();
    let n: u64 = std::env::args().nth(2).map_or(20, |s| s.parse().unwrap());
    let mut params = Params::for_band(band);
    if let Some(s) = std::env::args().nth(3) {
        let (w, h) = s.split_once('x').unwrap();
        params.width = w.parse().unwrap();
        params.height = h.parse().unwrap();
    }
    let mut times = vec![];
    let mut fails = 0;
    let mut dens = 0.0;
    let mut att = 0;
    for seed in 0..n {
        let t = std::time::Instant::now();
        match generate(&params, seed) {
            Ok(g) => {
                times.push(t.elapsed().as_secs_f64() * 1000.0);
                dens += g.puzzle.islands().len() as f64 / (params.width * params.height) as f64;
                att += g.attempts;
            }
            Err(e) => {
                fails += 1;
                eprintln!("{e}");
            }
        }
    }
    times.sort_by(f64::total_cmp);
    let k = times.len();
    if k > 0 {
        println!("{band} {}x{} ok {k} fail {fails} median {:.1} ms p90 {:.1} max {:.1} density {:.3} attempts/puzzle {:.1}", params.width, params.height, times[k/2], times[k*9/10], times[k-1], dens / k as f64, att as f64 / k as f64);
    }
}
