## es: refusals

## Una mano rechazada por el árbitro (src/render/hand_errors.rs).

refusal-and = { $first } y { $second }
refusal-hand-unknown-unit = `{ $name }` no está en esta partida; { $unit ->
        [player] los jugadores
       *[side] las parejas
    } son: { $known }
refusal-hand-missing-unit = no hay resultado para { $name }: { $unit ->
        [player] cada jugador necesita
       *[side] cada pareja necesita
    } una línea, aunque sea todo ceros
refusal-hand-negative = { $name }: { $field } { $value }; cantidades y puntos no pueden ser negativos
refusal-hand-too-large = { $name }: { $field } { $value }, más de lo posible: { $limit }
refusal-hand-not-multiple-of-five = { $name }: { $field } { $value }; los puntos de cartas son siempre múltiplo de 5 (probá { $lower } o { $upper })
refusal-hand-two-went-out = corte anotado a { $first } y a { $second }; en una mano corta una sola pareja
refusal-hand-too-few-canastas = { $name }: corte con { $have } { $canasta_term ->
        [burraco] { $have ->
            [one] burraco
           *[other] burracos
        }
        [canastra] { $have ->
            [one] canastra
           *[other] canastras
        }
       *[other] { $have ->
            [one] canasta
           *[other] canastas
        }
    }; { $variant } pide { $needs } para cortar
refusal-hand-too-few-of-kind = { $name }: corte con { $got } { $canasta_term ->
        [burraco] { $got ->
            [one] burraco
           *[other] burracos
        }
        [canastra] { $got ->
            [one] canastra
           *[other] canastras
        }
       *[other] { $got ->
            [one] canasta
           *[other] canastas
        }
    } { $kind }; { $variant } pide al menos { $needs } para cortar
refusal-hand-no-concealed-bonus = { $name }: corte de mano, pero { $variant } no tiene premio por cortar de mano; anotá `normal`
refusal-hand-out-with-cards = { $name }: corte, así que sin cartas en la mano, pero las cartas en mano anotadas a { $name } suman { $in_hand } puntos; poné -0 o nada en las cartas en mano de { $name }
refusal-hand-pot-unplayed-in-hand = { $name }: { $pot_term ->
   *[other] el muerto
} se tomó y no se jugó, así que sus { $cards } cartas están en la mano y valen al menos { $least }, pero se indicó { $in_hand } en mano; indicá los puntos en mano con sus cartas (al menos -{ $least })
refusal-hand-red-threes = { $count ->
    [one] { $count } tres rojo anotado
   *[other] { $count } treses rojos anotados
} en total; { $variant } se juega con { $decks } mazos, que tienen { $max }
refusal-hand-black-threes = esta mano: { $count ->
    [one] { $count } tres negro anotado
   *[other] { $count } treses negros anotados
} en total; { $decks } mazos tienen { $max }
refusal-hand-too-many-cards = esta mano: { $count } cartas `{ $symbol }` escritas en total; { $decks } mazos tienen { $max }
refusal-hand-canastas-exceed-melded = { $name }: { $claimed } en el anotador, pero solo { $melded } puntos bajados; { $canasta_term ->
        [burraco] esos burracos solos
        [canastra] esas canastras solas
       *[other] esas canastas solas
    } suman al menos { $needed }
refusal-hand-points-beyond-packs = { $points } puntos de cartas anotados en total (bajados y en mano); todas las cartas de los mazos de { $variant } juntas valen { $max }
refusal-hand-lone-not-allowed = `lone` nombra a un jugador, pero en { $variant } las parejas son fijas; sacalo
refusal-hand-lone-missing = corte de { $went_out }, así que en esta mano alguien jugó sin compañero: nombrá quién (el primero que se llevó el pozo, o { $went_out } si nadie lo tomó)
refusal-hand-overflow = esta mano: sus números suman más de lo que cabe en un puntaje
refusal-hand-breach = { $name }: { $breach }

refusal-limit-pack-points = todas las cartas de los mazos de { $variant } juntas valen { $max }
refusal-limit-pack-threes = { $variant } se juega con { $decks } mazos, que tienen { $max }
refusal-limit-pack-canastas = los mazos de { $variant } alcanzan para { $max } canastas como mucho
refusal-limit-per-hand = como mucho { $max } de { $what ->
        [canasta_kind] un tipo de canasta
        [bonus] un premio
        [special_hand] una mano especial
        [incomplete_meld] un juego incompleto
        [holding] una retención
       *[penalty] una penalización
    } en una mano
refusal-limit-players = cuenta jugadores, y la pareja tiene { $players }

refusal-claim-canastas = { $count } { $canasta_term ->
        [burraco] { $count ->
            [one] burraco
           *[other] burracos
        }
        [canastra] { $count ->
            [one] canastra
           *[other] canastras
        }
       *[other] { $count ->
            [one] canasta
           *[other] canastas
        }
    } { $kind }
refusal-claim-incomplete = un juego incompleto de { $meld }
refusal-known-no-bonuses = ningún premio
refusal-known-none = ninguno
refusal-count-of-kind = { $count } { $count ->
        [one] { $kind }
       *[other] { $kinds }
    }

refusal-breach-unknown = { $what ->
        [canasta_kind] tipo de canasta desconocido
        [bonus] premio desconocido
        [special_hand] mano especial desconocida
        [incomplete_meld] juego incompleto desconocido
        [holding] retención desconocida
       *[penalty] penalización desconocida
    } `{ $given }`; { $variant } tiene: { $known }
