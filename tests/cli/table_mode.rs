//! Table mode driven through a real pseudo-terminal (rexpect), as a person would use it.

use crate::harness::{Env, pairs, totals};

/// Send keys without a newline; rexpect buffers `send`, so flush.
#[cfg(unix)]
fn key(p: &mut rexpect::session::PtySession, s: &str) -> Result<(), rexpect::error::Error> {
    p.send(s)?;
    p.flush()?;
    Ok(())
}

#[test]
fn play_without_a_terminal_says_what_to_use_instead() {
    let env = Env::new();
    env.run(&["play"])
        .refused("table mode asks questions and needs a terminal");
}

#[cfg(unix)]
#[test]
fn play_scores_a_hand_step_by_step() -> Result<(), rexpect::error::Error> {
    let env = Env::new();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_canasta"));
    cmd.arg("play").env("CANASTA_DATA_DIR", env.data());
    let mut p = rexpect::session::spawn_command(cmd, Some(20_000))?;
    let enter = "\r";
    p.exp_string("Variant")?;
    key(&mut p, enter)?; // classic
    p.exp_string("Side 1 name")?;
    key(&mut p, enter)?; // We
    p.exp_string("Side 2 name")?;
    key(&mut p, enter)?; // They
    p.exp_string("Players in seat order")?;
    p.send_line("Ann, Bob, Cy, Di")?;
    p.exp_string("Who deals first?")?;
    key(&mut p, enter)?; // Ann
    p.exp_string("What next?")?;
    key(&mut p, enter)?; // Record hand 1
    p.exp_string("Who went out?")?;
    key(&mut p, enter)?; // We
    p.exp_string("Concealed")?;
    key(&mut p, "y")?;
    // The issue's example hand: We 1005, They -525 (see subcommands.rs for the arithmetic).
    for (prompt, answer) in [
        ("We: melds as cards", ""),
        ("We: natural canastas", "1"),
        ("We: mixed canastas", ""),
        ("We: red threes laid out", "1"),
        ("We: points of cards melded", "207"), // refused: not a multiple of 5
    ] {
        p.exp_string(prompt)?;
        p.send_line(answer)?;
    }
    p.exp_string("multiple of 5")?;
    p.send_line("205")?;
    p.exp_string("We: cards left in each hand")?;
    p.send_line("")?;
    p.exp_string("We: points of cards left in hand")?;
    p.send_line("")?;
    p.exp_string("We: any penalties?")?;
    key(&mut p, "n")?;
    // They, card by card: KKK QQQ is 60 melded; the hands A*5 / 55R are 20 + 50 + 5 + 10
    // = 85, and the red three still in hand is the undeclared red three (-500).
    for (prompt, answer) in [
        ("They: melds as cards", "KKK QQQ"),
        ("They: red threes laid out", ""),
        ("They: cards left in each hand", "KK3"),
    ] {
        p.exp_string(prompt)?;
        p.send_line(answer)?;
    }
    // A typo is explained and asked again: KK3 has no card `3`.
    p.exp_string("a three is R (red) or B (black)")?;
    p.exp_string("They: cards left in each hand")?;
    p.send_line("A*5 / 55R")?;
    p.exp_string("They: any penalties?")?;
    key(&mut p, "y")?;
    for (prompt, answer) in [
        ("failed to go out", ""),
        ("illegal pile take", ""),
        ("out against partner", ""),
        ("undeclared red three", "1"),
    ] {
        p.exp_string(prompt)?;
        p.send_line(answer)?;
    }
    p.exp_string("+1005")?;
    p.exp_string("Save this hand?")?;
    key(&mut p, "y")?;
    p.exp_string("Hand 2: Bob deals")?;
    p.exp_string("What next?")?;
    key(&mut p, "\x1b[B")?; // Undo
    key(&mut p, "\x1b[B")?; // Quit
    key(&mut p, enter)?;
    p.exp_eof()?;
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", 1005), ("They", -525)]));
    Ok(())
}

/// Table mode asks only what the variant scores: for American, special hands, black
/// threes, incomplete melds and held aces and sevens.
#[cfg(unix)]
#[test]
fn play_asks_what_american_needs() -> Result<(), rexpect::error::Error> {
    let env = Env::new();
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_canasta"));
    cmd.args(["play", "--new", "--variant", "american"])
        .env("CANASTA_DATA_DIR", env.data());
    let mut p = rexpect::session::spawn_command(cmd, Some(20_000))?;
    let enter = "\r";
    p.exp_string("Variant")?;
    key(&mut p, enter)?; // american, the default given
    p.exp_string("Side 1 name")?;
    key(&mut p, enter)?;
    p.exp_string("Side 2 name")?;
    key(&mut p, enter)?;
    p.exp_string("Players in seat order")?;
    p.send_line("")?;
    p.exp_string("Who deals first?")?;
    key(&mut p, enter)?;
    p.exp_string("What next?")?;
    key(&mut p, enter)?;
    p.exp_string("Who went out?")?;
    key(&mut p, "\x1b[B")?; // They
    key(&mut p, enter)?;
    p.exp_string("With a special hand?")?;
    key(&mut p, "y")?;
    p.exp_string("Which special hand?")?;
    key(&mut p, enter)?; // garbage (2000)
    // We, as in the American game of variants.rs, hand 2:
    // mixed 300 - 1500 (a player holding three aces) + 150 - 40 = -1090.
    for (prompt, answer) in [
        ("We: melds as cards", ""),
        ("We: wild twos canastas", ""),
        ("We: natural aces canastas", ""),
        ("We: natural sevens canastas", ""),
        ("We: wild jokers canastas", ""),
        ("We: wild canastas", ""),
        ("We: natural canastas", ""),
        ("We: mixed canastas", "1"),
        ("We: red threes laid out", ""),
        ("We: black threes laid out", ""),
        ("We: points of cards melded", "150"),
        ("We: cards left in each hand", ""),
        ("We: points of cards left in hand", "40"),
    ] {
        p.exp_string(prompt)?;
        p.send_line(answer)?;
    }
    p.exp_string("We: melds left incomplete")?;
    key(&mut p, enter)?;
    p.exp_string("We: players holding three or more aces")?;
    p.send_line("1")?;
    p.exp_string("We: players holding three or more sevens")?;
    p.send_line("")?;
    p.exp_string("We: any penalties?")?;
    key(&mut p, "n")?;
    p.exp_string("went out with a special hand: garbage")?;
    p.exp_string("Save this hand?")?;
    key(&mut p, "y")?;
    p.exp_string("What next?")?;
    key(&mut p, "\x1b[B")?;
    key(&mut p, "\x1b[B")?;
    key(&mut p, enter)?;
    p.exp_eof()?;
    let json = env.json();
    assert_eq!(totals(&json), pairs(&[("We", -1090), ("They", 2000)]));
    Ok(())
}
