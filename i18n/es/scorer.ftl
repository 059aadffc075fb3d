## es: scorer
# The scorer's page (`canasta serve`, `/score`): the phone that records the hands, in the
# language each phone asks for.

scorer-title = { $canasta_term ->
    [burraco] Burraco: la página del anotador
    [canastra] Buraco: la página del anotador
    [book] Hand and Foot: la página del anotador
   *[canasta] Canasta: la página del anotador
}
scorer-heading = { $term ->
    [round] Ronda
   *[hand] Mano
} { $number } · reparte: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}mínimo: { $minimums }
}
scorer-who-alone = ¿Quién jugó solo?
scorer-nobody = nadie
scorer-save = { $term ->
    [round] Guardar la ronda
   *[hand] Guardar la mano
}
scorer-key-back = Borrar
scorer-key-next = Línea siguiente
scorer-checking = Revisando…
scorer-offline = Sin conexión con el tablero: lo que escribís queda guardado en este celular.
scorer-kept-here = Tus líneas quedan guardadas en este celular.
scorer-no-key-here = Esta página necesita la clave del anotador: escaneá el código QR del anotador que se muestra donde se inició el tablero.

## Step by step: a line's questions, from the variant's own words.
scorer-step-not-out = no cortó
scorer-step-melded = Puntos bajados
scorer-step-in-hand = Puntos que quedaron en mano
scorer-step-put = Poner en la línea

## Correcting a saved hand.
scorer-fix = { $term ->
    [round] Corregir, quitar o deshacer una ronda
   *[hand] Corregir, quitar o deshacer una mano
}
scorer-fix-hand = { $term ->
    [round] Ronda
   *[hand] Mano
}
scorer-fix-line = Línea
scorer-fix-hint = lo que cambia (-45); = al principio reemplaza la línea
scorer-fix-apply = Cambiar
scorer-fix-drop = { $term ->
    [round] Quitar esta ronda
   *[hand] Quitar esta mano
}
scorer-undo = { $term ->
    [round] Deshacer la última ronda
   *[hand] Deshacer la última mano
}
scorer-confirm-undo = { $term ->
    [round] ¿Deshacer la última ronda? Se recalculan todos los totales que siguen.
   *[hand] ¿Deshacer la última mano? Se recalculan todos los totales que siguen.
}
scorer-confirm-drop = { $term ->
    [round] ¿Quitar esta ronda? Las rondas que siguen suben un lugar y se recalculan todos los totales.
   *[hand] ¿Quitar esta mano? Las manos que siguen suben un lugar y se recalculan todos los totales.
}

## Rules questions.
scorer-ask = Consultar las reglas
scorer-ask-meld = ¿Alcanza este juego para nuestra bajada?
scorer-ask-meld-legal = ¿Es legal esta bajada?
scorer-ask-pile = ¿Puedo tomar el pozo?
scorer-ask-out = ¿Podemos cortar?
scorer-ask-min = ¿Cuál es el mínimo para bajar con un puntaje?
scorer-ask-cards = Cartas
scorer-ask-top = Carta de arriba del pozo
scorer-ask-going-out = cortando con él
scorer-ask-side = Mínimo de
scorer-ask-not-melded = nuestra pareja todavía no bajó
scorer-ask-frozen = el pozo está congelado
scorer-ask-canastas = { $canasta_term ->
    [burraco] Burracos
    [canastra] Canastras
   *[canasta] Canastas
}
scorer-ask-left = Cartas que quedan en mano
scorer-ask-concealed = de mano
scorer-ask-pot-taken = { $pot_term ->
   *[other] muerto tomado
}
scorer-ask-score = Puntaje (o número de mano, donde el mínimo va por mano)
scorer-ask-go = Consultar
scorer-ask-top-needed = Indicá la carta de arriba del pozo (K, 7, 2 para un comodín).

