## it: sheet
## Il segnapunti, il dettaglio di una mano, le regole di una variante, le risposte alle
## domande sulle regole, statistiche, storico, il grafico (vedi en/sheet.ftl).
## Mano è femminile (la mano, le mani), giro maschile (il giro, i giri).

## Il segnapunti.
sheet-and = { " e " }
sheet-versus = { " contro " }
sheet-earlier = ({ $count ->
    [one] { $count } { $term ->
        [round] giro precedente non mostrato
        [deal] smazzata precedente non mostrata
       *[hand] mano precedente non mostrata
    }
   *[other] { $count } { $term ->
        [round] giri precedenti non mostrati
        [deal] smazzate precedenti non mostrate
       *[hand] mani precedenti non mostrate
    }
}: `canasta show` le ha tutte)
sheet-mark-symbol = { $mark ->
    [out] { "*" }
    [concealed] M
    [alone] S
   *[alone-out] C
}
sheet-mark-word = { $mark ->
    [out] chiusura
    [concealed] in mano
    [alone] da solo
   *[alone-out] da solo, chiusura
}
sheet-mark-meaning = { $mark ->
    [out] ha chiuso
    [concealed] ha chiuso in mano
    [alone] ha giocato da solo
   *[alone-out] ha giocato da solo e ha chiuso
}
sheet-col-hand = { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
}
sheet-col-dealer = Mazziere
sheet-col-total = totale
sheet-col-points = punti
sheet-start = inizio
sheet-narrow-legend = ogni colonna: i punti { $term ->
    [round] del giro
    [deal] della smazzata
   *[hand] della mano
}, poi il totale; { $marks }
sheet-no-hands-yet = { $term ->
    [round] nessun giro
    [deal] nessuna smazzata
   *[hand] nessuna mano
} finora
sheet-game-over-won = Partita finita dopo { $count } { $term ->
    [round] { $count ->
        [one] giro
       *[other] giri
    }
    [deal] { $count ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $count ->
        [one] mano
       *[other] mani
    }
}. Vinta da { $winner }, con { $total } ({ $margin } punti di vantaggio).
sheet-game-over-tie-won = Partita finita dopo { $count } { $term ->
    [round] { $count ->
        [one] giro
       *[other] giri
    }
    [deal] { $count ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $count ->
        [one] mano
       *[other] mani
    }
}. Vinta da { $winner }, con { $total }, a pari punti con { $tied }: il pareggio va a chi ha chiuso.
sheet-game-over-shared = Partita finita dopo { $count } { $term ->
    [round] { $count ->
        [one] giro
       *[other] giri
    }
    [deal] { $count ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $count ->
        [one] mano
       *[other] mani
    }
}. Vittoria condivisa: { $winners }, con { $total }.
sheet-tied-play-on = { $sides } sono pari a { $total }; le regole dicono di giocare { $term ->
    [round] un altro giro
    [deal] un'altra smazzata
   *[hand] un'altra mano
}.
sheet-lead = In testa: { $side }, di { $by }.
sheet-level = In parità.
sheet-tied-lead = Pari in testa: { $sides }, a { $total }.
sheet-to-go = Mancano: { $needs }.
sheet-left = { $count ->
    [one] Manca { $count } { $term ->
        [round] giro
        [deal] smazzata
       *[hand] mano
    }.
   *[other] Mancano { $count } { $term ->
        [round] giri
        [deal] smazzate
       *[hand] mani
    }.
}
sheet-no-minimum = nessuna
sheet-next = { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
} { $number }: mazziere { $dealer }.{ $has_minimum ->
    [no] {""}
   *[yes] {" "}Apertura minima: { $minimums }.
} Partita a { $game }.
sheet-game-target-or-hands = { $target } o { $count } { $term ->
    [round] { $count ->
        [one] giro
       *[other] giri
    }
    [deal] { $count ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $count ->
        [one] mano
       *[other] mani
    }
}
sheet-game-hands = { $count } { $term ->
    [round] { $count ->
        [one] giro
       *[other] giri
    }
    [deal] { $count ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $count ->
        [one] mano
       *[other] mani
    }
}
sheet-game-open = senza limite

