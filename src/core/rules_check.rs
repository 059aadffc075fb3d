//! A variant's rules checked whole before any game is played by them: every number bounded, every name known, every schedule complete; the errors say which field and why.

use super::*;

/// A preset that does not make sense. The message names the field.
#[derive(Debug, Error, PartialEq, Eq)]
#[error("preset `{preset}`: field `{field}`: {problem}")]
pub struct RulesError {
    pub preset: String,
    pub field: String,
    pub problem: String,
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
        2 * self.decks
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
        let err = |field: &str, problem: String| RulesError {
            preset: self.name.clone(),
            field: field.to_string(),
            problem,
        };
        if self.name.trim().is_empty() {
            return Err(err("name", "must not be empty".into()));
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
                return Err(err(
                    field,
                    "holds a control character (terminal codes are not allowed)".into(),
                ));
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
                    return Err(err("seating.sides", format!("is {sides}; 2 to 6 sides")));
                }
                if !(1..=4).contains(&players_per_side) {
                    return Err(err(
                        "seating.players_per_side",
                        format!("is {players_per_side}; 1 to 4 players per side"),
                    ));
                }
                if sides * players_per_side > 8 {
                    return Err(err(
                        "seating",
                        format!(
                            "seats {} players; 2 to 8 players at one table",
                            sides * players_per_side
                        ),
                    ));
                }
            }
            Seating::LoneAgainstPartnership { players } => {
                if players != 3 {
                    return Err(err(
                        "seating.players",
                        format!("is {players}; a lone hand against a partnership needs 3 players"),
                    ));
                }
            }
        }
        self.check_bounds()?;
        if !(1..=8).contains(&self.decks) {
            return Err(err("decks", format!("is {}; 1 to 8 packs", self.decks)));
        }
        match (self.target, self.hands) {
            (None, None) => {
                return Err(err(
                    "target",
                    "is missing; a game needs a target score, a number of hands (`hands`), or both"
                        .into(),
                ));
            }
            (Some(target), _) if target <= 0 || target % 5 != 0 => {
                return Err(err(
                    "target",
                    format!("is {target}; a positive multiple of 5"),
                ));
            }
            (_, Some(0)) => {
                return Err(err("hands", "is 0; a game has at least 1 hand".into()));
            }
            _ => {}
        }
        for (name, bonus) in &self.bonuses {
            if *bonus <= 0 || bonus % 5 != 0 {
                return Err(err(
                    &format!("bonuses.{name}"),
                    format!("is {bonus}; a bonus is a positive multiple of 5"),
                ));
            }
            if self.penalties.contains_key(name) {
                return Err(err(
                    &format!("bonuses.{name}"),
                    "is also a penalty; give each its own name".into(),
                ));
            }
        }
        for (i, min) in self.initial_meld_by_hand.iter().enumerate() {
            if *min < 0 || min % 5 != 0 {
                return Err(err(
                    &format!("initial_meld_by_hand[{i}]"),
                    format!("is {min}; a minimum is 0 or a positive multiple of 5"),
                ));
            }
        }
        if !self.initial_meld_by_hand.is_empty() {
            if !self.initial_meld.is_empty() {
                return Err(err(
                    "initial_meld_by_hand",
                    "and initial_meld are both given; the minimum goes by hand or by score, not both"
                        .into(),
                ));
            }
        } else if self.initial_meld.is_empty() {
            return Err(err(
                "initial_meld",
                "needs at least one band (or give initial_meld_by_hand)".into(),
            ));
        }
        if self
            .initial_meld
            .first()
            .is_some_and(|first| first.from.is_some())
        {
            return Err(err(
                "initial_meld[0].from",
                "the first band must have `from: null` (any score)".into(),
            ));
        }
        let mut last_from: Option<Points> = None;
        for (i, band) in self.initial_meld.iter().enumerate().skip(1) {
            let Some(from) = band.from else {
                return Err(err(
                    &format!("initial_meld[{i}].from"),
                    "only the first band may be `null`".into(),
                ));
            };
            if last_from.is_some_and(|last| from <= last) {
                return Err(err(
                    &format!("initial_meld[{i}].from"),
                    format!("is {from}; bands must be in increasing order of `from`"),
                ));
            }
            last_from = Some(from);
        }
        for (i, band) in self.initial_meld.iter().enumerate() {
            if band.min < 0 || band.min % 5 != 0 {
                return Err(err(
                    &format!("initial_meld[{i}].min"),
                    format!("is {}; a multiple of 5, zero or more", band.min),
                ));
            }
        }
        if self.canastas.is_empty() {
            return Err(err("canastas", "needs at least one kind".into()));
        }
        for (name, kind) in &self.canastas {
            if !is_identifier(name) {
                return Err(err(
                    "canastas",
                    format!("kind `{name}`: names are lower-case words joined by `_`"),
                ));
            }
            if kind.bonus < 0 {
                return Err(err(
                    &format!("canastas.{name}.bonus"),
                    format!("is {}; a bonus is zero or more", kind.bonus),
                ));
            }
        }
        let red = self.red_threes_in_decks();
        for n in 1..=red {
            if !self.red_threes.by_count.contains_key(&n) {
                return Err(err(
                    "red_threes.by_count",
                    format!("has no value for {n} red threes; list every count from 1 to {red}"),
                ));
            }
        }
        if let Some(n) = self
            .red_threes
            .by_count
            .keys()
            .find(|&&n| n == 0 || n > red)
        {
            return Err(err(
                "red_threes.by_count",
                format!("lists {n} red threes; the decks hold 1 to {red}"),
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
                return Err(err(
                    field,
                    format!("names `{name}`, which is not one of this preset's penalties"),
                ));
            }
        }
        let needed_kinds: u32 = self.going_out.needs_kinds.values().sum();
        for kind in self.going_out.needs_kinds.keys() {
            if !self.canastas.contains_key(kind) {
                return Err(err(
                    "going_out.needs_kinds",
                    format!("names `{kind}`, which is not a canasta kind of this preset"),
                ));
            }
        }
        if needed_kinds > self.going_out.needs_canastas {
            return Err(err(
                "going_out.needs_canastas",
                format!(
                    "is {}, fewer than the {needed_kinds} that needs_kinds asks for",
                    self.going_out.needs_canastas
                ),
            ));
        }
        if let Some(black) = &self.black_threes {
            if !black.by_count.is_empty() {
                for n in 1..=red {
                    if !black.by_count.contains_key(&n) {
                        return Err(err(
                            "black_threes.by_count",
                            format!(
                                "has no value for {n} black threes; list every count from 1 to {red}"
                            ),
                        ));
                    }
                }
            }
            if black.in_hand_each.is_some_and(|v| v > 0) {
                return Err(err(
                    "black_threes.in_hand_each",
                    "a penalty is written as a negative number".into(),
                ));
            }
        }
        for (name, meld) in &self.incomplete_melds {
            if !is_identifier(name) || meld.penalty > 0 || meld.min_points <= 0 {
                return Err(err(
                    &format!("incomplete_melds.{name}"),
                    "needs a lower-case name, a negative penalty and a positive min_points".into(),
                ));
            }
            if let Some(kind) = &meld.completes_as
                && !self.canastas.contains_key(kind)
            {
                return Err(err(
                    &format!("incomplete_melds.{name}.completes_as"),
                    format!("names `{kind}`, which is not a canasta kind of this preset"),
                ));
            }
        }
        for (name, value) in &self.holding_three_or_more {
            if !is_identifier(name) || *value > 0 {
                return Err(err(
                    &format!("holding_three_or_more.{name}"),
                    "needs a lower-case name and a negative penalty".into(),
                ));
            }
        }
        for (name, hand) in &self.special_hands {
            if !is_identifier(name) || hand.points < 0 {
                return Err(err(
                    &format!("special_hands.{name}"),
                    "needs a lower-case name and a score of zero or more".into(),
                ));
            }
            let cards = hand.must_hold.iter().chain(&hand.may_not_hold);
            if let Some(bad) = cards.clone().find(|c| !is_hand_symbol(c)) {
                return Err(err(
                    &format!("special_hands.{name}"),
                    format!(
                        "`{bad}` is not a card: use A K Q J T 9 8 7 6 5 4, 2, * (joker) or 3 (a three of either colour)"
                    ),
                ));
            }
            let cards: u64 = hand.groups.iter().map(|&g| u64::from(g)).sum();
            if hand.groups.contains(&0) || cards > 100 {
                return Err(err(
                    &format!("special_hands.{name}.groups"),
                    "lists the sizes of the groups of equal cards: each 1 or more, 100 cards at most".into(),
                ));
            }
        }
        if self.going_out.needs_canastas > 10 {
            return Err(err(
                "going_out.needs_canastas",
                format!("is {}; at most 10", self.going_out.needs_canastas),
            ));
        }
        for (name, value) in &self.penalties {
            if !is_identifier(name) {
                return Err(err(
                    "penalties",
                    format!("`{name}`: names are lower-case words joined by `_`"),
                ));
            }
            if *value > 0 {
                return Err(err(
                    &format!("penalties.{name}"),
                    format!("is {value}; a penalty is written as a negative number"),
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
                return Err(err(
                    field,
                    format!(
                        "names the canasta kind `{kind}`, which this preset has not; it has: {}",
                        self.canasta_kind_names()
                    ),
                ));
            }
        }
        for name in self.bonuses.keys() {
            if !is_identifier(name) {
                return Err(err(
                    "bonuses",
                    format!("`{name}`: names are lower-case words joined by `_`"),
                ));
            }
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
            problem: format!("is {value}; it must be between {low} and {high}"),
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
