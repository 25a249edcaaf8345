//! The maker Web Worker, built by Trunk beside the app (`data-type="worker"`): it generates
//! the puzzles of generated and daily links, and links nothing else, since those routes wait
//! for it before their board is up.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        hashi_worker::service::serve(
            hashi_worker::service::Wire {
                read: hashi_worker::service::read_plain,
                write: hashi_worker::service::write_plain,
            },
            hashi_worker::jobs::make,
        );
        hashi_worker::jobs::warm_up();
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("hashi-maker runs inside a browser: `trunk build` builds it with the app.");
}
