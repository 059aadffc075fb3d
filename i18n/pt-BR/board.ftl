## pt-BR: board
# The board page on the phones (`canasta serve`), in the language each phone asks for.

board-needs-key = Este placar precisa da chave: escaneie o código QR mostrado onde ele foi iniciado.
board-cannot-show = Não é possível mostrar a partida: { $reason }
board-game-title = Partida { $id } ({ $variant }): { $sides }
# The sheet's first column: each hand's number and its dealer.
board-hand-column = { $term ->
       *[other] Rodada
    }
board-total = Total
# The last hand's lines, under the sheet.
board-last-hand = { $term ->
       *[other] Rodada
    } { $number }
board-running-totals = Totais acumulados

## Why a game cannot be shown, in one line (the data folder's path is never shown).
board-reason-damaged = não é possível ler a partida { $id } (arquivo danificado); use `canasta show` na mesa para ver os detalhes
board-reason-unopenable = não é possível ler a partida { $id } (o arquivo não pode ser aberto); use `canasta show` na mesa para ver os detalhes
board-reason-other = { $reason } (use `canasta show` na mesa para ver os detalhes)
board-data-folder = a pasta de dados

## Answers that are not the page (plain text).
board-wrong-host = Este placar só responde no próprio endereço.
board-only-shows = O placar só mostra; nada pode ser alterado aqui.
board-too-long = Este endereço é longo demais.
board-not-here = Aqui não: o placar está em /.
board-too-many-pages = Páginas demais acompanham este placar; esta passa a perguntar a cada poucos segundos.
board-tournament-line = Linha
board-tournament-table = Mesa { $table }

## The installed app's names (the manifest) and the look's switch on the three pages.
board-app-name = Anotador de Canasta
board-app-short-name = Canasta
board-theme = Aparência
board-theme-auto = Como o celular
board-theme-light = Claro
board-theme-dark = Escuro
