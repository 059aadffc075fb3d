//! The live board: `canasta serve`, a small read-only web page of the current game for the
//! phones at the table.
//!
//! One synchronous HTTP server (tiny_http). Every request reads the game file again, so the
//! page shows whatever was saved last, from the command line or table mode, and a file
//! damaged meanwhile shows its reason instead of stale numbers. The page asks for its part
//! every second and swaps it in, so it follows each save within two seconds. Nothing a
//! request says changes anything: only GET and HEAD are answered, on three paths (`/`, the
//! page; `/board`, its part; `/chart.svg`), anything else gets a 4xx. Every name is
//! escaped. Off the loopback address, every request must carry the board's random key
//! (`?key=...`), which is in the address the QR code shows.

use std::io::Cursor;

use anyhow::{Context, Result};
use tiny_http::{Header, Method, Response, Server, StatusCode};

use crate::chart::{escape, svg};
use crate::game;
use crate::ledger::Report;
use crate::render;
use crate::store::Store;

/// Where the board listens, and what it shows.
pub struct Board {
    pub listen: String,
    /// The game to show; `None`: the current game, whichever it is at each request.
    pub game: Option<String>,
}

/// A started board: its address (with the key, if one is needed) and the server.
pub struct Serving {
    pub address: String,
    server: Server,
    key: Option<String>,
}

/// A random key of 16 hex digits.
fn new_key() -> Result<String> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no random key: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Start listening. Off the loopback address a key is made and required.
pub fn start(board: &Board) -> Result<Serving> {
    let server = Server::http(&board.listen).map_err(|e| {
        anyhow::anyhow!(
            "cannot listen on {}: {e}; give another --listen ADDRESS:PORT",
            board.listen
        )
    })?;
    let local = server
        .server_addr()
        .to_ip()
        .context("the board has no IP address")?;
    let loopback = local.ip().is_loopback();
    let key = if loopback { None } else { Some(new_key()?) };
    // A phone needs the machine's address on the network, not 0.0.0.0.
    let host = if local.ip().is_unspecified() {
        local_ip().unwrap_or_else(|| local.ip().to_string())
    } else {
        local.ip().to_string()
    };
    // An IPv6 address goes in brackets in a URL.
    let host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    let address = match &key {
        Some(k) => format!("http://{host}:{}/?key={k}", local.port()),
        None => format!("http://{host}:{}/", local.port()),
    };
    Ok(Serving {
        address,
        server,
        key,
    })
}

/// The address of this machine on the local network, as the phones reach it: the one the
/// system would send from (no packet is sent).
fn local_ip() -> Option<String> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    Some(socket.local_addr().ok()?.ip().to_string())
}

/// The address as a QR code, drawn with block characters for a terminal.
pub fn qr(address: &str) -> String {
    match qrcode::QrCode::new(address.as_bytes()) {
        Ok(code) => code
            .render::<qrcode::render::unicode::Dense1x2>()
            .quiet_zone(true)
            .dark_color(qrcode::render::unicode::Dense1x2::Light)
            .light_color(qrcode::render::unicode::Dense1x2::Dark)
            .build(),
        Err(_) => String::new(),
    }
}

impl Serving {
    /// Answer requests until the process ends.
    pub fn run(&self, store: &Store, board: &Board) {
        for request in self.server.incoming_requests() {
            let (status, kind, body) = answer(store, board, self.key.as_deref(), &request);
            let head = *request.method() == Method::Head;
            let body = if head { Vec::new() } else { body.into_bytes() };
            let length = body.len();
            let mut response = Response::new(
                StatusCode(status),
                vec![
                    header("Content-Type", kind),
                    header("Cache-Control", "no-store"),
                    header("X-Content-Type-Options", "nosniff"),
                    header(
                        "Content-Security-Policy",
                        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self'; connect-src 'self'",
                    ),
                ],
                Cursor::new(body),
                Some(length),
                None,
            );
            response.add_header(header("Referrer-Policy", "no-referrer"));
            // A phone that went away mid-answer is no error of ours.
            let _ = request.respond(response);
        }
    }
}

fn header(name: &str, value: &str) -> Header {
    // Both are ASCII literals here, so this cannot fail; a failure would only drop it.
    Header::from_bytes(name.as_bytes(), value.as_bytes()).unwrap_or_else(|()| {
        Header::from_bytes(&b"X-Canasta"[..], &b"1"[..]).unwrap_or_else(|()| unreachable!())
    })
}

/// The answer to one request: status, content type, body.
fn answer(
    store: &Store,
    board: &Board,
    key: Option<&str>,
    request: &tiny_http::Request,
) -> (u16, &'static str, String) {
    const HTML: &str = "text/html; charset=utf-8";
    if !matches!(request.method(), Method::Get | Method::Head) {
        return (
            405,
            "text/plain; charset=utf-8",
            "The board only shows; nothing can be changed here.\n".into(),
        );
    }
    let url = request.url();
    let (path, query) = url.split_once('?').unwrap_or((url, ""));
    let given = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("key="))
        .unwrap_or("");
    if let Some(key) = key
        && given != key
    {
        return (
            403,
            HTML,
            page_shell(
                "Canasta",
                "<p>This board needs its key: scan the QR code shown where it was started.</p>",
                "",
            ),
        );
    }
    let key_query = key.map(|k| format!("?key={k}")).unwrap_or_default();
    match path {
        "/" => (
            200,
            HTML,
            page_shell("Canasta", &fragment(store, board, &key_query), &key_query),
        ),
        "/board" => (200, HTML, fragment(store, board, &key_query)),
        "/chart.svg" => match load(store, board) {
            Ok((_, _, report)) => (200, "image/svg+xml", svg(&report)),
            Err(why) => (404, "text/plain; charset=utf-8", why),
        },
        _ => (
            404,
            "text/plain; charset=utf-8",
            "Not here: the board is at /.\n".into(),
        ),
    }
}

