## en: cli
cli-no-such-language = there is no language `{ $tag }`: choose one of { $known }

## The error line every refusal is printed on.
cli-error = error: { $message }

## Files named on the command line.
cli-cannot-create = cannot create { $path }: { $error }
cli-cannot-write = cannot write { $path }: { $error }
cli-cannot-read = cannot read { $path }: { $error }
cli-standard-input = standard input
cli-wrote-manpages = Wrote the manual pages to { $path }.

## canasta serve
cli-board-at = The board is at { $address }
cli-board-stop-hint = Ctrl-C stops it.
cli-serve-cannot-listen = cannot listen on { $address }: { $error }; give another --listen ADDRESS:PORT
cli-serve-no-address = the board has no IP address
cli-serve-no-key = no random key: { $error }
cli-serve-socket = the board's socket cannot be used
cli-serve-cannot-start = the board cannot start
cli-board-stopped = Stopped serving the board.

## canasta new, use, show, list
cli-started = Started game { $id } ({ $variant }): { $sides }. { $dealer } deals first.
cli-output-needs-svg = -o writes the chart as a picture: give --format svg (the sheet goes to standard output)
cli-wrote-chart = Wrote the chart of game { $id } to { $path }.
cli-show-title = Game { $id } ({ $variant }): { $sides }
cli-no-games = No games yet: start one with `canasta new` or `canasta play`.
cli-now-current = Game { $id } is now current.

## canasta undo, drop
# $term: `hand`, or `round` in Hand and Foot (English has said hand for both).
cli-removed-hand = Removed { $term ->
       *[other] hand
    } { $number } ({ $summary }).
cli-removed-did-not-add-up = it did not add up; the game adds up again

## canasta export
cli-all-is-yaml = --all writes every game as YAML, to be restored with `canasta import`; for csv export one game at a time
cli-backup-damaged = Game { $id } is damaged ({ $why }); the backup carries it as it is, and `canasta import --skip-damaged` restores the others.
cli-wrote-games = Wrote { $count ->
        [one] 1 game
       *[other] { $count } games
    } to { $path }.
cli-wrote-game = Wrote game { $id } to { $path }.

## canasta delete, archive, unarchive
cli-delete-needs-yes = deleting game { $id } cannot be undone; give --yes to delete it without being asked (or `canasta archive { $id }` to keep it out of the way)
cli-delete-confirm = Delete game { $id } for good? It cannot be brought back
cli-nothing-deleted = Nothing was deleted.
cli-deleted = Deleted game { $id }.
cli-archived = Archived game { $id }: out of `canasta list`, still in `canasta history`; `canasta unarchive { $id }` brings it back.
cli-unarchived = Game { $id } is back among the games.

## canasta stats, history, players
cli-vs-two-names = --vs takes two names, one each: --vs Ann --vs Bob (you gave { $given })
cli-vs-unknown = { $who } played in none of these games; `canasta players` lists who did
cli-bad-day = --{ $flag } { $day }: write a day as YYYY-MM-DD, e.g. 2026-01-31
cli-merge-same-table = { $from } and { $into } played at the same table ({ $sides }, started { $day }): they are two people; nothing was merged
cli-merged = { $from } is counted as { $into } from now on (in `canasta stats` and `history --player`); no game file was changed.

## canasta import
cli-import-skipped = Skipped game { $id }: { $why }
cli-import-already = Game { $was } is here already (as game { $id }); not added again.
cli-import-already-many = { $count ->
        [one] 1 game
       *[other] { $count } games
    } of the backup are here already; not added again.
cli-import-restored-many = Restored { $count ->
        [one] 1 game
       *[other] { $count } games
    }, each with its id.
cli-import-restored-many-moved = Restored { $count ->
        [one] 1 game
       *[other] { $count } games
    }.
cli-import-restored = Restored game { $id }{ $archived ->
        [yes] , archived
       *[no] {""}
    }.
cli-import-restored-moved = Restored game { $id } (was { $was }; that id is taken){ $archived ->
        [yes] , archived
       *[no] {""}
    }.
cli-import-more = ... and { $count } more with new ids.
cli-import-matches = Restored { $matches ->
        [one] 1 match
       *[other] { $matches } matches
    } and { $merged ->
        [one] 1 merged name
       *[other] { $merged } merged names
    }.