refusal-breach-unknown-incomplete = juego incompleto desconocido `{ $given }`; { $variant } penaliza: { $known }
refusal-breach-unknown-holding = retención desconocida `{ $given }`; { $variant } penaliza a quien tenga tres o más: { $known }
refusal-breach-no-hand-canasta-bonus = corte con una canasta en mano, pero { $variant } no tiene premio por canasta en mano; anotá `normal` o `concealed`
refusal-breach-special-hand-unnamed = corte con una mano especial, sin decir cuál; { $variant } tiene: { $known }
refusal-breach-special-hand-not-out = special_hand `{ $hand }` es solo para la pareja que cortó con ella (went_out: special)
refusal-breach-special-hand-after-melding = corte con una mano especial, pero una mano especial es solo para quien no bajó; esta pareja bajó { $melded }
refusal-breach-special-hand-after-canastas = corte con una mano especial, pero una mano especial es solo para quien no bajó; esta pareja bajó { $melded } y tiene canastas
refusal-breach-black-threes-not-scored = { $field } es { $value }, pero { $variant } no cuenta así los treses negros; contalos como cartas de 5 puntos en melded o in_hand
refusal-breach-incomplete-twice = el juego incompleto `{ $meld }` aparece dos veces; una pareja tiene un solo juego de cada clase
refusal-breach-canasta-and-incomplete = una canasta { $kind } completa y a la vez un juego incompleto de { $meld }; cerrada esa canasta, no se puede empezar otro juego del mismo valor
refusal-breach-notation = { $field ->
    [hands] cartas en mano
   *[melds] juegos
}: { $error }
refusal-breach-meld = juego { $error }
refusal-breach-canasta-of-no-kind = { $meld } es una canasta sin premio en { $variant }; sus tipos son: { $known }
refusal-breach-melded-disagrees = melded es { $given } pero los juegos { $melds } suman { $found }
refusal-breach-canastas-disagree = las canastas dicen { $given } pero los juegos { $melds } forman { $found }
refusal-breach-incomplete-disagrees = incomplete dice [{ $given }] pero los juegos { $melds } dejan [{ $found }] incompletos
refusal-breach-hands-disagree = { $field } es { $given } pero las manos { $hands } suman { $found }
refusal-breach-too-many-hands = hay { $given } manos, pero una pareja tiene { $players } { $players ->
        [one] jugador
       *[other] jugadores
    }; poné una por jugador

## El núcleo de reglas (src/render/core_errors.rs).

refusal-or = { $first } o { $last }
refusal-name-empty = un nombre no puede estar vacío
refusal-name-control = el nombre { $name } tiene un carácter de control o una marca que da vuelta el texto (no se permiten códigos de terminal ni marcas de dirección en los nombres)
refusal-name-separator = el nombre { $name } tiene `{ $ch }`, que la línea de comandos usa entre una pareja y su valor (`--melded We=120`, `--penalty We:name`); elegí un nombre sin `=` ni `:`
refusal-name-too-long = el nombre { $name } tiene { $len } caracteres; como mucho { $max }
refusal-merge-same = { $from } y { $into } ya son el mismo nombre
refusal-merge-chain = { $from } está unido a { $into }, que a su vez está unido a otro nombre (una cadena o un círculo); cada forma de escribirlo tiene que nombrar a la persona que representa

refusal-notation-symbol = `{ $symbol }` en la posición { $position } de "{ $input }" no es una carta; usá A K Q J T (o 10) 9 8 7 6 5 4, 2 (comodín), * (joker), R (tres rojo), B (tres negro)
refusal-notation-hint-three = un tres es R (rojo) o B (negro)
refusal-notation-hint-ten = un diez es T o 10
refusal-notation-hint-repeat = x repite la carta anterior, como en Kx7
refusal-notation-count = la cantidad después de `x` en la posición { $position } de "{ $input }" falta o no es un número de 1 a 12 (p. ej. Kx7 para siete reyes)
refusal-notation-run = la escalera en la posición { $position } de "{ $input }" baja; escribila de menor a mayor, p. ej. ♥5-J (una escalera va del 4 al A)
refusal-notation-empty = no hay cartas

refusal-ranks = { $rank ->
        [ace] ases
        [king] reyes
        [queen] reinas
        [jack] jotas
        [ten] dieces
        [nine] nueves
        [eight] ochos
        [seven] sietes
        [six] seises
        [five] cincos
       *[four] cuatros
    }
refusal-meld-red-three = los treses rojos nunca se bajan en un juego; se ponen aparte
refusal-meld-no-black-threes = en { $variant } los treses negros nunca se bajan
refusal-meld-black-threes-only = un juego de treses negros lleva solo treses negros, nunca comodines ni otros valores
refusal-meld-black-threes-going-out = los treses negros se bajan solo al cortar, en ese último turno
refusal-meld-black-three-sizes = en { $variant } un juego de treses negros tiene { $sizes } cartas
refusal-meld-mixed-ranks = un juego es de un solo valor, pero este mezcla { $ranks }
refusal-meld-too-few = un juego tiene al menos tres cartas
refusal-meld-too-many = en { $variant } un juego tiene como mucho { $max } cartas
refusal-meld-no-wild-melds = en { $variant } no se permite un juego solo de comodines; hacen falta al menos { $min_naturals } cartas naturales
refusal-meld-wild-meld-too-large = un juego de comodines tiene como mucho siete cartas
refusal-meld-few-naturals = en { $variant } un juego necesita al menos { $min } cartas naturales; este tiene { $naturals }
refusal-meld-wild-free-rank = en { $variant } nunca se usan comodines en un juego de { $ranks }
refusal-meld-wilds-only-initial = en { $variant } un juego de { $ranks } lleva comodines solo en la bajada de la pareja
refusal-meld-too-many-wilds = en { $variant } un juego lleva como mucho { $max ->
        [one] un comodín
       *[other] { $max } comodines
    }; este tiene { $wilds }
refusal-meld-wilds-over-naturals = en { $variant } un juego no puede tener más comodines que cartas naturales; este tiene { $wilds } comodines y { $naturals } naturales
refusal-meld-no-sequences = { $variant } no tiene escaleras; un juego es de un solo valor (escribila sin palos)
refusal-meld-sequence-naturals-only = una escalera lleva solo cartas naturales de un palo, cada una con su palo (sin comodines ni treses)
refusal-meld-sequence-one-suit = una escalera es toda de un palo
refusal-meld-sequence-size = una escalera tiene de tres a siete cartas; esta tiene { $size }
refusal-meld-sequence-gap = una escalera son valores seguidos, cada uno una vez (4 5 6 7 8 9 T J Q K A)
refusal-meld-two-of-one-rank = una pareja no puede tener dos juegos del mismo valor (este y { $first }); las cartas de un valor van en un solo juego
refusal-meld-pile-top-not-natural = no se puede tomar el pozo con un comodín o un tres arriba

