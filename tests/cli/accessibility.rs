//! Issue 34, item 1: the pages checked by axe-core (Deque's accessibility engine, the one
//! Lighthouse and the browsers' tools use), injected by the test through the DevTools
//! Protocol (`Runtime.evaluate`, which the pages' Content-Security-Policy does not
//! govern), in every state a scorer meets; the bar is WCAG 2.2 AA. axe-core comes from
//! the npm registry (`.ci/run` installs it into `target/axe`; `CANASTA_AXE` names
//! another copy of `axe.min.js`); without it, or without Chromium, the tests say so and
//! are skipped.

use std::path::PathBuf;

use serde_json::Value;

use crate::browser::Page;

/// axe-core's script, where `.ci/run` puts it (or `CANASTA_AXE`).
pub(crate) fn axe_script() -> Option<String> {
    let path = std::env::var_os("CANASTA_AXE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("target/axe/node_modules/axe-core/axe.min.js")
        });
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(_) => {
            eprintln!(
                "axe-core is not at {}: the accessibility check is skipped (`.ci/run` installs it)",
                path.display()
            );
            None
        }
    }
}

/// axe-core's violations of WCAG 2.2 A and AA (and its best practices) on the page as it
/// is now: (rule, impact, the elements, the help), one a rule.
pub(crate) fn violations(page: &Page, axe: &str) -> Vec<(String, String, Vec<String>, String)> {
    if page.eval("typeof window.axe === 'undefined'") == Value::Bool(true) {
        page.eval(axe);
    }
    let found = page.eval(
        "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', \
         'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] }) \
         .then(r => JSON.stringify(r.violations.map(v => [v.id, v.impact || '', \
         v.nodes.map(n => n.target.join(' ') + ' :: ' + (n.failureSummary || '').split('\\n').slice(1).join(' ')), v.help])))",
    );
    let text = found.as_str().unwrap_or("[]");
    serde_json::from_str(text).unwrap_or_default()
}

