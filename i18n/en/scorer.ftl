## en: scorer
# The scorer's page (`canasta serve`, `/score`): the phone that records the hands, in the
# language each phone asks for.

scorer-title = { $canasta_term ->
    [burraco] Burraco: the scorer's page
    [canastra] Buraco: the scorer's page
    [book] Hand and Foot: the scorer's page
   *[canasta] Canasta: the scorer's page
}
scorer-heading = { $term ->
    [round] Round
   *[hand] Hand
} { $number } · { $dealer } deals{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}initial meld: { $minimums }
}
scorer-who-alone = Who played alone?
scorer-nobody = nobody
scorer-save = { $term ->
    [round] Save the round
   *[hand] Save the hand
}
scorer-key-back = Delete
scorer-key-next = Next line
scorer-checking = Checking…
scorer-offline = No connection to the board: what you type is kept on this phone.
scorer-kept-here = Your lines are kept on this phone.
scorer-no-key-here = This page needs the scorer's key: scan the scorer's QR code shown where the board was started.

## Step by step: a line's questions, from the variant's own words.
scorer-step-not-out = did not go out
scorer-step-melded = Points melded
scorer-step-in-hand = Points left in hand
scorer-step-put = Put in the line

## Correcting a saved hand.
scorer-fix = { $term ->
    [round] Correct, remove or undo a round
   *[hand] Correct, remove or undo a hand
}
scorer-fix-hand = { $term ->
    [round] Round
   *[hand] Hand
}
scorer-fix-line = Line
scorer-fix-hint = what changes (-45); = first replaces the line
scorer-fix-apply = Change
scorer-fix-drop = { $term ->
    [round] Remove this round
   *[hand] Remove this hand
}
scorer-undo = { $term ->
    [round] Undo the last round
   *[hand] Undo the last hand
}
scorer-confirm-undo = { $term ->
    [round] Undo the last round? Every total after it is worked out again.
   *[hand] Undo the last hand? Every total after it is worked out again.
}
scorer-confirm-drop = { $term ->
    [round] Remove this round? The rounds after it move up and every total is worked out again.
   *[hand] Remove this hand? The hands after it move up and every total is worked out again.
}

## Rules questions.
scorer-ask = Ask the rules
scorer-ask-meld = Is this meld enough for our minimum?
scorer-ask-meld-legal = Is this meld legal?
scorer-ask-pile = May I take the pile?
scorer-ask-out = May we go out?
scorer-ask-min = What is the minimum at a score?
scorer-ask-cards = Cards
scorer-ask-top = Top card of the pile
scorer-ask-going-out = going out with it
scorer-ask-side = Whose minimum
scorer-ask-not-melded = our side has not melded yet
scorer-ask-frozen = the pile is frozen
scorer-ask-canastas = { $canasta_term ->
    [burraco] Burracos
    [canastra] Canastras
    [book] Books
   *[canasta] Canastas
}
scorer-ask-left = Cards left in hand
scorer-ask-concealed = concealed
scorer-ask-pot-taken = { $pot_term ->
   *[other] our pot taken
}
scorer-ask-score = Score (or hand number, where the minimum goes by hand)
scorer-ask-go = Ask
scorer-ask-top-needed = Give the top card of the pile (K, 7, 2 for a wild two).

## A new game, and a match's next game.
scorer-new = New game
scorer-new-variant = Variant
scorer-new-sides = Sides
scorer-new-sides-hint = We, They (empty: the usual names)
scorer-new-players = Players
scorer-new-players-hint = clockwise: Ann, Bob, Cy, Di
scorer-new-dealer = First dealer
scorer-new-dealer-hint = a player (empty: the first seat)
scorer-new-match = Match
scorer-new-match-one = One game
scorer-new-match-first = A match: the first to win { $games } games
scorer-new-match-games = A match of { $games } games (victory points, where the rules give them)
scorer-new-match-unknown = `{ $rule }` is not a match this page starts: one game, first to 2 or 3 games, or 2, 3 or 4 games.
scorer-new-go = Start the game
scorer-next-game = Start the match's next game

## The scorer's key.
scorer-key = The scorer's key
scorer-key-why = If a phone with this page was lost, change the key: the old one stops working, and the new QR code lets the next phone in.
scorer-key-go = Change the key
scorer-confirm-key = Change the scorer's key? Every other phone with this page will need the new QR code.
scorer-key-changed = The key was changed: scan this code with the phone that keeps the score.

