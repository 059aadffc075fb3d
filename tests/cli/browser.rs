//! A small synchronous driver for headless Chromium, for tests that use a page as a person
//! would on a phone: open it at a phone's size, tap, type, press keys, read text, reload,
//! keep several pages open at once, measure when something shows, take screenshots.
//!
//! It speaks the Chrome DevTools Protocol over the pipe Chromium opens with
//! `--remote-debugging-pipe` (its file descriptors 3 and 4, each message JSON ended by a
//! NUL byte): no websocket, no port to find, no crate beyond `serde_json`, and only the
//! system's Chromium. What is evaluated goes through `Runtime.evaluate`, which the page's
//! Content-Security-Policy does not govern: nothing is injected into the page as a script.
//!
//! ```ignore
//! let Some(browser) = Browser::start() else { return }; // skipped, saying so
//! let page = browser.page(&url, 360, 780);
//! page.type_text("#points", "90");
//! page.press("Enter");
//! page.click("button.save");
//! assert!(page.wait_for("document.body.innerText.includes('950')", Duration::from_secs(2)));
//! page.screenshot_png(&path);
//! ```
//!
//! Every step that cannot be done (no such element, a script that throws, a page that
//! does not load in time, Chromium gone) panics saying which step, so a test reads as a
//! list of steps.
#![allow(dead_code)] // the API is for every browser test; not each uses all of it

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Read, Write};
#[cfg(unix)]
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};
use tempfile::TempDir;

/// How long one protocol call may take before the test fails.
const CALL_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a step waits for the element it needs to appear.
const FIND_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a page may take to load.
const LOAD_TIMEOUT: Duration = Duration::from_secs(15);
/// How often a condition is asked again while waiting.
const POLL: Duration = Duration::from_millis(5);

/// The names Chromium goes by, in the order they are tried.
const PROGRAMS: &[&str] = &["chromium", "chromium-browser", "google-chrome"];

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The connection to Chromium: calls written to its pipe, answers read by a thread.
struct Conn {
    writer: Mutex<ChildStdin>,
    next_id: AtomicU64,
    pending: Mutex<HashMap<u64, Sender<Result<Value, String>>>>,
    /// Per session: what the page reported (uncaught errors, console errors, error log
    /// entries such as a refused script, dialogs).
    reports: Mutex<HashMap<String, Vec<String>>>,
    /// Per session: the events a test asked to keep (`Page::keep_events`).
    kept: Mutex<HashMap<String, HashSet<String>>>,
    events: Mutex<HashMap<String, Vec<(String, Value)>>>,
    /// Chromium's last lines on stderr, to explain a failure.
    stderr: Mutex<Vec<String>>,
}

impl Conn {
    /// Write a call without waiting for its answer; its id.
    fn post(&self, method: &str, params: Value, session: Option<&str>) -> Result<u64, String> {
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            message["sessionId"] = json!(s);
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        let mut writer = lock(&self.writer);
        writer
            .write_all(&bytes)
            .and_then(|()| writer.flush())
            .map_err(|e| format!("{method}: Chromium has exited ({e})"))?;
        Ok(id)
    }

    fn call(&self, method: &str, params: Value, session: Option<&str>) -> Result<Value, String> {
        let (tell, answer) = mpsc::channel();
        // Registered before the call is written, so the answer cannot come first.
        let id = {
            let mut pending = lock(&self.pending);
            let id = self.next_id.fetch_add(1, Ordering::SeqCst);
            pending.insert(id, tell);
            id
        };
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            message["sessionId"] = json!(s);
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        let written = {
            let mut writer = lock(&self.writer);
            writer.write_all(&bytes).and_then(|()| writer.flush())
        };
        if let Err(e) = written {
            lock(&self.pending).remove(&id);
            return Err(format!("{method}: Chromium has exited ({e})"));
        }
        match answer.recv_timeout(CALL_TIMEOUT) {
            Ok(result) => result.map_err(|e| format!("{method}: {e}")),
            Err(RecvTimeoutError::Timeout) => {
                lock(&self.pending).remove(&id);
                Err(format!(
                    "{method}: no answer from Chromium in {CALL_TIMEOUT:?}"
                ))
            }
            Err(RecvTimeoutError::Disconnected) => Err(format!("{method}: Chromium has exited")),
        }
    }

    fn report(&self, session: &str, line: String) {
        lock(&self.reports)
            .entry(session.to_string())
            .or_default()
            .push(line);
    }

