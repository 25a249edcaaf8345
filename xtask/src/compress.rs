//! The release build's precompressed copies: `name.gz` and `name.br` beside every text and wasm
//! file, so a static host (nginx `gzip_static`/`brotli_static`, most CDNs) sends them as they are.

use flate2::write::GzEncoder;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

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
/// returns how many files got them. Two threads share the files (the machine has two cores):
/// brotli at quality 11 is most of this step's time.
pub fn precompress(dir: &Path) -> Result<usize, String> {
    let files: Vec<(String, Vec<u8>)> = crate::staging::staged_files(dir)?
        .into_iter()
        .filter(|(path, _)| {
            let ext = Path::new(path).extension().and_then(|e| e.to_str());
            ext.is_some_and(|e| COMPRESSIBLE.contains(&e))
        })
        .collect();
    let next = AtomicUsize::new(0);
    let work = || -> Result<(), String> {
        while let Some((path, bytes)) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
            let full = dir.join(path);
            write(&full, "gz", &gzip(bytes)?)?;
            write(&full, "br", &brotli(bytes)?)?;
        }
        Ok(())
    };
    std::thread::scope(|scope| {
        let helper = scope.spawn(work);
        let here = work();
        let there = helper
            .join()
            .unwrap_or_else(|_| Err("a compressing thread panicked".into()));
        here.and(there)
    })?;
    Ok(files.len())
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