refusal-preset-unknown = variante desconocida `{ $name }`; las variantes son: { $known }
refusal-preset-syntax = el preset `{ $source_name }` no es un reglamento válido: { $problem }
refusal-preset-not-a-mapping = un preset es una lista de campos (name: ..., target: ...)
refusal-preset-extends-name = `extends` nombra un preset por su nombre (letras, dígitos, `-`, `_`; no una ruta), p. ej. `extends: classic`
refusal-preset-extends-too-deep = `extends` encadena más de { $max } presets; ¿un preset se extiende a sí mismo?
refusal-preset-too-deep = está anidado a más de { $max } niveles en la línea { $line }
refusal-rules = preset `{ $preset }`: campo `{ $field }`: { $problem }

refusal-rules-empty = no puede estar vacío
refusal-rules-control = tiene un carácter de control (no se permiten códigos de terminal)
refusal-rules-sides = es { $sides }; de 2 a 6 parejas
refusal-rules-players-per-side = es { $players }; de 1 a 4 jugadores por pareja
refusal-rules-seats = sienta { $players } jugadores; de 2 a 8 jugadores en una mesa
refusal-rules-lone-players = es { $players }; una mano solo contra una pareja necesita 3 jugadores
refusal-rules-decks = es { $decks }; de 1 a 8 mazos
refusal-rules-no-end = falta; una partida necesita un puntaje meta, una cantidad de manos (`hands`), o ambos
refusal-rules-target = es { $target }; un múltiplo de 5 positivo
refusal-rules-no-hands = es 0; una partida tiene al menos 1 mano
refusal-rules-bonus = es { $bonus }; un premio es un múltiplo de 5 positivo
refusal-rules-bonus-is-penalty = también es una penalización; dale a cada uno su nombre
refusal-rules-hand-minimum = es { $min }; un mínimo es 0 o un múltiplo de 5 positivo
refusal-rules-both-minimums = e initial_meld están los dos; el mínimo va por mano o por puntaje, no ambos
refusal-rules-no-bands = necesita al menos un tramo (o poné initial_meld_by_hand)
refusal-rules-first-band-from = el primer tramo tiene que tener `from: null` (cualquier puntaje)
refusal-rules-null-from = solo el primer tramo puede ser `null`
refusal-rules-band-order = es { $from }; los tramos van en orden creciente de `from`
refusal-rules-band-minimum = es { $min }; un múltiplo de 5, cero o más
refusal-rules-no-canasta-kinds = necesita al menos un tipo
refusal-rules-kind-name = tipo `{ $name }`: los nombres son palabras en minúscula unidas con `_`
refusal-rules-canasta-bonus = es { $bonus }; un premio es cero o más
refusal-rules-missing-red-threes = no tiene valor para { $count ->
    [one] { $count } tres rojo
   *[other] { $count } treses rojos
}; poné cada cantidad de 1 a { $max }
refusal-rules-missing-black-threes = no tiene valor para { $count ->
    [one] { $count } tres negro
   *[other] { $count } treses negros
}; poné cada cantidad de 1 a { $max }
refusal-rules-red-threes-outside = da { $count ->
    [one] { $count } tres rojo
   *[other] { $count } treses rojos
}; los mazos tienen de 1 a { $max }
refusal-rules-unknown-penalty = nombra `{ $name }`, que no es una penalización de este preset
refusal-rules-unknown-kind = nombra `{ $kind }`, que no es un tipo de canasta de este preset
refusal-rules-fewer-than-kinds = es { $canastas }, menos que las { $kinds } que pide needs_kinds
refusal-rules-positive-penalty = una penalización se escribe como número negativo
refusal-rules-incomplete-meld = necesita un nombre en minúscula, una penalización negativa y un min_points positivo
refusal-rules-holding = necesita un nombre en minúscula y una penalización negativa
refusal-rules-special-hand = necesita un nombre en minúscula y un puntaje de cero o más
refusal-rules-hand-symbol = `{ $symbol }` no es una carta: usá A K Q J T 9 8 7 6 5 4, 2, * (joker) o 3 (un tres de cualquier color)
refusal-rules-groups = da los tamaños de los grupos de cartas iguales: cada uno 1 o más, 100 cartas como mucho
refusal-rules-too-many-canastas = es { $canastas }; como mucho 10
refusal-rules-name = `{ $name }`: los nombres son palabras en minúscula unidas con `_`
refusal-rules-penalty = es { $value }; una penalización se escribe como número negativo
refusal-rules-missing-kind = nombra el tipo de canasta `{ $kind }`, que este preset no tiene; tiene: { $known }
refusal-rules-out-of-bounds = es { $value }; tiene que estar entre { $low } y { $high }
refusal-requirement = `{ $given }` no es un requisito; escribí `nothing`, `a meld`, `1 canasta`, `N canastas` o `a KIND canasta`

refusal-log-too-deep = no es un registro de partida válido: está anidado a más de { $max } niveles en la línea { $line }
refusal-log-syntax = no es un registro de partida válido: { $message }
refusal-log-syntax-at = no es un registro de partida válido en la línea { $line }, columna { $column }: { $message }
refusal-log-schema = tiene el esquema { $found }; este programa lee los esquemas 1 a { $schema } (¿lo escribió un canasta más nuevo?)
refusal-log-cut-short = está cortado: no termina con la línea `{ $end }` que escribe cada guardado (¿disco lleno o una copia interrumpida?)
refusal-log-rules = reglas: { $error }

refusal-start-not-a-side = se da un total inicial para `{ $side }`, pero `{ $side }` no es una pareja; las parejas son { $sides }
refusal-start-at-target = el total inicial de `{ $side }` es { $total }, igual o más que los { $target } de la partida: una partida que empieza ahí ya terminó; empezá por debajo
refusal-start-not-a-total = el total inicial de `{ $side }` es { $total }; un total es múltiplo de 5, como mucho 1000000 para cada lado

refusal-ledger-schema = el esquema { $found } no es uno que este programa lea; lee el esquema { $schema }
refusal-ledger-no-rules = la partida no tiene reglas: poné `rules:` o una `variant:` conocida
refusal-ledger-sides = { $variant } se juega con { $expected } { $units ->
        [players] jugadores
       *[sides] parejas
    }, pero la partida nombra { $found }