## Una riga del punteggio in parole.
sheet-lacking = { $what ->
    [nothing] niente richiesto
    [meld] non ha aperto
    [canasta] nessuna { $canasta_term ->
        [book] canasta
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    }
    [canastas] meno di { $count } { $canasta_term ->
        [book] canaste
        [burraco] burrachi
        [canastra] canastre
       *[canasta] canaste
    }
   *[kind] nessuna { $canasta_term ->
        [book] canasta
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    } { $kind }
}
sheet-item-special-hand = chiusura con una mano speciale: { $hand }
sheet-item-canastas = { $count ->
    [one] { $count } { $canasta_term ->
        [book] canasta
        [burraco] burraco
        [canastra] canastra
       *[canasta] canasta
    } { $kind }
   *[other] { $count } { $canasta_term ->
        [book] canaste
        [burraco] burrachi
        [canastra] canastre
       *[canasta] canaste
    } { $kinds }
}
sheet-item-going-out = { $how ->
    [concealed] chiusura in mano
    [hand-canasta] chiusura con canasta in mano
   *[normal] chiusura
}
sheet-item-incomplete = combinazione incompleta { $meld }
sheet-item-holding = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
} con tre o più { $rank }
sheet-item-melded = carte calate
sheet-item-minus = { $what }, in negativo: { $lacking }
sheet-item-nothing = { $what }, { $count ->
        [one] non conta
       *[other] non contano
    }: { $lacking }
sheet-item-in-hand = carte in mano
sheet-item-in-hand-by = carte in mano ({ $by })
sheet-item-black-threes-in-hand = { $count ->
    [one] { $count } tre nero
   *[other] { $count } tre neri
} in mano
sheet-item-penalty = penalità: { $name } x{ $count }
sheet-item-bonus = premio: { $name } x{ $count }
sheet-item-pot = { $pot ->
    [unplayed] { $pot_term ->
        [morto] morto
       *[other] pozzetto
    } preso ma non giocato
   *[not-taken] { $pot_term ->
        [morto] morto
       *[other] pozzetto
    } non preso
}
sheet-item-pair-share = metà dei { $pair } della coppia
sheet-item-red-threes = { $count ->
    [one] { $count } tre rosso
   *[other] { $count } tre rossi
}
sheet-item-red-threes-all = tre rossi ({ $count ->
    [0] nessuno
    [1] l'unico
    [2] tutti e due
    [3] tutti e tre
    [4] tutti e quattro
    [5] tutti e cinque
    [6] tutti e sei
    [7] tutti e sette
    [8] tutti e otto
    [9] tutti e nove
    [10] tutti e dieci
   *[other] tutti e { $count }
})
sheet-item-black-threes = { $count ->
    [one] { $count } tre nero
   *[other] { $count } tre neri
}

## Il dettaglio di una mano (`show --explain`).
sheet-breakdown-title = { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
} { $number } (mazziere { $dealer })
sheet-breakdown-alone = , { $side } senza compagno
sheet-nothing = niente
sheet-side-this-hand = { $side } { $term ->
    [round] in questo giro
    [deal] in questa smazzata
   *[hand] in questa mano
}

## Il grafico.
sheet-chart-empty = { $step ->
    [round] Nessun giro
    [deal] Nessuna smazzata
   *[other] Nessuna mano
} finora: niente da disegnare.
sheet-chart-title = Totali progressivi, { $step ->
    [game] partita per partita
    [round] giro per giro
    [deal] smazzata per smazzata
   *[hand] mano per mano
}: { $legend }
sheet-chart-title-target = Totali progressivi, { $step ->
    [game] partita per partita
    [round] giro per giro
    [deal] smazzata per smazzata
   *[hand] mano per mano
}: { $legend }; ··· partita a { $target }
sheet-chart-axis = ({ $step ->
    [game] partita
    [round] giro
    [deal] smazzata
   *[hand] mano
})
sheet-chart-meet = { "*" } dove le linee si incontrano
sheet-chart-svg-label = Totali progressivi, { $step ->
    [round] giro per giro
    [deal] smazzata per smazzata
   *[hand] mano per mano
}
sheet-chart-svg-axis = { $step ->
    [round] giro
    [deal] smazzata
   *[hand] mano
}

