## es: sheet
## El anotador, el detalle de una mano, las reglas de una variante, las respuestas a
## preguntas de reglas, estadísticas, historial, el gráfico (ver en/sheet.ftl).

## El anotador.
sheet-and = { " y " }
sheet-versus = { " contra " }
sheet-earlier = ({ $count ->
    [one] { $count } { $term ->
        [round] ronda anterior
       *[hand] mano anterior
    } no se muestra
   *[other] { $count } { $term ->
        [round] rondas anteriores
       *[hand] manos anteriores
    } no se muestran
}: `canasta show` las tiene todas)
sheet-mark-symbol = { $mark ->
    [out] { "*" }
    [concealed] M
    [alone] S
   *[alone-out] C
}
sheet-mark-word = { $mark ->
    [out] cortó
    [concealed] de mano
    [alone] solo
   *[alone-out] solo, cortó
}
sheet-mark-meaning = { $mark ->
    [out] cortó
    [concealed] cortó de mano
    [alone] jugó solo
   *[alone-out] jugó solo y cortó
}
sheet-col-hand = { $term ->
    [round] Ronda
   *[hand] Mano
}
sheet-col-dealer = Reparte
sheet-col-total = total
sheet-col-points = puntos
sheet-start = inicio
sheet-narrow-legend = cada columna: el puntaje de la { $term ->
    [round] ronda
   *[hand] mano
}, después el total; { $marks }
sheet-no-hands-yet = ninguna { $term ->
    [round] ronda
   *[hand] mano
} todavía
sheet-game-over-won = Partida terminada tras { $count } { $term ->
    [round] { $count ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $count ->
        [one] mano
       *[other] manos
    }
}. Ganada por { $winner }, con { $total } ({ $margin } puntos de diferencia).
sheet-game-over-tie-won = Partida terminada tras { $count } { $term ->
    [round] { $count ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $count ->
        [one] mano
       *[other] manos
    }
}. Ganada por { $winner }, con { $total }, a la par de { $tied }: el empate se lo lleva quien cortó.
sheet-game-over-shared = Partida terminada tras { $count } { $term ->
    [round] { $count ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $count ->
        [one] mano
       *[other] manos
    }
}. Victoria compartida: { $winners }, con { $total }.
sheet-tied-play-on = { $sides } empatan en { $total }; las reglas dicen que se juega otra { $term ->
    [round] ronda
   *[hand] mano
}.
sheet-lead = En ventaja: { $side }, por { $by }.
sheet-level = Empatados.
sheet-tied-lead = Empatan en la punta: { $sides }, con { $total }.
sheet-to-go = Faltan: { $needs }.
sheet-left = { $count ->
    [one] Queda { $count } { $term ->
        [round] ronda
       *[hand] mano
    }.
   *[other] Quedan { $count } { $term ->
        [round] rondas
       *[hand] manos
    }.
}
sheet-no-minimum = ninguno
sheet-next = { $term ->
    [round] Ronda
   *[hand] Mano
} { $number } · reparte: { $dealer }.{ $has_minimum ->
    [no] {""}
   *[yes] {" "}Mínimo para bajar: { $minimums }.
} Partida: { $game }.
sheet-game-target-or-hands = { $target } o { $count } { $term ->
    [round] { $count ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $count ->
        [one] mano
       *[other] manos
    }
}
sheet-game-hands = { $count } { $term ->
    [round] { $count ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $count ->
        [one] mano
       *[other] manos
    }
}
sheet-game-open = sin límite

