//! The solver's Web Worker, built by Trunk beside the app (`data-type="worker"`): every
//! search the page asks for (generate, solve, hint, find a mistake, a Slide board's way home)
//! runs here, never on the page's thread.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        hashi_worker::service::serve();
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("hashi-worker runs inside a browser: `trunk build` builds it with the app.");
}
