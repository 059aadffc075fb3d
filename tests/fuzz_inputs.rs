//! Fuzz-style properties: whatever is typed or loaded, the program answers with a result
//! or a refusal, never a panic, and never loses or corrupts a game.
//!
//! The inputs are structured mutations of valid ones, not only random strings: card
//! notation over the card alphabet with noise; valid game logs (hand-written, and as the
//! program saves them) cut short, with characters deleted, YAML punctuation inserted,
//! lines duplicated, swapped or dropped, words swapped for other field and kind names,
//! and numbers swapped for extreme ones (9223372036854775807, -1, 4294967296, ...); the
//! embedded presets mutated the same way, alone and under `extends:`. Test builds check
//! integer overflow, so an overflow anywhere is a panic and is found here.
//!
//! Every property prints its case count, run time and seed (`cargo test --test
//! fuzz_inputs -- --nocapture`); together they run over 100,000 cases. A run is replayed
//! with its seed, `CANASTA_FUZZ_SEED=<seed>`, and made longer with `PROPTEST_CASES=<n>`
//! (every property runs n cases). A failure's case is kept in
//! `tests/fuzz_inputs.proptest-regressions` and run first from then on: commit the line.
//! The same inputs, without the structure, are fuzzed by the cargo-fuzz targets in `fuzz/`
//! (see `fuzz/README.md`).

use std::time::Instant;

use canasta::core::cards::{self, Card};
use canasta::core::hand::{Hand, SideResult, WentOut};
use canasta::core::ledger::{GameLog, LogError, SCHEMA, SideDef, log_text, parse_log, replay};
use canasta::core::melds::{self, MeldContext};
use canasta::core::presets;
use canasta::core::rules::Rules;
use canasta::render::say::Say;
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed, TestCaseError, TestRunner};

// ---------------------------------------------------------------------------------------
// Running a property: a fixed number of cases, from a seed that is printed, with the
// failures kept.

/// Where a failure's case is kept: `tests/fuzz_inputs.proptest-regressions`, beside this
/// file. Each case in it is run first, by every property here, before any new one; a
/// failure proptest finds is added to it (commit the line it adds, or the one a CI log
/// prints after "proptest: Saving this and future failures").
const REGRESSIONS: FileFailurePersistence =
    FileFailurePersistence::WithSource("proptest-regressions");

/// The seed of a run: `CANASTA_FUZZ_SEED` to replay one, else a new one each run.
fn seed() -> u64 {
    match std::env::var("CANASTA_FUZZ_SEED") {
        Ok(text) => text
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("CANASTA_FUZZ_SEED={text:?}: not a whole number")),
        Err(_) => {
            use std::hash::BuildHasher;
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or_default();
            std::collections::hash_map::RandomState::new().hash_one(now)
        }
    }
}

/// The number of cases: `PROPTEST_CASES` for every property alike (a long run:
/// `PROPTEST_CASES=2000000 cargo test --release --test fuzz_inputs side_lines`), else
/// each property's own.
fn cases_or(cases: u32) -> u32 {
    match std::env::var("PROPTEST_CASES") {
        Ok(text) => text
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("PROPTEST_CASES={text:?}: not a whole number")),
        Err(_) => cases,
    }
}

