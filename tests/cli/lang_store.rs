//! The data folder's refusals in another language (`--lang`): the translated sentence
//! with the file's own name, and the same exit code as in English.

use crate::harness::{Env, Run};

/// A Classic game with one hand, so that there is something to export.
fn a_game() -> Env {
    let env = Env::new();
    env.classic();
    env.run(&[
        "record",
        "--out",
        "We",
        "--natural",
        "We=1",
        "--melded",
        "We=120",
        "--in-hand",
        "They=40",
    ])
    .ok();
    env
}

/// All that the run said on stderr, without its last newline.
fn said(run: &Run) -> &str {
    run.stderr.trim_end()
}

#[test]
fn export_over_a_file_is_refused_in_spanish_and_italian() {
    let env = a_game();
    env.file("out.yaml", "keep me\n");
    let english = env.run(&["export", "-o", "out.yaml"]);
    assert_eq!(
        said(&english),
        "error: out.yaml exists; give --force to replace it, or another file name (nothing was written)"
    );
    let spanish = env.run(&["--lang", "es", "export", "-o", "out.yaml"]);
    assert_eq!(
        said(&spanish),
        "error: out.yaml ya existe; agregá --force para reemplazarlo, o poné otro nombre de archivo (no se escribió nada)"
    );
    let italian = env.run(&["--lang", "it", "export", "-o", "out.yaml"]);
    assert_eq!(
        said(&italian),
        "errore: out.yaml esiste già; usa --force per sostituirlo, o dai un altro nome di file (non è stato scritto nulla)"
    );
    assert_eq!(english.code, 2, "{}", english.stderr);
    assert_eq!(spanish.code, english.code);
    assert_eq!(italian.code, english.code);
    let kept = std::fs::read_to_string(env.data().join("out.yaml")).unwrap();
    assert_eq!(kept, "keep me\n", "the file was replaced");
}

#[cfg(unix)]
#[test]
fn a_game_file_that_is_a_link_is_refused_in_spanish_and_italian() {
    let env = a_game();
    let games = env.data().join("games");
    std::os::unix::fs::symlink(games.join("1.yaml"), games.join("7.yaml")).unwrap();
    let file = games.join("7.yaml").display().to_string();
    let english = env.run(&["show", "--game", "7"]);
    assert_eq!(
        said(&english),
        format!(
            "error: cannot read the game file {file}: {file} is a symbolic link; only plain files are read"
        )
    );
    let spanish = env.run(&["--lang", "es", "show", "--game", "7"]);
    assert_eq!(
        said(&spanish),
        format!(
            "error: no se puede leer el archivo de la partida {file}: {file} es un enlace simbólico; solo se leen archivos comunes"
        )
    );
    let italian = env.run(&["--lang", "it", "show", "--game", "7"]);
    assert_eq!(
        said(&italian),
        format!(
            "errore: impossibile leggere il file della partita {file}: {file} è un collegamento simbolico; si leggono solo file normali"
        )
    );
    assert_eq!(spanish.code, english.code, "{}", spanish.stderr);
    assert_eq!(italian.code, english.code, "{}", italian.stderr);
    assert_ne!(english.code, 0);
}