## What a call is answered.
scorer-saved = { $term ->
    [round] Round
   *[hand] Hand
} { $number } is saved.
scorer-corrected = { $term ->
    [round] Round
   *[hand] Hand
} { $number } is corrected; every total after it was worked out again.
scorer-removed = { $term ->
    [round] Round
   *[hand] Hand
} { $number } is removed; every total after it was worked out again.
scorer-started = Game { $id } is started.
scorer-changed-elsewhere = Not saved: the game was changed on another phone or at the terminal since you began. It is shown as it is now; your lines are kept: check them and save again.
scorer-changed-while-typing = The game was changed on another phone or at the terminal while you typed: check your lines against the sheet before saving.
scorer-lines-wrong = Not saved: a line is missing or wrong (see under it).
scorer-fix-empty = Type what changes, or = and the whole line.
scorer-no-game = There is no game yet: start one below.
scorer-no-match = This game is not part of a match.
scorer-bad-lone = The player named as playing alone is not in this game.
scorer-bad-lines = These lines are not the lines of this hand: reload the page.
scorer-bad-call = The page sent something this board does not understand ({ $detail }): reload the page.
scorer-needs-key = This phone has not got the scorer's key, or it was changed: scan the scorer's QR code again. Nothing was changed.
scorer-other-site = Refused: this call does not come from the scorer's page. Nothing was changed.
scorer-too-many = Too many calls at once: wait a moment and try again. Nothing was changed.
scorer-too-large = Refused: what was sent is longer than { $most } bytes. Nothing was changed.
scorer-too-slow = Refused: what was sent did not arrive in time. Nothing was changed.
scorer-method = The scorer's page does not take this kind of request.

## One hand, once.
scorer-already-saved = { $term ->
    [round] Round
   *[hand] Hand
} { $number } was saved already (the answer had not reached this phone): it is not saved again.
scorer-busy = Another canasta is changing this game (the terminal, or a command): the hand is kept on this phone and sent again in a moment.
scorer-bad-typist = This page's name is not one this board takes: reload the page.
scorer-bad-hand-id = This hand has no id this board takes: reload the page.
scorer-failed = The board could not answer (a fault of the program, not of what was typed): try again.
scorer-pinned = This board shows game { $id } only (it was started with --game { $id }): start the new game at the terminal, or start the board without --game to follow the current game.