/// The violations said one a line, for an assertion's message.
pub(crate) fn said(found: &[(String, String, Vec<String>, String)]) -> String {
    found
        .iter()
        .map(|(id, impact, nodes, help)| {
            format!("{id} ({impact}): {help}\n    {}", nodes.join("\n    "))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

const WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// The controls a finger taps, each with its size in CSS pixels, smaller than 44 x 44
/// (WCAG 2.5.5's size, the bar): visible buttons, selects, text fields, the
/// panels' headings, links in a table; a checkbox by its label, which takes the tap.
pub(crate) fn small_targets(page: &Page) -> Vec<String> {
    let found = page.eval(
        "JSON.stringify([...document.querySelectorAll('button, select, input, summary, table a')]\
         .filter(e => e.checkVisibility({ visibilityProperty: true, opacityProperty: false }))\
         .map(e => { const t = (e.type === 'checkbox' && e.closest('label')) || e; \
                     const r = t.getBoundingClientRect(); \
                     return [(e.id || e.name || e.textContent || e.getAttribute('aria-label') || e.tagName).trim().slice(0, 30), \
                             Math.round(r.width), Math.round(r.height)]; })\
         .filter(x => x[1] < 44 || x[2] < 44).map(x => x.join(' ')))",
    );
    serde_json::from_str(found.as_str().unwrap_or("[]")).unwrap_or_default()
}

/// axe-core finds nothing, and every control is a finger's size, on `page` as it is now
/// (`state`: said when either fails).
pub(crate) fn check(page: &Page, axe: &str, state: &str) {
    let found = violations(page, axe);
    assert!(
        found.is_empty(),
        "{state}: axe-core finds\n{}",
        said(&found)
    );
    let small = small_targets(page);
    assert!(
        small.is_empty(),
        "{state}: controls under 44 x 44 px: {small:?}"
    );
}

/// The scorer's page in every state a scorer meets, and the board beside it: a new
/// game's questions, a fresh hand, a line refused (its refusal linked to the line and
/// said), a hand's breakdown, the step-by-step questions open, each panel open (the
/// correction, the rules question, a new game, the key), a game over; the board fresh
/// and at the game's end.
#[test]
fn the_scorers_page_and_the_board_pass_axe_in_every_state() {
    let Some(axe) = axe_script() else { return };
    let Some(browser) = crate::browser::Browser::start() else {
        return;
    };
    let env = crate::harness::Env::new();
    let served = crate::board::serve(&env, "127.0.0.1:0");
    let phone = browser.page(&served.scorer, 360, 780);
    assert!(phone.wait_text("#sheet", "There is no game yet", WAIT));
    check(&phone, &axe, "no game, a new game's questions open");
    phone.type_text("#new-players", "Ann, Bob, Cy, Di");
    phone.tap("#new-go");
    assert!(phone.wait_text("#msg", "Game 1 is started.", WAIT));
    check(&phone, &axe, "a fresh hand");
    // The dark look (the phone's setting): axe-core's contrast rules too.
    dark(&phone, true);
    check(&phone, &axe, "a fresh hand, dark");
    dark(&phone, false);
    // Large text: the root font doubled.
    phone.eval("document.documentElement.style.fontSize = '200%'");
    assert!(phone.wait_for("document.documentElement.classList.contains('large')", WAIT));
    check(&phone, &axe, "a fresh hand, large text");
    phone.eval("document.documentElement.style.fontSize = ''");
    assert!(phone.wait_for(
        "!document.documentElement.classList.contains('large')",
        WAIT
    ));
    let board = browser.page(&served.address, 360, 780);
    assert!(board.wait_text("#board", "Game 1", WAIT));
    check(&board, &axe, "the board, a fresh game");
    // A line refused: its refusal under it, linked to it, said politely.
    phone.tap("#line-0");
    phone.type_keys("out 1n 1m 2r 420 -35");
    phone.tap("#line-1");
    phone.type_keys("90 zz");
    assert!(phone.wait_for(
        "document.getElementById('problem-1').textContent.length > 0",
        WAIT
    ));
    assert_eq!(
        phone.eval("document.getElementById('line-1').getAttribute('aria-describedby')"),
        Value::from("problem-1")
    );
    assert_eq!(
        phone.eval("document.getElementById('problem-1').getAttribute('aria-live')"),
        Value::from("polite")
    );
    check(&phone, &axe, "a line refused");
    // The breakdown of a hand that adds up.
    phone.eval("(() => { const i = document.getElementById('line-1'); i.value = ''; i.dispatchEvent(new Event('input')); })()");
    phone.type_text("#line-1", "90 -40");
    assert!(phone.wait_for("document.getElementById('breakdown').textContent.length > 0 && !document.getElementById('save').disabled", WAIT));
    check(&phone, &axe, "a hand's breakdown");
    // The step-by-step questions, named and said open.
    phone.tap("#lines .line .steps-toggle");
    assert_eq!(
        phone.eval("document.querySelector('#lines .steps-toggle').getAttribute('aria-expanded')"),
        Value::from("true")
    );
    check(&phone, &axe, "the step-by-step questions open");
    phone.tap("#lines .line .steps-toggle");
    phone.tap("#save");
    assert!(phone.wait_text("#msg", "Hand 1 is saved.", WAIT));
    for panel in ["fix", "ask", "new", "key"] {
        phone.eval(&format!("document.getElementById('{panel}').open = true"));
        check(&phone, &axe, &format!("the panel #{panel} open"));
        phone.eval(&format!("document.getElementById('{panel}').open = false"));
    }
    // A refused save is an alert.
    phone.tap("#line-0");
    phone.type_keys("zz");
    phone.tap("#line-1");
    phone.type_keys("0");
    phone.eval("document.getElementById('save').disabled = false");
    phone.tap("#save");
    assert!(phone.wait_for(
        "document.getElementById('alert').textContent.length > 0",
        WAIT
    ));
    check(&phone, &axe, "a save refused");
    // A hand saved elsewhere meanwhile: the page asks which to keep (an alert dialog).
    let before = phone.eval("document.getElementById('line-0').value");
    phone.eval("(() => { for (const id of ['line-0', 'line-1']) { const i = document.getElementById(id); i.value = ''; i.dispatchEvent(new Event('input')); } })()");
    phone.type_text("#line-0", "90");
    phone.type_text("#line-1", "out 1n 1m 420 -35");
    assert!(
        phone.wait_for("!document.getElementById('save').disabled", WAIT),
        "{before}"
    );
    env.run(&["record", "We: 50", "They: out 1n 1m 420 -35"])
        .ok();
    phone.tap("#save");
    assert!(phone.wait_for("!document.getElementById('conflict').hidden", WAIT));
    check(&phone, &axe, "a hand saved elsewhere meanwhile: the choice");
    // The question's buttons take no tap in its first 0.6 s (issue 41: a tap meant for
    // Save); axe's check above takes less on a fast machine.
    std::thread::sleep(std::time::Duration::from_millis(700));
    phone.tap("#drop-mine");
    assert!(phone.wait_for("document.getElementById('conflict').hidden", WAIT));
    // The game over: We go out with 4 natural and 2 mixed canastas, the 4 red threes and
    // 800 melded (seed 001: 2000 + 600 + 800 + 100 + 800 = 4300), past 5000 with hand 1.
    env.run(&["record", "We: out 4n 2m 4r 800", "They: 0"]).ok();
    assert!(
        phone.wait_for("document.getElementById('entry').hidden", WAIT) || {
            phone.eval("location.reload()");
            phone.wait_for("document.getElementById('entry').hidden", WAIT)
        }
    );
    check(&phone, &axe, "the game over");
    dark(&phone, true);
    check(&phone, &axe, "the game over, dark");
    assert!(board.wait_text("#board", "Winner", WAIT));
    check(&board, &axe, "the board at the game's end");
    dark(&board, true);
    check(&board, &axe, "the board at the game's end, dark");
}

/// The phone set to its dark look (`prefers-color-scheme: dark`), or back.
pub(crate) fn dark(page: &Page, on: bool) {
    let value = if on { "dark" } else { "light" };
    page.cdp(
        "Emulation.setEmulatedMedia",
        serde_json::json!({ "features": [{ "name": "prefers-color-scheme", "value": value }] }),
    );
}

/// A tournament night's pages: the night's board, the director's desk (a round in play),
/// the director's view of a table's game with its reason box, and a table's phone
/// asking the table to confirm.
#[test]
fn the_tournament_pages_pass_axe() {
    let Some(axe) = axe_script() else { return };
    let Some(browser) = crate::browser::Browser::start() else {
        return;
    };
    let env = crate::harness::Env::new();
    crate::tournament::four_pairs(&env, "sera", "2 mitchell", &["--round-minutes", "60"], true);
    for _ in 0..3 {
        env.run(&["record", "--game", "2", "Cy-Di: out 1c 100", "Gus-Hal: 300"])
            .ok();
    }
    let served = crate::board::serve_tournament(&env, "127.0.0.1:0", "sera");
    let director = served
        .scorer
        .rsplit_once("#k=")
        .map(|(_, k)| k.to_string())
        .expect("the scorer's key");
    let base = served
        .scorer
        .split("/score")
        .next()
        .expect("base")
        .to_string();
    let board = browser.page(&served.address, 360, 780);
    assert!(board.wait_text("#board", "Ana-Bob", WAIT));
    check(&board, &axe, "the night's board");
    let desk = browser.page(&format!("{base}/desk#k={director}"), 360, 780);
    assert!(desk.wait_text("#desk", "Enter or correct", WAIT));
    check(&desk, &axe, "the desk");
    dark(&desk, true);
    check(&desk, &axe, "the desk, dark");
    desk.eval("location.href = '/score?table=2&round=1'");
    assert!(desk.wait_text("#director-at", "Table 2, round 1", WAIT));
    check(&desk, &axe, "the director on a table's game");
    let key = env.table_key(2);
    let phone = browser.page(&format!("{base}/score#k={}", key.trim()), 360, 780);
    assert!(phone.wait_for("!document.getElementById('confirm').hidden", WAIT));
    check(&phone, &axe, "a table's phone asking to confirm");
}