/// The game to show, read again from its file.
fn load(
    store: &Store,
    board: &Board,
) -> std::result::Result<(String, crate::ledger::GameLog, Report), String> {
    match game::open(store, board.game.as_deref()) {
        Ok(opened) => Ok((opened.id, opened.log, opened.report)),
        Err(e) => Err(format!("{e:#}").replace('\n', " ")),
    }
}

/// The page: its part, and a script that asks for the part again every second.
fn page_shell(title: &str, body: &str, key_query: &str) -> String {
    format!(
        r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 0; padding: 12px; background: #f6f6f2; color: #111; }}
h1 {{ font-size: 1.15rem; margin: 0 0 6px; }}
.status {{ font-size: 1rem; margin: 6px 0; }}
.winner {{ font-size: 1.3rem; font-weight: bold; color: #064; margin: 8px 0; }}
.damaged {{ color: #a00; font-weight: bold; }}
table {{ border-collapse: collapse; width: 100%; font-size: 0.95rem; background: #fff; }}
th, td {{ border: 1px solid #ccc; padding: 4px 6px; text-align: right; }}
th:first-child, td:first-child {{ text-align: left; }}
.totals td {{ font-weight: bold; }}
h2 {{ font-size: 1rem; margin: 14px 0 4px; }}
svg {{ max-width: 100%; height: auto; background: #fff; }}
</style></head>
<body><div id="board">{body}</div>
<script>
setInterval(function () {{
  fetch("/board{key_query}", {{cache: "no-store"}}).then(function (r) {{ return r.ok ? r.text() : null; }})
    .then(function (t) {{ if (t !== null && t !== document.getElementById("board").innerHTML) document.getElementById("board").innerHTML = t; }})
    .catch(function () {{}});
}}, 1000);
</script></body></html>
"#
    )
}

/// The board's part: the game's name, its standing, the sheet, the last hand's lines and
/// the chart, every name escaped.
fn fragment(store: &Store, board: &Board, _key_query: &str) -> String {
    let (id, log, report) = match load(store, board) {
        Ok(found) => found,
        Err(why) => {
            return format!(
                "<h1>Canasta</h1><p class=\"damaged\">The game cannot be shown: {}</p>",
                escape(&why)
            );
        }
    };
    let mut out = format!(
        "<h1>Game {} ({}): {}</h1>\n",
        escape(&id),
        escape(&log.variant),
        escape(&render::sides_line(&log))
    );
    if report.finished {
        let words = match (&report.winner, report.margin) {
            (Some(w), Some(m)) => {
                format!("Winner: {}, with {} (by {m}).", escape(w), report.totals[w])
            }
            _ => format!("Shared win: {}.", escape(&report.winners.join(" and "))),
        };
        out.push_str(&format!("<p class=\"winner\">Game over. {words}</p>\n"));
    } else {
        for line in render::status(&report).lines() {
            out.push_str(&format!("<p class=\"status\">{}</p>\n", escape(line)));
        }
    }
    // The sheet: each hand's scores and the totals.
    out.push_str("<table><thead><tr><th>Hand</th>");
    for side in &report.sides {
        out.push_str(&format!("<th>{}</th>", escape(side)));
    }
    out.push_str("</tr></thead><tbody>\n");
    for hand in &report.hands {
        out.push_str(&format!(
            "<tr><td>{} <small>{}</small></td>",
            hand.number,
            escape(&hand.dealer)
        ));
        for side in &report.sides {
            let out_mark = if hand.went_out.as_deref() == Some(side) {
                " *"
            } else {
                ""
            };
            out.push_str(&format!(
                "<td>{}{out_mark}<br><small>{}</small></td>",
                render::signed(hand.scores[side]),
                hand.totals[side]
            ));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("<tr class=\"totals\"><td>Total</td>");
    for side in &report.sides {
        out.push_str(&format!("<td>{}</td>", report.totals[side]));
    }
    out.push_str("</tr></tbody></table>\n");
    if let Some(last) = report.hands.last() {
        out.push_str(&format!("<h2>Hand {}</h2>\n<table>", last.number));
        for side in &report.sides {
            out.push_str(&format!(
                "<tr><th colspan=\"2\">{}: {}</th></tr>",
                escape(side),
                render::signed(last.scores[side])
            ));
            for line in &last.lines[side] {
                out.push_str(&format!(
                    "<tr><td>{}</td><td>{}</td></tr>",
                    escape(&render::line_text(line)),
                    render::signed(line.points)
                ));
            }
        }
        out.push_str("</table>\n");
        out.push_str("<h2>Running totals</h2>\n");
        out.push_str(&svg(&report));
    }
    out
}
