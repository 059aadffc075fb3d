//! `canasta circuit DIR`: a season of events (a folder of results files and nights
//! exported by `tournament export`), its pairs' and players' standings.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, ValueEnum};

use crate::cli::reports::json_out;
use crate::exit::Exit;
use crate::game;
use crate::render;
use crate::store::Store;

// `canasta circuit`'s arguments (its help is the variant's doc in `args.rs`).
#[derive(Debug, Args)]
pub struct CircuitArgs {
    /// The circuit's folder: its events (`*.json` results files, `*.yaml` nights as
    /// `tournament export` writes them) and, if it has one, its `circuit.yaml` (its name
    /// and its finalists' rule).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// How the standings are written.
    #[arg(long, value_enum, default_value = "table")]
    pub format: CircuitFormat,
    /// Also write them as a web page (`index.html` and its style sheet) into this folder.
    #[arg(long, value_name = "DIR")]
    pub site: Option<PathBuf>,
    /// Replace the pages the `--site` folder already has.
    #[arg(long)]
    pub force: bool,
}

/// How `circuit` writes the standings.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum CircuitFormat {
    Table,
    Json,
    Csv,
}

/// Files as (name, text).
type Files = Vec<(String, String)>;

/// The events of the folder, (file name, text) in name order, and its `circuit.yaml`.
fn folder(dir: &Path) -> Result<(Files, Option<String>)> {
    let mut rules = None;
    let mut files = Vec::new();
    let endings = [".json", ".yaml", ".yml"];
    for (name, text) in
        crate::disk::program::read_folder(dir, &endings, crate::store::MAX_GAME_BYTES)?
    {
        if name == "circuit.yaml" || name == "circuit.yml" {
            rules = Some(text);
        } else {
            files.push((name, text));
        }
    }
    Ok((files, rules))
}

pub(super) fn run(store: &Store, a: &CircuitArgs) -> Result<ExitCode> {
    let (files, rules) = folder(&a.dir)?;
    if files.is_empty() {
        anyhow::bail!(crate::tr!(
            "cli-circuit-empty",
            dir = a.dir.display().to_string()
        ));
    }
    // Without a circuit.yaml, the circuit is named after its folder.
    let name = a
        .dir
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("circuit")
        .to_string();
    let circuit = game::circuit::circuit(
        store,
        &name,
        rules.as_deref(),
        &files,
        &render::tournament::local_date,
    )?;
    if let Some(site) = &a.site {
        let pages = vec![
            (
                "index.html".to_string(),
                render::circuit::circuit_html(&circuit),
            ),
            (
                "board.css".to_string(),
                render::board_html::STYLE.to_string(),
            ),
        ];
        crate::disk::program::write_folder(site, &pages, a.force)?;
        eprintln!(
            "{}",
            crate::tr!("cli-circuit-site", dir = site.display().to_string())
        );
    }
    match a.format {
        CircuitFormat::Table => outln!("{}", render::circuit::circuit(&circuit))?,
        CircuitFormat::Json => json_out(&circuit)?,
        CircuitFormat::Csv => out!("{}", render::circuit::circuit_csv(&circuit)?)?,
    }
    Ok(Exit::Done.into())
}
