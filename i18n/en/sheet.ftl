## en: sheet
## The score sheet, a hand's breakdown, the rules of a variant, answers to rules
## questions, statistics, history, the chart (`src/render/`).
## `$term` is `hand` or `round` (Hand and Foot); `$canasta_term` is `canasta` or `book`.
## Kinds, penalties, bonuses and special hands come in already worded (`words.ftl`).

## The sheet (`render/mod.rs`).
sheet-and = { " and " }
sheet-versus = { " v " }
sheet-earlier = ({ $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
} earlier, not shown: `canasta show` has them all)
sheet-mark-symbol = { $mark ->
    [out] { "*" }
    [concealed] C
    [alone] L
   *[alone-out] A
}
sheet-mark-word = { $mark ->
    [out] out
    [concealed] concealed
    [alone] lone
   *[alone-out] lone out
}
sheet-mark-meaning = { $mark ->
    [out] went out
    [concealed] went out concealed
    [alone] played alone
   *[alone-out] played alone and went out
}
sheet-col-hand = { $term ->
    [round] Round
   *[hand] Hand
}
sheet-col-dealer = Dealer
sheet-col-total = total
sheet-col-points = points
sheet-start = start
sheet-narrow-legend = each column: the { $term ->
    [round] round's
   *[hand] hand's
} score, then the total; { $marks }
sheet-no-hands-yet = no { $term ->
    [round] rounds
   *[hand] hands
} yet
sheet-game-over-won = Game over after { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
}. Winner: { $winner }, with { $total } (by { $margin }).
sheet-game-over-tie-won = Game over after { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
}. Winner: { $winner }, with { $total }, tied with { $tied }: the tie goes to the side that went out.
sheet-game-over-shared = Game over after { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
}. Shared win: { $winners }, at { $total }.
sheet-tied-play-on = { $sides } are tied at { $total }; the rules say play another { $term ->
    [round] round
   *[hand] hand
}.
sheet-lead = Lead: { $side }, by { $by }.
sheet-level = Level.
sheet-tied-lead = Tied for the lead: { $sides }, at { $total }.
sheet-to-go = To go: { $needs }.
sheet-left = { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
} left.
sheet-no-minimum = none
sheet-next = { $term ->
    [round] Round
   *[hand] Hand
} { $number }: { $dealer } deals.{ $has_minimum ->
    [no] {""}
   *[yes] {" "}Initial meld: { $minimums }.
} Game: { $game }.
sheet-game-target-or-hands = { $target } or { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
}
sheet-game-hands = { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
}
sheet-game-open = open

## A score line in words; `$lacking` is `sheet-lacking`.
sheet-lacking = { $what ->
    [nothing] nothing needed
    [meld] no meld
    [canasta] no { $canasta_term ->
        [book] book
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    }
    [canastas] fewer than { $count } { $canasta_term ->
        [book] books
        [burraco] burracos
        [canastra] canastras
       *[canasta] canastas
    }
   *[kind] no { $kind } { $canasta_term ->
        [book] book
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    }
}
sheet-item-special-hand = went out with a special hand: { $hand }
sheet-item-canastas = { $count ->
    [one] { $count } { $kind } { $canasta_term ->
        [book] book
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    }
   *[other] { $count } { $kinds } { $canasta_term ->
        [book] books
        [burraco] burracos
        [canastra] canastras
       *[canasta] canastas
    }
}
sheet-item-going-out = { $how ->
    [concealed] going out concealed
    [hand-canasta] going out with a hand canasta
   *[normal] going out
}
sheet-item-incomplete = incomplete { $meld } meld
sheet-item-holding = { $count ->
    [one] { $count } player
   *[other] { $count } players
} holding three or more { $rank }
sheet-item-melded = cards melded
sheet-item-minus = { $what }, minus: { $lacking }
sheet-item-nothing = { $what }, { $count ->
       *[other] nothing
    }: { $lacking }
