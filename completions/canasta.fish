# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_canasta_global_optspecs
    string join \n data-dir= config-dir= wait= why= color= lang= h/help V/version
end

function __fish_canasta_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_canasta_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_canasta_using_subcommand
    set -l cmd (__fish_canasta_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c canasta -n "__fish_canasta_needs_command" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_needs_command" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_needs_command" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_needs_command" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_needs_command" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_needs_command" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c canasta -n "__fish_canasta_needs_command" -s V -l version -d 'Print version'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "play" -d 'Table mode: score the current game (or a new one) hand by hand, answering questions'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "new" -d 'Start a new game and make it current; prints its id'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "record" -d 'Record one hand for the current game; prints its breakdown and the score sheet'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "show" -d 'Show the score sheet of the current game (or --game ID)'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "list" -d 'List the stored games'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "use" -d 'Make a stored game the current one'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "undo" -d 'Remove the last recorded hand'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "drop" -d 'Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after it move up, and every total, minimum and dealer after it is worked out again'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "edit" -d 'Correct hand N of a game; every hand after it is recomputed'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "export" -d 'Write a game\'s log as YAML (to stdout, or -o FILE)'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "import" -d 'Read a game log (YAML), check every hand, store it and make it current; prints its id. A backup (`export --all`) is restored whole or not at all. A game already here is not added again'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "delete" -d 'Delete a game for good (asks first; --yes for scripts)'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "archive" -d 'Archive a game: kept and counted in `history`, out of `list` and table mode\'s picker'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "unarchive" -d 'Bring an archived game back among the games'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "history" -d 'One line per game, newest first, the archived ones too: date, variant, sides, result, margin, hands'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "stats" -d 'Statistics over the games (the archived ones too): for every player and partnership, games won and lost, hands, best and worst, dealing, going out, canastas, red threes, penalties; head to head with --vs A --vs B'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "players" -d 'The players of every game (names are people across games), and merging two spellings of one person'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "match" -d 'A match\'s standing: games won by each side, points, and the winner once decided'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "tournament" -d 'A club\'s tournament night: entrants, rounds seated by movement (Mitchell, Danish, round robin, Swiss, groups and a knockout, by hand; or an individual night\'s), each table\'s game, and the standings worked out from them'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "circuit" -d 'A circuit\'s standings (a summer tour, a club championship, a federation\'s ranking): the events of a folder added up, each pair\'s and each player\'s (over all their partners), with attendance and the finalists by the circuit\'s rule'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "serve" -d 'Show the current game live on a web page for the phones at the table, and a page for the scorer\'s phone to record it'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "min" -d 'Print the initial-meld minimum for a cumulative score'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "variants" -d 'List the variants (built-in and your own), show one\'s rules, or check a preset file'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "check" -d 'Ask the rules: is this initial meld enough, may I take the pile, may we go out, is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "manpage" -d 'Print the manual page (roff), for `man canasta`; --dir writes every page (one per subcommand, as `man canasta-record`)'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c canasta -n "__fish_canasta_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand play" -l variant -d 'Variant for a new game (default: the last game\'s, else classic)' -r
complete -c canasta -n "__fish_canasta_using_subcommand play" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand play" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand play" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand play" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand play" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand play" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand play" -l new -d 'Start a new game even if there is a current one'
complete -c canasta -n "__fish_canasta_using_subcommand play" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c canasta -n "__fish_canasta_using_subcommand new" -l variant -d 'Variant: a preset name (see `canasta variants`) or a preset file\'s path' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l side -d 'A side\'s name, in seat order (three-handed: a player\'s). Default: We, They (and You), in the language spoken (Nosotros, Ellos in Spanish)' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l player -d 'A player\'s name, in seat order clockwise (optional)' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l dealer -d 'Who deals the first hand (default: the first seat)' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l start -d 'Start from totals kept elsewhere (a game begun on paper): SIDE=TOTAL, comma separated, e.g. --start We=2350,They=1800' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l match -d 'Play this game in a match: a series of games between the same sides. The next game of a match takes its variant, sides and players unless given' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l first-to -d 'A new match is won by the first side to win N games ...' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l games -d '... or is N games (the most wins; then the most points)' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand new" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand new" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand new" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand new" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand record" -l game -d 'The game (default: the current one)' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l out -d 'The side that went out' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l special -d 'The side went out with a special hand (American): SIDE=HAND, e.g. We=straight' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l red-threes -d 'Red threes a side laid out: SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l black-threes -d 'Black threes a side laid out, where they score by count (American): SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l pot -d 'What became of a side\'s pot (Burraco\'s pozzetto, Buraco\'s morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l black-threes-in-hand -d 'Black threes left in a side\'s hands, where they cost extra (Canadian, Bolivia): SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l incomplete -d 'A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side\'s list when editing' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l holding -d 'Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l natural -d 'Natural canastas: SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l mixed -d 'Mixed canastas: SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l canasta -d 'Canastas of any kind the variant has: SIDE:KIND=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l melded -d 'Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l in-hand -d 'Card points left in a side\'s hands, as a positive number: SIDE=POINTS' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l penalty -d 'A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l bonus -d 'A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l meld -d 'A side\'s melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l hand -d 'The cards left in one player\'s hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l lone -d 'Three-handed: the player who played alone this hand' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l note -d 'A note to keep with the hand' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l from -d 'Read the hand from a YAML file (one hand in the log\'s form; `-` for stdin)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand record" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand record" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand record" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand record" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand record" -l concealed -d 'The side that went out did so concealed (whole hand melded in one turn)'
complete -c canasta -n "__fish_canasta_using_subcommand record" -l hand-canasta -d 'The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one\'s own in the hand)'
complete -c canasta -n "__fish_canasta_using_subcommand record" -l nobody-out -d 'Nobody went out (the stock ran out)'
complete -c canasta -n "__fish_canasta_using_subcommand record" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand show" -l game -d 'The game (default: the current one)' -r
complete -c canasta -n "__fish_canasta_using_subcommand show" -l format -d 'Output format (`svg`: the chart as a picture)' -r -f -a "table\t''
yaml\t''
json\t''
svg\t'The chart of running totals as an SVG picture'"
complete -c canasta -n "__fish_canasta_using_subcommand show" -s o -l output -d 'Write to this file instead of stdout (an existing file is replaced only with --force)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand show" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand show" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand show" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand show" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand show" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand show" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand show" -l explain -d 'Show every hand\'s itemized lines'
complete -c canasta -n "__fish_canasta_using_subcommand show" -l chart -d 'Draw a chart of each side\'s running total, hand by hand, under the sheet'
complete -c canasta -n "__fish_canasta_using_subcommand show" -l force -d 'Replace the output file if it exists'
complete -c canasta -n "__fish_canasta_using_subcommand show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c canasta -n "__fish_canasta_using_subcommand list" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand list" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand list" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand list" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand list" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand list" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand list" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand list" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand use" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand use" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand use" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand use" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand use" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand use" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand use" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand undo" -l game -d 'The game (default: the current one)' -r
complete -c canasta -n "__fish_canasta_using_subcommand undo" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand undo" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand undo" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand undo" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand undo" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand undo" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand undo" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand drop" -l game -d 'The game (default: the current one)' -r
complete -c canasta -n "__fish_canasta_using_subcommand drop" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand drop" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand drop" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand drop" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand drop" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand drop" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand drop" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l game -d 'The game (default: the current one)' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l out -d 'The side that went out' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l special -d 'The side went out with a special hand (American): SIDE=HAND, e.g. We=straight' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l red-threes -d 'Red threes a side laid out: SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l black-threes -d 'Black threes a side laid out, where they score by count (American): SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l pot -d 'What became of a side\'s pot (Burraco\'s pozzetto, Buraco\'s morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l black-threes-in-hand -d 'Black threes left in a side\'s hands, where they cost extra (Canadian, Bolivia): SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l incomplete -d 'A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side\'s list when editing' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l holding -d 'Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l natural -d 'Natural canastas: SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l mixed -d 'Mixed canastas: SIDE=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l canasta -d 'Canastas of any kind the variant has: SIDE:KIND=N' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l melded -d 'Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l in-hand -d 'Card points left in a side\'s hands, as a positive number: SIDE=POINTS' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l penalty -d 'A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l bonus -d 'A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l meld -d 'A side\'s melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l hand -d 'The cards left in one player\'s hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l lone -d 'Three-handed: the player who played alone this hand' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l note -d 'A note to keep with the hand' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l from -d 'Replace the hand with one read from a YAML file' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l concealed -d 'The side that went out did so concealed (whole hand melded in one turn)'
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l hand-canasta -d 'The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one\'s own in the hand)'
complete -c canasta -n "__fish_canasta_using_subcommand edit" -l nobody-out -d 'Nobody went out (the stock ran out)'
complete -c canasta -n "__fish_canasta_using_subcommand edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c canasta -n "__fish_canasta_using_subcommand export" -l game -d 'The game (default: the current one)' -r
complete -c canasta -n "__fish_canasta_using_subcommand export" -l format -d '`yaml`: the game log; `csv`: one row per hand per side, for spreadsheets' -r -f -a "yaml\t''
csv\t''"
complete -c canasta -n "__fish_canasta_using_subcommand export" -s o -l output -d 'Write to this file instead of stdout (`-`: stdout). An existing file is replaced only with --force; a link is written through to its target' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand export" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand export" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand export" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand export" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand export" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand export" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand export" -l all -d 'Every game (the archived ones too) in one file, which `canasta import` restores'
complete -c canasta -n "__fish_canasta_using_subcommand export" -l force -d 'Replace the output file if it exists'
complete -c canasta -n "__fish_canasta_using_subcommand export" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand import" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand import" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand import" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand import" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand import" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand import" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand import" -l skip-damaged -d 'Restore a backup\'s other games when some of its games do not read or add up (they are named, and left out)'
complete -c canasta -n "__fish_canasta_using_subcommand import" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand delete" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand delete" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand delete" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand delete" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand delete" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand delete" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand delete" -l yes -d 'Do not ask'
complete -c canasta -n "__fish_canasta_using_subcommand delete" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand archive" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand archive" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand archive" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand archive" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand archive" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand archive" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand archive" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand unarchive" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand unarchive" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand unarchive" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand unarchive" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand unarchive" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand unarchive" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand unarchive" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand history" -l variant -d 'Only games of this variant' -r
complete -c canasta -n "__fish_canasta_using_subcommand history" -l player -d 'Only games in which this side or player played (any case)' -r
complete -c canasta -n "__fish_canasta_using_subcommand history" -l since -d 'Only games started on or after this day (YYYY-MM-DD)' -r
complete -c canasta -n "__fish_canasta_using_subcommand history" -l until -d 'Only games started on or before this day (YYYY-MM-DD)' -r
complete -c canasta -n "__fish_canasta_using_subcommand history" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand history" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand history" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand history" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand history" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand history" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand history" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand history" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l variant -d 'Only games of this variant' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l player -d 'Only games in which this side or player played (any case)' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l since -d 'Only games started on or after this day (YYYY-MM-DD)' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l until -d 'Only games started on or before this day (YYYY-MM-DD)' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l vs -d 'Two players (or partnerships, `Ann & Cy`) for a head-to-head: --vs A --vs B' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l format -d 'Output format' -r -f -a "table\t''
json\t''
csv\t''"
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand stats" -l chart -d 'Also draw each player\'s points added up game by game (the players named with --player, else the five with the most games)'
complete -c canasta -n "__fish_canasta_using_subcommand stats" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -f -a "merge" -d 'Count FROM as the same person as INTO in statistics and history'
complete -c canasta -n "__fish_canasta_using_subcommand players; and not __fish_seen_subcommand_from merge help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from merge" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from merge" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from merge" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from merge" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from merge" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from merge" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from merge" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "merge" -d 'Count FROM as the same person as INTO in statistics and history'
complete -c canasta -n "__fish_canasta_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand match" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand match" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand match" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand match" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand match" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand match" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand match" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand match" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "new" -d 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "seat" -d 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "publish" -d 'Publish the seated round: each table\'s game is made (the entrants\' names as its sides), and the seating is fixed from then on'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "close" -d 'Close the published round once every table\'s game is over'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "seating" -d 'Who sits where in a round (the last seated one unless --round)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "standings" -d 'The standings: victory points (or games won), then match points, then the result between those level'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "status" -d 'The director\'s desk: the round in play, table by table (deals played, over or not, the lines\' points and victory points, corrections), and its clock'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "absent" -d 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out\'s points, a Danish round pairs the others'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "export" -d 'The event and its tables\' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "read-results" -d 'Read a results file (any club\'s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "publish-site" -d 'The night\'s results as a folder of web pages (the standings, every round table by table, each table\'s sheet; light and dark), for any web host: the players open them at home after the night'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "list" -d 'The tournaments of the data folder'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "sheet" -d 'A printable page of the tables\' QR codes (HTML, to standard output): each table\'s phone scans its own, which opens the scorer\'s page on that table\'s game of the round in play, round after round. `--base`: the board\'s address, as `canasta serve --tournament` prints it'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "sign" -d 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "reopen" -d 'Reopen a signed event, saying why (`--why`, kept in the event\'s file): its results may be corrected again, each correction with its reason as before'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "keys" -d 'The tables\' keys of the event (each table\'s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables\' sheet again'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "desk" -d 'The director\'s desk at the terminal, in table mode\'s manner: the round in play table by table, the round\'s steps (seat, publish, close), a table\'s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event\'s log), and the standings'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and not __fish_seen_subcommand_from new seat publish close seating standings status absent export read-results publish-site list sheet sign reopen keys desk help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l variant -d 'The variant every table plays: one of a fixed number of deals or hands' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l entrants -d 'The entrants\' file, one a line (`-`: standard input). Without it or `--entrant`, on a terminal, they are typed one a line, each checked as it is typed' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l entrant -d 'An entrant, as a line of the file would give it ("Name: Player, Player", or the players); once for each' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l plan -d 'The plan: "3 mitchell + 1 danish", "3 swiss", "2 groups + knockout", "5 individual"' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l sit-out-vp -d 'The victory points of an entrant who sits a round out (default 10, a drawn match on the 0-20 scale)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l sit-out-mp -d 'The match points of an entrant who sits a round out (default 0; a club rule may give +355 with 14 VP)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l mp-tiebreak -d 'How entrants level on victory points are told apart: `difference` (the match points won minus those conceded, FIBUR\'s) or `scored` (the points made, as some organisers do)' -r -f -a "difference\t''
scored\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l round-minutes -d 'How long a round lasts, in minutes, from its publication: `status` and the board show the time left, with a warning in the last 10 minutes' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l rank-by -d 'The ranking\'s first key: `vp` (victory points, or games won without a victory-point table) or `points` (the points scored, summed: a Canasta night)' -r -f -a "vp\t''
points\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l groups -d 'Share the entrants out, in their order, into this many groups (A, B, ...), each seated and ranked on its own; or head the groups in the entrants\' file (`[A]`)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from new" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -l seating -d 'The seating by hand: a file of `table ns ew` lines (`-`: standard input)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seat" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from close" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from close" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from close" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from close" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from close" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from close" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l round -d 'The round (the last seated one when not given)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from seating" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l round -d 'The standings after this round (every round played when not given)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l phase -d 'The standings of this phase of the plan only (1: the first), e.g. the final Danish rounds\' own prize' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l format -d '`table` for people, `json` for programs, `csv` for a spreadsheet, `html` for a page to print' -r -f -a "table\t''
json\t''
csv\t''
html\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from standings" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -l back -d 'Present again'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from absent" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l format -d '`yaml`: the event and its tables\' games (a copy of the night); `results`: its results file (JSON); `results-csv`: its tables\' results as CSV' -r -f -a "yaml\t''
results\t''
results-csv\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l club -d 'The club that held the event, written in its results file' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l members -d 'The players\' member numbers for the results file: a file of `Player: NUMBER` lines (`-`: standard input)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -l format -d 'How the standings are written' -r -f -a "table\t''
json\t''
csv\t''
html\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from read-results" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -l force -d 'Replace the pages a folder already has (from an earlier publish)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from publish-site" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -l base -d 'The board\'s address: `http://HOST:PORT`' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sheet" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sign" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sign" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sign" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sign" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sign" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sign" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from sign" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from reopen" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from reopen" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from reopen" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from reopen" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from reopen" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from reopen" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from reopen" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -l new -d 'New keys for every table (the old ones open nothing from then on)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from keys" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from desk" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from desk" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from desk" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from desk" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from desk" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from desk" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from desk" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "new" -d 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "seat" -d 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "publish" -d 'Publish the seated round: each table\'s game is made (the entrants\' names as its sides), and the seating is fixed from then on'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close the published round once every table\'s game is over'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "seating" -d 'Who sits where in a round (the last seated one unless --round)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "standings" -d 'The standings: victory points (or games won), then match points, then the result between those level'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "status" -d 'The director\'s desk: the round in play, table by table (deals played, over or not, the lines\' points and victory points, corrections), and its clock'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "absent" -d 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out\'s points, a Danish round pairs the others'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "export" -d 'The event and its tables\' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "read-results" -d 'Read a results file (any club\'s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "publish-site" -d 'The night\'s results as a folder of web pages (the standings, every round table by table, each table\'s sheet; light and dark), for any web host: the players open them at home after the night'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "list" -d 'The tournaments of the data folder'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "sheet" -d 'A printable page of the tables\' QR codes (HTML, to standard output): each table\'s phone scans its own, which opens the scorer\'s page on that table\'s game of the round in play, round after round. `--base`: the board\'s address, as `canasta serve --tournament` prints it'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "sign" -d 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "reopen" -d 'Reopen a signed event, saying why (`--why`, kept in the event\'s file): its results may be corrected again, each correction with its reason as before'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "keys" -d 'The tables\' keys of the event (each table\'s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables\' sheet again'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "desk" -d 'The director\'s desk at the terminal, in table mode\'s manner: the round in play table by table, the round\'s steps (seat, publish, close), a table\'s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event\'s log), and the standings'
complete -c canasta -n "__fish_canasta_using_subcommand tournament; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l format -d 'How the standings are written' -r -f -a "table\t''
json\t''
csv\t''"
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l site -d 'Also write them as a web page (`index.html` and its style sheet) into this folder' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -l force -d 'Replace the pages the `--site` folder already has'
complete -c canasta -n "__fish_canasta_using_subcommand circuit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l listen -d 'Address and port to listen on' -r
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l game -d 'The game to show (default: the current one, whichever it is)' -r
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l tls -d 'Serve over HTTPS, with this certificate chain and its private key (PEM files), so the scorer\'s key never crosses the network in clear' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l tournament -d 'A tournament night: the board shows its seating and standings, and each table\'s phone (its QR code on the sheet `canasta tournament sheet` prints) scores that table\'s game of the round in play' -r
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand serve" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c canasta -n "__fish_canasta_using_subcommand min" -l variant -d 'Variant: a preset name (see `canasta variants`) or a preset file\'s path' -r
complete -c canasta -n "__fish_canasta_using_subcommand min" -l hand -d 'The hand number, for a variant whose minimum goes by hand (Hand and Foot)' -r
complete -c canasta -n "__fish_canasta_using_subcommand min" -l format -d '`table` for people, `json` for programs' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand min" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand min" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand min" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand min" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand min" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand min" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand min" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -l format -d '`table` for people, `json` for programs (also after `show` and `check`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -f -a "show" -d 'Print a variant\'s rules as a table'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -f -a "check" -d 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and not __fish_seen_subcommand_from show check help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -l format -d '`table` for people, `json` for programs (also after `show` and `check`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -l format -d '`table` for people, `json` for programs (also after `show` and `check`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print a variant\'s rules as a table'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from help" -f -a "check" -d 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not'
complete -c canasta -n "__fish_canasta_using_subcommand variants; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -l format -d '`table` for people, `json` for programs: the answer\'s facts, `yes` and its `words` (exit codes as for `table`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -f -a "meld" -d 'Is this initial meld enough? Prints each meld\'s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld'
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -f -a "pile" -d 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -f -a "out" -d 'May this side go out now? Verdict and reason; exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -f -a "hand" -d 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand check; and not __fish_seen_subcommand_from meld pile out hand help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l variant -d 'Variant: a preset name or a preset file\'s path (default: the current game\'s rules, or classic when there is no current game)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l game -d 'Use this game\'s rules (and, with --side, the side\'s score)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l score -d 'The side\'s cumulative score (may be negative: --score -20). At most 999,999,999 either way: beyond what any game can reach, refused rather than rounded' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l side -d 'The side whose minimum applies (with --game, or the current game)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l top -d 'The top card of the discard pile, taken for this meld (it is among the melds)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l format -d '`table` for people, `json` for programs: the answer\'s facts, `yes` and its `words` (exit codes as for `table`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -l going-out -d 'The player melds the whole hand this turn after drawing from the stock (going out concealed)'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from meld" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l variant -d 'Variant: a preset name or a preset file\'s path (default: the current game\'s rules, or classic when there is no current game)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l game -d 'Use this game\'s rules (and, with --side, the side\'s score)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l top -d 'The top card of the discard pile' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l hand -d 'The cards in the player\'s hand that could be used (or the whole hand)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l table -d 'The side\'s melds on the table' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l opponents -d 'The opponents\' melds on the table (their completed canastas matter in some variants)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l hand-size -d 'How many cards the player holds' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l pile-size -d 'How many cards are in the pile' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l format -d '`table` for people, `json` for programs: the answer\'s facts, `yes` and its `words` (exit codes as for `table`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l not-melded -d 'The side has not made its initial meld yet'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -l frozen -d 'A wild card or a red three is in the pile (it is frozen)'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from pile" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l variant -d 'Variant: a preset name or a preset file\'s path (default: the current game\'s rules, or classic when there is no current game)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l game -d 'Use this game\'s rules (and, with --side, the side\'s score)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l table -d 'The side\'s melds on the table, including those going down this turn' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l canastas -d 'Completed canastas, of any kind' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l canasta -d 'Completed canastas of a kind: KIND=N (e.g. natural=2)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l left -d 'Cards the player would still hold after melding all they can (1: one to discard)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l format -d '`table` for people, `json` for programs: the answer\'s facts, `yes` and its `words` (exit codes as for `table`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l concealed -d 'The player\'s side has melded nothing yet: going out concealed'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l partner-said-no -d 'The player asked "may I go out?" and the partner said no'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -l no-pot -d 'The side has not taken its pot yet (Burraco\'s pozzetto, Buraco\'s morto)'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from out" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l variant -d 'Variant (default: american)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l format -d '`table` for people, `json` for programs: the answer\'s facts, `yes` and its `words` (exit codes as for `table`)' -r -f -a "table\t''
json\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from hand" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "meld" -d 'Is this initial meld enough? Prints each meld\'s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "pile" -d 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "out" -d 'May this side go out now? Verdict and reason; exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "hand" -d 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -l dir -d 'Write the main page and one page per subcommand into this folder' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand manpage" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand completions" -l data-dir -d 'Where games are kept (default: the platform\'s data directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand completions" -l config-dir -d 'Where your own presets are read from, in its `presets/` folder (default: the platform\'s config directory)' -r -F
complete -c canasta -n "__fish_canasta_using_subcommand completions" -l wait -d 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)' -r
complete -c canasta -n "__fish_canasta_using_subcommand completions" -l why -d 'The director\'s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament\'s log with the totals before and after' -r
complete -c canasta -n "__fish_canasta_using_subcommand completions" -l color -d 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`' -r -f -a "auto\t''
always\t''
never\t''"
complete -c canasta -n "__fish_canasta_using_subcommand completions" -l lang -d 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)' -r
complete -c canasta -n "__fish_canasta_using_subcommand completions" -s h -l help -d 'Print help'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "play" -d 'Table mode: score the current game (or a new one) hand by hand, answering questions'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "new" -d 'Start a new game and make it current; prints its id'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "record" -d 'Record one hand for the current game; prints its breakdown and the score sheet'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "show" -d 'Show the score sheet of the current game (or --game ID)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "list" -d 'List the stored games'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "use" -d 'Make a stored game the current one'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "undo" -d 'Remove the last recorded hand'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "drop" -d 'Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after it move up, and every total, minimum and dealer after it is worked out again'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "edit" -d 'Correct hand N of a game; every hand after it is recomputed'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "export" -d 'Write a game\'s log as YAML (to stdout, or -o FILE)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "import" -d 'Read a game log (YAML), check every hand, store it and make it current; prints its id. A backup (`export --all`) is restored whole or not at all. A game already here is not added again'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "delete" -d 'Delete a game for good (asks first; --yes for scripts)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "archive" -d 'Archive a game: kept and counted in `history`, out of `list` and table mode\'s picker'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "unarchive" -d 'Bring an archived game back among the games'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "history" -d 'One line per game, newest first, the archived ones too: date, variant, sides, result, margin, hands'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "stats" -d 'Statistics over the games (the archived ones too): for every player and partnership, games won and lost, hands, best and worst, dealing, going out, canastas, red threes, penalties; head to head with --vs A --vs B'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "players" -d 'The players of every game (names are people across games), and merging two spellings of one person'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "match" -d 'A match\'s standing: games won by each side, points, and the winner once decided'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "tournament" -d 'A club\'s tournament night: entrants, rounds seated by movement (Mitchell, Danish, round robin, Swiss, groups and a knockout, by hand; or an individual night\'s), each table\'s game, and the standings worked out from them'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "circuit" -d 'A circuit\'s standings (a summer tour, a club championship, a federation\'s ranking): the events of a folder added up, each pair\'s and each player\'s (over all their partners), with attendance and the finalists by the circuit\'s rule'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "serve" -d 'Show the current game live on a web page for the phones at the table, and a page for the scorer\'s phone to record it'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "min" -d 'Print the initial-meld minimum for a cumulative score'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "variants" -d 'List the variants (built-in and your own), show one\'s rules, or check a preset file'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "check" -d 'Ask the rules: is this initial meld enough, may I take the pile, may we go out, is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "manpage" -d 'Print the manual page (roff), for `man canasta`; --dir writes every page (one per subcommand, as `man canasta-record`)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "completions" -d 'Print a shell completion script'
complete -c canasta -n "__fish_canasta_using_subcommand help; and not __fish_seen_subcommand_from play new record show list use undo drop edit export import delete archive unarchive history stats players match tournament circuit serve min variants check manpage completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "merge" -d 'Count FROM as the same person as INTO in statistics and history'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "new" -d 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "seat" -d 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "publish" -d 'Publish the seated round: each table\'s game is made (the entrants\' names as its sides), and the seating is fixed from then on'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "close" -d 'Close the published round once every table\'s game is over'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "seating" -d 'Who sits where in a round (the last seated one unless --round)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "standings" -d 'The standings: victory points (or games won), then match points, then the result between those level'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "status" -d 'The director\'s desk: the round in play, table by table (deals played, over or not, the lines\' points and victory points, corrections), and its clock'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "absent" -d 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out\'s points, a Danish round pairs the others'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "export" -d 'The event and its tables\' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "read-results" -d 'Read a results file (any club\'s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "publish-site" -d 'The night\'s results as a folder of web pages (the standings, every round table by table, each table\'s sheet; light and dark), for any web host: the players open them at home after the night'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "list" -d 'The tournaments of the data folder'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "sheet" -d 'A printable page of the tables\' QR codes (HTML, to standard output): each table\'s phone scans its own, which opens the scorer\'s page on that table\'s game of the round in play, round after round. `--base`: the board\'s address, as `canasta serve --tournament` prints it'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "sign" -d 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "reopen" -d 'Reopen a signed event, saying why (`--why`, kept in the event\'s file): its results may be corrected again, each correction with its reason as before'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "keys" -d 'The tables\' keys of the event (each table\'s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables\' sheet again'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from tournament" -f -a "desk" -d 'The director\'s desk at the terminal, in table mode\'s manner: the round in play table by table, the round\'s steps (seat, publish, close), a table\'s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event\'s log), and the standings'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from variants" -f -a "show" -d 'Print a variant\'s rules as a table'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from variants" -f -a "check" -d 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "meld" -d 'Is this initial meld enough? Prints each meld\'s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "pile" -d 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "out" -d 'May this side go out now? Verdict and reason; exit 0 yes, 1 no'
complete -c canasta -n "__fish_canasta_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "hand" -d 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no'
