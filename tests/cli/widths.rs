//! Every screen width: the season's tables (`stats`, `history`, `players`, `list`) laid out
//! for a phone's 40 columns and a terminal's 80 (`COLUMNS`, as a terminal of that width
//! is), never wider and never a number broken across lines; the chart as a picture with
//! every label inside it; table mode's questions at 40 columns.
//! Scores use Classic's schedules (seed 001, pagat "Classic Canasta": natural canasta 500,
//! mixed 300, going out 100, red three 100, game 5000).

use crate::harness::Env;

/// Two games of long names and four-digit hands: Annabelle and Christophe (We) against
/// Bartholomew and Dimitrios (They), then the Joneses against the Smithsonians.
fn season(env: &Env) {
    env.run(&[
        "new",
        "--player",
        "Annabelle",
        "--player",
        "Bartholomew",
        "--player",
        "Christophe",
        "--player",
        "Dimitrios",
    ])
    .ok();
    // We: 4 natural 2000 + 2 mixed 600 + out 100 + a red three 100 + 380 melded = +3180.
    // They: 90 melded - 40 in hand = +50.
    env.run(&["record", "We: out 4n 2m 1r 380", "They: 90 -40"])
        .ok();
    env.run(&["record", "We: 120 -30", "They: out 1n 1m 300"])
        .ok();
    env.run(&["new", "--side", "Joneses", "--side", "Smithsonians"])
        .ok();
    env.run(&[
        "record",
        "Joneses: out 4n 2m 1r 380",
        "Smithsonians: 90 -40",
    ])
    .ok();
}

/// Columns a line takes (the tables' box characters take one each).
fn widest(text: &str) -> usize {
    text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
}

/// The numbers of `text`, each with its sign: `+3180`, `-30`, `2026`.
fn numbers(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    let mut before = ' ';
    for c in text.chars() {
        let starts = (c == '+' || c == '-') && !before.is_alphanumeric();
        if c.is_ascii_digit() || (current.is_empty() && starts) {
            current.push(c);
        } else {
            if current.chars().any(|d| d.is_ascii_digit()) {
                found.push(std::mem::take(&mut current));
            }
            current.clear();
        }
        before = c;
    }
    if current.chars().any(|d| d.is_ascii_digit()) {
        found.push(current);
    }
    found
}