## A new game, and a match's next game.
scorer-new = Partida nueva
scorer-new-variant = Variante
scorer-new-sides = Parejas
scorer-new-sides-hint = Nosotros, Ellos (vacío: los nombres de siempre)
scorer-new-players = Jugadores
scorer-new-players-hint = en sentido horario: Ann, Bob, Cy, Di
scorer-new-dealer = Reparte primero
scorer-new-dealer-hint = un jugador (vacío: el primer asiento)
scorer-new-match = Serie
scorer-new-match-one = Una partida
scorer-new-match-first = Una serie: gana quien gane primero { $games } partidas
scorer-new-match-games = Una serie de { $games } partidas (puntos de victoria, donde el reglamento los da)
scorer-new-match-unknown = `{ $rule }` no es una serie que esta página empiece: una partida, el primero en ganar 2 o 3, o 2, 3 o 4 partidas.
scorer-new-go = Empezar la partida
scorer-next-game = Empezar la próxima partida de la serie

## The scorer's key.
scorer-key = La clave del anotador
scorer-key-why = Si se perdió un celular con esta página, cambiá la clave: la vieja deja de funcionar, y el nuevo código QR deja entrar al próximo celular.
scorer-key-go = Cambiar la clave
scorer-confirm-key = ¿Cambiar la clave del anotador? Cualquier otro celular con esta página va a necesitar el nuevo código QR.
scorer-key-changed = Se cambió la clave: escaneá este código con el celular que lleva el puntaje.

## What a call is answered.
scorer-saved = { $term ->
    [round] Ronda
   *[hand] Mano
} { $number } guardada.
scorer-corrected = { $term ->
    [round] Ronda { $number } corregida
   *[hand] Mano { $number } corregida
}; se recalcularon todos los totales que siguen.
scorer-removed = { $term ->
    [round] Ronda { $number } quitada
   *[hand] Mano { $number } quitada
}; se recalcularon todos los totales que siguen.
scorer-started = Empezó la partida { $id }.
scorer-changed-elsewhere = No se guardó: la partida se cambió en otro celular o en la terminal desde que empezaste. Se muestra como está ahora; tus líneas no se pierden: revisalas y guardá de nuevo.
scorer-changed-while-typing = La partida cambió en otro teléfono o en la terminal mientras escribías: revisá tus líneas con la planilla antes de guardar.
scorer-lines-wrong = No se guardó: falta una línea o está mal (mirá debajo de ella).
scorer-fix-empty = Escribí lo que cambia, o = y la línea entera.
scorer-no-game = Todavía no hay partida: empezá una acá abajo.
scorer-no-match = Esta partida no es parte de una serie.
scorer-bad-lone = El jugador que figura como solo no está en esta partida.
scorer-bad-lines = Estas líneas no son las de esta mano: recargá la página.
scorer-bad-call = La página mandó algo que este tablero no entiende ({ $detail }): recargá la página.
scorer-needs-key = Este celular no tiene la clave del anotador, o se cambió: escaneá de nuevo el código QR del anotador. No se cambió nada.
scorer-other-site = Rechazado: este pedido no viene de la página del anotador. No se cambió nada.
scorer-too-many = Demasiados pedidos a la vez: esperá un momento y probá de nuevo. No se cambió nada.
scorer-too-large = Rechazado: lo enviado supera los { $most } bytes. No se cambió nada.
scorer-too-slow = Rechazado: lo enviado no llegó a tiempo. No se cambió nada.
scorer-method = La página del anotador no acepta este tipo de pedido.

## Una mano, una sola vez.
scorer-already-saved = { $term ->
    [round] La ronda
   *[hand] La mano
} { $number } ya estaba guardada (la respuesta no había llegado a este celular): no se guarda otra vez.
scorer-busy = Otro canasta está cambiando esta partida (la terminal o un comando): la mano queda en este celular y se manda de nuevo en un momento.
scorer-bad-typist = El nombre de esta página no es uno que este tablero acepte: recargá la página.
scorer-bad-hand-id = Esta mano no tiene un id que este tablero acepte: recargá la página.
scorer-failed = El tablero no pudo responder (una falla del programa, no de lo escrito): probá de nuevo.
scorer-pinned = Este tablero muestra solo la partida { $id } (se inició con --game { $id }): empezá la partida nueva en la terminal, o iniciá el tablero sin --game para seguir la partida actual.

