//! The live board (`canasta serve`) and the chart as a picture (`show --format svg`):
//! served pages fetched over HTTP as a phone would, and, where Chromium is installed, read
//! by a real headless browser.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::harness::Env;

/// A running `canasta serve`, stopped when dropped.
pub(crate) struct Served {
    child: Child,
    /// The address it printed (with its key, when it needs one).
    pub(crate) address: String,
    /// The scorer's address it printed (its key after `#`).
    pub(crate) scorer: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) fn serve(env: &Env, listen: &str) -> Served {
    serve_under(env, listen, &[])
}

/// `canasta serve --game ID`: a board pinned to one game.
pub(crate) fn serve_pinned(env: &Env, listen: &str, game: &str) -> Served {
    serve_with(env, listen, &[], &["--game", game])
}

/// `canasta serve --tournament NAME`: the board of a tournament night.
pub(crate) fn serve_tournament(env: &Env, listen: &str, name: &str) -> Served {
    serve_with(env, listen, &[], &["--tournament", name])
}

/// `canasta serve`, run by `wrapper` (such as `prlimit --nofile=64:64 --`) if one is given.
fn serve_under(env: &Env, listen: &str, wrapper: &[&str]) -> Served {
    serve_with(env, listen, wrapper, &[])
}

fn serve_with(env: &Env, listen: &str, wrapper: &[&str], extra: &[&str]) -> Served {
    let program = env!("CARGO_BIN_EXE_canasta");
    let mut command = match wrapper.split_first() {
        Some((first, rest)) => {
            let mut c = Command::new(first);
            c.args(rest).arg(program);
            c
        }
        None => Command::new(program),
    };
    let mut child = command
        .args(["serve", "--listen", listen])
        .args(extra)
        .env("CANASTA_DATA_DIR", env.data())
        .env("CANASTA_LANG", "en")
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
    let scorer = loop {
        match lines.next() {
            Some(Ok(line)) => {
                if line.starts_with("The scorer's page")
                    && let Some((_, a)) = line.rsplit_once(" is at ")
                {
                    break a.trim().to_string();
                }
            }
            _ => panic!("serve printed no scorer's address"),
        }
    };
    // Keep reading its stderr so it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Served {
        child,
        address,
        scorer,
    }
}