fn at_width(env: &Env, columns: usize, args: &[&str]) -> String {
    let out = env
        .cmd()
        .env("COLUMNS", columns.to_string())
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// At 40 and at 80 columns, each report is as wide as the screen at most, and every number
/// of its full-width form (piped) is there whole: `+3180`, not `+3` over `18` over `0`.
#[test]
fn the_season_fits_forty_and_eighty_columns() {
    let env = Env::new();
    season(&env);
    env.run(&["players", "merge", "Anne", "Annabelle"]).ok();
    for args in [
        &["stats"][..],
        &["history"],
        &["players"],
        &["list"],
        &["stats", "--player", "Annabelle"],
        &["stats", "--vs", "Annabelle", "--vs", "Bartholomew"],
        &["stats", "--chart"],
    ] {
        for lang in ["en", "es", "pt-BR", "it", "de"] {
            // Issue 32, item 6: in every language, as in English.
            let args: Vec<&str> = ["--lang", lang]
                .into_iter()
                .chain(args.iter().copied())
                .collect();
            let args = args.as_slice();
            let full = env.run(args).ok().stdout;
            for columns in [40, 80] {
                let text = at_width(&env, columns, args);
                assert!(
                    widest(&text) <= columns,
                    "{args:?} is {} wide at {columns}:\n{text}",
                    widest(&text)
                );
                for number in numbers(&full) {
                    assert!(
                        text.contains(&number),
                        "{args:?} at {columns}: {number} is not whole:\n{text}"
                    );
                }
                if args[2] == "stats" {
                    assert!(text.contains("+3180"), "{text}");
                }
            }
        }
    }
    // At 80 the statistics are two tables (results, then play) a player a line; at 40,
    // a block of lines a player.
    let eighty = at_width(&env, 80, &["stats"]);
    assert!(eighty.contains("│ Annabelle "), "{eighty}");
    assert!(eighty.contains("┆ 2 mixed, 4 natural │"), "{eighty}");
    let forty = at_width(&env, 40, &["stats"]);
    assert!(
        forty.contains("\nAnnabelle\n  games 1, won 0, lost 0,"),
        "{forty}"
    );
    assert!(forty.contains("best hand +3180"), "{forty}");
    let history = at_width(&env, 40, &["history"]);
    // The Joneses lead by 3180 - 50: the line broken between words.
    assert!(
        history.contains("  result: in play; lead: Joneses, by\n    3130\n"),
        "{history}"
    );
    // Piped without COLUMNS, the statistics keep their full width, one line a player.
    let piped = env.run(&["stats"]).ok().stdout;
    assert!(widest(&piped) > 80, "{piped}");
}

/// The chart as SVG: every side's label (its name and total) ends inside the picture,
/// measured as the widest common sans-serif draws it, and so on the board at 360 pixels
/// (the same picture, scaled); the target's label starts inside it.
#[test]
fn the_charts_labels_are_inside_the_picture() {
    let env = Env::new();
    env.run(&[
        "new",
        "--variant",
        "classic-6p",
        "--side",
        "Joneses",
        "--side",
        "Maximiliane",
        "--side",
        "WWW",
    ])
    .ok();
    for _ in 0..3 {
        env.run(&[
            "record",
            "Joneses: out 4n 2m 1r 380",
            "Maximiliane: 4n 2m 375",
            "WWW: 90 -40",
        ])
        .ok();
    }
    let file = env.data().join("chart.svg");
    let path = file.to_str().expect("utf-8 path");
    env.run(&["show", "--chart", "--format", "svg", "-o", path])
        .ok();
    let svg = std::fs::read_to_string(&file).expect("svg written");
    let view = svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a viewBox");
    let mut size = view.split(' ').map(|v| v.parse::<f64>().expect("a number"));
    let (w, h) = (size.next().expect("width"), size.next().expect("height"));
    let attr = |tag: &str, name: &str| -> Option<f64> {
        tag.split(&format!(" {name}=\""))
            .nth(1)?
            .split('"')
            .next()?
            .parse()
            .ok()
    };
    let mut labels = 0;
    for piece in svg.split("<text").skip(1) {
        let (tag, rest) = piece.split_once('>').expect("a tag");
        let text = rest
            .split("</text>")
            .next()
            .expect("text")
            .replace("&amp;", "&");
        let x = attr(tag, "x").expect("x");
        let y = attr(tag, "y").expect("y");
        let width = canasta::render::chart::text_width(&text, 20.0);
        let (start, end) = if tag.contains("text-anchor=\"end\"") {
            (x - width, x)
        } else if tag.contains("text-anchor=\"middle\"") {
            (x - width / 2.0, x + width / 2.0)
        } else {
            (x, x + width)
        };
        assert!(
            start >= 0.0 && end <= w,
            "`{text}` runs from {start:.0} to {end:.0}, outside 0 to {w}:\n{svg}"
        );
        assert!(y >= 16.0 && y <= h, "`{text}` at y {y}:\n{svg}");
        if tag.contains("font-weight=\"bold\"") {
            labels += 1;
        }
    }
    assert_eq!(labels, 3, "{svg}");
    // The long name is cut, the totals whole: Joneses 3 x (4 natural 2000 + 2 mixed 600
    // + out 100 + a red three 100 + 380) = 9540; Maximiliane 3 x (2000 + 600 + 375).
    assert!(svg.contains(">Joneses 9540</text>"), "{svg}");
    assert!(svg.contains(">Maximilia… 8925</text>"), "{svg}");
}

/// `canasta ARGS` in a pseudo-terminal of 40 columns (a phone's), without colours, in
/// English unless ARGS say `--lang`.
#[cfg(unix)]
fn at_forty(env: &Env, args: &str) -> Result<rexpect::session::PtySession, rexpect::error::Error> {
    let mut cmd = std::process::Command::new("sh");
    cmd.arg("-c")
        .arg(format!("stty cols 40 rows 40 && exec \"$0\" {args}"))
        .arg(env!("CARGO_BIN_EXE_canasta"))
        .env("CANASTA_DATA_DIR", env.data())
        .env("CANASTA_LANG", "en")
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env_remove("COLUMNS")
        .current_dir(env.data());
    rexpect::session::spawn_command(cmd, Some(20_000))
}

/// `text` as the pseudo-terminal's reader shows it: a character a byte.
#[cfg(unix)]
fn raw(text: &str) -> String {
    text.bytes().map(char::from).collect()
}

/// Table mode at 40 columns (a phone's terminal): the variant picker's question is broken
/// between words, its items and the menu's cut at a word with `…`, the answers said back
/// wrapped between words.
#[cfg(unix)]
#[test]
fn table_mode_at_forty_columns() -> Result<(), rexpect::error::Error> {
    let env = Env::new();
    env.classic();
    let mut p = at_forty(&env, "play")?;
    // The current game offered, its item cut after a number (never inside one).
    p.exp_string("? Which game? (Esc: leave)")?;
    p.exp_string(&raw("Go on with game 1 (classic): We 0…"))?;
    p.send("\r")?;
    p.flush()?;
    p.exp_string("? What next? (q quits)")?;
    // Issue 32, item 6: the items longer than a narrow screen are said in their short
    // forms, whole (the catalog's `-short`), never cut where their meaning is.
    p.exp_string(&raw("  Ask a rules question\r\n"))?;
    p.exp_string(&raw("  The score on the phones\r\n"))?;
    p.exp_string(&raw("  Quit (all is saved)"))?;
    p.send("q")?;
    p.flush()?;
    p.exp_eof()?;
    // A new game: the picker's question over two lines, broken between words.
    let mut p = at_forty(&env, "play --new")?;
    p.exp_string("? Variant (type to filter, Enter to")?;
    p.exp_string(&raw("  choose, Esc to leave) ›"))?;
    // Issue 32, item 6: each description under its variant's name, wrapped whole, not
    // cut to a word.
    p.exp_string(&raw("classic"))?;
    p.exp_string(&raw("    Classic Canasta, four players in"))?;
    p.exp_string(&raw("    two partnerships, game 5000"))?;
    p.send("\r")?;
    p.flush()?;
    // The answer said back, the item's words whole over lines.
    p.exp_string(&raw("✔ Variant (type to filter, Enter to"))?;
    p.exp_string("Side 1 of 2")?;
    Ok(())
}

/// Issue 32, item 7: at 40 columns a hand's line longer than the screen wraps, and an
/// edit inside its first row (Ctrl-Left back to `00`, a `2` typed before it) is redrawn
/// in place: the line saved is the line on the screen. Classic (Pagat, "Canasta"; seed
/// 001): We out with a natural canasta and 200 melded: 500 + 100 + 200 = 800; They hold
/// 30: -30.
#[cfg(unix)]
#[test]
fn a_line_that_wraps_at_forty_columns_is_edited_in_place() -> Result<(), rexpect::error::Error> {
    let env = Env::new();
    env.classic();
    let mut p = at_forty(&env, "play")?;
    p.exp_string("? Which game? (Esc: leave)")?;
    p.send("\r")?;
    p.flush()?;
    p.exp_string("? What next? (q quits)")?;
    p.send("\r")?;
    p.flush()?;
    p.exp_string("q leaves.")?;
    p.exp_string("We")?;
    // 6 + 40 spaces + 2: over a row of 40 with the prompt.
    let long = format!("out 1n{}00", " ".repeat(40));
    p.send(&format!("{long}\x1b[1;5D2\r"))?;
    p.flush()?;
    p.exp_string("They")?;
    p.send("-30\r")?;
    p.flush()?;
    p.exp_string("Enter: as typed")?;
    p.send("\r")?;
    p.flush()?;
    p.exp_string("Save hand 1?")?;
    p.send("\r")?;
    p.flush()?;
    p.exp_string("Saved.")?;
    p.send("q")?;
    p.flush()?;
    p.exp_eof()?;
    let json = env.json();
    assert_eq!(json["totals"]["We"], 800, "{json}");
    assert_eq!(json["totals"]["They"], -30, "{json}");
    Ok(())
}

/// Issue 32, item 6: at 40 columns the list of variants says each description in the
/// player's language, wrapped under the variant's name (German: `Klassisches Canasta,
/// vier Spieler in zwei Partnerschaften, Partie bis 5000`), not cut after a word.
#[cfg(unix)]
#[test]
fn the_variant_list_at_forty_columns_is_in_the_language() -> Result<(), rexpect::error::Error> {
    let env = Env::new();
    let mut p = at_forty(&env, "--lang de play --new")?;
    p.exp_string("classic")?;
    p.exp_string("    Klassisches Canasta, vier Spieler")?;
    p.exp_string("    in zwei Partnerschaften, Partie")?;
    p.exp_string("    bis 5000")?;
    p.send("\x1b")?;
    p.flush()?;
    p.exp_eof()?;
    Ok(())
}

/// Issue 32, item 6: `stats` at 80 columns is laid out as tables in every language, as
/// in English (the headers short enough in the catalog), never the phone's blocks, and
/// no line is wider than 80.
#[test]
fn stats_are_tables_at_eighty_columns_in_every_language() {
    let env = Env::new();
    env.classic();
    env.run(&["record", "We: out 1n 1m 2r 420 -35", "They: 90 -40"])
        .ok();
    for lang in ["en", "es", "pt-BR", "it", "de"] {
        let text = at_width(&env, 80, &["--lang", lang, "stats"]);
        assert!(
            widest(&text) <= 80,
            "{lang}: {} wide:\n{text}",
            widest(&text)
        );
        assert!(
            text.contains('┌'),
            "{lang}: not a table at 80 columns:\n{text}"
        );
        // Pagat (seed 001): 500 + 300 + 200 + 420 - 35 + 100 = 1485.
        assert!(text.contains("1485"), "{lang}:\n{text}");
    }
}

/// Issue 32, item 6: at 40 columns the legend before a hand's lines wraps between its
/// entries, never between a code and its word (`r` at the end of a line and `red threes`
/// on the next).
#[cfg(unix)]
#[test]
fn the_legend_keeps_each_code_with_its_word_at_forty_columns() -> Result<(), rexpect::error::Error>
{
    let env = Env::new();
    env.classic();
    let mut p = at_forty(&env, "play")?;
    p.exp_string("? Which game? (Esc: leave)")?;
    p.send("\r")?;
    p.flush()?;
    p.exp_string("? What next? (q quits)")?;
    p.send("\r")?;
    p.flush()?;
    p.exp_string("Counts:")?;
    let legend = p.exp_string("q leaves.")?;
    for line in legend.lines() {
        let line = line.trim_end();
        let last = line.rsplit(' ').next().unwrap_or("");
        assert!(
            !(last.len() <= 2 && last.chars().all(|c| c.is_ascii_lowercase()) && !last.is_empty()),
            "a code left at the end of a line: {line:?}\n{legend}"
        );
        assert!(line.chars().count() <= 40, "{line:?}");
    }
    assert!(legend.contains("red threes"), "{legend}");
    p.send("\x1b")?;
    p.flush()?;
    Ok(())
}

/// Issue 42, item 8: the director's desk at the terminal (`tournament status`) and the
/// standings at 40 and 80 columns in the five languages: no line wider than the screen,
/// every number whole (a table of 1200 to -700 said `1200 – -700`, never `1200--700`
/// nor cut over two lines), and the correction's line wrapped between words.
#[test]
fn the_tournament_desk_fits_forty_and_eighty_columns() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "w", "1 mitchell", &[], true);
    // Three deals: N-S go out with a clean burraco and 100 melded (100 + 200 + 100 =
    // 400, burraco.md §2), E-W hold 200 in hand: 1200 to -600; then the third deal's
    // E-W line corrected to -300 with a reason (the result closed first): -700.
    for _ in 0..3 {
        env.run(&[
            "record",
            "--game",
            "1",
            "Ana-Bob: out 1c 100",
            "Ed-Flo: -200",
        ])
        .ok();
    }
    crate::tournament::play(&env, "Cy-Di", "Gus-Hal", "2", 300);
    env.run(&["tournament", "close", "w"]).ok();
    env.run(&[
        "edit",
        "--game",
        "1",
        "3",
        "Ed-Flo: =-300",
        "--why",
        "the third deal's sheet said -300 for E-W, typed as -200 by the table",
    ])
    .ok();
    for columns in [40, 80] {
        for lang in ["en", "es", "pt-BR", "it", "de"] {
            for args in [
                &["tournament", "status", "w"][..],
                &["tournament", "standings", "w"],
            ] {
                let mut all = vec!["--lang", lang];
                all.extend_from_slice(args);
                let text = at_width(&env, columns, &all);
                assert!(
                    widest(&text) <= columns,
                    "{lang} {args:?} at {columns}: {} wide:\n{text}",
                    widest(&text)
                );
                assert!(!text.contains("--700"), "{lang} {args:?}:\n{text}");
                if args[1] == "status" {
                    assert!(text.contains("1200 – -700"), "{lang} at {columns}:\n{text}");
                }
                // The full-width form's numbers are all there, whole.
                let full = env.run(&all).ok().stdout;
                let nums = numbers(&text);
                for n in numbers(&full).iter().filter(|n| n.len() > 2) {
                    assert!(
                        nums.contains(n),
                        "{lang} {args:?} at {columns}: {n} cut:\n{text}"
                    );
                }
            }
        }
    }
}

