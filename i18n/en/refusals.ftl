## en: refusals

## A hand refused by the referee (src/render/hand_errors.rs). $unit is `side` or
## `player`; $what is `canasta_kind`, `bonus`, `penalty`, `special_hand`,
## `incomplete_meld` or `holding`. Field names (`melded`, `in_hand`), `normal`,
## `concealed`, `lone`, `special_hand`, `went_out: special` are what is written in a hand
## and stay as they are. $kind and $meld are already in the language (words.ftl).

refusal-and = { $first } and { $second }
refusal-hand-unknown-unit = `{ $name }` is not in this game; the { $unit ->
        [player] players
       *[side] sides
    } are: { $known }
refusal-hand-missing-unit = no result for { $name }: every { $unit ->
        [player] player
       *[side] side
    } needs a line, even if it is all zeros
refusal-hand-negative = { $name }: { $field } { $value }; counts and points cannot be negative
refusal-hand-too-large = { $name }: { $field } { $value }, more than can be: { $limit }
refusal-hand-not-multiple-of-five = { $name }: { $field } { $value }; card points are always a multiple of 5 (try { $lower } or { $upper })
refusal-hand-two-went-out = { $first } and { $second } both went out; only one side can go out in a hand
refusal-hand-too-few-canastas = { $name } went out with { $have } { $canasta_term ->
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
    }; { $variant } needs { $needs } to go out
refusal-hand-too-few-of-kind = { $name }: went out with { $got } { $kind } { $canasta_term ->
        [burraco] { $got ->
            [one] burraco
           *[other] burracos
        }
        [canastra] { $got ->
            [one] canastra
           *[other] canastras
        }
       *[other] { $got ->
            [one] canasta
           *[other] canastas
        }
    }; { $variant } needs at least { $needs } to go out
refusal-hand-no-concealed-bonus = { $name } went out concealed, but { $variant } has no concealed bonus; record `normal`
refusal-hand-out-with-cards = { $name } went out, so no cards were left in { $name }'s hand, but { $name } holds { $in_hand } points of cards; give -0 or nothing for { $name }'s cards in hand
refusal-hand-pot-unplayed-in-hand = { $name }: { $pot_term ->
    [pozzetto] the pozzetto
    [morto] the morto
   *[pot] the pot
} was taken and not played, so its { $cards } cards are in hand, worth at least { $least }, but { $in_hand } was given in hand; give the points in hand with its cards (at least -{ $least })
refusal-hand-red-threes = { $count } red threes recorded in all; { $variant } is played with { $decks } packs, which hold { $max }
refusal-hand-black-threes = this hand: { $count } black threes recorded in all; { $decks } packs hold { $max }
refusal-hand-too-many-cards = this hand: { $count } cards `{ $symbol }` are written out in all; { $decks } packs hold { $max }
refusal-hand-canastas-exceed-melded = { $name } claims { $claimed } but melded only { $melded } points; { $canasta_term ->
        [burraco] those burracos
        [canastra] those canastras
       *[other] those canastas
    } alone hold at least { $needed }
refusal-hand-points-beyond-packs = { $points } card points recorded in all (melded and in hand); every card in { $variant }'s packs together is worth { $max }
refusal-hand-lone-not-allowed = `lone` names a player, but { $variant } has fixed partnerships; leave it out
refusal-hand-lone-missing = { $went_out } went out, so somebody played alone this hand: name the lone player (the first to take the discard pile, or { $went_out } if nobody took it)
refusal-hand-overflow = this hand: its numbers add up to more than a score can hold
refusal-hand-breach = { $name }: { $breach }

## Why a number is too large, after "more than can be: ".
refusal-limit-pack-points = every card in { $variant }'s packs together is worth { $max }
refusal-limit-pack-threes = { $variant } is played with { $decks } packs, which hold { $max }
refusal-limit-pack-canastas = { $variant }'s packs hold cards for at most { $max } canastas
refusal-limit-per-hand = at most { $max } of one { $what ->
        [canasta_kind] canasta kind
        [bonus] bonus
        [special_hand] special hand
        [incomplete_meld] incomplete meld
        [holding] holding
       *[penalty] penalty
    } in a hand
refusal-limit-players = it counts players, and the side has { $players }

## What a side claims: "2 natural canastas", "an incomplete aces meld".
refusal-claim-canastas = { $count } { $kind } { $canasta_term ->
        [burraco] { $count ->
            [one] burraco
           *[other] burracos
        }
        [canastra] { $count ->
            [one] canastra
           *[other] canastras
        }
       *[other] { $count ->
            [one] canasta
           *[other] canastas
        }
    }
refusal-claim-incomplete = an incomplete { $meld } meld
refusal-known-no-bonuses = no bonuses
refusal-known-none = none
refusal-count-of-kind = { $count } { $count ->
        [one] { $kind }
       *[other] { $kinds }
    }

## How one side's entry breaks a rule, after "We: ".
refusal-breach-unknown = unknown { $what ->
        [canasta_kind] canasta kind
        [bonus] bonus
        [special_hand] special hand
        [incomplete_meld] incomplete meld
        [holding] holding
       *[penalty] penalty
    } `{ $given }`; { $variant } has: { $known }
