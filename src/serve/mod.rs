//! The live board: `canasta serve`, a small read-only web page of the current game for the
//! phones at the table.
//!
//! The stack: hyper 1 (HTTP/1.1 only) on a current-thread tokio runtime made inside
//! [`Serving::run`], so the rest of the program stays synchronous. hyper rather than axum:
//! the board has six fixed paths and no forms, so a router, extractors and tower layers
//! would add 13 crates (axum, axum-core, tower, tower-layer, tower-service, matchit,
//! futures-util, the tokio-macros proc-macro, ...) and build time for nothing it needs;
//! axum's own `serve` takes neither hyper's header-read timeout nor a connection cap, so
//! the accept loop here would be written anyway; the server-sent events are one small body
//! type. hyper, hyper-util, tokio (rt, net, time, sync), http-body-util and subtle add 14
//! crates and take tiny_http's 4 away. Measured with the release profile (LTO, one codegen
//! unit, stripped), clean builds on the shared 2-core machine (load 4 to 5 from others, so
//! the times are rough): target/release/canasta was 4,602,360 bytes with tiny_http, built
//! in 117 s; it is 4,797,808 bytes now (+195 KB, +4 %), built in 132 s (+15 s).
//!
//! What keeps it up, whoever reaches it:
//! - one task per connection (no thread an idle client can hold), at most
//!   [`MAX_CONNECTIONS`] at once: when full, the next ones wait in the kernel's queue until
//!   one ends; a failed accept (no file descriptors left) pauses the loop briefly and it
//!   goes on, so the board answers again as soon as clients leave;
//! - the request's head must arrive within [`HEADER_TIMEOUT`], also on an idle kept-alive
//!   connection, and may be at most [`MAX_HEAD`] bytes (431 beyond; 414 for a long URL);
//! - an answer the client does not read for [`WRITE_STALL`] closes its connection, so
//!   pipelined requests nobody reads hold nothing for long, and stall only their own task;
//! - the `Host` header must name this board (its address, and `localhost` on the
//!   loopback): anything else gets 421 and no game, so a page on another site cannot read
//!   the board through DNS rebinding;
//! - off the loopback address every request must carry the board's random key
//!   (`?key=...`, in the address the QR code shows), compared in constant time;
//! - no inline script or style: `/board.js` and `/board.css`, and a
//!   Content-Security-Policy that allows only those (no frames, no base, no forms);
//!   the manifest, the icons and `/app.js` (`app.rs`) carry no game and need no key;
//! - only GET and HEAD are answered (405 otherwise): nothing a request says changes
//!   anything; every name is escaped; a game that cannot be read shows its reason in one
//!   line, never the data folder's path.
//!
//! The push: one task, shared by all clients, looks at the game file's metadata (length,
//! modification time, inode) every [`WATCH_EVERY`]; when it changed, the game is read
//! again and its part sent to every page over `/events` (server-sent events, at most
//! [`MAX_EVENT_CLIENTS`] at once), so a save shows within about 50 ms. A request looks at
//! the metadata too, so `/board` is never older than the file. The game files are read
//! by the synchronous `game::open` inline, on the runtime's one thread: a game file is
//! small (read with a size limit, never blocking on a FIFO), it is read only when its
//! metadata changed, and `spawn_blocking` would start threads, which are what ran out
//! before.
//!
//! The languages: each request's `Accept-Language` header chooses the language of what it
//! is answered (the page, the part, the chart, a refusal; the board's own language when a
//! phone names none), rendered inside `i18n::in_language`. A game read once is shown in
//! every language: its part and chart are made for a language the first time a page asks
//! for it, and kept until the game changes.

mod error;
mod fair;
pub use error::{Error, Result};
mod scorer;
mod stalling;
mod tables;
pub use tables::{sheet_rows, table_keys};
pub mod tls;

use stalling::Stalling;

use std::convert::Infallible;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock};
use std::task::{Context as TaskContext, Poll};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper::body::{Body, Frame, Incoming};
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use subtle::ConstantTimeEq;
use tokio::sync::{Semaphore, mpsc, watch};

use crate::game;
use crate::phone::{app, page};
use crate::render::chart::svg;
use crate::render::i18n::{self, Lang};
use crate::store::Store;