/// A tournament's screens at 40 and 80 columns in every language (issue 45, item 3): no
/// line wider than the screen, and no column heading broken over two lines (the German
/// *Durchg.* was, its full stop alone under it: now *Dg.*). Four pairs of Burraco, round
/// 1 played (three deals a table, `out 1c 100` and `200`) and closed, round 2 seated.
#[test]
fn a_tournaments_screens_fit_40_and_80_columns_in_every_language() {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "abend", "2 mitchell", &[], true);
    for (game, ours, theirs) in [("1", "Ana-Bob", "Ed-Flo"), ("2", "Cy-Di", "Gus-Hal")] {
        for _ in 0..3 {
            env.run(&[
                "record",
                "--game",
                game,
                &format!("{ours}: out 1c 100"),
                &format!("{theirs}: 200"),
            ])
            .ok();
        }
    }
    env.run(&["tournament", "close", "abend"]).ok();
    env.run(&["tournament", "seat", "abend"]).ok();
    for lang in canasta::core::language::Lang::ALL {
        for columns in ["40", "80"] {
            for screen in ["standings", "status", "seating"] {
                let out = env
                    .cmd()
                    .env("COLUMNS", columns)
                    .args(["--lang", lang.tag(), "tournament", screen, "abend"])
                    .output()
                    .expect("canasta");
                let text = String::from_utf8_lossy(&out.stdout);
                let width: usize = columns.parse().expect("columns");
                let lines: Vec<&str> = text.lines().collect();
                for line in &lines {
                    assert!(
                        line.chars().count() <= width,
                        "{} {screen} at {columns}: {line:?}\n{text}",
                        lang.tag()
                    );
                }
                // A table's heading is one line: the rule under it comes next.
                for (i, line) in lines.iter().enumerate() {
                    if line.starts_with('┌') {
                        let under = lines.get(i + 2).copied().unwrap_or("");
                        assert!(
                            under.starts_with('╞'),
                            "{} {screen} at {columns}: a heading broken over two lines\n{text}",
                            lang.tag()
                        );
                    }
                }
            }
        }
    }
}

