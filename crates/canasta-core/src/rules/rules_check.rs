//! A variant's rules checked whole before any game is played by them: every number bounded, every name known, every schedule complete; the errors say which field and why.

use super::*;

/// A preset that does not make sense: the preset, the field (its path in the YAML, e.g.
/// `bonuses.meld_out`) and what is wrong with it. The words are `render`'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesError {
    pub preset: String,
    pub field: String,
    pub problem: RulesProblem,
}

/// What is wrong with a preset's field, with the numbers and names that say how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesProblem {
    /// An empty name.
    Empty,
    /// A control character in a text.
    Control,
    /// Sides other than 2 to 6.
    Sides { sides: u32 },
    /// Players per side other than 1 to 4.
    PlayersPerSide { players: u32 },
    /// More than 8 players at the table.
    Seats { players: u32 },
    /// A lone hand against a partnership with other than 3 players.
    LonePlayers { players: u32 },
    /// Packs other than 1 to 8.
    Decks { decks: u32 },
    /// Neither a target nor a number of hands.
    NoEnd,
    /// A target that is not a positive multiple of 5.
    Target { target: Points },
    /// A game of no hands.
    NoHands,
    /// A bonus that is not a positive multiple of 5.
    Bonus { bonus: Points },
    /// A bonus named like a penalty.
    BonusIsPenalty,
    /// A minimum by hand that is not 0 or a positive multiple of 5.
    HandMinimum { min: Points },
    /// Minimums by hand and by score both given.
    BothMinimums,
    /// No minimum at all.
    NoBands,
    /// The first band starts from a score.
    FirstBandFrom,
    /// A later band without a score to start from.
    NullFrom,
    /// A band that starts no higher than the one before.
    BandOrder { from: Points },
    /// A band's minimum that is not a multiple of 5, zero or more.
    BandMinimum { min: Points },
    /// No canasta kinds.
    NoCanastaKinds,
    /// A canasta kind's name that is not lower-case words joined by `_`.
    KindName { name: String },
    /// A canasta's bonus below zero.
    CanastaBonus { bonus: Points },
    /// No value for `count` red threes (the decks hold up to `max`).
    MissingRedThrees { count: u32, max: u32 },
    /// No value for `count` black threes (`max` as for red threes).
    MissingBlackThrees { count: u32, max: u32 },
    /// A value for `count` red threes, where the decks hold 1 to `max`.
    RedThreesOutside { count: u32, max: u32 },
    /// A penalty named that the preset has not.
    UnknownPenalty { name: String },
    /// A canasta kind named that the preset has not.
    UnknownKind { kind: String },
    /// Fewer canastas needed to go out than the kinds needed add up to.
    FewerThanKinds { canastas: u32, kinds: u32 },
    /// A penalty (for black threes in hand) written as a positive number.
    PositivePenalty,
    /// An incomplete meld's name, penalty or minimum.
    IncompleteMeld,
    /// A penalty for holding three or more: its name or its sign.
    Holding,
    /// A special hand's name or score.
    SpecialHand,
    /// A special hand's card that is no card.
    HandSymbol { symbol: String },
    /// A special hand's groups: one of none, or over 100 cards.
    Groups,
    /// More than 10 canastas needed to go out.
    TooManyCanastas { canastas: u32 },
    /// A penalty's or bonus's name that is not lower-case words joined by `_`.
    Name { name: String },
    /// A penalty above zero.
    Penalty { value: Points },
    /// A requirement's canasta kind that the preset has not; `known` are its kinds.
    MissingKind { kind: String, known: Vec<String> },
    /// A number outside `low..=high`.
    OutOfBounds { value: i128, low: i128, high: i128 },
    /// A word of `words` for a key the preset has no such thing for (`known`: the keys).
    WordKey { key: String, known: Vec<String> },
    /// A word of `words` that is not lower-case letters joined by `_`.
    WordText { word: String },
    /// Victory points in a game that does not end after a fixed number of hands.
    VictoryNeedsHands,
    /// Victory points in a game of other than two sides (or players).
    VictoryNeedsTwoSides { sides: usize },
    /// A band of victory points before the last without `up_to`.
    VictoryOpenBand,
    /// The last band of victory points closed at `up_to`.
    VictoryLastBandClosed { up_to: Points },
    /// A band's `up_to` no higher than the band's before it.
    VictoryBandOrder { up_to: Points },
    /// A band's `up_to` that is not a multiple of 5, zero or more.
    VictoryStep { up_to: Points },
    /// A band that gives the loser more than the winner.
    VictoryLoserAhead { winner: Points, loser: Points },
    /// A first band (where a tie falls) that gives its two sides different points.
    VictoryTieUnequal { winner: Points, loser: Points },
    /// A band that gives the winner fewer points, or the loser more, than the band before
    /// it (a smaller difference).
    VictoryFewerForMore,
    /// Victory points with `on_tie: play_another_hand`: a tie would never end the game,
    /// where the table gives it the first band's points.
    VictoryTiePlaysOn,
}