## Storico, elenco delle partite, giocatori, statistiche, incontri.
sheet-archived-id = { $id } (archiviata)
sheet-result-won-tie = vinta a pari punti da { $side }, per la chiusura
sheet-result-won = vinta da { $side }, con { $margin } punti di vantaggio
sheet-result-shared = condivisa: { $sides }
sheet-result-in-play-lead = in corso; in testa: { $side }, di { $by }
sheet-result-in-play = in corso
sheet-state-won = vinta da { $side }
sheet-state-shared = vittoria condivisa
sheet-game-title = partita { $id }
sheet-game-title-dated = partita { $id }, { $date }
sheet-game-title-current = partita { $id } (corrente)
sheet-damaged = danneggiata: { $why }
sheet-no-games = Nessuna partita (che corrisponda ai filtri).
sheet-no-players = Ancora nessun giocatore.
sheet-col-date = data
sheet-col-game = partita
sheet-col-variant = variante
sheet-col-sides = coppie
sheet-col-result = risultato
sheet-col-created = creata
sheet-col-totals = totali
sheet-col-state = stato
sheet-col-player = giocatore
sheet-col-partnership = coppia
sheet-col-games = part.
sheet-col-won = vinte
sheet-col-lost = perse
sheet-col-also-written = altre grafie
sheet-col-win-rate = % vinte
sheet-col-average = media
sheet-col-average-said = media per mano
sheet-col-best = max
sheet-col-best-said = mano migliore
sheet-col-worst = min
sheet-col-worst-said = mano peggiore
sheet-col-average-dealing = media mazziere
sheet-col-average-not = media altri
sheet-col-average-not-said = media non da mazziere
sheet-col-out-concealed = chiusure (in mano)
sheet-col-canastas = { $canasta_term ->
    [burraco] burrachi
    [canastra] canastre
    [book] canaste
   *[canasta] canaste
}
sheet-col-red-threes = tre rossi
sheet-col-penalties = penalità
sheet-stats-games = { $count ->
    [one] { $count } partita.
   *[other] { $count } partite.
}
sheet-stats-players = Giocatori:
sheet-stats-partnerships = Coppie:
sheet-head-to-head = Testa a testa, { $first } contro { $second }: { $games ->
    [one] { $games } partita
   *[other] { $games } partite
} da avversari; { $first } ne ha vinte { $first_won }, { $second } ne ha vinte { $second_won }.
sheet-match-first-to = vince chi arriva prima a { $count }
sheet-match-games = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}
sheet-match-no-game = Sfida { $name }: ancora nessuna partita ({ $rule }).
sheet-match-over = Sfida { $name }: finita, vinta da { $winner }. Partite vinte: { $wins }; punti: { $points } ({ $rule }).
sheet-match-standing = Sfida { $name }: partite vinte: { $wins }; punti: { $points } ({ $rule }; { $played } giocate).

