## es: table
## Modo mesa (`canasta play`): el comienzo, el menú, las líneas y los pasos de una mano,
## las consultas de reglas, el guardado. `$term`: la palabra de la variante para una
## mano: `hand` (mano) o `round` (ronda).

## Salir e interrupciones

table-needs-terminal = el modo mesa hace preguntas y necesita una terminal; en scripts usá `canasta new` y `canasta record` con flags
table-needs-console = el modo mesa no puede manejar esta terminal: la ventana de Git Bash (mintty) les da a los programas una tubería, no una consola. Ejecutá `canasta play` en Windows Terminal, PowerShell o cmd; todas las demás órdenes funcionan acá como siempre
table-interrupted = Interrumpido.
table-closed = Se cerró la terminal.
table-kept-draft = Todas las manos confirmadas antes están guardadas; las líneas escritas de la mano en curso quedan como borrador, que `canasta play` te ofrece terminar.
table-kept-nothing = Todas las manos confirmadas antes están guardadas; la mano en curso no.
table-nothing-started = No se empezó ni se cambió nada.
table-quit-saved = Todo está guardado. `canasta play` te lleva de vuelta a la partida { $game }.
table-quit-to-desk = Todo guardado. Volvés a la mesa del director (partida { $game }).

## El comienzo

table-which-game = ¿Qué partida? (Esc: salir)
table-game-open-over = Abrir la partida { $game } ({ $variant }), terminada: { $totals } (para deshacer o corregir una mano)
table-game-go-on = Seguir la partida { $game } ({ $variant }): { $totals }, tras { $hands } { $term ->
    [round] { $hands ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $hands ->
        [one] mano
       *[other] manos
    }
}
table-game-damaged-item = La partida { $game } no se puede leer: ver por qué y cómo arreglarla
table-game-damaged = La partida { $game } no se puede leer: { $why }.
table-game-damaged-left = El archivo queda como está. Arreglalo y volvé; mientras tanto, elegí otra partida.
table-started = Empezó la partida { $game } ({ $variant }). Reparte primero: { $dealer }.
table-variant-prompt = Variante (escribí para filtrar, Enter elige, Esc sale)
table-variant-given = Variante: { $name } ({ $description })
table-side-name = Pareja { $number } de { $count }: nombre
table-player-name = Jugador { $number } de { $count }, en orden de asiento: nombre
table-name-empty = un nombre no puede estar vacío
table-name-taken = `{ $name }` ya está usado; los nombres no se repiten
table-seats-go-round = Los asientos alternan las parejas: { $order }; los compañeros nunca se sientan al lado.
table-players-prompt = Jugadores por asiento, en sentido horario, con comas (Enter: sin nombres)
table-players-count = { $given ->
    [one] se dio 1 nombre
   *[other] se dieron { $given } nombres
}; poné los { $seats }, uno por asiento, o ninguno
table-start-totals-prompt = Totales del papel (p. ej. { $first }=2350, { $second }=1800; Enter: ninguno)
table-start-write-side = `{ $part }`: escribí PAREJA=TOTAL, p. ej. { $side }=2350
table-start-not-a-side = `{ $text }` no es una pareja; las parejas son { $sides }
table-not-whole-number = `{ $text }` no es un número entero
table-who-deals = ¿Quién reparte primero?

## Un borrador, cambios desde otro lado, guardar

table-draft-finish = La { $term ->
    [round] ronda
   *[hand] mano
} { $number } quedó a medio escribir ({ $lines }). ¿La terminás?
table-changed-elsewhere = La partida { $game } se cambió desde otro lado (¿otra terminal?); acá está como quedó.
table-changed-while-menu = La partida { $game } se cambió desde otro lado (¿otra terminal?) mientras esperaba el menú; acá está como quedó.
table-game-heading = Partida { $game } ({ $variant })
table-saved = Guardado.
table-lines-kept = Tus líneas no se pierden: vuelven como la { $term ->
    [round] ronda
   *[hand] mano
} { $number }, sobre la partida como está ahora.
table-game-over-cannot-add = La partida ya terminó, así que la mano que escribiste no se le puede agregar.
table-not-saved-refused = No se guardó: { $why }
table-not-saved-changed = No se guardó: la partida { $game } se cambió desde otro lado (¿otra terminal?) mientras escribías. Acá está como quedó.

## El menú entre manos

