//! Base64url without padding (RFC 4648 §5): bytes written with only the characters a URL
//! fragment keeps as they are, and read back strictly (any other character, or a length no
//! encoding gives, is refused rather than guessed at).

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The bytes as base64url, without `=` padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let sextets = [n >> 18, n >> 12, n >> 6, n];
        // One byte makes two characters, two make three, three make four.
        for s in &sextets[..chunk.len() + 1] {
            out.push(char::from(ALPHABET[(s & 63) as usize]));
        }
    }
    out
}

fn value(c: u8) -> Option<u32> {
    let v = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(u32::from(v))
}

/// Reads base64url without padding; None for any other character, a length of 1 mod 4, or
/// leftover bits that are not zero (a text that [`encode`] never writes).
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        let kept = chunk.len() - 1;
        // The bits past the last whole byte must be zero, so each byte string has one text.
        if bytes[kept..].iter().any(|&b| b != 0) {
            return None;
        }
        out.extend_from_slice(&bytes[..kept]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_vectors_without_padding() {
        let cases = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).as_deref(), Some(plain.as_bytes()));
        }
    }

    #[test]
    fn every_byte_round_trips_and_uses_url_characters() {
        let bytes: Vec<u8> = (0..=255u8).chain((0..=255u8).rev()).collect();
        for len in 0..bytes.len() {
            let text = encode(&bytes[..len]);
            assert!(text
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
            assert_eq!(decode(&text).as_deref(), Some(&bytes[..len]));
        }
    }

    #[test]
    fn refuses_what_it_never_writes() {
        assert_eq!(decode("Zm9v="), None, "padding");
        assert_eq!(decode("Zm+v"), None, "the standard alphabet's +");
        assert_eq!(decode("Z"), None, "a length of 1 mod 4");
        assert_eq!(decode("Zh"), None, "leftover bits not zero");
        assert_eq!(decode("Zm9 v"), None, "a space");
    }
}
