
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'canasta' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'canasta'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'canasta' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Table mode: score the current game (or a new one) hand by hand, answering questions')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a new game and make it current; prints its id')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Record one hand for the current game; prints its breakdown and the score sheet')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the score sheet of the current game (or --game ID)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the stored games')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a stored game the current one')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Remove the last recorded hand')
            [CompletionResult]::new('drop', 'drop', [CompletionResultType]::ParameterValue, 'Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after it move up, and every total, minimum and dealer after it is worked out again')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Correct hand N of a game; every hand after it is recomputed')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a game''s log as YAML (to stdout, or -o FILE)')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Read a game log (YAML), check every hand, store it and make it current; prints its id. A backup (`export --all`) is restored whole or not at all. A game already here is not added again')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a game for good (asks first; --yes for scripts)')
            [CompletionResult]::new('archive', 'archive', [CompletionResultType]::ParameterValue, 'Archive a game: kept and counted in `history`, out of `list` and table mode''s picker')
            [CompletionResult]::new('unarchive', 'unarchive', [CompletionResultType]::ParameterValue, 'Bring an archived game back among the games')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'One line per game, newest first, the archived ones too: date, variant, sides, result, margin, hands')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Statistics over the games (the archived ones too): for every player and partnership, games won and lost, hands, best and worst, dealing, going out, canastas, red threes, penalties; head to head with --vs A --vs B')
            [CompletionResult]::new('players', 'players', [CompletionResultType]::ParameterValue, 'The players of every game (names are people across games), and merging two spellings of one person')
            [CompletionResult]::new('match', 'match', [CompletionResultType]::ParameterValue, 'A match''s standing: games won by each side, points, and the winner once decided')
            [CompletionResult]::new('tournament', 'tournament', [CompletionResultType]::ParameterValue, 'A club''s tournament night: entrants, rounds seated by movement (Mitchell, Danish, round robin, Swiss, groups and a knockout, by hand; or an individual night''s), each table''s game, and the standings worked out from them')
            [CompletionResult]::new('circuit', 'circuit', [CompletionResultType]::ParameterValue, 'A circuit''s standings (a summer tour, a club championship, a federation''s ranking): the events of a folder added up, each pair''s and each player''s (over all their partners), with attendance and the finalists by the circuit''s rule')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Show the current game live on a web page for the phones at the table, and a page for the scorer''s phone to record it')
            [CompletionResult]::new('min', 'min', [CompletionResultType]::ParameterValue, 'Print the initial-meld minimum for a cumulative score')
            [CompletionResult]::new('variants', 'variants', [CompletionResultType]::ParameterValue, 'List the variants (built-in and your own), show one''s rules, or check a preset file')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Ask the rules: is this initial meld enough, may I take the pile, may we go out, is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input')
            [CompletionResult]::new('manpage', 'manpage', [CompletionResultType]::ParameterValue, 'Print the manual page (roff), for `man canasta`; --dir writes every page (one per subcommand, as `man canasta-record`)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;play' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Variant for a new game (default: the last game''s, else classic)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--new', '--new', [CompletionResultType]::ParameterName, 'Start a new game even if there is a current one')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'canasta;new' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Variant: a preset name (see `canasta variants`) or a preset file''s path')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'A side''s name, in seat order (three-handed: a player''s). Default: We, They (and You), in the language spoken (Nosotros, Ellos in Spanish)')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'A player''s name, in seat order clockwise (optional)')
            [CompletionResult]::new('--dealer', '--dealer', [CompletionResultType]::ParameterName, 'Who deals the first hand (default: the first seat)')
            [CompletionResult]::new('--start', '--start', [CompletionResultType]::ParameterName, 'Start from totals kept elsewhere (a game begun on paper): SIDE=TOTAL, comma separated, e.g. --start We=2350,They=1800')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Play this game in a match: a series of games between the same sides. The next game of a match takes its variant, sides and players unless given')
            [CompletionResult]::new('--first-to', '--first-to', [CompletionResultType]::ParameterName, 'A new match is won by the first side to win N games ...')
            [CompletionResult]::new('--games', '--games', [CompletionResultType]::ParameterName, '... or is N games (the most wins; then the most points)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;record' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game (default: the current one)')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'The side that went out')
            [CompletionResult]::new('--special', '--special', [CompletionResultType]::ParameterName, 'The side went out with a special hand (American): SIDE=HAND, e.g. We=straight')
            [CompletionResult]::new('--red-threes', '--red-threes', [CompletionResultType]::ParameterName, 'Red threes a side laid out: SIDE=N')
            [CompletionResult]::new('--black-threes', '--black-threes', [CompletionResultType]::ParameterName, 'Black threes a side laid out, where they score by count (American): SIDE=N')
            [CompletionResult]::new('--pot', '--pot', [CompletionResultType]::ParameterName, 'What became of a side''s pot (Burraco''s pozzetto, Buraco''s morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken')
            [CompletionResult]::new('--black-threes-in-hand', '--black-threes-in-hand', [CompletionResultType]::ParameterName, 'Black threes left in a side''s hands, where they cost extra (Canadian, Bolivia): SIDE=N')
            [CompletionResult]::new('--incomplete', '--incomplete', [CompletionResultType]::ParameterName, 'A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side''s list when editing')
            [CompletionResult]::new('--holding', '--holding', [CompletionResultType]::ParameterName, 'Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N')
            [CompletionResult]::new('--natural', '--natural', [CompletionResultType]::ParameterName, 'Natural canastas: SIDE=N')
            [CompletionResult]::new('--mixed', '--mixed', [CompletionResultType]::ParameterName, 'Mixed canastas: SIDE=N')
            [CompletionResult]::new('--canasta', '--canasta', [CompletionResultType]::ParameterName, 'Canastas of any kind the variant has: SIDE:KIND=N')
            [CompletionResult]::new('--melded', '--melded', [CompletionResultType]::ParameterName, 'Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS')
            [CompletionResult]::new('--in-hand', '--in-hand', [CompletionResultType]::ParameterName, 'Card points left in a side''s hands, as a positive number: SIDE=POINTS')
            [CompletionResult]::new('--penalty', '--penalty', [CompletionResultType]::ParameterName, 'A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take')
            [CompletionResult]::new('--bonus', '--bonus', [CompletionResultType]::ParameterName, 'A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT')
            [CompletionResult]::new('--meld', '--meld', [CompletionResultType]::ParameterName, 'A side''s melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The cards left in one player''s hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out')
            [CompletionResult]::new('--lone', '--lone', [CompletionResultType]::ParameterName, 'Three-handed: the player who played alone this hand')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'A note to keep with the hand')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Read the hand from a YAML file (one hand in the log''s form; `-` for stdin)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--concealed', '--concealed', [CompletionResultType]::ParameterName, 'The side that went out did so concealed (whole hand melded in one turn)')
            [CompletionResult]::new('--hand-canasta', '--hand-canasta', [CompletionResultType]::ParameterName, 'The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one''s own in the hand)')
            [CompletionResult]::new('--nobody-out', '--nobody-out', [CompletionResultType]::ParameterName, 'Nobody went out (the stock ran out)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;show' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game (default: the current one)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format (`svg`: the chart as a picture)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write to this file instead of stdout (an existing file is replaced only with --force)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to this file instead of stdout (an existing file is replaced only with --force)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Show every hand''s itemized lines')
            [CompletionResult]::new('--chart', '--chart', [CompletionResultType]::ParameterName, 'Draw a chart of each side''s running total, hand by hand, under the sheet')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace the output file if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'canasta;list' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;use' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;undo' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game (default: the current one)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;drop' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game (default: the current one)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;edit' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game (default: the current one)')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'The side that went out')
            [CompletionResult]::new('--special', '--special', [CompletionResultType]::ParameterName, 'The side went out with a special hand (American): SIDE=HAND, e.g. We=straight')
            [CompletionResult]::new('--red-threes', '--red-threes', [CompletionResultType]::ParameterName, 'Red threes a side laid out: SIDE=N')
            [CompletionResult]::new('--black-threes', '--black-threes', [CompletionResultType]::ParameterName, 'Black threes a side laid out, where they score by count (American): SIDE=N')
            [CompletionResult]::new('--pot', '--pot', [CompletionResultType]::ParameterName, 'What became of a side''s pot (Burraco''s pozzetto, Buraco''s morto): SIDE=not_taken, SIDE=unplayed (taken, not played) or SIDE=taken')
            [CompletionResult]::new('--black-threes-in-hand', '--black-threes-in-hand', [CompletionResultType]::ParameterName, 'Black threes left in a side''s hands, where they cost extra (Canadian, Bolivia): SIDE=N')
            [CompletionResult]::new('--incomplete', '--incomplete', [CompletionResultType]::ParameterName, 'A meld left short of seven that carries a penalty (American: aces, sevens, wild, wild_four_jokers): SIDE=MELD; SIDE=none clears the side''s list when editing')
            [CompletionResult]::new('--holding', '--holding', [CompletionResultType]::ParameterName, 'Players holding three or more of a rank at the end (American: aces, sevens): SIDE:RANK=N')
            [CompletionResult]::new('--natural', '--natural', [CompletionResultType]::ParameterName, 'Natural canastas: SIDE=N')
            [CompletionResult]::new('--mixed', '--mixed', [CompletionResultType]::ParameterName, 'Mixed canastas: SIDE=N')
            [CompletionResult]::new('--canasta', '--canasta', [CompletionResultType]::ParameterName, 'Canastas of any kind the variant has: SIDE:KIND=N')
            [CompletionResult]::new('--melded', '--melded', [CompletionResultType]::ParameterName, 'Card points a side melded (canasta cards included, bonuses not): SIDE=POINTS')
            [CompletionResult]::new('--in-hand', '--in-hand', [CompletionResultType]::ParameterName, 'Card points left in a side''s hands, as a positive number: SIDE=POINTS')
            [CompletionResult]::new('--penalty', '--penalty', [CompletionResultType]::ParameterName, 'A penalty: SIDE:NAME or SIDE:NAME=COUNT. Classic names: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take')
            [CompletionResult]::new('--bonus', '--bonus', [CompletionResultType]::ParameterName, 'A bonus the variant has (Canadian, Hand and Foot: exact_cut): SIDE:NAME or SIDE:NAME=COUNT')
            [CompletionResult]::new('--meld', '--meld', [CompletionResultType]::ParameterName, 'A side''s melds written as cards: SIDE=CARDS, e.g. We=KKKKKKK or "We=KKKKKKK QQ2". The melded points, canastas and incomplete melds are then worked out and checked')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The cards left in one player''s hand: SIDE=CARDS, once per player (e.g. They=K74). The points in hand are then worked out')
            [CompletionResult]::new('--lone', '--lone', [CompletionResultType]::ParameterName, 'Three-handed: the player who played alone this hand')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'A note to keep with the hand')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Replace the hand with one read from a YAML file')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--concealed', '--concealed', [CompletionResultType]::ParameterName, 'The side that went out did so concealed (whole hand melded in one turn)')
            [CompletionResult]::new('--hand-canasta', '--hand-canasta', [CompletionResultType]::ParameterName, 'The side that went out did so with a hand canasta (Viennese: concealed, with a complete canasta of one''s own in the hand)')
            [CompletionResult]::new('--nobody-out', '--nobody-out', [CompletionResultType]::ParameterName, 'Nobody went out (the stock ran out)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'canasta;export' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game (default: the current one)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`yaml`: the game log; `csv`: one row per hand per side, for spreadsheets')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write to this file instead of stdout (`-`: stdout). An existing file is replaced only with --force; a link is written through to its target')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to this file instead of stdout (`-`: stdout). An existing file is replaced only with --force; a link is written through to its target')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Every game (the archived ones too) in one file, which `canasta import` restores')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace the output file if it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;import' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--skip-damaged', '--skip-damaged', [CompletionResultType]::ParameterName, 'Restore a backup''s other games when some of its games do not read or add up (they are named, and left out)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;delete' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;archive' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;unarchive' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;history' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Only games of this variant')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Only games in which this side or player played (any case)')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only games started on or after this day (YYYY-MM-DD)')
            [CompletionResult]::new('--until', '--until', [CompletionResultType]::ParameterName, 'Only games started on or before this day (YYYY-MM-DD)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;stats' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Only games of this variant')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Only games in which this side or player played (any case)')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only games started on or after this day (YYYY-MM-DD)')
            [CompletionResult]::new('--until', '--until', [CompletionResultType]::ParameterName, 'Only games started on or before this day (YYYY-MM-DD)')
            [CompletionResult]::new('--vs', '--vs', [CompletionResultType]::ParameterName, 'Two players (or partnerships, `Ann & Cy`) for a head-to-head: --vs A --vs B')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--chart', '--chart', [CompletionResultType]::ParameterName, 'Also draw each player''s points added up game by game (the players named with --player, else the five with the most games)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;players' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('merge', 'merge', [CompletionResultType]::ParameterValue, 'Count FROM as the same person as INTO in statistics and history')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;players;merge' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;players;help' {
            [CompletionResult]::new('merge', 'merge', [CompletionResultType]::ParameterValue, 'Count FROM as the same person as INTO in statistics and history')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;players;help;merge' {
            break
        }
        'canasta;players;help;help' {
            break
        }
        'canasta;match' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)')
            [CompletionResult]::new('publish', 'publish', [CompletionResultType]::ParameterValue, 'Publish the seated round: each table''s game is made (the entrants'' names as its sides), and the seating is fixed from then on')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the published round once every table''s game is over')
            [CompletionResult]::new('seating', 'seating', [CompletionResultType]::ParameterValue, 'Who sits where in a round (the last seated one unless --round)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The standings: victory points (or games won), then match points, then the result between those level')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'The director''s desk: the round in play, table by table (deals played, over or not, the lines'' points and victory points, corrections), and its clock')
            [CompletionResult]::new('absent', 'absent', [CompletionResultType]::ParameterValue, 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out''s points, a Danish round pairs the others')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'The event and its tables'' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)')
            [CompletionResult]::new('read-results', 'read-results', [CompletionResultType]::ParameterValue, 'Read a results file (any club''s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs')
            [CompletionResult]::new('publish-site', 'publish-site', [CompletionResultType]::ParameterValue, 'The night''s results as a folder of web pages (the standings, every round table by table, each table''s sheet; light and dark), for any web host: the players open them at home after the night')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The tournaments of the data folder')
            [CompletionResult]::new('sheet', 'sheet', [CompletionResultType]::ParameterValue, 'A printable page of the tables'' QR codes (HTML, to standard output): each table''s phone scans its own, which opens the scorer''s page on that table''s game of the round in play, round after round. `--base`: the board''s address, as `canasta serve --tournament` prints it')
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Reopen a signed event, saying why (`--why`, kept in the event''s file): its results may be corrected again, each correction with its reason as before')
            [CompletionResult]::new('keys', 'keys', [CompletionResultType]::ParameterValue, 'The tables'' keys of the event (each table''s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables'' sheet again')
            [CompletionResult]::new('desk', 'desk', [CompletionResultType]::ParameterValue, 'The director''s desk at the terminal, in table mode''s manner: the round in play table by table, the round''s steps (seat, publish, close), a table''s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event''s log), and the standings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;tournament;new' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'The variant every table plays: one of a fixed number of deals or hands')
            [CompletionResult]::new('--entrants', '--entrants', [CompletionResultType]::ParameterName, 'The entrants'' file, one a line (`-`: standard input). Without it or `--entrant`, on a terminal, they are typed one a line, each checked as it is typed')
            [CompletionResult]::new('--entrant', '--entrant', [CompletionResultType]::ParameterName, 'An entrant, as a line of the file would give it ("Name: Player, Player", or the players); once for each')
            [CompletionResult]::new('--plan', '--plan', [CompletionResultType]::ParameterName, 'The plan: "3 mitchell + 1 danish", "3 swiss", "2 groups + knockout", "5 individual"')
            [CompletionResult]::new('--sit-out-vp', '--sit-out-vp', [CompletionResultType]::ParameterName, 'The victory points of an entrant who sits a round out (default 10, a drawn match on the 0-20 scale)')
            [CompletionResult]::new('--sit-out-mp', '--sit-out-mp', [CompletionResultType]::ParameterName, 'The match points of an entrant who sits a round out (default 0; a club rule may give +355 with 14 VP)')
            [CompletionResult]::new('--mp-tiebreak', '--mp-tiebreak', [CompletionResultType]::ParameterName, 'How entrants level on victory points are told apart: `difference` (the match points won minus those conceded, FIBUR''s) or `scored` (the points made, as some organisers do)')
            [CompletionResult]::new('--round-minutes', '--round-minutes', [CompletionResultType]::ParameterName, 'How long a round lasts, in minutes, from its publication: `status` and the board show the time left, with a warning in the last 10 minutes')
            [CompletionResult]::new('--rank-by', '--rank-by', [CompletionResultType]::ParameterName, 'The ranking''s first key: `vp` (victory points, or games won without a victory-point table) or `points` (the points scored, summed: a Canasta night)')
            [CompletionResult]::new('--groups', '--groups', [CompletionResultType]::ParameterName, 'Share the entrants out, in their order, into this many groups (A, B, ...), each seated and ranked on its own; or head the groups in the entrants'' file (`[A]`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;seat' {
            [CompletionResult]::new('--seating', '--seating', [CompletionResultType]::ParameterName, 'The seating by hand: a file of `table ns ew` lines (`-`: standard input)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;publish' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;close' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;seating' {
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'The round (the last seated one when not given)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;standings' {
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'The standings after this round (every round played when not given)')
            [CompletionResult]::new('--phase', '--phase', [CompletionResultType]::ParameterName, 'The standings of this phase of the plan only (1: the first), e.g. the final Danish rounds'' own prize')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs, `csv` for a spreadsheet, `html` for a page to print')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;status' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;absent' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--back', '--back', [CompletionResultType]::ParameterName, 'Present again')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;export' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`yaml`: the event and its tables'' games (a copy of the night); `results`: its results file (JSON); `results-csv`: its tables'' results as CSV')
            [CompletionResult]::new('--club', '--club', [CompletionResultType]::ParameterName, 'The club that held the event, written in its results file')
            [CompletionResult]::new('--members', '--members', [CompletionResultType]::ParameterName, 'The players'' member numbers for the results file: a file of `Player: NUMBER` lines (`-`: standard input)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;read-results' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'How the standings are written')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;publish-site' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace the pages a folder already has (from an earlier publish)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;list' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;sheet' {
            [CompletionResult]::new('--base', '--base', [CompletionResultType]::ParameterName, 'The board''s address: `http://HOST:PORT`')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;sign' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;reopen' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;keys' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--new', '--new', [CompletionResultType]::ParameterName, 'New keys for every table (the old ones open nothing from then on)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;desk' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;tournament;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)')
            [CompletionResult]::new('publish', 'publish', [CompletionResultType]::ParameterValue, 'Publish the seated round: each table''s game is made (the entrants'' names as its sides), and the seating is fixed from then on')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the published round once every table''s game is over')
            [CompletionResult]::new('seating', 'seating', [CompletionResultType]::ParameterValue, 'Who sits where in a round (the last seated one unless --round)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The standings: victory points (or games won), then match points, then the result between those level')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'The director''s desk: the round in play, table by table (deals played, over or not, the lines'' points and victory points, corrections), and its clock')
            [CompletionResult]::new('absent', 'absent', [CompletionResultType]::ParameterValue, 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out''s points, a Danish round pairs the others')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'The event and its tables'' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)')
            [CompletionResult]::new('read-results', 'read-results', [CompletionResultType]::ParameterValue, 'Read a results file (any club''s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs')
            [CompletionResult]::new('publish-site', 'publish-site', [CompletionResultType]::ParameterValue, 'The night''s results as a folder of web pages (the standings, every round table by table, each table''s sheet; light and dark), for any web host: the players open them at home after the night')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The tournaments of the data folder')
            [CompletionResult]::new('sheet', 'sheet', [CompletionResultType]::ParameterValue, 'A printable page of the tables'' QR codes (HTML, to standard output): each table''s phone scans its own, which opens the scorer''s page on that table''s game of the round in play, round after round. `--base`: the board''s address, as `canasta serve --tournament` prints it')
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Reopen a signed event, saying why (`--why`, kept in the event''s file): its results may be corrected again, each correction with its reason as before')
            [CompletionResult]::new('keys', 'keys', [CompletionResultType]::ParameterValue, 'The tables'' keys of the event (each table''s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables'' sheet again')
            [CompletionResult]::new('desk', 'desk', [CompletionResultType]::ParameterValue, 'The director''s desk at the terminal, in table mode''s manner: the round in play table by table, the round''s steps (seat, publish, close), a table''s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event''s log), and the standings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;tournament;help;new' {
            break
        }
        'canasta;tournament;help;seat' {
            break
        }
        'canasta;tournament;help;publish' {
            break
        }
        'canasta;tournament;help;close' {
            break
        }
        'canasta;tournament;help;seating' {
            break
        }
        'canasta;tournament;help;standings' {
            break
        }
        'canasta;tournament;help;status' {
            break
        }
        'canasta;tournament;help;absent' {
            break
        }
        'canasta;tournament;help;export' {
            break
        }
        'canasta;tournament;help;read-results' {
            break
        }
        'canasta;tournament;help;publish-site' {
            break
        }
        'canasta;tournament;help;list' {
            break
        }
        'canasta;tournament;help;sheet' {
            break
        }
        'canasta;tournament;help;sign' {
            break
        }
        'canasta;tournament;help;reopen' {
            break
        }
        'canasta;tournament;help;keys' {
            break
        }
        'canasta;tournament;help;desk' {
            break
        }
        'canasta;tournament;help;help' {
            break
        }
        'canasta;circuit' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'How the standings are written')
            [CompletionResult]::new('--site', '--site', [CompletionResultType]::ParameterName, 'Also write them as a web page (`index.html` and its style sheet) into this folder')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace the pages the `--site` folder already has')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'canasta;serve' {
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Address and port to listen on')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game to show (default: the current one, whichever it is)')
            [CompletionResult]::new('--tls', '--tls', [CompletionResultType]::ParameterName, 'Serve over HTTPS, with this certificate chain and its private key (PEM files), so the scorer''s key never crosses the network in clear')
            [CompletionResult]::new('--tournament', '--tournament', [CompletionResultType]::ParameterName, 'A tournament night: the board shows its seating and standings, and each table''s phone (its QR code on the sheet `canasta tournament sheet` prints) scores that table''s game of the round in play')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'canasta;min' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Variant: a preset name (see `canasta variants`) or a preset file''s path')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The hand number, for a variant whose minimum goes by hand (Hand and Foot)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;variants' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs (also after `show` and `check`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print a variant''s rules as a table')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;variants;show' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs (also after `show` and `check`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;variants;check' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs (also after `show` and `check`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;variants;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print a variant''s rules as a table')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;variants;help;show' {
            break
        }
        'canasta;variants;help;check' {
            break
        }
        'canasta;variants;help;help' {
            break
        }
        'canasta;check' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('meld', 'meld', [CompletionResultType]::ParameterValue, 'Is this initial meld enough? Prints each meld''s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no')
            [CompletionResult]::new('out', 'out', [CompletionResultType]::ParameterValue, 'May this side go out now? Verdict and reason; exit 0 yes, 1 no')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;check;meld' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Variant: a preset name or a preset file''s path (default: the current game''s rules, or classic when there is no current game)')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Use this game''s rules (and, with --side, the side''s score)')
            [CompletionResult]::new('--score', '--score', [CompletionResultType]::ParameterName, 'The side''s cumulative score (may be negative: --score -20). At most 999,999,999 either way: beyond what any game can reach, refused rather than rounded')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'The side whose minimum applies (with --game, or the current game)')
            [CompletionResult]::new('--top', '--top', [CompletionResultType]::ParameterName, 'The top card of the discard pile, taken for this meld (it is among the melds)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--going-out', '--going-out', [CompletionResultType]::ParameterName, 'The player melds the whole hand this turn after drawing from the stock (going out concealed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;check;pile' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Variant: a preset name or a preset file''s path (default: the current game''s rules, or classic when there is no current game)')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Use this game''s rules (and, with --side, the side''s score)')
            [CompletionResult]::new('--top', '--top', [CompletionResultType]::ParameterName, 'The top card of the discard pile')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The cards in the player''s hand that could be used (or the whole hand)')
            [CompletionResult]::new('--table', '--table', [CompletionResultType]::ParameterName, 'The side''s melds on the table')
            [CompletionResult]::new('--opponents', '--opponents', [CompletionResultType]::ParameterName, 'The opponents'' melds on the table (their completed canastas matter in some variants)')
            [CompletionResult]::new('--hand-size', '--hand-size', [CompletionResultType]::ParameterName, 'How many cards the player holds')
            [CompletionResult]::new('--pile-size', '--pile-size', [CompletionResultType]::ParameterName, 'How many cards are in the pile')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--not-melded', '--not-melded', [CompletionResultType]::ParameterName, 'The side has not made its initial meld yet')
            [CompletionResult]::new('--frozen', '--frozen', [CompletionResultType]::ParameterName, 'A wild card or a red three is in the pile (it is frozen)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;check;out' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Variant: a preset name or a preset file''s path (default: the current game''s rules, or classic when there is no current game)')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Use this game''s rules (and, with --side, the side''s score)')
            [CompletionResult]::new('--table', '--table', [CompletionResultType]::ParameterName, 'The side''s melds on the table, including those going down this turn')
            [CompletionResult]::new('--canastas', '--canastas', [CompletionResultType]::ParameterName, 'Completed canastas, of any kind')
            [CompletionResult]::new('--canasta', '--canasta', [CompletionResultType]::ParameterName, 'Completed canastas of a kind: KIND=N (e.g. natural=2)')
            [CompletionResult]::new('--left', '--left', [CompletionResultType]::ParameterName, 'Cards the player would still hold after melding all they can (1: one to discard)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('--concealed', '--concealed', [CompletionResultType]::ParameterName, 'The player''s side has melded nothing yet: going out concealed')
            [CompletionResult]::new('--partner-said-no', '--partner-said-no', [CompletionResultType]::ParameterName, 'The player asked "may I go out?" and the partner said no')
            [CompletionResult]::new('--no-pot', '--no-pot', [CompletionResultType]::ParameterName, 'The side has not taken its pot yet (Burraco''s pozzetto, Buraco''s morto)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;check;hand' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'Variant (default: american)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, '`table` for people, `json` for programs: the answer''s facts, `yes` and its `words` (exit codes as for `table`)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;check;help' {
            [CompletionResult]::new('meld', 'meld', [CompletionResultType]::ParameterValue, 'Is this initial meld enough? Prints each meld''s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no')
            [CompletionResult]::new('out', 'out', [CompletionResultType]::ParameterValue, 'May this side go out now? Verdict and reason; exit 0 yes, 1 no')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;check;help;meld' {
            break
        }
        'canasta;check;help;pile' {
            break
        }
        'canasta;check;help;out' {
            break
        }
        'canasta;check;help;hand' {
            break
        }
        'canasta;check;help;help' {
            break
        }
        'canasta;manpage' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write the main page and one page per subcommand into this folder')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;completions' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where games are kept (default: the platform''s data directory)')
            [CompletionResult]::new('--config-dir', '--config-dir', [CompletionResultType]::ParameterName, 'Where your own presets are read from, in its `presets/` folder (default: the platform''s config directory)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'When another canasta is changing a game (table mode left open in another terminal, say), wait at most this long, then give up with exit 3 (default: wait until it is done)')
            [CompletionResult]::new('--why', '--why', [CompletionResultType]::ParameterName, 'The director''s reason for changing a game of a closed tournament round (`record`, `edit`, `undo`, `drop`): kept in the tournament''s log with the totals before and after')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours: `auto` (on a terminal, unless NO_COLOR is set), `always` or `never`')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: `en`, `es`, `pt-BR`, `it` or `de` (default: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one; `C` is English)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'canasta;help' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Table mode: score the current game (or a new one) hand by hand, answering questions')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a new game and make it current; prints its id')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Record one hand for the current game; prints its breakdown and the score sheet')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the score sheet of the current game (or --game ID)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the stored games')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a stored game the current one')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Remove the last recorded hand')
            [CompletionResult]::new('drop', 'drop', [CompletionResultType]::ParameterValue, 'Remove hand N from anywhere in a game (a hand recorded by mistake); the hands after it move up, and every total, minimum and dealer after it is worked out again')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Correct hand N of a game; every hand after it is recomputed')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a game''s log as YAML (to stdout, or -o FILE)')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Read a game log (YAML), check every hand, store it and make it current; prints its id. A backup (`export --all`) is restored whole or not at all. A game already here is not added again')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a game for good (asks first; --yes for scripts)')
            [CompletionResult]::new('archive', 'archive', [CompletionResultType]::ParameterValue, 'Archive a game: kept and counted in `history`, out of `list` and table mode''s picker')
            [CompletionResult]::new('unarchive', 'unarchive', [CompletionResultType]::ParameterValue, 'Bring an archived game back among the games')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'One line per game, newest first, the archived ones too: date, variant, sides, result, margin, hands')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Statistics over the games (the archived ones too): for every player and partnership, games won and lost, hands, best and worst, dealing, going out, canastas, red threes, penalties; head to head with --vs A --vs B')
            [CompletionResult]::new('players', 'players', [CompletionResultType]::ParameterValue, 'The players of every game (names are people across games), and merging two spellings of one person')
            [CompletionResult]::new('match', 'match', [CompletionResultType]::ParameterValue, 'A match''s standing: games won by each side, points, and the winner once decided')
            [CompletionResult]::new('tournament', 'tournament', [CompletionResultType]::ParameterValue, 'A club''s tournament night: entrants, rounds seated by movement (Mitchell, Danish, round robin, Swiss, groups and a knockout, by hand; or an individual night''s), each table''s game, and the standings worked out from them')
            [CompletionResult]::new('circuit', 'circuit', [CompletionResultType]::ParameterValue, 'A circuit''s standings (a summer tour, a club championship, a federation''s ranking): the events of a folder added up, each pair''s and each player''s (over all their partners), with attendance and the finalists by the circuit''s rule')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Show the current game live on a web page for the phones at the table, and a page for the scorer''s phone to record it')
            [CompletionResult]::new('min', 'min', [CompletionResultType]::ParameterValue, 'Print the initial-meld minimum for a cumulative score')
            [CompletionResult]::new('variants', 'variants', [CompletionResultType]::ParameterValue, 'List the variants (built-in and your own), show one''s rules, or check a preset file')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Ask the rules: is this initial meld enough, may I take the pile, may we go out, is this a special hand. Exit 0 for yes, 1 for no, 2 for bad input')
            [CompletionResult]::new('manpage', 'manpage', [CompletionResultType]::ParameterValue, 'Print the manual page (roff), for `man canasta`; --dir writes every page (one per subcommand, as `man canasta-record`)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'canasta;help;play' {
            break
        }
        'canasta;help;new' {
            break
        }
        'canasta;help;record' {
            break
        }
        'canasta;help;show' {
            break
        }
        'canasta;help;list' {
            break
        }
        'canasta;help;use' {
            break
        }
        'canasta;help;undo' {
            break
        }
        'canasta;help;drop' {
            break
        }
        'canasta;help;edit' {
            break
        }
        'canasta;help;export' {
            break
        }
        'canasta;help;import' {
            break
        }
        'canasta;help;delete' {
            break
        }
        'canasta;help;archive' {
            break
        }
        'canasta;help;unarchive' {
            break
        }
        'canasta;help;history' {
            break
        }
        'canasta;help;stats' {
            break
        }
        'canasta;help;players' {
            [CompletionResult]::new('merge', 'merge', [CompletionResultType]::ParameterValue, 'Count FROM as the same person as INTO in statistics and history')
            break
        }
        'canasta;help;players;merge' {
            break
        }
        'canasta;help;match' {
            break
        }
        'canasta;help;tournament' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Make a tournament: its variant, its entrants (a file, one a line: "Name: Player, Player", or the players), and its plan of rounds ("3 mitchell + 1 danish")')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Seat the next round by the plan (or seat the seated one again); `--seating FILE` gives it by hand, in `table ns ew` lines (`- N`: N sits out)')
            [CompletionResult]::new('publish', 'publish', [CompletionResultType]::ParameterValue, 'Publish the seated round: each table''s game is made (the entrants'' names as its sides), and the seating is fixed from then on')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the published round once every table''s game is over')
            [CompletionResult]::new('seating', 'seating', [CompletionResultType]::ParameterValue, 'Who sits where in a round (the last seated one unless --round)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The standings: victory points (or games won), then match points, then the result between those level')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'The director''s desk: the round in play, table by table (deals played, over or not, the lines'' points and victory points, corrections), and its clock')
            [CompletionResult]::new('absent', 'absent', [CompletionResultType]::ParameterValue, 'An entrant (a pair; a player on an individual night) absent from the next rounds seated (`--back`: present again): its opponent is given a sit-out''s points, a Danish round pairs the others')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'The event and its tables'' games as YAML (one document each, the event first), or its results file for a federation or a circuit (`--format results`: JSON, laid out in docs/results.schema.json; `results-csv`: a line a table of each round)')
            [CompletionResult]::new('read-results', 'read-results', [CompletionResultType]::ParameterValue, 'Read a results file (any club''s, as `export --format results` writes it), work its standings out again from its tables and show them; a file whose standings are not what its tables add up to is refused, naming the first line that differs')
            [CompletionResult]::new('publish-site', 'publish-site', [CompletionResultType]::ParameterValue, 'The night''s results as a folder of web pages (the standings, every round table by table, each table''s sheet; light and dark), for any web host: the players open them at home after the night')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The tournaments of the data folder')
            [CompletionResult]::new('sheet', 'sheet', [CompletionResultType]::ParameterValue, 'A printable page of the tables'' QR codes (HTML, to standard output): each table''s phone scans its own, which opens the scorer''s page on that table''s game of the round in play, round after round. `--base`: the board''s address, as `canasta serve --tournament` prints it')
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Sign the final standings once every round of the plan is closed: from then on nothing of the event changes, with a reason or not, until it is reopened')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Reopen a signed event, saying why (`--why`, kept in the event''s file): its results may be corrected again, each correction with its reason as before')
            [CompletionResult]::new('keys', 'keys', [CompletionResultType]::ParameterValue, 'The tables'' keys of the event (each table''s phone opens its game with its own); `--new` makes new ones for every table, and the old keys open nothing from then on: print the tables'' sheet again')
            [CompletionResult]::new('desk', 'desk', [CompletionResultType]::ParameterValue, 'The director''s desk at the terminal, in table mode''s manner: the round in play table by table, the round''s steps (seat, publish, close), a table''s game opened to enter its paper sheet or correct it (a confirmed or closed result asks the reason first, kept in the event''s log), and the standings')
            break
        }
        'canasta;help;tournament;new' {
            break
        }
        'canasta;help;tournament;seat' {
            break
        }
        'canasta;help;tournament;publish' {
            break
        }
        'canasta;help;tournament;close' {
            break
        }
        'canasta;help;tournament;seating' {
            break
        }
        'canasta;help;tournament;standings' {
            break
        }
        'canasta;help;tournament;status' {
            break
        }
        'canasta;help;tournament;absent' {
            break
        }
        'canasta;help;tournament;export' {
            break
        }
        'canasta;help;tournament;read-results' {
            break
        }
        'canasta;help;tournament;publish-site' {
            break
        }
        'canasta;help;tournament;list' {
            break
        }
        'canasta;help;tournament;sheet' {
            break
        }
        'canasta;help;tournament;sign' {
            break
        }
        'canasta;help;tournament;reopen' {
            break
        }
        'canasta;help;tournament;keys' {
            break
        }
        'canasta;help;tournament;desk' {
            break
        }
        'canasta;help;circuit' {
            break
        }
        'canasta;help;serve' {
            break
        }
        'canasta;help;min' {
            break
        }
        'canasta;help;variants' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print a variant''s rules as a table')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a preset file: exit 0 and its rules if good, exit 2 naming the bad field if not')
            break
        }
        'canasta;help;variants;show' {
            break
        }
        'canasta;help;variants;check' {
            break
        }
        'canasta;help;check' {
            [CompletionResult]::new('meld', 'meld', [CompletionResultType]::ParameterValue, 'Is this initial meld enough? Prints each meld''s count, the total, the minimum and the verdict; exit 0 enough, 1 not enough, 2 an illegal meld')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'May this player take the discard pile? Verdict and reason; exit 0 yes, 1 no')
            [CompletionResult]::new('out', 'out', [CompletionResultType]::ParameterValue, 'May this side go out now? Verdict and reason; exit 0 yes, 1 no')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'Is this hand of fourteen cards a special hand (American)? Exit 0 yes, 1 no')
            break
        }
        'canasta;help;check;meld' {
            break
        }
        'canasta;help;check;pile' {
            break
        }
        'canasta;help;check;out' {
            break
        }
        'canasta;help;check;hand' {
            break
        }
        'canasta;help;manpage' {
            break
        }
        'canasta;help;completions' {
            break
        }
        'canasta;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
