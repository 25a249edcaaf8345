//! `/slide`: the Slide puzzle. Resumes the saved board; `?seed=S&steps=N` opens that
//! challenge (or resumes it, if it is the one saved).

use super::board::SlideBoard;
use super::challenge_dialog::{challenge_error, ChallengeDialog};
use super::context::SlideContext;
use super::controls::SlideControls;
use super::guide::Guide;
use super::guide_panel::GuidePanel;
use super::live_region::SlideLiveRegion;
use super::picture_picker::PicturePicker;
use super::tab_sync::TabSync;
use super::won::SlideWon;
use super::{picture, records};
use crate::i18n::{t_with, tr, ChunksMsg, SlidePageMsg as Msg, WordsMsg};
use crate::shell::navigation::use_replace;
use crate::shell::notices::Notices;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use slide_core::{Challenge, Game, Mode};

/// The address of a challenge, or of free play.
pub fn slide_path(challenge: Option<Challenge>) -> String {
    match challenge {
        Some(c) => format!("/slide?seed={}&steps={}", c.seed, c.steps),
        None => "/slide".into(),
    }
}

fn challenge_of(game: &Game) -> Option<Challenge> {
    match game.mode() {
        Mode::Challenge(c) => Some(c),
        Mode::Free => None,
    }
}

#[component]
pub fn Slide() -> impl IntoView {
    crate::shell::style_sheet::adopt("slide-style", include_str!("../../style/slide.css"));
    let (seed, steps) = use_query_map().with_untracked(|q| (q.get("seed"), q.get("steps")));
    let (mut game, revision, damaged) = records::resume();
    let shown = (seed.clone(), steps.clone());
    let mut refused = None;
    if seed.is_some() || steps.is_some() {
        let steps = steps.unwrap_or_else(|| Challenge::DEFAULT_STEPS.to_string());
        match Challenge::parse(&seed.unwrap_or_default(), &steps) {
            // The challenge saved is resumed; any other starts afresh.
            Ok(linked) if challenge_of(&game) != Some(linked) => game = Game::challenge(linked),
            Ok(_) => {}
            Err(why) => refused = Some(why),
        }
    }
    let wanted = challenge_of(&game);
    let address_is_right = match wanted {
        Some(c) => shown == (Some(c.seed.to_string()), Some(c.steps.to_string())),
        None => shown == (None, None),
    };

    let replace = use_replace();
    let show_in_url =
        Callback::new(move |challenge: Option<Challenge>| replace(&slide_path(challenge)));
    let picture = records::picture()
        .map(|url| format!("url(\"{url}\")"))
        .unwrap_or_else(picture::landscape_css_url);
    let ctx = SlideContext::new(game, Vec::new(), picture, show_in_url);
    provide_context(ctx);
    Guide::provide(ctx);

    // The address bar always names what is on the board, so a reload or a shared link
    // comes back to it.
    Effect::new(move |_| {
        if !address_is_right {
            show_in_url.run(wanted);
        }
    });
    let tabs = TabSync::start(ctx, revision);
    // One effect writes the save after every change, over the newest board this tab saw.
    Effect::new(move |_| {
        ctx.game.track();
        tabs.persist(ctx);
    });
    // Why the save was set aside, and the link's refusal, follow the language, which may
    // come after the page.
    if let Some(why) = damaged {
        ctx.notices.follow_language(move || records::lost(&why));
    }
    if let Some(why) = refused {
        ctx.notices
            .follow_language(move || t_with(Msg::LinkRefused, &[("why", &challenge_error(&why))]));
    }
    on_cleanup(move || ctx.stop_shuffle());

    view! {
        <section class="slide" aria-label=tr(Msg::PageLabel)>
            <header class="top-bar">
                <div class="crumbs">
                    <nav aria-label=tr(WordsMsg::Breadcrumb)>
                        <A href="/">{tr(WordsMsg::Games)}</A>
                    </nav>
                    <span aria-hidden="true">" / "</span>
                    <h1 class="title">{tr(ChunksMsg::Slide)}</h1>
                </div>
            </header>
            <SlideControls />
            <GuidePanel />
            <Notices board=ctx.notices />
            {tabs.notice.view()}
            <div class="slide-wrap">
                <SlideBoard />
            </div>
            <SlideLiveRegion />
            <p class="slide-help">{tr(Msg::Help)}</p>
            <PicturePicker />
            {move || ctx.challenge_open.get().then(|| view! { <ChallengeDialog /> })}
            {move || ctx.won_open.get().then(|| view! { <SlideWon /> })}
        </section>
    }
}