refusal-breach-unknown-incomplete = unknown incomplete meld `{ $given }`; { $variant } penalises: { $known }
refusal-breach-unknown-holding = unknown holding `{ $given }`; { $variant } penalises players holding three or more: { $known }
refusal-breach-no-hand-canasta-bonus = went out with a hand canasta, but { $variant } has no hand-canasta bonus; record `normal` or `concealed`
refusal-breach-special-hand-unnamed = went out with a special hand but does not say which; { $variant } has: { $known }
refusal-breach-special-hand-not-out = special_hand `{ $hand }` is only for a side that went out with it (went_out: special)
refusal-breach-special-hand-after-melding = went out with a special hand, but a special hand is only for a side that has not melded; this side has { $melded } melded
refusal-breach-special-hand-after-canastas = went out with a special hand, but a special hand is only for a side that has not melded; this side has { $melded } melded and canastas
refusal-breach-black-threes-not-scored = { $field } is { $value }, but { $variant } does not score black threes that way; count them as 5-point cards in melded or in_hand
refusal-breach-incomplete-twice = incomplete meld `{ $meld }` is listed twice; a side has one meld of a kind
refusal-breach-canasta-and-incomplete = has both a complete { $kind } canasta and an incomplete { $meld } meld; once that canasta is closed no other meld of its rank can be begun
refusal-breach-notation = { $field ->
    [hands] hands
   *[melds] melds
}: { $error }
refusal-breach-meld = meld { $error }
refusal-breach-canasta-of-no-kind = { $meld } is a canasta { $variant } has no bonus for; its kinds are: { $known }
refusal-breach-melded-disagrees = melded is { $given } but the melds { $melds } add up to { $found }
refusal-breach-canastas-disagree = canastas are given as { $given } but the melds { $melds } make { $found }
refusal-breach-incomplete-disagrees = incomplete is given as [{ $given }] but the melds { $melds } leave [{ $found }] incomplete
refusal-breach-hands-disagree = { $field } is { $given } but the hands { $hands } make { $found }
refusal-breach-too-many-hands = { $given } hands are given, but a side has { $players } { $players ->
        [one] player
       *[other] players
    }; give one entry per player

## The rules core's refusals (src/render/core_errors.rs): names, card notation, melds,
## presets, a game file. Card letters (A K Q J T 9 ... 2 * R B), `x`, field names of a
## preset or a game file (`extends`, `from: null`, `initial_meld`, `needs_kinds`) and the
## words of a requirement (`nothing`, `a meld`, `1 canasta`) are what is typed, and stay.

refusal-or = { $first } or { $last }
refusal-name-empty = a name may not be empty
refusal-name-control = the name { $name } holds a control character or a mark that turns the text around (terminal codes and direction marks are not allowed in names)
refusal-name-separator = the name { $name } holds `{ $ch }`, which the command line uses between a side and its value (`--melded We=120`, `--penalty We:name`); choose a name without `=` or `:`
refusal-name-too-long = the name { $name } is { $len } characters long; at most { $max }
refusal-merge-same = { $from } and { $into } are the same name already
refusal-merge-chain = { $from } is merged into { $into }, which is itself merged into another name (a chain or a circle); each spelling must name the person it stands for

refusal-notation-symbol = `{ $symbol }` at position { $position } of "{ $input }" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three)
refusal-notation-hint-three = a three is R (red) or B (black)
refusal-notation-hint-ten = a ten is T or 10
refusal-notation-hint-repeat = x repeats the card before it, as in Kx7
refusal-notation-count = the count after `x` at position { $position } of "{ $input }" is missing or not a number from 1 to 12 (e.g. Kx7 for seven kings)
refusal-notation-run = the run at position { $position } of "{ $input }" goes down; write it low to high, e.g. ♥5-J (a run goes 4 to A)
refusal-notation-empty = no cards given

## A meld refused, after "KKQ: ". $ranks is a rank's plural from refusal-ranks.
refusal-ranks = { $rank ->
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
       *[four] fours
    }
refusal-meld-red-three = red threes are never melded; they are laid out on their own
refusal-meld-no-black-threes = black threes are never melded in { $variant }
refusal-meld-black-threes-only = a meld of black threes holds black threes only, never wild cards or other ranks
refusal-meld-black-threes-going-out = black threes may be melded only by a player going out, on that last turn
refusal-meld-black-three-sizes = a meld of black threes must be { $sizes } cards in { $variant }
refusal-meld-mixed-ranks = a meld is cards of one rank, but this one mixes { $ranks }
refusal-meld-too-few = a meld has at least three cards
refusal-meld-too-many = a meld has at most { $max } cards in { $variant }
refusal-meld-no-wild-melds = a meld of wild cards only is not allowed in { $variant }; a meld needs at least { $min_naturals } natural cards
refusal-meld-wild-meld-too-large = a wild-card meld has at most seven cards
refusal-meld-few-naturals = a meld needs at least { $min } natural cards in { $variant }; this one has { $naturals }
refusal-meld-wild-free-rank = wild cards can never be used in a meld of { $ranks } in { $variant }
refusal-meld-wilds-only-initial = a meld of { $ranks } takes wild cards only as part of the side's initial meld in { $variant }
refusal-meld-too-many-wilds = a meld holds at most { $max ->
        [one] one wild card
       *[other] { $max } wild cards
    } in { $variant }; this one has { $wilds }
refusal-meld-wilds-over-naturals = a meld may not hold more wild cards than natural ones in { $variant }; this one has { $wilds } wild and { $naturals } natural
refusal-meld-no-sequences = { $variant } has no sequence melds; a meld is cards of one rank (write it without suits)
refusal-meld-sequence-naturals-only = a sequence holds natural cards of one suit only, each written with its suit (no wild cards, no threes)
refusal-meld-sequence-one-suit = a sequence is all of one suit
refusal-meld-sequence-size = a sequence has three to seven cards; this one has { $size }
refusal-meld-sequence-gap = a sequence is consecutive ranks, each once (4 5 6 7 8 9 T J Q K A)
refusal-meld-two-of-one-rank = a side may not have two melds of one rank (this and { $first }); cards of one rank go in one meld
refusal-meld-pile-top-not-natural = the pile cannot be taken with a wild card or a three on top