table-menu-prompt = ¿Y ahora? (q sale)
table-menu-prompt-over = La partida terminó. ¿Y ahora? (q sale)
table-menu-match-next = Jugar la próxima partida de la serie { $match_name } (mismas parejas y jugadores)
table-menu-record = Anotar la { $term ->
    [round] ronda
   *[hand] mano
} { $number } (reparte: { $dealer })
table-menu-question = { $canasta_term ->
    [burraco] Consultar una regla (¿vale el juego? ¿corto?)
    [canastra] Consultar una regla (¿vale el juego? ¿corto?)
   *[other] Consultar una regla (¿alcanza la bajada? ¿tomo el pozo? ¿corto?)
}
table-menu-undo = Deshacer la { $term ->
    [round] ronda
   *[hand] mano
} { $number }
table-menu-edit = Editar una { $term ->
    [round] ronda
   *[hand] mano
} anterior
table-menu-fix-last = Corregir la { $term ->
    [round] ronda
   *[hand] mano
} { $number } (la última)
table-menu-drop = Quitar una { $term ->
    [round] ronda
   *[hand] mano
} (cualquiera; se recalculan los totales que siguen)
table-menu-look = Ver: el detalle de una { $term ->
    [round] ronda
   *[hand] mano
}, el gráfico, las reglas
table-menu-export = Exportar la partida como YAML
table-menu-board = Mostrar el puntaje en los celulares (tablero en vivo)
table-menu-new-game = Empezar una partida nueva
table-menu-quit = Salir (todo lo confirmado está guardado)

## Deshacer, corregir, quitar

table-undo-confirm = ¿Quitar la { $term ->
    [round] ronda
   *[hand] mano
} { $number } ({ $scores })? No se puede recuperar
table-remove-confirm = ¿Quitar la { $term ->
    [round] ronda
   *[hand] mano
} { $number }? No se puede recuperar
table-removed = Se quitó la { $term ->
    [round] ronda
   *[hand] mano
} { $number }.
table-edit-which = ¿Qué { $term ->
    [round] ronda
   *[hand] mano
} editás?
table-remove-which = ¿Qué { $term ->
    [round] ronda
   *[hand] mano
} quitás?
table-replaced = { $term ->
    [round] Ronda
   *[hand] Mano
} { $number } reemplazada.
table-without-fails = Sin la { $term ->
    [round] ronda
   *[hand] mano
} { $number } la partida no cierra: { $why }.
table-without = Sin la { $term ->
    [round] ronda
   *[hand] mano
} { $number } ({ $scores }): totales { $after } (ahora { $now }).
table-pick-hand = { $prompt } (1 a { $count }; q: volver)
table-pick-hand-refused = `{ $text }`: las manos van de 1 a { $count }

## El tablero en vivo

table-board-at = El tablero está en { $address }
table-board-at-here = El tablero está en { $address } (solo esta computadora).
table-board-let-phones = ¿Dejás que también lo vean los celulares de la mesa?
table-board-who = ¿Quién puede ver el tablero? (Esc: volver)
table-board-only-here = Solo esta computadora (un navegador acá)
table-board-phones-too = También los celulares de la mesa (cualquiera en esta red con la dirección)
table-board-started-phones = El tablero está en { $address } (escaneá el código con un celular; sigue cada guardado; se apaga al salir del modo mesa)
table-board-started-here = El tablero está en { $address } (solo esta computadora: abrilo en un navegador acá; sigue cada guardado; se apaga al salir del modo mesa)

## Series

table-match-next-started = Empezó la partida { $game } ({ $variant }), la siguiente de la serie { $match_name }. Reparte primero: { $dealer }.

## Guardar una mano

table-hand-cannot-be-right = La { $term ->
    [round] ronda
   *[hand] mano
} { $number } no puede estar bien: { $why }
table-nothing-saved-what-now = No se guardó nada. ¿Y ahora?
table-enter-again = Ingresarla de nuevo (tus respuestas quedan por defecto)
table-throw-hand = Desechar esta { $term ->
    [round] ronda
   *[hand] mano
}
table-totals-now = Totales ahora { $after } (antes { $before }).
table-save-it = Guardarla
table-change-line = Cambiar la línea de { $label }: { $line }
table-change-lone = Cambiar quién jugó solo (la mano de nuevo)
table-save-with-note = { $canasta_term ->
    [burraco] Guardarla con una nota (mal repartida, un error de cuenta...)
    [canastra] Guardarla con una nota (mal repartida, un error de cuenta...)
   *[other] Guardarla con una nota (mal repartida, quién olvidó un tres rojo...)
}
table-throw-it = Desecharla
table-save-hand = ¿Guardás la { $term ->
    [round] ronda
   *[hand] mano
} { $number }?
table-note = Nota
table-thrown = Desechada; no se guardó nada.

