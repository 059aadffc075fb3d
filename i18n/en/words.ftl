## The words of a line and of the sheet: each preset key's name as shown (the value)
## and the words a player types for it (`.typed`, separated by spaces; first the
## name, then the short code; accents and `ß` are folded: `natürlich` = `natuerlich`).
## `.many` is the name in the plural where the language inflects it (`puras`).
## English's words are the presets' own names (the line reads them from the preset).
word-out = out
    .typed = out
    .many = out
word-concealed = concealed
    .typed = concealed c
    .many = concealed
word-hand_canasta = hand canasta
    .typed = hand_canasta hc
    .many = hand canasta
word-red_threes = red threes
    .typed = r red_threes red
    .many = red threes
word-black_threes = black threes
    .typed = b black_threes black
    .many = black threes
word-black_threes_in_hand = black threes in hand
    .typed = bh black_threes_in_hand
    .many = black threes in hand
word-natural = natural
    .typed = natural
    .many = natural
word-mixed = mixed
    .typed = mixed
    .many = mixed
word-wild = wild
    .typed = wild
    .many = wild
word-natural_aces = natural aces
    .typed = natural_aces
    .many = natural aces
word-natural_sevens = natural sevens
    .typed = natural_sevens
    .many = natural sevens
word-wild_twos = wild twos
    .typed = wild_twos
    .many = wild twos
word-wild_jokers = wild jokers
    .typed = wild_jokers
    .many = wild jokers
word-sevens = sevens
    .typed = sevens
    .many = sevens
word-clean = clean
    .typed = clean
    .many = clean
    .burraco = clean
    .burraco-many = clean
word-dirty = dirty
    .typed = dirty
    .many = dirty
    .burraco = dirty
    .burraco-many = dirty
word-semi_clean = semi-clean
    .typed = semi_clean
    .many = semi-clean
    .burraco = semi-clean
    .burraco-many = semi-clean
word-no_pot = no pot
    .typed = no_pot np
    .many = no pot
word-pot_unplayed = pot not played
    .typed = pot_unplayed pu
    .many = pot not played
word-samba = samba
    .typed = samba
    .many = samba
word-bolivia = bolivia
    .typed = bolivia
    .many = bolivia
word-escalera = escalera
    .typed = escalera
    .many = escalera
word-undeclared_red_three = undeclared red three
    .typed = undeclared_red_three
    .many = undeclared red three
word-out_against_partner = out against partner
    .typed = out_against_partner
    .many = out against partner
word-failed_to_go_out = failed to go out
    .typed = failed_to_go_out
    .many = failed to go out
word-illegal_pile_take = illegal pile take
    .typed = illegal_pile_take
    .many = illegal pile take
word-exact_cut = exact cut
    .typed = exact_cut
    .many = exact cut
word-straight = straight
    .typed = straight
    .many = straight
word-pairs = pairs
    .typed = pairs
    .many = pairs
word-pairs_wild = pairs wild
    .typed = pairs_wild
    .many = pairs wild
word-garbage = garbage
    .typed = garbage
    .many = garbage
word-aces = aces
    .typed = aces
    .many = aces
word-wild_four_jokers = wild four jokers
    .typed = wild_four_jokers
    .many = wild four jokers

## A line refused: what is wrong with a token (`render/words.rs`).
line-fact = { $fact ->
    [out] going out
    [melded] the points melded
    [in-hand] the points left in hand
    [canastas] canastas
    [red-threes] red threes
    [black-threes] black threes
    [black-threes-in-hand] black threes left in hand
    [penalties] penalties
    [bonuses] bonuses
    [incomplete] incomplete melds
    [holding] held aces and sevens
    [pot] the pot
    [melds] melds
   *[hand-cards] cards in hand
}
line-unknown-brief = `{ $token }` means nothing in { $variant }; the words are listed above (? asks step by step)
line-unknown = `{ $token }` means nothing in { $variant }. It knows: a count before { $counted }; { $out }
line-unknown-penalties = ; penalties { $penalties }
line-unknown-numbers = ; 420 for points melded, -35 for points in hand; cards ({ $cards })
line-or = { " " }or{ " " }
line-ambiguous = `{ $token }` could be { $options }; write more of the name
line-needs-count = `{ $token }` needs a count in front, e.g. 1{ $token } (one { $name })
line-twice = `{ $token }`: { $fact } given twice on one line
line-likely-cards = `{ $token }` is more points than the packs hold ({ $max }): for the cards, write m:{ $token }
line-number-or-cards = `{ $token }` could be points melded or a meld of cards: write +{ $token } for points, or m:{ $token } for the meld
line-repeated = `{ $token }` says again what `{ $first }` said on this line; give it once, with the count in front (`2{ $bare }` for two)
line-shared-on-own = `{ $token }` is the partnership's ({ $fact }): give it once, on the partnership's line
line-own-on-shared = `{ $token }` is each player's own ({ $fact }): give it on that player's line
line-not-in-variant = `{ $token }`: { $variant } has no { $what ->
    [red-threes] red threes: threes are ordinary cards here
    [incomplete-melds] incomplete melds
   *[holding-penalty] penalty for holding three or more of a rank
}
line-not-in-rules = `{ $token }` is { $name }, which { $variant } does not have
line-unknown-name = `{ $token }`: not a { $what ->
    [incomplete-meld] incomplete meld
    [rank] rank
    [canasta-kind] canasta kind
    [penalty] penalty
    [bonus] bonus
   *[side] side
} of this game; it has: { $known }
line-cards = `{ $token }`: { $error }
line-too-large = `{ $token }` is too large a number to be right
line-refused-of = { $side }'s line:
    { $refusal }
    (nothing was saved)
line-refused = { $refusal } (nothing was saved)

## The names a game's sides get when none are given (data once the game is saved).
word-default-side = { $which ->
    [we] We
    [they] They
   *[you] You
}
word-default-player = Player { $number }
line-out-and-concealed = `{ $token }`: the line says twice that its side went out; one word says how: the word for concealed alone (going out concealed), or the word for out alone

## A tournament plan's words (`3 mitchell + 1 danish`): each movement and option, and
## what a director types for it (`.typed`); every language's words are read in any plan.
word-plan-mitchell = mitchell
    .typed = mitchell
word-plan-danish = danish
    .typed = danish
word-plan-round_robin = round-robin
    .typed = round-robin round_robin
word-plan-manual = manual
    .typed = manual
word-plan-swiss = swiss
    .typed = swiss
word-plan-groups = groups
    .typed = groups
word-plan-knockout = knockout
    .typed = knockout knock-out
word-plan-individual = individual
    .typed = individual
word-plan-step = step
    .typed = step
word-plan-modified = modified
    .typed = modified
word-plan-pure = pure
    .typed = pure

## The language's own name, as its speakers write it (the guide's table of languages).
word-language = English