## Una línea del puntaje en palabras.
sheet-lacking = { $what ->
    [nothing] no hace falta nada
    [meld] no bajó
    [canasta] sin { $canasta_term ->
        [book] canasta
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    }
    [canastas] menos de { $count } { $canasta_term ->
        [book] canastas
        [burraco] burracos
        [canastra] canastras
       *[canasta] canastas
    }
   *[kind] sin { $canasta_term ->
        [book] canasta
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    } { $kind }
}
sheet-item-special-hand = cortó con una mano especial: { $hand }
sheet-item-canastas = { $count ->
    [one] { $count } { $canasta_term ->
        [book] canasta
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    } { $kind }
   *[other] { $count } { $canasta_term ->
        [book] canastas
        [burraco] burracos
        [canastra] canastras
       *[canasta] canastas
    } { $kinds }
}
sheet-item-going-out = { $how ->
    [concealed] corte de mano
    [hand-canasta] corte con canasta en mano
   *[normal] corte
}
sheet-item-incomplete = juego incompleto { $meld }
sheet-item-holding = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
} con tres o más { $rank }
sheet-item-melded = cartas bajadas
sheet-item-minus = { $what }, restan: { $lacking }
sheet-item-nothing = { $what }, { $count ->
        [one] no suma
       *[other] no suman
    }: { $lacking }
sheet-item-in-hand = cartas en mano
sheet-item-in-hand-by = cartas en mano ({ $by })
sheet-item-black-threes-in-hand = { $count ->
    [one] { $count } tres negro
   *[other] { $count } treses negros
} en mano
sheet-item-penalty = penalización: { $name } x{ $count }
sheet-item-bonus = premio: { $name } x{ $count }
sheet-item-pot = { $pot ->
    [unplayed] { $pot_term ->
       *[other] muerto tomado pero no jugado
    }
   *[not-taken] muerto no tomado
}
sheet-item-pair-share = la mitad de los { $pair } de la pareja
sheet-item-red-threes = { $count ->
    [one] { $count } tres rojo
   *[other] { $count } treses rojos
}
sheet-item-red-threes-all = treses rojos ({ $count ->
    [0] ninguno
    [1] el único
    [2] los dos
    [3] los tres
    [4] los cuatro
    [5] los cinco
    [6] los seis
    [7] los siete
    [8] los ocho
    [9] los nueve
    [10] los diez
   *[other] los { $count }
})
sheet-item-black-threes = { $count ->
    [one] { $count } tres negro
   *[other] { $count } treses negros
}

## El detalle de una mano (`show --explain`).
sheet-breakdown-title = { $term ->
    [round] Ronda
   *[hand] Mano
} { $number } (reparte: { $dealer })
sheet-breakdown-alone = , { $side } sin compañero
sheet-nothing = nada
sheet-side-this-hand = { $side } en esta { $term ->
    [round] ronda
   *[hand] mano
}

## El gráfico.
sheet-chart-empty = Todavía no hay { $step ->
    [round] rondas
   *[other] manos
}: nada que graficar.
sheet-chart-title = Totales acumulados, { $step ->
    [game] partida por partida
    [round] ronda por ronda
   *[hand] mano por mano
}: { $legend }
sheet-chart-title-target = Totales acumulados, { $step ->
    [game] partida por partida
    [round] ronda por ronda
   *[hand] mano por mano
}: { $legend }; ··· partida a { $target }
sheet-chart-axis = ({ $step ->
    [game] partida
    [round] ronda
   *[hand] mano
})
sheet-chart-meet = { "*" } donde se cruzan las líneas
sheet-chart-svg-label = Totales acumulados, { $step ->
    [round] ronda por ronda
   *[hand] mano por mano
}
sheet-chart-svg-axis = { $step ->
    [round] ronda
   *[hand] mano
}