refusal-ledger-control-variant = variant tiene un carácter de control (no se permiten códigos de terminal)
refusal-ledger-control-note = la nota de la mano { $hand } tiene un carácter de control (no se permiten códigos de terminal)
refusal-ledger-empty-name = la pareja { $index } tiene un nombre vacío
refusal-ledger-duplicate-name = el nombre `{ $name }` está dos veces; cada pareja y cada jugador necesita un nombre distinto
refusal-ledger-players = la pareja { $side } nombra { $found } jugadores; { $variant } tiene { $expected } por pareja (o ninguno, para usar números de asiento)
refusal-ledger-unknown-dealer = el que reparte, `{ $dealer }`, no es un jugador de esta partida; los jugadores son: { $players }
refusal-ledger-too-large = mano { $number }: un total crece más de lo que cabe en un puntaje
refusal-ledger-hand = mano { $number }: { $error }
refusal-ledger-after-end = la mano { $number } viene después del final de la partida ({ $winners }: victoria en la mano { $ended }); empezá una partida nueva

## La capa de partidas (src/render/game_refusals.rs).

refusal-mend-hand = corregí la mano { $number } con `canasta edit { $number } --game { $id } ...`, o sacala con `canasta drop { $number } --game { $id }`
refusal-mend-by-hand = corregí el archivo a mano en un editor de texto
refusal-mend-hand-at-table = hay que corregir o sacar la mano { $number } antes de que la partida pueda seguir acá
refusal-damaged = el archivo de la partida { $file } no cierra: { $error } (el archivo quedó como estaba; { $mend })
refusal-setup-side-units = { $variant } se juega con { $units } parejas; poné --side { $units } veces (pusiste { $gave })
refusal-setup-player-units = { $variant } se juega con { $units } jugadores; poné --side { $units } veces (pusiste { $gave })
refusal-setup-seats = { $variant } sienta { $seats } jugadores; poné --player { $seats } veces en orden de asiento (pusiste { $gave })
refusal-setup-start-twice = dos totales iniciales para { $side }; poné cada pareja una vez
refusal-setup-no-such-dealer = el que reparte, `{ $dealer }`, no está en la mesa; los jugadores son: { $seats }
refusal-setup-side-units-at-table = { $variant } se juega con { $units } parejas; nombrá { $units } parejas (nombraste { $gave })
refusal-setup-player-units-at-table = { $variant } se juega con { $units } jugadores; nombrá { $units } jugadores (nombraste { $gave })
refusal-setup-seats-at-table = { $variant } sienta { $seats } jugadores; nombrá a los { $seats } en orden de asiento, o a ninguno (nombraste { $gave })
refusal-match-rule-given-again = la serie { $name } ya existe; su regla se fijó al empezar (sacá --first-to y --games para jugar su próxima partida)
refusal-match-over = { $standing } Empezá otra serie con un nombre nuevo.
refusal-match-in-play = serie { $name }: la partida { $game } sigue en juego; terminala primero
refusal-match-rule-missing = la serie { $name } es nueva: decí cómo se gana, --first-to N (partidas) o --games N
refusal-match-no-games = una serie es de al menos una partida
refusal-match-no-such-match = no hay ninguna serie { $name }
refusal-import-nothing-imported = (no se importó nada)
refusal-import-diverged = es una copia de la partida { $id }, pero se apartó en la { $term ->
            [round] ronda
           *[hand] mano
    } { $hand }: esa no es como la de acá. Mirá las dos (`canasta show --game { $id }`), corregí la que está mal e importá otra vez
refusal-import-rules-differ = es una copia de la partida { $id }, pero jugada con otras reglas (las de la casa no coinciden), así que sus manos no se pueden agregar a esa partida
refusal-restore-cut-short = { $origin } está cortado: una copia de seguridad termina con la línea `{ $end }`; no se importó nada
refusal-restore-part-too-large = { $origin }: la parte `{ $part }` tiene { $bytes } bytes, más de los { $megabytes } MB que puede tener una parte; no se importó nada
refusal-restore-part-cut-short = { $origin } está cortado (en `{ $part }`); no se importó nada
refusal-restore-part-not-text = { $origin }: la parte `{ $part }` no es texto UTF-8; no se importó nada
refusal-restore-old-part-too-large = { $origin }: la parte `{ $part }` tiene más de { $megabytes } MB; no se importó nada
refusal-restore-bad-game-id = { $origin }: { $why }; no se importó nada
refusal-restore-not-a-part = { $origin }: `{ $head }` no es una parte de una copia de seguridad; no se importó nada
refusal-restore-not-text = { $origin } no es texto UTF-8; no se importó nada
refusal-restore-bad-match = { $origin }: la serie { $name } { $why }; no se importó nada
refusal-restore-match-misnamed = { $origin }: la serie { $name } se nombra a sí misma { $named }; no se importó nada
refusal-restore-bad-merged-names = { $origin }: los nombres unidos { $why }; no se importó nada
refusal-restore-no-games = { $origin } es una copia de seguridad sin partidas; no se importó nada
refusal-restore-damaged = { $origin }: la partida { $id } no se puede restaurar: { $why }; no se importó nada (`canasta import --skip-damaged` restaura las otras partidas)
refusal-restore-damaged-more = { $origin }: la partida { $id } no se puede restaurar (y { $more } más): { $why }; no se importó nada (`canasta import --skip-damaged` restaura las otras partidas)
refusal-restore-merge-refused = { $origin }: los nombres unidos: { $why }; no se importó nada
refusal-change-made-twice = un cambio se hace una sola vez

## Una mano o una pregunta rechazadas (src/render/refusals.rs).

refusal-ending-winner = ganada por { $side }, con { $total } ({ $margin } puntos de diferencia)
refusal-ending-shared = victoria compartida: { $sides }, con { $total }
refusal-by-hand = mano { $hand }: { $minimum }
refusal-by-hand-from = desde la mano { $hand }: { $minimum }
refusal-nothing-saved = (no se guardó nada)
refusal-record-nothing = nada que anotar: indicá el resultado de cada pareja con opciones (mirá `canasta record --help`), --from FILE, o usá `canasta play`
refusal-record-nothing-to-change = nada que cambiar: indicá las opciones a corregir (mirá `canasta edit --help`) o --from FILE
refusal-record-no-result = no hay resultado para { $unit }: escribí su línea, p. ej. "{ $unit }: 0" (o una opción como --in-hand { $unit }=0) (no se guardó nada)
refusal-record-game-over = la partida { $id } terminó, { $ending }; empezá una nueva con `canasta new`
refusal-record-no-hands-yet = la partida { $id } todavía no tiene manos; anotá una con `canasta record`
refusal-record-no-such-hand = la partida { $id } no tiene mano { $number }; sus manos van de 1 a { $count }
refusal-record-nothing-to-undo = la partida { $id } no tiene manos para deshacer
refusal-record-without-hand-damaged =
    sin la mano { $number } la partida { $id } sigue sin cerrar: { $error }
    (no se guardó nada; { $mend })
