# The command line's `--help` (made from the doc comments: `SNAPSHOTS=overwrite cargo
# test help_catalog` writes this English file again) and clap's own words. Ids:
# `help-canasta-record` is a command's text, `help-canasta-record--game` an option's;
# `.long` is the text `--help` shows where `-h` shows the first, `.after` and
# `.after-long` the examples after it.


help-canasta =
    Score keeper and rules adjudicator for Canasta played with real cards
    .long =
        Score keeper and rules adjudicator for Canasta played with real cards.

        After each hand, enter what each side did (melds, canastas, red threes, who went out, penalties); canasta scores the hand with an itemized breakdown, keeps the running totals, says what each side needs for its initial meld next hand and who deals next, and names the winner when the game ends. Games are saved after every hand.
    .after =
        Examples:
          canasta play                                   score a game at the table, step by step
          canasta new --side We --side They --player Ann --player Bob --player Cy --player Di
          canasta record "We: out 1n 1r 205" "They: 60 -85"   one line per side
          canasta record --out We --natural We=1 --melded We=205 --red-threes We=1 \
                         --melded They=60 --in-hand They=85    the same hand, with flags
          canasta show --explain
          canasta min 1500                               initial-meld minimum at 1500: 90
          canasta export -o game.yaml

        Exit codes:
          0    done
          1    a `check` question answered no
          2    bad input or usage (nothing was saved)
          3    the machine stopped it: disk full, no permission, --wait gave up (nothing was saved)
          70   a fault of canasta itself: please report it (nothing was saved)
          130  table mode interrupted (hands confirmed before are saved)