## A preset (a variant's rule set) refused.
refusal-preset-unknown = unknown variant `{ $name }`; the variants are: { $known }
refusal-preset-syntax = preset `{ $source_name }` is not a valid rule set: { $problem }
refusal-preset-not-a-mapping = a preset is a mapping of fields (name: ..., target: ...)
refusal-preset-extends-name = `extends` names one preset by its name (letters, digits, `-`, `_`; not a path), e.g. `extends: classic`
refusal-preset-extends-too-deep = `extends` goes more than { $max } presets deep; does a preset extend itself?
refusal-preset-too-deep = it is nested more than { $max } deep at line { $line }
refusal-rules = preset `{ $preset }`: field `{ $field }`: { $problem }

## What is wrong with a preset's field, after "field `decks`: ".
refusal-rules-empty = must not be empty
refusal-rules-control = holds a control character (terminal codes are not allowed)
refusal-rules-sides = is { $sides }; 2 to 6 sides
refusal-rules-players-per-side = is { $players }; 1 to 4 players per side
refusal-rules-seats = seats { $players } players; 2 to 8 players at one table
refusal-rules-lone-players = is { $players }; a lone hand against a partnership needs 3 players
refusal-rules-decks = is { $decks }; 1 to 8 packs
refusal-rules-no-end = is missing; a game needs a target score, a number of hands (`hands`), or both
refusal-rules-target = is { $target }; a positive multiple of 5
refusal-rules-no-hands = is 0; a game has at least 1 hand
refusal-rules-bonus = is { $bonus }; a bonus is a positive multiple of 5
refusal-rules-bonus-is-penalty = is also a penalty; give each its own name
refusal-rules-hand-minimum = is { $min }; a minimum is 0 or a positive multiple of 5
refusal-rules-both-minimums = and initial_meld are both given; the minimum goes by hand or by score, not both
refusal-rules-no-bands = needs at least one band (or give initial_meld_by_hand)
refusal-rules-first-band-from = the first band must have `from: null` (any score)
refusal-rules-null-from = only the first band may be `null`
refusal-rules-band-order = is { $from }; bands must be in increasing order of `from`
refusal-rules-band-minimum = is { $min }; a multiple of 5, zero or more
refusal-rules-no-canasta-kinds = needs at least one kind
refusal-rules-kind-name = kind `{ $name }`: names are lower-case words joined by `_`
refusal-rules-canasta-bonus = is { $bonus }; a bonus is zero or more
refusal-rules-missing-red-threes = has no value for { $count } red threes; list every count from 1 to { $max }
refusal-rules-missing-black-threes = has no value for { $count } black threes; list every count from 1 to { $max }
refusal-rules-red-threes-outside = lists { $count } red threes; the decks hold 1 to { $max }
refusal-rules-unknown-penalty = names `{ $name }`, which is not one of this preset's penalties
refusal-rules-unknown-kind = names `{ $kind }`, which is not a canasta kind of this preset
refusal-rules-fewer-than-kinds = is { $canastas }, fewer than the { $kinds } that needs_kinds asks for
refusal-rules-positive-penalty = a penalty is written as a negative number
refusal-rules-incomplete-meld = needs a lower-case name, a negative penalty and a positive min_points
refusal-rules-holding = needs a lower-case name and a negative penalty
refusal-rules-special-hand = needs a lower-case name and a score of zero or more
refusal-rules-hand-symbol = `{ $symbol }` is not a card: use A K Q J T 9 8 7 6 5 4, 2, * (joker) or 3 (a three of either colour)
refusal-rules-groups = lists the sizes of the groups of equal cards: each 1 or more, 100 cards at most
refusal-rules-too-many-canastas = is { $canastas }; at most 10
refusal-rules-name = `{ $name }`: names are lower-case words joined by `_`
refusal-rules-penalty = is { $value }; a penalty is written as a negative number
refusal-rules-missing-kind = names the canasta kind `{ $kind }`, which this preset has not; it has: { $known }
refusal-rules-out-of-bounds = is { $value }; it must be between { $low } and { $high }
refusal-requirement = `{ $given }` is not a requirement; write `nothing`, `a meld`, `1 canasta`, `N canastas` or `a KIND canasta`

## A game file refused, after "the game file NAME".
refusal-log-too-deep = is not a valid game log: it is nested more than { $max } deep at line { $line }
refusal-log-syntax = is not a valid game log: { $message }
refusal-log-syntax-at = is not a valid game log at line { $line }, column { $column }: { $message }
refusal-log-schema = has schema { $found }; this program reads schemas 1 to { $schema } (a newer canasta wrote it?)
refusal-log-cut-short = is cut short: it does not end with the line `{ $end }` that every save writes (a full disk or an interrupted copy?)
refusal-log-rules = rules: { $error }

## A starting total refused.
refusal-start-not-a-side = the starting total of `{ $side }` is given, but `{ $side }` is not a side; the sides are { $sides }
refusal-start-at-target = the starting total of `{ $side }` is { $total }, at or past the game's { $target }: a game that starts there is over; start below it
refusal-start-not-a-total = the starting total of `{ $side }` is { $total }; a total is a multiple of 5, at most 1,000,000 either way

