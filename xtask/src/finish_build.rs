//! `cargo xtask finish-build`, Trunk's post_build hook, for the dev builds (`cargo xtask serve`,
//! `trunk build`): in Trunk's staging folder, splits the app into chunks as the release does
//! (unoptimised), writes the packs, locale bundles and manifests under their hashed names,
//! renders index.html from web/page.html with the dev server's policy, and writes the service
//! worker that removes itself (a dev server on the same origin must never be shadowed by a
//! release build's cache). The release is `cargo xtask dist` (`dist.rs`), whose Trunk step this
//! hook leaves alone; a bare `trunk build --release` is refused, since it would not be one.

use crate::process::root;
use crate::split::SplitOptions;
use crate::staging::SERVICE_WORKER;
use std::path::PathBuf;

pub fn run() -> Result<(), String> {
    let staging = std::env::var("TRUNK_STAGING_DIR")
        .map(PathBuf::from)
        .map_err(|_| "TRUNK_STAGING_DIR is not set: Trunk runs this as a post_build hook")?;
    // The release's own Trunk step never gets here (its hook stops in Trunk.toml).
    if std::env::var("TRUNK_PROFILE").is_ok_and(|p| p == "release") {
        return Err("`trunk build --release` is only the release's first step: \
                    run `cargo xtask dist`, which writes dist/"
            .into());
    }
    let options = SplitOptions {
        optimise: false,
        short_imports: true,
    };
    let app = crate::split::split_app(&staging, options)?;
    println!(
        "finish-build: split the app into {} + {} + {} and {} chunks",
        app.main_js,
        app.link_module,
        app.main_wasm,
        app.chunks.len()
    );
    crate::assets::write(&staging, None)?;
    crate::page::write_debug(&staging, &root(), &app)?;
    let retire = root().join("web/sw-retire.js");
    std::fs::copy(&retire, staging.join(SERVICE_WORKER))
        .map_err(|e| format!("cannot copy {}: {e}", retire.display()))?;
    println!("finish-build: a dev build, with its page, policy and self-removing service worker");
    Ok(())
}