## Ver y exportar

table-look-prompt = Ver (Esc: volver)
table-look-breakdown = El detalle de una { $term ->
    [round] ronda
   *[hand] mano
}
table-look-every = El detalle de todas las { $term ->
    [round] rondas
   *[hand] manos
}
table-look-chart = El gráfico de los totales acumulados
table-look-rules = Las reglas de esta partida
table-back = Volver
table-which-hand = ¿Qué { $term ->
    [round] ronda
   *[hand] mano
}?
table-export-to = ¿En qué archivo escribo la partida (YAML)? (q: volver)
table-nothing-written = No se escribió nada.
table-file-exists = { $path } ya existe. ¿Lo reemplazás?
table-wrote = Se escribió la partida { $game } en { $path } (`canasta import` la vuelve a leer).
table-could-not-write = No se pudo escribir: { $why }

## Las líneas de una mano

table-hand-heading = ── { $term ->
    [round] Ronda
   *[hand] Mano
} { $number } · reparte: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}mínimo: { $minimums }
} ──
table-hand-heading-editing = ── { $term ->
    [round] Ronda
   *[hand] Mano
} { $number } (corrigiendo) · reparte: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}mínimo: { $minimums }
} ──
table-line-together = { $partners } (en pareja)
table-line-own = { $player } (lo suyo)
table-legend-example = Una línea por pareja, p. ej. `{ $example }` o `90 -40` ({ $minus }: en { $held ->
    [foot] mano y pie
   *[hand] mano
}).
table-legend-counts = Con cantidad: { $counted }. Corte: { $out }.
table-legend-pot = { $pot_term ->
   *[other] Muerto: { $list }.
}
table-legend-pot-in-hand = { $unplayed ->
    [counts] { $pot_term ->
       *[other] Muerto
    } tomado y no jugado: sus cartas van en los puntos en mano (al menos -{ $least }).
   *[not-counted] { $pot_term ->
       *[other] Muerto
    } tomado y no jugado cuenta como no tomado: sus cartas no van en los puntos en mano.
}
table-legend-penalties = Penalizaciones: { $list }.
table-legend-penalties-bonuses = Penalizaciones y premios: { $list }.
# $cards: an example of cards written out, a set or a run as the variant has them.
table-legend-keys = También cartas ({ $cards }). ? pregunta paso a paso (ahí q vuelve a la línea), < vuelve atrás, q sale.
table-typed-before = Escrito antes: { $lines }
table-played-alone = { $player }: sin compañero
table-nobody-alone = nadie tomó el pozo y nadie cortó: cada uno solo
table-who-alone = ¿Quién jugó solo (el primero en tomar el pozo, o quien cortó)?
table-cannot-be-right = Eso no puede estar bien: { $why }.
table-type-line-again = Escribí la línea de nuevo (tus respuestas quedan por defecto), o q para dejar la mano.
table-change-what = { $label }: { $line }. Escribí lo que cambia (p. ej. -45 o { $example }), = y una línea entera nueva, o Enter para dejarla.
table-change-prompt = { $label } (cambio)
table-cannot-be-right-unchanged = Eso no puede estar bien: { $why }; no cambió nada.

## Paso a paso