## A game that does not add up. $units is `players` or `sides`.
refusal-ledger-schema = schema { $found } is not one this program reads; it reads schema { $schema }
refusal-ledger-no-rules = the game has no rules: give `rules:` or a known `variant:`
refusal-ledger-sides = { $variant } is played by { $expected } { $units ->
        [players] players
       *[sides] sides
    }, but the game names { $found }
refusal-ledger-control-variant = variant holds a control character (terminal codes are not allowed)
refusal-ledger-control-note = the note of hand { $hand } holds a control character (terminal codes are not allowed)
refusal-ledger-empty-name = side { $index } has an empty name
refusal-ledger-duplicate-name = the name `{ $name }` is used twice; every side and player needs a different name
refusal-ledger-players = side { $side } names { $found } players; { $variant } has { $expected } per side (or none, to use seat numbers)
refusal-ledger-unknown-dealer = the dealer `{ $dealer }` is not a player in this game; the players are: { $players }
refusal-ledger-too-large = hand { $number }: a total grows beyond what a score can hold
refusal-ledger-hand = hand { $number }: { $error }
refusal-ledger-after-end = hand { $number } comes after the end of the game ({ $winners } won at hand { $ended }); start a new game

## The game layer's refusals (src/render/game_refusals.rs). Commands and flags in
## backticks (`canasta edit 3 --game 7 ...`, --side, --player, --first-to N, --games N)
## are the command line's, and stay as they are in every language.

refusal-mend-hand = correct hand { $number } with `canasta edit { $number } --game { $id } ...`, or remove it with `canasta drop { $number } --game { $id }`
refusal-mend-by-hand = correct the file by hand in a text editor
refusal-mend-hand-at-table = hand { $number } must be corrected or removed before the game can go on here
refusal-damaged = the game file { $file } does not add up: { $error } (the file was left as it is; { $mend })
refusal-setup-side-units = { $variant } is played by { $units } sides; give --side { $units } times (you gave { $gave })
refusal-setup-player-units = { $variant } is played by { $units } players; give --side { $units } times (you gave { $gave })
refusal-setup-seats = { $variant } seats { $seats } players; give --player { $seats } times in seat order (you gave { $gave })
refusal-setup-start-twice = { $side } is given two starting totals; give each side once
refusal-setup-no-such-dealer = the dealer `{ $dealer }` is not at the table; the players are: { $seats }
refusal-setup-side-units-at-table = { $variant } is played by { $units } sides; name { $units } sides (you named { $gave })
refusal-setup-player-units-at-table = { $variant } is played by { $units } players; name { $units } players (you named { $gave })
refusal-setup-seats-at-table = { $variant } seats { $seats } players; name all { $seats } in seat order, or none (you named { $gave })
refusal-match-rule-given-again = match { $name } exists already; its rule was set when it started (leave out --first-to and --games to play its next game)
refusal-match-over = { $standing } Start another match with a new name.
refusal-match-in-play = match { $name }: game { $game } is still in play; finish it first
refusal-match-rule-missing = match { $name } is new: say how it is won, --first-to N (games) or --games N
refusal-match-no-games = a match is at least one game
refusal-match-no-such-match = there is no match { $name }
refusal-import-nothing-imported = (nothing was imported)
refusal-import-diverged = this is a copy of game { $id }, but it went another way at { $term ->
       *[other] hand
    } { $hand }: that one is not as kept here. Look at both (`canasta show --game { $id }`), correct the one that is wrong, and import again
refusal-import-rules-differ = this is a copy of game { $id }, but played by other rules (the house rules differ), so its hands cannot be added to that game
refusal-restore-cut-short = { $origin } is cut short: a backup ends with the line `{ $end }`; nothing was imported
refusal-restore-part-too-large = { $origin }: the part `{ $part }` is { $bytes } bytes, more than the { $megabytes } MB a part may have; nothing was imported
refusal-restore-part-cut-short = { $origin } is cut short (in `{ $part }`); nothing was imported
refusal-restore-part-not-text = { $origin }: the part `{ $part }` is not UTF-8 text; nothing was imported
refusal-restore-old-part-too-large = { $origin }: the part `{ $part }` is more than { $megabytes } MB; nothing was imported
refusal-restore-bad-game-id = { $origin }: { $why }; nothing was imported
refusal-restore-not-a-part = { $origin }: `{ $head }` is not a part of a backup; nothing was imported
refusal-restore-not-text = { $origin } is not UTF-8 text; nothing was imported
refusal-restore-bad-match = { $origin }: the match { $name } { $why }; nothing was imported
refusal-restore-match-misnamed = { $origin }: the match { $name } names itself { $named }; nothing was imported
refusal-restore-bad-merged-names = { $origin }: the merged names { $why }; nothing was imported
refusal-restore-no-games = { $origin } is a backup with no games in it; nothing was imported
refusal-restore-damaged = { $origin }: game { $id } cannot be restored: { $why }; nothing was imported (`canasta import --skip-damaged` restores the other games)
refusal-restore-damaged-more = { $origin }: game { $id } cannot be restored (and { $more } more): { $why }; nothing was imported (`canasta import --skip-damaged` restores the other games)
refusal-restore-merge-refused = { $origin }: the merged names: { $why }; nothing was imported
refusal-change-made-twice = a change is made once

## A hand or a rules question refused (src/render/refusals.rs): the command line's
## words (`refusal-record-*`, `refusal-question-*`, with its flags and commands in
## backticks or as --flags, which stay as they are), and table mode's (`refusal-table-*`,
## never a flag). $example is a hand file's first line, as it is written.

