//! zlib through the browser's own `CompressionStream("deflate")` and `DecompressionStream`:
//! no compression code in the wasm. zlib (not raw deflate) so that its checksum refuses a
//! changed byte. web-sys marks these streams unstable, so the two constructors are bound here.

use js_sys::{Array, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, ReadableWritablePair, Response};

#[wasm_bindgen]
extern "C" {
    /// `CompressionStream`: a transform stream (a readable and a writable side).
    #[wasm_bindgen(js_name = CompressionStream)]
    type Compressor;
    #[wasm_bindgen(constructor, js_class = "CompressionStream", catch)]
    fn new(format: &str) -> Result<Compressor, JsValue>;

    /// `DecompressionStream`, the same shape the other way.
    #[wasm_bindgen(js_name = DecompressionStream)]
    type Decompressor;
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn new(format: &str) -> Result<Decompressor, JsValue>;
}

/// Pipes `bytes` through a transform stream and collects what comes out.
async fn through(bytes: &[u8], transform: &JsValue) -> Result<Vec<u8>, JsValue> {
    let parts = Array::of1(&Uint8Array::from(bytes));
    let blob = Blob::new_with_u8_array_sequence(&parts)?;
    let pair: &ReadableWritablePair = transform.unchecked_ref();
    let output = blob.stream().pipe_through(pair);
    let response = Response::new_with_opt_readable_stream(Some(&output))?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

/// The bytes zlib-compressed; Err where the browser has no `CompressionStream`.
pub async fn compress(bytes: &[u8]) -> Result<Vec<u8>, JsValue> {
    let compressor = Compressor::new("deflate")?;
    through(bytes, &compressor).await
}

/// zlib data decompressed; Err for data that is not zlib or fails its checksum.
pub async fn decompress(bytes: &[u8]) -> Result<Vec<u8>, JsValue> {
    let decompressor = Decompressor::new("deflate")?;
    through(bytes, &decompressor).await
}
