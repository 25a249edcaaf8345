//! Browser tests of the Hashi board components (wasm-bindgen-test in headless Chromium).

use hashi_app::{GameScreen, PuzzleRef};
use leptos::prelude::*;
use leptos_router::components::Router;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{
    Element, HtmlElement, KeyboardEvent, KeyboardEventInit, PointerEvent, PointerEventInit,
};

const STARTER: &str = "7x7:3b5b2j3a3a3a3j2h24b31";

fn mount_page() -> Element {
    let window = web_sys::window().unwrap();
    window.local_storage().unwrap().unwrap().clear().unwrap();
    let document = window.document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into::<HtmlElement>(), || {
        view! {
            <Router>
                <GameScreen reference=PuzzleRef::Imported(STARTER.into()) note=None />
            </Router>
        }
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

/// A tap: pointer down on the element, pointer up where it was pressed.
/// The `data-count` of the bridge between two islands.
fn count(root: &Element, a: &str, b: &str) -> Option<String> {
    bridge(root, a, b).get_attribute("data-count")
}

fn click(el: &Element) {
    let rect = el.get_bounding_client_rect();
    let (x, y) = (
        (rect.left() + rect.width() / 2.0) as i32,
        (rect.top() + rect.height() / 2.0) as i32,
    );
    for kind in ["pointerdown", "pointerup"] {
        let init = PointerEventInit::new();
        init.set_bubbles(true);
        init.set_client_x(x);
        init.set_client_y(y);
        init.set_pointer_id(1);
        init.set_is_primary(true);
        let ev = PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
        el.dispatch_event(&ev).unwrap();
    }
}

fn key(el: &Element, key: &str, shift: bool) {
    let init = KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_key(key);
    init.set_shift_key(shift);
    let ev = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
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

#[wasm_bindgen_test]
async fn keyboard_selects_and_bridges_and_undo_reverts() {
    let root = mount_page();
    let board = root.query_selector("[data-testid=board]").unwrap().unwrap();
    key(&board, "ArrowRight", false);
    leptos::task::tick().await;
    assert!(island(&root, 0, 0).class_list().contains("selected"));
    key(&board, "ArrowRight", true);
    leptos::task::tick().await;
    assert_eq!(count(&root, "0,0", "0,3").as_deref(), Some("1"));
    key(&board, "2", false);
    leptos::task::tick().await;
    assert_eq!(count(&root, "0,0", "0,3").as_deref(), Some("2"));
    let undo = root.query_selector("[data-testid=undo]").unwrap().unwrap();
    undo.unchecked_ref::<HtmlElement>().click();
    leptos::task::tick().await;
    assert_eq!(count(&root, "0,0", "0,3").as_deref(), Some("1"));
}

#[wasm_bindgen_test]
async fn a_refused_move_is_explained() {
    let root = mount_page();
    // 0,0 and 3,0 then 3,0 and 3,2: fine; a crossing is refused with a reason.
    click(&island(&root, 0, 3));
    click(&island(&root, 2, 3));
    leptos::task::tick().await;
    click(&island(&root, 3, 2));
    click(&island(&root, 6, 2));
    leptos::task::tick().await;
    click(&island(&root, 2, 3));
    click(&island(&root, 2, 5));
    leptos::task::tick().await;
    let status = root
        .query_selector("[data-testid=status]")
        .unwrap()
        .unwrap();
    assert!(!status.text_content().unwrap_or_default().is_empty());
}

#[wasm_bindgen_test]
async fn a_move_touches_only_its_bridge_and_two_islands() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    use web_sys::{MutationObserver, MutationObserverInit, MutationRecord};

    let root = mount_page();
    let board = root.query_selector("[data-testid=board]").unwrap().unwrap();
    let touched: Rc<RefCell<Vec<Element>>> = Rc::default();
    let sink = touched.clone();
    let callback = Closure::<dyn FnMut(js_sys::Array)>::new(move |records: js_sys::Array| {
        for record in records.iter() {
            let record: MutationRecord = record.unchecked_into();
            if let Some(target) = record.target() {
                let el = match target.dyn_into::<Element>() {
                    Ok(el) => el,
                    Err(node) => node.parent_element().unwrap(),
                };
                if let Ok(Some(owner)) = el.closest("[data-testid=bridge],[data-testid=island]") {
                    sink.borrow_mut().push(owner);
                }
            }
        }
    });
    let observer = MutationObserver::new(callback.as_ref().unchecked_ref()).unwrap();
    let options = MutationObserverInit::new();
    options.set_subtree(true);
    options.set_child_list(true);
    options.set_attributes(true);
    options.set_character_data(true);
    observer.observe_with_options(&board, &options).unwrap();

    click(&island(&root, 0, 0));
    click(&island(&root, 0, 3));
    leptos::task::tick().await;
    // Let the observer deliver its records.
    wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(&wasm_bindgen::JsValue::NULL))
        .await
        .unwrap();
    observer.disconnect();
    let mut owners: Vec<String> = touched
        .borrow()
        .iter()
        .map(|el| {
            el.get_attribute("data-a")
                .map(|a| format!("bridge {a}"))
                .or_else(|| {
                    Some(format!(
                        "island {},{}",
                        el.get_attribute("data-r")?,
                        el.get_attribute("data-c")?
                    ))
                })
                .unwrap_or_default()
        })
        .collect();
    owners.sort();
    owners.dedup();
    assert_eq!(owners, vec!["bridge 0,0", "island 0,0", "island 0,3"]);
}

/// A right-button press and release at the midpoint between two elements.
fn right_click_between(board: &Element, a: &Element, b: &Element) {
    let centre = |el: &Element| {
        let r = el.get_bounding_client_rect();
        (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
    };
    let (p, q) = (centre(a), centre(b));
    let (x, y) = (((p.0 + q.0) / 2.0) as i32, ((p.1 + q.1) / 2.0) as i32);
    for kind in ["pointerdown", "pointerup"] {
        let init = PointerEventInit::new();
        init.set_bubbles(true);
        init.set_client_x(x);
        init.set_client_y(y);
        init.set_pointer_id(1);
        init.set_is_primary(true);
        init.set_button(2);
        let ev = PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
        board.dispatch_event(&ev).unwrap();
    }
}

#[wasm_bindgen_test]
async fn x_then_an_arrow_or_a_right_click_on_water_marks_no_bridge() {
    let root = mount_page();
    let board = root.query_selector("[data-testid=board]").unwrap().unwrap();
    let mark = |a: &str, b: &str| {
        root.query_selector(&format!(
            "[data-testid=no-bridge][data-a='{a}'][data-b='{b}']"
        ))
        .unwrap()
    };
    key(&board, "ArrowRight", false);
    key(&board, "x", false);
    key(&board, "ArrowRight", false);
    leptos::task::tick().await;
    assert!(mark("0,0", "0,3").is_some());
    assert_eq!(count(&root, "0,0", "0,3").as_deref(), Some("0"));
    right_click_between(&board, &island(&root, 0, 3), &island(&root, 0, 6));
    leptos::task::tick().await;
    assert!(mark("0,3", "0,6").is_some());
    // The same again takes the mark away (and clears the selection, like any press on
    // water); Shift+arrow from 0,0 places a bridge over the other mark.
    right_click_between(&board, &island(&root, 0, 3), &island(&root, 0, 6));
    key(&board, "ArrowRight", false);
    key(&board, "ArrowRight", true);
    leptos::task::tick().await;
    assert!(mark("0,3", "0,6").is_none());
    assert!(mark("0,0", "0,3").is_none());
    assert_eq!(count(&root, "0,0", "0,3").as_deref(), Some("1"));
}
