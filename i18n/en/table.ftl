## en: table
## Table mode (`canasta play`): the start, the menu, a hand's lines and steps, the rules
## questions, saving. `$term` is the variant's word for a deal: `hand` or `round`.

## Leaving and interruptions

table-needs-terminal = table mode asks questions and needs a terminal; in scripts use `canasta new` and `canasta record` with flags
table-needs-console = table mode cannot drive this terminal: Git Bash's window (mintty) gives programs a pipe, not a console. Run `canasta play` in Windows Terminal, PowerShell or cmd; every other command works here as usual
table-interrupted = Interrupted.
table-closed = The terminal closed.
table-kept-draft = Every hand confirmed before is saved; the lines typed of the hand being typed are kept as a draft, which `canasta play` offers to finish.
table-kept-nothing = Every hand confirmed before is saved; the hand being typed was not.
table-nothing-started = Nothing was started or changed.
table-quit-saved = Everything is saved. `canasta play` takes you back to game { $game }.
table-quit-to-desk = All saved. Back to the director's desk (game { $game }).

## The start

table-which-game = Which game? (Esc: leave)
table-game-open-over = Open game { $game } ({ $variant }), over: { $totals } (to undo or edit a hand)
table-game-go-on = Go on with game { $game } ({ $variant }): { $totals }, after { $hands } { $term ->
    [round] { $hands ->
        [one] round
       *[other] rounds
    }
   *[hand] { $hands ->
        [one] hand
       *[other] hands
    }
}
table-game-damaged-item = Game { $game } cannot be read: see why and how to mend it
table-game-damaged = Game { $game } cannot be read: { $why }.
table-game-damaged-left = The file is left as it is. Mend it and come back; pick another game meanwhile.
table-started = Started game { $game } ({ $variant }). { $dealer } deals first.
table-variant-prompt = Variant (type to filter, Enter to choose, Esc to leave)
table-variant-given = Variant: { $name } ({ $description })
table-side-name = Side { $number } of { $count }: name
table-player-name = Player { $number } of { $count }, in seat order: name
table-name-empty = a name cannot be empty
table-name-taken = `{ $name }` is taken; each name must differ
table-seats-go-round = Seats go round the sides: { $order }; partners never sit side by side.
table-players-prompt = Players in seat order, clockwise, comma separated (Enter: no names)
table-players-count = { $given } names given; give all { $seats }, one per seat, or none
table-start-totals-prompt = Totals carried over from paper (e.g. { $first }=2350, { $second }=1800; Enter: none)
table-start-write-side = `{ $part }`: write SIDE=TOTAL, e.g. { $side }=2350
table-start-not-a-side = `{ $text }` is not a side; the sides are { $sides }
table-not-whole-number = `{ $text }` is not a whole number
table-who-deals = Who deals first?

## A draft, changes from elsewhere, saving

table-draft-finish = { $term ->
    [round] Round
   *[hand] Hand
} { $number } was left half typed ({ $lines }). Finish it?
table-changed-elsewhere = Game { $game } was changed from elsewhere (another terminal?); here it is as it is now.
table-changed-while-menu = Game { $game } was changed from elsewhere (another terminal?) while the menu waited; here it is as it is now.
table-game-heading = Game { $game } ({ $variant })
table-saved = Saved.
table-lines-kept = Your lines are kept: they come back as { $term ->
    [round] round
   *[hand] hand
} { $number }, on top of the game as it is now.
table-game-over-cannot-add = The game is over now, so the hand you typed cannot be added to it.
table-not-saved-refused = Not saved: { $why }
table-not-saved-changed = Not saved: game { $game } was changed from elsewhere (another terminal?) while you typed. Here it is as it is now.

## The menu between hands

table-menu-prompt = What next? (q quits)
table-menu-prompt-over = The game is over. What next? (q quits)
table-menu-match-next = Play the next game of match { $match_name } (same sides and players)
table-menu-record = Record { $term ->
    [round] round
   *[hand] hand
} { $number } ({ $dealer } deals)
table-menu-question = { $canasta_term ->
    [burraco] Ask a rules question (a meld? may we go out?)
    [canastra] Ask a rules question (a meld? may we go out?)
   *[other] Ask a rules question (meld enough? take the pile? go out?)
}
table-menu-undo = Undo { $term ->
    [round] round
   *[hand] hand
} { $number }
table-menu-edit = Edit a past { $term ->
    [round] round
   *[hand] hand
}
table-menu-fix-last = Correct { $term ->
    [round] round
   *[hand] hand
} { $number } (the last one)
table-menu-drop = Remove a { $term ->
    [round] round
   *[hand] hand
} (any one; the totals after it worked out again)
table-menu-look = Look: a { $term ->
    [round] round
   *[hand] hand
}'s breakdown, the chart, the rules
table-menu-export = Export the game as YAML
table-menu-board = Show the score on the phones (a live board)
table-menu-new-game = Start a new game
table-menu-quit = Quit (everything confirmed is saved)