/// Run `test` on `cases` inputs from `strategy`, after the cases kept in [`REGRESSIONS`];
/// on a failure (a panic included) the minimal input, and the seed that replays the run
/// (`CANASTA_FUZZ_SEED`), are in the message, and the case is kept.
fn run<S: Strategy>(
    name: &str,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    let cases = cases_or(cases);
    let seed = seed();
    let config = Config {
        cases,
        failure_persistence: Some(Box::new(REGRESSIONS)),
        source_file: Some(file!()),
        rng_seed: RngSeed::Fixed(seed),
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let start = Instant::now();
    let result = runner.run(&strategy, test);
    let elapsed = start.elapsed();
    if let Err(e) = result {
        eprintln!("{name}: failed after {elapsed:.2?}, seed {seed}");
        panic!(
            "{name}: {e}\n\
             seed {seed}: CANASTA_FUZZ_SEED={seed} PROPTEST_CASES={cases} replays this run \
             (`cargo test --test fuzz_inputs`); the case is kept in \
             tests/fuzz_inputs.proptest-regressions"
        );
    }
    eprintln!("{name}: {cases} cases in {elapsed:.2?}, seed {seed}");
}

// ---------------------------------------------------------------------------------------
// Mutations of a text.

/// Numbers that break careless arithmetic: the edges of i64, u32, i32, and values
/// whose doubles, triples or sums overflow, in the forms YAML reads as numbers.
const EXTREME_NUMBERS: &[&str] = &[
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "4611686018427387904",
    "-4611686018427387904",
    "3074457345618258603",
    "1000000000000000000",
    "4294967296",
    "4294967295",
    "2147483648",
    "2147483647",
    "-2147483648",
    "65536",
    "1000000",
    "99999999999999999999999999",
    "-1",
    "-5",
    "0",
    "-0",
    "1",
    "2",
    "3",
    "4",
    "6",
    "7",
    "8",
    "12",
    "13",
    "14",
    "99",
    "100",
    "108",
    "-100",
    "5.5",
    "1e400",
    ".inf",
    "-.inf",
    ".nan",
    "0x7fffffffffffffff",
    "0o777",
    "1_000",
    "+5",
];

/// Bits of YAML syntax (and other noise) inserted anywhere.
const PUNCTUATION: &[&str] = &[
    ":",
    ": ",
    "-",
    "- ",
    "{",
    "}",
    "[",
    "]",
    ",",
    "&a ",
    "*a",
    "&a",
    "!!str ",
    "!!int ",
    "!!binary ",
    "!!map ",
    "!!seq ",
    "!!float ",
    "? ",
    "|\n",
    ">-\n",
    "#",
    "\n",
    "\n  ",
    "\n    ",
    "\n- ",
    "  ",
    "\t",
    "'",
    "\"",
    "~",
    "null",
    "<<: *a\n",
    "<<: {}\n",
    "---\n",
    "...\n",
    "%YAML 1.2\n",
    "%TAG ! tag:x,2000:\n",
    "\u{feff}",
    "\r\n",
    "\r",
    "\\",
    "@",
    "`",
    "!tag ",
    "\u{0}",
    "\u{7}",
    "\u{1b}[31m",
    "é",
    "🂡",
    "\u{202e}",
    "\u{300}",
    "x: y\n",
    "{a: 1}",
    "[1, 2]",
    "''",
    "\"\\u0000\"",
    "\"\\x\"",
    "?",
    "-1",
    "999999999999",
];

/// Words of the game log and of presets: field names, kinds, names, notation.
const WORDS: &[&str] = &[
    "schema",
    "variant",
    "rules",
    "sides",
    "name",
    "players",
    "dealer",
    "created",
    "hands",
    "results",
    "lone",
    "note",
    "went_out",
    "special_hand",
    "red_threes",
    "black_threes",
    "black_threes_in_hand",
    "canastas",
    "melded",
    "in_hand",
    "incomplete",
    "holding",
    "melds",
    "penalties",
    "normal",
    "concealed",
    "hand_canasta",
    "special",
    "natural",
    "mixed",
    "wild",
    "sequence",
    "samba",
    "escalera",
    "bolivia",
    "natural_aces",
    "natural_sevens",
    "wild_twos",
    "wild_jokers",
    "aces",
    "sevens",
    "straight",
    "pairs",
    "garbage",
    "We",
    "They",
    "Ann",
    "Bob",
    "Cy",
    "Di",
    "classic",
    "classic-3p",
    "american",
    "samba",
    "canadian",
    "viennese",
    "hoyle-2p",
    "undeclared_red_three",
    "illegal_pile_take",
    "failed_to_go_out",
    "null",
    "true",
    "false",
    "~",
    "yes",
    "no",
    "KKKKKKK",
    "QQ2",
    "Kx7",
    "Kx99",
    "***2222",
    "R",
    "B",
    "10",
    "seating",
    "kind",
    "partnerships",
    "lone_against_partnership",
    "individual",
    "sides",
    "players_per_side",
    "decks",
    "target",
    "on_tie",
    "shared_win",
    "play_another_hand",
    "initial_meld",
    "from",
    "min",
    "card_values",
    "joker",
    "two",
    "ace",
    "king_to_eight",
    "seven_to_four",
    "black_three",
    "bonus",
    "makeup",
    "jokers",
    "rank",
    "min_points",
    "going_out",
    "needs_canastas",
    "needs_kinds",
    "concealed_bonus",
    "hand_canasta_bonus",
    "needs_discard",
    "by_count",
    "count_against_side_without",
    "a meld",
    "1 canasta",
    "2 canastas",
    "nothing",
    "in_hand_each",
    "left_in_hand_penalty",
    "penalty",
    "completes_as",
    "holding_three_or_more",
    "special_hands",
    "incomplete_melds",
    "min_naturals",
    "max_wilds",
    "max_size",
    "wild_melds",
    "extends",
    "ace",
    "seven",
];

/// A position in a text, as a fraction of its length (so it suits any length, and
/// shrinks toward the start).
#[derive(Debug, Clone, Copy)]
struct Pos(u32);

impl Pos {
    /// A position in `0..=len`.
    fn index(self, len: usize) -> usize {
        ((u64::from(self.0) * (len as u64 + 1)) >> 32) as usize
    }
}

impl Arbitrary for Pos {
    type Parameters = ();
    type Strategy = prop::strategy::Map<prop::num::u32::Any, fn(u32) -> Pos>;
    fn arbitrary_with(_: ()) -> Self::Strategy {
        any::<u32>().prop_map(Pos)
    }
}

#[derive(Debug, Clone)]
enum Mutation {
    /// Cut the text short (a full disk, an interrupted copy).
    Truncate(Pos),
    DeleteChar(Pos),
    DeleteSpan(Pos, usize),
    Insert(Pos, &'static str),
    DuplicateLine(Pos),
    DeleteLine(Pos),
    SwapLines(Pos, Pos),
    /// Replace the chosen number in the text.
    Number(Pos, &'static str),
    /// Replace the chosen word in the text.
    Word(Pos, &'static str),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        1 => any::<Pos>().prop_map(Mutation::Truncate),
        1 => any::<Pos>().prop_map(Mutation::DeleteChar),
        1 => (any::<Pos>(), 1usize..24).prop_map(|(i, n)| Mutation::DeleteSpan(i, n)),
        2 => (any::<Pos>(), select(PUNCTUATION)).prop_map(|(i, s)| Mutation::Insert(i, s)),
        2 => any::<Pos>().prop_map(Mutation::DuplicateLine),
        2 => any::<Pos>().prop_map(Mutation::DeleteLine),
        1 => (any::<Pos>(), any::<Pos>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        4 => number(),
        2 => (any::<Pos>(), select(WORDS)).prop_map(|(i, s)| Mutation::Word(i, s)),
    ]
}

fn number() -> impl Strategy<Value = Mutation> {
    (any::<Pos>(), select(EXTREME_NUMBERS)).prop_map(|(i, s)| Mutation::Number(i, s))
}

/// A few mutations of any kind, or only numbers swapped (which mostly keeps a text
/// well-formed, so it reaches the arithmetic).
fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    prop_oneof![
        prop::collection::vec(mutation(), 1..4),
        prop::collection::vec(number(), 1..5),
    ]
}

/// The char boundary at or before byte `at`.
fn boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The line (with its newline) around byte `at`.
fn line_at(text: &str, at: usize) -> std::ops::Range<usize> {
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i + 1);
    start..end
}

/// The run of bytes for which `is_part` holds at or after byte `at` (wrapping around to
/// the start), widened to its whole extent.
fn run_near(text: &str, at: usize, is_part: impl Fn(u8) -> bool) -> Option<std::ops::Range<usize>> {
    let bytes = text.as_bytes();
    let found = bytes[at..]
        .iter()
        .position(|&b| is_part(b))
        .map(|i| at + i)
        .or_else(|| bytes.iter().position(|&b| is_part(b)))?;
    let mut start = found;
    while start > 0 && is_part(bytes[start - 1]) {
        start -= 1;
    }
    let end = bytes[found..]
        .iter()
        .position(|&b| !is_part(b))
        .map_or(bytes.len(), |i| found + i);
    Some(start..end)
}

/// Apply the mutations in turn. Positions are chosen relative to the text's length at
/// that point, so every mutation does something.
fn apply(text: &str, mutations: &[Mutation]) -> String {
    let mut s = text.to_string();
    for m in mutations {
        let at = |i: &Pos, s: &str| boundary(s, i.index(s.len()));
        match m {
            Mutation::Truncate(i) => {
                let p = at(i, &s);
                s.truncate(p);
            }
            Mutation::DeleteChar(i) => {
                let p = at(i, &s);
                if let Some(c) = s[p..].chars().next() {
                    s.replace_range(p..p + c.len_utf8(), "");
                }
            }
            Mutation::DeleteSpan(i, n) => {
                let p = at(i, &s);
                let end = boundary(&s, p + n);
                s.replace_range(p..end, "");
            }
            Mutation::Insert(i, snippet) => {
                let p = at(i, &s);
                s.insert_str(p, snippet);
            }
            Mutation::DuplicateLine(i) => {
                let p = at(i, &s);
                let mut line = s[line_at(&s, p)].to_string();
                if !line.ends_with('\n') {
                    line.push('\n');
                }
                let start = line_at(&s, p).start;
                s.insert_str(start, &line);
            }
            Mutation::DeleteLine(i) => {
                let p = at(i, &s);
                s.replace_range(line_at(&s, p), "");
            }
            Mutation::SwapLines(a, b) => {
                let (a, b) = (line_at(&s, at(a, &s)), line_at(&s, at(b, &s)));
                let (first, second) = if a.start <= b.start { (a, b) } else { (b, a) };
                if first.end <= second.start {
                    let mut one = s[first.clone()].to_string();
                    let mut two = s[second.clone()].to_string();
                    // The last line may lack its newline; each line keeps one.
                    if !two.ends_with('\n') {
                        two.push('\n');
                        one = one.trim_end_matches('\n').to_string();
                    }
                    s = format!(
                        "{}{two}{}{one}{}",
                        &s[..first.start],
                        &s[first.end..second.start],
                        &s[second.end..]
                    );
                }
            }
            Mutation::Number(i, number) => {
                let p = at(i, &s);
                if let Some(mut r) = run_near(&s, p, |b| b.is_ascii_digit()) {
                    if r.start > 0 && s.as_bytes()[r.start - 1] == b'-' {
                        r.start -= 1;
                    }
                    s.replace_range(r, number);
                }
            }
            Mutation::Word(i, word) => {
                let p = at(i, &s);
                if let Some(r) = run_near(&s, p, |b| b.is_ascii_alphabetic() || b == b'_') {
                    s.replace_range(r, word);
                }
            }
        }
    }
    s
}

#[test]
fn mutations_do_what_they_say() {
    let i = |n: u32| Pos(n);
    let text = "a: 1\nbb: -22\nc: x\n";
    assert_eq!(apply(text, &[Mutation::Truncate(i(0))]), "");
    assert_eq!(
        apply(text, &[Mutation::DeleteLine(i(0))]),
        "bb: -22\nc: x\n"
    );
    assert_eq!(
        apply(text, &[Mutation::DuplicateLine(i(0))]),
        "a: 1\na: 1\nbb: -22\nc: x\n"
    );
    assert_eq!(
        apply("a\nb", &[Mutation::SwapLines(i(0), i(u32::MAX))]),
        "b\na"
    );
    let n = apply(
        text,
        &[Mutation::Number(i(u32::MAX / 2), "9223372036854775807")],
    );
    assert_eq!(n, "a: 1\nbb: 9223372036854775807\nc: x\n");
    assert_eq!(apply("é", &[Mutation::DeleteChar(i(0))]), "");
    assert_eq!(
        apply("xé", &[Mutation::Insert(i(u32::MAX / 2), "{")]),
        "x{é"
    );
}

// ---------------------------------------------------------------------------------------
// Card notation.

/// Words over the card alphabet with noise: lower case, digits, `x` counts (huge ones
/// too), separators and non-ASCII.
fn notation() -> impl Strategy<Value = String> {
    let symbol = prop_oneof![
        8 => select(&["A", "K", "Q", "J", "T", "10", "9", "8", "7", "6", "5", "4", "2", "*", "R", "B"][..])
            .prop_map(str::to_string),
        2 => select(&["a", "k", "q", "j", "t", "r", "b", "x", "X"][..]).prop_map(str::to_string),
        2 => select(&[" ", ",", "  ", "\t", "\n", " , ", "/", "\u{a0}", "\u{3000}"][..]).prop_map(str::to_string),
        1 => select(&["1", "0", "3", "11", "100", "C", "Z", "-", "+", "=", ":", "é", "🂡", "\u{0}", "\u{301}", "ß", "İ", "ǅ", "\u{feff}"][..])
            .prop_map(str::to_string),
        1 => (0usize..=14).prop_map(|n| format!("x{n}")),
        1 => select(EXTREME_NUMBERS).prop_map(|n| format!("x{n}")),
        1 => any::<char>().prop_map(String::from),
        // Suits and runs (Samba, Bolivia): `5h`, `♥5-J`, `h4-A`, and broken ones.
        2 => select(&["h", "s", "d", "c", "H", "♥", "♠", "♦", "♣", "♡"][..]).prop_map(str::to_string),
        1 => select(&["♥5-J", "h4-A", "s9-K", "♦J-5", "c-", "♣A-4", "h5-", "♥-J", "h10-A"][..])
            .prop_map(str::to_string),
    ];
    prop_oneof![
        9 => prop::collection::vec(symbol, 0..40).prop_map(|parts| parts.concat()),
        1 => ".{0,40}",
    ]
}

fn all_rules() -> Vec<Rules> {
    presets::names()
        .into_iter()
        .map(|n| presets::embedded(n).expect("an embedded preset loads"))
        .collect()
}

#[test]
fn card_notation_never_panics_and_round_trips() {
    let rules = all_rules();
    run("card notation", 70_000, notation(), |text| {
        let melds = cards::parse_melds(&text);
        let flat = cards::parse_cards(&text);
        match &melds {
            Ok(melds) => {
                prop_assert!(melds.iter().all(|m| !m.is_empty()));
                let all: Vec<Card> = melds.iter().flatten().copied().collect();
                prop_assert_eq!(flat.as_ref().ok(), Some(&all));
                for meld in melds {
                    let written = cards::write(meld);
                    let again = cards::parse_melds(&written);
                    prop_assert_eq!(
                        again.as_ref().ok(),
                        Some(&vec![meld.clone()]),
                        "{}",
                        written
                    );
                }
                // The rules questions asked of typed cards, under every variant.
                for r in &rules {
                    let ctx = MeldContext {
                        initial: true,
                        going_out: true,
                    };
                    for meld in melds {
                        if let Ok(info) = melds::check_meld(r, meld, ctx) {
                            let _ = melds::canasta_kind(r, &info);
                            let _ = melds::incomplete_kind(r, &info);
                        }
                    }
                    let _ = melds::check_melds(r, melds, MeldContext::default());
                    let _ =
                        melds::check_initial_meld(r, melds, 50, melds[0].first().copied(), false);
                    let _ = melds::special_hand(r, &all);
                }
            }
            Err(e) => {
                prop_assert!(flat.is_err());
                let _ = e.said();
            }
        }
        Ok(())
    });
}

// ---------------------------------------------------------------------------------------
// Game logs.

/// Valid game logs as a person might write them (no `rules:`: the preset's are used).
const LOGS: &[&str] = &[
    // Classic, four players: counts, cards, penalties, a note.
    "schema: 1
variant: classic
sides:
- name: We
  players: [Ann, Cy]
- name: They
  players: [Bob, Di]
dealer: Bob
created: 2024-01-01T00:00:00Z
hands:
- results:
    We: {went_out: concealed, red_threes: 1, canastas: {natural: 1}, melded: 205}
    They: {melded: 60, in_hand: 85, penalties: {undeclared_red_three: 1}}
- results:
    They: {went_out: normal, canastas: {mixed: 1}, melded: 150}
    We: {melded: 50, in_hand: 30}
  note: Di forgot a red three
- results:
    We:
      went_out: normal
      melds: [KKKKKKK QQ2]
    They:
      melds: ['555']
      hands: [K74, R]
      penalties:
        undeclared_red_three: 1
",
    // Three players, one playing alone.
    "schema: 1
variant: classic-3p
sides: [{name: Ann}, {name: Bob}, {name: Cy}]
hands:
  - lone: Ann
    results:
      Ann: {went_out: normal, canastas: {natural: 1}, melded: 150, red_threes: 1}
      Bob: {canastas: {mixed: 1}, melded: 100, in_hand: 40, red_threes: 2}
      Cy: {melded: 30, in_hand: 25}
  - lone: Cy
    results:
      Cy: {went_out: normal, canastas: {mixed: 1}, melded: 120}
      Ann: {melded: 50, in_hand: 15}
      Bob: {melded: 0, in_hand: 90}
",
    // American: special hands, black threes, held aces, incomplete melds.
    "schema: 1
variant: american
sides: [{name: We}, {name: They}]
hands:
- results:
    We: {went_out: special, special_hand: straight}
    They: {melded: 120, in_hand: 40, red_threes: 1}
- results:
    We: {went_out: normal, canastas: {natural: 1, mixed: 1}, melded: 400, red_threes: 2, black_threes: 1}
    They: {canastas: {natural_aces: 1}, melded: 300, in_hand: 60, incomplete: [sevens], holding: {aces: 1}}
",
    // Samba: sequences, a higher going-out bonus.
    "schema: 1
variant: samba
sides: [{name: We}, {name: They}]
hands:
- results:
    We: {went_out: normal, canastas: {samba: 1, natural: 1}, melded: 400, red_threes: 1}
    They: {canastas: {mixed: 1}, melded: 150, in_hand: 70}
",
    // Canadian: black threes in hand.
    "schema: 1
variant: canadian
sides: [{name: We}, {name: They}]
hands:
- results:
    We: {went_out: normal, canastas: {natural: 2, wild: 1}, melded: 700}
    They: {melded: 200, in_hand: 55, black_threes_in_hand: 2}
",
    // Viennese: going out with a hand canasta.
    "schema: 1
variant: viennese
sides: [{name: We}, {name: They}]
hands:
- results:
    We: {went_out: hand_canasta, canastas: {natural: 1}, melded: 250}
    They: {melded: 90, in_hand: 20}
",
    // Hoyle for two.
    "schema: 1
variant: hoyle-2p
sides: [{name: Ann}, {name: Bob}]
hands: []
",
];

/// Rules by variant name from the built-in presets only: never from a file (a
/// `variant:` that looks like a path would otherwise read the host's files).
fn resolve(variant: &str) -> Option<Rules> {
    presets::embedded(variant).ok()
}

fn load(text: &str) -> Result<GameLog, LogError> {
    parse_log(text, &resolve)
}

/// The valid logs, each as written and as the program saves it (rules included, with
/// the closing mark), so mutations reach every field.
fn base_logs() -> Vec<String> {
    let mut out = Vec::new();
    for text in LOGS {
        let log = load(text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        out.push(text.to_string());
        out.push(log_text(&log).expect("saves"));
    }
    out
}

/// What must hold of any text loaded as a game log: never a panic; a game that loads and
/// replays has hand scores that are the sums of their itemized lines and totals that are
/// the sums of the hand scores; and saving it (only games that replay are ever saved) and
/// loading it again gives the same game and the same replay.
fn check_log_text(text: &str) -> Result<(), TestCaseError> {
    let Ok(log) = load(text) else {
        return Ok(());
    };
    let Ok(report) = replay(&log) else {
        return Ok(());
    };
    let overflow = || TestCaseError::fail("the scores of a replayed game overflow when added");
    for (s, side) in report.named_sides() {
        let mut running: i64 = 0;
        for h in &report.hands {
            let lines = h
                .lines(s)
                .iter()
                .try_fold(0i64, |sum, l| sum.checked_add(l.points))
                .ok_or_else(overflow)?;
            prop_assert_eq!(lines, h.score(s), "hand {} of {}: lines", h.number, side);
            running = running.checked_add(h.score(s)).ok_or_else(overflow)?;
            prop_assert_eq!(
                running,
                h.total(s),
                "hand {} of {}: running total",
                h.number,
                side
            );
        }
        prop_assert_eq!(running, report.total(s), "total of {}", side);
    }
    let saved = log_text(&log).map_err(|e| TestCaseError::fail(format!("{e:#}")))?;
    let back = load(&saved)
        .map_err(|e| TestCaseError::fail(format!("a saved game does not load: {e:?}\n{saved}")))?;
    // Loading may upgrade an older schema to the current one; nothing else may change.
    prop_assert!(
        back.schema == log.schema || back.schema == SCHEMA,
        "schema {} became {}",
        log.schema,
        back.schema
    );
    let expected = GameLog {
        schema: back.schema,
        changes: back.changes,
        ..log.clone()
    };
    prop_assert_eq!(
        &back,
        &expected,
        "the game changed on a save and load:\n{}",
        saved
    );
    prop_assert_eq!(
        replay(&back).ok(),
        Some(report),
        "the replay changed on a save and load"
    );
    Ok(())
}

#[test]
fn the_base_logs_are_valid_games() {
    for text in base_logs() {
        let log = load(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        replay(&log).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        check_log_text(&text).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn mutated_game_logs_never_panic_or_change_on_save() {
    let bases = base_logs();
    // The strategy yields the mutated text, so a failure shows the text itself.
    let strategy =
        (select(bases), mutations()).prop_map(|(base, mutations)| apply(&base, &mutations));
    run("game logs", 18_000, strategy, |text| check_log_text(&text));
}

// ---------------------------------------------------------------------------------------
// Presets.

fn base_text(name: &str) -> Option<String> {
    presets::embedded_text(name).map(str::to_string)
}

/// Ask a loaded rule set what the program asks of one: minimums at any score, red three
/// values, pack points, names; score typical hands; write it out and read it back.
fn check_rules(rules: &Rules) -> Result<(), TestCaseError> {
    let text = serde_yaml::to_string(rules).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let again = presets::parse("again", &text).map_err(|e| {
        TestCaseError::fail(format!(
            "a loaded preset does not load again: {e:?}\n{text}"
        ))
    })?;
    prop_assert_eq!(
        &again,
        rules,
        "the preset changed on a round trip:\n{}",
        text
    );
    for score in [
        i64::MIN,
        -1_000_000,
        -1,
        0,
        1,
        1495,
        1500,
        3000,
        1_000_000_000,
        i64::MAX,
    ] {
        let _ = rules.initial_meld_minimum(score);
    }
    for count in 0..=rules.red_threes_in_decks().min(64) + 1 {
        let _ = rules.red_three_value(count);
    }
    let _ = rules.card_values.pack_points();
    let _ = rules.canasta_kind_names();
    let _ = rules.penalty_names();

    // Typical hands under these rules, each in a game of its own so that a refused one
    // does not hide the next. Refusals are fine; panics are not.
    let units: Vec<String> = (1..=rules.seating.scoring_units())
        .map(|i| format!("S{i}"))
        .collect();
    let kind = rules.canastas.keys().next().cloned();
    let penalty = rules.penalties.keys().next().cloned();
    let hands = [
        {
            // Counts.
            let mut h = Hand::default();
            for (i, u) in units.iter().enumerate() {
                let mut r = SideResult {
                    melded: 500,
                    in_hand: if i == 0 { 0 } else { 45 },
                    red_threes: 1,
                    ..SideResult::default()
                };
                if let Some(k) = &kind {
                    r.canastas.insert(k.clone(), if i == 0 { 2 } else { 1 });
                }
                if i == 0 {
                    r.went_out = Some(WentOut::Normal);
                } else if let Some(p) = &penalty {
                    r.penalties.insert(p.clone(), 1);
                }
                h.results.insert(u.clone(), r);
            }
            h
        },
        {
            // Cards.
            let mut h = Hand::default();
            for (i, u) in units.iter().enumerate() {
                let mut r = SideResult::default();
                if i == 0 {
                    r.went_out = Some(WentOut::Concealed);
                    r.melds = vec!["KKKKKKK".into(), "QQQQQ22".into(), "AAA*".into()];
                } else {
                    r.melds = vec!["555".into(), "99992".into()];
                    r.hands = vec!["K74*".into(), "RB2A".into()];
                }
                h.results.insert(u.clone(), r);
            }
            h
        },
    ];
    let sides: Vec<SideDef> = units
        .iter()
        .map(|u| SideDef {
            name: u.clone(),
            players: vec![],
        })
        .collect();
    for hand in hands {
        let mut h = hand;
        if rules.seating.scoring_units() == 3 {
            h.lone = Some(units[0].clone());
        }
        let log = GameLog {
            schema: SCHEMA,
            changes: 0,
            variant: rules.name.clone(),
            rules: Some(rules.clone()),
            sides: sides.clone(),
            dealer: None,
            created: None,
            tournament: None,
            start: Default::default(),
            hands: vec![h.clone(), h],
        };
        let _ = replay(&log);
    }
    Ok(())
}

/// Mutations of an embedded preset's text, with more weight on numbers.
fn mutated_preset() -> impl Strategy<Value = (String, String)> {
    let names: Vec<String> = presets::names().into_iter().map(str::to_string).collect();
    (select(names), mutations()).prop_map(|(name, mutations)| {
        let text = apply(presets::embedded_text(&name).expect("embedded"), &mutations);
        (name, text)
    })
}

/// A user preset: `extends: BASE` and some of the lines of another preset (whole
/// top-level fields), mutated.
fn extending_preset() -> impl Strategy<Value = String> {
    let names: Vec<String> = presets::names().into_iter().map(str::to_string).collect();
    (
        select(names.clone()),
        select(names),
        prop::collection::vec(any::<bool>(), 40),
        prop::collection::vec(mutation(), 0..3),
    )
        .prop_map(|(base, from, keep, mutations)| {
            let text = presets::embedded_text(&from).expect("embedded");
            // Top-level fields with their indented lines.
            let mut fields: Vec<String> = Vec::new();
            for line in text.lines() {
                if line.starts_with(' ') || line.starts_with('-') {
                    if let Some(last) = fields.last_mut() {
                        last.push_str(line);
                        last.push('\n');
                    }
                } else if !line.starts_with('#') && !line.trim().is_empty() {
                    fields.push(format!("{line}\n"));
                }
            }
            let chosen: String = fields
                .into_iter()
                .zip(keep)
                .filter(|(_, k)| *k)
                .map(|(f, _)| f)
                .collect();
            apply(&format!("extends: {base}\n{chosen}"), &mutations)
        })
}

#[test]
fn mutated_presets_never_panic() {
    // `parse_extending` reads a text without `extends:` with `parse`: both are covered.
    run("presets", 10_000, mutated_preset(), |(name, text)| {
        if let Ok(rules) = presets::parse_extending(&name, &name, &text, &base_text) {
            check_rules(&rules)?;
        }
        Ok(())
    });
}

#[test]
fn mutated_extending_presets_never_panic() {
    run("extending presets", 4_000, extending_preset(), |text| {
        if let Ok(rules) = presets::parse_extending("mine.yaml", "mine", &text, &base_text) {
            check_rules(&rules)?;
        }
        Ok(())
    });
}

// ---------------------------------------------------------------------------------------
// One line per side (`canasta::core::line`).

/// Lines of tokens a scorer might type, with typos: counts and words of every preset and
/// of every language (`typed`, the words a language's lines take), numbers (extreme ones
/// too), cards (the Burraco family's too: threes, suits, runs), prefixes, keyed cards
/// (`meld:2`), and noise.
fn side_line(typed: Vec<String>) -> impl Strategy<Value = String> {
    let family = prop_oneof![
        // Cards of either notation: `A3`, `Ah2h3h`, `QQ2h`, runs as ranges.
        "([AKQJT98765432RB*][hdcs]?){1,6}",
        "[hdcs][A2-9TJQK]-[2-9TJQKA]",
        // Keyed cards, in any case, and keyed digits that are cards too (`meld:2`).
        "(m|M|meld|Meld|MELD|melds|h|H|hand):([AKQJT98765432*][hdcs]?){1,5}",
        "(m|meld|melds|h|hand):[2-9]{1,4}",
        // Points melded with their sign (`+120`, beside `h:K74` where `120` is refused).
        (0i64..2000).prop_map(|n| format!("+{n}")),
        // A language's words, alone and after a count.
        (0u32..4, select(typed)).prop_map(|(n, w)| if n == 0 { w } else { format!("{n}{w}") }),
    ];
    let token = prop_oneof![
        3 => family,
        7 => prop_oneof![
        select(vec![
            "out",
            "o",
            "c",
            "concealed",
            "hc",
            "hand_canasta",
            "straight",
            "pw",
            "garbage",
            "failed",
            "u",
            "1u",
            "2ftgo",
            "oap",
            "=",
            "<",
            "?",
            "q",
            "0",
            "-0",
            "+",
            "-",
        ])
        .prop_map(str::to_string),
        (
            0u32..12,
            select(vec![
                "n",
                "m",
                "r",
                "b",
                "bh",
                "na",
                "ns",
                "w",
                "wt",
                "wj",
                "s",
                "e",
                "bol",
                "nat",
                "natural",
                "mixed",
                "red",
                "x",
                "",
                "natural_aces",
                "zz",
            ])
        )
            .prop_map(|(n, w)| format!("{n}{w}")),
        (-2000i64..2000).prop_map(|n| n.to_string()),
        select(vec![
            "9223372036854775807",
            "-9223372036854775808",
            "99999999999",
            "4294967296",
        ])
        .prop_map(str::to_string),
        "[AKQJT98765432R*B]{1,9}",
        "(m|h|inc|held|2held|meld):[A-Za-z0-9*_]{0,8}",
        "[ -~]{1,6}",
        ],
    ];
    prop::collection::vec(token, 0..10).prop_map(|t| t.join(" "))
}

/// Whatever is typed on a side's line, the parser answers with a side or a refusal that
/// points inside the line; a side it reads is written back (`side_line_text`) as a line
/// that reads as the same side; and the referee then scores or refuses it, never panics.
#[test]
fn side_lines_never_panic_and_read_back() {
    use canasta::core::language::Lang;
    use canasta::core::line::{Scope, parse_change_in, parse_side_line_in, side_line_text_in};
    let rules = all_rules();
    // Each language's words: a line is read and written back in one of them.
    let languages: Vec<_> = Lang::ALL
        .iter()
        .map(|lang| canasta::render::i18n::line_words_in(*lang))
        .collect();
    let typed: std::collections::BTreeSet<String> = languages
        .iter()
        .filter_map(|words| words.typed.as_ref())
        .flat_map(|typed| typed.values().flatten().cloned())
        .collect();
    run(
        "side lines",
        30_000,
        (
            0..rules.len(),
            // English four times in ten, as most of the presets' words are its own.
            prop_oneof![2 => Just(0), 3 => 1..languages.len()],
            side_line(typed.into_iter().collect()),
            select(vec![Scope::Whole, Scope::Shared, Scope::Own]),
        ),
        |(k, lang, text, scope)| {
            let rules = &rules[k];
            let words = &languages[lang];
            let parse_side_line =
                |rules, scope, text: &str| parse_side_line_in(rules, words, scope, text);
            let side_line_text =
                |rules, scope, r: &SideResult| side_line_text_in(rules, words, scope, r);
            let parse_change = |rules, scope, r: &SideResult, text: &str| {
                parse_change_in(rules, words, scope, r, text)
            };
            match parse_side_line(rules, scope, &text) {
                Ok(r) => {
                    let again = side_line_text(rules, scope, &r);
                    let back = parse_side_line(rules, scope, &again).map_err(|e| {
                        TestCaseError::fail(format!("{text:?} -> {again:?}: {e:?}"))
                    })?;
                    // What cards imply is not written beside them (the cards are
                    // counted again when the hand is scored).
                    let derived = |r: &SideResult| {
                        let mut r = r.clone();
                        if !r.melds.is_empty() {
                            r.canastas.clear();
                            r.melded = 0;
                            r.incomplete.clear();
                        }
                        if !r.hands.is_empty() {
                            r.in_hand = 0;
                            r.black_threes_in_hand = 0;
                            r.holding.clear();
                        }
                        r
                    };
                    prop_assert_eq!(derived(&back), derived(&r), "{:?} -> {:?}", text, again);
                    // Scoring it must not panic (refusals are fine).
                    let mut hand = Hand::default();
                    hand.results.insert("We".into(), r.clone());
                    hand.results.insert("They".into(), SideResult::default());
                    let units = ["We".to_string(), "They".to_string()];
                    let _ = canasta::core::score::count_cards(rules, &hand)
                        .and_then(|h| canasta::core::score::score_hand(rules, &units, &h));
                    let _ = parse_change(rules, scope, &r, &text);
                }
                Err(e) => {
                    prop_assert!(e.start + e.len <= text.len(), "{:?}: {:?}", text, e);
                    prop_assert_eq!(&text[e.start..e.start + e.len], e.token.as_str());
                }
            }
            Ok(())
        },
    );
}

/// A side as the log, the flags or table mode's questions make it (not typed as a line):
/// anything of the variant's own names, counts, points and cards.
fn side_of(rules: &Rules) -> impl Strategy<Value = SideResult> + use<> {
    // Mostly what the referee accepts: nothing the variant does not have, and cards or
    // the totals they make, not both (the rest it refuses, and is skipped).
    let has_pot = rules.pot.is_some();
    let black = rules.black_threes.as_ref();
    let scores_black = black.is_some_and(|b| !b.by_count.is_empty());
    let charges_black_in_hand = black.is_some_and(|b| b.in_hand_each.is_some());
    let pack_points = i64::from(rules.decks) * rules.pack_points();
    let ordinary_threes = rules.ordinary_threes;
    let names = |keys: Vec<String>| -> BoxedStrategy<Vec<(String, i64)>> {
        if keys.is_empty() {
            Just(Vec::new()).boxed()
        } else {
            prop::collection::vec((select(keys), 0i64..4), 0..3).boxed()
        }
    };
    let maybe = |keys: Vec<String>| -> BoxedStrategy<Option<String>> {
        if keys.is_empty() {
            Just(None).boxed()
        } else {
            prop::option::of(select(keys)).boxed()
        }
    };
    let cards = select(vec![
        "KKKKKKK",
        "QQ2",
        "555",
        "2",
        "22",
        "A3",
        "Ah2h3h",
        "hA-5",
        "3h4h5h",
        "QQ2h",
        "**K",
        "KKK",
        "T9*",
        "10 10 10",
        "AAAAAAA",
        "4h5h6h7h8h9hTh",
    ]);
    let hand = select(vec!["K74", "55", "3", "A3", "2h", "B", "R", "*"]);
    (
        (
            prop::option::of(select(vec![
                WentOut::Normal,
                WentOut::Concealed,
                WentOut::HandCanasta,
                WentOut::Special,
            ])),
            maybe(rules.special_hands.keys().cloned().collect()),
            names(rules.canastas.keys().cloned().collect()),
            0i64..5,
            0i64..3,
            0i64..3,
        ),
        (
            prop_oneof![Just(0i64), (0i64..1000).prop_map(|n| n * 5)],
            prop_oneof![Just(0i64), (0i64..100).prop_map(|n| n * 5)],
            maybe(rules.incomplete_melds.keys().cloned().collect()),
            names(rules.holding_three_or_more.keys().cloned().collect()),
            prop_oneof![3 => Just(Vec::new()), 2 => prop::collection::vec(cards, 1..4)],
            prop_oneof![3 => Just(Vec::new()), 2 => prop::collection::vec(hand, 1..3)],
        ),
        (
            names(rules.penalties.keys().cloned().collect()),
            names(rules.bonuses.keys().cloned().collect()),
            prop::option::of(select(vec![
                canasta::core::hand::Pot::Taken,
                canasta::core::hand::Pot::NotTaken,
                canasta::core::hand::Pot::Unplayed,
            ])),
        ),
    )
        .prop_map(
            move |(
                (went_out, special, canastas, red, black, black_in_hand),
                (melded, in_hand, incomplete, holding, melds, hands),
                (penalties, bonuses, pot),
            )| {
                let mut r = SideResult {
                    went_out,
                    red_threes: red,
                    black_threes: black,
                    black_threes_in_hand: black_in_hand,
                    melded,
                    in_hand,
                    pot,
                    ..SideResult::default()
                };
                if went_out == Some(WentOut::Special) {
                    r.special_hand = special;
                    if r.special_hand.is_none() {
                        r.went_out = None;
                    }
                }
                if !has_pot {
                    r.pot = None;
                }
                if !scores_black || ordinary_threes {
                    r.black_threes = 0;
                }
                if !charges_black_in_hand || ordinary_threes {
                    r.black_threes_in_hand = 0;
                }
                if ordinary_threes {
                    r.red_threes = 0;
                }
                r.melded = r.melded.min(pack_points);
                r.canastas.extend(canastas);
                r.incomplete.extend(incomplete);
                r.holding.extend(holding);
                r.penalties.extend(penalties);
                r.bonuses.extend(bonuses);
                if !melds.is_empty() {
                    r.melds.push(melds.join(" "));
                    r.melded = 0;
                    r.canastas.clear();
                    r.incomplete.clear();
                }
                if !hands.is_empty() {
                    r.hands.extend(hands.into_iter().map(str::to_string));
                    r.in_hand = 0;
                    r.black_threes_in_hand = 0;
                    r.holding.clear();
                }
                r
            },
        )
}

/// A side the referee accepts, however it was made (the log, the flags, table mode's
/// questions), is written (`side_line_text`, as a correction or a draft shows it) as a
/// line that reads back as the same side, in every language and for every line of a hand.
#[test]
fn sides_the_referee_accepts_are_written_as_lines_that_read_back() {
    use canasta::core::language::Lang;
    use canasta::core::line::{Scope, parse_side_line_in, scope_part, side_line_text_in};
    let rules = all_rules();
    let languages: Vec<_> = Lang::ALL
        .iter()
        .map(|lang| canasta::render::i18n::line_words_in(*lang))
        .collect();
    let accepted = std::sync::atomic::AtomicUsize::new(0);
    let sides = (0..rules.len()).prop_flat_map({
        let rules = rules.clone();
        move |k| (Just(k), side_of(&rules[k]))
    });
    run(
        "sides written as lines",
        40_000,
        (
            sides,
            0..languages.len(),
            select(vec![Scope::Whole, Scope::Shared, Scope::Own]),
        ),
        |((k, r), lang, scope)| {
            let rules = &rules[k];
            let mut hand = Hand::default();
            hand.results.insert("We".into(), r.clone());
            hand.results.insert("They".into(), SideResult::default());
            let units = ["We".to_string(), "They".to_string()];
            let scored = canasta::core::score::count_cards(rules, &hand)
                .and_then(|h| canasta::core::score::score_hand(rules, &units, &h));
            if scored.is_err() {
                return Ok(());
            }
            accepted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let words = &languages[lang];
            let part = scope_part(&r, scope);
            let text = side_line_text_in(rules, words, scope, &part);
            let back = parse_side_line_in(rules, words, scope, &text)
                .map_err(|e| TestCaseError::fail(format!("{text:?}: {e:?}")))?;
            let derived = |r: &SideResult| {
                let mut r = r.clone();
                if !r.melds.is_empty() {
                    r.canastas.clear();
                    r.melded = 0;
                    r.incomplete.clear();
                }
                if !r.hands.is_empty() {
                    r.in_hand = 0;
                    r.black_threes_in_hand = 0;
                    r.holding.clear();
                }
                r.canastas.retain(|_, n| *n != 0);
                r.penalties.retain(|_, n| *n != 0);
                r.bonuses.retain(|_, n| *n != 0);
                r.holding.retain(|_, n| *n != 0);
                // A pot taken is what a side without a word of its pot did (`hand::Pot`).
                if r.pot == Some(canasta::core::hand::Pot::Taken) {
                    r.pot = None;
                }
                r
            };
            prop_assert_eq!(derived(&back), derived(&part), "{:?}", text);
            Ok(())
        },
    );
    eprintln!(
        "sides written as lines: {} accepted by the referee",
        accepted.load(std::sync::atomic::Ordering::Relaxed)
    );
}