## The page, offline and steady.
scorer-not-sent = { $term ->
    [round] La ronda
   *[hand] La mano
} { $number } todavía no se mandó: espera en este celular y se manda sola, una vez, cuando el tablero vuelva a responder.
scorer-theirs = { $term ->
    [round] Ronda
   *[hand] Mano
} { $number }, guardada mientras tanto en otro lado
scorer-mine = Tus líneas
scorer-drop-mine = Descartar las mías
scorer-save-mine = Guardar las mías como { $term ->
    [round] ronda
   *[hand] mano
} { $number }
scorer-conflict-same = Las mismas líneas se guardaron mientras tanto en otro lado: descartá las tuyas, no se pierde nada.
scorer-conflict-other = Otras líneas se guardaron mientras tanto en otro lado: descartá las tuyas, o guardalas como la siguiente.
scorer-dropped = Tus líneas se descartaron: no se guardó nada más.
scorer-bad-score = Un puntaje es como mucho { $most } para un lado u otro: ninguna partida llega más lejos.
scorer-no-table-game = La mesa { $table } no tiene partida en la ronda en juego: o la ronda todavía no está publicada, o en esta ronda no se juega en esta mesa (el tablero muestra dónde se sienta cada uno).
scorer-table-key-only = El teléfono de una mesa anota la partida de su mesa; solo el director cambia las claves.
scorer-confirm-table = Confirmar el resultado de esta mesa
scorer-confirm-opponent = Un rival confirma el resultado
scorer-confirmed-both = Confirmado por la mesa y un rival: desde ahora solo el director lo cambia.
scorer-desk-title = La mesa del director
scorer-desk-seat = Ubicar la ronda siguiente
scorer-desk-publish = Publicarla
scorer-desk-close = Cerrar la ronda
scorer-desk-no-tournament = Este tablero no sirve ningún torneo (canasta serve --tournament NOMBRE).
scorer-desk-needs-reason = El resultado de la mesa { $table } ahora es del director (confirmado, o su ronda cerrada): escribí el motivo del cambio en el recuadro debajo de las teclas y probá de nuevo.
scorer-table-locked = El resultado de la mesa { $table } está confirmado: ahora solo lo cambia el director. Llamá al director.
scorer-table-key-refused = La clave de este teléfono no abre ninguna mesa de este torneo: se renovó, o es de otro torneo. Escaneá otra vez el código QR de tu mesa (el director tiene la hoja nueva). No se cambió nada.
scorer-table-game-only = Esta página anota solo la partida de la mesa { $table } del torneo: acá no se empieza ninguna otra.
scorer-signed = El director firmó los resultados de la noche como finales ({ $at }): ya no cambia nada.
scorer-night-signed = El director firmó los resultados de la noche como finales: ya no cambia nada.
scorer-desk-signed = Los resultados de la noche están firmados como finales ({ $at }): ya no cambia nada. Para corregirlos, primero se reabre el torneo, con su motivo, en la terminal (tournament reopen).
scorer-desk-nothing-drafted = No hay ninguna ronda ubicada para publicar: ubicá primero la siguiente.
scorer-desk-published-already = La ronda { $round } ya está publicada; la siguiente se ubica cuando esta se cierre.
scorer-desk-plan-done = Todas las rondas del plan ({ $rounds }) están ubicadas: la noche termina cuando se cierre la última.
scorer-desk-seat-open-before = La ronda { $round } no está cerrada: la próxima ronda se ubica con sus resultados. Cerrala primero.
scorer-desk-seat-needs-manual = La ronda { $round } se ubica a mano: escribí abajo su ubicación, una mesa por línea ("1 3 8": mesa 1, 3 N-S contra 8 E-O; "- 5": 5 descansa).
scorer-desk-seat-too-few-present = Una ronda individual ubica al menos { $need } jugadores; hay { $present } presentes (ausentes: { $absent }). La ronda se podrá ubicar cuando vuelva uno de ellos.
scorer-desk-keys-renewed = Claves nuevas para cada mesa: los códigos QR viejos ya no abren nada. Se abre la hoja de las mesas para imprimir; dale a cada mesa su código nuevo.
scorer-desk-by-hand = Ubicarla a mano
scorer-desk-by-hand-label = La ubicación, una mesa por línea: "1 3 8" es la mesa 1, 3 N-S contra 8 E-O; "- 5": 5 descansa
scorer-desk-seat-typed = Ubicar como está escrito
scorer-desk-new-keys = Claves nuevas para las mesas (una clave perdida o vista)
scorer-desk-drafted = Ronda { $round } ubicada, todavía sin mostrar: revisala abajo y después publicala (o ubicala a mano).
scorer-desk-drafted-individual = Ronda { $round } ubicada, todavía sin mostrar: revisala abajo y después publicala (en un torneo individual ubica el movimiento).
scorer-desk-published = Ronda { $round } publicada: { $tables ->
    [one] 1 mesa la juega
   *[other] { $tables } mesas la juegan
} en sus teléfonos.
scorer-desk-closed = Ronda { $round } cerrada: la clasificación de abajo la cuenta. Ubicá la ronda siguiente cuando quieras.
scorer-bad-table = La mesa o la ronda pedida no es un número: abrí la partida desde la mesa del director.
scorer-desk-back = ← La mesa del director
scorer-desk-why = Motivo del cambio (queda en el registro del torneo)
scorer-desk-at = Mesa { $table }, ronda { $round }: como director
scorer-desk-open = Anotar o corregir
scorer-desk-col-sheet = Planilla
scorer-desk-goto-round = Ronda
scorer-desk-goto-table = Mesa
scorer-desk-goto = Abrir la partida de una mesa
scorer-ask-kind = Pregunta
scorer-key-space = Espacio
scorer-steps-for = Paso a paso: { $line }
scorer-step-went-out = Cierre
scorer-share = Compartir la planilla
scorer-share-text = Compartir como texto
scorer-share-picture = Compartir el gráfico como imagen
scorer-share-copy = Copiar el texto
scorer-share-download = Descargar la imagen
scorer-shared = Compartido.
scorer-copied = La planilla está copiada: pegala en el chat.
scorer-downloaded = La imagen está descargada.
scorer-share-failed = Este navegador no pudo compartirlo: copiá el texto, o descargá la imagen.
scorer-legend = Qué quiere decir cada letra
scorer-sheet = La planilla
# Issue 41: every tap lands, every hand once.
scorer-keep-mine = Volver a mis líneas, para revisarlas
scorer-keys-not-put = Las teclas tocadas después de Guardar no se pusieron en ninguna línea.
scorer-save-mine-sure = Tocá de nuevo para guardar las mías como { $term ->
    [round] ronda
   *[hand] mano
} { $number }
scorer-saving = Guardando la { $term ->
    [round] ronda
   *[hand] mano
} { $number }…
scorer-same-kept = { $term ->
    [round] La ronda
   *[hand] La mano
} { $number } se guardó en otro celular con las mismas líneas: está una sola vez en la partida y no se guardó nada más.