## Undo, edit, remove

table-undo-confirm = Remove { $term ->
    [round] round
   *[hand] hand
} { $number } ({ $scores })? It cannot be brought back
table-remove-confirm = Remove { $term ->
    [round] round
   *[hand] hand
} { $number }? It cannot be brought back
table-removed = Removed { $term ->
    [round] round
   *[hand] hand
} { $number }.
table-edit-which = Edit which { $term ->
    [round] round
   *[hand] hand
}?
table-remove-which = Remove which { $term ->
    [round] round
   *[hand] hand
}?
table-replaced = { $term ->
    [round] Round
   *[hand] Hand
} { $number } replaced.
table-without-fails = Without { $term ->
    [round] round
   *[hand] hand
} { $number } the game does not add up: { $why }.
table-without = Without { $term ->
    [round] round
   *[hand] hand
} { $number } ({ $scores }): totals { $after } (now { $now }).
table-pick-hand = { $prompt } (1 to { $count }; q: back)
table-pick-hand-refused = `{ $text }`: the hands are numbered 1 to { $count }

## The live board

table-board-at = The board is at { $address }
table-board-at-here = The board is at { $address } (this computer only).
table-board-let-phones = Let the phones at the table see it too?
table-board-who = Who may see the board? (Esc: back)
table-board-only-here = Only this computer (a browser here)
table-board-phones-too = The phones at the table too (anyone on this network with its address)
table-board-started-phones = The board is at { $address } (scan the code with a phone; it follows every save; it stops when table mode ends)
table-board-started-here = The board is at { $address } (this computer only: open it in a browser here; it follows every save; it stops when table mode ends)

## Matches

table-match-next-started = Started game { $game } ({ $variant }), the next of match { $match_name }. { $dealer } deals first.

## Saving a hand

table-hand-cannot-be-right = { $term ->
    [round] Round
   *[hand] Hand
} { $number } cannot be right: { $why }
table-nothing-saved-what-now = Nothing was saved. What now?
table-enter-again = Enter it again (your answers are the defaults)
table-throw-hand = Throw this { $term ->
    [round] round
   *[hand] hand
} away
table-totals-now = Totals now { $after } (were { $before }).
table-save-it = Save it
table-change-line = Change { $label }: { $line }
table-change-lone = Change who played alone (the hand again)
table-save-with-note = { $canasta_term ->
    [burraco] Save it with a note (a misdeal, a card miscounted...)
    [canastra] Save it with a note (a misdeal, a card miscounted...)
   *[other] Save it with a note (a misdeal, who forgot a red three...)
}
table-throw-it = Throw it away
table-save-hand = Save { $term ->
    [round] round
   *[hand] hand
} { $number }?
table-note = Note
table-thrown = Thrown away; nothing was saved.

## Look and export

table-look-prompt = Look at (Esc: back)
table-look-breakdown = A { $term ->
    [round] round's
   *[hand] hand's
} breakdown
table-look-every = Every { $term ->
    [round] round's
   *[hand] hand's
} breakdown
table-look-chart = The chart of running totals
table-look-rules = The rules of this game
table-back = Back
table-which-hand = Which { $term ->
    [round] round
   *[hand] hand
}?
table-export-to = Write the game log (YAML) to which file? (q: back)
table-nothing-written = Nothing was written.
table-file-exists = { $path } exists. Replace it?
table-wrote = Wrote game { $game } to { $path } (`canasta import` reads it back).
table-could-not-write = Could not write it: { $why }

## A hand's lines

table-hand-heading = ── { $term ->
    [round] Round
   *[hand] Hand
} { $number } · { $dealer } deals{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}initial meld: { $minimums }
} ──
table-hand-heading-editing = ── { $term ->
    [round] Round
   *[hand] Hand
} { $number } (editing) · { $dealer } deals{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}initial meld: { $minimums }
} ──
table-line-together = { $partners } together
table-line-own = { $player }'s own
table-legend-example = One line per side, e.g. `{ $example }` or `90 -40` ({ $minus }: in { $held ->
    [foot] hand and foot
   *[hand] hand
}).
table-legend-counts = Counts: { $counted }. Going out: { $out }.
table-legend-pot = { $pot_term ->
   *[other] Pot: { $list }.
}
table-legend-pot-in-hand = { $unplayed ->
    [counts] { $pot_term ->
        [pozzetto] A pozzetto
        [morto] A morto
       *[pot] A pot
    } taken and not played: its cards go in the points in hand (at least -{ $least }).
   *[not-counted] { $pot_term ->
        [pozzetto] A pozzetto
        [morto] A morto
       *[pot] A pot
    } taken and not played counts as never taken: its cards stay out of the points in hand.
}
table-legend-penalties = Penalties: { $list }.
table-legend-penalties-bonuses = Penalties and bonuses: { $list }.
# $cards: an example of cards written out, a set or a run as the variant has them.
table-legend-keys = Cards too ({ $cards }). ? asks step by step (q there: back to the line), < goes back, q leaves.
table-typed-before = Typed before: { $lines }
table-played-alone = { $player } played alone
table-nobody-alone = nobody took the pile and nobody went out: each alone
table-who-alone = Who played alone (first to take the pile, or who went out)?
table-cannot-be-right = That cannot be right: { $why }.
table-type-line-again = Type the line again (your answers are the default), or q to leave the hand.
table-change-what = { $label }: { $line }. Type what changes (e.g. -45 or { $example }), = and a whole new line, or Enter to keep.
table-change-prompt = { $label } (change)
table-cannot-be-right-unchanged = That cannot be right: { $why }; nothing changed.