/// Connections open at once; more wait until one ends.
pub const MAX_CONNECTIONS: usize = 256;
/// How long a save from a phone waits for another canasta's lock before 503.
pub const LOCK_WAIT: Duration = Duration::from_secs(3);
/// Threads the scorer's calls may run on at once.
pub const SCORER_THREADS: usize = 16;
/// Pages following the pushed saves at once; more get 503 (and ask every few seconds).
pub const MAX_EVENT_CLIENTS: usize = 64;
/// A request's head (request line and headers) must arrive within this.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(5);
/// A request's head is at most this long.
pub const MAX_HEAD: usize = 16 * 1024;
/// A URL longer than this gets 414.
pub const MAX_URL: usize = 2048;
/// An answer left unread this long closes the connection.
pub const WRITE_STALL: Duration = Duration::from_secs(10);
/// How often the game file's metadata is looked at.
pub const WATCH_EVERY: Duration = Duration::from_millis(50);
/// A comment sent on a quiet event stream this often, so a page that went away is noticed.
const EVENT_KEEP_ALIVE: Duration = Duration::from_secs(15);
/// A game that could not be read is tried again after this, even if its file did not change
/// (the reason may have been passing: no file descriptor left).
const RETRY_UNREADABLE: Duration = Duration::from_secs(1);

const HTML: &str = "text/html; charset=utf-8";
const TEXT: &str = "text/plain; charset=utf-8";
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; \
                   connect-src 'self'; manifest-src 'self'; frame-ancestors 'none'; \
                   base-uri 'none'; form-action 'none'";

/// Where the board listens, and what it shows.
pub struct Board {
    pub listen: String,
    /// The game to show; `None`: the current game, whichever it is at each request.
    pub game: Option<String>,
    /// HTTPS: the certificate chain's and the private key's PEM files.
    pub tls: Option<(std::path::PathBuf, std::path::PathBuf)>,
    /// A tournament night (`serve --tournament NAME`): the board shows its seating and
    /// standings, and each table's phone, with its table's key, scores that table's game
    /// of the round in play.
    pub tournament: Option<String>,
}

/// A started board: its address (with the key, if one is needed), the scorer's address
/// (with the scorer's key after `#`), and its socket.
pub struct Serving {
    pub address: String,
    pub scorer_address: String,
    /// `http://host:port`, the start of both addresses.
    base: String,
    scorer_key: String,
    listener: std::net::TcpListener,
    key: Option<String>,
    /// The `Host` values that name this board (lower case, with the port).
    hosts: Vec<String>,
    /// HTTPS, when asked for (`serve --tls`).
    tls: Option<tokio_rustls::TlsAcceptor>,
}

/// The file in the data folder the scorer's key is kept in (owner-only).
pub const SCORER_KEY: &str = "scorer-key";
/// The file the board's key (to look, off this machine) is kept in.
pub const BOARD_KEY: &str = "board-key";

/// A random key of 16 hex digits.
fn new_key() -> crate::store::error::Result<String> {
    crate::disk::new_key()
}

/// An address as it is written in a URL (IPv6 in brackets).
fn url_host(ip: &str) -> String {
    if ip.contains(':') {
        format!("[{ip}]")
    } else {
        ip.to_string()
    }
}

/// Start listening. Off the loopback address a key is required: the board's key, kept in
/// the data folder (made the first time), as the scorer's key is, so a restarted board
/// takes every phone back without a new scan.
pub fn start(board: &Board, store: &Store) -> Result<Serving> {
    let listener = listen(&board.listen).map_err(|cause| Error::Listen {
        address: board.listen.clone(),
        cause,
    })?;
    let local = listener.local_addr().map_err(Error::NoAddress)?;
    let loopback = local.ip().is_loopback();
    let key = if loopback {
        None
    } else {
        Some(store.server_key(BOARD_KEY, &new_key)?)
    };
    // A phone needs the machine's address on the network, not 0.0.0.0.
    let host = if local.ip().is_unspecified() {
        local_ip().unwrap_or_else(|| local.ip().to_string())
    } else {
        local.ip().to_string()
    };
    let host = url_host(&host);
    let port = local.port();
    let tls = match &board.tls {
        Some((cert, key)) => Some(tls::acceptor(cert, key)?),
        None => None,
    };
    let scheme = if tls.is_some() { "https" } else { "http" };
    let address = match &key {
        Some(k) => format!("{scheme}://{host}:{port}/?key={k}"),
        None => format!("{scheme}://{host}:{port}/"),
    };
    let base = format!("{scheme}://{host}:{port}");
    let scorer_key = store.server_key(SCORER_KEY, &new_key)?;
    Ok(Serving {
        address,
        scorer_address: scorer::address(&base, &scorer_key),
        base,
        scorer_key,
        listener,
        key,
        hosts: hosts(&local, &host),
        tls,
    })
}