## The page, offline and steady.
scorer-not-sent = { $term ->
    [round] Round
   *[hand] Hand
} { $number } is not yet sent: it waits on this phone and goes to the board by itself, once, when the board answers again.
scorer-theirs = { $term ->
    [round] Round
   *[hand] Hand
} { $number }, saved meanwhile elsewhere
scorer-mine = Your lines
scorer-drop-mine = Drop mine
scorer-save-mine = Save mine as { $term ->
    [round] round
   *[hand] hand
} { $number }
scorer-conflict-same = The same lines were saved elsewhere meanwhile: drop yours, nothing is lost.
scorer-conflict-other = Other lines were saved elsewhere meanwhile: drop yours, or save them as the next one.
scorer-dropped = Your lines were dropped: nothing more was saved.
scorer-bad-score = A score is at most { $most } either way: no game reaches further.
scorer-no-table-game = Table { $table } has no game in the round in play: either the round is not published yet, or no one plays at this table this round (the board shows where everyone sits).
scorer-table-key-only = A table's phone scores its own table's game; only the director changes keys.
scorer-confirm-table = Confirm this table's result
scorer-confirm-opponent = An opponent confirms the result
scorer-confirmed-both = Confirmed by the table and an opponent: from now on only the director changes it.
scorer-desk-title = The director's desk
scorer-desk-seat = Seat the next round
scorer-desk-publish = Publish it
scorer-desk-close = Close the round
scorer-desk-no-tournament = This board serves no tournament (canasta serve --tournament NAME).
scorer-desk-needs-reason = Table { $table }'s result is the director's now (confirmed, or its round closed): type the reason for this change in the box below the keys, then try again.
scorer-table-locked = Table { $table }'s result is confirmed: only the director changes it now. Call the director.
scorer-table-key-refused = This phone's key opens no table of this tournament: it was renewed, or it is another event's. Scan your table's QR code again (the director has the new sheet). Nothing was changed.
scorer-table-game-only = This page scores table { $table }'s game of the tournament only: no other game is started here.
scorer-signed = The director signed the night's results as final ({ $at }): nothing changes now.
scorer-night-signed = The director signed the night's results as final: nothing changes now.
scorer-desk-signed = The night's results are signed as final ({ $at }): nothing changes now. To correct them, the event is reopened first, with its reason, at the terminal (tournament reopen).
scorer-desk-nothing-drafted = No round is seated to publish: seat the next one first.
scorer-desk-published-already = Round { $round } is published already; the next round is seated once it is closed.
scorer-desk-plan-done = Every round of the plan ({ $rounds }) is seated: the night is over once the last is closed.
scorer-desk-seat-open-before = Round { $round } is not closed: the next round is seated from its results. Close it first.
scorer-desk-seat-needs-manual = Round { $round } is seated by hand: type its seating below, a table a line ("1 3 8": table 1, 3 N-S v 8 E-W; "- 5": 5 sits out).
scorer-desk-seat-too-few-present = An individual round seats at least { $need } players; { $present } are present (absent: { $absent }). The round can be seated once one of them is back.
scorer-desk-keys-renewed = New keys for every table: the old QR codes open nothing now. The tables' sheet opens to print; give each table its new code.
scorer-desk-by-hand = Seat it by hand
scorer-desk-by-hand-label = The seating, a table a line: "1 3 8" is table 1, 3 N-S v 8 E-W; "- 5": 5 sits out
scorer-desk-seat-typed = Seat as typed
scorer-desk-new-keys = New keys for the tables (a key lost or seen)
scorer-desk-drafted = Round { $round } seated, not yet shown: check it below, then Publish it (or seat it by hand).
scorer-desk-drafted-individual = Round { $round } seated, not yet shown: check it below, then Publish it (the movement seats an individual night).
scorer-desk-published = Round { $round } published: { $tables ->
    [one] 1 table
   *[other] { $tables } tables
} play it on their phones.
scorer-desk-closed = Round { $round } closed: the standings below count it. Seat the next round when ready.
scorer-bad-table = The table or round asked for is not a number: open the table from the desk.
scorer-desk-back = ← The director's desk
scorer-desk-why = Reason for the change (kept in the tournament's log)
scorer-desk-at = Table { $table }, round { $round }: as the director
scorer-desk-open = Enter or correct
scorer-desk-col-sheet = Sheet
scorer-desk-goto-round = Round
scorer-desk-goto-table = Table
scorer-desk-goto = Open a table's game
scorer-ask-kind = Question
scorer-key-space = Space
scorer-steps-for = Step by step: { $line }
scorer-step-went-out = Went out
scorer-share = Share the sheet
scorer-share-text = Share as text
scorer-share-picture = Share the chart as a picture
scorer-share-copy = Copy the text
scorer-share-download = Download the picture
scorer-shared = Shared.
scorer-copied = The sheet is copied: paste it in the chat.
scorer-downloaded = The picture is downloaded.
scorer-share-failed = This browser could not share it: copy the text, or download the picture.
scorer-legend = What the letters mean
scorer-sheet = The score sheet
# Issue 41: every tap lands, every hand once.
scorer-keep-mine = Back to my lines, to check them
scorer-keys-not-put = The keys tapped after Save were not put in any line.
scorer-save-mine-sure = Tap again to save mine as { $term ->
    [round] round
   *[hand] hand
} { $number }
scorer-saving = Saving { $term ->
    [round] round
   *[hand] hand
} { $number }…
scorer-same-kept = { $term ->
    [round] Round
   *[hand] Hand
} { $number } was saved on another phone with the same lines: it is in the game once, and nothing more was saved.

# The phone alone (the engine in the page): the games kept on the phone.
scorer-games = Games on this phone
scorer-games-none = No games on this phone yet.
scorer-games-continue = Continue
scorer-games-export = Export
scorer-games-delete = Delete
# $id: the game's number.
scorer-games-delete-confirm = Delete game { $id }? It cannot be brought back.
scorer-games-deleted = Game { $id } is deleted.
scorer-games-continued = Now scoring game { $id }.
scorer-games-import = Import a game (a file exported from canasta)
# The phone alone: the language the app speaks (the phone's own until one is chosen).
scorer-language = Language

# The phone alone: house rules (a preset of one's own) kept on the phone.
scorer-rules = House rules on this phone
scorer-rules-hint = A preset of your own: `extends:` a variant, then the fields that differ (the presets guide lists them). The referee checks it before it is kept, and a game played with it carries it in its file.
scorer-rules-name = Name
scorer-rules-text = Rules
scorer-rules-save = Check and keep
scorer-rules-delete = Delete
# $name: the house rules' name, as typed.
scorer-rules-saved = House rules { $name } are kept: choose them for a new game.
scorer-rules-deleted = House rules { $name } are deleted; games played with them keep them.
scorer-rules-built-in = { $name } is a built-in variant's name: choose another.
scorer-rules-none = No house rules on this phone yet.
scorer-slip-points = { $fact }: if their points in hand are not in the melded points, add them to the line (-35 for 35)
scorer-slip-melded = { $fact }: check the points melded on the line
