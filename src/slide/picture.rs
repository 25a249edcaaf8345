//! The Slide puzzle's own picture, drawn in code as SVG so it is crisp at any size and ships
//! no third-party image: a dusk landscape with detail in every row and column, so that each
//! piece can be told from its neighbours.

use std::fmt::Write;

/// The picture's side in SVG units: 100 per board cell.
const SIDE: f64 = 800.0;

/// A deterministic scatter in 0..1 (a hash of `i`), so the picture is the same everywhere.
fn scatter(i: u32) -> f64 {
    let mut x = i.wrapping_mul(0x9E37_79B9) ^ 0x85EB_CA6B;
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    x as f64 / u32::MAX as f64
}

/// A ridge line: the height at `x` as a sum of waves.
fn ridge(x: f64, base: f64, waves: &[(f64, f64, f64)]) -> f64 {
    base - waves
        .iter()
        .map(|(amp, len, phase)| amp * (x / len + phase).sin())
        .sum::<f64>()
}

/// A filled ridge from the left edge to the right, down to the bottom.
fn ridge_path(svg: &mut String, fill: &str, base: f64, waves: &[(f64, f64, f64)]) {
    let _ = write!(svg, r#"<path fill="{fill}" d="M0 {SIDE}"#);
    let mut x = 0.0;
    while x <= SIDE {
        let _ = write!(svg, " L{x:.0} {:.1}", ridge(x, base, waves));
        x += 8.0;
    }
    let _ = write!(svg, r#" L{SIDE} {SIDE} Z"/>"#);
}

/// The picture as an SVG document.
pub fn landscape_svg() -> String {
    let mut svg = String::with_capacity(16_000);
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIDE} {SIDE}" preserveAspectRatio="none">"#
    );
    svg.push_str(concat!(
        "<defs>",
        r##"<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">"##,
        r##"<stop offset="0" stop-color="#0d1b4c"/><stop offset="0.35" stop-color="#3d2c7a"/>"##,
        r##"<stop offset="0.6" stop-color="#b2527a"/><stop offset="0.8" stop-color="#f59e5b"/>"##,
        r##"</linearGradient>"##,
        r##"<linearGradient id="tint" x1="0" y1="0" x2="1" y2="0">"##,
        r##"<stop offset="0" stop-color="#12002e" stop-opacity="0.55"/>"##,
        r##"<stop offset="1" stop-color="#ffb347" stop-opacity="0.15"/></linearGradient>"##,
        r##"<radialGradient id="glow"><stop offset="0" stop-color="#fff3c4"/>"##,
        r##"<stop offset="0.3" stop-color="#ffd27f" stop-opacity="0.8"/>"##,
        r##"<stop offset="1" stop-color="#ff9a5a" stop-opacity="0"/></radialGradient>"##,
        r##"<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">"##,
        r##"<stop offset="0" stop-color="#3b4f8a"/><stop offset="1" stop-color="#0b1733"/>"##,
        r##"</linearGradient>"##,
        r##"<mask id="crescent"><circle cx="150" cy="130" r="46" fill="#fff"/>"##,
        r##"<circle cx="172" cy="116" r="42" fill="#000"/></mask>"##,
        "</defs>",
        r##"<rect width="800" height="800" fill="url(#sky)"/>"##,
        r##"<rect width="800" height="800" fill="url(#tint)"/>"##,
    ));
    // Stars, thinning towards the horizon.
    for i in 0..140 {
        let x = scatter(2 * i) * SIDE;
        let y = scatter(2 * i + 1).powf(1.6) * 380.0;
        let r = 0.8 + 2.2 * scatter(i + 7_000);
        let opacity = 0.35 + 0.65 * scatter(i + 9_000) * (1.0 - y / 420.0);
        let _ = write!(
            svg,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.2}" fill="#fffbe8" opacity="{opacity:.2}"/>"##
        );
    }
    // A crescent moon high on the left, the setting sun low on the right.
    svg.push_str(concat!(
        r##"<circle cx="150" cy="130" r="46" fill="#fdf6d8" mask="url(#crescent)"/>"##,
        r##"<circle cx="590" cy="395" r="170" fill="url(#glow)"/>"##,
        r##"<circle cx="590" cy="395" r="58" fill="#ffe29a"/>"##,
    ));
    // Wisps of cloud.
    for (i, (cx, cy, w)) in [
        (300.0, 250.0, 150.0),
        (660.0, 180.0, 120.0),
        (90.0, 330.0, 110.0),
        (470.0, 310.0, 90.0),
    ]
    .into_iter()
    .enumerate()
    {
        let _ = write!(
            svg,
            r##"<ellipse cx="{cx}" cy="{cy}" rx="{w}" ry="{:.0}" fill="#f7c6d9" opacity="0.{}"/>"##,
            w / 7.0,
            3 + i % 3
        );
    }
    ridge_path(
        &mut svg,
        "#6b4a9e",
        450.0,
        &[(60.0, 90.0, 0.3), (35.0, 37.0, 1.1), (12.0, 13.0, 2.0)],
    );
    ridge_path(
        &mut svg,
        "#47387f",
        505.0,
        &[(45.0, 70.0, 2.2), (25.0, 29.0, 0.4), (8.0, 9.0, 1.3)],
    );
    ridge_path(
        &mut svg,
        "#2d5b57",
        575.0,
        &[(30.0, 120.0, 4.0), (14.0, 41.0, 0.9)],
    );
    // Pines along the nearest ridge.
    for i in 0..34 {
        let x = i as f64 * 24.0 + 10.0 * scatter(i + 300);
        let ground = ridge(x, 575.0, &[(30.0, 120.0, 4.0), (14.0, 41.0, 0.9)]) + 6.0;
        let h = 26.0 + 34.0 * scatter(i + 400);
        let _ = write!(
            svg,
            r##"<path fill="#17332f" d="M{:.1} {ground:.1} L{x:.1} {:.1} L{:.1} {ground:.1} Z"/>"##,
            x - h / 4.0,
            ground - h,
            x + h / 4.0,
        );
    }
    // The lake, with the sun's reflection broken into ripples.
    svg.push_str(r##"<rect y="640" width="800" height="160" fill="url(#lake)"/>"##);
    for i in 0..9 {
        let y = 652.0 + i as f64 * 16.0;
        let w = 90.0 - i as f64 * 7.0 + 20.0 * scatter(i + 50);
        let _ = write!(
            svg,
            r##"<rect x="{:.1}" y="{y:.0}" width="{:.1}" height="4" rx="2" fill="#ffd27f" opacity="{:.2}"/>"##,
            590.0 - w / 2.0 + 18.0 * (scatter(i + 60) - 0.5),
            w,
            0.75 - i as f64 * 0.06
        );
    }
    for i in 0..40 {
        let x = scatter(i + 800) * SIDE;
        let y = 660.0 + scatter(i + 900) * 130.0;
        let _ = write!(
            svg,
            r##"<rect x="{x:.1}" y="{y:.1}" width="{:.1}" height="2" fill="#a9c1ff" opacity="0.35"/>"##,
            14.0 + 30.0 * scatter(i + 1000)
        );
    }
    // Reeds in the bottom left and rocks in the bottom right.
    for i in 0..22 {
        let x = 8.0 + i as f64 * 9.0 + 6.0 * scatter(i + 1100);
        let h = 60.0 + 70.0 * scatter(i + 1200);
        let lean = 18.0 * (scatter(i + 1300) - 0.5);
        let _ = write!(
            svg,
            r##"<path d="M{x:.1} 800 Q{:.1} {:.1} {:.1} {:.1}" stroke="#0e2a1c" stroke-width="4" fill="none"/>"##,
            x + lean / 2.0,
            800.0 - h / 2.0,
            x + lean,
            800.0 - h
        );
    }
    svg.push_str(concat!(
        r##"<ellipse cx="690" cy="780" rx="95" ry="42" fill="#22243a"/>"##,
        r##"<ellipse cx="765" cy="770" rx="55" ry="30" fill="#2f3150"/>"##,
        r##"<ellipse cx="640" cy="790" rx="45" ry="20" fill="#3a3d5e"/>"##,
        "</svg>"
    ));
    svg
}

/// The picture as a CSS `url(...)` value, drawn and encoded once per page load.
pub fn landscape_css_url() -> String {
    static URL: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    URL.get_or_init(|| {
        let encoded = String::from(js_sys::encode_uri_component(&landscape_svg()));
        format!("url(\"data:image/svg+xml,{encoded}\")")
    })
    .clone()
}
