use super::*;

fn line(name: &str, players: [&str; 2], rank: u32, vp: Points, mp: Points) -> StageLine {
    StageLine {
        name: name.into(),
        players: players.iter().map(|p| p.to_string()).collect(),
        members: vec![None, None],
        rank,
        vp,
        mp,
    }
}

fn stage(name: &str, lines: Vec<StageLine>) -> Stage {
    Stage {
        name: name.into(),
        date: None,
        file: format!("{name}.json"),
        entrants: lines.len(),
        lines,
        print: String::new(),
    }
}

/// Three stages of four pairs; at the third, Ana plays with Cy and Bob with Di:
///
/// | stage | 1st | 2nd | 3rd | 4th |
/// |---|---|---|---|---|
/// | 1 | Ana-Bob 25 VP +600 | Cy-Di 22 +300 | Ed-Flo 21 +150 | Gus-Hal 12 -1050 |
/// | 2 | Cy-Di 30 +1000 | Ana-Bob 20 0 | Gus-Hal 20 -100 | Ed-Flo 10 -900 |
/// | 3 | Ana-Cy 28 +700 | Ed-Flo 22 +200 | Bob-Di 18 -300 | Gus-Hal 12 -600 |
///
/// Pairs (VP, then MP, then stages): Ed-Flo 21+10+22 = 53 VP, 150-900+200 = -550 MP, 3
/// stages; Cy-Di 22+30 = 52, 1300, 2; Ana-Bob 25+20 = 45, 600, 2; Gus-Hal 12+20+12 = 44,
/// -1750, 3; Ana-Cy 28, 700, 1; Bob-Di 18, -300, 1.
/// Players, each summed over their partners: Cy 22+30+28 = 80, 300+1000+700 = 2000; Ana
/// 25+20+28 = 73, 1300; Di 22+30+18 = 70, 1000; Bob 25+20+18 = 63, 300; Ed and Flo 53,
/// -550 (level: one rank, 5th); Gus and Hal 44, -1750 (7th).
fn season() -> Vec<Stage> {
    vec![
        stage(
            "one",
            vec![
                line("Ana-Bob", ["Ana", "Bob"], 1, 25, 600),
                line("Cy-Di", ["Cy", "Di"], 2, 22, 300),
                line("Ed-Flo", ["Ed", "Flo"], 3, 21, 150),
                line("Gus-Hal", ["Gus", "Hal"], 4, 12, -1050),
            ],
        ),
        stage(
            "two",
            vec![
                line("Cy-Di", ["Cy", "Di"], 1, 30, 1000),
                line("Ana-Bob", ["Ana", "Bob"], 2, 20, 0),
                line("Gus-Hal", ["Gus", "Hal"], 3, 20, -100),
                line("Ed-Flo", ["Ed", "Flo"], 4, 10, -900),
            ],
        ),
        stage(
            "three",
            vec![
                line("Ana-Cy", ["Ana", "Cy"], 1, 28, 700),
                // The same pair, its players written another way.
                line("Ed & Flo", ["flo", "ED"], 2, 22, 200),
                line("Bob-Di", ["Bob", "Di"], 3, 18, -300),
                line("Gus-Hal", ["Gus", "Hal"], 4, 12, -600),
            ],
        ),
    ]
}

fn table(lines: &[CircuitLine]) -> Vec<(u32, String, Points, Points, u32, bool)> {
    lines
        .iter()
        .map(|l| (l.rank, l.name.clone(), l.vp, l.mp, l.stages, l.finalist))
        .collect()
}

fn row(
    rank: u32,
    name: &str,
    vp: Points,
    mp: Points,
    stages: u32,
    finalist: bool,
) -> (u32, String, Points, Points, u32, bool) {
    (rank, name.to_string(), vp, mp, stages, finalist)
}