sheet-item-in-hand = cards in hand
sheet-item-in-hand-by = cards in hand ({ $by })
sheet-item-black-threes-in-hand = { $count ->
    [one] { $count } black three
   *[other] { $count } black threes
} in hand
sheet-item-penalty = penalty: { $name } x{ $count }
sheet-item-bonus = bonus: { $name } x{ $count }
sheet-item-pot = { $pot ->
    [unplayed] { $pot_term ->
       *[other] pot taken but not played
    }
   *[not-taken] pot not taken
}
sheet-item-pair-share = half of the pair's { $pair }
sheet-item-red-threes = { $count ->
    [one] { $count } red three
   *[other] { $count } red threes
}
sheet-item-red-threes-all = red threes (all { $count ->
    [0] zero
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $count }
})
sheet-item-black-threes = { $count ->
    [one] { $count } black three
   *[other] { $count } black threes
}

## A hand's breakdown (`show --explain`).
sheet-breakdown-title = { $term ->
    [round] Round
   *[hand] Hand
} { $number } (dealer { $dealer })
sheet-breakdown-alone = , { $side } alone
sheet-nothing = nothing
sheet-side-this-hand = { $side } this { $term ->
    [round] round
   *[hand] hand
}

## The chart (`render/chart.rs`); `$step` is `hand`, `round` or `game` (a season's chart).
sheet-chart-empty = No { $step ->
    [round] rounds
   *[other] hands
} yet: nothing to chart.
sheet-chart-title = Running totals, { $step ->
    [game] game by game
    [round] round by round
   *[hand] hand by hand
}: { $legend }
sheet-chart-title-target = Running totals, { $step ->
    [game] game by game
    [round] round by round
   *[hand] hand by hand
}: { $legend }; ··· game at { $target }
sheet-chart-axis = ({ $step ->
    [game] game
    [round] round
   *[hand] hand
})
sheet-chart-meet = { "*" } where sides' lines meet
sheet-chart-svg-label = Running totals, { $step ->
    [round] round by round
   *[hand] hand by hand
}
sheet-chart-svg-axis = { $step ->
    [round] round
   *[hand] hand
}

## The history, the list of games, the players, statistics, a match (`render/season.rs`).
sheet-archived-id = { $id } (archived)
sheet-result-won-tie = { $side } won the tie, going out
sheet-result-won = { $side } won by { $margin }
sheet-result-shared = shared: { $sides }
sheet-result-in-play-lead = in play; lead: { $side }, by { $by }
sheet-result-in-play = in play
sheet-state-won = { $side } won
sheet-state-shared = shared win
sheet-game-title = game { $id }
sheet-game-title-dated = game { $id }, { $date }
sheet-game-title-current = game { $id } (current)
sheet-damaged = damaged: { $why }
sheet-no-games = No games (that fit the filters).
sheet-no-players = No players yet.
sheet-col-date = date
sheet-col-game = game
sheet-col-variant = variant
sheet-col-sides = sides
sheet-col-result = result
sheet-col-created = created
sheet-col-totals = totals
sheet-col-state = state
sheet-col-player = player
sheet-col-partnership = partnership
sheet-col-games = games
sheet-col-won = won
sheet-col-lost = lost
sheet-col-also-written = also written
sheet-col-win-rate = win %
sheet-col-average = avg
sheet-col-average-said = avg a hand
sheet-col-best = best
sheet-col-best-said = best hand
sheet-col-worst = worst
sheet-col-worst-said = worst hand
sheet-col-average-dealing = avg dealing
sheet-col-average-not = avg not
sheet-col-average-not-said = avg not dealing
sheet-col-out-concealed = out (concealed)
sheet-col-canastas = { $canasta_term ->
    [burraco] burracos
    [canastra] canastras
    [book] books
   *[canasta] canastas
}
sheet-col-red-threes = red threes
sheet-col-penalties = penalties
sheet-stats-games = { $count ->
    [one] { $count } game.
   *[other] { $count } games.
}
sheet-stats-players = Players:
sheet-stats-partnerships = Partnerships:
sheet-head-to-head = Head to head, { $first } v { $second }: { $games ->
    [one] { $games } game
   *[other] { $games } games
} on opposite sides; { $first } won { $first_won }, { $second } won { $second_won }.
sheet-match-first-to = first to { $count }
sheet-match-games = { $count } games
sheet-match-no-game = Match { $name }: no game yet ({ $rule }).
sheet-match-over = Match { $name }: over; winner: { $winner }. Games won: { $wins }; points: { $points } ({ $rule }).
sheet-match-standing = Match { $name }: games won: { $wins }; points: { $points } ({ $rule }; { $played } played).

