## de: board
# The board page on the phones (`canasta serve`), in the language each phone asks for.

board-needs-key = Diese Anzeigetafel braucht ihren Schlüssel: scanne den QR-Code, der dort angezeigt wird, wo sie gestartet wurde.
board-cannot-show = Die Partie kann nicht angezeigt werden: { $reason }
board-game-title = Partie { $id } ({ $variant }): { $sides }
# The sheet's first column: each hand's number and its dealer.
board-hand-column = { $term ->
       *[other] Runde
    }
board-total = Gesamt
# The last hand's lines, under the sheet.
board-last-hand = { $term ->
       *[other] Runde
    } { $number }
board-running-totals = Gesamtstand im Verlauf

## Why a game cannot be shown, in one line (the data folder's path is never shown).
board-reason-damaged = Partie { $id } kann nicht gelesen werden (beschädigte Datei); Einzelheiten mit `canasta show` am Tisch
board-reason-unopenable = Partie { $id } kann nicht gelesen werden (die Datei lässt sich nicht öffnen); Einzelheiten mit `canasta show` am Tisch
board-reason-other = { $reason } (Einzelheiten mit `canasta show` am Tisch)
board-data-folder = der Datenordner

## Answers that are not the page (plain text).
board-wrong-host = Diese Anzeigetafel antwortet nur unter ihrer eigenen Adresse.
board-only-shows = Die Anzeigetafel zeigt nur an; hier lässt sich nichts ändern.
board-too-long = Diese Adresse ist zu lang.
board-not-here = Nicht hier: die Anzeigetafel ist unter /.
board-too-many-pages = Zu viele Seiten folgen dieser Anzeigetafel; diese fragt stattdessen alle paar Sekunden nach.
board-tournament-line = Linie
board-tournament-table = Tisch { $table }

## The installed app's names (the manifest) and the look's switch on the three pages.
board-app-name = Canasta-Schreiber
board-app-short-name = Canasta
board-theme = Darstellung
board-theme-auto = Wie das Handy
board-theme-light = Hell
board-theme-dark = Dunkel