## Risposte alle domande sulle regole.
sheet-or = { " o " }
sheet-ranks = { $rank ->
    [ace] assi
    [king] re
    [queen] donne
    [jack] fanti
    [ten] dieci
    [nine] nove
    [eight] otto
    [seven] sette
    [six] sei
    [five] cinque
    [four] quattro
    [three] tre
    [two] pinelle
    [joker] jolly
   *[card] carte
}
sheet-meld-top-needs-pair = il pozzo è congelato per una coppia che non ha aperto: la carta in cima ({ $top }) va calata con due { $ranks } naturali dalla mano, e nessuna combinazione qui ha tre { $ranks } naturali
sheet-meld-splash = { $meld } è una canasta completa dalla mano: calata così non richiede il minimo
sheet-meld-concealed-out = chiudere in mano con una canasta ({ $meld }) dopo aver pescato dal tallone non richiede il minimo
sheet-meld-needs-clean = { $variant } chiede nell'apertura una combinazione di almeno tre carte naturali senza matte (o una combinazione di matte)
sheet-meld-meets = { $counted } raggiunge il minimo di { $minimum }
sheet-meld-short = { $counted } non raggiunge il minimo di { $minimum }
sheet-note-bonuses-never-count = i premi (canaste, tre rossi) non contano mai per il minimo, solo il valore delle carte
sheet-note-top-counts = la carta in cima ({ $top }) conta; nessun'altra carta del pozzo
sheet-note-top-from-hand = in { $variant } l'apertura viene dalla mano: la carta in cima non ne fa parte e non conta (vedi `canasta check pile`)
sheet-note-concealed-needs-canasta = chiudere in mano richiede una canasta fra le combinazioni
sheet-note-concealed-took-pile = il pozzo è stato preso, quindi il minimo vale anche per chiudere in mano (solo dopo aver pescato dal tallone non serve)
sheet-note-special-hands = una coppia che non ha aperto può anche chiudere con una mano speciale (vedi `canasta check hand`): { $hands }
sheet-frozen = { $why ->
    [always] in { $variant } il pozzo è sempre congelato
    [wild-or-red-three] il pozzo è congelato (c'è una matta o un tre rosso)
   *[not-melded] il pozzo è congelato per una coppia che non ha aperto
}
sheet-out-how = { $discard ->
    [yes] calando tutte le carte tranne una e scartandola
   *[no] calando tutte le carte
}
sheet-reason-pile-empty = il pozzo è vuoto
sheet-reason-black-three-on-top = un tre nero in cima blocca il pozzo per questo turno
sheet-reason-red-three-on-top = il pozzo non si può mai prendere con un tre rosso in cima
sheet-reason-wild-on-top = il pozzo non si può mai prendere con una matta in cima
sheet-reason-matches-opponents-canasta = in { $variant } una carta { $top } uguale alla canasta completa di { $ranks } degli avversari blocca il pozzo, come un tre nero
sheet-reason-one-card-pile = un giocatore con una sola carta non può prendere un pozzo di una carta
sheet-reason-no-pot = in { $variant } si chiude solo dopo aver preso { $pot_term ->
    [morto] il morto
   *[other] il pozzetto
}
sheet-reason-closed-canasta = la tua canasta di { $ranks } è chiusa a { $max } carte: non si possono calare altre carte di quel valore
sheet-reason-frozen-short = { $frozen }: servono due { $ranks } naturali dalla tua mano con la carta in cima ({ $top }), e ne hai { $held }
sheet-reason-frozen-too-big = { $frozen }, e la tua combinazione di { $table } { $ranks } supererebbe { $max } carte con altre tre
sheet-reason-frozen-pair = { $frozen }, e hai una coppia naturale di { $ranks } da calare con la carta in cima ({ $top }){ $needs_minimum ->
    [yes] ; la combinazione deve anche raggiungere la tua apertura minima (vedi `canasta check meld`)
   *[no] {""}
}
sheet-reason-natural-pair = hai una coppia naturale di { $ranks } da calare con la carta in cima ({ $top })
sheet-reason-onto-meld = la carta in cima ({ $top }) va sulla combinazione di { $ranks } della tua coppia ({ $meld })
sheet-reason-natural-pair-only = in { $variant } una carta naturale e una matta non prendono il pozzo: servono due { $ranks } naturali
sheet-reason-natural-and-wild = hai una carta { $top } naturale e una matta da calare con la carta in cima ({ $top })
sheet-reason-not-onto-completed = la carta in cima ({ $top }) non si può aggiungere a una canasta completa per prendere il pozzo; servono due { $ranks } naturali dalla mano
sheet-reason-nothing-to-meld = niente con cui calare la carta in cima ({ $top }): servono due { $ranks } naturali, o una carta naturale e una matta, o una combinazione di { $ranks } in tavola
sheet-reason-partner-said-no = il tuo compagno ha detto di no, e la risposta vale
sheet-reason-partner-said-no-cost = il tuo compagno ha detto di no, e la risposta vale (chiudere lo stesso costa { $cost })
sheet-reason-too-few-canastas = la tua coppia ha { $canasta_term ->
    [burraco] { $have ->
        [one] { $have } burraco
       *[other] { $have } burrachi
    }
    [canastra] { $have ->
        [one] { $have } canastra
       *[other] { $have } canastre
    }
   *[other] { $have ->
        [one] { $have } canasta
       *[other] { $have } canaste
    }
}; { $variant } ne chiede { $needs } per chiudere
sheet-reason-too-few-of-kind = { $variant } chiede almeno { $canasta_term ->
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
} per chiudere; la tua coppia ne ha { $got }
sheet-reason-cards-left = { $cards ->
    [one] ti resterebbe ancora { $cards } carta
   *[other] ti resterebbero ancora { $cards } carte
}: chiudere vuol dire calare tutte le carte, o tutte tranne una e scartarla
sheet-reason-needs-discard = in { $variant } devi tenere una carta per lo scarto finale: cala tutte le carte tranne una
sheet-reason-out-concealed-no-canasta = sì, { $how }; ma chiudere in mano richiede una canasta completa fra le combinazioni, quindi conta come una chiusura normale
sheet-reason-out-concealed = sì, in mano, { $how }: il premio per la chiusura in mano è { $bonus }
sheet-reason-out-concealed-no-bonus = sì, in mano, { $how }: questa variante non ha premio per la chiusura in mano
sheet-reason-out = la tua coppia ha { $canasta_term ->
    [burraco] { $have ->
        [one] il burraco che le serve
       *[other] i { $have } burrachi che le servono
    }
    [canastra] { $have ->
        [one] la canastra che le serve
       *[other] le { $have } canastre che le servono
    }
   *[other] { $have ->
        [one] la canasta che le serve
       *[other] le { $have } canaste che le servono
    }
}: chiudi { $how }
sheet-reason-no-special-hands = { $variant } non ha mani speciali
sheet-reason-special-hand-size = una mano speciale ha { $sizes } carte; questa ne ha { $cards }
sheet-reason-special-hand = { $describe } ({ $points })
sheet-pair-of = una coppia di { $cards }
sheet-shape-hand = una mano
sheet-shape-pairs = { $count ->
    [1] una coppia
    [2] due coppie
    [3] tre coppie
    [4] quattro coppie
    [5] cinque coppie
    [6] sei coppie
    [7] sette coppie
    [8] otto coppie
    [9] nove coppie
    [10] dieci coppie
   *[other] { $count } coppie
}
sheet-reason-special-near-miss = { $shape } con { $held } deve avere anche { $missing }
sheet-reason-not-a-special-hand = non è una mano speciale di { $variant }: { $kinds }
sheet-basis-score = { $variant }, punteggio { $score }
sheet-basis-side = { $variant }, { $side } a { $total } nella partita { $game }
sheet-meld-total = totale
sheet-meld-minimum = minimo
sheet-meld-enough = Basta: { $reason }.
sheet-meld-not-enough = Non basta: { $reason }.
sheet-note = nota: { $note }
sheet-yes = Sì: { $reason }.
sheet-no = No: { $reason }.
sheet-minimum-at-score = A { $score } l'apertura richiede { $minimum } punti ({ $variant }).
sheet-minimum-in-hand = Nella mano { $hand } l'apertura richiede { $minimum } punti ({ $variant }).

## Le regole di una variante (`canasta variants show`).
sheet-rules-col-rule = regola
sheet-rules-col-value = valore
sheet-rule-variant = variante
sheet-rule-description = descrizione
sheet-rule-players = giocatori
sheet-rule-decks = mazzi
sheet-rule-game = partita
sheet-rule-tie = pareggio esatto alla fine
sheet-rule-initial-meld = apertura minima
sheet-rule-card-values = valore delle carte
sheet-rule-canastas = { $canasta_term ->
    [burraco] burrachi
    [canastra] canastre
   *[other] canaste
}
sheet-rule-going-out = chiusura
sheet-rule-red-threes = tre rossi
sheet-rule-black-threes = tre neri calati
sheet-rule-black-threes-in-hand = tre neri rimasti in mano
sheet-rule-threes-minus = { $threes ->
    [all] i tre rossi e neri
   *[red] i tre rossi
} contano in negativo
sheet-rule-threes-nothing = { $threes ->
    [all] i tre rossi e neri
   *[red] i tre rossi
} non contano
sheet-rule-melded-minus = le carte calate contano in negativo
sheet-rule-only-cards-minus = contano solo le carte, in negativo
sheet-rule-incomplete-melds = combinazioni incomplete
sheet-rule-holding = tre o più in mano
sheet-rule-special-hands = mani speciali
sheet-rule-melds = combinazioni
sheet-rule-initial-meld-ways = modi di aprire
sheet-rule-pile = { $canasta_term ->
    [burraco] monte degli scarti
    [canastra] monte degli scarti
   *[other] pozzo
}
sheet-rule-penalties = penalità
sheet-rule-bonuses = premi
sheet-rule-in-hand = carte rimaste in mano
sheet-rules-players-alone = { $players }, ognuno per sé
sheet-rules-players-sides = { $players } in { $sides } { $per_side ->
    [2] coppie
   *[other] squadre
} da { $per_side }
sheet-rules-players-lone = { $players }, ognuno con il suo totale; { $term ->
    [round] a ogni giro
    [deal] a ogni smazzata
   *[hand] a ogni mano
} uno gioca da solo contro gli altri due
sheet-rules-decks = { $decks } mazzi: { $jokers } jolly, { $red_threes } tre rossi
sheet-rules-game-target = { $target } o più
sheet-rules-game-target-or-hands = { $target } o più, o dopo { $count } { $term ->
    [round] { $count ->
        [one] giro
       *[other] giri
    }
    [deal] { $count ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $count ->
        [one] mano
       *[other] mani
    }
}
sheet-rules-game-hands = dopo { $count } { $term ->
    [round] { $count ->
        [one] giro
       *[other] giri
    }
    [deal] { $count ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $count ->
        [one] mano
       *[other] mani
    }
}; vince il totale più alto
sheet-rules-tie = { $rule ->
    [play-on] si gioca { $term ->
        [round] un altro giro
        [deal] un'altra smazzata
       *[hand] un'altra mano
    }
    [shared] vittoria condivisa
   *[went-out-wins] vince chi ha chiuso { $term ->
        [round] nell'ultimo giro
        [deal] nell'ultima smazzata
       *[hand] nell'ultima mano
    } (altrimenti condivisa)
}
sheet-rules-band-below = sotto { $to }
sheet-rules-band-any = qualsiasi punteggio
sheet-rules-band-range = da { $from } a { $to }
sheet-rules-band-from = { $from } o più
sheet-rules-by-hand = per mano: { $minimums }
sheet-rules-by-hand-one = mano { $number }
sheet-rules-by-hand-from = dalla mano { $number }
sheet-rules-card-values = jolly { $joker }, pinella { $two }, asso { $ace }, K-8 { $king_to_eight }, 7-4 { $seven_to_four }, tre nero { $black_three }
sheet-rules-out-needs = { $canasta_term ->
    [burraco] { $count ->
        [one] serve { $count } burraco
       *[other] servono { $count } burrachi
    }
    [canastra] { $count ->
        [one] serve { $count } canastra
       *[other] servono { $count } canastre
    }
   *[other] { $count ->
        [one] serve { $count } canasta
       *[other] servono { $count } canaste
    }
}
sheet-rules-out-needs-kinds = { $canasta_term ->
    [burraco] { $count ->
        [one] serve { $count } burraco
       *[other] servono { $count } burrachi
    }
    [canastra] { $count ->
        [one] serve { $count } canastra
       *[other] servono { $count } canastre
    }
   *[other] { $count ->
        [one] serve { $count } canasta
       *[other] servono { $count } canaste
    }
} (almeno { $kinds })
sheet-rules-out-bonus = premio { $bonus }
sheet-rules-out-concealed = in mano { $bonus } in tutto
sheet-rules-out-no-concealed = nessun premio per la chiusura in mano
sheet-rules-out-hand-canasta = canasta in mano { $bonus } in tutto
sheet-rules-each = { $points } ciascuno
sheet-rules-never = mai
sheet-rules-side-without = per una coppia senza { $requirement }
sheet-requirement = { $what ->
    [nothing] niente
    [meld] apertura
    [canastas] { $count ->
        [one] { $count } canasta
       *[other] { $count } canaste
    }
   *[kind] una canasta { $kind }
}
sheet-rules-per-player = { $points } per giocatore
sheet-rules-melds-naturals = almeno { $count } carte naturali
sheet-rules-melds-max-wilds = al massimo { $count ->
    [one] { $count } matta
   *[other] { $count } matte
}
sheet-rules-melds-wilds-at-most-naturals = mai più matte che carte naturali
sheet-rules-melds-max-size = al massimo { $count } carte
sheet-rules-melds-wild-free = niente matte con { $ranks }
sheet-rules-melds-wilds-only-initial = matte con { $ranks } solo nell'apertura
sheet-rules-melds-wild-melds = combinazioni di matte ammesse
sheet-rules-melds-no-wild-melds = niente combinazioni di sole matte
sheet-rules-melds-black-threes-never = i tre neri non si calano mai
sheet-rules-melds-black-threes = tre neri solo chiudendo, { $sizes } alla volta
sheet-rules-melds-one-per-rank = una sola combinazione per valore per coppia
sheet-rules-ways-top-counts = { $canasta_term ->
    [burraco] la carta in cima agli scarti conta per il minimo, nessun'altra degli scarti
    [canastra] la carta in cima agli scarti conta per il minimo, nessun'altra degli scarti
   *[other] la carta in cima al pozzo conta per il minimo, nessun'altra del pozzo
}
sheet-rules-ways-from-hand = il minimo si raggiunge dalla mano
sheet-rules-ways-clean-meld = serve una combinazione di tre carte naturali senza matte, o una combinazione di matte
sheet-rules-ways-splash = una canasta completa dalla mano non richiede il minimo
sheet-rules-ways-concealed = chiudere in mano non richiede il minimo
sheet-rules-pile-always-frozen = sempre congelato: si prende solo con una coppia naturale
sheet-rules-pile-frozen = congelato da una matta o un tre rosso al suo interno, e per una coppia che non ha aperto
sheet-rules-pile-stops = un tre nero o una matta in cima lo blocca
sheet-rules-pile-natural-pair-only = una carta naturale e una matta non lo prendono mai
sheet-rules-pile-not-onto-completed = non si prende per aggiungere a una canasta completa
sheet-rules-pile-matching-stops = una carta uguale a una canasta completa degli avversari lo blocca
sheet-rules-pile-one-card-may = una mano di una carta può prendere un pozzo di una carta
sheet-rules-pile-one-card-may-not = una mano di una carta non può prendere un pozzo di una carta
sheet-rules-in-hand-not-deducted = non si tolgono
sheet-rules-in-hand-foot = anche quelle del piede: si tolgono

## Scale e combinazioni della famiglia del Burraco, lette carta per carta (`check meld`).
sheet-runs-run = { $cards }: una scala da { $from } a { $to }
sheet-runs-set = { $cards }: una combinazione di { $rank }
sheet-runs-wild = { $wild_rank ->
    [ace] l'{ $wild }
    [eight] l'{ $wild }
   *[other] il { $wild }
} sta per { $card_rank ->
    [ace] l'{ $card }
    [eight] l'{ $card }
   *[other] il { $card }
}
sheet-runs-burraco = { $kind ->
    [clean] un burraco pulito
    [semi_clean] un burraco semipulito
   *[dirty] un burraco sporco
}
sheet-runs-points = { $points } punti
sheet-runs-refused = { $cards }: non è un gioco di { $variant }: { $why }
sheet-runs-yes = Regolare: ogni gioco è una scala o una combinazione di { $variant }.
sheet-runs-no = Non regolare: { $count ->
    [one] un gioco viola
   *[other] { $count } giochi violano
} le regole di { $variant }.

## I punti vittoria di una partita finita (`victory_points` di un preset), sotto la riga del vincitore.
sheet-victory-points = Punti vittoria: { $points } (differenza { $difference }).
## I punti vittoria di una sfida, sommati sulle sue partite finite.
sheet-match-victory-points = Punti vittoria: { $points }.

## `variants show`: scale e combinazioni (la famiglia del Burraco), punti vittoria.
sheet-rule-runs = scale e combinazioni
sheet-rules-runs = scale di un seme, da { $min } a { $max } carte; l'asso { $ace ->
    [both] in basso o in alto, mai girando
    [low] solo in basso
    [high] solo in alto
   *[neither] né in basso né in alto
}; al massimo { $wilds } { $wilds ->
    [one] matta o pinella
   *[other] matte o pinelle
} per gioco{ $natural_two ->
    [yes] ; una pinella del seme della scala al suo posto è naturale
   *[no] {""}
}; { $sets }
sheet-rules-runs-sets-all = combinazioni di ogni valore tranne i due
sheet-rules-runs-sets-none = niente combinazioni
sheet-rules-runs-sets-only = combinazioni solo di { $ranks }
sheet-rule-victory-points = punti vittoria
sheet-rules-victory-band = differenza { $from }-{ $to }: { $winner } / { $loser }
sheet-rules-victory-last = differenza { $from } e oltre: { $winner } / { $loser }