table-how-ended = { $label }: ¿cómo terminó la { $term ->
    [round] ronda
   *[hand] mano
}?
table-way-not-out = no cortó
table-way-out = cortó
table-way-concealed = cortó de mano (bajó todo en un solo turno)
table-way-hand-canasta = cortó con una canasta en mano
table-way-special = cortó con { $special } ({ $points })
table-step = { $side } { $step }/{ $steps }: { $question }
table-step-melds = juegos (p. ej. KKKKKKK QQ2 555), o Enter para dar totales
table-step-kinds = { $canasta_term ->
    [burraco] tipos de burraco: { $kinds }
    [canastra] tipos de canastra: { $kinds }
   *[other] tipos de canasta: { $kinds }
}
table-step-canastas = { $canasta_term ->
    [burraco] burracos, cantidad y tipo ({ $example }; 0: ninguno)
    [canastra] canastras, cantidad y tipo ({ $example }; 0: ninguna)
   *[other] canastas, cantidad y tipo ({ $example }; 0: ninguna)
}
table-step-pot = { $pot_term ->
   *[other] el muerto
}
table-step-pot-taken = tomado
table-step-pot-not-taken = no tomado
table-step-pot-unplayed = tomado, no jugado
table-step-red-threes = treses rojos bajados
table-step-black-threes = treses negros bajados (boca arriba, como los treses rojos)
table-step-melded = puntos de las cartas bajadas (sin premios)
table-step-incomplete = juegos incompletos (Espacio marca, Enter termina)
table-step-cards-in-hand = cartas en mano (p. ej. K74), o Enter para dar puntos
table-step-cards-in-hands = cartas en cada mano, separadas por / (K74 / 55), o Enter: puntos
table-step-points-in-hand = puntos de las cartas en mano (un número positivo)
table-step-points-in-hand-pot = puntos en mano, { $unplayed ->
    [counts] con
   *[not-counted] sin
} un { $pot_term ->
   *[other] muerto
} no jugado (un número positivo)
table-step-points-in-hand-foot = puntos de las cartas en mano y pie (un número positivo)
table-slip-points = { $side }: puntos en mano (Enter: como se escribió)
table-slip-melded = { $side }: puntos bajados (Enter: como se escribió)
table-step-black-in-hand = treses negros en mano
table-step-holding = jugadores con tres o más { $rank }
table-step-any-penalties = ¿alguna penalización?
table-step-any-bonuses = ¿algún premio?
table-not-a-count = `{ $text }` no es una cantidad; escribí un número entero, p. ej. 1
table-not-points = `{ $text }` no es un número de puntos; escribí p. ej. 205
table-cards-fix = { $why }; corregilo, o - para dar totales
table-these-cards = estas cartas
table-these-melds = estos juegos
table-penalties-legend = penalizaciones: { $list }
table-bonuses-legend = premios: { $list }
table-which-penalties = { $side }: qué penalizaciones, cantidad y nombre (p. ej. { $example })
table-which-bonuses = { $side }: qué premios, cantidad y nombre (p. ej. { $example })
table-tally-no-count = `{ $word }` no tiene la cantidad adelante; escribí la cantidad y después { $what ->
    [kind] el tipo de canasta
    [penalty] la penalización
   *[bonus] el premio
}, p. ej. 1 { $first }
table-tally-which = ¿{ $count } de qué { $what ->
    [kind] tipo de canasta
    [penalty] penalización
   *[bonus] premio
}? escribí p. ej. { $count } { $first }; { $variant } tiene: { $known }
table-tally-could-be = `{ $words }` puede ser { $options }; escribí más del nombre
table-tally-unknown = `{ $words }` no es { $what ->
    [kind] un tipo de canasta
    [penalty] una penalización
   *[bonus] un premio
} de { $variant }; { $variant } tiene: { $known }
table-tally-twice = `{ $words }` está dos veces; ponelo una sola vez, con la cantidad adelante
table-either = { $first } o { $second }

# A yes-or-no answer said back (the keys stay `y` and `n`).
table-yes = sí
table-no = no
# The keys that answer a yes-or-no question (the English y and n are always taken too),
# and the hint that names them after the question.
table-yes-key = s
table-no-key = n
table-yes-no-keys = (s/n)

## Consultas de reglas

table-left-question = (dejaste la pregunta)
table-rules-prompt = Consulta de reglas (Esc: volver; q deja una pregunta)
table-ask-meld = ¿Vale este juego, y alcanza para nuestra bajada?
table-ask-pile = ¿Puedo tomar el pozo?
table-ask-out = ¿Podemos cortar?
table-ask-minimum-score = ¿Cuál es el mínimo para bajar con un puntaje dado?
table-ask-minimum-hand = ¿Cuál es el mínimo para bajar en una mano dada?
table-ask-special = ¿Esta mano es una mano especial?
table-q-whose-meld = ¿De quién es el juego?
table-q-side-needs = { $side } (mínimo { $minimum })
table-q-melds = Los juegos (p. ej. KKK QQ2)
table-q-top-taken = La carta de arriba del pozo, si se toma (Enter: ninguna)
table-q-concealed = ¿Cortan de mano con estos juegos?
table-q-top = La carta de arriba del pozo
table-q-your-cards = Las cartas que tenés en la mano
table-q-side-melded = ¿Tu pareja ya hizo la bajada?
table-q-side-melds = Los juegos de tu pareja en la mesa (Enter: ninguno)
table-q-frozen = ¿Hay un comodín o un tres rojo en el pozo (congelado)?
table-q-one-card = ¿Tenés una sola carta, y el pozo es de una sola carta?
table-q-opponents = Los juegos de los rivales en la mesa (Enter: ninguno)
table-q-out-melds = Lo bajado por tu pareja, con lo que baja ahora (Enter: nada)
table-q-canastas = Canastas completas de tu pareja
table-q-cards-left = Cartas que te quedarían (1: una para descartar)
table-q-melded-nothing = ¿Tu pareja todavía no bajó nada (cortar de mano)?
table-q-pot-taken = { $pot_term ->
   *[other] ¿Tu pareja ya tomó su muerto?
}
table-q-score = El puntaje total de la pareja (puede ser negativo)
table-q-which-hand = Qué mano (1 es la primera)
table-q-hand-cards = Las cartas de la mano
table-q-back = { $prompt } (q: volver)
table-q-number-refused = `{ $text }`: { $why ->
    [large] demasiado grande
    [small] demasiado chico
   *[invalid] no es un número entero
} (q: volver)
table-q-one-card-only = `{ $text }` tiene que ser una sola carta, p. ej. K o 9

