//! The share panel: the puzzle's link, copied to the clipboard, optionally with the bridges
//! placed so far so that someone else can pick up from there; and the puzzle where the puzzle
//! community passes puzzles around: its puzz.link link and Kanpen text, with links that open
//! it in puzz.link and penpa-edit (standard rules only: a variant's panel says why not); the
//! hand-off link that continues this puzzle on another device; the code that puts its board on
//! another site's page (an `<iframe>` of its embed); and the puzzle as a booklet to print.

use crate::hashi::embed::address::EMBED_PREFIX;
use crate::hashi::panels::continue_elsewhere::ContinueElsewhere;
use crate::hashi::panels::print_puzzle::puzzle_booklet;
use crate::hashi::panels::print_view::PrintView;
use crate::hashi::play::aids::Aids;
use crate::hashi::play::context::GameContext;
use crate::hashi::play::context::PuzzleInfo;
use crate::hashi::query::link_with_progress;
use crate::i18n::{t, tr, ShareMsg, WordsMsg};
use crate::shell::clipboard::copy;
use hashi_core::formats::{write_kanpen, write_puzzlink};
use hashi_core::print::PerPage;
use leptos::prelude::*;

/// penpa-edit opens a puzz.link link given after `p=` (penpa-edit PR #81).
const PENPA_SOLVE: &str = "https://swaroopg92.github.io/penpa-edit/?m=solve&p=";

#[component]
pub fn SharePanel() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let base = info.absolute_link();
    let with_progress = RwSignal::new(false);
    let copied = RwSignal::new(None::<String>);
    let url = Memo::new(move |_| {
        if !with_progress.get() {
            return base.clone();
        }
        ctx.game()
            .with(|g| link_with_progress(&base, &g.position_text()))
    });
    // Copy when the panel opens and when the choice changes, not on every later move: the
    // field keeps showing the current link, and "Copied." only while it is the copied one.
    Effect::new(move |_| {
        with_progress.track();
        copy(url.get_untracked(), copied);
    });
    view! {
        <div class="panel share-panel">
            <label>
                {tr(ShareMsg::Link)}
                " "
                <input data-testid="share-url" readonly prop:value=move || url.get() />
            </label>
            <label>
                <input
                    type="checkbox"
                    data-testid="share-progress"
                    prop:checked=move || with_progress.get()
                    on:change=move |ev| with_progress.set(event_target_checked(&ev))
                />
                " "
                {tr(ShareMsg::WithProgress)}
            </label>
            <span role="status">
                {move || {
                    if copied.with(|c| c.as_ref() == Some(&url.get())) {
                        t(WordsMsg::Copied)
                    } else {
                        String::new()
                    }
                }}
            </span>
            <ContinueElsewhere />
            <Elsewhere />
            <EmbedCode />
            <PrintThis />
        </div>
    }
}

/// "Print this puzzle…", which opens the booklet of this one puzzle below, and asks the worker
/// for its solution if the screen does not know it yet.
#[component]
fn PrintThis() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let info = expect_context::<PuzzleInfo>();
    let printing = RwSignal::new(false);
    let open = move |_| {
        if let Some(aids) = use_context::<Aids>() {
            aids.learn_solution_quietly();
        }
        printing.set(true);
    };
    move || {
        if printing.get() {
            let (heading, entries) = puzzle_booklet(ctx, &info);
            view! {
                <PrintView heading entries first_per_page=PerPage::One close=move || printing.set(false) />
            }
            .into_any()
        } else {
            view! {
                <button class="link-button" data-testid="share-print" on:click=open>
                    {tr(ShareMsg::PrintPuzzle)}
                </button>
            }
            .into_any()
        }
    }
}

/// The `<iframe>` that shows this puzzle's embed (`/embed` and its address) on another page.
pub fn embed_code(link: &str, title: &str) -> String {
    let (origin, path) = match link.find("://") {
        Some(scheme) => link.split_at(
            link[scheme + 3..]
                .find('/')
                .map_or(link.len(), |p| scheme + 3 + p),
        ),
        None => ("", link),
    };
    let src = format!("{origin}{EMBED_PREFIX}{path}")
        .replace('&', "&amp;")
        .replace('"', "&quot;");
    let title = title.replace('&', "&amp;").replace('"', "&quot;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\" width=\"420\" height=\"500\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>"
    )
}

/// The code that puts this board on a web page, in the player's words.
#[component]
fn EmbedCode() -> impl IntoView {
    let info = expect_context::<PuzzleInfo>();
    let link = info.absolute_link();
    view! {
        <label class="share-embed">
            {tr(ShareMsg::EmbedCode)}
            <textarea
                data-testid="share-embed"
                readonly
                rows="3"
                prop:value=move || embed_code(&link, &t(ShareMsg::EmbedTitle))
            ></textarea>
        </label>
    }
}

/// The puzzle as puzz.link and Kanpen write it, and where it opens; for a variant, why not.
#[component]
fn Elsewhere() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let (link, kanpen) = ctx
        .game()
        .with_untracked(|g| (write_puzzlink(g.puzzle()), write_kanpen(g.puzzle())));
    match (link, kanpen) {
        (Ok(link), Ok(kanpen)) => view! {
            <div class="share-elsewhere">
                <label>
                    {tr(ShareMsg::PuzzlinkLink)}
                    " "
                    <input data-testid="share-puzzlink-url" readonly prop:value=link.clone() />
                </label>
                <label>
                    {tr(ShareMsg::KanpenText)}
                    <textarea data-testid="share-kanpen" readonly rows="4" prop:value=kanpen></textarea>
                </label>
                <p class="share-open">
                    <a data-testid="open-puzzlink" href=link.clone() target="_blank" rel="noopener noreferrer">
                        {tr(ShareMsg::OpenPuzzlink)}
                    </a>
                    " · "
                    <a data-testid="open-penpa" href=format!("{PENPA_SOLVE}{link}") target="_blank" rel="noopener noreferrer">
                        {tr(ShareMsg::OpenPenpa)}
                    </a>
                </p>
            </div>
        }
        .into_any(),
        _ => view! {
            <p class="share-elsewhere" data-testid="share-no-puzzlink">{tr(ShareMsg::NoPuzzlink)}</p>
        }
        .into_any(),
    }
}

#[cfg(test)]
mod tests {
    use super::embed_code;

    #[test]
    fn the_embed_code_frames_the_puzzles_embed_address() {
        assert_eq!(
            embed_code(
                "https://hashi.example/hashi/g/easy/7x7/3?v=10&rules=t",
                "A \"Hashi\" puzzle"
            ),
            "<iframe src=\"https://hashi.example/embed/hashi/g/easy/7x7/3?v=10&amp;rules=t\" \
             title=\"A &quot;Hashi&quot; puzzle\" width=\"420\" height=\"500\" \
             style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>"
        );
        assert!(embed_code("/hashi/p/easy-001", "x").contains("src=\"/embed/hashi/p/easy-001\""));
    }
}

crate::split_chunk! {
    /// This panel, downloaded the first time it opens.
    pub fn share_chunk in share => || view! { <SharePanel /> }.into_any()
}
