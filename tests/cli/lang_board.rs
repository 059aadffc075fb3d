//! The board in each phone's language: one `canasta serve`, and each request answered in
//! the language its `Accept-Language` header asks for (the board's own language when it
//! names none), the page saying which (`<html lang="...">`). Numbers are never grouped.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::harness::Env;

/// A running `canasta serve`, stopped when dropped.
struct Served {
    child: Child,
    address: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `canasta serve` speaking `lang` itself; `said` is how it starts the line with its
/// address, in that language.
fn serve(env: &Env, listen: &str, lang: &str, said: &str) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_canasta"))
        .args(["serve", "--listen", listen])
        .env("CANASTA_DATA_DIR", env.data())
        .env("CANASTA_LANG", lang)
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
                if let Some(a) = line.strip_prefix(said) {
                    break a.trim().to_string();
                }
            }
            _ => panic!("serve printed no address after {said:?}"),
        }
    };
    std::thread::spawn(move || for _ in lines {});
    Served { child, address }
}

/// The board's `host:port`.
fn host(address: &str) -> String {
    address
        .trim_start_matches("http://")
        .split('/')
        .next()
        .expect("host:port")
        .to_string()
}

/// GET `path` with this `Accept-Language` (none if `None`): status and body.
fn get(address: &str, path: &str, language: Option<&str>) -> (u16, String) {
    let host = host(address);
    let port = host.rsplit(':').next().expect("port");
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    let accept = language.map_or(String::new(), |l| format!("Accept-Language: {l}\r\n"));
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\n{accept}Connection: close\r\n\r\n"
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

/// A game with two hands: We 1800, They 100.
fn two_hands() -> Env {
    let env = Env::new();
    env.run(&["new", "--side", "We", "--side", "They"]).ok();
    env.run(&["record", "We: out 1n 300", "They: 90 -40"]).ok();
    env.run(&["record", "We: out 1n 300", "They: 90 -40"]).ok();
    env
}

/// One server, two phones: the Italian one gets Italian, the English one English, turn
/// and turn about, each page in its own language with the same numbers, never grouped.
#[test]
fn each_phone_gets_its_language_from_one_board() {
    let env = two_hands();
    let served = serve(&env, "127.0.0.1:0", "en", "The board is at ");
    for _ in 0..2 {
        let (status, it) = get(&served.address, "/", Some("it-IT,it;q=0.9"));
        assert_eq!(status, 200);
        assert!(it.contains("<html lang=\"it\">"), "{it}");
        assert!(it.contains("<h1>Partita 1 (classic): "), "{it}");
        assert!(it.contains("<th>Mano</th>"), "{it}");
        assert!(
            it.contains("<td>Totale</td><td>1800</td><td>100</td>"),
            "{it}"
        );
        assert!(it.contains("<h2>Mano 2</h2>"), "{it}");
        assert!(it.contains("<h2>Totali progressivi</h2>"), "{it}");
        // (The chart's own words are the chart's: only the page's are looked at here.)
        assert!(!it.contains("<h2>Running totals"), "{it}");
        assert!(!it.contains("1.800"), "numbers are never grouped: {it}");

        let (status, en) = get(&served.address, "/", Some("en"));
        assert_eq!(status, 200);
        assert!(en.contains("<html lang=\"en\">"), "{en}");
        assert!(en.contains("<h1>Game 1 (classic): "), "{en}");
        assert!(en.contains("<th>Hand</th>"), "{en}");
        assert!(
            en.contains("<td>Total</td><td>1800</td><td>100</td>"),
            "{en}"
        );
        assert!(en.contains("<h2>Running totals</h2>"), "{en}");
        assert!(!en.contains("Totali progressivi"), "{en}");
    }
    // The part the script asks for, in the phone's language too.
    let (status, part) = get(&served.address, "/board", Some("de-AT,de;q=0.9,en;q=0.5"));
    assert_eq!(status, 200);
    assert!(part.starts_with("<h1>Partie 1 (classic): "), "{part}");
    assert!(
        part.contains("<td>Gesamt</td><td>1800</td><td>100</td>"),
        "{part}"
    );
    assert!(part.contains("<h2>Runde 2</h2>"), "{part}");
    // A language there is none of: English; none named: the board's own (English here).
    let (_, fr) = get(&served.address, "/", Some("fr-FR,fr;q=0.9"));
    assert!(
        fr.contains("<html lang=\"en\">") && fr.contains("Running totals"),
        "{fr}"
    );
    let (_, none) = get(&served.address, "/", None);
    assert!(none.contains("<html lang=\"en\">"), "{none}");
}

/// The pushed part (`/events`) is in the language of the page that follows it.
#[test]
fn the_pushed_part_is_in_the_pages_language() {
    let env = two_hands();
    let served = serve(&env, "127.0.0.1:0", "en", "The board is at ");
    let host = host(&served.address);
    let port = host.rsplit(':').next().expect("port");
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the board answers");
    stream
        .set_read_timeout(Some(Duration::from_secs(2)))
        .expect("timeout");
    write!(
        stream,
        "GET /events HTTP/1.1\r\nHost: {host}\r\nAccept-Language: pt-BR\r\nConnection: close\r\n\r\n"
    )
    .expect("request sent");
    let mut seen = Vec::new();
    let started = Instant::now();
    let mut buffer = [0u8; 4096];
    while started.elapsed() < Duration::from_secs(10)
        && !String::from_utf8_lossy(&seen).contains("Totais acumulados")
    {
        match stream.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => seen.extend_from_slice(&buffer[..n]),
            Err(_) => {}
        }
    }
    let seen = String::from_utf8_lossy(&seen);
    assert!(seen.contains("data: <h1>Partida 1 (classic): "), "{seen}");
    assert!(seen.contains("<h2>Totais acumulados</h2>"), "{seen}");
    assert!(!seen.contains("<h2>Running totals"), "{seen}");
}