    /// An event from Chromium: kept or reported as asked.
    fn event(&self, method: &str, session: &str, params: &Value) {
        match method {
            "Runtime.exceptionThrown" => {
                let details = &params["exceptionDetails"];
                let what = details["exception"]["description"]
                    .as_str()
                    .or(details["text"].as_str())
                    .unwrap_or("?");
                self.report(session, format!("uncaught: {what}"));
            }
            "Runtime.consoleAPICalled" if params["type"] == "error" => {
                let args: Vec<String> = params["args"]
                    .as_array()
                    .map(|a| a.iter().map(remote_text).collect())
                    .unwrap_or_default();
                self.report(session, format!("console.error: {}", args.join(" ")));
            }
            "Log.entryAdded" if params["entry"]["level"] == "error" => {
                let entry = &params["entry"];
                let text = entry["text"].as_str().unwrap_or("?");
                let url = entry["url"].as_str().unwrap_or("");
                self.report(session, format!("log: {text} {url}").trim_end().to_string());
            }
            "Page.javascriptDialogOpening" => {
                let kind = params["type"].as_str().unwrap_or("dialog");
                let message = params["message"].as_str().unwrap_or("");
                self.report(session, format!("{kind}: {message}"));
                // Accepted at once, so the page never hangs on it.
                let _ = self.post(
                    "Page.handleJavaScriptDialog",
                    json!({ "accept": true }),
                    Some(session),
                );
            }
            _ => {}
        }
        let keep = lock(&self.kept)
            .get(session)
            .is_some_and(|k| k.contains(method));
        if keep {
            lock(&self.events)
                .entry(session.to_string())
                .or_default()
                .push((method.to_string(), params.clone()));
        }
    }
}

/// A value the page logged, as text.
fn remote_text(object: &Value) -> String {
    match &object["value"] {
        Value::String(s) => s.clone(),
        Value::Null => object["description"]
            .as_str()
            .or(object["type"].as_str())
            .unwrap_or("?")
            .to_string(),
        other => other.to_string(),
    }
}

/// Read Chromium's messages until its pipe closes.
fn read_messages(conn: Arc<Conn>, from: impl Read) {
    let mut reader = BufReader::new(from);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.read_until(0, &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if buf.last() == Some(&0) {
            buf.pop();
        }
        let Ok(message) = serde_json::from_slice::<Value>(&buf) else {
            continue;
        };
        if let Some(id) = message["id"].as_u64() {
            let result = match message.get("error") {
                Some(e) => Err(e["message"].as_str().unwrap_or("error").to_string()
                    + e["data"]
                        .as_str()
                        .map(|d| format!(": {d}"))
                        .as_deref()
                        .unwrap_or("")),
                None => Ok(message.get("result").cloned().unwrap_or(Value::Null)),
            };
            if let Some(tell) = lock(&conn.pending).remove(&id) {
                let _ = tell.send(result);
            }
        } else if let Some(method) = message["method"].as_str() {
            let session = message["sessionId"].as_str().unwrap_or("");
            conn.event(method, session, &message["params"]);
        }
    }
    // Every call still waiting learns that Chromium is gone.
    lock(&conn.pending).clear();
}