## Answers to rules questions (`render/reasons.rs`, `render/answers.rs`). `$top` is a
## card letter (`K`), `$ranks` is `sheet-ranks`.
sheet-or = { " or " }
sheet-ranks = { $rank ->
    [ace] aces
    [king] kings
    [queen] queens
    [jack] jacks
    [ten] tens
    [nine] nines
    [eight] eights
    [seven] sevens
    [six] sixes
    [five] fives
    [four] fours
    [three] threes
    [two] twos
    [joker] jokers
   *[card] cards
}
sheet-meld-top-needs-pair = the pile is frozen against a side that has not melded: the top { $top } must be melded with two natural { $ranks } from hand, and no meld here has three natural { $ranks }
sheet-meld-splash = { $meld } is a complete canasta from hand: a splash needs no minimum
sheet-meld-concealed-out = going out concealed with a canasta ({ $meld }) after drawing from the stock needs no minimum
sheet-meld-needs-clean = { $variant } needs a meld of at least three natural cards with no wild cards (or a meld of wild cards) in the initial meld
sheet-meld-meets = { $counted } meets the minimum of { $minimum }
sheet-meld-short = { $counted } is short of the minimum of { $minimum }
sheet-note-bonuses-never-count = bonuses (canastas, red threes) never count toward the minimum, only card values
sheet-note-top-counts = the top { $top } counts; no other card of the pile does
sheet-note-top-from-hand = in { $variant } the initial meld comes from hand: the top card is not part of it and does not count (see `canasta check pile`)
sheet-note-concealed-needs-canasta = going out concealed needs a canasta among the melds
sheet-note-concealed-took-pile = the pile was taken, so the minimum applies even to going out concealed (only after drawing from the stock is none needed)
sheet-note-special-hands = a side that has not melded may also go out with a special hand instead (see `canasta check hand`): { $hands }
sheet-frozen = { $why ->
    [always] in { $variant } the pile is always frozen
    [wild-or-red-three] the pile is frozen (a wild card or red three is in it)
   *[not-melded] the pile is frozen against a side that has not melded
}
sheet-out-how = { $discard ->
    [yes] melding all but one card and discarding it
   *[no] melding every card
}
sheet-reason-pile-empty = the pile is empty
sheet-reason-black-three-on-top = a black three on top stops the pile for this turn
sheet-reason-red-three-on-top = the pile can never be taken with a red three on top
sheet-reason-wild-on-top = the pile can never be taken with a wild card on top
sheet-reason-matches-opponents-canasta = in { $variant } a { $top } matching the opponents' completed canasta of { $ranks } stops the pile, as a black three does
sheet-reason-one-card-pile = a player holding one card may not take a pile of one card
sheet-reason-no-pot = { $pot_term ->
   *[other] in { $variant } a side goes out only once it has taken its pot
}
sheet-reason-closed-canasta = your { $ranks } are a closed canasta of { $max }: no more { $ranks } can be melded
sheet-reason-frozen-short = { $frozen }: it takes two natural { $ranks } from your hand with the top { $top }, and you have { $held }
sheet-reason-frozen-too-big = { $frozen }, and your meld of { $table } { $ranks } would grow past { $max } cards with three more
sheet-reason-frozen-pair = { $frozen }, and you hold a natural pair of { $ranks } to meld with the top { $top }{ $needs_minimum ->
    [yes] ; the meld must also reach your initial-meld minimum (see `canasta check meld`)
   *[no] {""}
}
sheet-reason-natural-pair = you hold a natural pair of { $ranks } to meld with the top { $top }
sheet-reason-onto-meld = the top { $top } goes onto your side's meld of { $ranks } ({ $meld })
sheet-reason-natural-pair-only = in { $variant } a natural card and a wild card do not take the pile: it takes two natural { $ranks }
sheet-reason-natural-and-wild = you hold a natural { $top } and a wild card to meld with the top { $top }
sheet-reason-not-onto-completed = the top { $top } may not be added to a completed canasta to take the pile; it takes two natural { $ranks } from hand
sheet-reason-nothing-to-meld = nothing to meld the top { $top } with: you need two natural { $ranks }, or one and a wild card, or a meld of { $ranks } on the table
sheet-reason-partner-said-no = your partner said no, and the answer is binding
sheet-reason-partner-said-no-cost = your partner said no, and the answer is binding (going out anyway costs { $cost })
sheet-reason-too-few-canastas = your side has { $canasta_term ->
    [burraco] { $have ->
        [one] { $have } burraco
       *[other] { $have } burracos
    }
    [canastra] { $have ->
        [one] { $have } canastra
       *[other] { $have } canastras
    }
   *[other] { $have ->
        [one] { $have } canasta
       *[other] { $have } canastas
    }
}; { $variant } needs { $needs } to go out
sheet-reason-too-few-of-kind = { $variant } needs at least { $needs } { $kind } { $canasta_term ->
    [burraco] { $needs ->
        [one] burraco
       *[other] burracos
    }
    [canastra] { $needs ->
        [one] canastra
       *[other] canastras
    }
   *[other] { $needs ->
        [one] canasta
       *[other] canastas
    }
} to go out; your side has { $got }
sheet-reason-cards-left = you would still hold { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}: going out means melding every card, or all but one and discarding it
sheet-reason-needs-discard = in { $variant } you must keep a card for a final discard: meld all but one
sheet-reason-out-concealed-no-canasta = yes, { $how }; but going out concealed needs a complete canasta among the melds, so it scores as going out normally
sheet-reason-out-concealed = yes, concealed, { $how }: the concealed bonus of { $bonus }
sheet-reason-out-concealed-no-bonus = yes, concealed, { $how }: no concealed bonus in this variant
sheet-reason-out = your side has the { $have } { $canasta_term ->
    [burraco] { $have ->
        [one] burraco
       *[other] burracos
    }
    [canastra] { $have ->
        [one] canastra
       *[other] canastras
    }
   *[other] { $have ->
        [one] canasta
       *[other] canastas
    }
} it needs: go out by { $how }
sheet-reason-no-special-hands = { $variant } has no special hands
sheet-reason-special-hand-size = a special hand is { $sizes } cards; this is { $cards }
sheet-reason-special-hand = { $describe } ({ $points })
sheet-pair-of = a pair of { $cards }
sheet-shape-hand = a hand
sheet-shape-pairs = { $count ->
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $count }
} pairs
sheet-reason-special-near-miss = { $shape } with { $held } must also hold { $missing }
sheet-reason-not-a-special-hand = not a special hand of { $variant }: { $kinds }
sheet-basis-score = { $variant }, score { $score }
sheet-basis-side = { $variant }, { $side } at { $total } in game { $game }
sheet-meld-total = total
sheet-meld-minimum = minimum
sheet-meld-enough = Enough: { $reason }.
sheet-meld-not-enough = Not enough: { $reason }.
sheet-note = note: { $note }
sheet-yes = Yes: { $reason }.
sheet-no = No: { $reason }.
sheet-minimum-at-score = At { $score } the initial meld needs { $minimum } points ({ $variant }).
sheet-minimum-in-hand = In hand { $hand } the initial meld needs { $minimum } points ({ $variant }).