## Step by step

table-how-ended = { $label }: how did the { $term ->
    [round] round
   *[hand] hand
} end for them?
table-way-not-out = did not go out
table-way-out = went out
table-way-concealed = went out concealed (all melded in one turn)
table-way-hand-canasta = went out with a hand canasta
table-way-special = went out with { $special } ({ $points })
table-step = { $side } { $step }/{ $steps }: { $question }
table-step-melds = melds as cards (e.g. KKKKKKK QQ2 555), or Enter to give totals
table-step-kinds = { $canasta_term ->
    [burraco] kinds of burraco: { $kinds }
    [canastra] kinds of canastra: { $kinds }
   *[other] canasta kinds: { $kinds }
}
table-step-canastas = { $canasta_term ->
    [burraco] burracos, count and kind ({ $example }; 0: none)
    [canastra] canastras, count and kind ({ $example }; 0: none)
   *[other] canastas, count and kind ({ $example }; 0: none)
}
table-step-pot = { $pot_term ->
   *[other] the pot
}
table-step-pot-taken = taken
table-step-pot-not-taken = never taken
table-step-pot-unplayed = taken, not played
table-step-red-threes = red threes laid out
table-step-black-threes = black threes laid out (face up, like red threes)
table-step-melded = points of the cards melded (not bonuses)
table-step-incomplete = melds left incomplete (Space marks one, Enter when done)
table-step-cards-in-hand = cards left in hand (e.g. K74), or Enter to give points
table-step-cards-in-hands = cards left in each hand, split by / (K74 / 55), or Enter for points
table-step-points-in-hand = points of the cards left in hand (a positive number)
table-step-points-in-hand-pot = points in hand, { $unplayed ->
    [counts] with
   *[not-counted] without
} an unplayed { $pot_term ->
    [pozzetto] pozzetto
    [morto] morto
   *[pot] pot
} (a positive number)
table-step-points-in-hand-foot = points of the cards left in hand and foot (a positive number)
table-slip-points = { $side }: points in hand (Enter: as typed)
table-slip-melded = { $side }: points melded (Enter: as typed)
table-step-black-in-hand = black threes left in hand
table-step-holding = players holding three or more { $rank }
table-step-any-penalties = any penalties?
table-step-any-bonuses = any bonuses?
table-not-a-count = `{ $text }` is not a count; type a whole number, e.g. 1
table-not-points = `{ $text }` is not a number of points; type e.g. 205
table-cards-fix = { $why }; fix it, or - to give totals
table-these-cards = these cards
table-these-melds = these melds
table-penalties-legend = penalties: { $list }
table-bonuses-legend = bonuses: { $list }
table-which-penalties = { $side }: which penalties, count and name (e.g. { $example })
table-which-bonuses = { $side }: which bonuses, count and name (e.g. { $example })
table-tally-no-count = `{ $word }` has no count before it; write the count, then the { $what ->
    [kind] canasta kind
    [penalty] penalty
   *[bonus] bonus
}, e.g. 1 { $first }
table-tally-which = { $count } of which { $what ->
    [kind] canasta kind
    [penalty] penalty
   *[bonus] bonus
}? write e.g. { $count } { $first }; { $variant } has: { $known }
table-tally-could-be = `{ $words }` could be { $options }; write more of the name
table-tally-unknown = `{ $words }` is not a { $what ->
    [kind] canasta kind
    [penalty] penalty
   *[bonus] bonus
} of { $variant }; { $variant } has: { $known }
table-tally-twice = `{ $words }` is given twice; give it once, with the count in front
table-either = { $first } or { $second }

# A yes-or-no answer said back (the keys stay `y` and `n`).
table-yes = yes
table-no = no
# The keys that answer a yes-or-no question (the English y and n are always taken too),
# and the hint that names them after the question.
table-yes-key = y
table-no-key = n
table-yes-no-keys = (y/n)

