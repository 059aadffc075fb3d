//! Refusals in another language (`--lang`): the translated sentence with the game's own
//! numbers and names, exit code 2, and the saved game exactly as it was.

use crate::harness::Env;

/// A Classic game with one good hand; returns the env and the game file's text.
fn one_hand() -> (Env, String) {
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
    let before = env.game_text("1");
    (env, before)
}

#[test]
fn points_not_a_multiple_of_five_refused_in_italian() {
    let (env, before) = one_hand();
    let run = env
        .run(&[
            "--lang", "it", "record", "--out", "We", "--natural", "We=1", "--melded", "We=123",
            "--in-hand", "They=40",
        ])
        .refused(
            "mano 2: We: carte calate 123; i punti delle carte sono sempre un multiplo di 5 (prova 120 o 125)\n(non è stato salvato nulla)",
        );
    assert!(!run.stderr.contains("nothing was saved"), "{}", run.stderr);
    assert_eq!(env.game_text("1"), before, "the game file changed");
}

#[test]
fn going_out_without_a_canasta_refused_in_spanish() {
    let (env, before) = one_hand();
    env.run(&[
        "--lang",
        "es",
        "record",
        "--out",
        "They",
        "--melded",
        "They=100",
        "--in-hand",
        "We=20",
    ])
    .refused("mano 2: They: corte con 0 canastas; Canasta clásica pide 1 para cortar\n(no se guardó nada)");
    assert_eq!(env.game_text("1"), before, "the game file changed");
    // The same refusal in English is as it was.
    env.run(&[
        "record",
        "--out",
        "They",
        "--melded",
        "They=100",
        "--in-hand",
        "We=20",
    ])
    .refused(
        "hand 2: They went out with 0 canastas; classic needs 1 to go out\n(nothing was saved)",
    );
    assert_eq!(env.game_text("1"), before, "the game file changed");
}

#[test]
fn a_minimum_by_hand_keeps_its_flag_in_every_language() {
    let env = Env::new();
    env.run(&["--lang", "es", "min", "1500", "--variant", "hand-and-foot"])
        .refused(
            "Hand and Foot fija el mínimo para bajar por mano, no por puntaje: poné --hand N (mano 1: 50, mano 2: 90, mano 3: 120, desde la mano 4: 150)",
        );
    env.run(&["--lang", "it", "min", "1500", "--variant", "hand-and-foot"])
        .refused(
            "Hand and Foot fissa l'apertura minima per mano, non per punteggio: usa --hand N (mano 1: 50, mano 2: 90, mano 3: 120, dalla mano 4: 150)",
        );
    for lang in ["pt-BR", "de"] {
        let run = env
            .run(&["--lang", lang, "min", "1500", "--variant", "hand-and-foot"])
            .refused("--hand N");
        assert!(!run.stderr.contains("not by score"), "{}", run.stderr);
    }
}

#[test]
fn a_hand_number_out_of_range_refused_in_italian_and_spanish() {
    let (env, before) = one_hand();
    env.run(&["--lang", "it", "drop", "5"])
        .refused("la partita 1 non ha la mano 5; le sue mani vanno da 1 a 1");
    env.run(&["--lang", "es", "drop", "5"])
        .refused("la partida 1 no tiene mano 5; sus manos van de 1 a 1");
    assert_eq!(env.game_text("1"), before, "the game file changed");
}
