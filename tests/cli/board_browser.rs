//! The live board in a real browser driven as a phone (`browser.rs`): the page at 360 x
//! 780 shows the game, and a hand recorded from the command line shows in it at once.

use std::time::{Duration, SystemTime};

use serde_json::json;

use crate::board::serve;
use crate::browser::{Browser, epoch_ms, png_size};
use crate::harness::Env;

/// When the last save was made visible: the game file's rename into `games/` (the folder's
/// change), or its writing, whichever is later.
fn saved_at(env: &Env) -> SystemTime {
    let file = env.game_file("1");
    let folder = file.parent().expect("games folder").to_path_buf();
    [file, folder]
        .iter()
        .filter_map(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .max()
        .expect("the game is saved")
}

/// The board on a phone-sized page in headless Chromium: the sheet's totals and a hostile
/// name shown as text, the page following the pushed saves, a hand recorded from the
/// command line shown within 100 ms of the save as a rule (asserted: half a second, for a
/// loaded machine), and a screenshot 360 pixels wide. Skipped, saying so, without Chromium.
#[test]
fn a_phone_sees_a_save_at_once() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let env = Env::new();
    env.run(&["new", "--side", "<b>Smiths</b>", "--side", "They"])
        .ok();
    // Classic (seed 001): natural 500 + out 100 + 300 = 900; They 90 - 40 = 50.
    env.run(&["record", "<b>Smiths</b>: out 1n 300", "They: 90 -40"])
        .ok();
    let served = serve(&env, "127.0.0.1:0");
    assert!(
        served.address.starts_with("http://127.0.0.1:"),
        "{}",
        served.address
    );

    let page = browser.page(&served.address, 360, 780);
    // The pushed saves, as the network sees them: the first is the board as it is.
    page.cdp("Network.enable", json!({}));
    page.keep_events("Network.eventSourceMessageReceived");
    page.reload();
    let totals = "#board tr.totals";
    assert_eq!(page.text(totals), "Total\t900\t50");
    // A name is text, never markup.
    assert!(page.text("#board").contains("<b>Smiths</b>"));
    assert!(!page.exists("#board b"));
    assert_eq!(
        page.attribute("#board", "data-following").as_deref(),
        Some("events")
    );
    assert!(
        page.wait_events(
            "Network.eventSourceMessageReceived",
            1,
            Duration::from_secs(5)
        ),
        "the page's event stream did not open"
    );

    // The next hand: Smiths 90 - 40 = 50 (950); They natural 500 + out 100 + 300 = 900 (950).
    page.mark_when(
        "total",
        "document.querySelector('#board tr.totals').innerText === 'Total\\t950\\t950'",
    );
    assert_eq!(page.mark("total"), None);
    env.run(&["record", "<b>Smiths</b>: 90 -40", "They: out 1n 300"])
        .ok();
    let ended = SystemTime::now();
    let saved = saved_at(&env);
    let seen = page
        .wait_mark("total", Duration::from_secs(5))
        .expect("the new totals show");
    let after_save = seen - epoch_ms(saved);
    let after_end = seen - epoch_ms(ended);
    eprintln!(
        "the page showed the save {after_save:.1} ms after the game file was saved \
         ({after_end:.1} ms after `canasta record` ended)"
    );
    assert!(after_save < 500.0, "{after_save} ms");
    assert_eq!(page.text(totals), "Total\t950\t950");
    assert!(page.text("#board").contains("Level."));

    let shot = env.data().join("board.png");
    let png = page.screenshot_png(&shot);
    assert_eq!(png_size(&png), Some((360, 780)));
    assert_eq!(std::fs::read(&shot).ok().as_deref(), Some(png.as_slice()));
    // Nothing refused by the page's Content-Security-Policy, nothing thrown.
    let reports: Vec<String> = page
        .reports()
        .into_iter()
        .filter(|r| !r.contains("favicon"))
        .collect();
    assert!(reports.is_empty(), "{reports:?}");
}