## A variant's rules (`canasta variants show`, `render/rules_text.rs`).
sheet-rules-col-rule = rule
sheet-rules-col-value = value
sheet-rule-variant = variant
sheet-rule-description = description
sheet-rule-players = players
sheet-rule-decks = decks
sheet-rule-game = game
sheet-rule-tie = exact tie at the end
sheet-rule-initial-meld = initial meld
sheet-rule-card-values = card values
sheet-rule-canastas = { $canasta_term ->
    [burraco] burracos
    [canastra] canastras
   *[other] canastas
}
sheet-rule-going-out = going out
sheet-rule-red-threes = red threes
sheet-rule-black-threes = black threes melded
sheet-rule-black-threes-in-hand = black threes left in hand
sheet-rule-threes-minus = { $threes ->
    [all] threes
   *[red] red threes
} count minus
sheet-rule-threes-nothing = { $threes ->
    [all] threes
   *[red] red threes
} count nothing
sheet-rule-melded-minus = melded cards count minus
sheet-rule-only-cards-minus = only cards count, minus
sheet-rule-incomplete-melds = incomplete melds
sheet-rule-holding = holding three or more
sheet-rule-special-hands = special hands
sheet-rule-melds = melds
sheet-rule-initial-meld-ways = initial meld ways
sheet-rule-pile = { $canasta_term ->
   *[other] discard pile
}
sheet-rule-penalties = penalties
sheet-rule-bonuses = bonuses
sheet-rule-in-hand = cards left in hand
sheet-rules-players-alone = { $players }, each for themselves
sheet-rules-players-sides = { $players } in { $sides } sides of { $per_side }
sheet-rules-players-lone = { $players }, each with their own total; each { $term ->
    [round] round
   *[hand] hand
} one plays alone against the other two
sheet-rules-decks = { $decks } packs: { $jokers } jokers, { $red_threes } red threes
sheet-rules-game-target = { $target } or more
sheet-rules-game-target-or-hands = { $target } or more, or after { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
}
sheet-rules-game-hands = after { $count } { $term ->
    [round] { $count ->
        [one] round
       *[other] rounds
    }
   *[hand] { $count ->
        [one] hand
       *[other] hands
    }
}; the higher total wins
sheet-rules-tie = { $rule ->
    [play-on] play another { $term ->
        [round] round
       *[hand] hand
    }
    [shared] shared win
   *[went-out-wins] the side that went out in the last { $term ->
        [round] round
       *[hand] hand
    } wins (else shared)
}
sheet-rules-band-below = below { $to }
sheet-rules-band-any = any score
sheet-rules-band-range = { $from } to { $to }
sheet-rules-band-from = { $from } or more
sheet-rules-by-hand = by hand: { $minimums }
sheet-rules-by-hand-one = hand { $number }
sheet-rules-by-hand-from = from hand { $number }
sheet-rules-card-values = joker { $joker }, two { $two }, ace { $ace }, K-8 { $king_to_eight }, 7-4 { $seven_to_four }, black three { $black_three }
sheet-rules-out-needs = needs { $canasta_term ->
    [burraco] { $count ->
        [one] { $count } burraco
       *[other] { $count } burracos
    }
    [canastra] { $count ->
        [one] { $count } canastra
       *[other] { $count } canastras
    }
   *[other] { $count ->
        [one] { $count } canasta
       *[other] { $count } canastas
    }
}
sheet-rules-out-needs-kinds = needs { $canasta_term ->
    [burraco] { $count ->
        [one] { $count } burraco
       *[other] { $count } burracos
    }
    [canastra] { $count ->
        [one] { $count } canastra
       *[other] { $count } canastras
    }
   *[other] { $count ->
        [one] { $count } canasta
       *[other] { $count } canastas
    }
} (at least { $kinds })
sheet-rules-out-bonus = bonus { $bonus }
sheet-rules-out-concealed = concealed { $bonus } in all
sheet-rules-out-no-concealed = no concealed bonus
sheet-rules-out-hand-canasta = hand canasta { $bonus } in all
sheet-rules-each = { $points } each
sheet-rules-never = never
sheet-rules-side-without = for a side without { $requirement }
sheet-requirement = { $what ->
    [nothing] nothing
    [meld] a meld
    [canastas] { $count ->
        [one] { $count } canasta
       *[other] { $count } canastas
    }
   *[kind] a { $kind } canasta
}
sheet-rules-per-player = { $points } per player
sheet-rules-melds-naturals = at least { $count } natural cards
sheet-rules-melds-max-wilds = at most { $count ->
        [one] one wild card
       *[other] { $count } wild cards
    }
