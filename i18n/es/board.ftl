## es: board
# The board page on the phones (`canasta serve`), in the language each phone asks for.

board-needs-key = Este tablero necesita su clave: escaneá el código QR que se muestra donde se inició.
board-cannot-show = No se puede mostrar la partida: { $reason }
board-game-title = Partida { $id } ({ $variant }): { $sides }
# The sheet's first column: each hand's number and its dealer.
board-hand-column = { $term ->
        [round] Ronda
       *[hand] Mano
    }
board-total = Total
# The last hand's lines, under the sheet.
board-last-hand = { $term ->
        [round] Ronda
       *[hand] Mano
    } { $number }
board-running-totals = Totales acumulados

## Why a game cannot be shown, in one line (the data folder's path is never shown).
board-reason-damaged = no se puede leer la partida { $id } (archivo dañado); usá `canasta show` en la mesa para ver los detalles
board-reason-unopenable = no se puede leer la partida { $id } (no se puede abrir el archivo); usá `canasta show` en la mesa para ver los detalles
board-reason-other = { $reason } (usá `canasta show` en la mesa para ver los detalles)
board-data-folder = la carpeta de datos

## Answers that are not the page (plain text).
board-wrong-host = Este tablero responde solo en su propia dirección.
board-only-shows = El tablero solo muestra; acá no se puede cambiar nada.
board-too-long = Esta dirección es demasiado larga.
board-not-here = Acá no: el tablero está en /.
board-too-many-pages = Demasiadas páginas siguen este tablero; esta pregunta cada pocos segundos.
board-tournament-line = Línea
board-tournament-table = Mesa { $table }

## The installed app's names (the manifest) and the look's switch on the three pages.
board-app-name = Anotador de Canasta
board-app-short-name = Canasta
board-theme = Aspecto
board-theme-auto = Como el teléfono
board-theme-light = Claro
board-theme-dark = Oscuro
