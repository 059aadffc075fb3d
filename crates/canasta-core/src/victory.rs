//! Tournament victory points: at the end of a game of a fixed number of hands between two
//! sides, the difference of their totals (the match points) converts to victory points
//! out of a table of bands (Burraco tournaments: 0-20 over 3 or 4 deals, research
//! burraco.md §8, [PUNTIB-VP] [EB-VP]). The table is preset data (`victory_points`); this
//! module only reads it. Pure: numbers in, numbers out.

use serde::{Deserialize, Serialize};

use crate::rules::{Points, Rules};
use crate::side::PerSide;

/// One band of a victory-points table: a difference of totals up to `up_to` (inclusive)
/// gives the side ahead `winner` points and the side behind `loser`. The last band has no
/// `up_to`: every larger difference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoryBand {
    /// The largest difference of this band; absent for the last (open) band.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up_to: Option<Points>,
    /// Victory points of the side ahead.
    pub winner: Points,
    /// Victory points of the side behind.
    pub loser: Points,
}

/// Victory points of two sides whose totals are `first` and `second`, by `table`: the
/// band holding their difference gives the side ahead its `winner` points and the other
/// its `loser` points; a tie (difference 0) gives both the first band's (equal) points.
/// None for an empty table. A difference past every closed band falls in the last band
/// (the checker makes it open).
pub fn points(table: &[VictoryBand], first: Points, second: Points) -> Option<(Points, Points)> {
    let difference = first.abs_diff(second);
    let band = table
        .iter()
        .find(|b| {
            b.up_to
                .is_none_or(|up_to| u64::try_from(up_to).is_ok_and(|u| difference <= u))
        })
        .or_else(|| table.last())?;
    Some(match first.cmp(&second) {
        std::cmp::Ordering::Greater => (band.winner, band.loser),
        std::cmp::Ordering::Less => (band.loser, band.winner),
        std::cmp::Ordering::Equal => (band.winner, band.winner),
    })
}