sheet-rules-melds-wilds-at-most-naturals = never more wild cards than natural
sheet-rules-melds-max-size = at most { $count } cards
sheet-rules-melds-wild-free = no wild cards with { $ranks }
sheet-rules-melds-wilds-only-initial = wild cards with { $ranks } only in the initial meld
sheet-rules-melds-wild-melds = melds of wild cards allowed
sheet-rules-melds-no-wild-melds = no melds of wild cards only
sheet-rules-melds-black-threes-never = black threes never melded
sheet-rules-melds-black-threes = black threes only when going out, { $sizes } at a time
sheet-rules-melds-one-per-rank = one meld of a rank per side
sheet-rules-ways-top-counts = { $canasta_term ->
   *[other] the top discard counts toward the minimum, no other pile card
}
sheet-rules-ways-from-hand = the minimum is met from hand
sheet-rules-ways-clean-meld = needs a meld of three natural cards without wilds, or a wild meld
sheet-rules-ways-splash = a complete canasta from hand needs no minimum (splash)
sheet-rules-ways-concealed = going out concealed needs no minimum
sheet-rules-pile-always-frozen = always frozen: taken only with a natural pair
sheet-rules-pile-frozen = frozen by a wild card or red three in it, and against a side that has not melded
sheet-rules-pile-stops = a black three or wild card on top stops it
sheet-rules-pile-natural-pair-only = a natural card and a wild card never take it
sheet-rules-pile-not-onto-completed = not taken to add to a completed canasta
sheet-rules-pile-matching-stops = a card matching the opponents' completed canasta stops it
sheet-rules-pile-one-card-may = a one-card hand may take a one-card pile
sheet-rules-pile-one-card-may-not = a one-card hand may not take a one-card pile
sheet-rules-in-hand-not-deducted = not deducted
sheet-rules-in-hand-foot = and in the foot: deducted

