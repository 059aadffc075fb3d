## Words of a line and of the sheet (see en/words.ftl).
word-out = corte
    .typed = corte c corto
    .many = corte
word-concealed = corte de mano
    .typed = de_mano m oculto
    .many = corte de mano
word-hand_canasta = canasta en mano
    .typed = canasta_en_mano cem
    .many = canasta en mano
word-red_threes = treses rojos
    .typed = rojos r tres_rojos treses_rojos
    .many = treses rojos
word-black_threes = treses negros
    .typed = negros n tres_negros treses_negros
    .many = treses negros
word-black_threes_in_hand = treses negros en mano
    .typed = negros_en_mano nm
    .many = treses negros en mano
word-natural = pura
    .typed = pura p limpia
    .many = puras
word-mixed = impura
    .typed = impura i sucia
    .many = impuras
word-wild = de comodines
    .typed = de_comodines dc comodines
    .many = de comodines
word-natural_aces = de ases
    .typed = de_ases da
    .many = de ases
word-natural_sevens = de sietes
    .typed = de_sietes ds
    .many = de sietes
word-wild_twos = de doses
    .typed = de_doses dd
    .many = de doses
word-wild_jokers = de jokers
    .typed = de_jokers dj
    .many = de jokers
word-sevens = sietes
    .typed = sietes de_sietes
    .many = sietes
word-clean = limpia
    .typed = limpia l
    .many = limpias
    .burraco = limpio
    .burraco-many = limpios
word-dirty = sucia
    .typed = sucia s
    .many = sucias
    .burraco = sucio
    .burraco-many = sucios
word-semi_clean = semilimpia
    .typed = semilimpia sl
    .many = semilimpias
    .burraco = semilimpio
    .burraco-many = semilimpios
word-no_pot = sin muerto
    .typed = sin_muerto sm
    .many = sin muerto
word-pot_unplayed = muerto no jugado
    .typed = muerto_no_jugado mnj
    .many = muerto no jugado
word-samba = samba
    .typed = samba
    .many = samba
word-bolivia = bolivia
    .typed = bolivia
    .many = bolivia
word-escalera = escalera
    .typed = escalera
    .many = escalera
word-undeclared_red_three = tres rojo sin bajar
    .typed = rojo_sin_bajar rsb
    .many = treses rojos sin bajar
word-out_against_partner = corte sin permiso
    .typed = corte_sin_permiso csp
    .many = corte sin permiso
word-failed_to_go_out = no pudo cortar
    .typed = no_pudo_cortar npc
    .many = no pudo cortar
word-illegal_pile_take = pozo mal tomado
    .typed = pozo_mal_tomado pmt
    .many = pozo mal tomado
word-exact_cut = corte exacto
    .typed = corte_exacto ce
    .many = corte exacto
word-straight = escalera
    .typed = escalera_real er
    .many = escalera
word-pairs = siete pares
    .typed = siete_pares sp
    .many = siete pares
word-pairs_wild = pares con doses
    .typed = pares_con_doses pcd
    .many = pares con doses
word-garbage = cuatro y tres
    .typed = cuatro_y_tres cyt
    .many = cuatro y tres
word-aces = ases
    .typed = ases
    .many = ases
word-wild_four_jokers = comodines con cuatro jokers
    .typed = cuatro_jokers
    .many = comodines con cuatro jokers

## Una línea rechazada: qué está mal en una palabra.
line-fact = { $fact ->
    [out] el corte
    [melded] los puntos bajados
    [in-hand] los puntos en mano
    [canastas] las canastas
    [red-threes] los treses rojos
    [black-threes] los treses negros
    [black-threes-in-hand] los treses negros en mano
    [penalties] las penalizaciones
    [bonuses] los premios
    [incomplete] los juegos incompletos
    [holding] los ases y sietes retenidos
    [pot] el muerto
    [melds] los juegos
   *[hand-cards] las cartas en mano
}
line-unknown-brief = `{ $token }` no significa nada en { $variant }; las palabras están arriba (? pregunta paso a paso)
line-unknown = `{ $token }` no significa nada en { $variant }. Acepta: un número antes de { $counted }; { $out }
line-unknown-penalties = ; penalizaciones { $penalties }
line-unknown-numbers = ; 420 para los puntos bajados, -35 para los puntos en mano; cartas ({ $cards })
line-or = { " " }o{ " " }
line-ambiguous = `{ $token }` puede ser { $options }; escribí más del nombre
line-needs-count = `{ $token }` necesita un número adelante, por ejemplo 1{ $token } (1 × { $name })
line-twice = `{ $token }`: { $fact } dos veces en una línea
line-likely-cards = `{ $token }` son más puntos de los que tienen los mazos ({ $max }): para las cartas, escribí m:{ $token }
line-number-or-cards = `{ $token }` puede ser puntos bajados o un juego de cartas: escribí +{ $token } para puntos, o m:{ $token } para el juego
line-repeated = `{ $token }` repite lo que dijo `{ $first }` en esta línea; decilo una vez, con el número adelante (`2{ $bare }` para dos)
line-shared-on-own = `{ $token }` es de la pareja ({ $fact }): va una sola vez, en la línea de la pareja
line-own-on-shared = `{ $token }` es de cada jugador ({ $fact }): va en la línea de ese jugador
line-not-in-variant = `{ $token }`: { $variant } no tiene { $what ->
    [red-threes] treses rojos: aquí los treses son cartas normales
    [incomplete-melds] juegos incompletos
   *[holding-penalty] penalización por retener tres o más de un valor
}
line-not-in-rules = `{ $token }` es { $name }, que { $variant } no tiene
line-unknown-name = `{ $token }`: no es { $what ->
    [incomplete-meld] un juego incompleto
    [rank] un valor
    [canasta-kind] una clase de canasta
    [penalty] una penalización
    [bonus] un premio
   *[side] una pareja
} de esta partida; tiene: { $known }
line-cards = `{ $token }`: { $error }
line-too-large = `{ $token }` es un número demasiado grande para ser cierto
line-refused-of = Línea de { $side }:
    { $refusal }
    (no se guardó nada)
line-refused = { $refusal } (no se guardó nada)

## The names a game's sides get when none are given (data once the game is saved).
word-default-side = { $which ->
    [we] Nosotros
    [they] Ellos
   *[you] Ustedes
}
word-default-player = Jugador { $number }
line-out-and-concealed = `{ $token }`: la línea dice dos veces que su lado cerró; una sola palabra dice cómo: la de cierre en mano sola (cerrar en mano), o la de cierre sola

## A tournament plan's words (`3 mitchell + 1 danish`): each movement and option, and
## what a director types for it (`.typed`); every language's words are read in any plan.
word-plan-mitchell = mitchell
    .typed = mitchell
word-plan-danish = danés
    .typed = danés danes
word-plan-round_robin = todos contra todos
    .typed = todos-contra-todos
word-plan-manual = manual
    .typed = manual
word-plan-swiss = suizo
    .typed = suizo
word-plan-groups = grupos
    .typed = grupos
word-plan-knockout = eliminatoria
    .typed = eliminatoria eliminación knockout
word-plan-individual = individual
    .typed = individual
word-plan-step = paso
    .typed = paso
word-plan-modified = modificado
    .typed = modificado
word-plan-pure = puro
    .typed = puro

## The language's own name, as its speakers write it (the guide's table of languages).
word-language = Español (del Río de la Plata)