#[test]
fn pairs_and_players_summed_over_a_season_with_a_finalist_per_stage() {
    // The first of each stage goes to the final, having played at least 2 stages: Ana-Bob
    // (1st at stage one) and Cy-Di (stage two); Ana-Cy won stage three but played once.
    let rules = CircuitRules {
        name: "Summer Tour".into(),
        finalists: Some(Finalists {
            rule: FinalistRule::PerStage,
            top: Some(1),
            share: None,
            min_stages: 2,
        }),
    };
    let circuit = standings(&rules, &season());
    assert_eq!(
        table(&circuit.pairs),
        vec![
            row(1, "Ed & Flo", 53, -550, 3, false),
            row(2, "Cy-Di", 52, 1300, 2, true),
            row(3, "Ana-Bob", 45, 600, 2, true),
            row(4, "Gus-Hal", 44, -1750, 3, false),
            row(5, "Ana-Cy", 28, 700, 1, false),
            row(6, "Bob-Di", 18, -300, 1, false),
        ]
    );
    // Players: the first of a stage in any pair, 2 stages or more.
    assert_eq!(
        table(&circuit.players),
        vec![
            row(1, "Cy", 80, 2000, 3, true),
            row(2, "Ana", 73, 1300, 3, true),
            row(3, "Di", 70, 1000, 3, true),
            row(4, "Bob", 63, 300, 3, true),
            row(5, "ED", 53, -550, 3, false),
            row(5, "flo", 53, -550, 3, false),
            row(7, "Gus", 44, -1750, 3, false),
            row(7, "Hal", 44, -1750, 3, false),
        ]
    );
    // Ed-Flo's stages: 3rd with 21, 4th with 10, 2nd with 22.
    assert_eq!(
        circuit.pairs[0].per_stage,
        vec![Some((3, 21)), Some((4, 10)), Some((2, 22))]
    );
}

#[test]
fn finalists_overall_and_by_share() {
    // The first 2 of the circuit among those who played all 3 stages: Ed-Flo and
    // Gus-Hal (Cy-Di and Ana-Bob played 2).
    let overall = CircuitRules {
        name: "Club championship".into(),
        finalists: Some(Finalists {
            rule: FinalistRule::Overall,
            top: Some(2),
            share: None,
            min_stages: 3,
        }),
    };
    let circuit = standings(&overall, &season());
    let finalists: Vec<&str> = circuit
        .pairs
        .iter()
        .filter(|l| l.finalist)
        .map(|l| l.name.as_str())
        .collect();
    assert_eq!(finalists, ["Ed & Flo", "Gus-Hal"]);
    // Players: Cy and Ana, the first two (all played 3 stages).
    let players: Vec<&str> = circuit
        .players
        .iter()
        .filter(|l| l.finalist)
        .map(|l| l.name.as_str())
        .collect();
    assert_eq!(players, ["Cy", "Ana"]);
    // 50 % of each stage's 4 pairs: the first 2 of each, any attendance.
    let share = CircuitRules {
        name: "Tour".into(),
        finalists: Some(Finalists {
            rule: FinalistRule::PerStage,
            top: None,
            share: Some(50),
            min_stages: 0,
        }),
    };
    let circuit = standings(&share, &season());
    let finalists: Vec<&str> = circuit
        .pairs
        .iter()
        .filter(|l| l.finalist)
        .map(|l| l.name.as_str())
        .collect();
    assert_eq!(finalists, ["Ed & Flo", "Cy-Di", "Ana-Bob", "Ana-Cy"]);
}

#[test]
fn rules_without_a_cut_are_refused() {
    let mut rules = CircuitRules {
        name: "x".into(),
        finalists: Some(Finalists {
            rule: FinalistRule::Overall,
            top: None,
            share: Some(10),
            min_stages: 0,
        }),
    };
    assert_eq!(
        rules.check(),
        Err(RulesRefused::NoCut {
            rule: FinalistRule::Overall
        })
    );
    rules.finalists = Some(Finalists {
        rule: FinalistRule::PerStage,
        top: None,
        share: Some(150),
        min_stages: 0,
    });
    assert_eq!(rules.check(), Err(RulesRefused::Share { share: 150 }));
}

