## en: the data folder's files (src/store): what cannot be read, written or trusted.

# What the store was doing when the machine said no ($op), on which file ($path; empty for
# `write-yaml`). The machine's own reason follows after a colon.
store-cannot = { $op ->
    [read] cannot read { $path }
    [read-game] cannot read the game file { $path }
    [read-archived] cannot read the archived game { $path }
    [read-preset] cannot read the preset file { $path }
    [write-yaml] cannot write the game as YAML
    [replace] cannot replace { $path }
    [create] cannot create { $path }
    [create-data-dir] cannot create the data directory { $path }
    [create-temp] cannot create a temporary file in { $path }
    [sync] cannot sync { $path }
    [open] cannot open { $path }
    [open-to-lock] cannot open { $path } to lock it
    [open-lock-file] cannot open the lock file { $path }
    [follow] cannot follow { $path }
    [remove] cannot remove { $path }
    [move] cannot move { $path }
    [lock] cannot lock { $path }
    [finish] cannot finish the change begun in { $path }
   *[write] cannot write { $path }
}

## Files that are not read
store-too-big = { $path } is { $bytes } bytes; files of at most { $limit } are read
store-symlink = { $path } is a symbolic link; only plain files are read
store-not-plain = { $path } is not a plain file (a pipe, a device or a folder); only plain files are read
store-too-deep = { $path } is nested more than { $max } deep at line { $line }; canasta never writes that (the file was left as it is)
store-too-long = { $origin } is longer than { $limit_mb } MB; that is not a game
store-not-utf8 = { $origin } is not UTF-8 text (byte { $byte })

## Export
store-exists = { $path } exists; give --force to replace it, or another file name (nothing was written)
store-folder = { $path } is a folder; give a file name

## The lock
store-another-canasta = another canasta
store-waiting = waiting for { $holder } to finish with { $dir } (Ctrl-C to stop; --wait SECONDS gives up after a while) ...
store-waiting-up-to = waiting up to { $secs }s for { $holder } to finish with { $dir } ...
store-gave-up = gave up after { $secs }s: { $holder } is still changing the games in { $dir } (nothing was changed; try again when it is done)

## Presets
store-no-file-name = { $path } has no file name
store-variant-is-path = `variant:` names a preset by name, not a path; give the rules under `rules:`, or a preset name (see `canasta variants`)
store-shadows-built-in = not used: a built-in preset has this name; rename the file
store-preset-too-big = { $path } is larger than { $limit_kb } KB; a preset is a small file

## A change of several files ($reason: the journal's own words, in English)
store-nothing-changed = nothing was changed
store-not-a-change = { $path } is not a change canasta began ({ $fault ->
        [header] its first line is not canasta's
        [step] line { $line } is not a step
        [staged] line { $line } names no staged file
       *[file] line { $line } names { $file }, not a file of the data folder
    }); move it out of the folder if you made it
store-not-data-file = { $path } is not a file of the data folder