refusal-record-without-hand =
    sin la mano { $number } la partida no cierra: { $error }
    (no se guardó nada)
refusal-record-nested-too-deep = { $origin } no es una mano: está anidado demasiado hondo en la línea { $line }
refusal-record-not-a-hand =
    { $origin } no es una mano: { $why }
    (una mano se ve así: { $example })
refusal-record-not-a-hand-at =
    { $origin } no es una mano en la línea { $line }, columna { $column }: { $why }
    (una mano se ve así: { $example })
refusal-record-not-in-game = el nombre { $name } no está en esta partida; las parejas son: { $units }
refusal-record-not-in-game-or-players = el nombre { $name } no está en esta partida; las parejas (o jugadores) son: { $units }
refusal-record-not-partners = { $named } no son compañeros en esta mano; lo son { $partners } (no se guardó nada)
refusal-record-nobody-alone = { $named } es la línea de una pareja, pero nadie jugó solo en esta mano: poné --lone NAME, o una línea por jugador (no se guardó nada)
refusal-record-out-said-twice = quién cortó se dice dos veces: en una línea y con --out/--special/--nobody-out; decilo una vez (no se guardó nada)
refusal-record-line-without-name = { $text } no dice de quién es la línea; poné primero el nombre de la pareja y dos puntos, p. ej. "{ $first_unit }: { $line }"
refusal-record-two-lines = { $label } tiene dos líneas; dale una sola (no se guardó nada)
refusal-record-how-out-needs-side = --{ $flag } dice cómo cortó una pareja; nombrá la pareja con --out SIDE
refusal-record-number-twice = un mismo número dos veces para { $name } (p. ej. --melded { $name }=35 --melded { $name }=40); dalo una vez (no se guardó nada)
refusal-question-hands-from-one = las manos se numeran desde 1: la mano 1 es la primera
refusal-question-minimum-by-hand = { $variant } fija el mínimo para bajar por mano, no por puntaje: poné --hand N ({ $by_hand })
refusal-question-minimum-by-score = { $variant } fija el mínimo para bajar por el puntaje de la pareja: indicá el puntaje, p. ej. `canasta min 1500`
refusal-question-no-such-side = el nombre { $name } no está en la partida { $game }; las parejas son: { $sides }
refusal-question-whose-minimum = ¿el mínimo de quién? poné --score N (el total de la pareja), o --side NAME (con --game ID, o la partida actual)
refusal-question-canasta-not-scored = { $notation } es una canasta que { $variant } no cuenta; sus tipos son: { $kinds }
refusal-question-unknown-kind = tipo de canasta desconocido `{ $kind }`; { $variant } tiene: { $kinds }
refusal-question-not-one-card = `{ $text }` tendría que ser una carta, p. ej. K o 9
refusal-question-no-runs = { $variant } no tiene escaleras ni juegos de la familia del Burraco (sus juegos son de un solo valor): dá las cartas como para cualquier juego
refusal-table-no-result = falta el resultado de { $unit } en esta mano; ingresá su línea
refusal-table-game-over = la partida { $id } terminó, { $ending }; empezá una partida nueva desde el menú
refusal-table-no-hands-yet = la partida { $id } todavía no tiene manos
refusal-table-without-hand-damaged =
    sin la mano { $number } la partida sigue sin cerrar: { $error }
    (no se guardó nada; { $mend })
refusal-table-nobody-alone = { $named } es la línea de una pareja, pero nadie jugó solo en esta mano (no se guardó nada)
refusal-table-how-out-needs-side = decí primero qué pareja cortó
refusal-table-minimum-by-hand = { $variant } fija el mínimo para bajar por mano ({ $by_hand })
refusal-table-minimum-by-score = { $variant } fija el mínimo para bajar por el puntaje de la pareja: indicá el puntaje
refusal-table-whose-minimum = ¿el mínimo de quién? nombrá una pareja
refusal-table-import-diverged = es una copia de la partida { $id }, pero se apartó en la { $term ->
            [round] ronda
           *[hand] mano
    } { $hand }: esa no es como la de acá. Mirá las dos, corregí la que está mal e importá otra vez

## Por qué un texto YAML no se lee. `detail` es el mensaje de la biblioteca YAML, en inglés.
refusal-yaml-key-twice = `{ $key }` aparece dos veces; cada nombre va una sola vez
refusal-yaml-key-twice-in = { $path }: `{ $key }` aparece dos veces; cada nombre va una sola vez
refusal-yaml-not-yaml = YAML no válido (la biblioteca YAML dice, en inglés: «{ $detail }»)
refusal-yaml-not-the-shape = YAML sin la forma esperada (la biblioteca YAML dice, en inglés: «{ $detail }»)
refusal-yaml-at = línea { $line }, columna { $column }: { $problem }

## A meld of the Burraco family refused (src/render/run_refusals.rs), after "5h6h**8h: ".
## Card symbols (A 2 3 ... T J Q K, *, suits h d c s) stay as they are typed: $rank and
## $allowed are rank symbols ("5", "A 3"), $card a card as written ("5").
refusal-run-wilds-only = doses y comodines solos no forman juego (y no hay pierna de doses); un juego necesita cartas naturales
refusal-run-too-short = un juego tiene al menos { $min } cartas; este tiene { $size }
refusal-run-too-long = una escalera tiene como mucho { $max } cartas; esta tiene { $size }
refusal-run-no-sets = este juego no tiene piernas (cartas de un solo valor); un juego es una escalera de un palo
refusal-run-set-rank = acá no se permite una pierna de { $rank }; las piernas son solo de { $allowed }
refusal-run-too-many-wilds = un juego lleva como mucho { $max ->
        [one] un comodín
       *[other] { $max } comodines
    } (un dos del palo de la escalera en su lugar es natural); este tiene { $wilds }