refusal-ending-winner = winner: { $side }, with { $total } (by { $margin })
refusal-ending-shared = shared win: { $sides }, at { $total }
refusal-by-hand = hand { $hand }: { $minimum }
refusal-by-hand-from = from hand { $hand }: { $minimum }
refusal-nothing-saved = (nothing was saved)
refusal-record-nothing = nothing to record: give each side's result with flags (see `canasta record --help`), --from FILE, or use `canasta play`
refusal-record-nothing-to-change = nothing to change: give the flags to correct (see `canasta edit --help`) or --from FILE
refusal-record-no-result = no result for { $unit }: give its line, e.g. "{ $unit }: 0" (or a flag such as --in-hand { $unit }=0) (nothing was saved)
refusal-record-game-over = game { $id } is over, { $ending }; start a new one with `canasta new`
refusal-record-no-hands-yet = game { $id } has no hands yet; record one with `canasta record`
refusal-record-no-such-hand = game { $id } has no hand { $number }; its hands are numbered 1 to { $count }
refusal-record-nothing-to-undo = game { $id } has no hands to undo
refusal-record-without-hand-damaged =
    without hand { $number } game { $id } still does not add up: { $error }
    (nothing was saved; { $mend })
refusal-record-without-hand =
    without hand { $number } the game does not add up: { $error }
    (nothing was saved)
refusal-record-nested-too-deep = { $origin } is not a hand: it is nested too deep at line { $line }
refusal-record-not-a-hand =
    { $origin } is not a hand: { $why }
    (a hand looks like: { $example })
refusal-record-not-a-hand-at =
    { $origin } is not a hand at line { $line }, column { $column }: { $why }
    (a hand looks like: { $example })