help-canasta--data_dir =
    Where games are kept (default: the platform's data directory)

help-value-dir =
    DIR

help-canasta--config_dir =
    Where your own presets are read from, in its `presets/` folder (default: the platform's config directory)

help-canasta--wait =
    When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)

help-value-seconds =
    SECONDS

help-canasta--why =
    The director's reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament's log with the totals before and after

help-value-reason =
    REASON

help-canasta--color =
    Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`

help-value-when =
    WHEN

help-canasta--lang =
    The language to speak: { $languages } or { $last } (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)

help-value-lang =
    LANG

help-clap-help-more =
    Print help (see more with '--help')
    .long =
        Print help (see a summary with '-h')

help-clap-version =
    Print version

help-value-command =
    COMMAND

help-value-options =
    OPTIONS

help-canasta-play =
    Table mode: score the current game (or a new one) hand by hand, answering questions
    .long =
        Table mode: score the current game (or a new one) hand by hand, answering questions.

        Shows the score sheet, then asks for each side's result, shows the breakdown and saves it. Needs a terminal; every question has a flag in `canasta record` for scripts.
    .after =
        Examples:
          canasta play                               go on with the current game, or start one
          canasta play --new --variant american      straight into a new American game
          canasta play --new --variant ./ours.yaml   a preset of your own

        Esc or q at the menu quits; Ctrl-C quits at any point, keeping every hand confirmed.

help-canasta-play--new =
    Start a new game even if there is a current one

help-canasta-play--variant =
    Variant for a new game (default: the last game's, else classic)

help-value-variant =
    VARIANT

help-canasta-new =
    Start a new game and make it current; prints its id
    .after =
        Examples:
          canasta new                                    classic, sides We and They
          canasta new --side Us --side Them --player Ann --player Bob --player Cy --player Di --dealer Bob
          canasta new --variant classic-2p --side Ann --side Bob
          canasta new --variant classic-3p --side Ann --side Bob --side Cy

        Players are given in seat order, clockwise; seats go round the sides in turn, so with
        sides We and They the players above sit Ann (We), Bob (They), Cy (We), Di (They).

help-canasta-new--variant =
    Variant: a preset name (see `canasta variants`) or a preset file's path

help-canasta-new--sides =
    A side's name, in seat order (three-handed: a player's). Default: We, They (and You), in the language spoken (Nosotros, Ellos in Spanish)

help-value-name =
    NAME

help-canasta-new--players =
    A player's name, in seat order clockwise (optional)

help-canasta-new--dealer =
    Who deals the first hand (default: the first seat)

help-canasta-new--start =
    Start from totals kept elsewhere (a game begun on paper): SIDE=TOTAL, comma separated, e.g. --start We=2350,They=1800

help-value-side-total =
    SIDE=TOTAL,...

help-canasta-new--match_name =
    Play this game in a match: a series of games between the same sides. The next game of a match takes its variant, sides and players unless given

help-canasta-new--first_to =
    A new match is won by the first side to win N games ...

help-value-n =
    N

help-canasta-new--games =
    {"."}.. or is N games (the most wins; then the most points)

help-clap-help =
    Print help

help-canasta-record =
    Record one hand for the current game; prints its breakdown and the score sheet
    .after =
        Examples:
          canasta record "We: out 1n 1m 2r 420 -35" "They: 90 -40"        one line per side
          canasta record --lone Bob "Bob: out 1n 300" "Ann + Cy: 120" "Ann: -15" "Cy: -20"
                                                three players: the pair's line, then each one's
          canasta record "We: out 1c 1d 420 -20" "They: np 1d 150 -85"    Burraco: clean, dirty,
                                                np: the pot never taken (pu: taken, not played)
          canasta record --out We --concealed --natural We=1 --melded We=205 --red-threes We=1 \
                         --melded They=60 --in-hand They=85 --penalty They:undeclared_red_three
          canasta record --from hand.yaml
          canasta record --lone Ann --out Ann --natural Ann=1 --melded Ann=150 \
                         --melded Bob=100 --in-hand Bob=40 --melded Cy=30 --in-hand Cy=25   (three players)

        Every side needs at least one flag (e.g. --in-hand They=0). Points are card values
        (multiples of 5); in-hand points are written as positive numbers.

        Melds and hands may be given as cards instead (--meld "We=KKKKKKK QQ2", --hand They=K74,
        once per player); the counts are then worked out. Card notation: A K Q J T (or 10)
        9 8 7 6 5 4, 2 (wild), * (joker), R (red three), B (black three); Kx7 is seven kings;
        melds are separated by spaces or commas.

help-canasta-record--lines =
    Each side's whole result as one line, its name first: "We: out 1n 1m 2r 420 -35" "They: 90 -40" (see the README's "One line per side")

help-value-side-line =
    SIDE: LINE

help-canasta-record--game =
    The game (default: the current one)

help-value-id =
    ID

help-canasta-record--out =
    The side that went out

help-value-side =
    SIDE

help-canasta-record--concealed =
    The side that went out did so concealed (whole hand melded in one turn)

help-canasta-record--hand_canasta =
    The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one's own in the hand)

help-canasta-record--special =
    The side went out with a special hand (American): SIDE=HAND, e.g. We=straight

help-value-side-hand =
    SIDE=HAND

help-canasta-record--nobody_out =
    Nobody went out (the stock ran out)

help-canasta-record--red_threes =
    Red threes a side laid out: SIDE=N

help-value-side-n =
    SIDE=N

help-canasta-record--black_threes =
    Black threes a side laid out, where they score by count (American): SIDE=N

help-canasta-record--pot =
    What became of a side's pot (Burraco's pozzetto, Buraco's morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken

help-value-side-what =
    SIDE=WHAT

help-canasta-record--black_threes_in_hand =
    Black threes left in a side's hands, where they cost extra (Canadian, Bolivia): SIDE=N

help-canasta-record--incomplete =
    A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side's list when editing

help-value-side-meld =
    SIDE=MELD

help-canasta-record--holding =
    Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N

help-value-side-rank-n =
    SIDE:RANK=N

help-canasta-record--natural =
    Natural canastas: SIDE=N

help-canasta-record--mixed =
    Mixed canastas: SIDE=N

help-canasta-record--canasta =
    Canastas of any kind the variant has: SIDE:KIND=N

help-value-side-kind-n =
    SIDE:KIND=N

help-canasta-record--melded =
    Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS

help-value-side-points =
    SIDE=POINTS

help-canasta-record--in_hand =
    Card points left in a side's hands, as a positive number: SIDE=POINTS

help-canasta-record--penalty =
    A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-value-side-name-n =
    SIDE:NAME[=N]

help-canasta-record--bonus =
    A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT

help-canasta-record--meld_cards =
    A side's melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked

help-value-side-cards =
    SIDE=CARDS

help-canasta-record--hand_cards =
    The cards left in one player's hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out

help-canasta-record--lone =
    Three-handed: the player who played alone this hand

help-value-player =
    PLAYER

help-canasta-record--note =
    A note to keep with the hand

help-value-note =
    NOTE

help-canasta-record--from =
    Read the hand from a YAML file (one hand in the log's form; `-` for stdin)

help-value-file =
    FILE

help-canasta-show =
    Show the score sheet of the current game (or --game ID)
    .after =
        Examples:
          canasta show                      the score sheet of the current game
          canasta show --explain            every hand's itemized breakdown, then the sheet
          canasta show --chart --game 3     game 3's sheet and its running totals drawn
          canasta show --format json        everything, for programs (lines are data: see README)
          canasta show --chart --format svg -o game.svg     the chart as a picture

help-canasta-show--game =
    The game (default: the current one)

help-canasta-show--explain =
    Show every hand's itemized lines

help-canasta-show--chart =
    Draw a chart of each side's running total, hand by hand, under the sheet

help-canasta-show--format =
    Output format (`svg`: the chart as a picture)

help-value-format =
    FORMAT

help-canasta-show--output =
    Write to this file instead of stdout (an existing file is replaced only with --force)

help-canasta-show--force =
    Replace the output file if it exists

help-canasta-list =
    List the stored games
    .after =
        Examples:
          canasta list                      every game: id, variant, date, hands, totals, state
          canasta list --format json        the same, for programs

help-canasta-list--format =
    `table` for people, `json` for programs

help-canasta-use =
    Make a stored game the current one
    .after =
        Examples:
          canasta use 3                     game 3 is now the one commands act on

help-canasta-use--id =
    The game's id (see `canasta list`)

help-canasta-undo =
    Remove the last recorded hand
    .after =
        Examples:
          canasta undo
          canasta undo --game 3

help-canasta-undo--game =
    The game (default: the current one)

help-canasta-drop =
    Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after it move up, and every total, minimum and dealer after it is worked out again
    .after =
        Examples:
          canasta drop 2
          canasta drop 5 --game 3

help-canasta-drop--number =
    The hand to remove (1 is the first)

help-value-number =
    NUMBER

help-canasta-drop--game =
    The game (default: the current one)

help-canasta-edit =
    Correct hand N of a game; every hand after it is recomputed
    .long =
        Correct hand N of a game; every hand after it is recomputed.

        The flags and lines change only what they name (`--melded We=300` or "They: -15" leave everything else of the hand as it was, as table mode's "Change" does); a line starting with `=` replaces the side's whole result; `--from FILE` the whole hand.
    .after =
        Examples:
          canasta edit 2 "They: -15"                   only They's points in hand
          canasta edit 2 "They: = 90 -15"              They's whole result
          canasta edit 2 --melded They=65
          canasta edit 3 --out They --natural They=1
          canasta edit 1 --from hand.yaml

help-canasta-edit--number =
    The hand to correct (1 is the first)

help-canasta-edit--lines =
    A side's whole result as one line, replacing what it had: "They: 90 -40"

help-canasta-edit--game =
    The game (default: the current one)

help-canasta-edit--out =
    The side that went out

help-canasta-edit--concealed =
    The side that went out did so concealed (whole hand melded in one turn)

help-canasta-edit--hand_canasta =
    The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one's own in the hand)

help-canasta-edit--special =
    The side went out with a special hand (American): SIDE=HAND, e.g. We=straight

help-canasta-edit--nobody_out =
    Nobody went out (the stock ran out)

help-canasta-edit--red_threes =
    Red threes a side laid out: SIDE=N

help-canasta-edit--black_threes =
    Black threes a side laid out, where they score by count (American): SIDE=N

help-canasta-edit--pot =
    What became of a side's pot (Burraco's pozzetto, Buraco's morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken

help-canasta-edit--black_threes_in_hand =
    Black threes left in a side's hands, where they cost extra (Canadian, Bolivia): SIDE=N

help-canasta-edit--incomplete =
    A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side's list when editing

help-canasta-edit--holding =
    Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N

help-canasta-edit--natural =
    Natural canastas: SIDE=N

help-canasta-edit--mixed =
    Mixed canastas: SIDE=N

help-canasta-edit--canasta =
    Canastas of any kind the variant has: SIDE:KIND=N

help-canasta-edit--melded =
    Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS

help-canasta-edit--in_hand =
    Card points left in a side's hands, as a positive number: SIDE=POINTS

help-canasta-edit--penalty =
    A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-edit--bonus =
    A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT

help-canasta-edit--meld_cards =
    A side's melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked

help-canasta-edit--hand_cards =
    The cards left in one player's hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out

help-canasta-edit--lone =
    Three-handed: the player who played alone this hand

help-canasta-edit--note =
    A note to keep with the hand

help-canasta-edit--from =
    Replace the hand with one read from a YAML file

help-canasta-export =
    Write a game's log as YAML (to stdout, or -o FILE)
    .after =
        Examples:
          canasta export > game.yaml
          canasta export --game 3 -o club-night.yaml
          canasta export -o club-night.yaml --force      replace the file written last time

help-canasta-export--game =
    The game (default: the current one)

help-canasta-export--all =
    Every game (the archived ones too) in one file, which `canasta import` restores

help-canasta-export--format =
    `yaml`: the game log; `csv`: one row per hand per side, for spreadsheets

help-canasta-export--output =
    Write to this file instead of stdout (`-`: stdout). An existing file is replaced only with --force; a link is written through to its target

help-canasta-export--force =
    Replace the output file if it exists

help-canasta-import =
    Read a game log (YAML), check every hand, store it and make it current; prints its id. A backup (`export --all`) is restored whole or not at all. A game already here is not added again
    .after =
        Examples:
          canasta import club-night.yaml
          canasta export --game 3 | canasta --data-dir ~/other import -
          canasta import backup.yaml                    every game of a backup, or none
          canasta import backup.yaml --skip-damaged     all but the games that do not read

help-canasta-import--file =
    The YAML file to read

help-canasta-import--skip_damaged =
    Restore a backup's other games when some of its games do not read or add up (they are named, and left out)

help-canasta-delete =
    Delete a game for good (asks first; --yes for scripts)
    .after =
        Examples:
          canasta delete 3
          canasta delete 3 --yes
        A game you may want again is better archived: `canasta archive 3`.

help-canasta-delete--id =
    The game's id (see `canasta list`)

help-canasta-delete--yes =
    Do not ask

help-canasta-archive =
    Archive a game: kept and counted in `history`, out of `list` and table mode's picker
    .after =
        Examples:
          canasta archive 3
          canasta unarchive 3          bring it back

help-canasta-archive--id =
    The game's id (see `canasta list`)

help-canasta-unarchive =
    Bring an archived game back among the games
    .after =
        Examples:
          canasta unarchive 3

help-canasta-unarchive--id =
    The archived game's id (see `canasta history`)

help-canasta-history =
    One line per game, newest first, the archived ones too: date, variant, sides, result, margin, hands
    .after =
        Examples:
          canasta history
          canasta history --player Ann --variant classic
          canasta history --since 2026-01-01 --until 2026-06-30
          canasta history --format json

        A finished game that gives tournament victory points (a preset's `victory_points`) shows
        each side's in a column of their own (`victory_points` in JSON).

help-canasta-history--variant =
    Only games of this variant

help-canasta-history--player =
    Only games in which this side or player played (any case)

help-canasta-history--since =
    Only games started on or after this day (YYYY-MM-DD)

help-value-date =
    DATE

help-canasta-history--until =
    Only games started on or before this day (YYYY-MM-DD)

help-canasta-history--format =
    `table` for people, `json` for programs

help-canasta-stats =
    Statistics over the games (the archived ones too): for every player and partnership, games won and lost, hands, best and worst, dealing, going out, canastas, red threes, penalties; head to head with --vs A --vs B
    .after =
        Examples:
          canasta stats
          canasta stats --variant classic --since 2026-01-01
          canasta stats --variant three-deals --since 2026-03-07 --until 2026-03-08
                                                     a tournament, ranked by victory points
          canasta stats --vs Ann --vs Bob            Ann against Bob
          canasta stats --chart                      each player's points, game by game
          canasta stats --format csv > season.csv

        A tournament: when the games counted give victory points (a preset's `victory_points`),
        the tables are a ranking, the most victory points first, equal victory points by match
        points (the totals of those games), each row with its rank, victory points (VP) and match
        points (MP); JSON and CSV have them too (`rank`, `victory_points`, `match_points`). The
        filters pick the tournament's games.

help-canasta-stats--variant =
    Only games of this variant

help-canasta-stats--player =
    Only games in which this side or player played (any case)

help-canasta-stats--since =
    Only games started on or after this day (YYYY-MM-DD)

help-canasta-stats--until =
    Only games started on or before this day (YYYY-MM-DD)

help-canasta-stats--vs =
    Two players (or partnerships, `Ann & Cy`) for a head-to-head: --vs A --vs B

help-canasta-stats--format =
    Output format

help-canasta-stats--chart =
    Also draw each player's points added up game by game (the players named with --player, else the five with the most games)

help-canasta-players =
    The players of every game (names are people across games), and merging two spellings of one person
    .after =
        Examples:
          canasta players
          canasta players merge Anne Ann        Anne is Ann (recorded in the data folder; no game file changes)
          canasta players --format json

help-canasta-players--format =
    `table` for people, `json` for programs

help-canasta-players-merge =
    Count FROM as the same person as INTO in statistics and history
    .after =
        Examples:
          canasta players merge Anne Ann
          canasta players merge "Bob S" Bob

help-canasta-players-merge--from =
    The spelling to merge away

help-value-from =
    FROM

help-canasta-players-merge--into =
    The name it stands for

help-value-into =
    INTO

help-clap-help-command =
    Print this message or the help of the given subcommand(s)

help-canasta-match =
    A match's standing: games won by each side, points, and the winner once decided
    .after =
        Examples:
          canasta new --match club --first-to 3        the first game of a match
          canasta new --match club                     the next game, same sides and players
          canasta match club
          canasta match club --format json

help-canasta-match--name =
    The match's name

help-canasta-match--format =
    `table` for people, `json` for programs

help-canasta-tournament =
    A club's tournament night: entrants, rounds seated by movement (Mitchell, Danish, round robin, Swiss, groups and a knockout, by hand; or an individual night's), each table's game, and the standings worked out from them
    .after =
        Examples:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danish"
          canasta tournament seat club          seat round 1 (Mitchell); check it
          canasta tournament publish club       each table's game is made; the seating is fixed
          canasta record --game 7 "Rossi-Bianchi: ..." "Verdi-Neri: ..."   each deal, at each table
          canasta tournament close club         once every table's game is over
          canasta tournament standings club     VP, then MP, then head to head
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-new =
    Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")
    .after =
        Examples:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danish"
          canasta tournament new friday --variant burraco-tournament-4 --entrants - --plan "5 round-robin" < pairs.txt
          canasta tournament new home --variant burraco-tournament --plan "1 mitchell + 1 danish" --entrant "Ana, Bob" --entrant "Cy, Di" --entrant "Ed, Flo" --entrant "Gus, Hal"
          canasta tournament new summer --variant burraco-tournament --entrants pairs.txt --groups 2 --plan "3 mitchell + 2 danish"

        Groups (gironi): `--groups N` shares the entrants out in their order into groups A, B...;
        or head them in the file, a line `[A]` above each group's entrants. Each group is seated
        and ranked on its own; its tables are numbered after the group before's.

        Movements: mitchell [step K] (N-S stay, E-W move K tables), danish (1st v 2nd on the
        standings; modified, no rematch of the round before; `danish pure` allows it),
        round-robin (4 to 8 entrants), swiss (the level on the standings meet, never a rematch;
        a bye to the lowest of those with the fewest), manual (the seating given with `seat
        --seating FILE`).

help-canasta-tournament-new--name =
    The tournament's name (letters, digits, `-` and `_`)

help-canasta-tournament-new--variant =
    The variant every table plays: one of a fixed number of deals or hands

help-canasta-tournament-new--entrants =
    The entrants' file, one a line (`-`: standard input). Without it or `--entrant`, on a terminal, they are typed one a line, each checked as it is typed

help-value-entrants =
    ENTRANTS

help-canasta-tournament-new--entrant =
    An entrant, as a line of the file would give it ("Name: Player, Player", or the players); once for each

help-value-entrant =
    ENTRANT

help-canasta-tournament-new--plan =
    The plan: "3 mitchell + 1 danish", "3 swiss", "2 groups + knockout", "5 individual"

help-value-plan =
    PLAN

help-canasta-tournament-new--sit_out_vp =
    The victory points of an entrant who sits a round out (default 10, a drawn match on the 0-20 scale)

help-value-sit-out-vp =
    SIT_OUT_VP

help-canasta-tournament-new--sit_out_mp =
    The match points of an entrant who sits a round out (default 0; a club rule may give +355 with 14 VP)

help-value-sit-out-mp =
    SIT_OUT_MP

help-canasta-tournament-new--mp_tiebreak =
    How entrants level on victory points are told apart: `difference` (the match points won minus those conceded, FIBUR's) or `scored` (the points made, as some organisers do)

help-value-mp-tiebreak =
    MP_TIEBREAK

help-canasta-tournament-new--round_minutes =
    How long a round lasts, in minutes, from its publication: `status` and the board show the time left, with a warning in the last 10 minutes

help-value-round-minutes =
    ROUND_MINUTES

help-canasta-tournament-new--rank_by =
    The ranking's first key: `vp` (victory points, or games won without a victory-point table) or `points` (the points scored, summed: a Canasta night)

help-value-rank-by =
    RANK_BY

help-canasta-tournament-new--groups =
    Share the entrants out, in their order, into this many groups (A, B, ...), each seated and ranked on its own; or head the groups in the entrants' file (`[A]`)

help-value-groups =
    GROUPS

help-canasta-tournament-seat =
    Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)
    .after =
        Examples:
          canasta tournament seat club                      the next round, by the plan
          canasta tournament seat club --seating draw.txt   by hand: "1 3 8" is table 1, 3 N-S v 8 E-W; "- 5": 5 sits out

help-canasta-tournament-seat--name =
    The tournament's name

help-canasta-tournament-seat--seating =
    The seating by hand: a file of `table ns ew` lines (`-`: standard input)

help-value-seating =
    SEATING

help-canasta-tournament-publish =
    Publish the seated round: each table's game is made (the entrants' names as its sides), and the seating is fixed from then on
    .after =
        Examples:
          canasta tournament publish club

help-canasta-tournament-publish--name =
    The tournament's name

help-canasta-tournament-close =
    Close the published round once every table's game is over
    .after =
        Examples:
          canasta tournament close club
          canasta edit --game 12 2 "N-S: ..." --why "the sheet was added wrong"   a closed round's result, by the director

help-canasta-tournament-close--name =
    The tournament's name

help-canasta-tournament-seating =
    Who sits where in a round (the last seated one unless --round)
    .after =
        Examples:
          canasta tournament seating club
          canasta tournament seating club --round 2 --format json

help-canasta-tournament-seating--name =
    The tournament's name

help-canasta-tournament-seating--round =
    The round (the last seated one when not given)

help-value-round =
    ROUND

help-canasta-tournament-seating--format =
    `table` for people, `json` for programs

help-canasta-tournament-standings =
    The standings: victory points (or games won), then match points, then the result between those level
    .after =
        Examples:
          canasta tournament standings club
          canasta tournament standings club --round 3
          canasta tournament standings club --phase 2        the Danish rounds alone
          canasta tournament standings club --format csv > standings.csv
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-standings--name =
    The tournament's name

help-canasta-tournament-standings--round =
    The standings after this round (every round played when not given)

help-canasta-tournament-standings--phase =
    The standings of this phase of the plan only (1: the first), e.g. the final Danish rounds' own prize

help-value-phase =
    PHASE

help-canasta-tournament-standings--format =
    `table` for people, `json` for programs, `csv` for a spreadsheet, `html` for a page to print

help-canasta-tournament-status =
    The director's desk: the round in play, table by table (deals played, over or not, the lines' points and victory points, corrections), and its clock
    .after =
        Examples:
          canasta tournament status club
          canasta tournament status club --format json

help-canasta-tournament-status--name =
    The tournament's name

help-canasta-tournament-status--format =
    `table` for people, `json` for programs

help-canasta-tournament-absent =
    An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out's points, a Danish round pairs the others
    .after =
        Examples:
          canasta tournament absent club 7              pair 7 left
          canasta tournament absent club 7 --back       pair 7 is back
          canasta tournament absent club "Ana Rossi"    by a name the seating shows

help-canasta-tournament-absent--name =
    The tournament's name

help-canasta-tournament-absent--entrant =
    The entrant: its number, or its name (a player's name on an individual night)

help-canasta-tournament-absent--back =
    Present again

help-canasta-tournament-export =
    The event and its tables' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)
    .after =
        Examples:
          canasta tournament export club > club.yaml
          canasta tournament export club --format results --club "Circolo Roma" --members soci.txt > club.json
          canasta tournament export club --format results-csv > club.csv

help-canasta-tournament-export--name =
    The tournament's name

help-canasta-tournament-export--format =
    `yaml`: the event and its tables' games (a copy of the night); `results`: its results file (JSON); `results-csv`: its tables' results as CSV

help-canasta-tournament-export--club =
    The club that held the event, written in its results file

help-value-club =
    CLUB

help-canasta-tournament-export--members =
    The players' member numbers for the results file: a file of `Player: NUMBER` lines (`-`: standard input)

help-canasta-tournament-read-results =
    Read a results file (any club's, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs
    .after =
        Examples:
          canasta tournament read-results club.json
          canasta tournament read-results club.json --format csv

help-canasta-tournament-read-results--file =
    The results file (`-`: standard input)

help-canasta-tournament-read-results--format =
    How the standings are written

help-canasta-tournament-publish-site =
    The night's results as a folder of web pages (the standings, every round table by table, each table's sheet; light and dark), for any web host: the players open them at home after the night
    .after =
        Examples:
          canasta tournament publish-site club results/

help-canasta-tournament-publish-site--name =
    The tournament's name

help-canasta-tournament-publish-site--dir =
    The folder to write the pages into (made if it is not there)

help-canasta-tournament-publish-site--force =
    Replace the pages a folder already has (from an earlier publish)

help-canasta-tournament-list =
    The tournaments of the data folder
    .after =
        Examples:
          canasta tournament list

help-canasta-tournament-list--format =
    `table` for people, `json` for programs

help-canasta-tournament-sheet =
    A printable page of the tables' QR codes (HTML, to standard output): each table's phone scans its own, which opens the scorer's page on that table's game of the round in play, round after round. `--base`: the board's address, as `canasta serve --tournament` prints it
    .after =
        Examples:
          canasta tournament sheet club --base http://192.168.1.20:8470 > tables.html

help-canasta-tournament-sheet--name =
    The tournament's name

help-canasta-tournament-sheet--base =
    The board's address: `http://HOST:PORT`

help-value-base =
    BASE

help-canasta-tournament-sign =
    Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened
    .after =
        Examples:
          canasta tournament sign club

help-canasta-tournament-sign--name =
    The tournament's name

help-canasta-tournament-reopen =
    Reopen a signed event, saying why (`--why`, kept in the event's file): its results may be corrected again, each correction with its reason as before
    .after =
        Examples:
          canasta tournament reopen club --why "table 4's sheet was added wrong"

help-canasta-tournament-reopen--name =
    The tournament's name

help-canasta-tournament-keys =
    The tables' keys of the event (each table's phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables' sheet again
    .after =
        Examples:
          canasta tournament keys club
          canasta tournament keys club --new      a key was lost or seen: new keys, then the sheet again

help-canasta-tournament-keys--name =
    The tournament's name

help-canasta-tournament-keys--new =
    New keys for every table (the old ones open nothing from then on)

help-canasta-tournament-desk =
    The director's desk at the terminal, in table mode's manner: the round in play table by table, the round's steps (seat, publish, close), a table's game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event's log), and the standings
    .after =
        Examples:
          canasta tournament desk club

help-canasta-tournament-desk--name =
    The tournament's name

help-canasta-circuit =
    A circuit's standings (a summer tour, a club championship, a federation's ranking): the events of a folder added up, each pair's and each player's (over all their partners), with attendance and the finalists by the circuit's rule
    .long =
        A circuit's standings (a summer tour, a club championship, a federation's ranking): the events of a folder added up, each pair's and each player's (over all their partners), with attendance and the finalists by the circuit's rule.

        The folder holds the events: results files (`tournament export --format results`, any club's) and nights exported whole (`tournament export`), each checked by the referee (its standings worked out again from its tables, its games replayed); one that does not add up is refused, naming it. Its `circuit.yaml` gives the circuit's name and its finalists: `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}` (the first 4 of each stage, or `share: 25` for the first quarter, who played 3 stages or more), or `{"{"}rule: overall, top: 16, min_stages: 3{"}"}` (the first 16 of the circuit).
    .after =
        Examples:
          canasta circuit summer-tour/
          canasta circuit summer-tour/ --site summer-tour-site/     also as a web page
          canasta circuit summer-tour/ --format csv > summer-tour.csv

help-canasta-circuit--dir =
    The circuit's folder: its events (`*.json` results files, `*.yaml` nights as `tournament export` writes them) and, if it has one, its `circuit.yaml` (its name and its finalists' rule)