refusal-run-no-suit = { $card } no tiene palo; cada carta natural de una escalera se escribe con su palo, p. ej. 5h
refusal-run-mixed-suits = una escalera es toda de un palo
refusal-run-rank-twice = una escalera lleva cada valor una vez; esta tiene { $rank } dos veces
refusal-run-gap = una escalera son cartas seguidas de un palo; a esta le { $missing ->
        [one] falta una carta
       *[other] faltan { $missing } cartas
    } entre su carta más baja y la más alta, con { $wilds } { $wilds ->
        [one] comodín
       *[other] comodines
    } para llenarlas
refusal-run-round-the-corner = una escalera nunca da la vuelta (K A 2): el as va abajo (A 2 3) o arriba (Q K A)
refusal-run-ace-low = en este juego el as va solo arriba (Q K A), nunca abajo (A 2 3)
refusal-run-ace-high = en este juego el as va solo abajo (A 2 3), nunca arriba (Q K A)

## La tabla de puntos de victoria de un preset (`victory_points`), tras "preset `X`: campo `Y`:".
refusal-rules-victory-needs-hands = requiere una partida de una cantidad fija de manos (`hands`): los puntos de victoria se dan al terminar su última mano
refusal-rules-victory-needs-two-sides = requiere una partida de dos parejas; esta tiene { $sides }
refusal-rules-victory-open-band = falta; solo el último tramo queda abierto (toda diferencia mayor)
refusal-rules-victory-last-band-closed = es { $up_to }; el último tramo no lleva `up_to` (toma toda diferencia mayor)
refusal-rules-victory-band-order = es { $up_to }; los tramos van en orden creciente de `up_to`
refusal-rules-victory-step = es { $up_to }; un múltiplo de 5, cero o más
refusal-rules-victory-loser-ahead = da al ganador { $winner } y al perdedor { $loser }; el ganador recibe al menos tantos como el perdedor
refusal-rules-victory-tie-unequal = da al ganador { $winner } y al perdedor { $loser }; un empate cae en el primer tramo, así que los dos deben ser iguales
refusal-rules-victory-fewer-for-more = da al ganador menos puntos, o al perdedor más, que el tramo anterior; una diferencia mayor nunca vale menos
refusal-rules-victory-tie-plays-on = es `play_another_hand`, así que un empate nunca terminaría la partida, cuando los puntos de victoria le dan los del primer tramo; escribe `on_tie: shared_win` (o `went_out_wins`)

## La familia del Burraco: los tres, el muerto.
refusal-breach-threes-are-ordinary = se cuentan { $field }, pero en { $variant } los treses son cartas normales: contalos en los puntos bajados o en mano
refusal-breach-no-pot = se indica un muerto, pero { $variant } no tiene muerto
refusal-breach-out-without-pot = { $pot_term ->
   *[other] cierre sin haber tomado el muerto; en { $variant } solo se cierra después de tomar el muerto
}
refusal-breach-pot-not-taken-empty-hand = muerto sin tomar y ninguna carta en mano; quien no tomó el muerto todavía tiene cartas (nadie vació la mano): indicá los puntos en mano
refusal-breach-run = juego { $meld }: { $error }
refusal-record-bad-pot = --pot { $name }={ $given }: escribe not_taken (no tomado), unplayed (tomado, no jugado) o taken (tomado) (no se guardó nada)
refusal-rules-word-key = nombra `{ $key }`, que este preset no tiene; sus palabras son para: { $known }
refusal-rules-word-text = tiene `{ $word }`; una palabra son letras, cifras y `_`, sin empezar por una cifra
refusal-notation-family-symbol = `{ $symbol }` en la posición { $position } de "{ $input }" no es una carta; usá A K Q J T (o 10) 9 8 7 6 5 4 3 2, cada una con su palo donde importa (h d c s, o ♥ ♦ ♣ ♠: 5h6h7h), * (comodín)

refusal-tournament-exists = ya existe un torneo llamado { $name }; elegí otro nombre (su clasificación: `canasta tournament standings { $name }`)
refusal-tournament-none = ningún torneo se llama { $name }, y todavía no hay ninguno: creá uno con `canasta tournament new NOMBRE --variant V --entrants ARCHIVO --plan "3 mitchell + 1 danish"`
refusal-tournament-no-such = ningún torneo se llama { $name }; los torneos son: { $known }
refusal-tournament-plan = el plan: { $why }
refusal-tournament-entrants = los inscriptos: { $why }
refusal-tournament-not-fixed = en { $variant } no se juega un número fijo de manos, así que la partida de una mesa no tiene un final que la ronda pueda esperar; elegí una variante que sí (burraco-tournament, burraco-tournament-4, burraco-internazionale), o un preset propio con `hands: N`
refusal-tournament-individual-seating = en un torneo individual los compañeros cambian cada ronda, así que la variante sienta dos parejas; { $variant } no: elegí una que sí (burraco-tournament, burraco-tournament-4, american-tournament)
refusal-tournament-individual-typed = las rondas de un torneo individual las ubica su movimiento, que reparte compañeros y rivales; una ubicación escrita a mano es para un torneo de parejas: ubicá la ronda con `canasta tournament seat NOMBRE`
refusal-tournament-knockout-went-on = quien ganó en la mesa { $table } de la ronda { $round } pasó a la ronda { $next }, ya publicada; una corrección que cambie quién ganó (o lo deje sin decidir) no se puede hacer ahora: la ronda siguiente se ubica con los ganadores. Una corrección tras la cual gana el mismo lado (una mano mal contada) se puede hacer todavía con `canasta edit`
refusal-tournament-nothing-drafted = no hay ninguna ronda sorteada para publicar: primero ubicá la siguiente (`canasta tournament seat { $name }`)
refusal-tournament-tables-playing = la ronda { $round } no puede cerrarse: { $count ->
    [one] la mesa { $tables } sigue
   *[other] las mesas { $tables } siguen
} jugando (sus partidas no terminaron)
refusal-tournament-nothing-to-close = no hay ninguna ronda publicada para cerrar
refusal-tournament-needs-reason = la partida { $game } es la de la mesa { $table } de la ronda { $round }, { $lock ->
        [confirmed] cuyo resultado confirmaron la mesa y un rival:
       *[closed] que está cerrada:
    } un cambio ahora es del director, con su motivo: agregá --why "MOTIVO" (queda en el registro del torneo)
