//! The floor: read a canasta game file, deserialize all of it (rules included) with the
//! same YAML library, add up a trivial per-side total (melded - in_hand, not canasta's
//! scoring), and print one comfy-table row per hand plus the totals.
//!
//! `floor --save GAME.yaml` also writes the file back the way any program that must not
//! lose a save does (and canasta does): a temporary file beside it, written and synced,
//! renamed over the game, the folder synced. That is the floor for the commands that change
//! a game (`record`, `undo`, `edit`, `drop`): the same reading, the same durable write.

use comfy_table::{presets::UTF8_FULL_CONDENSED, ContentArrangement, Table};
use indexmap::IndexMap;
use serde::Deserialize;
use std::io::Write;

#[derive(Deserialize)]
struct Game {
    #[allow(dead_code)]
    schema: u32,
    #[allow(dead_code)]
    variant: String,
    // Parsed in full, not skipped: canasta has to read it too.
    #[allow(dead_code)]
    rules: serde_yaml::Value,
    sides: Vec<Side>,
    #[serde(default)]
    hands: Vec<Hand>,
}

#[derive(Deserialize)]
struct Side {
    name: String,
}

#[derive(Deserialize)]
struct Hand {
    results: IndexMap<String, IndexMap<String, serde_yaml::Value>>,
}

fn points(fields: Option<&IndexMap<String, serde_yaml::Value>>, key: &str) -> i64 {
    fields
        .and_then(|f| f.get(key))
        .and_then(serde_yaml::Value::as_i64)
        .unwrap_or(0)
}

/// Write `text` over `path` durably: temp file, sync, rename, sync the folder.
fn save(path: &std::path::Path, text: &str) {
    let dir = path.parent().expect("the game file has a folder");
    let tmp = dir.join(".floor-save.tmp");
    let mut file = std::fs::File::create(&tmp).expect("create the temporary file");
    file.write_all(text.as_bytes()).expect("write the temporary file");
    file.sync_all().expect("sync the temporary file");
    drop(file);
    std::fs::rename(&tmp, path).expect("rename over the game");
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .expect("sync the folder");
}

fn main() {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let save_too = args.first().is_some_and(|a| a == "--save");
    if save_too {
        args.remove(0);
    }
    // `--explain`: also one small table per hand, each side's lines and its score (the
    // same kind and amount of output as `canasta show --explain`).
    let explain = args.first().is_some_and(|a| a == "--explain");
    if explain {
        args.remove(0);
    }
    let path = std::path::PathBuf::from(args.first().expect("usage: floor [--save] [--explain] GAME.yaml"));
    let text = std::fs::read_to_string(&path).expect("read the game file");
    let game: Game = serde_yaml::from_str(&text).expect("parse the game file");

    let mut header = vec!["Hand".to_string()];
    for side in &game.sides {
        header.push(side.name.clone());
        header.push("total".to_string());
    }
    let mut table = Table::new();
    table
        .load_style(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(header);

    let mut out = std::io::stdout().lock();
    let mut totals = vec![0i64; game.sides.len()];
    if explain {
        for (number, hand) in game.hands.iter().enumerate() {
            let mut t = Table::new();
            t.load_style(UTF8_FULL_CONDENSED)
                .set_content_arrangement(ContentArrangement::Disabled)
                .set_header(vec!["", "points"]);
            for side in &game.sides {
                let fields = hand.results.get(&side.name);
                let melded = points(fields, "melded");
                let in_hand = points(fields, "in_hand");
                t.add_row(vec![format!("{}:", side.name), String::new()]);
                t.add_row(vec!["  cards melded".to_string(), format!("{melded:+}")]);
                t.add_row(vec!["  cards in hand".to_string(), format!("{:+}", -in_hand)]);
                t.add_row(vec![
                    format!("  {} this hand", side.name),
                    format!("{:+}", melded - in_hand),
                ]);
            }
            writeln!(out, "Hand {}\n{t}", number + 1).expect("write");
        }
    }
    for (number, hand) in game.hands.iter().enumerate() {
        let mut row = vec![(number + 1).to_string()];
        for (side, total) in game.sides.iter().zip(totals.iter_mut()) {
            let fields = hand.results.get(&side.name);
            let score = points(fields, "melded") - points(fields, "in_hand");
            *total += score;
            row.push(format!("{score:+}"));
            row.push(total.to_string());
        }
        table.add_row(row);
    }

    writeln!(out, "{table}").expect("write");
    let summary: Vec<String> = game
        .sides
        .iter()
        .zip(&totals)
        .map(|(side, total)| format!("{} {total}", side.name))
        .collect();
    writeln!(out, "Totals: {}", summary.join(", ")).expect("write");
    if save_too {
        save(&path, &text);
    }
}
