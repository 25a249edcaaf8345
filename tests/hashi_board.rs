//! Browser tests of the Hashi board components (wasm-bindgen-test in headless Chromium).
#![cfg(target_arch = "wasm32")]

use hashi_app::HashiPage;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, MouseEvent, MouseEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn mount_page() -> Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into::<HtmlElement>(), || {
        view! { <HashiPage /> }
    });
    // The page lives as long as the test document.
    handle.forget();
    root
}

fn island(root: &Element, r: usize, c: usize) -> Element {
    root.query_selector(&format!("[data-testid=island][data-r='{r}'][data-c='{c}']"))
        .unwrap()
        .unwrap_or_else(|| panic!("no island at {r},{c}"))
}

fn bridge(root: &Element, a: &str, b: &str) -> Element {
    root.query_selector(&format!("[data-testid=bridge][data-a='{a}'][data-b='{b}']"))
        .unwrap()
        .unwrap_or_else(|| panic!("no bridge {a}-{b}"))
}

fn click(el: &Element) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let ev = MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    el.dispatch_event(&ev).unwrap();
}

#[wasm_bindgen_test]
async fn renders_every_island_and_candidate_bridge() {
    let root = mount_page();
    let islands = root.query_selector_all("[data-testid=island]").unwrap();
    let bridges = root.query_selector_all("[data-testid=bridge]").unwrap();
    assert_eq!(islands.length(), 12);
    assert!(bridges.length() >= 12);
    let board = root.query_selector("[data-testid=board]").unwrap().unwrap();
    assert_eq!(board.get_attribute("data-solved").as_deref(), Some("false"));
}

#[wasm_bindgen_test]
async fn clicking_an_island_then_a_neighbour_cycles_the_bridge() {
    let root = mount_page();
    let link = || bridge(&root, "0,0", "0,3");
    assert_eq!(link().get_attribute("data-count").as_deref(), Some("0"));
    for expected in ["1", "2", "0"] {
        click(&island(&root, 0, 0));
        leptos::task::tick().await;
        assert!(island(&root, 0, 0).class_list().contains("selected"));
        click(&island(&root, 0, 3));
        leptos::task::tick().await;
        assert_eq!(
            link().get_attribute("data-count").as_deref(),
            Some(expected)
        );
        assert_eq!(
            link()
                .query_selector_all("line")
                .unwrap()
                .length()
                .to_string(),
            expected
        );
    }
    assert_eq!(
        island(&root, 0, 0).get_attribute("data-total").as_deref(),
        Some("0")
    );
}

#[wasm_bindgen_test]
async fn clicking_water_clears_the_selection() {
    let root = mount_page();
    click(&island(&root, 3, 0));
    leptos::task::tick().await;
    assert!(island(&root, 3, 0).class_list().contains("selected"));
    click(&root.query_selector("[data-testid=board]").unwrap().unwrap());
    leptos::task::tick().await;
    assert!(!island(&root, 3, 0).class_list().contains("selected"));
}
