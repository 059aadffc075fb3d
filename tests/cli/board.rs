//! The live board (`canasta serve`) and the chart as a picture (`show --format svg`):
//! served pages fetched over HTTP as a phone would, and, where Chromium is installed, read
//! by a real headless browser.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::harness::Env;

/// A running `canasta serve`, stopped when dropped.
struct Served {
    child: Child,
    /// The address it printed (with its key, when it needs one).
    address: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(env: &Env, listen: &str) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_canasta"))
        .args(["serve", "--listen", listen])
        .env("CANASTA_DATA_DIR", env.data())
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("serve starts");
    let stderr = child.stderr.take().expect("stderr");
    let mut lines = BufReader::new(stderr).lines();
    let address = loop {
        match lines.next() {
            Some(Ok(line)) => {
                if let Some(a) = line.strip_prefix("The board is at ") {
                    break a.trim().to_string();
                }
            }
            _ => panic!("serve printed no address"),
        }
    };
    // Keep reading its stderr so it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Served { child, address }
}

/// GET (or another method) `path` on the board's port: status and body.
fn request(address: &str, method: &str, path: &str) -> (u16, String) {
    let host = address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("host:port");
    let port = host.rsplit(':').next().expect("port");
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .expect("request sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("answer read");
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// The board shows the current game with every name escaped, follows each save within two
/// seconds, shows the winner at the end and a damaged file's reason, answers only GET and
/// HEAD on its paths, and changes nothing.
#[test]
fn the_board_follows_the_game() {
    let env = Env::new();
    env.run(&["new", "--side", "<b>Smiths</b>", "--side", "They"])
        .ok();
    // Classic (seed 001): natural 500 + out 100 + 300 = 900; They 90 - 40 = 50.
    env.run(&["record", "<b>Smiths</b>: out 1n 300", "They: 90 -40"])
        .ok();
    let before = env.game_text("1");
    let served = serve(&env, "127.0.0.1:0");
    assert!(
        served.address.starts_with("http://127.0.0.1:"),
        "{}",
        served.address
    );
    let (status, page) = request(&served.address, "GET", "/");
    assert_eq!(status, 200);
    assert!(page.contains("&lt;b&gt;Smiths&lt;/b&gt;"), "{page}");
    assert!(!page.contains("<b>Smiths</b>"), "a name is never markup");
    assert!(page.contains("<td>900</td><td>50</td>"), "{page}");
    assert!(
        page.contains("setInterval"),
        "the page asks again by itself"
    );
    // A hand recorded from the command line shows within two seconds: 900 + 50 + 500 + 100
    // ... the next hand: Smiths 90 - 40 = 50 (950); They natural 500 + out 100 + 300 = 900.
    env.run(&["record", "<b>Smiths</b>: 90 -40", "They: out 1n 300"])
        .ok();
    let started = Instant::now();
    let (_, part) = request(&served.address, "GET", "/board");
    assert!(part.contains("<td>950</td><td>950</td>"), "{part}");
    assert!(started.elapsed() < Duration::from_secs(2));
    assert!(part.contains("Level."), "{part}");
    // The chart as SVG, escaped too.
    let (status, chart) = request(&served.address, "GET", "/chart.svg");
    assert_eq!(status, 200);
    assert!(chart.starts_with("<svg"), "{chart}");
    // The name at the line's end, escaped, cut to ten characters.
    assert!(chart.contains("&lt;b&gt;Smiths… 950"), "{chart}");
    // Only reading: other methods and paths are refused; nothing changed.
    assert_eq!(request(&served.address, "POST", "/").0, 405);
    assert_eq!(request(&served.address, "DELETE", "/board").0, 405);
    assert_eq!(request(&served.address, "GET", "/../../etc/passwd").0, 404);
    assert_eq!(request(&served.address, "HEAD", "/").0, 200);
    // The end: a big hand ends the game: Smiths 4 natural and 3 mixed 2900 + out 100 + four
    // red threes 800 + 1000 = 4800 (5750).
    env.run(&["record", "<b>Smiths</b>: out 4n 3m 4r 1000", "They: 0"])
        .ok();
    let (_, part) = request(&served.address, "GET", "/board");
    assert!(
        part.contains("Game over. Winner: &lt;b&gt;Smiths&lt;/b&gt;, with 5750 (by 4800)."),
        "{part}"
    );
    // A file damaged while serving: its reason, not stale numbers.
    let text = env.game_text("1");
    std::fs::write(
        env.game_file("1"),
        text.replacen("melded: 300", "melded: 301", 1),
    )
    .expect("damage");
    let (_, part) = request(&served.address, "GET", "/board");
    assert!(part.contains("The game cannot be shown"), "{part}");
    assert!(!part.contains("5750"), "{part}");
    std::fs::write(env.game_file("1"), &text).expect("mend");
    assert_ne!(env.game_text("1"), before); // the hands recorded, nothing else
}

/// Off the loopback address the board needs its key: without it, 403 and nothing shown.
#[test]
fn the_board_off_the_loopback_needs_its_key() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "0.0.0.0:0");
    let key = served
        .address
        .split_once("?key=")
        .map(|(_, k)| k.to_string())
        .expect("an address with a key");
    assert_eq!(key.len(), 16);
    let (status, page) = request(&served.address, "GET", "/");
    assert_eq!(status, 403);
    assert!(page.contains("needs its key"), "{page}");
    assert!(!page.contains("We"), "{page}");
    assert_eq!(request(&served.address, "GET", "/board?key=wrong").0, 403);
    let (status, page) = request(&served.address, "GET", &format!("/?key={key}"));
    assert_eq!(status, 200);
    assert!(
        page.contains(&format!("/board?key={key}")),
        "the page asks with its key"
    );
}