## Historial, lista de partidas, jugadores, estadísticas, series.
sheet-archived-id = { $id } (archivada)
sheet-result-won-tie = ganada en el empate por { $side }, por cortar
sheet-result-won = ganada por { $side }, por { $margin }
sheet-result-shared = compartida: { $sides }
sheet-result-in-play-lead = en juego; en ventaja: { $side }, por { $by }
sheet-result-in-play = en juego
sheet-state-won = ganada por { $side }
sheet-state-shared = victoria compartida
sheet-game-title = partida { $id }
sheet-game-title-dated = partida { $id }, { $date }
sheet-game-title-current = partida { $id } (la actual)
sheet-damaged = dañada: { $why }
sheet-no-games = No hay partidas (que cumplan los filtros).
sheet-no-players = Todavía no hay jugadores.
sheet-col-date = fecha
sheet-col-game = partida
sheet-col-variant = variante
sheet-col-sides = parejas
sheet-col-result = resultado
sheet-col-created = creada
sheet-col-totals = totales
sheet-col-state = estado
sheet-col-player = jugador
sheet-col-partnership = pareja
sheet-col-games = part.
sheet-col-won = gan.
sheet-col-lost = perd.
sheet-col-also-written = también escrito
sheet-col-win-rate = % gan.
sheet-col-average = prom.
sheet-col-average-said = promedio por mano
sheet-col-best = mejor
sheet-col-best-said = mejor mano
sheet-col-worst = peor
sheet-col-worst-said = peor mano
sheet-col-average-dealing = prom. al dar
sheet-col-average-not = prom. sin dar
sheet-col-average-not-said = promedio sin dar
sheet-col-out-concealed = cortes (de mano)
sheet-col-canastas = { $canasta_term ->
    [burraco] burracos
    [canastra] canastras
    [book] canastas
   *[canasta] canastas
}
sheet-col-red-threes = treses rojos
sheet-col-penalties = castigos
sheet-stats-games = { $count ->
    [one] { $count } partida.
   *[other] { $count } partidas.
}
sheet-stats-players = Jugadores:
sheet-stats-partnerships = Parejas:
sheet-head-to-head = Cara a cara, { $first } contra { $second }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} en lados opuestos; { $first } ganó { $first_won }, { $second } ganó { $second_won }.
sheet-match-first-to = gana quien llegue a { $count }
sheet-match-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
sheet-match-no-game = Serie { $name }: todavía ninguna partida ({ $rule }).
sheet-match-over = Serie { $name }: terminada, ganada por { $winner }. Partidas ganadas: { $wins }; puntos: { $points } ({ $rule }).
sheet-match-standing = Serie { $name }: partidas ganadas: { $wins }; puntos: { $points } ({ $rule }; { $played } jugadas).