## The Burraco family.
sheet-rules-players-lone-half = { $players }, ognuno col suo totale; a ogni { $term ->
    [round] giro
   *[hand] smazzata
} uno gioca da solo contro gli altri due, che segnano ciascuno metà del punteggio della coppia (una metà dispari arrotondata per { $round ->
    [up] eccesso
   *[down] difetto
})
sheet-rules-decks-ordinary-threes = { $decks } mazzi: { $jokers } jolly, { $points } punti di carte in tutto
sheet-rules-card-values-ordinary-threes = jolly { $joker }, pinella { $two }, asso { $ace }, K-8 { $king_to_eight }, 7-3 { $seven_to_three }
sheet-rule-pot = { $pot_term ->
    [morto] morto
   *[other] pozzetto
}
sheet-rules-pot-not-taken = non preso: { $points }
sheet-rules-pot-unplayed-in-hand = preso e non giocato: le sue carte contano come carte in mano
sheet-rules-pot-unplayed-as-not-taken = preso e non giocato: come non preso, le sue carte non contano
sheet-rules-pot-needed-to-go-out = si chiude solo dopo aver preso { $pot_term ->
    [morto] il morto
   *[other] il pozzetto
}
sheet-rule-threes = tre
sheet-rules-threes-ordinary = carte normali, come le altre
sheet-rules-pile-never-frozen = si prende sempre tutto, qualunque carta sia in cima
sheet-reason-never-frozen = in { $variant } il monte degli scarti si prende sempre tutto, qualunque carta sia in cima
## `history` e `stats` quando le partite danno punti vittoria: la colonna dei punti
## vittoria, posizione, PV e PP delle statistiche e la frase sopra una classifica di torneo.
sheet-col-victory-points = punti vittoria
sheet-col-rank = posizione
sheet-col-vp = PV
sheet-col-mp = PP
sheet-col-mp-said = punti partita
sheet-stats-ranked = Classifica per punti vittoria; a parità di punti vittoria, per punti partita (i totali delle partite che danno punti vittoria).
sheet-rules-players-everyone-alone = o una { $term ->
    [round] mano
   *[hand] smazzata
} giocata tutti da soli (tre pozzetti da 11)