/// `show --chart --format svg -o FILE`: the chart as a picture, a line per side with its
/// name and total, the target dashed, names escaped; an existing file kept without --force.
#[test]
fn the_chart_as_svg() {
    let env = Env::new();
    env.run(&["new", "--side", "A&B", "--side", "They"]).ok();
    env.run(&["record", "A&B: out 1n 300", "They: 90 -40"]).ok();
    let file = env.data().join("game.svg");
    let path = file.to_str().expect("utf-8");
    env.run(&["show", "--chart", "--format", "svg", "-o", path])
        .ok();
    let svg = std::fs::read_to_string(&file).expect("svg written");
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{svg}"
    );
    assert_eq!(svg.matches("<polyline").count(), 2);
    assert!(svg.contains("A&amp;B 900"), "{svg}");
    assert!(svg.contains("They 50"), "{svg}");
    assert!(svg.contains("stroke-dasharray"), "the target line");
    assert!(svg.contains(">5000</text>"), "{svg}");
    env.run(&["show", "--format", "svg", "-o", path])
        .refused("exists");
    env.run(&["show", "-o", path]).refused("give --format svg");
}

/// The page as a real browser shows it: headless Chromium reads the board (its DOM after
/// the script ran) before and after a hand, the winner, the escaped hostile name, and the
/// refusal without the key. Skipped, saying so, where Chromium is not installed.
#[test]
fn a_real_browser_reads_the_board() {
    let Some(chromium) = ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|c| {
            Command::new(c)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
    else {
        eprintln!("skipped: Chromium is not installed (apt-get install chromium)");
        return;
    };
    let dom = |url: &str| -> String {
        let out = Command::new(chromium)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--window-size=360,800",
                "--virtual-time-budget=3000",
                "--dump-dom",
                url,
            ])
            .output()
            .expect("chromium runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let env = Env::new();
    env.run(&[
        "new",
        "--side",
        "<script>alert(1)</script>",
        "--side",
        "They",
    ])
    .ok();
    let served = serve(&env, "0.0.0.0:0");
    let port = served
        .address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .and_then(|h| h.rsplit(':').next())
        .expect("port")
        .to_string();
    let key = served
        .address
        .split_once("?key=")
        .map(|(_, k)| k)
        .expect("key");
    let url = format!("http://127.0.0.1:{port}/?key={key}");
    let before = dom(&url);
    assert!(
        before.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{before}"
    );
    assert!(!before.contains("<script>alert"), "{before}");
    // Classic (seed 001): natural 500 + out 100 + 300 = 900; They 90 - 40 = 50.
    env.run(&[
        "record",
        "<script>alert(1)</script>: out 1n 300",
        "They: 90 -40",
    ])
    .ok();
    let after = dom(&url);
    assert!(after.contains("<td>900</td><td>50</td>"), "{after}");
    env.run(&[
        "record",
        "<script>alert(1)</script>: out 4n 3m 4r 1000",
        "They: 0",
    ])
    .ok();
    // 900 + 4800 = 5700: the winner, by 5650.
    let end = dom(&url);
    assert!(end.contains("with 5700 (by 5650)"), "{end}");
    let refused = dom(&format!("http://127.0.0.1:{port}/"));
    assert!(refused.contains("needs its key"), "{refused}");
    assert!(!refused.contains("5700"), "{refused}");
}