refusal-record-not-in-game = { $name } is not in this game; the sides are: { $units }
refusal-record-not-in-game-or-players = { $name } is not in this game; the sides (or players) are: { $units }
refusal-record-not-partners = { $named } are not this hand's partners; they are { $partners } (nothing was saved)
refusal-record-nobody-alone = { $named } is a partnership's line, but nobody played alone in this hand: give --lone NAME, or a line for each player (nothing was saved)
refusal-record-out-said-twice = who went out is said twice: on a line and by --out/--special/--nobody-out; say it once (nothing was saved)
refusal-record-line-without-name = { $text } does not say whose line it is; put the side's name and a colon first, e.g. "{ $first_unit }: { $line }"
refusal-record-two-lines = { $label } is given two lines; give each one line (nothing was saved)
refusal-record-how-out-needs-side = --{ $flag } says how a side went out; name the side with --out SIDE
refusal-record-number-twice = { $name } is given one number twice (e.g. --melded { $name }=35 --melded { $name }=40); give it once (nothing was saved)
refusal-question-hands-from-one = hands are numbered from 1: hand 1 is the first
refusal-question-minimum-by-hand = { $variant } sets the initial-meld minimum by hand, not by score: give --hand N ({ $by_hand })
refusal-question-minimum-by-score = { $variant } sets the initial-meld minimum by the side's score: give the score, e.g. `canasta min 1500`
refusal-question-no-such-side = { $name } is not in game { $game }; the sides are: { $sides }
refusal-question-whose-minimum = whose minimum? give --score N (the side's total), or --side NAME (with --game ID, or the current game)
refusal-question-canasta-not-scored = { $notation } is a canasta { $variant } does not score; its kinds are: { $kinds }
refusal-question-unknown-kind = unknown canasta kind `{ $kind }`; { $variant } has: { $kinds }
refusal-question-not-one-card = `{ $text }` should be one card, e.g. K or 9
refusal-question-no-runs = { $variant } has no runs and sets of the Burraco family (its melds are of one rank): give the cards as for any meld
refusal-table-no-result = { $unit } has no result in this hand; give its line
refusal-table-game-over = game { $id } is over, { $ending }; start a new game from the menu
refusal-table-no-hands-yet = game { $id } has no hands yet
refusal-table-without-hand-damaged =
    without hand { $number } the game still does not add up: { $error }
    (nothing was saved; { $mend })
refusal-table-nobody-alone = { $named } is a partnership's line, but nobody played alone in this hand (nothing was saved)
refusal-table-how-out-needs-side = say which side went out first
refusal-table-minimum-by-hand = { $variant } sets the initial-meld minimum by hand ({ $by_hand })
refusal-table-minimum-by-score = { $variant } sets the initial-meld minimum by the side's score: give the score
refusal-table-whose-minimum = whose minimum? name a side
refusal-table-import-diverged = this is a copy of game { $id }, but it went another way at { $term ->
       *[other] hand
    } { $hand }: that one is not as kept here. Look at both, correct the one that is wrong, and import again

## Why YAML text does not read (a game file, a preset, a hand from a file, the merged
## names, a match), without the place: the sentence around it says where. A key given
## twice is our own refusal: `path` is the field it is under (`hands[0].results`).
## `detail` is the YAML library's own message, in English, made inside the library from
## its grammar and the fields' names: no catalog can translate it. English shows it as
## it is; another language says what happened and quotes it.
refusal-yaml-key-twice = `{ $key }` is given twice; give each name once
refusal-yaml-key-twice-in = { $path }: `{ $key }` is given twice; give each name once
refusal-yaml-not-yaml = { $detail }
refusal-yaml-not-the-shape = { $detail }
## A preset's problem with its place (the library's own words in English).
refusal-yaml-at = { $problem } at line { $line } column { $column }

## A meld of the Burraco family refused (src/render/run_refusals.rs), after "5h6h**8h: ".
## Card symbols (A 2 3 ... T J Q K, *, suits h d c s) stay as they are typed: $rank and
## $allowed are rank symbols ("5", "A 3"), $card a card as written ("5").
refusal-run-wilds-only = twos and jokers alone make no meld (and there is no set of twos); a meld needs natural cards
refusal-run-too-short = a meld has at least { $min } cards; this one has { $size }
refusal-run-too-long = a run has at most { $max } cards; this one has { $size }
refusal-run-no-sets = this game has no sets (cards of one rank); a meld is a run of one suit
refusal-run-set-rank = a set of { $rank }s is not allowed here; sets are made only of { $allowed }
refusal-run-too-many-wilds = a meld holds at most { $max ->
        [one] one wild card
       *[other] { $max } wild cards
    } (a two of the run's suit in its own place is natural); this one has { $wilds }
refusal-run-no-suit = { $card } has no suit; each natural card of a run is written with its suit, e.g. 5h
refusal-run-mixed-suits = a run is all of one suit
refusal-run-rank-twice = a run holds each rank once; this one has { $rank } twice
refusal-run-gap = a run is consecutive cards of one suit; this one lacks { $missing ->
        [one] one card
       *[other] { $missing } cards
    } between its lowest and highest card, with { $wilds } { $wilds ->
        [one] wild card
       *[other] wild cards
    } to fill them
refusal-run-round-the-corner = a run never goes round the corner (K A 2): the ace is low (A 2 3) or high (Q K A)
refusal-run-ace-low = in this game the ace is high only (Q K A), never low (A 2 3)
refusal-run-ace-high = in this game the ace is low only (A 2 3), never high (Q K A)

## A preset's victory-points table (`victory_points`), after "preset `X`: field `Y`:".
refusal-rules-victory-needs-hands = needs a game of a fixed number of hands (`hands`): victory points are given when its last hand is over
refusal-rules-victory-needs-two-sides = needs a game of two sides; this one has { $sides }
refusal-rules-victory-open-band = is missing; only the last band is open (every larger difference)
refusal-rules-victory-last-band-closed = is { $up_to }; the last band has no `up_to` (it takes every larger difference)
refusal-rules-victory-band-order = is { $up_to }; bands must be in increasing order of `up_to`
refusal-rules-victory-step = is { $up_to }; a multiple of 5, zero or more
refusal-rules-victory-loser-ahead = gives the winner { $winner } and the loser { $loser }; the winner gets at least as many as the loser
refusal-rules-victory-tie-unequal = gives the winner { $winner } and the loser { $loser }; a tie falls in the first band, so the two must be equal
refusal-rules-victory-fewer-for-more = gives the winner fewer points, or the loser more, than the band before it; a larger difference is never worth less
refusal-rules-victory-tie-plays-on = is `play_another_hand`, so a tie would never end the game, where victory points give it the first band's points; write `on_tie: shared_win` (or `went_out_wins`)

## The Burraco family: threes, the pot.
refusal-breach-threes-are-ordinary = { $field } are counted, but in { $variant } threes are ordinary cards: count them in the cards melded or in hand
refusal-breach-no-pot = a pot is given, but { $variant } has no pot
refusal-breach-out-without-pot = { $pot_term ->
   *[other] went out without having taken the pot; in { $variant } a side goes out only once it has taken its pot
}
refusal-breach-pot-not-taken-empty-hand = never took the pot and holds no cards; a side that never took its pot still holds cards (nobody on it emptied the hand): give its cards in hand
refusal-breach-run = meld { $meld }: { $error }
refusal-record-bad-pot = --pot { $name }={ $given }: say not_taken, unplayed (taken, not played) or taken (nothing was saved)
refusal-rules-word-key = names `{ $key }`, which this preset has nothing called; its words are for: { $known }
refusal-rules-word-text = has `{ $word }`; a word is letters, digits and `_`, not starting with a digit
refusal-notation-family-symbol = `{ $symbol }` at position { $position } of "{ $input }" is not a card; use A K Q J T (or 10) 9 8 7 6 5 4 3 2, each with its suit where it matters (h d c s, or ♥ ♦ ♣ ♠: 5h6h7h), * (joker)

## Tournaments
refusal-tournament-exists = a tournament called { $name } exists already; choose another name (its standings: `canasta tournament standings { $name }`)
refusal-tournament-none = no tournament is called { $name }, and there is none yet: make one with `canasta tournament new NAME --variant V --entrants FILE --plan "3 mitchell + 1 danish"`
refusal-tournament-no-such = no tournament is called { $name }; the tournaments are: { $known }
refusal-tournament-plan = the plan: { $why }
refusal-tournament-entrants = the entrants: { $why }
refusal-tournament-not-fixed = { $variant } is not played to a fixed number of deals or hands, so a table's game has no end a round can wait for; choose a variant that is (burraco-tournament, burraco-tournament-4, burraco-internazionale), or a preset of your own with `hands: N`
refusal-tournament-individual-seating = an individual event changes partners every round, so its variant seats two partnerships of two; { $variant } does not: choose one that does (burraco-tournament, burraco-tournament-4, american-tournament)
refusal-tournament-individual-typed = an individual event's rounds are seated by its movement, which spreads partners and opponents; a seating typed by hand is for a pairs event: seat the round with `canasta tournament seat NAME`
refusal-tournament-knockout-went-on = the winner of table { $table } of round { $round } went on to round { $next }, already published; a correction that changes who won (or leaves it undecided) cannot be made now: the next round is seated from the winners. A correction after which the same side still wins (a deal miscounted) can still be made with `canasta edit`
refusal-tournament-nothing-drafted = no round is seated to publish: seat the next one first (`canasta tournament seat { $name }`)
refusal-tournament-tables-playing = round { $round } cannot close: { $count ->
    [one] table { $tables } is
   *[other] tables { $tables } are
} still playing ({ $count ->
    [one] its game is
   *[other] their games are
} not over)
refusal-tournament-nothing-to-close = no round is published to close
refusal-tournament-needs-reason = game { $game } is table { $table }'s of round { $round }, { $lock ->
        [confirmed] whose result the table and an opponent confirmed:
       *[closed] which is closed:
    } a change now is the director's, with its reason: add --why "REASON" (kept in the tournament's log)
