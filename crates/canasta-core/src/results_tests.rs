use super::*;
use crate::entrants::parse_entrants;

/// Two closed rounds of four pairs under `burraco-tournament`'s victory points (3 deals,
/// the FIBUR table as puntiburraco and eburraco publish it; see docs/SOURCES.md):
///
/// | round | table | N-S | E-W | points | difference | VP (the table's band) |
/// |---|---|---|---|---|---|---|
/// | 1 | 1 | 1 Ana-Bob | 3 Ed-Flo | 1200-800 | 400 (up to 500) | 14-6 |
/// | 1 | 2 | 2 Cy-Di | 4 Gus-Hal | 900-1100 | 200 (up to 250) | 8-12 |
/// | 2 | 1 | 1 Ana-Bob | 4 Gus-Hal | 700-700 | 0 (up to 50) | 10-10 |
/// | 2 | 2 | 2 Cy-Di | 3 Ed-Flo | 1500-500 | 1000 (up to 1000) | 17-3 |
///
/// Standings (VP, then MP = own points minus the opponents'): 2 Cy-Di 8+17 = 25 VP, MP
/// -200+1000 = 800, 2400 points; 1 Ana-Bob 14+10 = 24, 400, 1900; 4 Gus-Hal 12+10 = 22,
/// 200, 1800; 3 Ed-Flo 6+3 = 9, -1400, 1300.
fn night() -> (Event, BTreeMap<(u32, u32), TableResult>) {
    let (entrants, _) =
        parse_entrants("Ana, Bob\nCy, Di\nEd, Flo\nGus, Hal\n", 2).expect("entrants");
    let rules = crate::presets::embedded("burraco-tournament").expect("preset");
    let seat = |table, ns, ew| Seat::pair(table, ns, ew);
    let round = |number, seats: Vec<Seat>| Round {
        number,
        state: RoundState::Closed,
        seating: Seating {
            seats,
            sit_out: Vec::new(),
        },
        games: BTreeMap::from([
            (1, format!("{}", number * 2)),
            (2, format!("{}", number * 2 + 1)),
        ]),
        published_at: None,
        confirmed: BTreeMap::new(),
        absent: Vec::new(),
    };
    let event = Event {
        name: "club".into(),
        variant: "burraco-tournament".into(),
        entrants,
        plan: vec![Phase {
            movement: crate::movement::Movement::Manual,
            rounds: 2,
        }],
        tie_break: tournament::default_tie_break(),
        sit_out: SitOut::default(),
        round_minutes: None,
        absent: BTreeSet::new(),
        rounds: vec![
            round(1, vec![seat(1, 1, 3), seat(2, 2, 4)]),
            round(2, vec![seat(1, 1, 4), seat(2, 2, 3)]),
        ],
        log: Vec::new(),
        alike: Vec::new(),
        signed: None,
        reopened: Vec::new(),
        seeds: Vec::new(),
    };
    let result = |ns: Points, ew: Points| TableResult {
        ns_points: ns,
        ew_points: ew,
        vp: crate::victory::points(&rules.victory_points, ns, ew),
        finished: true,
        played: 3,
    };
    let results = BTreeMap::from([
        ((1, 1), result(1200, 800)),
        ((1, 2), result(900, 1100)),
        ((2, 1), result(700, 700)),
        ((2, 2), result(1500, 500)),
    ]);
    (event, results)
}

fn exported() -> Results {
    let (event, results) = night();
    let standings = tournament::group_standings(&event, &results, 1, None);
    let extra = Extra {
        club: Some("Circolo del Burraco".into()),
        date: Some("2026-12-06".into()),
        deals: Some(3),
        members: BTreeMap::from([("Ana".to_string(), "FIBUR-1001".to_string())]),
        victory_table: Vec::new(),
    };
    results_of(&event, &results, &standings, &extra)
}

