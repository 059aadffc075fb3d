//! The conventions a command-line tool is held to: exit codes listed in `--help`,
//! `--color`, the man page, examples in every subcommand's help.

use crate::harness::{EXAMPLE_FLAGS, Env};

#[test]
fn color_always_and_never_override_the_terminal() {
    let env = Env::new();
    env.classic();
    env.run(EXAMPLE_FLAGS).ok();
    // The chart colours each side's line; piped output has none unless asked.
    let piped = env.run(&["show", "--chart"]).ok().stdout;
    assert!(!piped.contains('\x1b'), "{piped}");
    let always = env
        .run(&["show", "--chart", "--color", "always"])
        .ok()
        .stdout;
    assert!(always.contains("\x1b["), "{always}");
    let never = env
        .cmd()
        .args(["show", "--chart", "--color", "never"])
        .env("CLICOLOR_FORCE", "1")
        .output()
        .expect("runs");
    assert!(!String::from_utf8_lossy(&never.stdout).contains('\x1b'));
    env.run(&["show", "--color", "sometimes"])
        .refused("invalid value 'sometimes' for '--color <WHEN>'");
}

#[test]
fn the_top_level_help_lists_the_exit_codes() {
    let env = Env::new();
    let help = env.run(&["--help"]).ok().stdout;
    for line in [
        "0    done",
        "1    a `check` question answered no",
        "2    bad input or usage (nothing was saved)",
        "3    the machine stopped it",
        "130  table mode interrupted",
    ] {
        assert!(help.contains(line), "{line:?} not in:\n{help}");
    }
}

/// `SNAPSHOTS=overwrite cargo test` rewrites the committed page after a CLI change.
#[test]
fn the_committed_man_page_is_current() {
    let env = Env::new();
    let page = env.run(&["manpage"]).ok().stdout;
    assert!(page.starts_with(".ie \\n(.g .ds Aq"), "{}", &page[..80]);
    assert!(page.contains("Exit codes:"));
    snapbox::assert_data_eq!(page, snapbox::file!["../../man/canasta.1"].raw());
}

/// One page per subcommand (`man canasta-record`), as the main page's list of commands
/// promises, generated and committed in `man/`; `SNAPSHOTS=overwrite cargo test` rewrites
/// them after a CLI change, and a page no longer made is an error.
#[test]
fn the_committed_subcommand_pages_are_current() {
    let env = Env::new();
    let dir = env.data().join("pages");
    env.run(&["manpage", "--dir", &dir.display().to_string()])
        .ok();
    let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("man");
    let overwrite = std::env::var("SNAPSHOTS").as_deref() == Ok("overwrite");
    let mut made: Vec<String> = std::fs::read_dir(&dir)
        .expect("pages written")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    made.sort();
    assert!(made.contains(&"canasta-record.1".to_string()), "{made:?}");
    assert!(
        made.contains(&"canasta-check-meld.1".to_string()),
        "{made:?}"
    );
    let mut stale = Vec::new();
    for name in &made {
        let page = std::fs::read_to_string(dir.join(name)).expect("page");
        let path = committed.join(name);
        if overwrite {
            std::fs::write(&path, &page).expect("page written");
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(page.as_str()) {
            stale.push(name.clone());
        }
    }
    for entry in std::fs::read_dir(&committed).expect("man/") {
        let name = entry
            .expect("entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if !made.contains(&name) {
            stale.push(format!("{name} (no longer made)"));
        }
    }
    assert!(
        stale.is_empty(),
        "stale pages in man/ (SNAPSHOTS=overwrite cargo test rewrites them): {stale:?}"
    );
}

/// The shell asks (`COMPLETE=fish canasta -- canasta use ""`) and gets the game ids, the
/// current one first, and the variant names.
#[test]
fn completion_offers_game_ids_and_variants() {
    let env = Env::new();
    env.classic();
    env.run(&["new", "--variant", "american"]).ok();
    let ask = |words: &[&str]| {
        let out = env
            .cmd()
            .env("COMPLETE", "fish")
            .arg("--")
            .args(words)
            .output()
            .expect("runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let ids = ask(&["canasta", "use", ""]);
    assert!(
        ids.starts_with("2\tamerican: We 0, They 0\n1\tclassic: We 0, They 0\n"),
        "{ids}"
    );
    // `ame`: the two American presets, each with its description.
    let variants = ask(&["canasta", "new", "--variant", "ame"]);
    assert!(variants.starts_with("american\t"), "{variants}");
    assert!(variants.contains("\namerican-tournament\t"), "{variants}");
    assert_eq!(variants.lines().count(), 2, "{variants}");
}