refusal-plan-empty = it names no round: write e.g. "3 mitchell + 1 danish"
refusal-plan-part = `{ $part }` is not a phase: write a number of rounds and a movement, e.g. "3 mitchell", "2 mitchell step 2", "1 danish", "1 danish pure", "5 round-robin", "1 manual", "5 individual", "2 groups", "knockout", "knockout 8"
refusal-plan-movement = `{ $word }` is not a movement; the movements are mitchell, danish (modified, or pure), round-robin, swiss, manual, individual, groups ("2 groups") and knockout
refusal-plan-no-rounds = `{ $part }`: a phase has at least one round
refusal-plan-too-many-rounds = the plan has { $rounds } rounds in all; an event has at most { $max }
refusal-plan-after-knockout = `{ $part }` comes after the knockout; a knockout ends the event: put it last
refusal-plan-groups-first = `{ $part }`: the groups are the event's first phase (e.g. "2 groups + knockout")
refusal-plan-individual-mixed = an individual event (entrants are players) has only individual rounds: write e.g. "5 individual"
refusal-tournament-unplayable = round { $round } of the plan cannot be played by these entrants ({ $why }); the longest plan they can play is { $longest ->
        [none] not even one round: add entrants, or change the movement
       *[other] "{ $longest }"
    } (nothing was made)