## Respuestas a preguntas de reglas.
sheet-or = { " o " }
sheet-ranks = { $rank ->
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
    [four] cuatros
    [three] treses
    [two] doses
    [joker] jokers
   *[card] cartas
}
sheet-meld-top-needs-pair = el pozo está congelado para una pareja que no bajó: la carta de arriba ({ $top }) se tiene que bajar con dos { $ranks } naturales de la mano, y ningún juego de acá tiene tres { $ranks } naturales
sheet-meld-splash = { $meld } es una canasta completa desde la mano: bajarla así no necesita mínimo
sheet-meld-concealed-out = cortar de mano con una canasta ({ $meld }) después de robar del mazo no necesita mínimo
sheet-meld-needs-clean = { $variant } pide en la bajada un juego de al menos tres cartas naturales sin comodines (o un juego de comodines)
sheet-meld-meets = { $counted } alcanza el mínimo de { $minimum }
sheet-meld-short = { $counted }, y el mínimo es { $minimum }
sheet-note-bonuses-never-count = los premios (canastas, treses rojos) nunca cuentan para el mínimo, solo el valor de las cartas
sheet-note-top-counts = la carta de arriba ({ $top }) cuenta; ninguna otra carta del pozo
sheet-note-top-from-hand = en { $variant } la bajada sale de la mano: la carta de arriba no es parte de ella y no cuenta (ver `canasta check pile`)
sheet-note-concealed-needs-canasta = cortar de mano necesita una canasta entre los juegos
sheet-note-concealed-took-pile = se tomó el pozo, así que el mínimo vale aun para cortar de mano (solo después de robar del mazo no hace falta)
sheet-note-special-hands = una pareja que no bajó también puede cortar con una mano especial (ver `canasta check hand`): { $hands }
sheet-frozen = { $why ->
    [always] en { $variant } el pozo está siempre congelado
    [wild-or-red-three] el pozo está congelado (tiene un comodín o un tres rojo)
   *[not-melded] el pozo está congelado para una pareja que no bajó
}
sheet-out-how = { $discard ->
    [yes] bajando todas las cartas menos una y descartándola
   *[no] bajando todas las cartas
}
sheet-reason-pile-empty = el pozo está vacío
sheet-reason-black-three-on-top = un tres negro arriba tapa el pozo por este turno
sheet-reason-red-three-on-top = el pozo nunca se puede tomar con un tres rojo arriba
sheet-reason-wild-on-top = el pozo nunca se puede tomar con un comodín arriba
sheet-reason-matches-opponents-canasta = en { $variant } una carta { $top } del valor de la canasta completa de { $ranks } de los rivales tapa el pozo, como un tres negro
sheet-reason-one-card-pile = un jugador con una carta no puede tomar un pozo de una carta
sheet-reason-no-pot = { $pot_term ->
   *[other] en { $variant } solo se cierra después de tomar el muerto
}
sheet-reason-closed-canasta = tus { $ranks } son una canasta cerrada de { $max }: no se pueden bajar más { $ranks }
sheet-reason-frozen-short = { $frozen }: hacen falta dos { $ranks } naturales de tu mano con la carta de arriba ({ $top }), y tenés { $held }
sheet-reason-frozen-too-big = { $frozen }, y tu juego de { $table } { $ranks } pasaría de { $max } cartas con tres más
sheet-reason-frozen-pair = { $frozen }, y tenés un par natural de { $ranks } para bajar con la carta de arriba ({ $top }){ $needs_minimum ->
    [yes] ; el juego también tiene que alcanzar tu mínimo para bajar (ver `canasta check meld`)
   *[no] {""}
}
sheet-reason-natural-pair = tenés un par natural de { $ranks } para bajar con la carta de arriba ({ $top })
sheet-reason-onto-meld = la carta de arriba ({ $top }) va al juego de { $ranks } de tu pareja ({ $meld })
sheet-reason-natural-pair-only = en { $variant } una carta natural y un comodín no toman el pozo: hacen falta dos { $ranks } naturales
sheet-reason-natural-and-wild = tenés una { $top } natural y un comodín para bajar con la carta de arriba ({ $top })
sheet-reason-not-onto-completed = la carta de arriba ({ $top }) no se puede agregar a una canasta completa para tomar el pozo; hacen falta dos { $ranks } naturales de la mano
sheet-reason-nothing-to-meld = no hay con qué bajar la carta de arriba ({ $top }): necesitás dos { $ranks } naturales, o una carta natural y un comodín, o un juego de { $ranks } en la mesa
sheet-reason-partner-said-no = tu compañero dijo que no, y la respuesta vale
sheet-reason-partner-said-no-cost = tu compañero dijo que no, y la respuesta vale (cortar igual cuesta { $cost })
sheet-reason-too-few-canastas = tu pareja tiene { $canasta_term ->
    [burraco] { $have ->
        [one] { $have } burraco
       *[other] { $have } burracos
    }
    [canastra] { $have ->
        [one] { $have } canastra
       *[other] { $have } canastras
    }
   *[other] { $have ->
        [one] { $have } canasta
       *[other] { $have } canastas
    }
}; { $variant } pide { $needs } para cortar
sheet-reason-too-few-of-kind = { $variant } pide al menos { $canasta_term ->
    [burraco] { $needs ->
        [one] { $needs } burraco { $kind }
       *[other] { $needs } × burraco { $kind }
    }
    [canastra] { $needs ->
        [one] { $needs } canastra { $kind }
       *[other] { $needs } × canastra { $kind }
    }
   *[other] { $needs ->
        [one] { $needs } canasta { $kind }
       *[other] { $needs } × canasta { $kind }
    }
} para cortar; tu pareja tiene { $got }
sheet-reason-cards-left = todavía te { $cards ->
    [one] quedaría { $cards } carta
   *[other] quedarían { $cards } cartas
}: cortar es bajar todas las cartas, o todas menos una y descartarla
sheet-reason-needs-discard = en { $variant } tenés que guardar una carta para el descarte final: bajá todas menos una
sheet-reason-out-concealed-no-canasta = sí, { $how }; pero cortar de mano necesita una canasta completa entre los juegos, así que cuenta como un corte normal
sheet-reason-out-concealed = sí, de mano, { $how }: el premio por cortar de mano es { $bonus }
sheet-reason-out-concealed-no-bonus = sí, de mano, { $how }: esta variante no tiene premio por cortar de mano
sheet-reason-out = tu pareja tiene { $canasta_term ->
    [burraco] { $have ->
        [one] el burraco que necesita
       *[other] los { $have } burracos que necesita
    }
    [canastra] { $have ->
        [one] la canastra que necesita
       *[other] las { $have } canastras que necesita
    }
   *[other] { $have ->
        [one] la canasta que necesita
       *[other] las { $have } canastas que necesita
    }
}: cortá { $how }
sheet-reason-no-special-hands = { $variant } no tiene manos especiales
sheet-reason-special-hand-size = una mano especial tiene { $sizes } cartas; esta tiene { $cards }
sheet-reason-special-hand = { $describe } ({ $points })
sheet-pair-of = un par de { $cards }
sheet-shape-hand = una mano
sheet-shape-pairs = { $count ->
    [1] un par
    [2] dos pares
    [3] tres pares
    [4] cuatro pares
    [5] cinco pares
    [6] seis pares
    [7] siete pares
    [8] ocho pares
    [9] nueve pares
    [10] diez pares
   *[other] { $count } pares
}
sheet-reason-special-near-miss = { $shape } con { $held } también tiene que tener { $missing }
sheet-reason-not-a-special-hand = no es una mano especial de { $variant }: { $kinds }
sheet-basis-score = { $variant }, puntaje { $score }
sheet-basis-side = { $variant }, { $side } con { $total } en la partida { $game }
sheet-meld-total = total
sheet-meld-minimum = mínimo
sheet-meld-enough = Alcanza: { $reason }.
sheet-meld-not-enough = No alcanza: { $reason }.
sheet-note = nota: { $note }
sheet-yes = Sí: { $reason }.
sheet-no = No: { $reason }.
sheet-minimum-at-score = Con { $score } la bajada necesita { $minimum } puntos ({ $variant }).
sheet-minimum-in-hand = En la mano { $hand } la bajada necesita { $minimum } puntos ({ $variant }).