impl Rules {
    /// The canasta kinds' names, for messages: "mixed, natural".
    pub fn canasta_kind_names(&self) -> String {
        self.canastas.keys().cloned().collect::<Vec<_>>().join(", ")
    }

    /// The penalties' names, for messages.
    pub fn penalty_names(&self) -> String {
        self.penalties
            .keys()
            .cloned()
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Red threes in the decks (two per pack).
    pub fn red_threes_in_decks(&self) -> u32 {
        if self.ordinary_threes {
            0
        } else {
            2 * self.decks
        }
    }

    /// Card points in one pack with its two jokers: red threes are bonus cards and count
    /// nothing, except where threes are ordinary cards (Burraco: 540 a pack, research file
    /// `burraco.md` §2 "Pack total"; Buraco 480, §5).
    pub fn pack_points(&self) -> Points {
        let v = &self.card_values;
        if self.ordinary_threes {
            v.pack_points() - 2 * v.black_three + 4 * v.seven_to_four
        } else {
            v.pack_points()
        }
    }

    /// The fewest card points `cards` cards of the packs can be worth: the cheapest
    /// `cards` of every card there is (a bound a side's burrachi together must reach: seven
    /// clean burrachi are 49 cards, and two packs hold only 40 worth 5). `None` when the
    /// packs hold fewer cards.
    pub fn cheapest_cards(&self, cards: u64) -> Option<Points> {
        let v = &self.card_values;
        let threes = if self.ordinary_threes {
            v.seven_to_four
        } else {
            v.black_three
        };
        // One pack: (value, how many).
        let pack = [
            (v.joker, 2),
            (v.two, 4),
            (v.ace, 4),
            (v.king_to_eight, 24),
            (v.seven_to_four, 16),
            (threes, 4),
        ];
        let mut values: Vec<(Points, u64)> = pack
            .iter()
            .map(|(value, n)| (*value, n * u64::from(self.decks)))
            .collect();
        values.sort_unstable();
        let mut left = cards;
        let mut sum: Points = 0;
        for (value, n) in values {
            let take = left.min(n);
            sum = sum.saturating_add(value.saturating_mul(Points::try_from(take).ok()?));
            left -= take;
        }
        (left == 0).then_some(sum)
    }

    /// The fewest card points a canasta of `kind` holds: a Burraco-family kind by the
    /// form's runs and sets (`runs::cheapest`), any other by its makeup.
    pub fn kind_min_points(&self, kind: &CanastaKind) -> Points {
        if kind.min_points.is_none()
            && let Some(burraco) = kind.makeup.burraco()
        {
            let runs = self.melds.runs.clone().unwrap_or_default();
            if let Some(points) = crate::runs::cheapest_sized(
                &runs,
                &self.card_values,
                burraco,
                kind.shape,
                kind.cards.unwrap_or(0),
            ) {
                return points;
            }
        }
        kind.min_points(&self.card_values)
    }

    /// Initial-meld minimum for a side whose cumulative score is `score`.
    /// The initial-meld minimum of a side at `score` in hand `number` (1 is the first):
    /// by hand where the preset says so, else by score.
    pub fn minimum_in_hand(&self, number: usize, score: Points) -> Points {
        match self.initial_meld_by_hand.as_slice() {
            [] => self.initial_meld_minimum(score),
            by_hand => by_hand[number.clamp(1, by_hand.len()) - 1],
        }
    }

    /// Whether the minimum goes by hand number instead of by score.
    pub fn minimum_by_hand(&self) -> bool {
        !self.initial_meld_by_hand.is_empty()
    }

    /// Whether the variant melds runs only, no sets (Buraco STBL).
    pub fn melds_runs_only(&self) -> bool {
        self.melds
            .runs
            .as_ref()
            .is_some_and(|r| r.set_ranks.ranks().is_empty())
    }

    /// Whether there is an initial-meld minimum at all (by the score or by the hand); the
    /// Burraco family has none: any legal meld opens.
    pub fn has_initial_meld_minimum(&self) -> bool {
        self.minimum_by_hand() || self.initial_meld.len() > 1 || self.initial_meld_minimum(0) > 0
    }

    pub fn initial_meld_minimum(&self, score: Points) -> Points {
        self.initial_meld
            .iter()
            .rev()
            .find(|band| band.from.is_none_or(|from| from <= score))
            .map_or(0, |band| band.min)
    }

    /// Value of `count` red threes laid out by one side (before the sign is applied).
    pub fn red_three_value(&self, count: u32) -> Points {
        if count == 0 {
            return 0;
        }
        self.red_threes.by_count.get(&count).copied().unwrap_or(0)
    }

    /// Check the preset makes sense; the error names the field.
    pub fn validate(&self) -> Result<(), RulesError> {
        self.check_table()?;
        self.check_minimums()?;
        self.check_words_and_canastas()?;
        self.check_melds_and_penalties()?;
        self.check_victory_points()
    }

    /// A problem with `field` of this preset.
    fn err(&self, field: &str, problem: RulesProblem) -> RulesError {
        RulesError {
            preset: self.name.clone(),
            field: field.to_string(),
            problem,
        }
    }

    /// Check the name and texts, the seating, the decks, the target.
    fn check_table(&self) -> Result<(), RulesError> {
        if self.name.trim().is_empty() {
            return Err(self.err("name", RulesProblem::Empty));
        }
        let texts = [("name", &self.name), ("description", &self.description)]
            .into_iter()
            .chain(
                self.canastas
                    .values()
                    .map(|k| ("canastas.describe", &k.describe)),
            );
        for (field, text) in texts {
            if text.chars().any(char::is_control) {
                return Err(self.err(field, RulesProblem::Control));
            }
        }
        match self.seating {
            Seating::Partnerships {
                sides,
                players_per_side,
            } => {
                // Four sides: four players each for themselves (a house rule; pagat's Samba
                // notes individual play for 2, 3 and 5).
                if !(2..=6).contains(&sides) {
                    return Err(self.err("seating.sides", RulesProblem::Sides { sides }));
                }
                if !(1..=4).contains(&players_per_side) {
                    return Err(self.err(
                        "seating.players_per_side",
                        RulesProblem::PlayersPerSide {
                            players: players_per_side,
                        },
                    ));
                }
                if sides * players_per_side > 8 {
                    return Err(self.err(
                        "seating",
                        RulesProblem::Seats {
                            players: sides * players_per_side,
                        },
                    ));
                }
            }
            Seating::LoneAgainstPartnership { players, .. } => {
                if players != 3 {
                    return Err(self.err("seating.players", RulesProblem::LonePlayers { players }));
                }
            }
        }
        self.check_bounds()?;
        if !(1..=8).contains(&self.decks) {
            return Err(self.err("decks", RulesProblem::Decks { decks: self.decks }));
        }
        match (self.target, self.hands) {
            (None, None) => {
                return Err(self.err("target", RulesProblem::NoEnd));
            }
            (Some(target), _) if target <= 0 || target % 5 != 0 => {
                return Err(self.err("target", RulesProblem::Target { target }));
            }
            (_, Some(0)) => {
                return Err(self.err("hands", RulesProblem::NoHands));
            }
            _ => {}
        }
        Ok(())
    }

    /// Check the bonuses' values and the initial meld's minimums.
    fn check_minimums(&self) -> Result<(), RulesError> {
        for (name, bonus) in &self.bonuses {
            if *bonus <= 0 || bonus % 5 != 0 {
                return Err(self.err(
                    &format!("bonuses.{name}"),
                    RulesProblem::Bonus { bonus: *bonus },
                ));
            }
            if self.penalties.contains_key(name) {
                return Err(self.err(&format!("bonuses.{name}"), RulesProblem::BonusIsPenalty));
            }
        }
        for (i, min) in self.initial_meld_by_hand.iter().enumerate() {
            if *min < 0 || min % 5 != 0 {
                return Err(self.err(
                    &format!("initial_meld_by_hand[{i}]"),
                    RulesProblem::HandMinimum { min: *min },
                ));
            }
        }
        if !self.initial_meld_by_hand.is_empty() {
            if !self.initial_meld.is_empty() {
                return Err(self.err("initial_meld_by_hand", RulesProblem::BothMinimums));
            }
        } else if self.initial_meld.is_empty() {
            return Err(self.err("initial_meld", RulesProblem::NoBands));
        }
        if self
            .initial_meld
            .first()
            .is_some_and(|first| first.from.is_some())
        {
            return Err(self.err("initial_meld[0].from", RulesProblem::FirstBandFrom));
        }
        let mut last_from: Option<Points> = None;
        for (i, band) in self.initial_meld.iter().enumerate().skip(1) {
            let Some(from) = band.from else {
                return Err(self.err(&format!("initial_meld[{i}].from"), RulesProblem::NullFrom));
            };
            if last_from.is_some_and(|last| from <= last) {
                return Err(self.err(
                    &format!("initial_meld[{i}].from"),
                    RulesProblem::BandOrder { from },
                ));
            }
            last_from = Some(from);
        }
        for (i, band) in self.initial_meld.iter().enumerate() {
            if band.min < 0 || band.min % 5 != 0 {
                return Err(self.err(
                    &format!("initial_meld[{i}].min"),
                    RulesProblem::BandMinimum { min: band.min },
                ));
            }
        }
        Ok(())
    }

    /// What the game's own words (`words:`) may name: its kinds of canasta, its
    /// penalties and bonuses, going out, and its pot's two cases where it has one.
    pub fn word_keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = self
            .canastas
            .keys()
            .chain(self.penalties.keys())
            .chain(self.bonuses.keys())
            .cloned()
            .collect();
        keys.push("out".into());
        if self.pot.is_some() {
            keys.push("no_pot".into());
            keys.push("pot_unplayed".into());
        }
        keys
    }

