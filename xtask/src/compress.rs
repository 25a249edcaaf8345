//! The release build's precompressed copies: `name.gz` and `name.br` beside every text and wasm
//! file, so a static host (nginx `gzip_static`/`brotli_static`, most CDNs) sends them as they are.

use flate2::write::GzEncoder;
use std::io::Write;
use std::path::Path;

/// Endings of the files worth compressing (images are compressed already).
const COMPRESSIBLE: [&str; 8] = [
    "html",
    "js",
    "css",
    "wasm",
    "json",
    "svg",
    "webmanifest",
    "txt",
];

/// Writes `.gz` (level 9) and `.br` (quality 11) copies of every compressible file under `dir`;
/// returns how many files got them.
pub fn precompress(dir: &Path) -> Result<usize, String> {
    let mut count = 0;
    for (path, bytes) in crate::finish_build::staged_files(dir)? {
        let ext = Path::new(&path).extension().and_then(|e| e.to_str());
        if !ext.is_some_and(|e| COMPRESSIBLE.contains(&e)) {
            continue;
        }
        let full = dir.join(&path);
        write(&full, "gz", &gzip(&bytes)?)?;
        write(&full, "br", &brotli(&bytes)?)?;
        count += 1;
    }
    Ok(count)
}

pub fn gzip(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut encoder = GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .map_err(|e| format!("gzip failed: {e}"))
}

pub fn brotli(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)
        .map_err(|e| format!("brotli failed: {e}"))?;
    Ok(out)
}

fn write(file: &Path, ending: &str, bytes: &[u8]) -> Result<(), String> {
    let mut name = file.as_os_str().to_owned();
    name.push(".");
    name.push(ending);
    std::fs::write(&name, bytes).map_err(|e| format!("cannot write {}: {e}", file.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn both_copies_decompress_to_the_original() {
        let text = "Hashi ".repeat(1000);
        let mut back = String::new();
        flate2::read::GzDecoder::new(&gzip(text.as_bytes()).unwrap()[..])
            .read_to_string(&mut back)
            .unwrap();
        assert_eq!(back, text);
        let br = brotli(text.as_bytes()).unwrap();
        assert!(br.len() < 100, "{} bytes", br.len());
        let mut back = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut back).unwrap();
        assert_eq!(back, text.as_bytes());
    }
}