# The phone alone (the engine in the page): the games kept on the phone.
scorer-games = Partidas en este teléfono
scorer-games-none = Todavía no hay partidas en este teléfono.
scorer-games-continue = Seguir
scorer-games-export = Exportar
scorer-games-delete = Borrar
# $id: the game's number.
scorer-games-delete-confirm = ¿Borrar la partida { $id }? No se puede recuperar.
scorer-games-deleted = La partida { $id } está borrada.
scorer-games-continued = Ahora anotás la partida { $id }.
scorer-games-import = Importar una partida (un archivo exportado de canasta)
scorer-language = Idioma

# The phone alone: house rules (a preset of one's own) kept on the phone.
scorer-rules = Reglas de la casa en este teléfono
scorer-rules-hint = Una variante propia: `extends:` una variante, y después los campos que cambian (la guía de variantes los lista). El árbitro la revisa antes de guardarla, y una partida jugada con ella la lleva en su archivo.
scorer-rules-name = Nombre
scorer-rules-text = Reglas
scorer-rules-save = Revisar y guardar
scorer-rules-delete = Borrar
# $name: the house rules' name, as typed.
scorer-rules-saved = Las reglas de la casa { $name } quedaron guardadas: elegilas para una partida nueva.
scorer-rules-deleted = Las reglas de la casa { $name } están borradas; las partidas jugadas con ellas las conservan.
scorer-rules-built-in = { $name } es el nombre de una variante incluida: elegí otro.
scorer-rules-none = Todavía no hay reglas de la casa en este teléfono.
scorer-slip-points = { $fact }: si sus puntos en mano no están en los puntos bajados, agregalos a la línea (-35 para 35)
scorer-slip-melded = { $fact }: revisá los puntos bajados de la línea