    /// Check the game's own words, the canastas, the red threes, going out.
    fn check_words_and_canastas(&self) -> Result<(), RulesError> {
        if self.canastas.is_empty() {
            return Err(self.err("canastas", RulesProblem::NoCanastaKinds));
        }
        // The game's own words: for things it has, each a word a line can take.
        let keys = self.word_keys();
        for (key, said) in &self.words {
            if !keys.contains(key) {
                return Err(self.err(
                    "words",
                    RulesProblem::WordKey {
                        key: key.clone(),
                        known: keys.clone(),
                    },
                ));
            }
            if let Some(word) = said.iter().find(|w| {
                w.is_empty()
                    || w.chars().next().is_some_and(|c| c.is_ascii_digit())
                    || !w.chars().all(|c| c.is_alphanumeric() || c == '_')
            }) {
                return Err(self.err(
                    &format!("words.{key}"),
                    RulesProblem::WordText { word: word.clone() },
                ));
            }
        }
        for (name, kind) in &self.canastas {
            if !is_identifier(name) {
                return Err(self.err("canastas", RulesProblem::KindName { name: name.clone() }));
            }
            if kind.bonus < 0 {
                return Err(self.err(
                    &format!("canastas.{name}.bonus"),
                    RulesProblem::CanastaBonus { bonus: kind.bonus },
                ));
            }
        }
        let red = self.red_threes_in_decks();
        for n in 1..=red {
            if !self.red_threes.by_count.contains_key(&n) {
                return Err(self.err(
                    "red_threes.by_count",
                    RulesProblem::MissingRedThrees { count: n, max: red },
                ));
            }
        }
        if let Some(n) = self
            .red_threes
            .by_count
            .keys()
            .find(|&&n| n == 0 || n > red)
        {
            return Err(self.err(
                "red_threes.by_count",
                RulesProblem::RedThreesOutside {
                    count: *n,
                    max: red,
                },
            ));
        }
        for (field, named) in [
            (
                "red_threes.left_in_hand_penalty",
                &self.red_threes.left_in_hand_penalty,
            ),
            (
                "going_out.against_partner_penalty",
                &self.going_out.against_partner_penalty,
            ),
        ] {
            if let Some(name) = named
                && !self.penalties.contains_key(name)
            {
                return Err(self.err(field, RulesProblem::UnknownPenalty { name: name.clone() }));
            }
        }
        let needed_kinds: u32 = self.going_out.needs_kinds.values().sum();
        for kind in self.going_out.needs_kinds.keys() {
            if !self.canastas.contains_key(kind) {
                return Err(self.err(
                    "going_out.needs_kinds",
                    RulesProblem::UnknownKind { kind: kind.clone() },
                ));
            }
        }
        if needed_kinds > self.going_out.needs_canastas {
            return Err(self.err(
                "going_out.needs_canastas",
                RulesProblem::FewerThanKinds {
                    canastas: self.going_out.needs_canastas,
                    kinds: needed_kinds,
                },
            ));
        }
        Ok(())
    }