## Una mano guardada una sola vez (un cambio desde otro lado mientras se escribía).
table-already-saved = { $term ->
    [round] La ronda
   *[hand] La mano
} { $number } ya estaba guardada (no había vuelto la respuesta); no se guarda otra vez.
table-saved-meanwhile = Mientras tanto se guardó desde otro lado (un celular, otra terminal) { $term ->
    [round] la ronda
   *[hand] la mano
} { $number }:
table-yours = La tuya:
table-same-hand = Son la misma mano.
table-mine-what = ¿Qué hacemos con la tuya?
table-mine-drop = Descartar la mía: vale { $term ->
    [round] la ronda
   *[hand] la mano
} { $number } guardada
table-mine-save-next = Guardar la mía también, como { $term ->
    [round] ronda
   *[hand] mano
} { $next }
table-mine-keep = Dejar la mía para revisarla, como { $term ->
    [round] ronda
   *[hand] mano
} { $next } (no se guarda nada)

# The players' question when the last game's players are offered first (shown after
# it as its default: Enter keeps them).
table-players-prompt-last = Jugadores por asiento, con comas (- sin nombres)

# The meld question of the rules list in a form without an initial-meld minimum (the
# Burraco family): its legality only.
table-ask-meld-legal = ¿Es legal esta bajada?

# The menu's items on a narrow screen (under 60 columns: a phone's terminal): each
# the item above without its explanation, so that none is cut where its meaning is.
table-menu-match-next-short = Próxima partida de { $match_name }
table-menu-question-short = Consultar una regla
table-menu-fix-last-short = Corregir la { $term ->
    [round] ronda
   *[hand] mano
} { $number }
table-menu-drop-short = Quitar una { $term ->
    [round] ronda
   *[hand] mano
}
table-menu-look-short = Ver: detalle, gráfico, reglas
table-menu-board-short = El puntaje en los celulares
table-menu-quit-short = Salir (todo guardado)
table-entrants-how = Un inscripto por línea: { $per ->
        [one] su jugador ("Ana Rossi")
       *[other] sus { $per } jugadores ("Ana Rossi, Bob Bianchi")
    }, o "Nombre: jugadores"; una línea [A] encabeza un grupo. Enter en una línea vacía cuando estén todos; Esc sale, sin crear nada.
table-entrant-prompt = Inscripto { $number }
table-desk-menu = La mesa del director: ¿y ahora?
table-desk-seat = Sentar la ronda { $round }
table-desk-seat-again = Sentar de nuevo la ronda { $round }
table-desk-publish = Publicar la ronda { $round } (ubicación fija, partidas creadas)
table-desk-close = Cerrar la ronda { $round }
table-desk-table = La partida de una mesa: anotar su planilla, o corregirla
table-desk-standings = La clasificación
table-desk-keys = Claves nuevas para las mesas (una clave perdida o vista)
table-desk-sign = Firmar la clasificación de la noche como final
table-desk-look = Mirar de nuevo
table-desk-which-round = Ronda
table-desk-no-round = no es una ronda publicada: dá su número ({ $rounds } publicadas hasta ahora)
table-desk-which-table = Mesa de la ronda { $round }
table-desk-no-table = no hay partida en esa mesa: las mesas de la ronda son { $tables }
table-desk-why = El resultado de la mesa { $table } ahora es del director: el motivo del cambio (queda en el registro)
table-desk-why-needed = un cambio a un resultado confirmado o cerrado necesita su motivo
