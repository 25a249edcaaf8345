//! The helper Web Worker, built by Trunk beside the app (`data-type="worker"`): the searches
//! about a puzzle on screen (its solution, a hint, the first mistake, the logical path, the
//! editor's verdict, a Slide board's way home) run here, never on the page's thread.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        hashi_worker::service::serve(
            hashi_worker::service::Wire {
                read: hashi_worker::service::read_serde,
                write: hashi_worker::service::write_serde,
            },
            hashi_worker::jobs::help,
        );
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("hashi-worker runs inside a browser: `trunk build` builds it with the app.");
}