refusal-plan-empty = no nombra ninguna ronda: escribí p. ej. "3 mitchell + 1 danish"
refusal-plan-part = `{ $part }` no es una fase: escribí un número de rondas y un movimiento, p. ej. "3 mitchell", "2 mitchell paso 2", "1 danés", "1 danés puro", "5 todos-contra-todos", "3 suizo", "1 manual", "5 individual", "2 grupos", "eliminatoria", "eliminatoria 8"
refusal-plan-movement = `{ $word }` no es un movimiento; los movimientos son mitchell, danish (modificado o pure), round-robin, swiss (suizo), manual, individual, grupos ("2 grupos") y eliminatoria
refusal-plan-no-rounds = `{ $part }`: una fase tiene al menos una ronda
refusal-plan-too-many-rounds = el plan tiene { $rounds } rondas en total; un torneo tiene como mucho { $max }
refusal-plan-after-knockout = `{ $part }` viene después de la eliminatoria, que cierra el torneo: ponela al final
refusal-plan-groups-first = `{ $part }`: los grupos son la primera fase del torneo (p. ej. "2 grupos + eliminatoria")
refusal-plan-individual-mixed = un torneo individual (los inscriptos son jugadores) tiene solo rondas individuales: escribí p. ej. "5 individual"
refusal-tournament-unplayable = la ronda { $round } del plan no se puede jugar con estos inscriptos ({ $why }); { $longest ->
        [none] no pueden jugar ni una ronda: sumá inscriptos o cambiá el movimiento
       *[other] el plan más largo que pueden jugar es "{ $longest }"
    } (no se creó nada)
refusal-tournament-reason-too-long = el motivo tiene { $given } caracteres; un motivo tiene como mucho { $max } (decilo más corto: queda en el registro del torneo)
refusal-tournament-signed = el torneo { $name } está firmado como final ({ $at }): ya no cambia nada, con motivo o sin él; para cambiarlo, primero reabrilo: canasta tournament reopen { $name } --why "MOTIVO"
refusal-tournament-sign-too-soon = { $name } todavía no se puede firmar: { $closed } de sus { $rounds } rondas están cerradas (firmalo cuando cada ronda del plan esté jugada y cerrada)
refusal-tournament-not-signed = { $name } no está firmado: no hay nada que reabrir (sus resultados se corrigen tal cual, con motivo una vez confirmados o cerrados)
refusal-tournament-reopen-needs-reason = reabrir { $name } necesita su motivo: agregá --why "MOTIVO" (queda en el archivo del torneo)
refusal-entrants-too-few = un torneo necesita al menos 2 inscriptos; la lista tiene { $have }
refusal-entrants-empty = la línea { $line } no nombra a nadie (escribí "Nombre: Jugador, Jugador", o los jugadores)
refusal-entrants-bad-name = línea { $line }: { $why }
refusal-entrants-same-name = línea { $line }: el nombre { $name } es también el de la línea { $first }; dale otro nombre a uno ("Nombre: Jugador, Jugador")
refusal-entrants-player-twice = línea { $line }: { $player } ya juega en la línea { $first }
refusal-entrants-player-count = la línea { $line } nombra { $have } jugadores; esta variante sienta { $need } por lado (o ninguno: solo el nombre)
refusal-seat-plan-done = todas las rondas del plan ({ $rounds }) ya están ubicadas
refusal-seat-open-before = la ronda { $round } no está cerrada: la próxima ronda se ubica con sus resultados (cerrala con `canasta tournament close { $name }`)
refusal-seat-needs-manual = la ronda { $round } se ubica a mano: da la ubicación con --seating ARCHIVO (líneas "mesa ns eo", y "- N" para quien descansa)
refusal-seat-too-few-present = una ronda individual ubica al menos { $need } jugadores; hay { $present } presentes (ausentes: { $absent }): hacé volver a uno con `canasta tournament absent NOMBRE N --back` y después ubicá la ronda
refusal-movement-too-few = el movimiento necesita { $need } inscriptos; hay { $have }
refusal-movement-mitchell-repeats = con { $tables } mesas y un paso de { $step }, un Mitchell repite rivales después de { $rounds } rondas; elegí otro paso, o menos rondas Mitchell
refusal-movement-no-such-round = el movimiento tiene { $rounds } rondas; la ronda { $round } está fuera
refusal-movement-danish-impossible = ninguna ubicación danesa evita que alguien repita el rival de la ronda anterior; ubicá esta ronda a mano (--seating ARCHIVO), o planeala como danés puro
refusal-movement-swiss-impossible = ninguna ubicación suiza junta a cada inscripto con uno que no haya enfrentado (el descanso para uno de los que menos descansaron); ubicá esta ronda a mano (--seating ARCHIVO)
refusal-movement-swiss-too-many-rounds = un suizo de { $rounds } rondas necesita más inscriptos: { $entrants } inscriptos siempre se pueden emparejar sin repetir rival durante { $most } rondas (a cada uno le tienen que quedar más rivales por enfrentar que enfrentados); planeá menos rondas
refusal-movement-round-robin-size = un todos contra todos es para 4 a 8 inscriptos; hay { $have } (usá rondas Mitchell y danesas)
refusal-movement-knockout-entrants = una eliminatoria de { $qualifiers } inscriptos no se puede armar: { $groups ->
    [1] toma de 2 a { $entrants }
   *[other] toma el mismo número de cada uno de los { $groups } grupos (un múltiplo de { $groups }), no más de los que tiene el grupo más chico, de los { $entrants } inscriptos
}; escribí p. ej. "eliminatoria 4"
refusal-movement-knockout-undecided = la ronda siguiente de la eliminatoria espera el cruce de la mesa { $table } de la ronda { $round }: su partida no terminó
refusal-seating-malformed = la línea { $line } de la ubicación no es "mesa ns eo" (tres números) ni "- N" (quien descansa)
refusal-seating-unknown = línea { $line }: no hay inscripto { $entrant }
refusal-seating-twice = línea { $line }: el inscripto { $entrant } aparece dos veces
refusal-seating-table-twice = línea { $line }: la mesa { $table } aparece dos veces
refusal-seating-missing = el inscripto { $entrant } no está ubicado ni descansa
refusal-seating-same = línea { $line }: el inscripto { $entrant } no puede jugar contra sí mismo
refusal-tournament-no-such-phase = el plan tiene { $phases } fases; no hay fase { $phase }
refusal-tournament-not-over = la partida de la mesa { $table } no terminó: su resultado se confirma después de la última mano
refusal-tournament-changed-since = la partida de la mesa { $table } cambió desde que este teléfono la mostró: mirala de nuevo y confirmá
refusal-tournament-table-first = mesa { $table }: primero confirma la mesa, después un rival
refusal-tournament-no-such-entrant = no hay inscripto { $entrant }; los inscriptos van de 1 a { $entrants }
refusal-tournament-no-entrant-named = ningún inscripto se llama `{ $name }`: da su número (1 a { $entrants }) o su nombre como lo muestra la ubicación
refusal-entrants-outside-group = la línea { $line } viene antes del encabezado del primer grupo: poné un encabezado como [A] encima, o ninguno
refusal-entrants-group-twice = línea { $line }: el grupo { $group } ya tiene encabezado en la línea { $first }; poné sus inscriptos bajo un solo encabezado
refusal-entrants-group-too-small = el grupo { $group } tiene { $have } inscripto; un grupo necesita al menos 2 para jugar
refusal-entrants-too-many-groups = { $groups } grupos con { $entrants } inscriptos dejan un grupo con menos de 2; pedí { $most } como mucho
refusal-entrants-groups-twice = la lista ya encabeza sus grupos (líneas [A]): sacá --groups, o los encabezados
refusal-tournament-published-already = la ronda { $round } ya está publicada; la siguiente se ubica cuando esta se cierre (`canasta tournament close { $name }`, después `seat { $name }`)
refusal-tournament-plan-done = todas las rondas del plan ({ $rounds }) ya están ubicadas: la noche termina al cerrar la última; la clasificación final: `canasta tournament standings { $name }`
refusal-plan-did-you-mean = ¿quisiste decir `{ $like }`?