help-canasta-circuit--format =
    How the standings are written

help-canasta-circuit--site =
    Also write them as a web page (`index.html` and its style sheet) into this folder

help-canasta-circuit--force =
    Replace the pages the `--site` folder already has

help-canasta-serve =
    Show the current game live on a web page for the phones at the table, and a page for the scorer's phone to record it
    .long =
        Show the current game live on a web page for the phones at the table, and a page for the scorer's phone to record it.

        Prints the board's address and a QR code of it. On the loopback address by default; with --listen 0.0.0.0:8470 the table's phones can reach it, and the address then carries a random key the page requires. Then the scorer's page's address and QR code, with its own key after `#`: the phone that keeps the score records the hands there (the board's key gives no such access). Enter makes a new scorer's key (a phone lost). Ctrl-C stops it.
    .after =
        Examples:
          canasta serve                          http://127.0.0.1:8470/ on this machine
          canasta serve --listen 0.0.0.0:8470    for the phones at the table (scan the QR code)
          canasta serve --game 3

help-canasta-serve--listen =
    Address and port to listen on

help-value-address-port =
    ADDRESS:PORT

help-canasta-serve--game =
    The game to show (default: the current one, whichever it is)

help-canasta-serve--tls =
    Serve over HTTPS, with this certificate chain and its private key (PEM files), so the scorer's key never crosses the network in clear

help-value-cert =
    CERT

help-value-key =
    KEY

help-canasta-serve--tournament =
    A tournament night: the board shows its seating and standings, and each table's phone (its QR code on the sheet `canasta tournament sheet` prints) scores that table's game of the round in play

help-canasta-min =
    Print the initial-meld minimum for a cumulative score
    .after =
        Examples:
          canasta min 1500                  90
          canasta min -- -20                15 (a negative score)
          canasta min --variant classic-6p-teams-of-3 7000    150
          canasta min 1500 --format json    {"{"}"variant": "classic", "at": {"{"}"score": 1500{"}"}, "minimum": 90{"}"}

help-canasta-min--variant =
    Variant: a preset name (see `canasta variants`) or a preset file's path

help-canasta-min--score =
    Cumulative score (may be negative; at most 999,999,999 either way)

help-value-score =
    SCORE

help-canasta-min--hand =
    The hand number, for a variant whose minimum goes by hand (Hand and Foot)

help-canasta-min--format =
    `table` for people, `json` for programs

help-canasta-variants =
    List the variants (built-in and your own), show one's rules, or check a preset file
    .after =
        Examples:
          canasta variants
          canasta variants show american
          canasta variants check ours.yaml
          canasta variants show american --format json

        A preset of your own is a YAML file, usually a few lines:
          extends: classic
          description: Classic to 3000, concealed bonus 300
          target: 3000
          going_out: {"{"}concealed_bonus: 300{"}"}
        Put it in the `presets/` folder of the config directory to use it by name
        (`canasta new --variant ours`), or give its path (`canasta new --variant ./ours.yaml`).

help-canasta-variants-show =
    Print a variant's rules as a table
    .after =
        Examples:
          canasta variants show classic
          canasta variants show ./ours.yaml

help-canasta-variants-show--variant =
    Variant: a preset name (see `canasta variants`) or a preset file's path

help-canasta-variants-check =
    Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not
    .after =
        Examples:
          canasta variants check ours.yaml

help-canasta-variants-check--file =
    The preset file

help-canasta-check =
    Ask the rules: is this initial meld enough, may I take the pile, may we go out, is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input
    .after =
        Examples:
          canasta check meld KKK QQ2 --score 1500         is it enough at 1500? (90: no)
          canasta check pile --top 9 --hand 99            may I take the pile?
          canasta check out --canastas 1                  may we go out?
          canasta check hand A2R456789TJQK* --variant american   a special hand?
          canasta check meld KKK QQ2 --score 1500 --format json   the answer as JSON

        Card notation: a meld is one word of card symbols: A K Q J T (or 10) 9 8 7 6 5 4,
        2 (wild), * (joker), R (red three), B (black three); lower case is fine. Kx7 is seven
        kings. Melds are separated by spaces or commas: "666 AAA2" is two melds.

help-canasta-check-meld =
    Is this initial meld enough? Prints each meld's count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld
    .after =
        Examples:
          canasta check meld KKK QQ2 --top K --score 0        at 0, 70 meets the 50 needed
          canasta check meld KKK QQ2 --top K --score 1500     70 is short of 90
          canasta check meld AAA KKK QQ2 --variant american --score 2000
          canasta check meld KKKKKKK 555 --going-out --score 3000   concealed: no minimum
          canasta check meld 666 AAA2 --game 1 --side We

        Card notation: A K Q J T (or 10) 9 8 7 6 5 4, 2 (wild), * (joker), R (red three),
        B (black three); Kx7 is seven kings; melds separated by spaces or commas.

help-canasta-check-meld--cards =
    The melds, e.g. KKK QQ2 (or "KKK QQ2")

help-value-cards =
    CARDS

help-canasta-check-meld--variant =
    Variant: a preset name or a preset file's path (default: the current game's rules, or classic when there is no current game)