/// Chromium and its temporary profile; the process is killed when the last holder goes.
struct Inner {
    conn: Arc<Conn>,
    child: Mutex<Child>,
    _profile: Option<TempDir>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        // Closed as a person closes it (its storage written out), then made sure of.
        if self.conn.post("Browser.close", json!({}), None).is_ok() {
            let deadline = std::time::Instant::now() + Duration::from_secs(5);
            while std::time::Instant::now() < deadline
                && lock(&self.child).try_wait().ok().flatten().is_none()
            {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        let mut child = lock(&self.child);
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// A headless Chromium of its own (own temporary profile), killed when dropped (once its
/// pages are dropped too).
pub struct Browser {
    inner: Arc<Inner>,
}

/// One tab: a page at a phone's size.
pub struct Page {
    inner: Arc<Inner>,
    session: String,
    target: String,
    context: String,
    /// Whether this page made its context (and disposes of it when dropped).
    owns_context: bool,
}

/// The installed Chromium, if any.
fn find_chromium() -> Option<&'static str> {
    PROGRAMS.iter().copied().find(|c| {
        Command::new(c)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// Whether this process runs as root (whose Chromium cannot use its sandbox).
fn is_root() -> bool {
    #[cfg(unix)]
    {
        std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
    }
    #[cfg(not(unix))]
    {
        false
    }
}

impl Browser {
    /// Start a headless Chromium, or None (saying "skipped: Chromium is not installed")
    /// where there is none, so the test is skipped. Panics if Chromium is there but does
    /// not start.
    pub fn start() -> Option<Browser> {
        Browser::start_with(None)
    }

    /// Start a headless Chromium on the profile folder `profile`, which the caller keeps:
    /// a second start on it finds what the first kept (the sites' storage, their service
    /// workers), as a phone's browser closed and opened again. Pages of that profile are
    /// opened with [`Browser::page_in_profile`].
    pub fn start_on(profile: &Path) -> Option<Browser> {
        Browser::start_with(Some(profile))
    }

    fn start_with(profile: Option<&Path>) -> Option<Browser> {
        let Some(program) = find_chromium() else {
            eprintln!("skipped: Chromium is not installed (apt-get install chromium)");
            return None;
        };
        let sandbox = !is_root();
        match Browser::launch(program, sandbox, profile) {
            Ok(b) => Some(b),
            // A container may forbid the sandbox to anyone: without it, then.
            Err(first) if sandbox => match Browser::launch(program, false, profile) {
                Ok(b) => {
                    eprintln!("Chromium runs without its sandbox here ({first})");
                    Some(b)
                }
                Err(e) => panic!("Chromium does not start: {e}"),
            },
            Err(e) => panic!("Chromium does not start: {e}"),
        }
    }

    fn launch(program: &str, sandbox: bool, kept: Option<&Path>) -> Result<Browser, String> {
        let profile = match kept {
            Some(_) => None,
            None => Some(TempDir::new().map_err(|e| format!("no temporary profile: {e}"))?),
        };
        let folder = kept
            .map(Path::to_path_buf)
            .or_else(|| profile.as_ref().map(|p| p.path().to_path_buf()))
            .unwrap_or_default();
        let mut args = vec![
            "--headless".to_string(),
            "--remote-debugging-pipe".to_string(),
            format!("--user-data-dir={}", folder.display()),
            "--no-first-run".to_string(),
            "--no-default-browser-check".to_string(),
            "--disable-gpu".to_string(),
            "--disable-dev-shm-usage".to_string(),
            "--disable-extensions".to_string(),
            "--disable-background-networking".to_string(),
            "--disable-component-update".to_string(),
            "--disable-sync".to_string(),
            "--disable-default-apps".to_string(),
            "--mute-audio".to_string(),
            "--hide-scrollbars".to_string(),
            // Pages in the background keep their timers and their speed: a test keeps
            // several open at once and measures each.
            "--disable-background-timer-throttling".to_string(),
            "--disable-backgrounding-occluded-windows".to_string(),
            "--disable-renderer-backgrounding".to_string(),
            "--password-store=basic".to_string(),
        ];
        if !sandbox {
            args.push("--no-sandbox".to_string());
        }
        args.push("about:blank".to_string());
        // The shell gives Chromium this process's pipes as its descriptors 3 (calls in)
        // and 4 (answers out), then becomes Chromium.
        let mut child = Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" 3<&0 4>&1 0</dev/null 1>/dev/null")
            .arg(program)
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{program}: {e}"))?;
        let (Some(writer), Some(reader), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            return Err("no pipes".to_string());
        };
        let conn = Arc::new(Conn {
            writer: Mutex::new(writer),
            next_id: AtomicU64::new(1),
            pending: Mutex::new(HashMap::new()),
            reports: Mutex::new(HashMap::new()),
            kept: Mutex::new(HashMap::new()),
            events: Mutex::new(HashMap::new()),
            stderr: Mutex::new(Vec::new()),
        });
        let reading = Arc::clone(&conn);
        std::thread::spawn(move || read_messages(reading, reader));
        let logging = Arc::clone(&conn);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut last = lock(&logging.stderr);
                if last.len() >= 20 {
                    last.remove(0);
                }
                last.push(line);
            }
        });
        let inner = Arc::new(Inner {
            conn,
            child: Mutex::new(child),
            _profile: profile,
        });
        match inner.conn.call("Browser.getVersion", json!({}), None) {
            Ok(_) => Ok(Browser { inner }),
            Err(e) => {
                // Let the stderr thread catch Chromium's last words.
                std::thread::sleep(Duration::from_millis(100));
                Err(format!("{e}\n{}", lock(&inner.conn.stderr).join("\n")))
            }
        }
    }

    /// Kill Chromium at once (SIGKILL: no `Browser.close`, nothing written out), as a
    /// phone's browser killed by the system or a battery gone flat. Pages of it must be
    /// dropped first.
    pub fn kill(self) {
        let mut child = lock(&self.inner.child);
        let _ = child.kill();
        let _ = child.wait();
    }

    fn call(&self, method: &str, params: Value) -> Value {
        self.inner
            .conn
            .call(method, params, None)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// A new tab at `url` with a phone's viewport of `width` x `height` CSS pixels (device
    /// scale 1, touch, mobile), in a context of its own: its own cookies and localStorage,
    /// as on another phone. Returns once the page has loaded.
    pub fn page(&self, url: &str, width: u32, height: u32) -> Page {
        let context = self.call(
            "Target.createBrowserContext",
            json!({ "disposeOnDetach": true }),
        )["browserContextId"]
            .as_str()
            .expect("a browser context")
            .to_string();
        self.open(context, true, url, width, height)
    }

    /// [`Browser::page`] at a phone's size (360x780) on a phone that asks for `lang`
    /// (its Accept-Language and `navigator.languages`), opened at `url`.
    pub fn phone_in(&self, lang: &str, url: &str) -> Page {
        let phone = self.page("about:blank", 360, 780);
        phone.cdp(
            "Emulation.setUserAgentOverride",
            json!({ "userAgent": "Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile", "acceptLanguage": lang }),
        );
        phone.goto(url);
        phone
    }

    /// A new tab in the browser's own profile (its default context, kept in the profile
    /// folder: see [`Browser::start_on`]).
    pub fn page_in_profile(&self, url: &str, width: u32, height: u32) -> Page {
        self.open(String::new(), false, url, width, height)
    }

    /// A new tab sharing `other`'s context (cookies and localStorage), as a second tab on
    /// the same phone.
    pub fn page_beside(&self, other: &Page, url: &str, width: u32, height: u32) -> Page {
        self.open(other.context.clone(), false, url, width, height)
    }

    fn open(&self, context: String, owns: bool, url: &str, width: u32, height: u32) -> Page {
        let mut params = json!({ "url": "about:blank" });
        if !context.is_empty() {
            params["browserContextId"] = json!(context);
        }
        let target = self.call("Target.createTarget", params)["targetId"]
            .as_str()
            .expect("a target")
            .to_string();
        let session = self.call(
            "Target.attachToTarget",
            json!({ "targetId": target, "flatten": true }),
        )["sessionId"]
            .as_str()
            .expect("a session")
            .to_string();
        let page = Page {
            inner: Arc::clone(&self.inner),
            session,
            target,
            context,
            owns_context: owns,
        };
        page.cdp("Page.enable", json!({}));
        page.cdp("Runtime.enable", json!({}));
        page.cdp("Log.enable", json!({}));
        page.cdp(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": true }),
        );
        page.cdp(
            "Emulation.setTouchEmulationEnabled",
            json!({ "enabled": true, "maxTouchPoints": 1 }),
        );
        // Each page behaves as the one in front (focus, :focus, timers), as on its phone.
        page.cdp(
            "Emulation.setFocusEmulationEnabled",
            json!({ "enabled": true }),
        );
        page.goto(url);
        page
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        let conn = &self.inner.conn;
        let _ = conn.post(
            "Target.closeTarget",
            json!({ "targetId": self.target }),
            None,
        );
        if self.owns_context {
            let _ = conn.post(
                "Target.disposeBrowserContext",
                json!({ "browserContextId": self.context }),
                None,
            );
        }
    }
}

/// `text` as a JavaScript string literal.
pub fn js_string(text: &str) -> String {
    Value::from(text).to_string()
}

/// A moment as milliseconds since the epoch, the clock `Page::now_ms` and the marks use.
pub fn epoch_ms(t: SystemTime) -> f64 {
    t.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64() * 1000.0)
        .unwrap_or(0.0)
}

/// Width and height of a PNG image, from its header.
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.len() < 24 || &bytes[..8] != b"\x89PNG\r\n\x1a\n" || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    Some((word(16), word(20)))
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for v in text.bytes().filter_map(value) {
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

/// The key events for a named key: (key, code, Windows key code, text it types).
fn named_key(key: &str) -> Option<(&'static str, &'static str, u32, &'static str)> {
    Some(match key {
        "Enter" => ("Enter", "Enter", 13, "\r"),
        "Backspace" => ("Backspace", "Backspace", 8, ""),
        "Tab" => ("Tab", "Tab", 9, ""),
        "Escape" => ("Escape", "Escape", 27, ""),
        "Delete" => ("Delete", "Delete", 46, ""),
        "Space" | " " => (" ", "Space", 32, " "),
        "ArrowLeft" => ("ArrowLeft", "ArrowLeft", 37, ""),
        "ArrowUp" => ("ArrowUp", "ArrowUp", 38, ""),
        "ArrowRight" => ("ArrowRight", "ArrowRight", 39, ""),
        "ArrowDown" => ("ArrowDown", "ArrowDown", 40, ""),
        "Home" => ("Home", "Home", 36, ""),
        "End" => ("End", "End", 35, ""),
        _ => return None,
    })
}

impl Page {
    /// A raw DevTools Protocol call in this page's session (for what the helpers below do
    /// not cover), e.g. `page.cdp("Network.enable", json!({}))`.
    pub fn cdp(&self, method: &str, params: Value) -> Value {
        self.try_cdp(method, params)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub fn try_cdp(&self, method: &str, params: Value) -> Result<Value, String> {
        self.inner.conn.call(method, params, Some(&self.session))
    }

    /// Open `url` and wait until it has loaded (`document.readyState` complete, its
    /// scripts run).
    pub fn goto(&self, url: &str) {
        self.mark_document();
        let answer = self.cdp("Page.navigate", json!({ "url": url }));
        if let Some(error) = answer["errorText"].as_str().filter(|e| !e.is_empty()) {
            panic!("could not open {url}: {error}");
        }
        // No loader: the same document (a link to an anchor), nothing to wait for.
        if answer.get("loaderId").is_some() {
            self.wait_loaded(url);
        }
    }

    /// Reload the page and wait until it has loaded again.
    pub fn reload(&self) {
        self.mark_document();
        self.cdp("Page.reload", json!({}));
        self.wait_loaded("the page again");
    }

    /// Leave a mark on the current document, gone once another document replaces it.
    fn mark_document(&self) {
        let _ = self.try_eval("window.__browserOldDocument = true");
    }

    fn wait_loaded(&self, what: &str) {
        if !self.wait_for(
            "!window.__browserOldDocument && document.readyState === 'complete'",
            LOAD_TIMEOUT,
        ) {
            panic!("{what} did not load within {LOAD_TIMEOUT:?}");
        }
    }

    /// The page's address.
    pub fn url(&self) -> String {
        self.eval("location.href")
            .as_str()
            .unwrap_or("")
            .to_string()
    }

    /// Evaluate a JavaScript expression in the page (a promise is awaited) and return its
    /// value as JSON (`null` for undefined); panics if it throws.
    pub fn eval(&self, expression: &str) -> Value {
        self.try_eval(expression)
            .unwrap_or_else(|e| panic!("{expression}: {e}"))
    }

    /// `eval`, with what it threw as an error.
    pub fn try_eval(&self, expression: &str) -> Result<Value, String> {
        let answer = self.try_cdp(
            "Runtime.evaluate",
            json!({
                "expression": expression,
                "returnByValue": true,
                "awaitPromise": true,
                "userGesture": true,
            }),
        )?;
        if let Some(details) = answer.get("exceptionDetails") {
            let what = details["exception"]["description"]
                .as_str()
                .or(details["text"].as_str())
                .unwrap_or("threw");
            return Err(what.to_string());
        }
        Ok(answer["result"]
            .get("value")
            .cloned()
            .unwrap_or(Value::Null))
    }

    /// Wait until the JavaScript `condition` is true (what throws counts as false), asking
    /// every few milliseconds; whether it became true within `timeout`.
    pub fn wait_for(&self, condition: &str, timeout: Duration) -> bool {
        let expression = format!("!!({condition})");
        let started = Instant::now();
        loop {
            match self.try_eval(&expression) {
                Ok(Value::Bool(true)) => return true,
                // A condition that cannot be read never becomes true: say so at once.
                Err(e) if e.starts_with("SyntaxError") => panic!("{condition}: {e}"),
                _ => {}
            }
            if started.elapsed() >= timeout {
                return false;
            }
            std::thread::sleep(POLL);
        }
    }

    /// Wait until the element `selector` shows `needle` in its text.
    pub fn wait_text(&self, selector: &str, needle: &str, timeout: Duration) -> bool {
        self.wait_for(
            &format!(
                "document.querySelector({}).innerText.includes({})",
                js_string(selector),
                js_string(needle)
            ),
            timeout,
        )
    }

    /// Whether an element matches `selector`.
    pub fn exists(&self, selector: &str) -> bool {
        self.eval(&format!(
            "!!document.querySelector({})",
            js_string(selector)
        )) == Value::Bool(true)
    }

    /// Wait (a few seconds) for `selector`, or panic naming it.
    fn need(&self, selector: &str) {
        let condition = format!("document.querySelector({})", js_string(selector));
        if !self.wait_for(&condition, FIND_TIMEOUT) {
            panic!("no element {selector} on {}", self.url());
        }
    }

    /// The text of the first element matching `selector` as shown (`innerText`).
    pub fn text(&self, selector: &str) -> String {
        self.need(selector);
        let value = self.eval(&format!(
            "document.querySelector({}).innerText",
            js_string(selector)
        ));
        value.as_str().unwrap_or("").to_string()
    }

    /// The text of every element matching `selector`.
    pub fn texts(&self, selector: &str) -> Vec<String> {
        let value = self.eval(&format!(
            "[...document.querySelectorAll({})].map(e => e.innerText)",
            js_string(selector)
        ));
        value
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|v| v.as_str().unwrap_or("").to_string())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The value of the input matching `selector`.
    pub fn value(&self, selector: &str) -> String {
        self.need(selector);
        let value = self.eval(&format!(
            "document.querySelector({}).value",
            js_string(selector)
        ));
        value.as_str().unwrap_or("").to_string()
    }

    /// An attribute of the element matching `selector`, if it has it.
    pub fn attribute(&self, selector: &str, name: &str) -> Option<String> {
        self.need(selector);
        self.eval(&format!(
            "document.querySelector({}).getAttribute({})",
            js_string(selector),
            js_string(name)
        ))
        .as_str()
        .map(str::to_string)
    }

    /// The middle of the element matching `selector`, scrolled into view, once it is
    /// shown (waits a few seconds for it).
    fn middle(&self, selector: &str) -> (f64, f64) {
        let expression = format!(
            "(() => {{ const e = document.querySelector({}); if (!e) return null; \
             e.scrollIntoView({{ block: 'center', inline: 'center', behavior: 'instant' }}); \
             const r = e.getBoundingClientRect(); \
             if (r.width === 0 || r.height === 0) return null; \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()",
            js_string(selector)
        );
        let started = Instant::now();
        loop {
            if let Ok(Value::Array(xy)) = self.try_eval(&expression)
                && let (Some(x), Some(y)) = (xy[0].as_f64(), xy[1].as_f64())
            {
                return (x, y);
            }
            if started.elapsed() >= FIND_TIMEOUT {
                panic!("no visible element {selector} on {}", self.url());
            }
            std::thread::sleep(POLL);
        }
    }

    /// Tap the element matching `selector` with a finger (touch start and end, which the
    /// page gets as a click too), in its middle.
    pub fn tap(&self, selector: &str) {
        let (x, y) = self.middle(selector);
        self.tap_at(x, y);
    }

    /// Tap the screen at (`x`, `y`) CSS pixels with a finger, whatever is there: a thumb
    /// that taps where a key was a moment ago.
    pub fn tap_at(&self, x: f64, y: f64) {
        self.cdp(
            "Input.dispatchTouchEvent",
            json!({ "type": "touchStart", "touchPoints": [{ "x": x, "y": y }] }),
        );
        self.cdp(
            "Input.dispatchTouchEvent",
            json!({ "type": "touchEnd", "touchPoints": [] }),
        );
    }

    /// Tap each place in turn, one every `gap` (kept to a schedule from the first tap, so
    /// the time a tap takes does not slow the thumb down).
    pub fn taps_at(&self, places: &[(f64, f64)], gap: Duration) {
        let started = Instant::now();
        for (n, &(x, y)) in places.iter().enumerate() {
            let due = started + gap * u32::try_from(n).unwrap_or(u32::MAX);
            if let Some(wait) = due.checked_duration_since(Instant::now()) {
                std::thread::sleep(wait);
            }
            self.tap_at(x, y);
        }
    }

    /// Where the middle of the element matching `selector` is on the screen now, without
    /// scrolling (None: not there or not shown).
    pub fn place(&self, selector: &str) -> Option<(f64, f64)> {
        let expression = format!(
            "(() => {{ const e = document.querySelector({}); if (!e) return null; \
             const r = e.getBoundingClientRect(); \
             if (r.width === 0 || r.height === 0) return null; \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()",
            js_string(selector)
        );
        match self.try_eval(&expression) {
            Ok(Value::Array(xy)) => Some((xy[0].as_f64()?, xy[1].as_f64()?)),
            _ => None,
        }
    }

    /// Click the element matching `selector` with the mouse, in its middle.
    pub fn click(&self, selector: &str) {
        let (x, y) = self.middle(selector);
        for kind in ["mouseMoved", "mousePressed", "mouseReleased"] {
            self.cdp(
                "Input.dispatchMouseEvent",
                json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 }),
            );
        }
    }

    /// Put the keyboard's focus on the element matching `selector`, the caret at its end.
    pub fn focus(&self, selector: &str) {
        self.need(selector);
        self.eval(&format!(
            "(() => {{ const e = document.querySelector({}); e.focus(); \
             try {{ const n = e.value.length; e.setSelectionRange(n, n); }} catch (_) {{}} }})()",
            js_string(selector)
        ));
    }

    /// Type `text` into the element matching `selector` (focused, caret at the end), a key
    /// at a time: keydown, keypress, input and keyup fire as for a person typing. A `\n`
    /// presses Enter.
    pub fn type_text(&self, selector: &str, text: &str) {
        self.focus(selector);
        self.type_keys(text);
    }

    /// Type `text` wherever the focus is.
    pub fn type_keys(&self, text: &str) {
        for c in text.chars() {
            if c == '\n' {
                self.press("Enter");
                continue;
            }
            let s = c.to_string();
            let mut down = json!({ "type": "keyDown", "key": s, "text": s, "unmodifiedText": s });
            if c.is_ascii_alphanumeric() {
                let code = if c.is_ascii_digit() {
                    format!("Digit{c}")
                } else {
                    format!("Key{}", c.to_ascii_uppercase())
                };
                down["code"] = json!(code);
                down["windowsVirtualKeyCode"] = json!(u32::from(c.to_ascii_uppercase()));
            }
            self.cdp("Input.dispatchKeyEvent", down);
            self.cdp(
                "Input.dispatchKeyEvent",
                json!({ "type": "keyUp", "key": s }),
            );
        }
    }

    /// Press a named key where the focus is: Enter, Backspace, Tab, Escape, Delete, Space,
    /// ArrowLeft/Up/Right/Down, Home, End.
    pub fn press(&self, key: &str) {
        let Some((key, code, number, text)) = named_key(key) else {
            panic!("press: no key named {key:?}");
        };
        let mut down = json!({
            "type": if text.is_empty() { "rawKeyDown" } else { "keyDown" },
            "key": key, "code": code,
            "windowsVirtualKeyCode": number, "nativeVirtualKeyCode": number,
        });
        if !text.is_empty() {
            down["text"] = json!(text);
            down["unmodifiedText"] = json!(text);
        }
        self.cdp("Input.dispatchKeyEvent", down);
        self.cdp(
            "Input.dispatchKeyEvent",
            json!({ "type": "keyUp", "key": key, "code": code,
                    "windowsVirtualKeyCode": number, "nativeVirtualKeyCode": number }),
        );
    }

    /// The page's own `localStorage` item `key` (the page must be on the right origin).
    pub fn local_storage_get(&self, key: &str) -> Option<String> {
        self.eval(&format!("localStorage.getItem({})", js_string(key)))
            .as_str()
            .map(str::to_string)
    }

    pub fn local_storage_set(&self, key: &str, value: &str) {
        self.eval(&format!(
            "localStorage.setItem({}, {})",
            js_string(key),
            js_string(value)
        ));
    }

    pub fn local_storage_remove(&self, key: &str) {
        self.eval(&format!("localStorage.removeItem({})", js_string(key)));
    }

    pub fn local_storage_clear(&self) {
        self.eval("localStorage.clear()");
    }

    /// What the page shows, as a PNG (the viewport: `width` x `height` pixels), written to
    /// `path`; its bytes.
    pub fn screenshot_png(&self, path: &Path) -> Vec<u8> {
        self.shoot(path, json!({ "format": "png" }))
    }

    /// The whole page, however long, as a PNG of the viewport's width.
    pub fn screenshot_full_png(&self, path: &Path) -> Vec<u8> {
        let size = self.eval(
            "[document.documentElement.clientWidth, \
             Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)]",
        );
        let (w, h) = (
            size[0].as_f64().unwrap_or(0.0),
            size[1].as_f64().unwrap_or(0.0),
        );
        self.shoot(
            path,
            json!({
                "format": "png",
                "captureBeyondViewport": true,
                "clip": { "x": 0, "y": 0, "width": w, "height": h, "scale": 1 },
            }),
        )
    }

    fn shoot(&self, path: &Path, params: Value) -> Vec<u8> {
        let answer = self.cdp("Page.captureScreenshot", params);
        let bytes = base64_decode(answer["data"].as_str().unwrap_or(""));
        std::fs::write(path, &bytes)
            .unwrap_or_else(|e| panic!("screenshot to {}: {e}", path.display()));
        bytes
    }

    /// The page's clock: milliseconds since the epoch, to a fraction (comparable with
    /// `epoch_ms` of the machine's clock).
    pub fn now_ms(&self) -> f64 {
        self.eval("performance.timeOrigin + performance.now()")
            .as_f64()
            .unwrap_or(0.0)
    }

    /// From now on, note in the page the moment (page clock, `now_ms`) at which the
    /// JavaScript `condition` first holds, checked after every change to the document (a
    /// MutationObserver; a microtask after the change, before it is painted). Read it with
    /// `mark` or `wait_mark`.
    pub fn mark_when(&self, name: &str, condition: &str) {
        self.eval(&format!(
            "(() => {{ const name = {name}; const test = () => {{ try {{ return !!({condition}); }} \
             catch (_) {{ return false; }} }}; \
             const marks = window.__browserMarks || (window.__browserMarks = {{}}); \
             delete marks[name]; \
             const note = () => {{ if (!(name in marks) && test()) {{ \
               marks[name] = performance.timeOrigin + performance.now(); observer.disconnect(); }} }}; \
             const observer = new MutationObserver(note); \
             observer.observe(document, {{ subtree: true, childList: true, characterData: true, attributes: true }}); \
             note(); }})()",
            name = js_string(name),
        ));
    }

    /// When the mark `name` was noted (page clock), if yet.
    pub fn mark(&self, name: &str) -> Option<f64> {
        self.eval(&format!(
            "(window.__browserMarks || {{}})[{}]",
            js_string(name)
        ))
        .as_f64()
    }

    /// Wait for the mark `name`; when it was noted (page clock).
    pub fn wait_mark(&self, name: &str, timeout: Duration) -> Option<f64> {
        let condition = format!(
            "(window.__browserMarks || {{}})[{}] !== undefined",
            js_string(name)
        );
        if self.wait_for(&condition, timeout) {
            self.mark(name)
        } else {
            None
        }
    }

    /// Keep the protocol events named `method` from now on (e.g.
    /// `Network.eventSourceMessageReceived`, after `cdp("Network.enable", json!({}))`).
    pub fn keep_events(&self, method: &str) {
        lock(&self.inner.conn.kept)
            .entry(self.session.clone())
            .or_default()
            .insert(method.to_string());
    }

    /// The kept events named `method`, oldest first (their params).
    pub fn events(&self, method: &str) -> Vec<Value> {
        lock(&self.inner.conn.events)
            .get(&self.session)
            .map(|all| {
                all.iter()
                    .filter(|(m, _)| m == method)
                    .map(|(_, p)| p.clone())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Wait until `count` events named `method` were kept.
    pub fn wait_events(&self, method: &str, count: usize, timeout: Duration) -> bool {
        let started = Instant::now();
        loop {
            if self.events(method).len() >= count {
                return true;
            }
            if started.elapsed() >= timeout {
                return false;
            }
            std::thread::sleep(POLL);
        }
    }

    /// What the page reported so far: uncaught errors, console errors, error log entries
    /// (a script or style the Content-Security-Policy refused, a failed request), dialogs
    /// (each accepted at once).
    pub fn reports(&self) -> Vec<String> {
        lock(&self.inner.conn.reports)
            .get(&self.session)
            .cloned()
            .unwrap_or_default()
    }
}

/// A page of the test's own, served on the loopback under the board's kind of
/// Content-Security-Policy (`script-src 'self'`): a name box, a button, a list kept in
/// localStorage. Its address.
fn serve_test_page() -> String {
    const PAGE: &str = "<!doctype html><meta name=viewport content=\"width=device-width\">\
        <title>driver</title><form id=form><input id=name><button id=add>Add</button></form>\
        <ul id=list></ul><p id=typed></p><p id=how></p><script src=\"/t.js\"></script>";
    const SCRIPT: &str = r#"
var box = document.getElementById("name"), list = document.getElementById("list");
function show(v) { var li = document.createElement("li"); li.textContent = v; list.appendChild(li); }
function add() {
  show(box.value);
  localStorage.setItem("names", (localStorage.getItem("names") || "") + box.value + ";");
  box.value = "";
}
box.addEventListener("input", function () { document.getElementById("typed").textContent = "input:" + box.value; });
var keys = 0;
box.addEventListener("keydown", function () { keys += 1; document.title = "keys:" + keys; });
document.getElementById("form").addEventListener("submit", function (e) { e.preventDefault(); add(); });
(localStorage.getItem("names") || "").split(";").filter(Boolean).forEach(show);
document.getElementById("how").textContent = "touch:" + ("ontouchstart" in window) + " width:" + innerWidth;
"#;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let address = format!("http://{}/", listener.local_addr().expect("address"));
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut head = Vec::new();
            let mut byte = [0u8; 1];
            while !head.ends_with(b"\r\n\r\n") && stream.read(&mut byte).is_ok_and(|n| n == 1) {
                head.push(byte[0]);
            }
            let head = String::from_utf8_lossy(&head);
            let path = head.split_whitespace().nth(1).unwrap_or("/");
            let (status, kind, body) = match path {
                "/" => ("200 OK", "text/html", PAGE),
                "/t.js" => ("200 OK", "text/javascript", SCRIPT),
                _ => ("404 Not Found", "text/plain", "no"),
            };
            let _ = write!(
                stream,
                "HTTP/1.1 {status}\r\nContent-Type: {kind}; charset=utf-8\r\n\
                 Content-Security-Policy: default-src 'none'; script-src 'self'\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    address
}

/// The driver itself: a phone-sized page with touch, typing that fires input events,
/// Backspace and Enter, a tap and a click, localStorage kept over a reload, pages in
/// contexts of their own or beside another, a screenshot of the viewport's size.
#[test]
fn the_browser_driver_types_taps_and_reloads() {
    let Some(browser) = Browser::start() else {
        return;
    };
    let url = serve_test_page();
    let started = Instant::now();
    let page = browser.page(&url, 360, 780);
    eprintln!("a page opened in {:?}", started.elapsed());
    assert_eq!(page.text("#how"), "touch:true width:360");
    page.type_text("#name", "Anne");
    assert_eq!(page.text("#typed"), "input:Anne");
    page.press("Backspace");
    assert_eq!(page.value("#name"), "Ann");
    // A key down for each of the four letters and the Backspace.
    assert_eq!(page.eval("document.title"), "keys:5");
    // Enter sends the form, as on a phone's keyboard.
    page.press("Enter");
    page.type_text("#name", "Bob");
    page.tap("#add");
    page.type_text("#name", "Cy\u{e9}");
    page.click("#add");
    assert_eq!(page.texts("#list li"), ["Ann", "Bob", "Cy\u{e9}"]);
    assert_eq!(
        page.local_storage_get("names").as_deref(),
        Some("Ann;Bob;Cy\u{e9};")
    );
    page.reload();
    assert_eq!(page.texts("#list li"), ["Ann", "Bob", "Cy\u{e9}"]);
    // Another phone sees nothing of it; another tab on the same phone sees it all.
    let other = browser.page(&url, 360, 780);
    assert!(other.texts("#list li").is_empty());
    other.local_storage_set("names", "Di;");
    other.reload();
    assert_eq!(other.texts("#list li"), ["Di"]);
    let beside = browser.page_beside(&page, &url, 360, 780);
    assert_eq!(beside.texts("#list li").len(), 3);
    // Pages are driven from threads at once (two scorers racing).
    std::thread::scope(|s| {
        s.spawn(|| page.type_text("#name", "Ed\n"));
        s.spawn(|| other.type_text("#name", "Flo\n"));
    });
    assert_eq!(
        page.texts("#list li").last().map(String::as_str),
        Some("Ed")
    );
    assert_eq!(other.texts("#list li"), ["Di", "Flo"]);
    let shot = std::env::temp_dir().join(format!("browser-driver-{}.png", std::process::id()));
    let png = page.screenshot_png(&shot);
    assert_eq!(png_size(&png), Some((360, 780)));
    let whole = page.screenshot_full_png(&shot);
    let _ = std::fs::remove_file(&shot);
    assert_eq!(png_size(&whole).map(|(w, _)| w), Some(360));
    // No script refused nor failing: only the missing icon, if asked for.
    let reports: Vec<String> = page
        .reports()
        .into_iter()
        .filter(|r| !r.contains("favicon"))
        .collect();
    assert!(reports.is_empty(), "{reports:?}");
    eprintln!("the driver's whole test took {:?}", started.elapsed());
}