/// A board started in Spanish speaks Spanish to a phone that names no language, and
/// German to one that asks for it; the refusals and the page without its key too.
#[test]
fn refusals_and_the_keyless_page_are_in_the_phones_language() {
    let env = two_hands();
    let served = serve(&env, "0.0.0.0:0", "es", "El tablero está en ");
    let key = served
        .address
        .split_once("?key=")
        .map(|(_, k)| k.to_string())
        .expect("an address with a key");
    let (status, page) = get(&served.address, "/", Some("de-DE"));
    assert_eq!(status, 403);
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(page.contains("braucht ihren Schlüssel"), "{page}");
    assert!(!page.contains("<script"), "{page}");
    let (status, page) = get(&served.address, "/", None);
    assert_eq!(status, 403);
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    assert!(page.contains("necesita su clave"), "{page}");
    let (status, text) = get(&served.address, &format!("/nowhere?key={key}"), None);
    assert_eq!(status, 404);
    assert_eq!(text, "Acá no: el tablero está en /.\n");
    let (status, text) = get(&served.address, &format!("/nowhere?key={key}"), Some("it"));
    assert_eq!(status, 404);
    assert_eq!(text, "Non qui: il tabellone è su /.\n");
    let (status, page) = get(&served.address, &format!("/?key={key}"), None);
    assert_eq!(status, 200);
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    assert!(page.contains("<h2>Totales acumulados</h2>"), "{page}");
}

/// A game that cannot be shown says why in the phone's language.
#[test]
fn why_a_game_cannot_be_shown_is_in_the_phones_language() {
    let env = two_hands();
    let path = env.game_file("1");
    std::fs::write(&path, "not: [a game").expect("damaged");
    let served = serve(&env, "127.0.0.1:0", "en", "The board is at ");
    let (status, part) = get(&served.address, "/board", Some("pt-BR,pt;q=0.9"));
    assert_eq!(status, 200);
    assert!(
        part.contains("Não é possível mostrar a partida: não é possível ler a partida 1"),
        "{part}"
    );
    assert!(part.contains("use `canasta show` na mesa"), "{part}");
    let (_, part) = get(&served.address, "/board", Some("en-GB"));
    assert!(
        part.contains("The game cannot be shown: game 1 cannot be read"),
        "{part}"
    );
}

/// Hand and Foot's deals are rounds: the board names them with each language's word for
/// a round where it has one (`Ronda`, `Giro`), and English as it always has.
#[test]
fn a_variants_own_term_is_each_languages_word() {
    let env = Env::new();
    env.run(&["new", "--variant", "hand-and-foot"]).ok();
    let served = serve(&env, "127.0.0.1:0", "en", "The board is at ");
    for (language, header) in [
        ("es-UY", "<th>Ronda</th>"),
        ("it", "<th>Giro</th>"),
        ("de", "<th>Runde</th>"),
        ("pt-BR", "<th>Rodada</th>"),
        ("en-US", "<th>Hand</th>"),
    ] {
        let (status, part) = get(&served.address, "/board", Some(language));
        assert_eq!(status, 200);
        assert!(part.contains(header), "{language}: {part}");
    }
}
