//! The release page's one inline script, which starts what an address will wait for beside the
//! main module rather than after it has started and asked: on a pack puzzle's address
//! (`/hashi/p/easy-007`) the fetch of its pack; on a generated or daily link that has no save
//! yet, the maker worker (`src/worker/pool.rs` adopts it), whose wasm then downloads and
//! compiles while the app's does instead of after the job is asked for; on a daily link whose
//! month the build made, its month's file and the chunks that read it (without them, a second
//! wave of six small files started once the main module ran: 0.2 s on slow 4G). (Preloading
//! every route's chunks was measured: their lists cost every route ~1.8 KB of brotli in
//! index.html, and a puzzle link, which needs no chunk, gains nothing.)

use std::collections::BTreeMap;

/// The global under which the inline script leaves the maker worker it started, with the
/// messages it sent before the app took it (`early`: its texts, `null` for an error).
pub const EARLY_MAKER: &str = "hashiMaker";

/// The global under which the inline script leaves the build's daily files by month, each by
/// its hash (`{"2026-11": "<hash>"}` for `dailies/2026-11-<hash>.json`): `src/hashi/dailies.rs`
/// reads it.
pub const DAILY_FILES: &str = "hashiDailies";

/// The split point of the daily files' reader (`src/hashi/dailies.rs`).
pub const DAILY_FILE_SPLIT_POINT: &str = "daily_file";

/// The inline script, with the packs (`easy` → `packs/easy-<hash>.json`) a pack puzzle's
/// address (`/hashi/p/easy-007`) names and the daily files by month (`2026-11` →
/// `dailies/2026-11-<hash>.json`). A daily link (`/hashi/daily` is today's, in the player's
/// local day as the app has it) in a month the build made gets its month's file preloaded
/// and no maker: it opens like a pack puzzle. A generated or daily link whose puzzle is saved
/// opens from its save without either (`src/hashi/storage.rs`: keys `hashi:v1:save:g<version>/
/// <band>/<size>/<seed>[/<rules>]` and `hashi:v1:save:daily/<date>`); any other generated or
/// daily link starts the maker worker.
pub fn script(
    packs: &BTreeMap<String, String>,
    dailies: &BTreeMap<String, String>,
    daily_reader: &[String],
    public_url: &str,
) -> Result<String, String> {
    // Each file by its content hash alone (`packs/<name>-<hash>.json`): the rest of its path
    // follows from the name, and every route downloads these maps.
    let hashes = |files: &BTreeMap<String, String>| -> Result<String, String> {
        let hashes: BTreeMap<&str, &str> = files
            .iter()
            .map(|(name, path)| {
                let hash = path
                    .strip_suffix(".json")
                    .and_then(|p| p.rsplit_once('-'))
                    .map(|(_, hash)| hash)
                    .ok_or_else(|| format!("{path} is not named <name>-<hash>.json"))?;
                Ok((name.as_str(), hash))
            })
            .collect::<Result<_, String>>()?;
        serde_json::to_string(&hashes).map_err(|e| e.to_string())
    };
    let (packs, dailies) = (hashes(packs)?, hashes(dailies)?);
    let base = serde_json::to_string(public_url).map_err(|e| e.to_string())?;
    let reader = serde_json::to_string(daily_reader).map_err(|e| e.to_string())?;
    Ok(format!(
        "<script>(()=>{{const P={packs},D={dailies},R={reader},b={base},p=location.pathname,\
m=/^\\/hashi\\/p\\/(.+)-[^-]+$/.exec(p),q=h=>{{const l=document.createElement('link');\
l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=b+h;document.head.append(l)}},\
f=(d,n,h)=>q(d+'/'+n+'-'+h+'.json');self.{DAILY_FILES}=D;if(m&&P[m[1]])f('packs',m[1],P[m[1]]);\
const g=/^\\/hashi\\/(g|daily)(\\/.*)?$/.exec(p);if(g)try{{\
const n=new Date(),t=(g[2]||'/'+new Date(n-n.getTimezoneOffset()*6e4).toISOString().slice(0,10))+'/',\
k='hashi:v1:save:'+g[1],o=t.slice(1,8),d=g[1]=='daily'&&D[o];\
if(!Object.keys(localStorage).some(s=>s.startsWith(k)&&(s+'/').includes(t))){{\
if(d){{f('dailies',o,d);R.forEach(q)}}else if(self.Worker){{const w=new Worker(b+'hashi-maker_loader.js');w.early=[];\
w.onmessage=e=>w.early.push(e.data);w.onerror=()=>w.early.push(null);self.{EARLY_MAKER}=w}}}}}}\
catch{{}}}})()</script>"
    ))
}