## Rules questions

table-left-question = (left the question)
table-rules-prompt = Rules question (Esc: back; q leaves a question)
table-ask-meld = Is this meld legal, and enough for our initial meld?
table-ask-pile = May I take the discard pile?
table-ask-out = May we go out?
table-ask-minimum-score = What is the initial-meld minimum at a score?
table-ask-minimum-hand = What is the initial-meld minimum in a hand?
table-ask-special = Is this hand a special hand?
table-q-whose-meld = Whose meld?
table-q-side-needs = { $side } (needs { $minimum })
table-q-melds = The melds (e.g. KKK QQ2)
table-q-top-taken = The top card of the pile, if taken for it (Enter: none)
table-q-concealed = Going out concealed with these melds?
table-q-top = The top card of the pile
table-q-your-cards = The cards in your hand
table-q-side-melded = Has your side made its initial meld?
table-q-side-melds = Your side's melds on the table (Enter: none)
table-q-frozen = Is a wild card or a red three in the pile (frozen)?
table-q-one-card = Do you hold one card, and is the pile one card?
table-q-opponents = The opponents' melds on the table (Enter: none)
table-q-out-melds = Your side's melds, with those going down now (Enter: none)
table-q-canastas = Completed canastas your side has
table-q-cards-left = Cards you would still hold (1: one to discard)
table-q-melded-nothing = Has your side melded nothing yet (going out concealed)?
table-q-pot-taken = { $pot_term ->
   *[other] Has your side taken its pot?
}
table-q-score = The side's total score (may be negative)
table-q-which-hand = Which hand (1 is the first)
table-q-hand-cards = The hand's cards
table-q-back = { $prompt } (q: back)
table-q-number-refused = `{ $text }`: { $why ->
    [large] too large
    [small] too small
   *[invalid] not a whole number
} (q: back)
table-q-one-card-only = `{ $text }` should be one card, e.g. K or 9

## A hand saved once (a change from elsewhere while it was typed).
table-already-saved = { $term ->
    [round] Round
   *[hand] Hand
} { $number } was saved already (its answer had not come back); it is not saved again.
table-saved-meanwhile = { $term ->
    [round] Round
   *[hand] Hand
} { $number } was saved meanwhile from elsewhere (a phone, another terminal):
table-yours = Yours:
table-same-hand = They are the same hand.
table-mine-what = What becomes of yours?
table-mine-drop = Drop mine: { $term ->
    [round] round
   *[hand] hand
} { $number } is the one saved
table-mine-save-next = Save mine as { $term ->
    [round] round
   *[hand] hand
} { $next } too
table-mine-keep = Keep mine to look at again, as { $term ->
    [round] round
   *[hand] hand
} { $next } (nothing saved)

# The players' question when the last game's players are offered first (shown after
# it as its default: Enter keeps them).
table-players-prompt-last = Players in seat order, comma separated (- for none)

# The meld question of the rules list in a form without an initial-meld minimum (the
# Burraco family): its legality only.
table-ask-meld-legal = Is this meld legal?

# The menu's items on a narrow screen (under 60 columns: a phone's terminal): each
# the item above without its explanation, so that none is cut where its meaning is.
table-menu-match-next-short = Next game of { $match_name }
table-menu-question-short = Ask a rules question
table-menu-fix-last-short = Correct { $term ->
    [round] round
   *[hand] hand
} { $number }
table-menu-drop-short = Remove a { $term ->
    [round] round
   *[hand] hand
}
table-menu-look-short = Look: breakdown, chart, rules
table-menu-board-short = The score on the phones
table-menu-quit-short = Quit (all is saved)
table-entrants-how = One entrant a line: { $per ->
        [one] its player ("Ana Rossi")
       *[other] its { $per } players ("Ana Rossi, Bob Bianchi")
    }, or "Name: players"; a line [A] heads a group. Enter on an empty line when all are in; Esc leaves, nothing made.
table-entrant-prompt = Entrant { $number }
table-desk-menu = The director's desk: what next?
table-desk-seat = Seat round { $round }
table-desk-seat-again = Seat round { $round } again
table-desk-publish = Publish round { $round } (its seating fixed, its games made)
table-desk-close = Close round { $round }
table-desk-table = A table's game: enter its sheet, or correct it
table-desk-standings = The standings
table-desk-keys = New keys for the tables (a key lost or seen)
table-desk-sign = Sign the night's standings as final
table-desk-look = Look again
table-desk-which-round = Round
table-desk-no-round = not a round published: give its number ({ $rounds } published so far)
table-desk-which-table = Table of round { $round }
table-desk-no-table = no game at that table: the round's tables are { $tables }
table-desk-why = Table { $table }'s result is the director's now: the reason for the change (kept in the log)
table-desk-why-needed = a change to a confirmed or closed result needs its reason
