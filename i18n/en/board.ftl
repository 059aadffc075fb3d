## en: board
# The board page on the phones (`canasta serve`), in the language each phone asks for.

board-needs-key = This board needs its key: scan the QR code shown where it was started.
board-cannot-show = The game cannot be shown: { $reason }
board-game-title = Game { $id } ({ $variant }): { $sides }
# The sheet's first column: each hand's number and its dealer.
# $term: `hand`, or `round` in Hand and Foot (English has said hand for both).
board-hand-column = { $term ->
       *[other] Hand
    }
board-total = Total
# The last hand's lines, under the sheet.
# $term: `hand`, or `round` in Hand and Foot (English has said hand for both).
board-last-hand = { $term ->
       *[other] Hand
    } { $number }
board-running-totals = Running totals

## Why a game cannot be shown, in one line (the data folder's path is never shown).
board-reason-damaged = game { $id } cannot be read (damaged file); run `canasta show` at the table for details
board-reason-unopenable = game { $id } cannot be read (the file cannot be opened); run `canasta show` at the table for details
board-reason-other = { $reason } (run `canasta show` at the table for details)
board-data-folder = the data folder

## Answers that are not the page (plain text).
board-wrong-host = This board answers only at its own address.
board-only-shows = The board only shows; nothing can be changed here.
board-too-long = This address is too long.
board-not-here = Not here: the board is at /.
board-too-many-pages = Too many pages follow this board; this one asks every few seconds instead.
board-tournament-line = Line
board-tournament-table = Table { $table }

## The installed app's names (the manifest) and the look's switch on the three pages.
board-app-name = Canasta scorer
board-app-short-name = Canasta
board-theme = Look
board-theme-auto = As the phone
board-theme-light = Light
board-theme-dark = Dark