## Games ($id quoted where it may be anything typed)
store-not-game-id = { $id } is not a game id: ids are letters, digits, `-` and `_` (at most { $max }), such as 3; `canasta list` shows them
store-no-home = cannot find a home directory for the game files; pass --data-dir DIR
store-no-game-to-delete = there is no game { $id } to delete
store-no-game-to-archive = there is no game { $id } to archive
store-no-archived-game = there is no archived game { $id }
store-archived-exists = an archived game { $id } exists already; nothing was moved
store-game-exists = a game { $id } exists already; nothing was moved
store-no-free-number = no free game number: the games in { $dir } are numbered up to the largest number there is; rename or remove the highest-numbered file
store-archived = game { $id } is archived; `canasta unarchive { $id }` brings it back (`canasta history` lists it)
store-no-game-yet = there is no game { $id }; there are no games yet: start one with `canasta new`
store-no-game = there is no game { $id }; the games are: { $ids }
store-no-current = there is no current game: start one with `canasta new`, or name one with --game ID (see `canasta list`)
store-linked-folder = { $path } is not a folder of its own (a link, or a file); canasta reads and writes only inside its data folder, so it leaves it alone: move it away, and the next command makes the folder again
store-in-the-way = { $kind ->
    [folder] { $path } is a folder
    [link] { $path } is a symbolic link
   *[special] { $path } is not a plain file (a pipe or a device)
} where canasta keeps a file of its own, so nothing was saved: remove it (or move it away) and run the command again
store-not-plain-game = { $path } is not a plain file (a link?); games are saved only as plain files in { $dir }
store-too-big-to-save = the game would be { $mb } MB, and canasta reads back game files of at most { $limit_mb } MB; nothing was saved (start a new game, or split this one with `canasta new --start`)
store-tournament-too-big = the tournament's file would be { $kb } KB, and canasta reads back tournament files of at most { $limit_kb } KB; nothing was saved (fewer entrants, or shorter names)
# $error: the ledger's refusal, which begins with its own space.
store-game-file = { $left ->
    [cut-short] the game file { $origin }{ $error } (the file was left as it is; if you edited it by hand, put the line back at the end)
    [yes] the game file { $origin }{ $error } (the file was left as it is)
   *[no] the game file { $origin }{ $error }
}

# A game of a backup being restored that does not read: as store-game-file, the game
# named by its number in the backup ($id).
store-game-in-backup = { $left ->
    [cut-short] the game file of game { $id }{ $error } (the file was left as it is; if you edited it by hand, put the line back at the end)
    [yes] the game file of game { $id }{ $error } (the file was left as it is)
   *[no] the game file of game { $id }{ $error }
}

## Players' merged names and matches: $reason is one of the store-reason-* below, the
## end of the sentence
store-bad-aliases = the merged names in { $path } { $reason } (the file was left as it is)
store-bad-match-name = { $name } cannot name a match: letters, digits, `-` and `_` only
store-bad-match = the match { $path } { $reason } (the file was left as it is)
store-match-names-itself = the match { $path } names itself { $name } (the file was left as it is)
# $subject: `names` (the merged names, plural) or `match`; $message: the YAML library's own.
store-reason-unreadable = { $subject ->
    [names] do not read: { $message }
   *[match] does not read: { $message }
}
store-reason-unreadable-at = { $subject ->
    [names] do not read at line { $line }: { $message }
   *[match] does not read at line { $line }: { $message }
}
store-reason-twice = do not read: { $name } is given twice (in two spellings)
store-reason-not-kept = cannot be kept: { $why }
store-reason-too-deep = { $subject ->
    [names] are nested more than { $max } deep at line { $line }
   *[match] is nested more than { $max } deep at line { $line }
}
store-reason-match-named = is named { $name }: a match's name is letters, digits, `-` and `_` only
store-reason-match-game = lists the game { $game } (a game id twice, or not a plain id)
store-reason-bad-name = has a name that cannot be: { $why }
store-reason-too-many-rounds = plans { $rounds } rounds in all, and an event has at most { $max }: its `plan:` must add up to { $max } rounds or fewer
store-reason-out-of-range = gives `{ $key }` as { $value }, which cannot be: it is a number from { $min } to { $max }
store-reason-events-not-kept = is an event's, and the app on a phone alone keeps no events: an event is run by canasta on a computer

# A fault of the program itself (never the input or the machine).
store-fault = canasta itself went wrong ({ $what }); nothing was saved. Please report this, with the command you typed.
store-bad-tournament-name = { $name } cannot name a tournament: letters, digits, `-` and `_` only
store-bad-tournament = the tournament { $path } { $reason } (the file was left as it is)
store-tournament-names-itself = the tournament { $path } names itself { $name } (the file was left as it is)
store-tournament-missing = game { $game } is a table's game of the tournament { $path }, which is not there: put the event's file back before changing the game (nothing was changed)
store-tournament-disowns = game { $game } says it is table { $table } of round { $round } of { $path }, which does not list it there: nothing was changed (mend the event's file, or ask the director)
store-claimed-twice = game { $game } is listed by more than one tournament file ({ $paths }): move the copy out of the tournaments folder (nothing was changed)