/// Each side's victory points at the end of a game with these `totals`, where the rules
/// have a table and the game has two sides; none otherwise.
pub fn of_totals(rules: &Rules, totals: &PerSide<Points>) -> Option<PerSide<Points>> {
    if rules.victory_points.is_empty() || totals.len() != 2 {
        return None;
    }
    let mut values = totals.values();
    let (first, second) = (*values.next()?, *values.next()?);
    let (a, b) = points(&rules.victory_points, first, second)?;
    let mut seat = 0;
    Some(totals.map(|_| {
        seat += 1;
        if seat == 1 { a } else { b }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn band(up_to: Option<Points>, winner: Points, loser: Points) -> VictoryBand {
        VictoryBand {
            up_to,
            winner,
            loser,
        }
    }

    /// The 3-deal table, burraco.md §8, [PUNTIB-VP] and [EB-VP] (identical): 0-50 10/10,
    /// 55-150 11/9, 155-250 12/8, 255-350 13/7, 355-500 14/6, 505-650 15/5, 655-800 16/4,
    /// 805-1000 17/3, 1005-1250 18/2, 1255-1500 19/1, 1505 and more 20/0.
    pub(crate) fn three_deals() -> Vec<VictoryBand> {
        let ups = [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500];
        let mut t: Vec<VictoryBand> = ups
            .iter()
            .enumerate()
            .map(|(i, &u)| band(Some(u), 10 + i as Points, 10 - i as Points))
            .collect();
        t.push(band(None, 20, 0));
        t
    }

    /// The 4-deal table, burraco.md §8, [PUNTIB-VP]: 0-100 10/10, 105-300 11/9, 305-500
    /// 12/8, 505-700 13/7, 705-900 14/6, 905-1100 15/5, 1105-1300 16/4, 1305-1500 17/3,
    /// 1505-1700 18/2, 1705-2000 19/1, 2005 and more 20/0.
    pub(crate) fn four_deals() -> Vec<VictoryBand> {
        let ups = [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000];
        let mut t: Vec<VictoryBand> = ups
            .iter()
            .enumerate()
            .map(|(i, &u)| band(Some(u), 10 + i as Points, 10 - i as Points))
            .collect();
        t.push(band(None, 20, 0));
        t
    }

    #[test]
    fn three_deals_at_the_edges_of_the_bands() {
        // [PUNTIB-VP] [EB-VP], 3 deals: each difference with the side ahead first.
        let t = three_deals();
        for (difference, vp) in [
            (0, (10, 10)),   // a tie: the first band, both 10
            (50, (10, 10)),  // 0-50
            (55, (11, 9)),   // 55-150
            (150, (11, 9)),  // 55-150
            (155, (12, 8)),  // 155-250
            (400, (14, 6)),  // 355-500
            (1000, (17, 3)), // 805-1000
            (1005, (18, 2)), // 1005-1250
            (1500, (19, 1)), // 1255-1500
            (1505, (20, 0)), // 1505 and more
            (9000, (20, 0)), // 1505 and more
        ] {
            assert_eq!(
                points(&t, 2000 + difference, 2000),
                Some(vp),
                "{difference}"
            );
            // The side behind first: the same points, the other way round.
            assert_eq!(
                points(&t, 2000, 2000 + difference),
                Some((vp.1, vp.0)),
                "{difference}"
            );
        }
        // Negative totals: a difference is a difference (-100 against 0 is 100: 11/9).
        assert_eq!(points(&t, -100, 0), Some((9, 11)));
    }

    #[test]
    fn four_deals_at_the_edges_of_the_bands() {
        // [PUNTIB-VP], 4 deals.
        let t = four_deals();
        for (difference, vp) in [
            (0, (10, 10)),
            (100, (10, 10)), // 0-100
            (105, (11, 9)),  // 105-300
            (300, (11, 9)),
            (305, (12, 8)),  // 305-500
            (2000, (19, 1)), // 1705-2000
            (2005, (20, 0)), // 2005 and more
        ] {
            assert_eq!(
                points(&t, 1000 + difference, 1000),
                Some(vp),
                "{difference}"
            );
        }
    }

    #[test]
    fn no_table_no_points() {
        assert_eq!(points(&[], 100, 0), None);
    }

    /// Classic over `hands` deals with `table`, a tie a shared win.
    fn rules(hands: Option<u32>, table: Vec<VictoryBand>) -> Rules {
        let mut r = crate::presets::embedded("classic").expect("classic");
        r.target = None;
        r.hands = hands;
        r.on_tie = crate::rules::TieRule::SharedWin;
        r.victory_points = table;
        r
    }

    #[test]
    fn a_finished_game_of_two_sides_gets_its_victory_points_by_seat() {
        use crate::side::PerSide;
        use std::sync::Arc;
        let names: Arc<[String]> = vec!["We".to_string(), "They".to_string()].into();
        // 3 deals, [PUNTIB-VP]: They 2150 against We 1750, a difference of 400 (355-500):
        // They 14, We 6.
        let totals = PerSide::from_fn(&names, |s| [1750, 2150][s.index()]);
        let vp = of_totals(&rules(Some(3), three_deals()), &totals).expect("a table");
        assert_eq!(vp.iter().collect::<Vec<_>>(), [("We", &6), ("They", &14)]);
        // No table: none.
        assert_eq!(of_totals(&rules(Some(3), Vec::new()), &totals), None);
    }

    #[test]
    fn the_published_tables_pass_the_checker() {
        rules(Some(3), three_deals()).validate().expect("3 deals");
        rules(Some(4), four_deals()).validate().expect("4 deals");
    }

    #[test]
    fn a_table_that_makes_no_sense_is_refused_with_its_field() {
        use crate::rules::RulesProblem as P;
        let refused = |r: Rules| {
            let e = r.validate().expect_err("refused");
            (e.field, e.problem)
        };
        let field = |f: &str| f.to_string();
        // No fixed number of hands: a game to a target only.
        let mut r = rules(None, three_deals());
        r.target = Some(5000);
        assert_eq!(refused(r), (field("victory_points"), P::VictoryNeedsHands));
        // Three sides.
        let mut r = rules(Some(3), three_deals());
        r.seating = crate::rules::Seating::Partnerships {
            sides: 3,
            players_per_side: 2,
        };
        assert_eq!(
            refused(r),
            (
                field("victory_points"),
                P::VictoryNeedsTwoSides { sides: 3 }
            )
        );
        // A tie that plays on: never the first band's points.
        let mut r = rules(Some(3), three_deals());
        r.on_tie = crate::rules::TieRule::PlayAnotherHand;
        assert_eq!(refused(r), (field("on_tie"), P::VictoryTiePlaysOn));
        let mut t = three_deals();
        t[3].up_to = None;
        assert_eq!(
            refused(rules(Some(3), t)),
            (field("victory_points[3].up_to"), P::VictoryOpenBand)
        );
        let mut t = three_deals();
        t[10].up_to = Some(2000);
        assert_eq!(
            refused(rules(Some(3), t)),
            (
                field("victory_points[10].up_to"),
                P::VictoryLastBandClosed { up_to: 2000 }
            )
        );
        let mut t = three_deals();
        t[2].up_to = Some(150); // no higher than band 1's 150
        assert_eq!(
            refused(rules(Some(3), t)),
            (
                field("victory_points[2].up_to"),
                P::VictoryBandOrder { up_to: 150 }
            )
        );
        let mut t = three_deals();
        t[1].up_to = Some(152);
        assert_eq!(
            refused(rules(Some(3), t)),
            (
                field("victory_points[1].up_to"),
                P::VictoryStep { up_to: 152 }
            )
        );
        let mut t = three_deals();
        t[1].winner = 8;
        assert_eq!(
            refused(rules(Some(3), t)),
            (
                field("victory_points[1]"),
                P::VictoryLoserAhead {
                    winner: 8,
                    loser: 9
                }
            )
        );
        let mut t = three_deals();
        t[0].winner = 11;
        t[0].loser = 9;
        assert_eq!(
            refused(rules(Some(3), t)),
            (
                field("victory_points[0]"),
                P::VictoryTieUnequal {
                    winner: 11,
                    loser: 9
                }
            )
        );
        let mut t = three_deals();
        t[5].winner = 13; // band 4 gave 14
        t[5].loser = 7;
        assert_eq!(
            refused(rules(Some(3), t)),
            (field("victory_points[5]"), P::VictoryFewerForMore)
        );
        let mut t = three_deals();
        t[10].winner = 5000;
        assert_eq!(
            refused(rules(Some(3), t)),
            (
                field("victory_points[10].winner"),
                P::OutOfBounds {
                    value: 5000,
                    low: 0,
                    high: 1000
                }
            )
        );
    }
}