help-canasta-check-meld--game =
    Use this game's rules (and, with --side, the side's score)

help-canasta-check-meld--score =
    The side's cumulative score (may be negative: --score -20). At most 999,999,999 either way: beyond what any game can reach, refused rather than rounded

help-canasta-check-meld--side =
    The side whose minimum applies (with --game, or the current game)

help-canasta-check-meld--top =
    The top card of the discard pile, taken for this meld (it is among the melds)

help-value-card =
    CARD

help-canasta-check-meld--going_out =
    The player melds the whole hand this turn after drawing from the stock (going out concealed)

help-canasta-check-pile =
    May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no
    .after =
        Examples:
          canasta check pile --top 7 --hand 72 --table 7777 --frozen      no: frozen needs a natural pair
          canasta check pile --top B --hand BB                             no: a black three stops the pile
          canasta check pile --variant american --top 9 --hand "AA* QQQ 992 TT" --not-melded   yes

help-canasta-check-pile--variant =
    Variant: a preset name or a preset file's path (default: the current game's rules, or classic when there is no current game)

help-canasta-check-pile--game =
    Use this game's rules (and, with --side, the side's score)

help-canasta-check-pile--top =
    The top card of the discard pile

help-canasta-check-pile--hand =
    The cards in the player's hand that could be used (or the whole hand)