## Runs and sets of the Burraco family, read card by card (`check meld`).
sheet-runs-run = { $cards }: a run from { $from } to { $to }
sheet-runs-set = { $cards }: a set of { $rank }
sheet-runs-wild = the { $wild_rank ->
   *[other] { $wild }
} stands for the { $card_rank ->
   *[other] { $card }
}
sheet-runs-burraco = { $kind ->
    [clean] a clean burraco
    [semi_clean] a semi-clean burraco
   *[dirty] a dirty burraco
}
sheet-runs-points = { $points } points
sheet-runs-refused = { $cards }: not a meld of { $variant }: { $why }
sheet-runs-yes = Legal: every meld is a run or a set of { $variant }.
sheet-runs-no = Not legal: { $count ->
    [one] a meld breaks
   *[other] { $count } melds break
} the rules of { $variant }.

## A finished game's victory points (a preset's `victory_points`), under the winner's line.
sheet-victory-points = Victory points: { $points } (difference { $difference }).
## A match's victory points, summed over its finished games, after its standing.
sheet-match-victory-points = Victory points: { $points }.

## `variants show`: runs and sets (the Burraco family), victory points.
sheet-rule-runs = runs and sets
sheet-rules-runs = runs of one suit, { $min } to { $max } cards; the ace { $ace ->
    [both] low or high, never round the corner
    [low] low only
    [high] high only
   *[neither] neither low nor high
}; at most { $wilds } wild { $wilds ->
    [one] card
   *[other] cards
} a meld{ $natural_two ->
    [yes] ; a two of the run's suit in its own place is natural
   *[no] {""}
}; { $sets }
sheet-rules-runs-sets-all = sets of any rank but twos
sheet-rules-runs-sets-none = no sets
sheet-rules-runs-sets-only = sets only of { $ranks }
sheet-rule-victory-points = victory points
sheet-rules-victory-band = difference { $from }-{ $to }: { $winner } / { $loser }
sheet-rules-victory-last = difference { $from } and more: { $winner } / { $loser }