    /// Check the black threes, the incomplete melds, the holdings, the special hands, the penalties, the requirements.
    fn check_melds_and_penalties(&self) -> Result<(), RulesError> {
        let red = self.red_threes_in_decks();
        if let Some(black) = &self.black_threes {
            if !black.by_count.is_empty() {
                for n in 1..=red {
                    if !black.by_count.contains_key(&n) {
                        return Err(self.err(
                            "black_threes.by_count",
                            RulesProblem::MissingBlackThrees { count: n, max: red },
                        ));
                    }
                }
            }
            if black.in_hand_each.is_some_and(|v| v > 0) {
                return Err(self.err("black_threes.in_hand_each", RulesProblem::PositivePenalty));
            }
        }
        for (name, meld) in &self.incomplete_melds {
            if !is_identifier(name) || meld.penalty > 0 || meld.min_points <= 0 {
                return Err(self.err(
                    &format!("incomplete_melds.{name}"),
                    RulesProblem::IncompleteMeld,
                ));
            }
            if let Some(kind) = &meld.completes_as
                && !self.canastas.contains_key(kind)
            {
                return Err(self.err(
                    &format!("incomplete_melds.{name}.completes_as"),
                    RulesProblem::UnknownKind { kind: kind.clone() },
                ));
            }
        }
        for (name, value) in &self.holding_three_or_more {
            if !is_identifier(name) || *value > 0 {
                return Err(self.err(
                    &format!("holding_three_or_more.{name}"),
                    RulesProblem::Holding,
                ));
            }
        }
        for (name, hand) in &self.special_hands {
            if !is_identifier(name) || hand.points < 0 {
                return Err(self.err(&format!("special_hands.{name}"), RulesProblem::SpecialHand));
            }
            let cards = hand.must_hold.iter().chain(&hand.may_not_hold);
            if let Some(bad) = cards.clone().find(|c| !is_hand_symbol(c)) {
                return Err(self.err(
                    &format!("special_hands.{name}"),
                    RulesProblem::HandSymbol {
                        symbol: bad.clone(),
                    },
                ));
            }
            let cards: u64 = hand.groups.iter().map(|&g| u64::from(g)).sum();
            if hand.groups.contains(&0) || cards > 100 {
                return Err(self.err(
                    &format!("special_hands.{name}.groups"),
                    RulesProblem::Groups,
                ));
            }
        }
        if self.going_out.needs_canastas > 10 {
            return Err(self.err(
                "going_out.needs_canastas",
                RulesProblem::TooManyCanastas {
                    canastas: self.going_out.needs_canastas,
                },
            ));
        }
        for (name, value) in &self.penalties {
            if !is_identifier(name) {
                return Err(self.err("penalties", RulesProblem::Name { name: name.clone() }));
            }
            if *value > 0 {
                return Err(self.err(
                    &format!("penalties.{name}"),
                    RulesProblem::Penalty { value: *value },
                ));
            }
        }
        for (field, req) in [
            (
                "red_threes.count_against_side_without",
                &self.red_threes.count_against_side_without,
            ),
            (
                "red_threes.count_nothing_for_side_without",
                &self.red_threes.count_nothing_for_side_without,
            ),
            (
                "melded_cards_count_against_side_without",
                &self.melded_cards_count_against_side_without,
            ),
            (
                "only_cards_count_against_side_without",
                &self.only_cards_count_against_side_without,
            ),
        ] {
            if let Requirement::KindCanasta(kind) = req
                && !self.canastas.contains_key(kind)
            {
                return Err(self.err(
                    field,
                    RulesProblem::MissingKind {
                        kind: kind.clone(),
                        known: self.canastas.keys().cloned().collect(),
                    },
                ));
            }
        }
        for name in self.bonuses.keys() {
            if !is_identifier(name) {
                return Err(self.err("bonuses", RulesProblem::Name { name: name.clone() }));
            }
        }
        Ok(())
    }