## Las reglas de una variante (`canasta variants show`).
sheet-rules-col-rule = regla
sheet-rules-col-value = valor
sheet-rule-variant = variante
sheet-rule-description = descripción
sheet-rule-players = jugadores
sheet-rule-decks = mazos
sheet-rule-game = partida
sheet-rule-tie = empate exacto al final
sheet-rule-initial-meld = mínimo para bajar
sheet-rule-card-values = valor de las cartas
sheet-rule-canastas = { $canasta_term ->
    [burraco] burracos
    [canastra] canastras
   *[other] canastas
}
sheet-rule-going-out = corte
sheet-rule-red-threes = treses rojos
sheet-rule-black-threes = treses negros bajados
sheet-rule-black-threes-in-hand = treses negros en mano
sheet-rule-threes-minus = { $threes ->
    [all] los treses rojos y negros
   *[red] los treses rojos
} restan
sheet-rule-threes-nothing = { $threes ->
    [all] los treses rojos y negros
   *[red] los treses rojos
} no suman
sheet-rule-melded-minus = las cartas bajadas restan
sheet-rule-only-cards-minus = solo cuentan las cartas, y restan
sheet-rule-incomplete-melds = juegos incompletos
sheet-rule-holding = tres o más en la mano
sheet-rule-special-hands = manos especiales
sheet-rule-melds = juegos
sheet-rule-initial-meld-ways = formas de bajar
sheet-rule-pile = { $canasta_term ->
   *[other] pozo
}
sheet-rule-penalties = penalizaciones
sheet-rule-bonuses = premios
sheet-rule-in-hand = cartas en mano
sheet-rules-players-alone = { $players }, cada uno por su cuenta
sheet-rules-players-sides = { $players } en { $sides } { $per_side ->
    [2] parejas
   *[other] equipos
} de { $per_side }
sheet-rules-players-lone = { $players }, cada uno con su propio total; en cada { $term ->
    [round] ronda
   *[hand] mano
} uno juega solo contra los otros dos
sheet-rules-decks = { $decks } mazos: { $jokers } jokers, { $red_threes ->
    [one] { $red_threes } tres rojo
   *[other] { $red_threes } treses rojos
}
sheet-rules-game-target = { $target } o más
sheet-rules-game-target-or-hands = { $target } o más, o después de { $count } { $term ->
    [round] { $count ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $count ->
        [one] mano
       *[other] manos
    }
}
sheet-rules-game-hands = después de { $count } { $term ->
    [round] { $count ->
        [one] ronda
       *[other] rondas
    }
   *[hand] { $count ->
        [one] mano
       *[other] manos
    }
}; gana el total más alto
sheet-rules-tie = { $rule ->
    [play-on] se juega otra { $term ->
        [round] ronda
       *[hand] mano
    }
    [shared] victoria compartida
   *[went-out-wins] gana quien cortó en la última { $term ->
        [round] ronda
       *[hand] mano
    } (si no, se comparte)
}
sheet-rules-band-below = menos de { $to }
sheet-rules-band-any = cualquier puntaje
sheet-rules-band-range = { $from } a { $to }
sheet-rules-band-from = { $from } o más
sheet-rules-by-hand = por mano: { $minimums }
sheet-rules-by-hand-one = mano { $number }
sheet-rules-by-hand-from = desde la mano { $number }
sheet-rules-card-values = joker { $joker }, dos { $two }, as { $ace }, K-8 { $king_to_eight }, 7-4 { $seven_to_four }, tres negro { $black_three }
sheet-rules-out-needs = necesita { $canasta_term ->
    [burraco] { $count ->
        [one] { $count } burraco
       *[other] { $count } burracos
    }
    [canastra] { $count ->
        [one] { $count } canastra
       *[other] { $count } canastras
    }
   *[other] { $count ->
        [one] { $count } canasta
       *[other] { $count } canastas
    }
}
sheet-rules-out-needs-kinds = necesita { $canasta_term ->
    [burraco] { $count ->
        [one] { $count } burraco
       *[other] { $count } burracos
    }
    [canastra] { $count ->
        [one] { $count } canastra
       *[other] { $count } canastras
    }
   *[other] { $count ->
        [one] { $count } canasta
       *[other] { $count } canastas
    }
} (al menos { $kinds })
sheet-rules-out-bonus = premio { $bonus }
sheet-rules-out-concealed = de mano { $bonus } en total
sheet-rules-out-no-concealed = sin premio por cortar de mano
sheet-rules-out-hand-canasta = canasta en mano { $bonus } en total
sheet-rules-each = { $points } cada uno
sheet-rules-never = nunca
sheet-rules-side-without = para una pareja sin { $requirement }
sheet-requirement = { $what ->
    [nothing] nada
    [meld] bajar
    [canastas] { $count ->
        [one] { $count } canasta
       *[other] { $count } canastas
    }
   *[kind] una canasta { $kind }
}
sheet-rules-per-player = { $points } por jugador
sheet-rules-melds-naturals = al menos { $count } cartas naturales
sheet-rules-melds-max-wilds = como mucho { $count ->
    [one] { $count } comodín
   *[other] { $count } comodines
}
sheet-rules-melds-wilds-at-most-naturals = nunca más comodines que cartas naturales
sheet-rules-melds-max-size = como mucho { $count } cartas
sheet-rules-melds-wild-free = sin comodines en juegos de { $ranks }
sheet-rules-melds-wilds-only-initial = comodines en juegos de { $ranks } solo en la bajada
sheet-rules-melds-wild-melds = se permiten juegos de comodines
sheet-rules-melds-no-wild-melds = no hay juegos solo de comodines
sheet-rules-melds-black-threes-never = los treses negros nunca se bajan
sheet-rules-melds-black-threes = treses negros solo al cortar, de a { $sizes }
sheet-rules-melds-one-per-rank = un solo juego de cada valor por pareja
sheet-rules-ways-top-counts = { $canasta_term ->
   *[other] la carta de arriba del pozo cuenta para el mínimo, ninguna otra del pozo
}
sheet-rules-ways-from-hand = el mínimo sale de la mano
sheet-rules-ways-clean-meld = necesita un juego de tres cartas naturales sin comodines, o un juego de comodines
sheet-rules-ways-splash = una canasta completa desde la mano no necesita mínimo
sheet-rules-ways-concealed = cortar de mano no necesita mínimo
sheet-rules-pile-always-frozen = siempre congelado: se toma solo con un par natural
sheet-rules-pile-frozen = congelado si tiene un comodín o un tres rojo, y para una pareja que no bajó
sheet-rules-pile-stops = un tres negro o un comodín arriba lo tapa
sheet-rules-pile-natural-pair-only = una carta natural y un comodín nunca lo toman
sheet-rules-pile-not-onto-completed = no se toma para agregar a una canasta completa
sheet-rules-pile-matching-stops = una carta del valor de una canasta completa de los rivales lo tapa
sheet-rules-pile-one-card-may = un jugador con una carta puede tomar un pozo de una carta
sheet-rules-pile-one-card-may-not = un jugador con una carta no puede tomar un pozo de una carta
sheet-rules-in-hand-not-deducted = no se descuentan
sheet-rules-in-hand-foot = también las del pie: se descuentan

