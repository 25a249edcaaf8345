//! Choosing the Slide picture: the built-in landscape or the player's own image, cropped to a
//! square and kept in this browser only.

use super::context::SlideContext;
use super::{picture, records};
use crate::i18n::{t_with, tr, SlidePageMsg as Msg};
use crate::shell::file_input::chosen_file;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Side in pixels of the stored copy of a player's picture: sharp on a large board, small
/// enough for localStorage.
const STORED_SIDE: u32 = 720;

/// Crops the middle square of a loaded image and encodes it as a JPEG data URL; the error is
/// why it cannot be used (a message of the catalog).
fn square_data_url(image: &web_sys::HtmlImageElement) -> Result<String, Msg> {
    let (w, h) = (image.natural_width(), image.natural_height());
    if w == 0 || h == 0 {
        return Err(Msg::ImageEmpty);
    }
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or(Msg::NoDocument)?;
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .map_err(|_| Msg::NoCanvas)?
        .dyn_into()
        .map_err(|_| Msg::NoCanvas)?;
    canvas.set_width(STORED_SIDE);
    canvas.set_height(STORED_SIDE);
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into().ok())
        .ok_or(Msg::NoCanvas2d)?;
    let side = w.min(h);
    let (sx, sy) = ((w - side) / 2, (h - side) / 2);
    let target = f64::from(STORED_SIDE);
    context
        .draw_image_with_html_image_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
            image,
            f64::from(sx),
            f64::from(sy),
            f64::from(side),
            f64::from(side),
            0.0,
            0.0,
            target,
            target,
        )
        .map_err(|_| Msg::ImageNotDrawn)?;
    canvas
        .to_data_url_with_type_and_encoder_options("image/jpeg", &0.85.into())
        .map_err(|_| Msg::ImageNotEncoded)
}

#[component]
pub fn PicturePicker() -> impl IntoView {
    let ctx = expect_context::<SlideContext>();
    // The image's callbacks run where no language is at hand: they word their notices here.
    let owner = Owner::current();
    let say = move |msg: Msg, args: &[(&str, &str)]| match &owner {
        Some(owner) => owner.with(|| t_with(msg, args)),
        None => t_with(msg, args),
    };
    let custom = RwSignal::new(records::picture().is_some());
    let use_picture = move |url: String| {
        if let Err(why) = records::store_picture(Some(&url)) {
            ctx.notices.push(why.sentence());
        }
        ctx.picture.set(format!("url(\"{url}\")"));
        custom.set(true);
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some((input, file)) = chosen_file(&ev) else {
            return;
        };
        let name = file.name();
        let (Ok(image), Ok(object_url)) = (
            web_sys::HtmlImageElement::new(),
            web_sys::Url::create_object_url_with_blob(&file),
        ) else {
            ctx.notices
                .push(say(Msg::PictureUnopened, &[("name", &name)]));
            return;
        };
        let loaded = image.clone();
        let (say_loaded, say_failed) = (say.clone(), say.clone());
        let url_after_load = object_url.clone();
        let on_load = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url_after_load);
            match square_data_url(&loaded) {
                Ok(url) => use_picture(url),
                Err(why) => ctx.notices.push(say_loaded(
                    Msg::PictureUnusable,
                    &[("name", &name), ("why", &say_loaded(why, &[]))],
                )),
            }
        });
        let failed_name = file.name();
        let url_after_error = object_url.clone();
        let on_error = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url_after_error);
            ctx.notices
                .push(say_failed(Msg::PictureNotImage, &[("name", &failed_name)]));
        });
        image.set_onload(Some(on_load.unchecked_ref()));
        image.set_onerror(Some(on_error.unchecked_ref()));
        image.set_src(&object_url);
        input.set_value("");
    };
    let use_landscape = move |_| {
        if let Err(why) = records::store_picture(None) {
            ctx.notices.push(why.sentence());
        }
        ctx.picture.set(picture::landscape_css_url());
        custom.set(false);
    };
    view! {
        <div class="picture-picker">
            <label class="button">
                {tr(Msg::YourPicture)}
                <input
                    type="file"
                    accept="image/*"
                    data-testid="picture-file"
                    class="visually-hidden"
                    on:change=on_file
                />
            </label>
            <button data-testid="picture-default" hidden=move || !custom.get() on:click=use_landscape>
                {tr(Msg::UseLandscape)}
            </button>
        </div>
    }
}