/// A module script (Trunk's loader, which its minifier leaves as it is: it stops at the
/// `import` after a function) without the lines' indentation and the empty lines: every route
/// downloads it. A script with a template literal is left alone (its lines' spaces may be
/// text).
pub fn compact_script(body: &str) -> String {
    if body.contains('`') {
        return body.to_string();
    }
    let lines: Vec<&str> = body
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_knows_every_pack_by_name() {
        let packs = BTreeMap::from([
            ("easy".to_string(), "packs/easy-3.json".to_string()),
            ("hard".to_string(), "packs/hard-4.json".to_string()),
        ]);
        let script = script(&packs, &BTreeMap::new(), &[], "/").unwrap();
        assert!(script.starts_with("<script>") && script.ends_with("</script>"));
        assert!(script.contains(r#"P={"easy":"3","hard":"4"}"#), "{script}");
        assert!(script.contains(r#"b="/""#), "{script}");
        assert!(script.contains("f('packs',m[1],P[m[1]])"), "{script}");
        assert!(script.contains("l.href=b+h"), "{script}");
        assert!(
            script.contains("f=(d,n,h)=>q(d+'/'+n+'-'+h+'.json')"),
            "{script}"
        );
        let unnamed = BTreeMap::from([("easy".to_string(), "packs/easy.json".to_string())]);
        assert!(super::script(&unnamed, &BTreeMap::new(), &[], "/").is_err());
        assert!(script.contains(r"/^\/hashi\/p\/(.+)-[^-]+$/"), "{script}");
    }

    #[test]
    fn the_script_knows_every_daily_file_by_month_and_leaves_them_to_the_app() {
        let dailies = BTreeMap::from([
            ("2026-11".to_string(), "dailies/2026-11-ab.json".to_string()),
            ("2026-12".to_string(), "dailies/2026-12-cd.json".to_string()),
        ]);
        let reader = [
            "split_daily_file-01.wasm".to_string(),
            "chunk_7-02.wasm".to_string(),
        ];
        let script = script(&BTreeMap::new(), &dailies, &reader, "/hashi-site/").unwrap();
        assert!(
            script.contains(
                r#"D={"2026-11":"ab","2026-12":"cd"},R=["split_daily_file-01.wasm","chunk_7-02.wasm"],b="/hashi-site/""#
            ),
            "{script}"
        );
        assert!(
            script.contains(&format!("self.{DAILY_FILES}=D;")),
            "{script}"
        );
        // A daily in a month the build made is preloaded with the chunks that read it, and the
        // maker is not started.
        assert!(
            script.contains("o=t.slice(1,8),d=g[1]=='daily'&&D[o]"),
            "{script}"
        );
        assert!(
            script.contains("if(d){f('dailies',o,d);R.forEach(q)}else if(self.Worker)"),
            "{script}"
        );
    }

    #[test]
    fn the_script_takes_today_in_the_players_local_day() {
        let script = script(&BTreeMap::new(), &BTreeMap::new(), &[], "/").unwrap();
        assert!(!script.contains("new Date().toISOString()"), "{script}");
        // The instant moved by the zone's offset reads, in UTC, as the local wall clock.
        assert!(
            script.contains("new Date(n-n.getTimezoneOffset()*6e4).toISOString().slice(0,10)"),
            "{script}"
        );
    }

    #[test]
    fn the_script_starts_the_maker_on_a_generated_or_daily_link_without_a_save() {
        let script = script(&BTreeMap::new(), &BTreeMap::new(), &[], "/").unwrap();
        assert!(
            script.contains(r"/^\/hashi\/(g|daily)(\/.*)?$/"),
            "{script}"
        );
        assert!(
            script.contains("new Worker(b+'hashi-maker_loader.js')"),
            "{script}"
        );
        assert!(script.contains("k='hashi:v1:save:'+g[1]"), "{script}");
        assert!(
            script.contains(&format!("self.{EARLY_MAKER}=w")),
            "{script}"
        );
    }

    #[test]
    fn a_module_script_loses_its_indentation_and_empty_lines_only() {
        let body = "function f() {\n  return 1;\n}\n\n\nimport x from '/x.js';\n  f()\n";
        assert_eq!(
            compact_script(body),
            "function f() {\nreturn 1;\n}\nimport x from '/x.js';\nf()"
        );
        let template = "const s = `a\n  b`;\n";
        assert_eq!(compact_script(template), template);
    }
}
