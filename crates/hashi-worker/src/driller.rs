//! The driller Web Worker, built by Trunk beside the app (`data-type="worker"`): it makes the
//! technique drills, which a drill's page waits for, and links nothing else.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        hashi_worker::service::serve(
            hashi_worker::service::Wire {
                read: hashi_worker::service::read_plain,
                write: hashi_worker::service::write_plain,
            },
            hashi_worker::jobs::make_drill,
        );
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("hashi-driller runs inside a browser: `trunk build` builds it with the app.");
}