help-canasta-check-pile--table =
    The side's melds on the table

help-value-melds =
    MELDS

help-canasta-check-pile--not_melded =
    The side has not made its initial meld yet

help-canasta-check-pile--frozen =
    A wild card or a red three is in the pile (it is frozen)

help-canasta-check-pile--opponents =
    The opponents' melds on the table (their completed canastas matter in some variants)

help-canasta-check-pile--hand_size =
    How many cards the player holds

help-canasta-check-pile--pile_size =
    How many cards are in the pile

help-canasta-check-out =
    May this side go out now? Verdict and reason; exit 0 yes, 1 no
    .after =
        Examples:
          canasta check out --table "KKKKKKK QQ2" --left 1
          canasta check out --variant american --canasta natural=1 --canasta mixed=1 --left 0
          canasta check out --canastas 1 --partner-said-no

help-canasta-check-out--variant =
    Variant: a preset name or a preset file's path (default: the current game's rules, or classic when there is no current game)

help-canasta-check-out--game =
    Use this game's rules (and, with --side, the side's score)

help-canasta-check-out--table =
    The side's melds on the table, including those going down this turn

help-canasta-check-out--canastas =
    Completed canastas, of any kind

help-canasta-check-out--canasta =
    Completed canastas of a kind: KIND=N (e.g. natural=2)