/// A breakdown's item too long for 40 columns keeps its place under its side: wrapped
/// beside its points, its second line indented further (issue 45: a Spanish penalty lost
/// its indent). Modern American Canasta (seed 001, its scoring table): 2 pure canastas
/// 2 x 500 = 1000, 300 melded, -20 in hand, a failure to go out -100: 1180.
#[test]
fn a_wrapped_breakdown_item_keeps_its_indent_at_forty_columns() {
    let env = Env::new();
    env.run(&["--lang", "es", "new", "--variant", "american"])
        .ok();
    env.run(&[
        "--lang",
        "es",
        "record",
        "Nosotros: 2p 300 -20 npc",
        "Ellos: 150 -45",
    ])
    .ok();
    let shown = at_width(&env, 40, &["--lang", "es", "show", "--explain"]);
    assert!(widest(&shown) <= 40, "{shown}");
    assert!(
        shown.contains("│   penalización: no pudo   ┆   -100 │\n│     cortar x1"),
        "{shown}"
    );
    assert!(shown.contains("+1180"), "{shown}");
}

/// The director's desk itself (`tournament desk`, interactive) in a terminal of 40
/// columns, in every language (issue 45, item 3): its round table by table, its menu and
/// its question, no line wider than the screen. Four pairs of Burraco, round 1 played
/// (three deals a table) and closed.
#[cfg(unix)]
#[test]
fn the_directors_desk_fits_a_forty_column_terminal() -> Result<(), rexpect::error::Error> {
    let env = Env::new();
    crate::tournament::four_pairs(&env, "desk", "2 mitchell", &[], true);
    for (game, ours, theirs) in [("1", "Ana-Bob", "Ed-Flo"), ("2", "Cy-Di", "Gus-Hal")] {
        for _ in 0..3 {
            env.run(&[
                "record",
                "--game",
                game,
                &format!("{ours}: out 1c 100"),
                &format!("{theirs}: 200"),
            ])
            .ok();
        }
    }
    env.run(&["tournament", "close", "desk"]).ok();
    for lang in ["en", "es", "pt-BR", "it", "de"] {
        let mut p = at_forty(&env, &format!("--lang {lang} tournament desk desk"))?;
        // The desk's first screen, then leave it.
        std::thread::sleep(std::time::Duration::from_millis(1500));
        p.send("q")?;
        p.flush()?;
        let shown = p.exp_eof()?;
        // What the screen shows: the reader's characters are bytes (UTF-8 again), escape
        // codes out, each line as the terminal ends it.
        let bytes: Vec<u8> = shown.chars().map(|c| c as u8).collect();
        let text = console::strip_ansi_codes(&String::from_utf8_lossy(&bytes)).replace('\r', "");
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.len() > 5, "{lang}: {text}");
        for line in &lines {
            assert!(
                console::measure_text_width(line) <= 40,
                "{lang}: {} wide: {line:?}\n{text}",
                console::measure_text_width(line)
            );
        }
    }
    Ok(())
}
