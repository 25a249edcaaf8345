//! A small editor of index.html's tags, for what the split changes after Trunk wrote it: an
//! attribute's value (quoted or bare, as a minifier leaves it), a preload's integrity, the
//! wasm's size that Trunk's loader passes for its progress bar, and the loader's start when a
//! service worker serves the page.

use sha2::{Digest, Sha384};

/// Trunk's loader passes the wasm's size after its address, for the progress bar: the split
/// main module's, not the whole app's (else the bar stalls, then jumps to the end).
pub fn with_wasm_size(html: &str, wasm: &str, size: usize) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(wasm) {
        let after = at + wasm.len();
        out.push_str(&rest[..after]);
        rest = &rest[after..];
        // `'<wasm>', 12345` or, minified, `"<wasm>",12345`.
        let quote = rest.chars().next().filter(|c| *c == '\'' || *c == '"');
        let tail = quote.map(|q| rest[q.len_utf8()..].trim_start());
        if let Some(number_at) = tail
            .and_then(|t| t.strip_prefix(','))
            .map(str::trim_start)
            .filter(|t| t.starts_with(|c: char| c.is_ascii_digit()))
        {
            let digits = number_at.len()
                - number_at
                    .trim_start_matches(|c: char| c.is_ascii_digit())
                    .len();
            let start = rest.len() - number_at.len();
            out.push_str(&rest[..start]);
            out.push_str(&size.to_string());
            rest = &rest[start + digits..];
        }
    }
    out.push_str(rest);
    out
}

/// How Trunk's loader is called, once in its module script.
const TRUNK_START: &str = "await __trunkInitializer(";
/// Where Trunk's loader is defined.
const TRUNK_LOADER: &str = "async function __trunkInitializer(";

/// A start for a page its service worker serves (a repeat visit): Trunk's loader without the
/// progress bar's stream. That stream hands the browser a response made by script, whose
/// compiled wasm it does not keep, so every visit compiled the main module anew; from the
/// fetched response itself it compiles while reading and keeps the code for the next visit.
/// Otherwise as Trunk's: the skeleton is told of the start, the end and a failure.
const SERVED_START: &str =
    "async function __hashiServedStart(init, source, size, initializer, initWithObject) {
initializer?.onStart?.();
return init(initWithObject ? { module_or_path: source } : source).then((value) => {
initializer?.onComplete?.();
initializer?.onSuccess?.(value);
return value;
}, (reason) => {
initializer?.onComplete?.();
initializer?.onFailure?.(reason);
return reason;
});
}
";

/// Trunk's loader, called as it is on a first visit and through [`SERVED_START`] once a
/// service worker controls the page. Trunk's page must call its loader exactly once.
pub fn with_served_start(html: &str) -> Result<String, String> {
    for part in [TRUNK_START, TRUNK_LOADER] {
        let found = html.matches(part).count();
        if found != 1 {
            return Err(format!(
                "expected `{part}` once in Trunk's page, found it {found} times"
            ));
        }
    }
    Ok(html
        .replacen(
            TRUNK_START,
            "await (navigator.serviceWorker?.controller ? __hashiServedStart : __trunkInitializer)(",
            1,
        )
        .replacen(TRUNK_LOADER, &format!("{SERVED_START}{TRUNK_LOADER}"), 1))
}

/// The tag with its `integrity` (if any) set to the sha384 of `bytes`, as Trunk writes it.
pub fn with_integrity(tag: &str, bytes: &[u8]) -> String {
    use base64::Engine;
    let digest = base64::engine::general_purpose::STANDARD.encode(Sha384::digest(bytes));
    with_attribute(tag, "integrity", &format!("sha384-{digest}"))
}

/// `tag` with the value of its attribute `name` replaced by `value` (written quoted), whether
/// it was quoted with `"`, `'` or not at all (as a minifier leaves it); unchanged without one.
pub fn with_attribute(tag: &str, name: &str, value: &str) -> String {
    let Some(span) = attribute_value(tag, name) else {
        return tag.to_string();
    };
    format!("{}\"{value}\"{}", &tag[..span.start], &tag[span.end..])
}

/// Where the value of attribute `name` stands in `tag`, its quotes included.
pub fn attribute_value(tag: &str, name: &str) -> Option<std::ops::Range<usize>> {
    let bytes = tag.as_bytes();
    let mut from = 0;
    while let Some(found) = tag[from..].find(name) {
        let at = from + found;
        let after = at + name.len();
        let starts_word = at > 0 && bytes[at - 1].is_ascii_whitespace();
        if starts_word && bytes.get(after) == Some(&b'=') {
            let start = after + 1;
            let end = match bytes.get(start) {
                Some(&quote @ (b'"' | b'\'')) => {
                    start + 1 + tag[start + 1..].find(quote as char)? + 1
                }
                _ => {
                    start
                        + tag[start..]
                            .find(|c: char| c.is_ascii_whitespace() || c == '>')
                            .unwrap_or(tag.len() - start)
                }
            };
            return Some(start..end);
        }
        from = after;
    }
    None
}
