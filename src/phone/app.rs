//! What makes the three pages (the board `/`, the scorer's `/score`, the director's
//! `/desk`) an app on the phone: the web app manifest (`/manifest.webmanifest`, its names
//! in the phone's language), the icons (`/favicon.ico`, `/apple-touch-icon.png`, 192 and
//! 512 px, and a maskable 512 px), and `/app.js`, the script all three load: the look
//! (light, dark, or as the phone says, kept in `localStorage`) and the screen kept on
//! (the Screen Wake Lock API, where the browser has it: not on plain HTTP off the
//! loopback, where nothing breaks and the screen may sleep).
//!
//! None of these carries a game, so none needs the board's key: they are answered before
//! the key is asked for, with the headers every answer carries.

use std::borrow::Cow;

use crate::render::chart::escape;
use crate::render::i18n;

/// The script the three pages share, served as `/app.js`.
const SCRIPT: &str = include_str!("app.js");

/// The icons, drawn once by `icons/draw.py`.
const ICON_192: &[u8] = include_bytes!("icons/icon-192.png");
const ICON_512: &[u8] = include_bytes!("icons/icon-512.png");
const ICON_MASKABLE: &[u8] = include_bytes!("icons/icon-maskable-512.png");
const APPLE_TOUCH: &[u8] = include_bytes!("icons/apple-touch-icon.png");
const FAVICON: &[u8] = include_bytes!("icons/favicon.ico");

/// The bar's colour in the light look (the felt green of the main buttons) and the page's
/// background in the dark look; the page's background in the light look.
const THEME_LIGHT: &str = "#006644";
const THEME_DARK: &str = "#121412";
const BACKGROUND: &str = "#f6f6f2";

/// The paths answered here.
pub fn is_apps(path: &str) -> bool {
    matches!(
        path,
        "/manifest.webmanifest"
            | "/app.js"
            | "/favicon.ico"
            | "/apple-touch-icon.png"
            | "/icon-192.png"
            | "/icon-512.png"
            | "/icon-maskable-512.png"
    )
}

/// One of [`is_apps`]' files, in the current language: its content type and its bytes.
/// Whoever serves the app (the board, a static site) sends it as it is.
pub fn file(path: &str) -> Option<(&'static str, Cow<'static, [u8]>)> {
    let png = "image/png";
    let fixed = |kind, bytes: &'static [u8]| Some((kind, Cow::Borrowed(bytes)));
    match path {
        "/manifest.webmanifest" => Some((
            "application/manifest+json",
            Cow::Owned(manifest().into_bytes()),
        )),
        "/app.js" => fixed("text/javascript; charset=utf-8", SCRIPT.as_bytes()),
        "/favicon.ico" => fixed("image/x-icon", FAVICON),
        "/apple-touch-icon.png" => fixed(png, APPLE_TOUCH),
        "/icon-192.png" => fixed(png, ICON_192),
        "/icon-512.png" => fixed(png, ICON_512),
        "/icon-maskable-512.png" => fixed(png, ICON_MASKABLE),
        _ => None,
    }
}

/// The manifest, its names in the current language: installed, the app opens the
/// scorer's page, on its own (no address bar).
fn manifest() -> String {
    let icon = |src: &str, size: u32, purpose: &str| {
        serde_json::json!({
            "src": src,
            "sizes": format!("{size}x{size}"),
            "type": "image/png",
            "purpose": purpose,
        })
    };
    let value = serde_json::json!({
        "id": "/score",
        "name": crate::tr!("board-app-name"),
        "short_name": crate::tr!("board-app-short-name"),
        "lang": i18n::language().tag(),
        "start_url": "/score",
        "scope": "/",
        "display": "standalone",
        "theme_color": THEME_LIGHT,
        "background_color": BACKGROUND,
        "icons": [
            icon("/icon-192.png", 192, "any"),
            icon("/icon-512.png", 512, "any"),
            icon("/icon-maskable-512.png", 512, "maskable"),
        ],
    });
    serde_json::to_string_pretty(&value).unwrap_or_default()
}

/// What the three pages' heads hold besides their own: the manifest, the icons, the
/// bar's colours for each look, and the shared script (in the head, so the look the
/// phone chose is set before the page shows). `script`: false on the page without the
/// key, which runs no script.
pub fn head(script: bool) -> String {
    let script = if script {
        "\n<script src=\"/app.js\"></script>"
    } else {
        ""
    };
    format!(
        r#"<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="{THEME_LIGHT}" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="{THEME_DARK}" media="(prefers-color-scheme: dark)">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">
<link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">{script}"#
    )
}

/// The look's switch (`#theme`: as the phone, light, dark), in the current language; the
/// shared script keeps the choice.
pub fn theme_switch() -> String {
    format!(
        r#"<p id="look"><label for="theme">{label}</label> <select id="theme"><option value="auto">{auto}</option><option value="light">{light}</option><option value="dark">{dark}</option></select></p>"#,
        label = escape(&crate::tr!("board-theme")),
        auto = escape(&crate::tr!("board-theme-auto")),
        light = escape(&crate::tr!("board-theme-light")),
        dark = escape(&crate::tr!("board-theme-dark")),
    )
}