cli-import-nothing = Nothing was added: every game of the backup is here already.
# $term: `hand`, or `round` in Hand and Foot (English has said hand for both).
cli-imported = Imported game { $id } ({ $variant }, { $hands ->
        [one] 1 { $term ->
           *[other] hand
        }
       *[other] { $hands } { $term ->
           *[other] hands
        }
    }): { $sides }.
cli-import-same = This game is here already, as game { $id }; nothing was imported.
cli-import-extended = Added { $added ->
        [one] { $term ->
           *[other] hand
        } { $from }
       *[other] { $term ->
           *[other] hands
        } { $from } to { $to }
    } of this copy to game { $id }, which had the ones before: { $sides }.
cli-import-behind = Game { $id } is here already, further along than this copy ({ $kept } against { $copy }, this copy's among them); nothing was imported.

## canasta check
cli-check-unreadable-current = note: the current game ({ $id }) cannot be read, so this is answered by Classic's rules; name them with --variant
cli-check-whose-minimum = whose minimum? give --score N (the side's total), or --side NAME (with --game ID, or the current game)

## canasta variants
cli-variants-head-variant = variant
cli-variants-head-description = description
cli-variants-yours = (yours) { $description }
cli-variants-yours-problem = (yours: { $file }) { $problem }
cli-variants-own-presets = Your own presets go in { $dir } (see `canasta variants --help`).
cli-variants-good-preset = { $file }: a good preset, `{ $name }`.

## Shell completion: a game id whose file cannot be read.
cli-complete-damaged = damaged
cli-serve-scorer-at = The scorer's page (only for the phone that keeps the score; Enter here gives a new key) is at { $address }
cli-serve-scorer-new-key = The scorer's key was changed; the scorer's page is now at { $address }

cli-slip-warning = warning: { $fact }. If their points are not in the melded points, correct { $term ->
        [round] round
       *[hand] hand
    } { $number }: canasta edit { $game }{ $number } "{ $side }: -points"
cli-slip-melded-warning = warning: { $fact }. If the points melded are not right, correct { $term ->
        [round] round
       *[hand] hand
    } { $number }: canasta edit { $game }{ $number } "{ $side }: points"

cli-permission-hint = canasta may not read or write that file: give your user read and write permission on the data folder and its files (for example `chmod -R u+rw FOLDER`), or run canasta as the user who owns them
cli-held-hint = another program may be holding that file open (an antivirus scanner, a backup or sync program such as OneDrive, an editor): canasta tried again for four seconds. Close that program, or exclude the data folder from its scans, and try again. If it goes on, give your user permission to change the data folder (its Properties, Security tab)
cli-serve-tls-no-certificate = { $path } holds no certificate (a PEM file with -----BEGIN CERTIFICATE-----): give the certificate first, then its key, e.g. `canasta serve --tls cert.pem key.pem`
cli-serve-tls-no-key = { $path } holds no private key (a PEM file with -----BEGIN PRIVATE KEY-----, RSA or EC): give the certificate first, then its key
cli-serve-tls-mismatch = the key { $key } is not the key of the certificate { $cert }: give the certificate and the private key it was made with
cli-serve-tls-refused = the certificate and key cannot serve HTTPS: { $reason }

## Tournaments
cli-tournament-created = Tournament { $name } made: { $entrants } entrants, { $variant }, { $plan } ({ $rounds } { $rounds ->
    [one] round
   *[other] rounds
}). Seat round 1: `canasta tournament seat { $name }`.
cli-tournament-near = Note, line { $line }: { $player } looks like { $like }; if they are one person, write the name the same way both times.
cli-tournament-drafted = Round { $round } seated, not yet shown: check it, then `canasta tournament publish { $name }` (or seat it by hand: --seating FILE).
cli-tournament-drafted-individual = Round { $round } seated, not yet shown: check it, then `canasta tournament publish { $name }` (the movement seats an individual night: no seating by hand).
cli-tournament-published = Round { $round } published: { $tables ->
    [one] 1 table, game { $first }
   *[other] { $tables } tables, games { $first } to { $last }
}. Each table records its deals in its game (`canasta record --game ID`, table mode, or the phone).
cli-tournament-closed = Round { $round } closed; the standings: `canasta tournament standings { $name }`.
cli-tournament-col-table = Table
cli-tournament-col-ns = N-S
cli-tournament-col-ew = E-W
cli-tournament-col-game = Game
cli-tournament-sit-out = Sitting out: { $names }
cli-tournament-bye = Through to the next round without playing (a bye): { $names }
cli-tournament-round-absent = Absent: { $names }
cli-tournament-swiss-rematch = note: round { $round } seats { $ns } against { $ew }, who met in round { $met }; a Swiss round never pairs two who met (the seating is kept as typed: seat it again to change it)
cli-tournament-individual-evenness = Partners change every round: over its { $rounds } rounds no two players partner more than { $partners ->
    [1] once
   *[other] { $partners } times
} and none meet as opponents more than { $opponents ->
    [1] once
   *[other] { $opponents } times
}{ $out ->
    [0] {""}
    [1] ; one player sits out each round, in turn
   *[other] ; { $out } players sit out each round, in turn
}.
cli-tournament-knockout-takes-first = The knockout takes entrants 1 to { $qualifiers } of { $entrants }, seeded in the order of the list; the others play no round.
cli-tournament-knockout-takes-top = The knockout takes the first { $qualifiers } of { $entrants } in the standings after round { $after }; the others play no further round.
cli-tournament-knockout-takes-groups = The knockout takes the first { $each } of each group after round { $after } ({ $qualifiers } in all); the others play no further round.
cli-tournament-round-heading = { $name }, round { $round } ({ $state ->
    [drafted] seated, not yet shown
    [published] published
   *[closed] closed
})
cli-tournament-col-rank = Rank
cli-tournament-col-entrant = Entrant
cli-tournament-col-player = Player
cli-tournament-col-vp = { $vp ->
    [yes] VP
   *[no] Won
}
cli-tournament-col-mp = MP
cli-tournament-col-rounds = Rounds
cli-tournament-col-knockout = Knockout
cli-tournament-knockout-finish = { $outcome ->
    [won] won the final
    [playing] { $reached ->
        [2] in the final
        [4] in the semifinals
        [8] in the quarterfinals
       *[other] in the round of { $reached }
    }
   *[lost] { $reached ->
        [2] lost the final
        [4] out in the semifinals
        [8] out in the quarterfinals
       *[other] out in the round of { $reached }
    }
}
cli-tournament-standings-heading = { $name }: { $round ->
    [0] standings before round 1 of { $rounds }
   *[other] standings after round { $round } of { $rounds }
}
cli-tournament-amended = Round { $round }, table { $table }: { $before } before, { $after } now; kept in the tournament's log with its reason.
cli-tournament-none = No tournament yet: `canasta tournament new NAME --variant burraco-tournament --entrants FILE --plan "3 mitchell + 1 danish"`.
cli-tournament-not-seated = Round { $round } is not seated yet.
cli-serve-tournament-sheet = The tables' QR codes, to print: canasta tournament sheet { $name } --base { $base } > tables.html
cli-tournament-col-deals = Deals
cli-tournament-col-points = Points
cli-tournament-col-state = State
cli-tournament-table-state = { $state ->
    [level] level: another deal
    [confirmed] over, confirmed
    [table-confirmed] over, the table confirmed
    [absent] absent: no game
    [over] over
    [waiting] not started
    [damaged] damaged: see `canasta show --game`
   *[playing] playing
}
cli-tournament-amended-count = ({ $count ->
    [one] 1 correction
   *[other] { $count } corrections
})
cli-tournament-tables-over = Tables over: { $over } of { $tables }.
cli-tournament-earlier-open = Round { $round } is not closed yet: { $count ->
    [0] every game is over (close it with `canasta tournament close { $name }`)
    [one] table { $tables } is still playing
   *[other] tables { $tables } are still playing
}.
cli-tournament-clock = Time left: { $left } of { $minutes } minutes.
cli-tournament-clock-warn = Last minutes: { $left } left.
cli-tournament-clock-over = Time is up: the { $minutes } minutes ended { $over } minutes ago.
cli-tournament-absent = Absent from the next rounds seated: { $names }.
cli-tournament-absent-seated = Round { $round } is seated, not yet published, with { $entrant } at a table: seat it again (`canasta tournament seat { $name }`) before publishing it.
cli-tournament-absent-too-few = An individual round seats at least { $need } players and { $present } are present: the next round cannot be seated until one is back (`--back`).
cli-tournament-none-absent = Nobody is absent.
cli-serve-desk-at = The director's desk (with the scorer's key; keep it to yourself): { $address }
cli-tournament-log-heading = Corrections (the tournament's log):
cli-tournament-log-line = Round { $round }, table { $table }, { $at } { $by ->
    [desk] at the desk
    [table_mode] at the terminal's desk
   *[command_line] from the command line
}: { $before } before, { $after } after. Why: { $why }
cli-tournament-group-standings-heading = { $name }, group { $group }: { $round ->
    [0] standings before round 1 of { $rounds }
   *[other] standings after round { $round } of { $rounds }
}
cli-tournament-groups = Groups: { $groups }.
cli-tournament-entrants-needed = The entrants: give --entrants FILE (one a line), or --entrant "Ana, Bob" once for each; typed one a line, they need a terminal.
cli-tournament-not-made = No tournament made.
cli-tournament-provisional = (provisional: a game of round { $round } is not over)
cli-tournament-provisional-open = (provisional: every game is over; round { $round } is not closed yet)
cli-tournament-final = (final: signed { $at })
cli-tournament-signed = The standings of { $name } are signed as final ({ $at }): nothing of the event changes now. To correct it, reopen it: canasta tournament reopen { $name } --why "REASON"
cli-tournament-reopened = { $name } is reopened: its results may be corrected again, each with its reason; sign it again when done (canasta tournament sign { $name })
cli-tournament-reopening-line = Signed { $signed }, reopened { $at }. Why: { $why }
cli-tournament-key-line = Table { $table }: { $key }
cli-tournament-keys-renewed = New keys for the { $tables } tables of { $name }: the old ones open nothing now. Print the tables' sheet again (canasta tournament sheet { $name } --base http://HOST:PORT) and give each table its new QR code.
cli-tournament-closed-unfinished = Round { $round } is closed, but { $count ->
    [one] table { $tables }'s game is
   *[other] the games of tables { $tables } are
} not over (a deal corrected away): its standings leave { $count ->
    [one] it
   *[other] them
} out until the deals are entered again (`canasta record --game ID --why "REASON" ...`).

## A results site after the night (`tournament publish-site`).
cli-site-col-points = Points
cli-site-vp = victory points { $vp }
cli-site-table = Table { $table }
cli-site-table-title = { $name }: round { $round }, table { $table }
cli-site-back = All the results of { $name }
cli-site-written = The results of { $name } are in { $dir }: { $pages } pages (index.html first). Put the folder on any web host (see the guide's "A tournament night").

# A circuit (`canasta circuit DIR`): its stages, the finalists' rule, the pairs' and the
# players' standings. `$min`: stages a finalist must have played (0: none).
cli-circuit-heading = { $name }: { $stages ->
    [one] 1 stage
   *[other] { $stages } stages
}
cli-circuit-stage = { $number }. { $name } ({ $date }), { $entrants } entrants
cli-circuit-stage-undated = { $number }. { $name }, { $entrants } entrants
cli-circuit-rule-top = Finalists (*): the first { $top } of each stage{ $min ->
    [0] {""}
   *[other] , who played at least { $min } stages
}.
cli-circuit-rule-share = Finalists (*): the first { $share }% of each stage{ $min ->
    [0] {""}
   *[other] , who played at least { $min } stages
}.
cli-circuit-rule-top-share = Finalists (*): the first { $top } or the first { $share }% of each stage, whichever is more{ $min ->
    [0] {""}
   *[other] , who played at least { $min } stages
}.
cli-circuit-rule-overall = Finalists (*): the first { $top } of the circuit{ $min ->
    [0] {""}
   *[other] {" "}among those who played at least { $min } stages
}.
cli-circuit-pairs = Pairs
cli-circuit-players = Players (each over all their partners)
cli-circuit-col-pair = Pair
cli-circuit-col-player = Player
cli-circuit-col-stages = Stages
cli-circuit-col-stage = Stage { $number }
cli-circuit-col-finalist = Finalist
cli-circuit-stage-cell = { $rank }. ({ $vp } VP)
cli-circuit-finalist-yes = finalist
cli-circuit-site = The circuit's page is in { $dir }: index.html and its style sheet, for any web host.
cli-results-from = { $club ->
    [none] {""}
   *[other] { $club }, {""}
}{ $date ->
    [none] date not given
   *[other] { $date }
}: the standings worked out again from the file's tables.
cli-results-only = --club and --members go into a results file: add --format results (or results-csv); nothing was written
cli-results-no-member = note: the member list gives { $player } no number (the file is written without one)
cli-results-no-member-like = note: the member list gives { $player } no number; it has { $like }, who played no table: the same player? (the file is written without one)
cli-circuit-empty = { $dir } has no event: a circuit adds up results files (`tournament export NAME --format results`, `*.json`) and nights exported whole (`tournament export NAME`, `*.yaml`)
