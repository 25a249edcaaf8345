//! The friend's side of a challenge, beside the celebration: what the sender claims, said
//! before play with the plain warning that nothing checks it, then both results side by side
//! once the puzzle is solved.
//! A link whose claim cannot be read says why; the puzzle plays as usual.

use super::claim::{Claim, ClaimError, NameProblem, MOST_HINTS, MOST_NAME, MOST_SECONDS, PARAM};
use crate::hashi::play::context::GameContext;
use crate::hashi::screen::state::ScreenContext;
use crate::hashi::words::format_time;
use crate::i18n::{t, t_count, t_with, tr, ChallengeMsg};
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

/// The claim in the address, or why it cannot be read (`None`: no challenge at all).
fn claim_in_address() -> Option<Result<Claim, String>> {
    let text = use_query_map().with_untracked(|q| q.get(PARAM))?;
    Some(text.parse::<Claim>().map_err(|e| claim_error(&e)))
}

/// Why the link's claim cannot be read, in the player's language.
fn claim_error(why: &ClaimError) -> String {
    match why {
        ClaimError::Shape { text } => t_with(ChallengeMsg::ClaimShape, &[("text", text)]),
        ClaimError::Time { text } => t_with(
            ChallengeMsg::ClaimTime,
            &[("text", text), ("most", &MOST_SECONDS.to_string())],
        ),
        ClaimError::Hints { text } => t_with(
            ChallengeMsg::ClaimHints,
            &[("text", text), ("most", &MOST_HINTS.to_string())],
        ),
        ClaimError::Name(NameProblem::TooLong) => t_with(
            ChallengeMsg::ClaimNameLong,
            &[("most", &MOST_NAME.to_string())],
        ),
        ClaimError::Name(NameProblem::Blank) => t(ChallengeMsg::ClaimNameBlank),
    }
}

fn hints_words(hints: u32) -> String {
    match hints {
        0 => t(ChallengeMsg::NoHints),
        n => t_count(ChallengeMsg::Hints, n.into(), &[]),
    }
}

/// The challenger's name, or "Your friend" in the player's language.
fn who(claim: &Claim) -> String {
    claim
        .name
        .clone()
        .unwrap_or_else(|| t(ChallengeMsg::YourFriend))
}

/// What the sender claims, said before play with the warning that nothing checks it, then
/// (once solved) the player's result beside it; or why the link's claim cannot be read.
#[component]
fn Versus() -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let solved = Memo::new(move |_| ctx.game().with(|g| g.is_solved()));
    match claim_in_address() {
        None => ().into_any(),
        Some(Err(why)) => view! {
            <p class="challenge problem" role="alert" data-testid="challenge-error">
                {t_with(ChallengeMsg::Unreadable, &[("why", &why)])}
            </p>
        }
        .into_any(),
        Some(Ok(claim)) => {
            let line = t_with(
                ChallengeMsg::Claim,
                &[
                    ("time", &format_time(claim.elapsed_ms())),
                    ("hints", &hints_words(claim.hints)),
                ],
            );
            let who = who(&claim);
            view! {
                <Show
                    when=move || solved.get()
                    fallback=move || view! {
                        <p class="challenge" data-testid="challenge-claim">
                            <strong>{t_with(ChallengeMsg::Challenges, &[("who", &who)])}</strong>
                            {line.clone()}
                        </p>
                    }
                >
                    <Results claim=claim.clone() />
                </Show>
            }
            .into_any()
        }
    }
}

/// The player's result beside the sender's claim.
#[component]
fn Results(claim: Claim) -> impl IntoView {
    let ctx = expect_context::<GameContext>();
    let (by_play, hints) = ctx
        .game()
        .with_untracked(|g| (g.solved_by_play(), g.hints_used()));
    let who = who(&claim);
    if !by_play {
        return view! {
            <p class="challenge" data-testid="challenge-compare">
                {t_with(ChallengeMsg::Revealed, &[("who", &who)])}
            </p>
        }
        .into_any();
    }
    let mine = expect_context::<ScreenContext>().elapsed_ms_untracked() / 1000;
    let verdict = match mine.cmp(&claim.seconds) {
        std::cmp::Ordering::Less => t_with(
            ChallengeMsg::YouFaster,
            &[("time", &format_time((claim.seconds - mine) * 1000))],
        ),
        std::cmp::Ordering::Greater => t_with(
            ChallengeMsg::TheyFaster,
            &[
                ("who", &who),
                ("time", &format_time((mine - claim.seconds) * 1000)),
            ],
        ),
        std::cmp::Ordering::Equal => t(ChallengeMsg::SameTime),
    };
    view! {
        <div class="challenge versus" data-testid="challenge-compare" role="status">
            <table>
                <caption>{tr(ChallengeMsg::Caption)}</caption>
                <thead>
                    <tr>
                        <td></td>
                        <th scope="col">{tr(ChallengeMsg::You)}</th>
                        <th scope="col">{t_with(ChallengeMsg::Claimed, &[("who", &who)])}</th>
                    </tr>
                </thead>
                <tbody>
                    <tr>
                        <th scope="row">{tr(ChallengeMsg::Time)}</th>
                        <td data-testid="challenge-mine">{format_time(mine * 1000)}</td>
                        <td data-testid="challenge-theirs">{format_time(claim.elapsed_ms())}</td>
                    </tr>
                    <tr>
                        <th scope="row">{tr(ChallengeMsg::HintsRow)}</th>
                        <td>{hints_words(hints)}</td>
                        <td>{hints_words(claim.hints)}</td>
                    </tr>
                </tbody>
            </table>
            <p>{verdict} " " {tr(ChallengeMsg::OwnClaim)}</p>
        </div>
    }
    .into_any()
}

crate::split_chunk! {
    /// Downloaded for a challenge link only.
    pub fn versus_chunk in challenge_versus => || view! { <Versus /> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog::Catalog;
    use crate::i18n::{with_language, Locale};

    fn errors() -> Vec<ClaimError> {
        [
            "192",
            "abcs-0h",
            "10s-manyh",
            &format!("10s-0h-{}", "n".repeat(31)),
            "10s-0h-a\u{0}b",
        ]
        .iter()
        .map(|text| text.parse::<Claim>().unwrap_err())
        .collect()
    }

    #[test]
    fn a_claim_refused_says_what_and_where_in_english() {
        let said: Vec<String> = errors().iter().map(claim_error).collect();
        assert_eq!(
            said,
            [
                "\"192\" is not a time and hints such as \"192s-0h\" (perhaps the link was cut short)",
                "the time \"abc\" is not a number of seconds up to 360000",
                "the hints \"many\" are not a count up to 10000",
                "the name is longer than 30 characters",
                "the name is empty or holds control characters",
            ]
        );
    }

    #[test]
    fn every_language_words_every_refusal_with_its_values() {
        let english: Vec<String> = errors().iter().map(claim_error).collect();
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            let said: Vec<String> = with_language(Catalog::shipped(locale, &["challenge"]), || {
                errors().iter().map(claim_error).collect()
            });
            for (text, english) in said.iter().zip(&english) {
                assert!(!text.contains('{') && text != english, "{locale:?}: {text}");
            }
            assert!(
                said[1].contains("abc") && said[1].contains("360000"),
                "{}",
                said[1]
            );
            assert!(said[3].contains("30"), "{}", said[3]);
        }
    }
}