/// Connections the kernel keeps waiting for the board to take them: more than one
/// address's flood of reconnections can fill (std's 128 would drop the others' first
/// packet, a second's delay each).
const BACKLOG: i32 = 1024;

/// Listen on `address` (`HOST:PORT`) with a queue of [`BACKLOG`].
fn listen(address: &str) -> std::io::Result<std::net::TcpListener> {
    use std::net::ToSocketAddrs as _;
    let mut last = std::io::Error::from(std::io::ErrorKind::AddrNotAvailable);
    for addr in address.to_socket_addrs()? {
        let socket = socket2::Socket::new(
            socket2::Domain::for_address(addr),
            socket2::Type::STREAM,
            None,
        )?;
        #[cfg(unix)]
        socket.set_reuse_address(true)?;
        match socket
            .bind(&addr.into())
            .and_then(|()| socket.listen(BACKLOG))
        {
            Ok(()) => return Ok(socket.into()),
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// The `Host` values a request to this board may carry: the address printed, the address
/// bound, and, where this machine itself can reach it (bound to the loopback or to every
/// address), the loopback addresses and `localhost`. Each with its port, and without it on
/// port 80.
fn hosts(local: &SocketAddr, printed: &str) -> Vec<String> {
    let port = local.port();
    let mut names = vec![printed.to_string(), url_host(&local.ip().to_string())];
    if local.ip().is_loopback() || local.ip().is_unspecified() {
        names.extend(["localhost", "127.0.0.1", "[::1]"].map(String::from));
    }
    let mut hosts = Vec::new();
    for name in names {
        let name = name.to_ascii_lowercase();
        hosts.push(format!("{name}:{port}"));
        if port == 80 {
            hosts.push(name);
        }
    }
    hosts.sort();
    hosts.dedup();
    hosts
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
    /// `http://host:port`, the start of every address of this board.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// Answer requests until the process ends (or the runtime cannot be made).
    /// `terminal`: this board is the `serve` command's own, and Enter on its terminal
    /// makes a new scorer's key; a board started from table mode never reads the
    /// terminal (table mode's prompts do).
    pub fn run(&self, store: &Store, board: &Board, terminal: bool) -> Result<()> {
        // The tasks outlive this borrow as far as the compiler knows: they get a store of
        // their own on the same folder, with the same presets.
        let config = store
            .catalog()
            .user_dir()
            .and_then(std::path::Path::parent)
            .map(std::path::Path::to_path_buf);
        let mut own = crate::disk::open_store(
            Some(store.dir_path().to_path_buf()),
            crate::disk::catalog(config),
        )?;
        // A save waits this long for another canasta's lock, then the page is answered
        // 503 and tries again (nothing is lost: the hand waits on the phone).
        own.set_wait(Some(LOCK_WAIT), |waiting| {
            eprintln!("{}", crate::render::say::Said(waiting));
        });
        let listener = self.listener.try_clone().map_err(Error::Socket)?;
        listener.set_nonblocking(true).map_err(Error::Socket)?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            // The scorer's calls run off the event loop, on at most this many threads
            // (more wait their turn): a few phones, each a call at a time.
            .max_blocking_threads(SCORER_THREADS)
            .build()
            .map_err(Error::Runtime)?;
        let mut shared = Shared::new(
            own,
            board.game.clone(),
            self.key.clone(),
            self.hosts.clone(),
            i18n::language(),
            scorer::Scorer::new(self.scorer_key.clone()),
            self.base.clone(),
        );
        if let Some(name) = &board.tournament {
            table_keys(&shared.store, name, false)?;
            shared.tournament = Some(name.clone());
            // The night's board from the first request on.
            shared.refresh();
        }
        let shared = Arc::new(shared);
        if terminal {
            new_key_on_enter(&shared);
        }
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).map_err(Error::Socket)?;
            tokio::spawn(watch_game(shared.clone()));
            accept(listener, shared, self.tls.clone()).await;
            Ok(())
        })
    }
}