# Un archivo de resultados leído de nuevo (`tournament read-results`), rechazado.
refusal-results-unreadable = no es un archivo de resultados que este programa lea (línea { $line }; el lector de JSON dice, en inglés: { $why }); un archivo de resultados es lo que escribe `canasta tournament export NOMBRE --format results` (docs/results.schema.json)
refusal-results-not-results = no es un archivo de resultados: su formato es "{ $format }", el de un archivo de resultados es "canasta-results"
refusal-results-version = un archivo de resultados de la versión { $found }: este canasta lee la versión { $read } (uno más nuevo lo lee)
refusal-results-entrant-twice = dos inscriptos del archivo tienen el número { $entrant }
refusal-results-no-such-entrant = la ronda { $round } nombra al inscripto { $entrant }, que no está entre los inscriptos del archivo
refusal-results-half-a-table = ronda { $round }, mesa { $table }: los puntos o los puntos de victoria de una línea sin los de la otra
refusal-results-lines = la clasificación{ $group ->
    [none] {""}
   *[other] {" "}del grupo { $group }
} lista los inscriptos { $file }; sus mesas dan { $worked }
refusal-results-groups = el archivo tiene { $file } tablas de clasificación; sus inscriptos forman { $worked } grupos
refusal-results-does-not-add-up = { $name } ({ $entrant }){ $group ->
    [none] {""}
   *[other] , grupo { $group },
}: la clasificación dice { $said } { $column ->
    [vp] PV
    [mp] PP
    [points] puntos
    [rounds] rondas
   *[rank] de puesto
}, sus mesas suman { $worked } (el archivo no cierra: no se leyó nada)
refusal-tournament-members = la línea { $line } de la lista de socios no es `Jugador: NÚMERO`

# Un circuito rechazado (`canasta circuit CARPETA`).
refusal-circuit-no-stages = la carpeta no tiene ningún torneo: un circuito suma archivos de resultados (`tournament export NOMBRE --format results`) y noches exportadas enteras (`tournament export NOMBRE`), `*.json` y `*.yaml`
refusal-circuit-rules = circuit.yaml no se puede leer: { $why } (tiene `name:` y, si hay final, `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}`)
refusal-circuit-no-cut = circuit.yaml: los finalistas por `{ $rule }` necesitan { $rule ->
    [overall] `top` (cuántos primeros del circuito)
   *[per_stage] `top` o `share` (cuántos primeros, o qué porcentaje, de cada etapa)
}
refusal-circuit-share = circuit.yaml: un { $share } % de una etapa es más que toda la etapa (como mucho 100)
refusal-circuit-stage = { $file }: { $why }
refusal-circuit-not-an-event = no es una noche como la escribe `tournament export`, ni un archivo de resultados ({ $why })
refusal-circuit-game = la partida { $game } de una de sus mesas: { $why }
refusal-results-empty = el archivo está vacío: un archivo de resultados es lo que escribe `canasta tournament export NOMBRE --format results`
refusal-results-not-json = no es un archivo de resultados: un archivo de resultados es un objeto JSON (`{"{"}"format": "canasta-results", ...{"}"}`), como lo escribe `canasta tournament export NOMBRE --format results`; una partida se lee con `canasta import`
refusal-results-twice-in-round = el inscripto { $entrant } está ubicado dos veces en la ronda { $round } (en dos mesas, o en una mesa y descansando)
refusal-results-victory-points = ronda { $round }, mesa { $table }: una diferencia de { $difference } da { $gives_ns }-{ $gives_ew } según la tabla de la variante, el archivo dice { $ns }-{ $ew }
refusal-results-date = el día del torneo, "{ $date }", no está escrito AAAA-MM-DD
refusal-circuit-a-game = es la partida de una mesa, no un torneo: un circuito suma archivos de resultados y noches exportadas enteras (`tournament export NOMBRE`)
refusal-circuit-not-over = el torneo no terminó (la ronda { $round } no está cerrada, o una de sus partidas no terminó): un circuito cuenta solo torneos terminados
refusal-circuit-same-event = { $file } es el mismo torneo que { $same }: un torneo se cuenta una vez (dejá uno de los dos archivos)