help-value-kind-n =
    KIND=N

help-canasta-check-out--left =
    Cards the player would still hold after melding all they can (1: one to discard)

help-canasta-check-out--concealed =
    The player's side has melded nothing yet: going out concealed

help-canasta-check-out--partner_said_no =
    The player asked "may I go out?" and the partner said no

help-canasta-check-out--no_pot =
    The side has not taken its pot yet (Burraco's pozzetto, Buraco's morto)

help-canasta-check-hand =
    Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no
    .after =
        Examples:
          canasta check hand A2R456789TJQK*          a straight (3000)
          canasta check hand 4455778899TTQQ          pairs (2500)
          canasta check hand 4446666JJJJAAA          garbage (2000)

help-canasta-check-hand--cards =
    The fourteen cards

help-canasta-check-hand--variant =
    Variant (default: american)

help-canasta-manpage =
    Print the manual page (roff), for `man canasta`; --dir writes every page (one per subcommand, as `man canasta-record`)
    .after =
        Examples:
          mkdir -p ~/.cargo/share/man/man1
          canasta manpage --dir ~/.cargo/share/man/man1           then: man canasta, man canasta-record
          canasta manpage > ~/.cargo/share/man/man1/canasta.1

help-canasta-manpage--dir =
    Write the main page and one page per subcommand into this folder