## Escaleras y juegos de la familia del Burraco, leídos carta por carta (`check meld`).
sheet-runs-run = { $cards }: una escalera de { $from } a { $to }
sheet-runs-set = { $cards }: un juego de { $rank }
sheet-runs-wild = el { $wild_rank ->
   *[other] { $wild }
} vale por { $card_rank ->
    [queen] la { $card }
    [jack] la { $card }
   *[other] el { $card }
}
sheet-runs-burraco = { $kind ->
    [clean] un burraco limpio
    [semi_clean] un burraco semilimpio
   *[dirty] un burraco sucio
}
sheet-runs-points = { $points } puntos
sheet-runs-refused = { $cards }: no es un juego de { $variant }: { $why }
sheet-runs-yes = Vale: cada juego es una escalera o un juego de { $variant }.
sheet-runs-no = No vale: { $count ->
    [one] un juego rompe
   *[other] { $count } juegos rompen
} las reglas de { $variant }.

## Los puntos de victoria de una partida terminada (`victory_points` de un preset), bajo la línea del ganador.
sheet-victory-points = Puntos de victoria: { $points } (diferencia { $difference }).
## Los puntos de victoria de una serie, sumados sobre sus partidas terminadas.
sheet-match-victory-points = Puntos de victoria: { $points }.