## The Burraco family.
sheet-rules-players-lone-half = { $players }, each with their own total; each { $term ->
    [round] round
   *[hand] hand
} one plays alone against the other two, who each score half the pair's score (an odd half rounded { $round ->
    [up] up
   *[down] down
})
sheet-rules-decks-ordinary-threes = { $decks } packs: { $jokers } jokers, { $points } card points in all
sheet-rules-card-values-ordinary-threes = joker { $joker }, two { $two }, ace { $ace }, K-8 { $king_to_eight }, 7-3 { $seven_to_three }
sheet-rule-pot = { $pot_term ->
   *[other] pot
}
sheet-rules-pot-not-taken = never taken: { $points }
sheet-rules-pot-unplayed-in-hand = taken, not played: its cards count as cards in hand
sheet-rules-pot-unplayed-as-not-taken = taken, not played: as never taken, its cards not counted
sheet-rules-pot-needed-to-go-out = { $pot_term ->
   *[other] a side goes out only once it has taken its pot
}
sheet-rule-threes = threes
sheet-rules-threes-ordinary = ordinary cards, like any other
sheet-rules-pile-never-frozen = always taken whole, whatever is on top
sheet-reason-never-frozen = in { $variant } the pile is always taken whole, whatever is on top

## `history` and `stats` when the games give victory points (a preset's `victory_points`):
## a column of each side's victory points (history; in stats what the VP column holds),
## the stats tables' place, VP and MP columns, and the sentence over a tournament ranking.
sheet-col-victory-points = victory points
sheet-col-rank = rank
sheet-col-vp = VP
sheet-col-mp = MP
sheet-col-mp-said = match points
sheet-stats-ranked = Ranked by victory points; equal victory points, by match points (the totals of the games that give victory points).
sheet-rules-players-everyone-alone = or a { $term ->
    [round] round
   *[hand] hand
} played everyone alone (three pots of 11)

sheet-slip-partner-holds-cards = { $who ->
    [partner] still holding cards: { $names }
    [players] { $side } went out with nothing in hand, but { $partners ->
        [one] the partner of whoever went out ({ $names }) still holds cards
       *[other] the partners of whoever went out ({ $names }) still hold cards
    }
   *[side] { $side } went out with nothing in hand, but { $partners ->
        [one] the partner of whoever went out still holds cards
       *[other] the partners of whoever went out still hold cards
    }
}
sheet-slip-question-points = { $fact }: their points in hand? (Enter if they are already in the melded points)
sheet-slip-melded-below-minimum = { $side } melded { $melded }, fewer than the { $minimum } the first meld of the hand had to count (only going out concealed needs none)
sheet-slip-question-melded = { $fact }: the points melded? (Enter if { $melded } is right)

# A meld of a house kind of canasta (a reale of 13, a canastra de 1000 of 14), with the
# preset's own name for it and its bonus, in `check meld`'s answer.
sheet-runs-house-kind = the house kind { $kind } (+{ $bonus })

# The column of hands played (statistics, history, list), in the games' own word where they share one
# (a season of Burraco: its deals).
sheet-col-hands-of = { $term ->
    [round] rounds
    [deal] deals
   *[hand] hands
}

# A row of the rules table with nothing in it (a form without penalties).
sheet-rules-none = none
sheet-stats-kind-count = { $count } { $count ->
    [one] { $kind }
   *[other] { $kinds }
}
sheet-share-title = Canasta: game { $id } ({ $variant })
sheet-share-hand = { $term ->
    [round] Round
    [deal] Deal
   *[hand] Hand
} { $number }: { $scores }
