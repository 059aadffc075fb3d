//! The floor: read a canasta game file, deserialize all of it (rules included) with the
//! same YAML library, add up a trivial per-side total (melded - in_hand, not canasta's
//! scoring), and print one comfy-table row per hand plus the totals.

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

fn main() {
    let path = std::env::args_os().nth(1).expect("usage: floor GAME.yaml");
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

    let mut totals = vec![0i64; game.sides.len()];
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

    let mut out = std::io::stdout().lock();
    writeln!(out, "{table}").expect("write");
    let summary: Vec<String> = game
        .sides
        .iter()
        .zip(&totals)
        .map(|(side, total)| format!("{} {total}", side.name))
        .collect();
    writeln!(out, "Totals: {}", summary.join(", ")).expect("write");
}