## `variants show`: escaleras y juegos (la familia del Burraco), puntos de victoria.
sheet-rule-runs = escaleras y juegos
sheet-rules-runs = escaleras de un palo, de { $min } a { $max } cartas; el as { $ace ->
    [both] abajo o arriba, nunca dando la vuelta
    [low] solo abajo
    [high] solo arriba
   *[neither] ni abajo ni arriba
}; a lo sumo { $wilds } { $wilds ->
    [one] comodín
   *[other] comodines
} por juego{ $natural_two ->
    [yes] ; un dos del palo de la escalera en su lugar es natural
   *[no] {""}
}; { $sets }
sheet-rules-runs-sets-all = juegos de cualquier valor salvo doses
sheet-rules-runs-sets-none = sin juegos de un valor
sheet-rules-runs-sets-only = juegos solo de { $ranks }
sheet-rule-victory-points = puntos de victoria
sheet-rules-victory-band = diferencia { $from }-{ $to }: { $winner } / { $loser }
sheet-rules-victory-last = diferencia { $from } o más: { $winner } / { $loser }

## The Burraco family.
sheet-rules-players-lone-half = { $players }, cada uno con su total; en cada { $term ->
    [round] ronda
   *[hand] mano
} uno juega solo contra los otros dos, que anotan cada uno la mitad de la pareja (una mitad impar redondeada hacia { $round ->
    [up] arriba
   *[down] abajo
})
sheet-rules-decks-ordinary-threes = { $decks } barajas: { $jokers } comodines, { $points } puntos de cartas en total
sheet-rules-card-values-ordinary-threes = comodín { $joker }, dos { $two }, as { $ace }, K-8 { $king_to_eight }, 7-3 { $seven_to_three }
sheet-rule-pot = { $pot_term ->
   *[other] muerto
}
sheet-rules-pot-not-taken = no tomado: { $points }
sheet-rules-pot-unplayed-in-hand = tomado y no jugado: sus cartas cuentan como cartas en mano
sheet-rules-pot-unplayed-as-not-taken = tomado y no jugado: como no tomado, sus cartas no cuentan
sheet-rules-pot-needed-to-go-out = { $pot_term ->
   *[other] una pareja cierra solo después de tomar su muerto
}
sheet-rule-threes = treses
sheet-rules-threes-ordinary = cartas comunes, como las demás
sheet-rules-pile-never-frozen = se toma siempre entero, sea cual sea la carta de arriba
sheet-reason-never-frozen = en { $variant } el pozo se toma siempre entero, sea cual sea la carta de arriba
## `history` y `stats` cuando las partidas dan puntos de victoria: la columna de los
## puntos de victoria, puesto, PV y PP de las estadísticas y la frase sobre una clasificación.
sheet-col-victory-points = puntos de victoria
sheet-col-rank = puesto
sheet-col-vp = PV
sheet-col-mp = PP
sheet-col-mp-said = puntos de partida
sheet-stats-ranked = Clasificación por puntos de victoria; a igualdad de puntos de victoria, por puntos de partida (los totales de las partidas que dan puntos de victoria).
sheet-rules-players-everyone-alone = o una { $term ->
    [round] ronda
   *[hand] mano
} jugada cada uno solo (tres muertos de 11)