/// Enter on the terminal that started the board makes a new scorer's key (a phone with
/// the old one was lost): only where that terminal is one (not in a script or a test).
fn new_key_on_enter(shared: &Arc<Shared>) {
    use std::io::IsTerminal as _;
    if !std::io::stdin().is_terminal() {
        return;
    }
    let shared = shared.clone();
    std::thread::spawn(move || {
        let mut line = String::new();
        while std::io::stdin().read_line(&mut line).is_ok_and(|n| n > 0) {
            line.clear();
            if let Ok(key) = shared.scorer.change_key(&shared.store) {
                shared.say_new_key(&scorer::address(&shared.base, &key));
            }
        }
    });
}

/// Accept connections for ever, each served by a task of its own, within fair shares
/// ([`fair`]): at most [`fair::PER_CLIENT`] from one address, and when every slot is
/// taken, the connection idle the longest is closed to make room.
async fn accept(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    tls: Option<tokio_rustls::TlsAcceptor>,
) {
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let shares = Arc::new(fair::Shares::new());
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            // No file descriptor left (EMFILE), or a connection gone before it was taken:
            // wait a little and go on; the board answers again when clients leave.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // One address past its share: closed at once (it holds enough already).
        let Some(live) = shares.admit(peer.ip()) else {
            drop(stream);
            continue;
        };
        let slot = match slots.clone().try_acquire_owned() {
            Ok(slot) => slot,
            Err(_) => {
                // Full: the idlest connection makes room; if none is idle, wait a moment
                // for one to end, else this one is closed.
                shares.close_idlest();
                match tokio::time::timeout(Duration::from_secs(1), slots.clone().acquire_owned())
                    .await
                {
                    Ok(Ok(slot)) => slot,
                    _ => {
                        shares.gone(&live);
                        drop(stream);
                        continue;
                    }
                }
            }
        };
        let shared = shared.clone();
        let shares = shares.clone();
        let tls = tls.clone();
        tokio::spawn(async move {
            let _ = stream.set_nodelay(true);
            let stream = Stalling::new(stream);
            let served = async {
                match tls {
                    // HTTPS: the handshake within the header's time, else closed.
                    Some(acceptor) => {
                        if let Ok(Ok(secured)) =
                            tokio::time::timeout(HEADER_TIMEOUT, acceptor.accept(stream)).await
                        {
                            connection(secured, shared, live.clone(), shares.clone()).await;
                        }
                    }
                    None => connection(stream, shared, live.clone(), shares.clone()).await,
                }
            };
            // Served until it ends, or until it is told to close (then dropped: closed).
            let mut served = std::pin::pin!(served);
            let mut told = std::pin::pin!(live.close.notified());
            std::future::poll_fn(|cx| {
                if served.as_mut().poll(cx).is_ready() || told.as_mut().poll(cx).is_ready() {
                    Poll::Ready(())
                } else {
                    Poll::Pending
                }
            })
            .await;
            shares.gone(&live);
            drop(slot);
        });
    }
}

