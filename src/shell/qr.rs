//! QR codes drawn as SVG (Project Nayuki's `qrcodegen`), in a chunk of their own: only a page
//! that shows one downloads the encoder.

use qrcodegen::{QrCode, QrCodeEcc};

/// The light border around the code, in modules: the four the standard asks for, so that a
/// camera finds the code on any background.
const QUIET_ZONE: i32 = 4;

/// The size a module is drawn at, in CSS pixels, where the panel is wide enough.
const MODULE_PX: i32 = 4;

/// The text as a QR code in SVG, dark modules on white, one unit per module; None when the
/// text is too long for the largest QR code (version 40, 2,953 bytes at the lowest error
/// correction). The error correction is raised as far as the size allows.
pub fn svg(text: &str) -> Option<String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let side = code.size() + 2 * QUIET_ZONE;
    let mut path = String::new();
    for y in 0..code.size() {
        for x in 0..code.size() {
            if code.get_module(x, y) {
                path += &format!("M{},{}h1v1h-1z", x + QUIET_ZONE, y + QUIET_ZONE);
            }
        }
    }
    // Four CSS pixels a module, as far as the panel's width allows: a phone's camera reads
    // that from another screen.
    let shown = side * MODULE_PX;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
         width=\"{shown}\" style=\"display:block;max-width:100%;height:auto\" \
         shape-rendering=\"crispEdges\" aria-hidden=\"true\">\
         <rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

crate::split_chunk! {
    /// The QR encoder, downloaded the first time a code is drawn.
    pub fn qr_chunk in qr -> fn(&str) -> Option<String> => svg as fn(&str) -> Option<String>
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_square_svg_with_a_quiet_zone() {
        let svg = svg("https://example.org/hashi/continue#h1.abc").expect("fits");
        assert!(svg.starts_with("<svg"));
        // Version 3 at most for 42 bytes: 29 modules and 8 of border.
        let side: i32 = svg
            .split("viewBox=\"0 0 ")
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("a viewBox");
        assert!((21 + 8..=29 + 8).contains(&side), "side {side}");
        assert!(svg.contains("M4,4h1v1h-1z"), "the finder pattern's corner");
    }

    #[test]
    fn too_long_for_any_qr_code_is_none() {
        assert!(svg(&"a".repeat(2953)).is_some());
        assert!(svg(&"a".repeat(2954)).is_none());
    }
}