sheet-slip-partner-holds-cards = { $who ->
    [partner] carte ancora in mano: { $names }
    [players] { $side }: chiusura senza carte in mano, ma { $partners ->
        [one] chi gioca in coppia con chi ha chiuso ha ancora carte ({ $names })
       *[other] chi gioca in coppia con chi ha chiuso ha ancora carte ({ $names })
    }
   *[side] { $side }: chiusura senza carte in mano, ma { $partners ->
        [one] chi gioca in coppia con chi ha chiuso ha ancora carte
       *[other] chi gioca in coppia con chi ha chiuso ha ancora carte
    }
}
sheet-slip-question-points = { $fact }: quanti punti in mano? (Invio se sono già nei punti calati)
sheet-slip-melded-below-minimum = { $side }: { $melded } calati, meno dei { $minimum } che la prima calata della mano doveva contare (solo la chiusura in mano non richiede il minimo)
sheet-slip-question-melded = { $fact }: quanti punti calati? (Invio se { $melded } è giusto)

# A meld of a house kind of canasta (a reale of 13, a canastra de 1000 of 14), with the
# preset's own name for it and its bonus, in `check meld`'s answer.
sheet-runs-house-kind = il tipo della casa { $kind } (+{ $bonus })

# The statistics' column of hands played, in the games' own word where they share one
# (a season of Burraco: its deals).
sheet-col-hands-of = { $term ->
    [round] giri
    [deal] smazzate
   *[hand] mani
}

# A row of the rules table with nothing in it (a form without penalties).
sheet-rules-none = nessuna
sheet-stats-kind-count = { $count } { $count ->
    [one] { $kind }
   *[other] { $kinds }
}
sheet-share-title = Canasta: partita { $id } ({ $variant })
sheet-share-hand = { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
} { $number }: { $scores }