#[test]
fn a_results_file_holds_the_night_and_adds_up() {
    let file = exported();
    assert_eq!(file.rounds[0].tables[0].ns_vp, Some(14));
    assert_eq!(file.rounds[1].tables[1].ew_vp, Some(3));
    assert_eq!(
        file.entrants[0].players[0].member.as_deref(),
        Some("FIBUR-1001")
    );
    assert_eq!(file.entrants[0].players[1].member, None);
    let rows: Vec<(u32, Entrant, Points, Points, Points)> = file.standings[0]
        .rows
        .iter()
        .map(|r| (r.rank, r.entrant, r.vp, r.mp, r.points))
        .collect();
    assert_eq!(
        rows,
        vec![
            (1, 2, 25, 800, 2400),
            (2, 1, 24, 400, 1900),
            (3, 4, 22, 200, 1800),
            (4, 3, 9, -1400, 1300)
        ]
    );
    // Read back (through JSON), the referee works out the same standings.
    let text = serde_json::to_string(&file).expect("json");
    let back: Results = serde_json::from_str(&text).expect("reads");
    assert_eq!(back, file);
    let worked = check(&back, Some(&vp_table())).expect("adds up");
    assert_eq!(worked[0].rows.len(), 4);
    assert_eq!(
        worked[0]
            .rows
            .iter()
            .map(|r| (r.entrant, r.vp))
            .collect::<Vec<_>>(),
        vec![(2, 25), (1, 24), (4, 22), (3, 9)]
    );
}

#[test]
fn a_results_file_that_does_not_add_up_is_refused_naming_the_line() {
    // Ed-Flo's 9 VP written as 19: refused, naming the entrant, the column and both.
    let mut file = exported();
    let row = file.standings[0]
        .rows
        .iter_mut()
        .find(|r| r.entrant == 3)
        .expect("Ed-Flo");
    row.vp = 19;
    assert_eq!(
        check(&file, Some(&vp_table())),
        Err(ResultsRefused::DoesNotAddUp {
            group: None,
            entrant: 3,
            name: "Ed-Flo".into(),
            column: Column::Vp,
            file: 19,
            worked_out: 9,
        })
    );
    // A table's points changed: its entrants' match points no longer add up.
    let mut file = exported();
    file.rounds[1].tables[1].ns_points = Some(1400);
    assert!(matches!(
        check(&file, Some(&vp_table())),
        Err(ResultsRefused::DoesNotAddUp {
            entrant: 2,
            column: Column::Mp,
            file: 800,
            worked_out: 700,
            ..
        })
    ));
    let mut file = exported();
    file.version = 2;
    assert_eq!(
        check(&file, Some(&vp_table())),
        Err(ResultsRefused::Version { found: 2, read: 1 })
    );
    let mut file = exported();
    file.rounds[0].tables[0].ew = 9;
    assert_eq!(
        check(&file, Some(&vp_table())),
        Err(ResultsRefused::NoSuchEntrant {
            round: Some(1),
            entrant: 9
        })
    );
    let mut file = exported();
    file.standings[0].rows.pop();
    assert!(matches!(
        check(&file, Some(&vp_table())),
        Err(ResultsRefused::Lines { .. })
    ));
}

#[test]
fn a_clubs_member_list_reads() {
    let members =
        parse_members("# FIBUR cards\nAna Rossi: FIBUR-1001\n\nBob: 77\n").expect("reads");
    assert_eq!(
        members.get("Ana Rossi").map(String::as_str),
        Some("FIBUR-1001")
    );
    assert_eq!(members.get("Bob").map(String::as_str), Some("77"));
    assert_eq!(parse_members("Ana Rossi FIBUR-1001\n"), Err(1));
    assert_eq!(parse_members("Ana: 1\nBob:\n"), Err(2));
}

fn vp_table() -> Vec<crate::victory::VictoryBand> {
    crate::presets::embedded("burraco-tournament")
        .expect("preset")
        .victory_points
}

#[test]
fn a_tables_victory_points_are_held_to_its_points() {
    // Round 1, table 1: 1200-800, a difference of 400 (up to 500: 14-6), written 15-5.
    let mut file = exported();
    file.rounds[0].tables[0].ns_vp = Some(15);
    file.rounds[0].tables[0].ew_vp = Some(5);
    assert_eq!(
        check(&file, Some(&vp_table())),
        Err(ResultsRefused::VictoryPoints {
            round: 1,
            table: 1,
            difference: 400,
            file: (15, 5),
            table_gives: (14, 6),
        })
    );
    // An entrant at two tables of a round.
    let mut file = exported();
    file.rounds[0].tables[1].ns = 1;
    assert_eq!(
        check(&file, None),
        Err(ResultsRefused::EntrantTwiceInRound {
            round: 1,
            entrant: 1
        })
    );
    let mut file = exported();
    file.event.date = Some("06/12/2026".into());
    assert_eq!(
        check(&file, None),
        Err(ResultsRefused::Date {
            date: "06/12/2026".into()
        })
    );
}