refusal-tournament-reason-too-long = the reason has { $given } characters; a reason has at most { $max } (say it shorter: it is kept in the tournament's log)
refusal-tournament-signed = the tournament { $name } is signed as final ({ $at }): nothing of it changes now, with a reason or not; to change it, reopen it first: canasta tournament reopen { $name } --why "REASON"
refusal-tournament-sign-too-soon = { $name } cannot be signed yet: { $closed } of its { $rounds } rounds are closed (sign once every round of the plan is played and closed)
refusal-tournament-not-signed = { $name } is not signed: there is nothing to reopen (its results are corrected as they are, with a reason once confirmed or closed)
refusal-tournament-reopen-needs-reason = reopening { $name } needs its reason: add --why "REASON" (kept in the tournament's file)
refusal-entrants-too-few = a tournament needs at least 2 entrants; the list has { $have }
refusal-entrants-empty = line { $line } names no entrant (write "Name: Player, Player", or the players)
refusal-entrants-bad-name = line { $line }: { $why }
refusal-entrants-same-name = line { $line }: the name { $name } is line { $first }'s too; give one of them another name ("Name: Player, Player")
refusal-entrants-player-twice = line { $line }: { $player } plays in line { $first } already
refusal-entrants-player-count = line { $line } names { $have } players; this variant seats { $need } a side (or none: the entrant's name only)
refusal-seat-plan-done = every round of the plan ({ $rounds }) is seated
refusal-seat-open-before = round { $round } is not closed: the next round is seated from its results (close it with `canasta tournament close { $name }`)
refusal-seat-needs-manual = round { $round } is seated by hand: give the seating with --seating FILE (lines "table ns ew", and "- N" for a sit-out)
refusal-seat-too-few-present = an individual round seats at least { $need } players; { $present } are present (absent: { $absent }): bring one back with `canasta tournament absent NAME N --back`, then seat the round
refusal-movement-too-few = the movement needs { $need } entrants; there are { $have }
refusal-movement-mitchell-repeats = with { $tables } tables and a step of { $step }, a Mitchell meets the same entrants again after { $rounds } rounds; choose another step, or fewer Mitchell rounds
refusal-movement-no-such-round = the movement has { $rounds } rounds; round { $round } is beyond them
refusal-movement-danish-impossible = no Danish seating keeps every entrant from its opponent of the previous round; seat this round by hand (--seating FILE), or plan it as pure Danish
refusal-movement-swiss-impossible = no Swiss seating pairs every entrant with one they have not met (the bye to one of those with the fewest byes); seat this round by hand (--seating FILE)
refusal-movement-swiss-too-many-rounds = a Swiss of { $rounds } rounds needs more entrants: { $entrants } entrants can always be paired without a rematch for { $most } rounds (each must have more entrants left to meet than met); plan fewer rounds
refusal-movement-round-robin-size = a round robin is for 4 to 8 entrants; there are { $have } (use Mitchell and Danish rounds)
refusal-movement-knockout-entrants = a knockout of { $qualifiers } entrants cannot be seeded: { $groups ->
    [1] it takes 2 to { $entrants } entrants
   *[other] it takes the same number from each of the { $groups } groups (a multiple of { $groups }), no more than the smallest group has, from the { $entrants } entrants
}; write e.g. "knockout 4"
refusal-movement-knockout-undecided = the knockout's next round waits for its match at table { $table } of round { $round }: its game is not over
refusal-seating-malformed = line { $line } of the seating is neither "table ns ew" (three numbers) nor "- N" (a sit-out)
refusal-seating-unknown = line { $line }: there is no entrant { $entrant }
refusal-seating-twice = line { $line }: entrant { $entrant } is seated twice
refusal-seating-table-twice = line { $line }: table { $table } is given twice
refusal-seating-missing = entrant { $entrant } is neither seated nor sitting out
refusal-seating-same = line { $line }: entrant { $entrant } cannot play against itself
refusal-tournament-no-such-phase = the plan has { $phases } phases; there is no phase { $phase }
refusal-tournament-not-over = table { $table }'s game is not over: its result is confirmed after its last deal
refusal-tournament-changed-since = table { $table }'s game changed since this phone showed it: look at it again, then confirm
refusal-tournament-table-first = table { $table }: the table confirms its result first, then an opponent
refusal-tournament-no-such-entrant = there is no entrant { $entrant }; the entrants are 1 to { $entrants }
refusal-tournament-no-entrant-named = no entrant is called `{ $name }`: give its number (1 to { $entrants }) or its name as the seating shows it
refusal-entrants-outside-group = line { $line } comes before the first group's heading: put a heading such as [A] above it, or no heading at all
refusal-entrants-group-twice = line { $line }: group { $group } is headed at line { $first } already; put its entrants under one heading
refusal-entrants-group-too-small = group { $group } has { $have } entrant; a group needs 2 at least to play
refusal-entrants-too-many-groups = { $groups } groups of { $entrants } entrants leave a group with fewer than 2; ask for { $most } at most
refusal-entrants-groups-twice = the list heads its own groups ([A] lines): leave out --groups, or the headings
refusal-tournament-published-already = round { $round } is published already; the next round is seated once it is closed (`canasta tournament close { $name }`, then `seat { $name }`)
refusal-tournament-plan-done = every round of the plan ({ $rounds }) is seated: the evening is over once the last is closed; its final standings: `canasta tournament standings { $name }`
refusal-plan-did-you-mean = did you mean `{ $like }`?

# A results file read back (`tournament read-results`), refused: not one, or its
# standings not what its tables add up to. `$group`: the group's name, or `none`.
refusal-results-unreadable = not a results file this program reads (line { $line }; the JSON reader says, in English: { $why }); a results file is what `canasta tournament export NAME --format results` writes (docs/results.schema.json)
refusal-results-not-results = not a results file: its format is "{ $format }", a results file's is "canasta-results"
refusal-results-version = a results file of version { $found }: this canasta reads version { $read } (a newer canasta reads it)
refusal-results-entrant-twice = two entrants of the file have the number { $entrant }
refusal-results-no-such-entrant = round { $round } names entrant { $entrant }, which the file's entrants do not have
refusal-results-half-a-table = round { $round }, table { $table }: one line's points or victory points without the other's
refusal-results-lines = the standings{ $group ->
    [none] {""}
   *[other] {" "}of group { $group }
} list the entrants { $file }; its tables give { $worked }
refusal-results-groups = the file has { $file } standings tables; its entrants make { $worked } groups
refusal-results-does-not-add-up = { $name } ({ $entrant }){ $group ->
    [none] {""}
   *[other] , group { $group },
}: the standings say { $said } { $column ->
    [vp] VP
    [mp] MP
    [points] points
    [rounds] rounds
   *[rank] for the rank
}, its tables add up to { $worked } (the file does not add up: nothing was read)
refusal-tournament-members = line { $line } of the member list is not `Player: NUMBER`

# A circuit refused (`canasta circuit DIR`).
refusal-circuit-no-stages = the folder has no event: a circuit adds up results files (`tournament export NAME --format results`) and nights exported whole (`tournament export NAME`), `*.json` and `*.yaml`
refusal-circuit-rules = circuit.yaml does not read: { $why } (it holds `name:` and, if there is a final, `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}`)
refusal-circuit-no-cut = circuit.yaml: finalists by `{ $rule }` need { $rule ->
    [overall] `top` (the first how many of the circuit)
   *[per_stage] `top` or `share` (the first how many, or what per cent, of each stage)
}
refusal-circuit-share = circuit.yaml: a share of { $share }% of a stage is more than all of it (at most 100)
refusal-circuit-stage = { $file }: { $why }
refusal-circuit-not-an-event = not a night as `tournament export` writes it, nor a results file ({ $why })
refusal-circuit-game = its table's game { $game }: { $why }
refusal-results-empty = the file is empty: a results file is what `canasta tournament export NAME --format results` writes
refusal-results-not-json = not a results file: a results file is a JSON object (`{"{"}"format": "canasta-results", ...{"}"}`), as `canasta tournament export NAME --format results` writes it; a game is read by `canasta import`
refusal-results-twice-in-round = entrant { $entrant } is seated twice in round { $round } (at two tables, or at a table and sitting out)
refusal-results-victory-points = round { $round }, table { $table }: a difference of { $difference } gives { $gives_ns }-{ $gives_ew } by the variant's table, the file says { $ns }-{ $ew }
refusal-results-date = the event's day "{ $date }" is not a day written YYYY-MM-DD
refusal-circuit-a-game = one table's game, not an event: a circuit adds up results files and nights exported whole (`tournament export NAME`)
refusal-circuit-not-over = the event is not over (round { $round } is not closed, or a game of it not finished): a circuit counts finished events only
refusal-circuit-same-event = { $file } is the same event as { $same }: an event is counted once (keep one of the two files)