    /// The victory-points table, if any: a game of two sides and a fixed number of hands;
    /// bands in increasing order of `up_to`, multiples of 5, the last one open; in each the
    /// winner at least the loser, the first (a tie's) equal, and a larger difference never
    /// worth less to the winner nor more to the loser.
    fn check_victory_points(&self) -> Result<(), RulesError> {
        let table = &self.victory_points;
        if table.is_empty() {
            return Ok(());
        }
        let err = |field: String, problem: RulesProblem| RulesError {
            preset: self.name.clone(),
            field,
            problem,
        };
        let field = "victory_points".to_string();
        if self.hands.is_none() {
            return Err(err(field, RulesProblem::VictoryNeedsHands));
        }
        let sides = self.seating.scoring_units();
        if sides != 2 {
            return Err(err(field, RulesProblem::VictoryNeedsTwoSides { sides }));
        }
        if self.on_tie == TieRule::PlayAnotherHand {
            return Err(err("on_tie".to_string(), RulesProblem::VictoryTiePlaysOn));
        }
        let last = table.len() - 1;
        let mut before: Option<&crate::victory::VictoryBand> = None;
        for (i, band) in table.iter().enumerate() {
            let at = |what: &str| format!("victory_points[{i}]{what}");
            for (name, value) in [("winner", band.winner), ("loser", band.loser)] {
                if !(0..=Points::from(MAX_COUNT)).contains(&value) {
                    return Err(err(
                        at(&format!(".{name}")),
                        RulesProblem::OutOfBounds {
                            value: value.into(),
                            low: 0,
                            high: MAX_COUNT.into(),
                        },
                    ));
                }
            }
            match band.up_to {
                None if i < last => return Err(err(at(".up_to"), RulesProblem::VictoryOpenBand)),
                None => {}
                Some(up_to) if i == last => {
                    return Err(err(
                        at(".up_to"),
                        RulesProblem::VictoryLastBandClosed { up_to },
                    ));
                }
                Some(up_to) if up_to < 0 || up_to % 5 != 0 => {
                    return Err(err(at(".up_to"), RulesProblem::VictoryStep { up_to }));
                }
                Some(up_to) if up_to > MAX_TARGET => {
                    return Err(err(
                        at(".up_to"),
                        RulesProblem::OutOfBounds {
                            value: up_to.into(),
                            low: 0,
                            high: MAX_TARGET.into(),
                        },
                    ));
                }
                Some(up_to) if before.and_then(|b| b.up_to).is_some_and(|b| up_to <= b) => {
                    return Err(err(at(".up_to"), RulesProblem::VictoryBandOrder { up_to }));
                }
                Some(_) => {}
            }
            let (winner, loser) = (band.winner, band.loser);
            if winner < loser {
                return Err(err(
                    at(""),
                    RulesProblem::VictoryLoserAhead { winner, loser },
                ));
            }
            if i == 0 && winner != loser {
                return Err(err(
                    at(""),
                    RulesProblem::VictoryTieUnequal { winner, loser },
                ));
            }
            if before.is_some_and(|b| winner < b.winner || loser > b.loser) {
                return Err(err(at(""), RulesProblem::VictoryFewerForMore));
            }
            before = Some(band);
        }
        Ok(())
    }
}