/// Serve one connection: HTTP/1.1 with the limits above.
async fn connection<S>(
    stream: S,
    shared: Arc<Shared>,
    live: Arc<fair::Live>,
    shares: Arc<fair::Shares>,
) where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let client = live.client;
    let io = TokioIo::new(stream);
    let service = hyper::service::service_fn(move |request: Request<Incoming>| {
        let shared = shared.clone();
        let (live, shares) = (live.clone(), shares.clone());
        async move {
            live.begin(&shares, request.uri().path() == "/events");
            let answer = if scorer::is_scorers(request.uri().path()) {
                let lang = language_of(&shared, &request);
                scorer::answer(&shared, request, client, lang).await
            } else {
                answer(&shared, &request)
            };
            live.end(&shares);
            Ok::<_, Infallible>(answer)
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .max_buf_size(MAX_HEAD)
        .max_headers(64)
        .keep_alive(true);
    // A client that went away, or was cut for its limits, is no error of ours.
    let _ = http.serve_connection(io, service).await;
}

/// What all connections share: the store, what to show, the key, the names of this board,
/// the language it was started in, and the game as last read.
struct Shared {
    store: Store,
    game: Option<String>,
    key: Option<String>,
    hosts: Vec<String>,
    /// For a request that names no language (`Accept-Language` missing).
    lang: Lang,
    latest: Mutex<Arc<Snapshot>>,
    pushed: watch::Sender<Arc<Snapshot>>,
    event_clients: Arc<Semaphore>,
    /// The scorer's key, and its calls' limits.
    scorer: scorer::Scorer,
    /// `http://host:port`, for the scorer's new address when its key changes.
    base: String,
    /// The tournament this board serves (`serve --tournament`): its tables' keys are
    /// read from the data folder at each call ([`Shared::table_of_key`]).
    tournament: Option<String>,
}

/// The game file as last looked at: which game, and its metadata.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Stamp {
    id: Option<String>,
    file: Option<FileStamp>,
    /// A tournament night's board: the games folder's own metadata (every save renames a
    /// file into it), so any table's save is seen.
    dir: Option<FileStamp>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
struct FileStamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
    #[cfg(unix)]
    inode: (u64, u64),
    #[cfg(unix)]
    changed: (i64, i64),
}

/// The game as last read (or why it could not be), and its part and chart in each
/// language a page asked for.
struct Snapshot {
    stamp: Stamp,
    read: Read,
    /// One for each of `Lang::ALL`, made when first asked for.
    views: [OnceLock<View>; Lang::COUNT],
    read_ok: bool,
    made: Instant,
}

/// What reading the game gave.
enum Read {
    /// The game's match's standing (when it is one of a match), and the game.
    Game(Option<crate::core::matches::Standing>, Box<game::Opened>),
    /// Why not: said in each page's language when its view is made.
    Unreadable(Unreadable),
    /// A tournament night (`serve --tournament`): its seating, standings and clock.
    Tournament(Box<tables::Night>),
}

/// Why a game cannot be shown, the facts of [`reason`]: the words are a view's.
enum Unreadable {
    /// The game is there, its file does not read or add up.
    Damaged(String),
    /// The game is there, its file cannot be opened.
    Unopenable(String),
    /// No such game, or no current one: the error's first line, without the data folder.
    Said {
        error: crate::game::Error,
        folder: String,
    },
}

/// The game in one language: the board's part, and the chart (or why there is none).
struct View {
    part: String,
    chart: std::result::Result<String, String>,
}

impl Snapshot {
    /// The part and chart in `lang`, made the first time they are asked for.
    fn view(&self, lang: Lang) -> &View {
        let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        self.views[slot].get_or_init(|| i18n::in_language(lang, || self.make_view()))
    }

    /// The view in the current language.
    fn make_view(&self) -> View {
        match &self.read {
            Read::Game(standing, opened) => {
                let chart = svg(&opened.report);
                View {
                    part: page::game_part(opened, standing.as_ref(), &chart),
                    chart: Ok(chart),
                }
            }
            Read::Tournament(night) => tables::view(night),
            Read::Unreadable(why) => {
                let why = reason(why);
                View {
                    part: page::cannot_show(&why),
                    chart: Err(format!(
                        "{}\n",
                        crate::tr!("board-cannot-show", reason = why)
                    )),
                }
            }
        }
    }
}

impl Shared {
    fn new(
        store: Store,
        game: Option<String>,
        key: Option<String>,
        hosts: Vec<String>,
        lang: Lang,
        scorer: scorer::Scorer,
        base: String,
    ) -> Shared {
        let first = Arc::new(render(&store, &game, stamp(&store, &game)));
        let (pushed, _) = watch::channel(first.clone());
        Shared {
            store,
            game,
            key,
            hosts,
            lang,
            latest: Mutex::new(first),
            pushed,
            event_clients: Arc::new(Semaphore::new(MAX_EVENT_CLIENTS)),
            scorer,
            base,
            tournament: None,
        }
    }

    /// The scorer's key was changed: the terminal that started the board says the new
    /// address and shows its QR code.
    fn say_new_key(&self, address: &str) {
        eprintln!(
            "\n{}\n{}",
            crate::tr!("cli-serve-scorer-new-key", address = address.to_string()),
            qr(address)
        );
    }

    /// The game as it is now: read again (and pushed to the pages) if its file changed.
    fn latest(&self) -> Arc<Snapshot> {
        // A night's board is kept fresh by the watcher, off the event loop (its
        // standings take a while): a request takes it as it is.
        if self.tournament.is_some() {
            return self.snapshot();
        }
        self.refresh()
    }

    /// The snapshot as it is, without looking at the files.
    fn snapshot(&self) -> Arc<Snapshot> {
        match self.latest.lock() {
            Ok(guard) => guard.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Look at the files, read them again if they changed (outside the lock: a night's
    /// standings take a while), and push what pages can see.
    fn refresh(&self) -> Arc<Snapshot> {
        let now = match &self.tournament {
            Some(name) => tables::stamp(&self.store, name),
            None => stamp(&self.store, &self.game),
        };
        let held = self.snapshot();
        let stale = held.stamp != now || (!held.read_ok && held.made.elapsed() >= RETRY_UNREADABLE);
        // A night's standings are worked out at most twice a second (a national's take
        // about 150 ms): the saves of the next half second are shown together.
        let settled = self.tournament.is_none()
            || held.stamp.id != now.id
            || held.made.elapsed() >= tables::SETTLE;
        if !(stale && settled) {
            return held;
        }
        let fresh = Arc::new(match &self.tournament {
            Some(name) => tables::snapshot(&self.store, name, now),
            None => render(&self.store, &self.game, now),
        });
        let mut latest = match self.latest.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        // Pages are told only of a change they can see (in one language: the facts are
        // the same in all).
        let seen = fresh.view(self.lang).part != latest.view(self.lang).part;
        *latest = fresh.clone();
        if seen {
            self.pushed.send_replace(fresh.clone());
        }
        fresh
    }
}

/// Which game is shown, and its file's metadata (no file is opened but `current`).
fn stamp(store: &Store, game: &Option<String>) -> Stamp {
    let id = game.clone().or_else(|| store.current());
    let file = id
        .as_ref()
        .and_then(|id| tables::file_stamp(&store.path_of(id).ok()?));
    Stamp {
        id,
        file,
        dir: None,
    }
}

/// Read the game (its part and chart are made for each language when asked for).
fn render(store: &Store, game: &Option<String>, stamp: Stamp) -> Snapshot {
    let made = Instant::now();
    let (read, read_ok) = match game::open(store, game.as_deref()) {
        Ok(o) => (
            Read::Game(game::standing_of(store, &o.id), Box::new(o)),
            true,
        ),
        Err(e) => (
            Read::Unreadable(unreadable(store, stamp.id.as_deref(), e)),
            false,
        ),
    };
    Snapshot {
        stamp,
        read,
        views: Default::default(),
        read_ok,
        made,
    }
}

/// Why a game cannot be shown, as facts: the game is there and its file is damaged or
/// cannot be opened, or the error names games, not files.
fn unreadable(store: &Store, id: Option<&str>, e: crate::game::Error) -> Unreadable {
    match id {
        Some(id) if store.resolve(Some(id)).is_ok() => {
            if store.game_text(id, false).is_ok() {
                Unreadable::Damaged(id.to_string())
            } else {
                Unreadable::Unopenable(id.to_string())
            }
        }
        _ => Unreadable::Said {
            error: e,
            folder: store.dir_path().display().to_string(),
        },
    }
}

/// Why a game cannot be shown, in one line and without the data folder's path (the
/// store's messages name the file): what `canasta show` says at the table in full. In
/// the current language.
fn reason(why: &Unreadable) -> String {
    match why {
        Unreadable::Damaged(id) => crate::tr!("board-reason-damaged", id = id.clone()),
        Unreadable::Unopenable(id) => crate::tr!("board-reason-unopenable", id = id.clone()),
        // No such game, or no current one: those messages name games, not files; a path
        // is taken out all the same, should one ever be there.
        Unreadable::Said { error, folder } => {
            let said =
                crate::render::errors::say(error, crate::render::errors::Surface::CommandLine);
            let line = said.lines().next().unwrap_or("");
            let line = if folder.is_empty() {
                line.to_string()
            } else {
                line.replace(folder.as_str(), &crate::tr!("board-data-folder"))
            };
            crate::tr!("board-reason-other", reason = line)
        }
    }
}

/// Look at the game file every [`WATCH_EVERY`], for all pages at once.
async fn watch_game(shared: Arc<Shared>) {
    let mut tick = tokio::time::interval(WATCH_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        tick.tick().await;
        if shared.tournament.is_some() {
            // Off the event loop: the pages and the phones' saves go on meanwhile.
            let night = shared.clone();
            let _ = tokio::task::spawn_blocking(move || night.refresh()).await;
        } else {
            shared.refresh();
        }
    }
}

type Answer = Response<BoxBody<Bytes, Infallible>>;

/// The language a request asks for (`Accept-Language`), or the board's own.
fn language_of(shared: &Shared, request: &Request<Incoming>) -> Lang {
    request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .map_or(shared.lang, i18n::from_accept_language)
}

/// A message of `board.ftl` as a plain-text answer's body (one line).
fn said(text: String) -> String {
    format!("{text}\n")
}

/// The answer to one request, in the language it asks for.
fn answer(shared: &Shared, request: &Request<Incoming>) -> Answer {
    let lang = language_of(shared, request);
    i18n::in_language(lang, || answer_in(shared, request, lang))
}

/// The answer to one request, in `lang` (the current language).
fn answer_in(shared: &Shared, request: &Request<Incoming>, lang: Lang) -> Answer {
    if !host_ok(shared, request) {
        return reply(
            StatusCode::MISDIRECTED_REQUEST,
            TEXT,
            said(crate::tr!("board-wrong-host")),
        );
    }
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        let mut refused = reply(
            StatusCode::METHOD_NOT_ALLOWED,
            TEXT,
            said(crate::tr!("board-only-shows")),
        );
        refused
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return refused;
    }
    let uri = request.uri();
    if uri.path_and_query().map_or(0, |pq| pq.as_str().len()) > MAX_URL {
        return reply(
            StatusCode::URI_TOO_LONG,
            TEXT,
            said(crate::tr!("board-too-long")),
        );
    }
    let path = uri.path();
    // The script and the style are the same for everyone and carry no game.
    match path {
        "/board.js" => {
            return reply(
                StatusCode::OK,
                "text/javascript; charset=utf-8",
                page::SCRIPT,
            );
        }
        "/board.css" => return reply(StatusCode::OK, "text/css; charset=utf-8", page::STYLE),
        // The manifest, the icons and the shared script: no game in them either.
        _ if app::is_apps(path) => {
            if let Some((kind, bytes)) = app::file(path) {
                let bytes = match bytes {
                    std::borrow::Cow::Borrowed(b) => Bytes::from_static(b),
                    std::borrow::Cow::Owned(b) => Bytes::from(b),
                };
                return reply(StatusCode::OK, kind, bytes);
            }
        }
        _ => {}
    }
    if let Some(key) = &shared.key {
        let given = uri
            .query()
            .unwrap_or("")
            .split('&')
            .find_map(|kv| kv.strip_prefix("key="))
            .unwrap_or("");
        let same: bool = given.as_bytes().ct_eq(key.as_bytes()).into();
        if !same {
            return reply(StatusCode::FORBIDDEN, HTML, page::refused());
        }
    }
    let key_query = shared
        .key
        .as_ref()
        .map(|k| format!("?key={k}"))
        .unwrap_or_default();
    match path {
        "/" => {
            let latest = shared.latest();
            reply(
                StatusCode::OK,
                HTML,
                page::shell(&latest.view(lang).part, &key_query),
            )
        }
        "/board" => reply(
            StatusCode::OK,
            HTML,
            shared.latest().view(lang).part.clone(),
        ),
        "/chart.svg" => match &shared.latest().view(lang).chart {
            Ok(chart) => reply(StatusCode::OK, "image/svg+xml", chart.clone()),
            Err(why) => reply(StatusCode::NOT_FOUND, TEXT, why.clone()),
        },
        "/events" => events(shared, lang),
        _ => reply(
            StatusCode::NOT_FOUND,
            TEXT,
            said(crate::tr!("board-not-here")),
        ),
    }
}

/// Does the request name this board in its `Host` header (and in its URL, if that names
/// a host)?
fn host_ok(shared: &Shared, request: &Request<Incoming>) -> bool {
    let ours = |host: &str| {
        let host = host.to_ascii_lowercase();
        shared.hosts.contains(&host)
    };
    let header = request.headers().get(header::HOST);
    let in_url = request.uri().authority();
    if header.is_none() && in_url.is_none() {
        return false;
    }
    header.is_none_or(|h| h.to_str().is_ok_and(ours)) && in_url.is_none_or(|a| ours(a.as_str()))
}

/// A whole answer, with the headers every answer carries.
fn reply(status: StatusCode, kind: &'static str, body: impl Into<Bytes>) -> Answer {
    let mut response = Response::new(Full::new(body.into()).boxed());
    *response.status_mut() = status;
    secure(&mut response, kind);
    response
}

fn secure(response: &mut Answer, kind: &'static str) {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
}

/// `/events`: the part now, then again at each save, as server-sent events, in `lang`.
fn events(shared: &Shared, lang: Lang) -> Answer {
    let Ok(place) = shared.event_clients.clone().try_acquire_owned() else {
        return reply(
            StatusCode::SERVICE_UNAVAILABLE,
            TEXT,
            said(crate::tr!("board-too-many-pages")),
        );
    };
    let mut saves = shared.pushed.subscribe();
    let first = shared.latest();
    saves.mark_unchanged();
    let (send, receive) = mpsc::channel::<Bytes>(2);
    tokio::spawn(async move {
        let _place = place;
        let opening = format!("retry: 2000\n{}", page::event(&first.view(lang).part));
        if send.send(Bytes::from(opening)).await.is_err() {
            return;
        }
        loop {
            let next = match tokio::time::timeout(EVENT_KEEP_ALIVE, saves.changed()).await {
                Ok(Ok(())) => {
                    let snapshot = saves.borrow_and_update().clone();
                    Bytes::from(page::event(&snapshot.view(lang).part))
                }
                // The board is stopping.
                Ok(Err(_)) => return,
                Err(_) => Bytes::from_static(b": still here\n\n"),
            };
            // The page went away (its connection is closed): stop.
            if send.send(next).await.is_err() {
                return;
            }
        }
    });
    let mut response = Response::new(EventBody(receive).boxed());
    secure(&mut response, "text/event-stream");
    response
}

/// The body of `/events`: whatever the task above sends, as it comes.
struct EventBody(mpsc::Receiver<Bytes>);

impl Body for EventBody {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut TaskContext<'_>,
    ) -> Poll<Option<std::result::Result<Frame<Bytes>, Infallible>>> {
        self.0
            .poll_recv(cx)
            .map(|sent| sent.map(|b| Ok(Frame::data(b))))
    }
}

/// Table mode's live board (its menu's "show the score on the phones"): the board for the
/// current game (port 8470, or any free one), answering in a thread of its own; its
/// address (with its key, off this machine) and a QR code. Only this machine reaches it
/// (the loopback address), unless `phones`: then every machine on the local network that
/// has its address and key. The command line gives it to table mode as its `StartBoard`.
pub fn beside(store: &Store, phones: bool) -> Result<(String, String)> {
    let ip = if phones { "0.0.0.0" } else { "127.0.0.1" };
    let listen = |port: u16| Board {
        listen: format!("{ip}:{port}"),
        game: None,
        tls: None,
        tournament: None,
    };
    let board = listen(8470);
    let serving = start(&board, store).or_else(|_| start(&listen(0), store))?;
    let address = serving.address.clone();
    let qr = qr(&address);
    let dir = store.dir_path().to_path_buf();
    // The catalog's config folder is the parent of its presets folder.
    let config = store
        .catalog()
        .user_dir()
        .and_then(std::path::Path::parent)
        .map(std::path::Path::to_path_buf);
    std::thread::spawn(move || {
        let catalog = crate::disk::catalog(config);
        if let Ok(store) = crate::disk::open_store(Some(dir), catalog) {
            // A board that cannot go on is no reason to stop table mode.
            let _ = serving.run(
                &store,
                &Board {
                    listen: String::new(),
                    game: None,
                    tls: None,
                    tournament: None,
                },
                // Table mode's prompts read this terminal; the board never does.
                false,
            );
        }
    });
    Ok((address, qr))
}