sheet-slip-partner-holds-cards = { $who ->
    [partner] todavía con cartas: { $names }
    [players] { $side }: corte sin nada en mano, pero { $partners ->
        [one] a quien juega en pareja con quien cortó todavía le quedan cartas ({ $names })
       *[other] a quienes juegan en pareja con quien cortó todavía les quedan cartas ({ $names })
    }
   *[side] { $side }: corte sin nada en mano, pero { $partners ->
        [one] a quien juega en pareja con quien cortó todavía le quedan cartas
       *[other] a quienes juegan en pareja con quien cortó todavía les quedan cartas
    }
}
sheet-slip-question-points = { $fact }: ¿cuántos puntos en mano? (Enter si ya están en los puntos bajados)
sheet-slip-melded-below-minimum = { $side }: { $melded } bajados, menos que los { $minimum } que tenía que sumar la primera bajada de la mano (solo el corte de mano no necesita mínimo)
sheet-slip-question-melded = { $fact }: ¿cuántos puntos bajados? (Enter si { $melded } está bien)

# A meld of a house kind of canasta (a reale of 13, a canastra de 1000 of 14), with the
# preset's own name for it and its bonus, in `check meld`'s answer.
sheet-runs-house-kind = la variante de la casa { $kind } (+{ $bonus })

# The statistics' column of hands played, in the games' own word where they share one
# (a season of Burraco: its deals).
sheet-col-hands-of = { $term ->
    [round] rondas
    [deal] manos
   *[hand] manos
}

# A row of the rules table with nothing in it (a form without penalties).
sheet-rules-none = ninguna
sheet-stats-kind-count = { $count } { $count ->
    [one] { $kind }
   *[other] { $kinds }
}
sheet-share-title = Canasta: partida { $id } ({ $variant })
sheet-share-hand = { $term ->
    [round] Ronda
   *[hand] Mano
} { $number }: { $scores }