/// GET (or another method) `path` on the board's port: status and body.
pub(crate) fn request(address: &str, method: &str, path: &str) -> (u16, String) {
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
    // The page follows by itself, with its script as a file (no inline script).
    assert!(
        page.contains("<script src=\"/board.js\"></script>"),
        "{page}"
    );
    let (status, script) = request(&served.address, "GET", "/board.js");
    assert_eq!(status, 200);
    assert!(script.contains("new EventSource(events)"), "{script}");
    assert!(
        script.contains("setInterval"),
        "asked again when not pushed"
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
        // The sentence the sheet ends with, the same on every front end.
        part.contains(
            "Game over after 3 hands. Winner: &lt;b&gt;Smiths&lt;/b&gt;, with 5750 (by 4800)."
        ),
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
/// the script ran and opened the event stream) before and after a hand, the winner, the
/// escaped hostile name, and the refusal without the key. Skipped, saying so, where Chromium is not installed.
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
                // Not --virtual-time-budget: virtual time stops while a request is open,
                // and the page's event stream stays open. The page is read once loaded,
                // after its script ran.
                "--timeout=5000",
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
    // The script ran, under the page's Content-Security-Policy, and follows the pushed saves.
    assert!(before.contains("data-following=\"events\""), "{before}");
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

/// The board's `host:port`, as its address says it.
fn host_of(address: &str) -> String {
    address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("host:port")
        .to_string()
}

/// A connection to the board's port on the loopback.
fn connect(address: &str) -> TcpStream {
    let host = host_of(address);
    let port = host.rsplit(':').next().expect("port");
    let stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    stream
}

/// Send `text` as it is and read the whole answer (the request should close).
fn raw(address: &str, text: &str) -> String {
    let mut stream = connect(address);
    stream.write_all(text.as_bytes()).expect("request sent");
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

fn status_of(answer: &str) -> u16 {
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// The resident memory of a process, in kB.
fn rss_kb(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .expect("status")
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .expect("VmRSS")
}

/// A client that pipelines 5,000 requests and reads none of the answers does not stall
/// another client: the second one is answered within a second.
#[test]
fn a_client_that_reads_nothing_stalls_nobody_else() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let host = host_of(&served.address);
    let mut flood = connect(&served.address);
    flood
        .set_write_timeout(Some(Duration::from_secs(3)))
        .expect("timeout");
    let all = format!("GET / HTTP/1.1\r\nHost: {host}\r\n\r\n").repeat(5000);
    // Written from a thread: the board stops reading once its answers pile up unread.
    let writer = std::thread::spawn(move || {
        let _ = flood.write_all(all.as_bytes());
        flood
    });
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    let (status, part) = request(&served.address, "GET", "/board");
    let took = started.elapsed();
    eprintln!("answered beside the flood in {took:?}");
    assert_eq!(status, 200);
    assert!(part.contains("We"), "{part}");
    assert!(took < Duration::from_secs(1), "{took:?}");
    drop(writer.join());
}

/// A header line that never ends (300 MB, streamed) is refused once it passes the limit,
/// and the board does not grow by it; a head just over the limit gets 431, a long URL 414.
#[test]
fn a_huge_header_is_refused_and_costs_no_memory() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let host = host_of(&served.address);
    // Warm up, so the memory measured is that of a board at work.
    assert_eq!(request(&served.address, "GET", "/").0, 200);
    let before = rss_kb(served.child.id());
    let mut stream = connect(&served.address);
    stream
        .set_write_timeout(Some(Duration::from_secs(5)))
        .expect("timeout");
    write!(stream, "GET / HTTP/1.1\r\nHost: {host}\r\nX-Big: ").expect("head sent");
    let chunk = vec![b'a'; 64 * 1024];
    let mut sent = 0usize;
    let started = Instant::now();
    while sent < 300 * 1024 * 1024 && started.elapsed() < Duration::from_secs(10) {
        if stream.write_all(&chunk).is_err() {
            break;
        }
        sent += chunk.len();
    }
    let after = rss_kb(served.child.id());
    eprintln!(
        "sent {} kB of one header before the board closed; its memory {before} kB -> {after} kB",
        sent / 1024
    );
    assert!(sent < 300 * 1024 * 1024, "the board read it all");
    assert!(
        after.saturating_sub(before) < 20 * 1024,
        "{before} -> {after}"
    );
    drop(stream);
    // Just over the limit: 431, and the board goes on.
    let big = "a".repeat(20 * 1024);
    let answer = raw(
        &served.address,
        &format!("GET / HTTP/1.1\r\nHost: {host}\r\nX-Big: {big}\r\nConnection: close\r\n\r\n"),
    );
    assert_eq!(status_of(&answer), 431, "{answer}");
    let long = "a".repeat(3000);
    let answer = raw(
        &served.address,
        &format!("GET /?{long} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
    );
    assert_eq!(status_of(&answer), 414, "{answer}");
    assert_eq!(request(&served.address, "GET", "/").0, 200);
}

/// 200 idle connections do not keep a new client waiting, and an idle connection is cut
/// once its request has not come within the header timeout (5 seconds).
#[test]
fn idle_connections_keep_nobody_out() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let opened = Instant::now();
    let idle: Vec<TcpStream> = (0..200).map(|_| connect(&served.address)).collect();
    let started = Instant::now();
    let (status, part) = request(&served.address, "GET", "/board");
    eprintln!(
        "answered beside 200 idle connections in {:?}",
        started.elapsed()
    );
    assert_eq!(status, 200);
    assert!(part.contains("We"), "{part}");
    assert!(started.elapsed() < Duration::from_secs(2));
    let mut first = &idle[0];
    let mut rest = Vec::new();
    // Closed by the board: an end of file (or a reset), not this test's own read timeout.
    let cut = match first.read_to_end(&mut rest) {
        Ok(_) => true,
        Err(e) => e.kind() == std::io::ErrorKind::ConnectionReset,
    };
    eprintln!("an idle connection was cut after {:?}", opened.elapsed());
    assert!(cut, "the idle connection was left open");
    assert!(opened.elapsed() < Duration::from_secs(8));
}

/// Out of file descriptors (a limit of 20: about 10 of its own and room for 10
/// connections, fewer than one address's share of 16), the board does not die nor stay
/// deaf: once the clients leave, it answers again.
#[test]
fn out_of_file_descriptors_the_board_recovers() {
    if Command::new("prlimit").arg("--version").output().is_err() {
        eprintln!("skipped: prlimit is not installed (util-linux)");
        return;
    }
    let env = Env::new();
    env.classic();
    let mut served = serve_under(&env, "127.0.0.1:0", &["prlimit", "--nofile=20:20", "--"]);
    assert_eq!(request(&served.address, "GET", "/").0, 200);
    let idle: Vec<TcpStream> = (0..100).map(|_| connect(&served.address)).collect();
    // Let the board take what it can, and fail to take the rest.
    std::thread::sleep(Duration::from_millis(500));
    let open = std::fs::read_dir(format!("/proc/{}/fd", served.child.id()))
        .map(|d| d.count())
        .unwrap_or(0);
    eprintln!("the board holds {open} of its 20 file descriptors");
    assert!(open >= 18, "the limit was not reached: {open}");
    drop(idle);
    let started = Instant::now();
    let answered = loop {
        let host = host_of(&served.address);
        let answer = raw(
            &served.address,
            &format!("GET /board HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        );
        if status_of(&answer) == 200 && answer.contains("We") {
            break true;
        }
        if started.elapsed() > Duration::from_secs(5) {
            break false;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    eprintln!(
        "answering again {:?} after the clients left",
        started.elapsed()
    );
    assert!(answered, "the board stayed deaf");
    assert!(
        served.child.try_wait().expect("status").is_none(),
        "the board died"
    );
}

/// Only requests naming the board in their `Host` header are answered (against DNS
/// rebinding): another name gets 421 and no game.
#[test]
fn another_host_gets_no_game() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let host = host_of(&served.address);
    let port = host.rsplit(':').next().expect("port");
    for (name, status) in [
        ("evil.example".to_string(), 421),
        (format!("evil.example:{port}"), 421),
        (format!("127.0.0.1:{port}0"), 421),
        (format!("localhost:{port}"), 200),
        (host.clone(), 200),
    ] {
        let answer = raw(
            &served.address,
            &format!("GET / HTTP/1.1\r\nHost: {name}\r\nConnection: close\r\n\r\n"),
        );
        assert_eq!(status_of(&answer), status, "{name}: {answer}");
        assert_eq!(answer.contains("They"), status == 200, "{name}: {answer}");
    }
    // No Host at all: refused too.
    let answer = raw(&served.address, "GET / HTTP/1.0\r\n\r\n");
    assert_eq!(status_of(&answer), 421, "{answer}");
}

/// The page's Content-Security-Policy allows no inline script, no framing and no base;
/// the page has no inline script to allow.
#[test]
fn the_page_allows_no_inline_script() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let host = host_of(&served.address);
    let answer = raw(
        &served.address,
        &format!("GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
    );
    let (head, page) = answer.split_once("\r\n\r\n").expect("head and body");
    let head = head.to_ascii_lowercase();
    let csp = head
        .lines()
        .find_map(|l| l.strip_prefix("content-security-policy:"))
        .expect("a CSP")
        .trim()
        .to_string();
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert!(csp.contains("script-src 'self'"), "{csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert!(csp.contains("base-uri 'none'"), "{csp}");
    assert!(head.contains("x-content-type-options: nosniff"), "{head}");
    assert!(head.contains("referrer-policy: no-referrer"), "{head}");
    assert!(head.contains("cache-control: no-store"), "{head}");
    // The board's own script, and the one the three pages share (the look, the screen
    // kept on), both files.
    assert_eq!(page.matches("<script").count(), 2, "{page}");
    assert!(
        page.contains("<script src=\"/board.js\"></script>"),
        "{page}"
    );
    assert!(page.contains("<script src=\"/app.js\"></script>"), "{page}");
    assert!(!page.contains("<style"), "{page}");
}

/// A wrong key: 403, and a page with no script, so it asks nothing more; the events too.
#[test]
fn a_wrong_key_gets_a_page_that_asks_nothing() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "0.0.0.0:0");
    let key = served
        .address
        .split_once("?key=")
        .map(|(_, k)| k.to_string())
        .expect("a key");
    // One character changed (a key ending in `0` made this the right key: a flake).
    let last = if key.ends_with('0') { '1' } else { '0' };
    let wrong = format!("{}{last}", &key[..key.len() - 1]);
    for path in [
        format!("/?key={wrong}"),
        format!("/?key={key}0"),
        "/".to_string(),
        format!("/events?key={wrong}"),
        format!("/chart.svg?key={wrong}"),
    ] {
        let (status, page) = request(&served.address, "GET", &path);
        assert_eq!(status, 403, "{path}");
        assert!(!page.contains("<script"), "{path}: {page}");
        assert!(!page.contains("data-part"), "{path}: {page}");
        assert!(!page.contains("They"), "{path}: {page}");
    }
    let (status, page) = request(&served.address, "GET", &format!("/?key={key}"));
    assert_eq!(status, 200);
    assert!(page.contains("<script src=\"/board.js\">"), "{page}");
}

/// A damaged or missing game shows its reason in one line, without the data folder's path.
#[test]
fn a_damaged_game_shows_no_path() {
    let env = Env::new();
    env.classic();
    env.run(&["record", "We: out 1n 300", "They: 90 -40"]).ok();
    let served = serve(&env, "127.0.0.1:0");
    let folder = env.data().display().to_string();
    let text = env.game_text("1");
    for damaged in [
        text.replacen("melded: 300", "melded: 301", 1),
        "hands: [this is not a game".to_string(),
    ] {
        std::fs::write(env.game_file("1"), &damaged).expect("damage");
        for path in ["/", "/board", "/chart.svg"] {
            let (_, page) = request(&served.address, "GET", path);
            assert!(
                page.contains("game 1 cannot be read (damaged file)"),
                "{path}: {page}"
            );
            assert!(page.contains("canasta show"), "{path}: {page}");
            assert!(!page.contains(&folder), "{path}: {page}");
            assert!(!page.contains(".yaml"), "{path}: {page}");
        }
    }
    std::fs::remove_file(env.game_file("1")).expect("gone");
    let (_, part) = request(&served.address, "GET", "/board");
    assert!(part.contains("The game cannot be shown"), "{part}");
    assert!(!part.contains(&folder), "{part}");
}

/// A hand recorded from the command line is pushed to an open page (`/events`) at once:
/// within 100 ms of the command's end as a rule (asserted: half a second, for a loaded
/// machine).
#[test]
fn a_save_is_pushed_at_once() {
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let host = host_of(&served.address);
    let mut stream = connect(&served.address);
    write!(
        stream,
        "GET /events HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .expect("asked");
    let (tell, heard) = std::sync::mpsc::channel::<(&str, Instant)>();
    let reader = std::thread::spawn(move || {
        let mut seen = String::new();
        let mut buf = [0u8; 4096];
        let mut opened = false;
        while let Ok(n) = stream.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.push_str(&String::from_utf8_lossy(&buf[..n]));
            if !opened && seen.contains("text/event-stream") && seen.contains("</table>") {
                opened = true;
                let _ = tell.send(("opened", Instant::now()));
            }
            // Classic (seed 001): We natural 500 + out 100 + 300 = 900; They 90 - 40 = 50.
            if seen.contains("<td>Total</td><td>900</td><td>50</td>") {
                let _ = tell.send(("pushed", Instant::now()));
                break;
            }
        }
    });
    let (what, _) = heard
        .recv_timeout(Duration::from_secs(5))
        .expect("the events open");
    assert_eq!(what, "opened");
    env.run(&["record", "We: out 1n 300", "They: 90 -40"]).ok();
    let recorded = Instant::now();
    let (what, at) = heard
        .recv_timeout(Duration::from_secs(5))
        .expect("the save is pushed");
    assert_eq!(what, "pushed");
    let took = at.saturating_duration_since(recorded);
    eprintln!("the save was pushed {took:?} after `canasta record` ended");
    assert!(took < Duration::from_millis(500), "{took:?}");
    drop(reader);
}

/// Issue 30, item 4: one machine's 400 idle connections, reopened as soon as they are
/// cut, hold at most its own share (16); another machine (here 127.0.0.2, on the same
/// loopback) is answered within 200 ms every time. Before, the 400 held all 256 slots and
/// the others waited seconds.
#[test]
fn one_address_cannot_take_the_board_from_everyone() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let env = Env::new();
    env.classic();
    let served = serve(&env, "127.0.0.1:0");
    let host = served
        .address
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let port: u16 = host
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("port");
    let stop = Arc::new(AtomicBool::new(false));
    let opened = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let flooder = {
        let (stop, opened) = (stop.clone(), opened.clone());
        std::thread::spawn(move || {
            let mut held: Vec<TcpStream> = Vec::new();
            while !stop.load(Ordering::SeqCst) {
                // Those cut by the board are opened again.
                held.retain(|s| {
                    let _ = s.set_nonblocking(true);
                    let mut byte = [0u8; 1];
                    matches!((&*s).read(&mut byte), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
                });
                while held.len() < 400 && !stop.load(Ordering::SeqCst) {
                    match TcpStream::connect(("127.0.0.1", port)) {
                        Ok(s) => {
                            opened.fetch_add(1, Ordering::SeqCst);
                            held.push(s);
                        }
                        Err(_) => break,
                    }
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        })
    };
    // The flood is on: 400 held, and those cut opened again.
    let deadline = Instant::now() + Duration::from_secs(20);
    while opened.load(Ordering::SeqCst) <= 800 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        opened.load(Ordering::SeqCst) > 800,
        "the flood reopened what was cut"
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .expect("a runtime");
    let mut times = Vec::new();
    for _ in 0..10 {
        let started = Instant::now();
        let mut stream = runtime.block_on(async {
            let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
            socket
                .bind("127.0.0.2:0".parse().expect("an address"))
                .expect("bound to 127.0.0.2");
            socket
                .connect(([127, 0, 0, 1], port).into())
                .await
                .expect("connected")
                .into_std()
                .expect("a std stream")
        });
        stream.set_nonblocking(false).expect("blocking");
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .expect("timeout");
        write!(
            stream,
            "GET /board.css HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
        )
        .expect("asked");
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        times.push(started.elapsed());
        std::thread::sleep(Duration::from_millis(50));
    }
    stop.store(true, Ordering::SeqCst);
    flooder.join().expect("the flooder");
    times.sort();
    eprintln!("answers beside the flood: {times:?}");
    // The median within 200 ms, and none near the seconds the flood cost before (the
    // test machine may be busy with the other tests).
    assert!(times[5] < Duration::from_millis(200), "{times:?}");
    assert!(times[9] < Duration::from_secs(1), "{times:?}");
}

/// Issue 30, item 12: `serve --tls CERT KEY` serves the board and the scorer's page over
/// HTTPS (a self-signed certificate made here, as a club would make one), so the scorer's
/// key never crosses the network in clear; the same port answers nothing in clear; files
/// that are not a certificate and its key are refused, named.
#[test]
fn the_board_over_https_with_a_self_signed_certificate() {
    use std::sync::Arc;
    use tokio_rustls::rustls;
    let env = Env::new();
    env.classic();
    let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()])
        .expect("a self-signed certificate");
    let cert = env.file("cert.pem", &made.cert.pem());
    let key = env.file("key.pem", &made.signing_key.serialize_pem());
    let (cert_arg, key_arg) = (cert.display().to_string(), key.display().to_string());
    let served = serve_with(&env, "127.0.0.1:0", &[], &["--tls", &cert_arg, &key_arg]);
    assert!(served.address.starts_with("https://"), "{}", served.address);
    assert!(served.scorer.starts_with("https://"), "{}", served.scorer);
    let host = served
        .address
        .trim_start_matches("https://")
        .trim_end_matches('/')
        .to_string();
    let port = host.rsplit(':').next().expect("port").to_string();
    let scorer_key = served
        .scorer
        .rsplit_once("#k=")
        .expect("the key")
        .1
        .to_string();
    // A phone that trusts the certificate.
    let mut roots = rustls::RootCertStore::empty();
    roots.add(made.cert.der().clone()).expect("trusted");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    let name = rustls_pki_types::ServerName::try_from("localhost").expect("a name");
    let connection = rustls::ClientConnection::new(Arc::new(config), name).expect("a client");
    let tcp = TcpStream::connect(format!("127.0.0.1:{port}")).expect("connected");
    tcp.set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    let mut tls = rustls::StreamOwned::new(connection, tcp);
    write!(
        tls,
        "GET /api/state HTTP/1.1\r\nHost: {host}\r\nX-Canasta-Key: {scorer_key}\r\nConnection: close\r\n\r\n"
    )
    .expect("asked");
    let mut answer = String::new();
    let _ = tls.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"version\""), "{answer}");
    // In clear, the same port gives no page.
    let answer = raw(
        &format!("http://{host}/"),
        &format!("GET /board HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
    );
    assert!(!answer.contains("We"), "{answer}");
    drop(served);
    // The key given as the certificate: refused, named.
    let run = env.run(&[
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--tls",
        &key_arg,
        &key_arg,
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("holds no certificate"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("key.pem"), "{}", run.stderr);
    // Issue 42: another certificate's key is said as such, not as rustls's "KeyMismatch".
    let other = rcgen::generate_simple_self_signed(vec!["localhost".to_string()])
        .expect("another certificate");
    let other_key = env.file("other-key.pem", &other.signing_key.serialize_pem());
    let run = env.run(&[
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--tls",
        &cert_arg,
        &other_key.display().to_string(),
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("is not the key of the certificate")
            && !run.stderr.contains("KeyMismatch"),
        "{}",
        run.stderr
    );
    // A file over the limit of 256 KB given as the certificate: said in KB, not "0 MB".
    let big = env.file("big.pem", &"x".repeat(300 * 1024));
    let run = env.run(&[
        "serve",
        "--listen",
        "127.0.0.1:0",
        "--tls",
        &big.display().to_string(),
        &key_arg,
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("at most 256 KB") && !run.stderr.contains("0 MB"),
        "{}",
        run.stderr
    );
}
