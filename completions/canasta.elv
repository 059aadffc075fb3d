
use builtin;
use str;

set edit:completion:arg-completer[canasta] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'canasta'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'canasta'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand play 'Table mode: score the current game (or a new one) hand by hand, answering questions'
            cand new 'Start a new game and make it current; prints its id'
            cand record 'Record one hand for the current game; prints its breakdown and the score sheet'
            cand show 'Show the score sheet of the current game (or --game ID)'
            cand list 'List the stored games'
            cand use 'Make a stored game the current one'
            cand undo 'Remove the last recorded hand'
            cand drop 'Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after it move up, and every total, minimum and dealer after it is worked out again'
            cand edit 'Correct hand N of a game; every hand after it is recomputed'
            cand export 'Write a game''s log as YAML (to stdout, or -o FILE)'
            cand import 'Read a game log (YAML), check every hand, store it and make it current; prints its id. A backup (`export --all`) is restored whole or not at all. A game already here is not added again'
            cand delete 'Delete a game for good (asks first; --yes for scripts)'
            cand archive 'Archive a game: kept and counted in `history`, out of `list` and table mode''s picker'
            cand unarchive 'Bring an archived game back among the games'
            cand history 'One line per game, newest first, the archived ones too: date, variant, sides, result, margin, hands'
            cand stats 'Statistics over the games (the archived ones too): for every player and partnership, games won and lost, hands, best and worst, dealing, going out, canastas, red threes, penalties; head to head with --vs A --vs B'
            cand players 'The players of every game (names are people across games), and merging two spellings of one person'
            cand match 'A match''s standing: games won by each side, points, and the winner once decided'
            cand tournament 'A club''s tournament night: entrants, rounds seated by movement (Mitchell, Danish, round robin, Swiss, groups and a knockout, by hand; or an individual night''s), each table''s game, and the standings worked out from them'
            cand circuit 'A circuit''s standings (a summer tour, a club championship, a federation''s ranking): the events of a folder added up, each pair''s and each player''s (over all their partners), with attendance and the finalists by the circuit''s rule'
            cand serve 'Show the current game live on a web page for the phones at the table, and a page for the scorer''s phone to record it'
            cand min 'Print the initial-meld minimum for a cumulative score'
            cand variants 'List the variants (built-in and your own), show one''s rules, or check a preset file'
            cand check 'Ask the rules: is this initial meld enough, may I take the pile, may we go out, is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input'
            cand manpage 'Print the manual page (roff), for `man canasta`; --dir writes every page (one per subcommand, as `man canasta-record`)'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;play'= {
            cand --variant 'Variant for a new game (default: the last game''s, else classic)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --new 'Start a new game even if there is a current one'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'canasta;new'= {
            cand --variant 'Variant: a preset name (see `canasta variants`) or a preset file''s path'
            cand --side 'A side''s name, in seat order (three-handed: a player''s). Default: We, They (and You), in the language spoken (Nosotros, Ellos in Spanish)'
            cand --player 'A player''s name, in seat order clockwise (optional)'
            cand --dealer 'Who deals the first hand (default: the first seat)'
            cand --start 'Start from totals kept elsewhere (a game begun on paper): SIDE=TOTAL, comma separated, e.g. --start We=2350,They=1800'
            cand --match 'Play this game in a match: a series of games between the same sides. The next game of a match takes its variant, sides and players unless given'
            cand --first-to 'A new match is won by the first side to win N games ...'
            cand --games '... or is N games (the most wins; then the most points)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;record'= {
            cand --game 'The game (default: the current one)'
            cand --out 'The side that went out'
            cand --special 'The side went out with a special hand (American): SIDE=HAND, e.g. We=straight'
            cand --red-threes 'Red threes a side laid out: SIDE=N'
            cand --black-threes 'Black threes a side laid out, where they score by count (American): SIDE=N'
            cand --pot 'What became of a side''s pot (Burraco''s pozzetto, Buraco''s morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken'
            cand --black-threes-in-hand 'Black threes left in a side''s hands, where they cost extra (Canadian, Bolivia): SIDE=N'
            cand --incomplete 'A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side''s list when editing'
            cand --holding 'Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N'
            cand --natural 'Natural canastas: SIDE=N'
            cand --mixed 'Mixed canastas: SIDE=N'
            cand --canasta 'Canastas of any kind the variant has: SIDE:KIND=N'
            cand --melded 'Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS'
            cand --in-hand 'Card points left in a side''s hands, as a positive number: SIDE=POINTS'
            cand --penalty 'A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take'
            cand --bonus 'A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT'
            cand --meld 'A side''s melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked'
            cand --hand 'The cards left in one player''s hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out'
            cand --lone 'Three-handed: the player who played alone this hand'
            cand --note 'A note to keep with the hand'
            cand --from 'Read the hand from a YAML file (one hand in the log''s form; `-` for stdin)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --concealed 'The side that went out did so concealed (whole hand melded in one turn)'
            cand --hand-canasta 'The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one''s own in the hand)'
            cand --nobody-out 'Nobody went out (the stock ran out)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;show'= {
            cand --game 'The game (default: the current one)'
            cand --format 'Output format (`svg`: the chart as a picture)'
            cand -o 'Write to this file instead of stdout (an existing file is replaced only with --force)'
            cand --output 'Write to this file instead of stdout (an existing file is replaced only with --force)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --explain 'Show every hand''s itemized lines'
            cand --chart 'Draw a chart of each side''s running total, hand by hand, under the sheet'
            cand --force 'Replace the output file if it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'canasta;list'= {
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;use'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;undo'= {
            cand --game 'The game (default: the current one)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;drop'= {
            cand --game 'The game (default: the current one)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;edit'= {
            cand --game 'The game (default: the current one)'
            cand --out 'The side that went out'
            cand --special 'The side went out with a special hand (American): SIDE=HAND, e.g. We=straight'
            cand --red-threes 'Red threes a side laid out: SIDE=N'
            cand --black-threes 'Black threes a side laid out, where they score by count (American): SIDE=N'
            cand --pot 'What became of a side''s pot (Burraco''s pozzetto, Buraco''s morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken'
            cand --black-threes-in-hand 'Black threes left in a side''s hands, where they cost extra (Canadian, Bolivia): SIDE=N'
            cand --incomplete 'A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side''s list when editing'
            cand --holding 'Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N'
            cand --natural 'Natural canastas: SIDE=N'
            cand --mixed 'Mixed canastas: SIDE=N'
            cand --canasta 'Canastas of any kind the variant has: SIDE:KIND=N'
            cand --melded 'Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS'
            cand --in-hand 'Card points left in a side''s hands, as a positive number: SIDE=POINTS'
            cand --penalty 'A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take'
            cand --bonus 'A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT'
            cand --meld 'A side''s melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked'
            cand --hand 'The cards left in one player''s hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out'
            cand --lone 'Three-handed: the player who played alone this hand'
            cand --note 'A note to keep with the hand'
            cand --from 'Replace the hand with one read from a YAML file'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --concealed 'The side that went out did so concealed (whole hand melded in one turn)'
            cand --hand-canasta 'The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one''s own in the hand)'
            cand --nobody-out 'Nobody went out (the stock ran out)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'canasta;export'= {
            cand --game 'The game (default: the current one)'
            cand --format '`yaml`: the game log; `csv`: one row per hand per side, for spreadsheets'
            cand -o 'Write to this file instead of stdout (`-`: stdout). An existing file is replaced only with --force; a link is written through to its target'
            cand --output 'Write to this file instead of stdout (`-`: stdout). An existing file is replaced only with --force; a link is written through to its target'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --all 'Every game (the archived ones too) in one file, which `canasta import` restores'
            cand --force 'Replace the output file if it exists'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;import'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --skip-damaged 'Restore a backup''s other games when some of its games do not read or add up (they are named, and left out)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;delete'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --yes 'Do not ask'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;archive'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;unarchive'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;history'= {
            cand --variant 'Only games of this variant'
            cand --player 'Only games in which this side or player played (any case)'
            cand --since 'Only games started on or after this day (YYYY-MM-DD)'
            cand --until 'Only games started on or before this day (YYYY-MM-DD)'
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;stats'= {
            cand --variant 'Only games of this variant'
            cand --player 'Only games in which this side or player played (any case)'
            cand --since 'Only games started on or after this day (YYYY-MM-DD)'
            cand --until 'Only games started on or before this day (YYYY-MM-DD)'
            cand --vs 'Two players (or partnerships, `Ann & Cy`) for a head-to-head: --vs A --vs B'
            cand --format 'Output format'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --chart 'Also draw each player''s points added up game by game (the players named with --player, else the five with the most games)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;players'= {
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand merge 'Count FROM as the same person as INTO in statistics and history'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;players;merge'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;players;help'= {
            cand merge 'Count FROM as the same person as INTO in statistics and history'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;players;help;merge'= {
        }
        &'canasta;players;help;help'= {
        }
        &'canasta;match'= {
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand new 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")'
            cand seat 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)'
            cand publish 'Publish the seated round: each table''s game is made (the entrants'' names as its sides), and the seating is fixed from then on'
            cand close 'Close the published round once every table''s game is over'
            cand seating 'Who sits where in a round (the last seated one unless --round)'
            cand standings 'The standings: victory points (or games won), then match points, then the result between those level'
            cand status 'The director''s desk: the round in play, table by table (deals played, over or not, the lines'' points and victory points, corrections), and its clock'
            cand absent 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out''s points, a Danish round pairs the others'
            cand export 'The event and its tables'' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)'
            cand read-results 'Read a results file (any club''s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs'
            cand publish-site 'The night''s results as a folder of web pages (the standings, every round table by table, each table''s sheet; light and dark), for any web host: the players open them at home after the night'
            cand list 'The tournaments of the data folder'
            cand sheet 'A printable page of the tables'' QR codes (HTML, to standard output): each table''s phone scans its own, which opens the scorer''s page on that table''s game of the round in play, round after round. `--base`: the board''s address, as `canasta serve --tournament` prints it'
            cand sign 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened'
            cand reopen 'Reopen a signed event, saying why (`--why`, kept in the event''s file): its results may be corrected again, each correction with its reason as before'
            cand keys 'The tables'' keys of the event (each table''s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables'' sheet again'
            cand desk 'The director''s desk at the terminal, in table mode''s manner: the round in play table by table, the round''s steps (seat, publish, close), a table''s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event''s log), and the standings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;tournament;new'= {
            cand --variant 'The variant every table plays: one of a fixed number of deals or hands'
            cand --entrants 'The entrants'' file, one a line (`-`: standard input). Without it or `--entrant`, on a terminal, they are typed one a line, each checked as it is typed'
            cand --entrant 'An entrant, as a line of the file would give it ("Name: Player, Player", or the players); once for each'
            cand --plan 'The plan: "3 mitchell + 1 danish", "3 swiss", "2 groups + knockout", "5 individual"'
            cand --sit-out-vp 'The victory points of an entrant who sits a round out (default 10, a drawn match on the 0-20 scale)'
            cand --sit-out-mp 'The match points of an entrant who sits a round out (default 0; a club rule may give +355 with 14 VP)'
            cand --mp-tiebreak 'How entrants level on victory points are told apart: `difference` (the match points won minus those conceded, FIBUR''s) or `scored` (the points made, as some organisers do)'
            cand --round-minutes 'How long a round lasts, in minutes, from its publication: `status` and the board show the time left, with a warning in the last 10 minutes'
            cand --rank-by 'The ranking''s first key: `vp` (victory points, or games won without a victory-point table) or `points` (the points scored, summed: a Canasta night)'
            cand --groups 'Share the entrants out, in their order, into this many groups (A, B, ...), each seated and ranked on its own; or head the groups in the entrants'' file (`[A]`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;seat'= {
            cand --seating 'The seating by hand: a file of `table ns ew` lines (`-`: standard input)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;publish'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;close'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;seating'= {
            cand --round 'The round (the last seated one when not given)'
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;standings'= {
            cand --round 'The standings after this round (every round played when not given)'
            cand --phase 'The standings of this phase of the plan only (1: the first), e.g. the final Danish rounds'' own prize'
            cand --format '`table` for people, `json` for programs, `csv` for a spreadsheet, `html` for a page to print'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;status'= {
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;absent'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --back 'Present again'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;export'= {
            cand --format '`yaml`: the event and its tables'' games (a copy of the night); `results`: its results file (JSON); `results-csv`: its tables'' results as CSV'
            cand --club 'The club that held the event, written in its results file'
            cand --members 'The players'' member numbers for the results file: a file of `Player: NUMBER` lines (`-`: standard input)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;read-results'= {
            cand --format 'How the standings are written'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;publish-site'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --force 'Replace the pages a folder already has (from an earlier publish)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;list'= {
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;sheet'= {
            cand --base 'The board''s address: `http://HOST:PORT`'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;sign'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;reopen'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;keys'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --new 'New keys for every table (the old ones open nothing from then on)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;desk'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;tournament;help'= {
            cand new 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")'
            cand seat 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)'
            cand publish 'Publish the seated round: each table''s game is made (the entrants'' names as its sides), and the seating is fixed from then on'
            cand close 'Close the published round once every table''s game is over'
            cand seating 'Who sits where in a round (the last seated one unless --round)'
            cand standings 'The standings: victory points (or games won), then match points, then the result between those level'
            cand status 'The director''s desk: the round in play, table by table (deals played, over or not, the lines'' points and victory points, corrections), and its clock'
            cand absent 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out''s points, a Danish round pairs the others'
            cand export 'The event and its tables'' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)'
            cand read-results 'Read a results file (any club''s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs'
            cand publish-site 'The night''s results as a folder of web pages (the standings, every round table by table, each table''s sheet; light and dark), for any web host: the players open them at home after the night'
            cand list 'The tournaments of the data folder'
            cand sheet 'A printable page of the tables'' QR codes (HTML, to standard output): each table''s phone scans its own, which opens the scorer''s page on that table''s game of the round in play, round after round. `--base`: the board''s address, as `canasta serve --tournament` prints it'
            cand sign 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened'
            cand reopen 'Reopen a signed event, saying why (`--why`, kept in the event''s file): its results may be corrected again, each correction with its reason as before'
            cand keys 'The tables'' keys of the event (each table''s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables'' sheet again'
            cand desk 'The director''s desk at the terminal, in table mode''s manner: the round in play table by table, the round''s steps (seat, publish, close), a table''s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event''s log), and the standings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;tournament;help;new'= {
        }
        &'canasta;tournament;help;seat'= {
        }
        &'canasta;tournament;help;publish'= {
        }
        &'canasta;tournament;help;close'= {
        }
        &'canasta;tournament;help;seating'= {
        }
        &'canasta;tournament;help;standings'= {
        }
        &'canasta;tournament;help;status'= {
        }
        &'canasta;tournament;help;absent'= {
        }
        &'canasta;tournament;help;export'= {
        }
        &'canasta;tournament;help;read-results'= {
        }
        &'canasta;tournament;help;publish-site'= {
        }
        &'canasta;tournament;help;list'= {
        }
        &'canasta;tournament;help;sheet'= {
        }
        &'canasta;tournament;help;sign'= {
        }
        &'canasta;tournament;help;reopen'= {
        }
        &'canasta;tournament;help;keys'= {
        }
        &'canasta;tournament;help;desk'= {
        }
        &'canasta;tournament;help;help'= {
        }
        &'canasta;circuit'= {
            cand --format 'How the standings are written'
            cand --site 'Also write them as a web page (`index.html` and its style sheet) into this folder'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --force 'Replace the pages the `--site` folder already has'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'canasta;serve'= {
            cand --listen 'Address and port to listen on'
            cand --game 'The game to show (default: the current one, whichever it is)'
            cand --tls 'Serve over HTTPS, with this certificate chain and its private key (PEM files), so the scorer''s key never crosses the network in clear'
            cand --tournament 'A tournament night: the board shows its seating and standings, and each table''s phone (its QR code on the sheet `canasta tournament sheet` prints) scores that table''s game of the round in play'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'canasta;min'= {
            cand --variant 'Variant: a preset name (see `canasta variants`) or a preset file''s path'
            cand --hand 'The hand number, for a variant whose minimum goes by hand (Hand and Foot)'
            cand --format '`table` for people, `json` for programs'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;variants'= {
            cand --format '`table` for people, `json` for programs (also after `show` and `check`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand show 'Print a variant''s rules as a table'
            cand check 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;variants;show'= {
            cand --format '`table` for people, `json` for programs (also after `show` and `check`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;variants;check'= {
            cand --format '`table` for people, `json` for programs (also after `show` and `check`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;variants;help'= {
            cand show 'Print a variant''s rules as a table'
            cand check 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;variants;help;show'= {
        }
        &'canasta;variants;help;check'= {
        }
        &'canasta;variants;help;help'= {
        }
        &'canasta;check'= {
            cand --format '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand meld 'Is this initial meld enough? Prints each meld''s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld'
            cand pile 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no'
            cand out 'May this side go out now? Verdict and reason; exit 0 yes, 1 no'
            cand hand 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;check;meld'= {
            cand --variant 'Variant: a preset name or a preset file''s path (default: the current game''s rules, or classic when there is no current game)'
            cand --game 'Use this game''s rules (and, with --side, the side''s score)'
            cand --score 'The side''s cumulative score (may be negative: --score -20). At most 999,999,999 either way: beyond what any game can reach, refused rather than rounded'
            cand --side 'The side whose minimum applies (with --game, or the current game)'
            cand --top 'The top card of the discard pile, taken for this meld (it is among the melds)'
            cand --format '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --going-out 'The player melds the whole hand this turn after drawing from the stock (going out concealed)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;check;pile'= {
            cand --variant 'Variant: a preset name or a preset file''s path (default: the current game''s rules, or classic when there is no current game)'
            cand --game 'Use this game''s rules (and, with --side, the side''s score)'
            cand --top 'The top card of the discard pile'
            cand --hand 'The cards in the player''s hand that could be used (or the whole hand)'
            cand --table 'The side''s melds on the table'
            cand --opponents 'The opponents'' melds on the table (their completed canastas matter in some variants)'
            cand --hand-size 'How many cards the player holds'
            cand --pile-size 'How many cards are in the pile'
            cand --format '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --not-melded 'The side has not made its initial meld yet'
            cand --frozen 'A wild card or a red three is in the pile (it is frozen)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;check;out'= {
            cand --variant 'Variant: a preset name or a preset file''s path (default: the current game''s rules, or classic when there is no current game)'
            cand --game 'Use this game''s rules (and, with --side, the side''s score)'
            cand --table 'The side''s melds on the table, including those going down this turn'
            cand --canastas 'Completed canastas, of any kind'
            cand --canasta 'Completed canastas of a kind: KIND=N (e.g. natural=2)'
            cand --left 'Cards the player would still hold after melding all they can (1: one to discard)'
            cand --format '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand --concealed 'The player''s side has melded nothing yet: going out concealed'
            cand --partner-said-no 'The player asked "may I go out?" and the partner said no'
            cand --no-pot 'The side has not taken its pot yet (Burraco''s pozzetto, Buraco''s morto)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;check;hand'= {
            cand --variant 'Variant (default: american)'
            cand --format '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;check;help'= {
            cand meld 'Is this initial meld enough? Prints each meld''s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld'
            cand pile 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no'
            cand out 'May this side go out now? Verdict and reason; exit 0 yes, 1 no'
            cand hand 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;check;help;meld'= {
        }
        &'canasta;check;help;pile'= {
        }
        &'canasta;check;help;out'= {
        }
        &'canasta;check;help;hand'= {
        }
        &'canasta;check;help;help'= {
        }
        &'canasta;manpage'= {
            cand --dir 'Write the main page and one page per subcommand into this folder'
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;completions'= {
            cand --data-dir 'Where games are kept (default: the platform''s data directory)'
            cand --config-dir 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)'
            cand --wait 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)'
            cand --why 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after'
            cand --color 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`'
            cand --lang 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'canasta;help'= {
            cand play 'Table mode: score the current game (or a new one) hand by hand, answering questions'
            cand new 'Start a new game and make it current; prints its id'
            cand record 'Record one hand for the current game; prints its breakdown and the score sheet'
            cand show 'Show the score sheet of the current game (or --game ID)'
            cand list 'List the stored games'
            cand use 'Make a stored game the current one'
            cand undo 'Remove the last recorded hand'
            cand drop 'Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after it move up, and every total, minimum and dealer after it is worked out again'
            cand edit 'Correct hand N of a game; every hand after it is recomputed'
            cand export 'Write a game''s log as YAML (to stdout, or -o FILE)'
            cand import 'Read a game log (YAML), check every hand, store it and make it current; prints its id. A backup (`export --all`) is restored whole or not at all. A game already here is not added again'
            cand delete 'Delete a game for good (asks first; --yes for scripts)'
            cand archive 'Archive a game: kept and counted in `history`, out of `list` and table mode''s picker'
            cand unarchive 'Bring an archived game back among the games'
            cand history 'One line per game, newest first, the archived ones too: date, variant, sides, result, margin, hands'
            cand stats 'Statistics over the games (the archived ones too): for every player and partnership, games won and lost, hands, best and worst, dealing, going out, canastas, red threes, penalties; head to head with --vs A --vs B'
            cand players 'The players of every game (names are people across games), and merging two spellings of one person'
            cand match 'A match''s standing: games won by each side, points, and the winner once decided'
            cand tournament 'A club''s tournament night: entrants, rounds seated by movement (Mitchell, Danish, round robin, Swiss, groups and a knockout, by hand; or an individual night''s), each table''s game, and the standings worked out from them'
            cand circuit 'A circuit''s standings (a summer tour, a club championship, a federation''s ranking): the events of a folder added up, each pair''s and each player''s (over all their partners), with attendance and the finalists by the circuit''s rule'
            cand serve 'Show the current game live on a web page for the phones at the table, and a page for the scorer''s phone to record it'
            cand min 'Print the initial-meld minimum for a cumulative score'
            cand variants 'List the variants (built-in and your own), show one''s rules, or check a preset file'
            cand check 'Ask the rules: is this initial meld enough, may I take the pile, may we go out, is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input'
            cand manpage 'Print the manual page (roff), for `man canasta`; --dir writes every page (one per subcommand, as `man canasta-record`)'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'canasta;help;play'= {
        }
        &'canasta;help;new'= {
        }
        &'canasta;help;record'= {
        }
        &'canasta;help;show'= {
        }
        &'canasta;help;list'= {
        }
        &'canasta;help;use'= {
        }
        &'canasta;help;undo'= {
        }
        &'canasta;help;drop'= {
        }
        &'canasta;help;edit'= {
        }
        &'canasta;help;export'= {
        }
        &'canasta;help;import'= {
        }
        &'canasta;help;delete'= {
        }
        &'canasta;help;archive'= {
        }
        &'canasta;help;unarchive'= {
        }
        &'canasta;help;history'= {
        }
        &'canasta;help;stats'= {
        }
        &'canasta;help;players'= {
            cand merge 'Count FROM as the same person as INTO in statistics and history'
        }
        &'canasta;help;players;merge'= {
        }
        &'canasta;help;match'= {
        }
        &'canasta;help;tournament'= {
            cand new 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")'
            cand seat 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)'
            cand publish 'Publish the seated round: each table''s game is made (the entrants'' names as its sides), and the seating is fixed from then on'
            cand close 'Close the published round once every table''s game is over'
            cand seating 'Who sits where in a round (the last seated one unless --round)'
            cand standings 'The standings: victory points (or games won), then match points, then the result between those level'
            cand status 'The director''s desk: the round in play, table by table (deals played, over or not, the lines'' points and victory points, corrections), and its clock'
            cand absent 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out''s points, a Danish round pairs the others'
            cand export 'The event and its tables'' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)'
            cand read-results 'Read a results file (any club''s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs'
            cand publish-site 'The night''s results as a folder of web pages (the standings, every round table by table, each table''s sheet; light and dark), for any web host: the players open them at home after the night'
            cand list 'The tournaments of the data folder'
            cand sheet 'A printable page of the tables'' QR codes (HTML, to standard output): each table''s phone scans its own, which opens the scorer''s page on that table''s game of the round in play, round after round. `--base`: the board''s address, as `canasta serve --tournament` prints it'
            cand sign 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened'
            cand reopen 'Reopen a signed event, saying why (`--why`, kept in the event''s file): its results may be corrected again, each correction with its reason as before'
            cand keys 'The tables'' keys of the event (each table''s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables'' sheet again'
            cand desk 'The director''s desk at the terminal, in table mode''s manner: the round in play table by table, the round''s steps (seat, publish, close), a table''s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event''s log), and the standings'
        }
        &'canasta;help;tournament;new'= {
        }
        &'canasta;help;tournament;seat'= {
        }
        &'canasta;help;tournament;publish'= {
        }
        &'canasta;help;tournament;close'= {
        }
        &'canasta;help;tournament;seating'= {
        }
        &'canasta;help;tournament;standings'= {
        }
        &'canasta;help;tournament;status'= {
        }
        &'canasta;help;tournament;absent'= {
        }
        &'canasta;help;tournament;export'= {
        }
        &'canasta;help;tournament;read-results'= {
        }
        &'canasta;help;tournament;publish-site'= {
        }
        &'canasta;help;tournament;list'= {
        }
        &'canasta;help;tournament;sheet'= {
        }
        &'canasta;help;tournament;sign'= {
        }
        &'canasta;help;tournament;reopen'= {
        }
        &'canasta;help;tournament;keys'= {
        }
        &'canasta;help;tournament;desk'= {
        }
        &'canasta;help;circuit'= {
        }
        &'canasta;help;serve'= {
        }
        &'canasta;help;min'= {
        }
        &'canasta;help;variants'= {
            cand show 'Print a variant''s rules as a table'
            cand check 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not'
        }
        &'canasta;help;variants;show'= {
        }
        &'canasta;help;variants;check'= {
        }
        &'canasta;help;check'= {
            cand meld 'Is this initial meld enough? Prints each meld''s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld'
            cand pile 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no'
            cand out 'May this side go out now? Verdict and reason; exit 0 yes, 1 no'
            cand hand 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no'
        }
        &'canasta;help;check;meld'= {
        }
        &'canasta;help;check;pile'= {
        }
        &'canasta;help;check;out'= {
        }
        &'canasta;help;check;hand'= {
        }
        &'canasta;help;manpage'= {
        }
        &'canasta;help;completions'= {
        }
        &'canasta;help;help'= {
        }
    ]
    $completions[$command]
}
