## it: board
# The board page on the phones (`canasta serve`), in the language each phone asks for.

board-needs-key = Questo tabellone richiede la sua chiave: inquadra il codice QR mostrato dove è stato avviato.
board-cannot-show = Impossibile mostrare la partita: { $reason }
board-game-title = Partita { $id } ({ $variant }): { $sides }
# The sheet's first column: each hand's number and its dealer.
board-hand-column = { $term ->
        [round] Giro
        [deal] Smazzata
       *[hand] Mano
    }
board-total = Totale
# The last hand's lines, under the sheet.
board-last-hand = { $term ->
        [round] Giro
        [deal] Smazzata
       *[hand] Mano
    } { $number }
board-running-totals = Totali progressivi

## Why a game cannot be shown, in one line (the data folder's path is never shown).
board-reason-damaged = impossibile leggere la partita { $id } (file danneggiato); usa `canasta show` al tavolo per i dettagli
board-reason-unopenable = impossibile leggere la partita { $id } (il file non si apre); usa `canasta show` al tavolo per i dettagli
board-reason-other = { $reason } (usa `canasta show` al tavolo per i dettagli)
board-data-folder = la cartella dei dati

## Answers that are not the page (plain text).
board-wrong-host = Questo tabellone risponde solo al proprio indirizzo.
board-only-shows = Il tabellone mostra soltanto; qui non si può cambiare nulla.
board-too-long = Questo indirizzo è troppo lungo.
board-not-here = Non qui: il tabellone è su /.
board-too-many-pages = Troppe pagine seguono questo tabellone; questa si aggiorna invece ogni pochi secondi.
board-tournament-line = Linea
board-tournament-table = Tavolo { $table }

## The installed app's names (the manifest) and the look's switch on the three pages.
board-app-name = Segnapunti Canasta
board-app-short-name = Canasta
board-theme = Aspetto
board-theme-auto = Come il telefono
board-theme-light = Chiaro
board-theme-dark = Scuro