/// Largest value of one card (Classic's highest is the joker's 50).
pub const MAX_CARD_VALUE: Points = 1_000;
/// Largest bonus, penalty, special hand or minimum, in absolute value (the highest in
/// the rules texts is a few thousand: American's special hands, Pennies' 1000 for all
/// eight red threes).
pub const MAX_ITEM: Points = 100_000;
/// Largest target score, in absolute value (the rules texts go up to 20,000).
pub const MAX_TARGET: Points = 1_000_000;
/// Largest count a preset may ask for (wilds per meld, jokers in a canasta, sizes).
pub const MAX_COUNT: u32 = 1_000;

impl Rules {
    /// Every number of a preset within bounds, so that no hand, however entered, can
    /// make a sum wrap: with every entered count bounded too (`score.rs`), a hand's
    /// score stays far below 10^12 and a game's total below 10^18 (i64 holds 9.2 x 10^18).
    fn check_bounds(&self) -> Result<(), RulesError> {
        let err = |field: String, value: i128, low: i128, high: i128| RulesError {
            preset: self.name.clone(),
            field,
            problem: RulesProblem::OutOfBounds { value, low, high },
        };
        let points = |field: &str, value: Points, low: Points, high: Points| {
            if (low..=high).contains(&value) {
                Ok(())
            } else {
                Err(err(
                    field.to_string(),
                    value.into(),
                    low.into(),
                    high.into(),
                ))
            }
        };
        let count = |field: &str, value: u32| {
            if value <= MAX_COUNT {
                Ok(())
            } else {
                Err(err(field.to_string(), value.into(), 0, MAX_COUNT.into()))
            }
        };
        let item = |field: &str, value: Points| points(field, value, -MAX_ITEM, MAX_ITEM);
        if let Some(target) = self.target {
            points("target", target, -MAX_TARGET, MAX_TARGET)?;
        }
        if let Some(hands) = self.hands {
            count("hands", hands)?;
        }
        for (i, min) in self.initial_meld_by_hand.iter().enumerate() {
            item(&format!("initial_meld_by_hand[{i}]"), *min)?;
        }
        for (name, bonus) in &self.bonuses {
            item(&format!("bonuses.{name}"), *bonus)?;
        }
        for (i, band) in self.initial_meld.iter().enumerate() {
            if let Some(from) = band.from {
                points(
                    &format!("initial_meld[{i}].from"),
                    from,
                    -MAX_TARGET,
                    MAX_TARGET,
                )?;
            }
            item(&format!("initial_meld[{i}].min"), band.min)?;
        }
        let v = &self.card_values;
        for (name, value) in [
            ("joker", v.joker),
            ("two", v.two),
            ("ace", v.ace),
            ("king_to_eight", v.king_to_eight),
            ("seven_to_four", v.seven_to_four),
            ("black_three", v.black_three),
        ] {
            points(&format!("card_values.{name}"), value, 0, MAX_CARD_VALUE)?;
        }
        for (name, kind) in &self.canastas {
            item(&format!("canastas.{name}.bonus"), kind.bonus)?;
            if let Some(jokers) = kind.jokers {
                count(&format!("canastas.{name}.jokers"), jokers)?;
            }
            if let Some(min) = kind.min_points {
                item(&format!("canastas.{name}.min_points"), min)?;
            }
        }
        let g = &self.going_out;
        count("going_out.needs_canastas", g.needs_canastas)?;
        for (kind, n) in &g.needs_kinds {
            count(&format!("going_out.needs_kinds.{kind}"), *n)?;
        }
        item("going_out.bonus", g.bonus)?;
        for (name, value) in [
            ("concealed_bonus", g.concealed_bonus),
            ("hand_canasta_bonus", g.hand_canasta_bonus),
        ] {
            if let Some(value) = value {
                item(&format!("going_out.{name}"), value)?;
            }
        }
        for (n, value) in &self.red_threes.by_count {
            item(&format!("red_threes.by_count.{n}"), *value)?;
        }
        if let Some(black) = &self.black_threes {
            for (n, value) in &black.by_count {
                item(&format!("black_threes.by_count.{n}"), *value)?;
            }
            if let Some(each) = black.in_hand_each {
                item("black_threes.in_hand_each", each)?;
            }
        }
        for (name, meld) in &self.incomplete_melds {
            item(&format!("incomplete_melds.{name}.penalty"), meld.penalty)?;
            item(
                &format!("incomplete_melds.{name}.min_points"),
                meld.min_points,
            )?;
            if let Some(jokers) = meld.jokers {
                count(&format!("incomplete_melds.{name}.jokers"), jokers)?;
            }
        }
        for (name, value) in &self.holding_three_or_more {
            item(&format!("holding_three_or_more.{name}"), *value)?;
        }
        for (name, hand) in &self.special_hands {
            item(&format!("special_hands.{name}"), hand.points)?;
        }
        for (name, value) in &self.penalties {
            item(&format!("penalties.{name}"), *value)?;
        }
        let m = &self.melds;
        count("melds.min_naturals", m.min_naturals)?;
        if let Some(n) = m.max_wilds {
            count("melds.max_wilds", n)?;
        }
        if let Some(n) = m.max_size {
            count("melds.max_size", n)?;
        }
        for n in &m.black_three_meld_sizes {
            count("melds.black_three_meld_sizes", *n)?;
        }
        Ok(())
    }
}

/// A card as a special hand names it: a rank, `2`, `*`, or `3` for either three.
pub(super) fn is_hand_symbol(s: &str) -> bool {
    matches!(
        s,
        "A" | "K" | "Q" | "J" | "T" | "9" | "8" | "7" | "6" | "5" | "4" | "3" | "2" | "*"
    )
}

pub(super) fn is_identifier(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}