#[test]
fn a_member_number_is_one_person_whatever_the_spelling() {
    // Stage one: "Ana Rossi" (FIBUR-1) with Bob; stage two: "Anna Rossi" (FIBUR-1, the
    // same card) with Bob, and a second "Carla Neri" (another card) against a first.
    let mut one = line("Rossi-Bob", ["Ana Rossi", "Bob"], 1, 25, 600);
    one.members = vec![Some("FIBUR-1".into()), None];
    let mut carla1 = line("Neri-Di", ["Carla Neri", "Di"], 2, 15, -600);
    carla1.members = vec![Some("FIBUR-3".into()), None];
    let mut two = line("Rossi-Bob", ["Anna Rossi", "Bob"], 2, 12, -200);
    two.members = vec![Some("FIBUR-1".into()), None];
    let mut carla2 = line("Neri-Ed", ["Carla Neri", "Ed"], 1, 28, 200);
    carla2.members = vec![Some("FIBUR-4".into()), None];
    let stages = vec![
        stage("one", vec![one, carla1]),
        stage("two", vec![carla2, two]),
    ];
    let circuit = standings(&CircuitRules::default(), &stages);
    // Ana/Anna Rossi: one player, 25 + 12 = 37 VP over 2 stages, shown as last written.
    let rossi: Vec<_> = circuit
        .players
        .iter()
        .filter(|l| l.name.contains("Rossi"))
        .collect();
    assert_eq!(rossi.len(), 1);
    assert_eq!(
        (rossi[0].name.as_str(), rossi[0].vp, rossi[0].stages),
        ("Anna Rossi", 37, 2)
    );
    // The two Carla Neri: two players (two cards), 15 and 28.
    let mut carla: Vec<Points> = circuit
        .players
        .iter()
        .filter(|l| l.name == "Carla Neri")
        .map(|l| l.vp)
        .collect();
    carla.sort_unstable();
    assert_eq!(carla, vec![15, 28]);
    // And Rossi-Bob is one pair over both stages.
    let pair = circuit
        .pairs
        .iter()
        .find(|l| l.name == "Rossi-Bob")
        .expect("the pair");
    assert_eq!((pair.vp, pair.stages), (37, 2));
}

/// A stage of an individual event (a player a line: its line is the player, whatever the
/// partners of the night) counts for the players alone; with a pairs stage beside it, the
/// pairs' standings hold only the pairs' stage. Stage 1 (pairs): Ana-Bob 25 VP +600,
/// Cy-Di 15 -600. Stage 2 (individual): Cy 38 +900, Ana 30 0, Bob 21 -900.
/// Players: Cy 15+38 = 53, -600+900 = +300; Ana 25+30 = 55, +600; Bob 25+21 = 46, -300;
/// Di 15, -600. Pairs: Ana-Bob 25, Cy-Di 15, one stage each.
#[test]
fn an_individual_stage_counts_for_the_players_alone() {
    let single = |name: &str, rank, vp, mp| StageLine {
        name: name.into(),
        players: vec![name.into()],
        members: vec![None],
        rank,
        vp,
        mp,
    };
    let stages = vec![
        stage(
            "pairs",
            vec![
                line("Ana-Bob", ["Ana", "Bob"], 1, 25, 600),
                line("Cy-Di", ["Cy", "Di"], 2, 15, -600),
            ],
        ),
        stage(
            "individual",
            vec![
                single("Cy", 1, 38, 900),
                single("Ana", 2, 30, 0),
                single("Bob", 3, 21, -900),
            ],
        ),
    ];
    let rules = CircuitRules {
        name: "Club".into(),
        finalists: None,
    };
    let c = standings(&rules, &stages);
    assert_eq!(
        table(&c.pairs),
        vec![
            row(1, "Ana-Bob", 25, 600, 1, false),
            row(2, "Cy-Di", 15, -600, 1, false),
        ]
    );
    assert_eq!(
        table(&c.players),
        vec![
            row(1, "Ana", 55, 600, 2, false),
            row(2, "Cy", 53, 300, 2, false),
            row(3, "Bob", 46, -300, 2, false),
            row(4, "Di", 15, -600, 1, false),
        ]
    );
}