help-canasta-completions =
    Print a shell completion script
    .after =
        Examples:
          canasta completions bash > ~/.local/share/bash-completion/completions/canasta
          canasta completions zsh > ~/.zfunc/_canasta
          canasta completions fish > ~/.config/fish/completions/canasta.fish

help-canasta-completions--shell =
    The shell

help-value-shell =
    SHELL

## clap's own words: the help's headings, what it adds after an option's help, and the
## command line's refusals (as clap says them in English).

help-clap-usage = Usage:
help-clap-commands = Commands:
help-clap-arguments = Arguments:
help-clap-options = Options:
help-clap-default = default: { $value }
help-clap-env = env: { $name }
help-clap-possible-values = possible values: { $values }
help-clap-commands-list = subcommands: { $values }
help-clap-error = error:
help-clap-unknown-argument = unexpected argument '{ $arg }' found
help-clap-unknown-command = unrecognized subcommand '{ $command }'
help-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
help-clap-value-required = a value is required for '{ $arg }' but none was supplied
help-clap-missing = the following required arguments were not provided:
help-clap-missing-command = '{ $command }' requires a subcommand but one was not provided
help-clap-twice = the argument '{ $arg }' cannot be used multiple times
help-clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
help-clap-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
help-clap-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
help-clap-wrong-number = { $expected } values required for '{ $arg }' but { $given } were provided
help-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
help-clap-tip = tip:
help-clap-similar-command = { $count ->
    [one] a similar subcommand exists: '{ $name }'
   *[other] some similar subcommands exist: '{ $name }'
}
help-clap-similar-argument = { $count ->
    [one] a similar argument exists: '{ $name }'
   *[other] some similar arguments exist: '{ $name }'
}
help-clap-similar-value = { $count ->
    [one] a similar value exists: '{ $name }'
   *[other] some similar values exist: '{ $name }'
}
help-clap-more = For more information, try '{ $flag }'.
