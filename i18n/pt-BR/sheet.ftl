## pt-BR: sheet
## O placar, o detalhe de uma rodada, as regras de uma variante, as respostas a
## perguntas de regras, estatísticas, histórico, o gráfico (ver en/sheet.ftl).
## Plurais com [1] (e não [one]): em português o zero também seria "one".

## O placar.
sheet-and = { " e " }
sheet-versus = { " contra " }
sheet-earlier = ({ $count ->
    [1] { $count } { $term ->
        [round] rodada anterior
       *[hand] rodada anterior
    } não aparece
   *[other] { $count } { $term ->
        [round] rodadas anteriores
       *[hand] rodadas anteriores
    } não aparecem
}: `canasta show` mostra todas)
sheet-mark-symbol = { $mark ->
    [out] { "*" }
    [concealed] M
    [alone] S
   *[alone-out] B
}
sheet-mark-word = { $mark ->
    [out] bateu
    [concealed] de mão
    [alone] sozinho
   *[alone-out] sozinho, bateu
}
sheet-mark-meaning = { $mark ->
    [out] bateu
    [concealed] bateu de mão
    [alone] jogou sozinho
   *[alone-out] jogou sozinho e bateu
}
sheet-col-hand = { $term ->
    [round] Rodada
   *[hand] Rodada
}
sheet-col-dealer = Carteador
sheet-col-total = total
sheet-col-points = pontos
sheet-start = início
sheet-narrow-legend = cada coluna: os pontos da { $term ->
    [round] rodada
   *[hand] rodada
}, depois o total; { $marks }
sheet-no-hands-yet = nenhuma { $term ->
    [round] rodada
   *[hand] rodada
} ainda
sheet-game-over-won = Fim de partida depois de { $count } { $term ->
    [round] { $count ->
        [1] rodada
       *[other] rodadas
    }
   *[hand] { $count ->
        [1] rodada
       *[other] rodadas
    }
}. Vencida por { $winner }, com { $total } ({ $margin } pontos de vantagem).
sheet-game-over-tie-won = Fim de partida depois de { $count } { $term ->
    [round] { $count ->
        [1] rodada
       *[other] rodadas
    }
   *[hand] { $count ->
        [1] rodada
       *[other] rodadas
    }
}. Vencida por { $winner }, com { $total }, o mesmo total que { $tied }: o empate fica com quem bateu.
sheet-game-over-shared = Fim de partida depois de { $count } { $term ->
    [round] { $count ->
        [1] rodada
       *[other] rodadas
    }
   *[hand] { $count ->
        [1] rodada
       *[other] rodadas
    }
}. Vitória dividida: { $winners }, com { $total }.
sheet-tied-play-on = Empate entre { $sides } em { $total }; pelas regras, joga-se mais uma { $term ->
    [round] rodada
   *[hand] rodada
}.
sheet-lead = Na frente: { $side }, por { $by }.
sheet-level = Tudo empatado.
sheet-tied-lead = Empate na liderança: { $sides }, com { $total }.
sheet-to-go = Faltam: { $needs }.
sheet-left = { $count ->
    [1] Falta { $count } { $term ->
        [round] rodada
       *[hand] rodada
    }.
   *[other] Faltam { $count } { $term ->
        [round] rodadas
       *[hand] rodadas
    }.
}
sheet-no-minimum = nenhum
sheet-next = { $term ->
    [round] Rodada
   *[hand] Rodada
} { $number } (dá as cartas: { $dealer }).{ $has_minimum ->
    [no] {""}
   *[yes] {" "}Mínimo para baixar: { $minimums }.
} Partida: { $game }.
sheet-game-target-or-hands = { $target } ou { $count } { $term ->
    [round] { $count ->
        [1] rodada
       *[other] rodadas
    }
   *[hand] { $count ->
        [1] rodada
       *[other] rodadas
    }
}
sheet-game-hands = { $count } { $term ->
    [round] { $count ->
        [1] rodada
       *[other] rodadas
    }
   *[hand] { $count ->
        [1] rodada
       *[other] rodadas
    }
}
sheet-game-open = sem limite

## Uma linha de pontos em palavras.
sheet-lacking = { $what ->
    [nothing] nada exigido
    [meld] não baixou
    [canasta] sem { $canasta_term ->
        [book] canastra
        [burraco] canastra
        [canastra] canastra
       *[canasta] canastra
    }
    [canastas] menos de { $count } { $canasta_term ->
        [book] canastras
        [burraco] canastras
        [canastra] canastras
       *[canasta] canastras
    }
   *[kind] sem { $canasta_term ->
        [book] canastra
        [burraco] canastra
        [canastra] canastra
       *[canasta] canastra
    } { $kind }
}
sheet-item-special-hand = bateu com uma mão especial: { $hand }
sheet-item-canastas = { $count ->
    [1] { $count } { $canasta_term ->
        [book] canastra
        [burraco] canastra
        [canastra] canastra
       *[canasta] canastra
    } { $kind }
   *[other] { $count } { $canasta_term ->
        [book] canastras
        [burraco] canastras
        [canastra] canastras
       *[canasta] canastras
    } { $kinds }
}
sheet-item-going-out = { $how ->
    [concealed] batida de mão
    [hand-canasta] batida com canastra na mão
   *[normal] batida
}
sheet-item-incomplete = jogo incompleto { $meld }
sheet-item-holding = { $count ->
    [1] { $count } jogador
   *[other] { $count } jogadores
} com três ou mais { $rank }
sheet-item-melded = cartas baixadas
sheet-item-minus = { $what }, contra: { $lacking }
sheet-item-nothing = { $what }, { $count ->
        [one] não conta
       *[other] não contam
    }: { $lacking }
sheet-item-in-hand = cartas na mão
sheet-item-in-hand-by = cartas na mão ({ $by })
sheet-item-black-threes-in-hand = { $count ->
    [1] { $count } três preto
   *[other] { $count } três pretos
} na mão
sheet-item-penalty = penalidade: { $name } x{ $count }
sheet-item-bonus = prêmio: { $name } x{ $count }
sheet-item-pot = { $pot ->
    [unplayed] { $pot_term ->
       *[other] morto pego mas não jogado
    }
   *[not-taken] morto não pego
}
sheet-item-pair-share = metade dos { $pair } da dupla
sheet-item-red-threes = { $count ->
    [1] { $count } três vermelho
   *[other] { $count } três vermelhos
}
sheet-item-red-threes-all = três vermelhos ({ $count ->
    [0] nenhum
    [1] o único
    [2] os dois
    [3] os três
    [4] os quatro
    [5] os cinco
    [6] os seis
    [7] os sete
    [8] os oito
    [9] os nove
    [10] os dez
   *[other] os { $count }
})
sheet-item-black-threes = { $count ->
    [1] { $count } três preto
   *[other] { $count } três pretos
}

## O detalhe de uma rodada (`show --explain`).
sheet-breakdown-title = { $term ->
    [round] Rodada
   *[hand] Rodada
} { $number } (dá as cartas: { $dealer })
sheet-breakdown-alone = , { $side } sem parceiro
sheet-nothing = nada
sheet-side-this-hand = { $side } nesta { $term ->
    [round] rodada
   *[hand] rodada
}

## O gráfico.
sheet-chart-empty = Nenhuma { $step ->
    [round] rodada
   *[other] rodada
} ainda: nada para mostrar.
sheet-chart-title = Totais acumulados, { $step ->
    [game] partida a partida
    [round] rodada a rodada
   *[hand] rodada a rodada
}: { $legend }
sheet-chart-title-target = Totais acumulados, { $step ->
    [game] partida a partida
    [round] rodada a rodada
   *[hand] rodada a rodada
}: { $legend }; ··· partida até { $target }
sheet-chart-axis = ({ $step ->
    [game] partida
    [round] rodada
   *[hand] rodada
})
sheet-chart-meet = { "*" } onde as linhas se cruzam
sheet-chart-svg-label = Totais acumulados, { $step ->
    [round] rodada a rodada
   *[hand] rodada a rodada
}
sheet-chart-svg-axis = { $step ->
    [round] rodada
   *[hand] rodada
}

## Histórico, lista de partidas, jogadores, estatísticas, séries.
sheet-archived-id = { $id } (arquivada)
sheet-result-won-tie = vencida no empate por { $side }, pela batida
sheet-result-won = vencida por { $side }, por { $margin }
sheet-result-shared = dividida: { $sides }
sheet-result-in-play-lead = em andamento; na frente: { $side }, por { $by }
sheet-result-in-play = em andamento
sheet-state-won = vencida por { $side }
sheet-state-shared = vitória dividida
sheet-game-title = partida { $id }
sheet-game-title-dated = partida { $id }, { $date }
sheet-game-title-current = partida { $id } (a atual)
sheet-damaged = danificada: { $why }
sheet-no-games = Nenhuma partida (que passe pelos filtros).
sheet-no-players = Nenhum jogador ainda.
sheet-col-date = data
sheet-col-game = partida
sheet-col-variant = variante
sheet-col-sides = duplas
sheet-col-result = resultado
sheet-col-created = criada
sheet-col-totals = totais
sheet-col-state = situação
sheet-col-player = jogador
sheet-col-partnership = dupla
sheet-col-games = part.
sheet-col-won = vit.
sheet-col-lost = der.
sheet-col-also-written = também escrito
sheet-col-win-rate = % vit.
sheet-col-average = média
sheet-col-average-said = média por rodada
sheet-col-best = melhor
sheet-col-best-said = melhor rodada
sheet-col-worst = pior
sheet-col-worst-said = pior rodada
sheet-col-average-dealing = média dando
sheet-col-average-not = média sem dar
sheet-col-average-not-said = média sem dar as cartas
sheet-col-out-concealed = batidas (de mão)
sheet-col-canastas = { $canasta_term ->
    [burraco] canastras
    [canastra] canastras
    [book] canastras
   *[canasta] canastras
}
sheet-col-red-threes = três vermelhos
sheet-col-penalties = multas
sheet-stats-games = { $count ->
    [1] { $count } partida.
   *[other] { $count } partidas.
}
sheet-stats-players = Jogadores:
sheet-stats-partnerships = Duplas:
sheet-head-to-head = Frente a frente, { $first } contra { $second }: { $games ->
    [1] { $games } partida
   *[other] { $games } partidas
} em lados opostos; { $first } venceu { $first_won }, { $second } venceu { $second_won }.
sheet-match-first-to = quem chegar primeiro a { $count }
sheet-match-games = { $count ->
    [1] { $count } partida
   *[other] { $count } partidas
}
sheet-match-no-game = Série { $name }: nenhuma partida ainda ({ $rule }).
sheet-match-over = Série { $name }: encerrada, vencida por { $winner }. Partidas vencidas: { $wins }; pontos: { $points } ({ $rule }).
sheet-match-standing = Série { $name }: partidas vencidas: { $wins }; pontos: { $points } ({ $rule }; { $played } jogadas).

## Respostas a perguntas de regras.
sheet-or = { " ou " }
sheet-ranks = { $rank ->
    [ace] ases
    [king] reis
    [queen] damas
    [jack] valetes
    [ten] dez
    [nine] noves
    [eight] oitos
    [seven] setes
    [six] seis
    [five] cincos
    [four] quatros
    [three] três
    [two] dois
    [joker] jokers
   *[card] cartas
}
sheet-meld-top-needs-pair = o lixo está travado para uma dupla que não baixou: a carta de cima ({ $top }) tem de ser baixada com um par natural de { $ranks } da mão, e nenhum jogo aqui tem três { $ranks } naturais
sheet-meld-splash = { $meld } é uma canastra completa saída da mão: baixá-la assim não precisa de mínimo
sheet-meld-concealed-out = bater de mão com uma canastra ({ $meld }) depois de comprar do monte não precisa de mínimo
sheet-meld-needs-clean = { $variant } pede na primeira baixada um jogo de pelo menos três cartas naturais sem curingas (ou um jogo de curingas)
sheet-meld-meets = { $counted } atinge o mínimo de { $minimum }
sheet-meld-short = { $counted } não atinge o mínimo de { $minimum }
sheet-note-bonuses-never-count = os prêmios (canastras, três vermelhos) nunca contam para o mínimo, só o valor das cartas
sheet-note-top-counts = a carta de cima ({ $top }) conta; nenhuma outra carta do lixo
sheet-note-top-from-hand = em { $variant } a primeira baixada sai da mão: a carta de cima não faz parte dela e não conta (veja `canasta check pile`)
sheet-note-concealed-needs-canasta = bater de mão precisa de uma canastra entre os jogos
sheet-note-concealed-took-pile = o lixo foi pego, então o mínimo vale até para bater de mão (só depois de comprar do monte ele não é preciso)
sheet-note-special-hands = uma dupla que não baixou também pode bater com uma mão especial (veja `canasta check hand`): { $hands }
sheet-frozen = { $why ->
    [always] em { $variant } o lixo está sempre travado
    [wild-or-red-three] o lixo está travado (tem um curinga ou um três vermelho)
   *[not-melded] o lixo está travado para uma dupla que não baixou
}
sheet-out-how = { $discard ->
    [yes] baixando todas as cartas menos uma e descartando-a
   *[no] baixando todas as cartas
}
sheet-reason-pile-empty = o lixo está vazio
sheet-reason-black-three-on-top = um três preto em cima tranca o lixo nesta jogada
sheet-reason-red-three-on-top = o lixo nunca pode ser pego com um três vermelho em cima
sheet-reason-wild-on-top = o lixo nunca pode ser pego com um curinga em cima
sheet-reason-matches-opponents-canasta = em { $variant } uma carta { $top } igual à canastra completa de { $ranks } dos adversários tranca o lixo, como um três preto
sheet-reason-one-card-pile = um jogador com uma só carta não pode pegar um lixo de uma carta
sheet-reason-no-pot = { $pot_term ->
   *[other] em { $variant } só se bate depois de pegar o morto
}
sheet-reason-closed-canasta = seu jogo de { $ranks } é uma canastra fechada de { $max }: não dá para baixar mais cartas desse valor
sheet-reason-frozen-short = { $frozen }: é preciso um par natural de { $ranks } da sua mão com a carta de cima ({ $top }), e você tem { $held }
sheet-reason-frozen-too-big = { $frozen }, e seu jogo de { $table } { $ranks } passaria de { $max } cartas com mais três
sheet-reason-frozen-pair = { $frozen }, e você tem um par natural de { $ranks } para baixar com a carta de cima ({ $top }){ $needs_minimum ->
    [yes] ; o jogo também precisa atingir o seu mínimo para baixar (veja `canasta check meld`)
   *[no] {""}
}
sheet-reason-natural-pair = você tem um par natural de { $ranks } para baixar com a carta de cima ({ $top })
sheet-reason-onto-meld = a carta de cima ({ $top }) vai para o jogo de { $ranks } da sua dupla ({ $meld })
sheet-reason-natural-pair-only = em { $variant } uma carta natural e um curinga não pegam o lixo: é preciso um par natural de { $ranks }
sheet-reason-natural-and-wild = você tem uma carta { $top } natural e um curinga para baixar com a carta de cima ({ $top })
sheet-reason-not-onto-completed = a carta de cima ({ $top }) não pode ir para uma canastra completa para pegar o lixo; é preciso um par natural de { $ranks } da mão
sheet-reason-nothing-to-meld = nada com que baixar a carta de cima ({ $top }): você precisa de um par natural de { $ranks }, ou de uma carta e um curinga, ou de um jogo de { $ranks } na mesa
sheet-reason-partner-said-no = seu parceiro disse não, e a resposta vale
sheet-reason-partner-said-no-cost = seu parceiro disse não, e a resposta vale (bater mesmo assim custa { $cost })
sheet-reason-too-few-canastas = sua dupla tem { $canasta_term ->
    [burraco] { $have ->
        [1] { $have } canastra
       *[other] { $have } canastras
    }
    [canastra] { $have ->
        [1] { $have } canastra
       *[other] { $have } canastras
    }
   *[other] { $have ->
        [1] { $have } canastra
       *[other] { $have } canastras
    }
}; { $variant } pede { $needs } para bater
sheet-reason-too-few-of-kind = { $variant } pede pelo menos { $canasta_term ->
    [burraco] { $needs ->
        [1] { $needs } canastra { $kind }
       *[other] { $needs } × canastra { $kind }
    }
    [canastra] { $needs ->
        [1] { $needs } canastra { $kind }
       *[other] { $needs } × canastra { $kind }
    }
   *[other] { $needs ->
        [1] { $needs } canastra { $kind }
       *[other] { $needs } × canastra { $kind }
    }
} para bater; sua dupla tem { $got }
sheet-reason-cards-left = você ainda ficaria com { $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
}: bater é baixar todas as cartas, ou todas menos uma e descartá-la
sheet-reason-needs-discard = em { $variant } você precisa guardar uma carta para o descarte final: baixe todas menos uma
sheet-reason-out-concealed-no-canasta = sim, { $how }; mas bater de mão precisa de uma canastra completa entre os jogos, então conta como batida normal
sheet-reason-out-concealed = sim, de mão, { $how }: o prêmio da batida de mão é { $bonus }
sheet-reason-out-concealed-no-bonus = sim, de mão, { $how }: esta variante não tem prêmio pela batida de mão
sheet-reason-out = sua dupla tem { $canasta_term ->
    [burraco] { $have ->
        [1] a canastra de que precisa
       *[other] as { $have } canastras de que precisa
    }
    [canastra] { $have ->
        [1] a canastra de que precisa
       *[other] as { $have } canastras de que precisa
    }
   *[other] { $have ->
        [1] a canastra de que precisa
       *[other] as { $have } canastras de que precisa
    }
}: bata { $how }
sheet-reason-no-special-hands = { $variant } não tem mãos especiais
sheet-reason-special-hand-size = uma mão especial tem { $sizes } cartas; esta tem { $cards }
sheet-reason-special-hand = { $describe } ({ $points })
sheet-pair-of = um par de { $cards }
sheet-shape-hand = uma mão
sheet-shape-pairs = { $count ->
    [1] um par
    [2] dois pares
    [3] três pares
    [4] quatro pares
    [5] cinco pares
    [6] seis pares
    [7] sete pares
    [8] oito pares
    [9] nove pares
    [10] dez pares
   *[other] { $count } pares
}
sheet-reason-special-near-miss = { $shape } com { $held } também precisa ter { $missing }
sheet-reason-not-a-special-hand = não é uma mão especial de { $variant }: { $kinds }
sheet-basis-score = { $variant }, { $score } pontos
sheet-basis-side = { $variant }, { $side } com { $total } na partida { $game }
sheet-meld-total = total
sheet-meld-minimum = mínimo
sheet-meld-enough = Basta: { $reason }.
sheet-meld-not-enough = Não basta: { $reason }.
sheet-note = nota: { $note }
sheet-yes = Sim: { $reason }.
sheet-no = Não: { $reason }.
sheet-minimum-at-score = Com { $score } a primeira baixada precisa de { $minimum } pontos ({ $variant }).
sheet-minimum-in-hand = Na rodada { $hand } a primeira baixada precisa de { $minimum } pontos ({ $variant }).

## As regras de uma variante (`canasta variants show`).
sheet-rules-col-rule = regra
sheet-rules-col-value = valor
sheet-rule-variant = variante
sheet-rule-description = descrição
sheet-rule-players = jogadores
sheet-rule-decks = baralhos
sheet-rule-game = partida
sheet-rule-tie = empate exato no fim
sheet-rule-initial-meld = mínimo para baixar
sheet-rule-card-values = valor das cartas
sheet-rule-canastas = { $canasta_term ->
    [burraco] canastras
    [canastra] canastras
   *[other] canastras
}
sheet-rule-going-out = batida
sheet-rule-red-threes = três vermelhos
sheet-rule-black-threes = três pretos baixados
sheet-rule-black-threes-in-hand = três pretos que ficam na mão
sheet-rule-threes-minus = { $threes ->
    [all] os três vermelhos e pretos
   *[red] os três vermelhos
} contam contra
sheet-rule-threes-nothing = { $threes ->
    [all] os três vermelhos e pretos
   *[red] os três vermelhos
} não contam
sheet-rule-melded-minus = as cartas baixadas contam contra
sheet-rule-only-cards-minus = só as cartas contam, contra
sheet-rule-incomplete-melds = jogos incompletos
sheet-rule-holding = três ou mais na mão
sheet-rule-special-hands = mãos especiais
sheet-rule-melds = jogos
sheet-rule-initial-meld-ways = formas de baixar
sheet-rule-pile = { $canasta_term ->
   *[other] lixo
}
sheet-rule-penalties = penalidades
sheet-rule-bonuses = prêmios
sheet-rule-in-hand = cartas que ficam na mão
sheet-rules-players-alone = { $players }, cada um por si
sheet-rules-players-sides = { $players } em { $sides } { $per_side ->
    [2] duplas
   *[other] equipes
} de { $per_side }
sheet-rules-players-lone = { $players }, cada um com seu próprio total; a cada { $term ->
    [round] rodada
   *[hand] rodada
} um joga sozinho contra os outros dois
sheet-rules-decks = { $decks } baralhos: { $jokers } jokers, { $red_threes } três vermelhos
sheet-rules-game-target = { $target } ou mais
sheet-rules-game-target-or-hands = { $target } ou mais, ou depois de { $count } { $term ->
    [round] { $count ->
        [1] rodada
       *[other] rodadas
    }
   *[hand] { $count ->
        [1] rodada
       *[other] rodadas
    }
}
sheet-rules-game-hands = depois de { $count } { $term ->
    [round] { $count ->
        [1] rodada
       *[other] rodadas
    }
   *[hand] { $count ->
        [1] rodada
       *[other] rodadas
    }
}; vence o maior total
sheet-rules-tie = { $rule ->
    [play-on] joga-se mais uma { $term ->
        [round] rodada
       *[hand] rodada
    }
    [shared] vitória dividida
   *[went-out-wins] vence quem bateu na última { $term ->
        [round] rodada
       *[hand] rodada
    } (senão, dividida)
}
sheet-rules-band-below = abaixo de { $to }
sheet-rules-band-any = qualquer pontuação
sheet-rules-band-range = { $from } a { $to }
sheet-rules-band-from = { $from } ou mais
sheet-rules-by-hand = por rodada: { $minimums }
sheet-rules-by-hand-one = rodada { $number }
sheet-rules-by-hand-from = a partir da rodada { $number }
sheet-rules-card-values = joker { $joker }, dois { $two }, ás { $ace }, K-8 { $king_to_eight }, 7-4 { $seven_to_four }, três preto { $black_three }
sheet-rules-out-needs = precisa de { $canasta_term ->
    [burraco] { $count ->
        [1] { $count } canastra
       *[other] { $count } canastras
    }
    [canastra] { $count ->
        [1] { $count } canastra
       *[other] { $count } canastras
    }
   *[other] { $count ->
        [1] { $count } canastra
       *[other] { $count } canastras
    }
}
sheet-rules-out-needs-kinds = precisa de { $canasta_term ->
    [burraco] { $count ->
        [1] { $count } canastra
       *[other] { $count } canastras
    }
    [canastra] { $count ->
        [1] { $count } canastra
       *[other] { $count } canastras
    }
   *[other] { $count ->
        [1] { $count } canastra
       *[other] { $count } canastras
    }
} (pelo menos { $kinds })
sheet-rules-out-bonus = prêmio { $bonus }
sheet-rules-out-concealed = de mão { $bonus } no total
sheet-rules-out-no-concealed = sem prêmio de batida de mão
sheet-rules-out-hand-canasta = canastra na mão { $bonus } no total
sheet-rules-each = { $points } cada
sheet-rules-never = nunca
sheet-rules-side-without = para uma dupla sem { $requirement }
sheet-requirement = { $what ->
    [nothing] nada
    [meld] ter baixado
    [canastas] { $count ->
        [1] { $count } canastra
       *[other] { $count } canastras
    }
   *[kind] uma canastra { $kind }
}
sheet-rules-per-player = { $points } por jogador
sheet-rules-melds-naturals = pelo menos { $count } cartas naturais
sheet-rules-melds-max-wilds = no máximo { $count ->
    [1] { $count } curinga
   *[other] { $count } curingas
}
sheet-rules-melds-wilds-at-most-naturals = nunca mais curingas que cartas naturais
sheet-rules-melds-max-size = no máximo { $count } cartas
sheet-rules-melds-wild-free = sem curingas em jogos de { $ranks }
sheet-rules-melds-wilds-only-initial = curingas em jogos de { $ranks } só na primeira baixada
sheet-rules-melds-wild-melds = jogos de curingas permitidos
sheet-rules-melds-no-wild-melds = sem jogos só de curingas
sheet-rules-melds-black-threes-never = três pretos nunca são baixados
sheet-rules-melds-black-threes = três pretos só ao bater, { $sizes } de cada vez
sheet-rules-melds-one-per-rank = um só jogo de cada valor por dupla
sheet-rules-ways-top-counts = { $canasta_term ->
   *[other] a carta de cima do lixo conta para o mínimo, nenhuma outra do lixo
}
sheet-rules-ways-from-hand = o mínimo sai da mão
sheet-rules-ways-clean-meld = precisa de um jogo de três cartas naturais sem curingas, ou um jogo de curingas
sheet-rules-ways-splash = uma canastra completa saída da mão não precisa de mínimo
sheet-rules-ways-concealed = bater de mão não precisa de mínimo
sheet-rules-pile-always-frozen = sempre travado: só se pega com um par natural
sheet-rules-pile-frozen = travado por um curinga ou três vermelho nele, e para uma dupla que não baixou
sheet-rules-pile-stops = um três preto ou um curinga em cima o tranca
sheet-rules-pile-natural-pair-only = uma carta natural e um curinga nunca o pegam
sheet-rules-pile-not-onto-completed = não se pega para juntar a uma canastra completa
sheet-rules-pile-matching-stops = uma carta igual a uma canastra completa dos adversários o tranca
sheet-rules-pile-one-card-may = uma mão de uma carta pode pegar um lixo de uma carta
sheet-rules-pile-one-card-may-not = uma mão de uma carta não pode pegar um lixo de uma carta
sheet-rules-in-hand-not-deducted = não são descontadas
sheet-rules-in-hand-foot = também as do pé: descontadas

## Sequências e trincas da família do Buraco, lidas carta por carta (`check meld`).
sheet-runs-run = { $cards }: uma sequência de { $from } a { $to }
sheet-runs-set = { $cards }: uma trinca de { $rank }
sheet-runs-wild = o { $wild_rank ->
   *[other] { $wild }
} vale { $card_rank ->
    [queen] pela { $card }
   *[other] pelo { $card }
}
sheet-runs-burraco = { $kind ->
    [clean] uma canastra limpa
    [semi_clean] uma canastra semilimpa
   *[dirty] uma canastra suja
}
sheet-runs-points = { $points } pontos
sheet-runs-refused = { $cards }: não é um jogo de { $variant }: { $why }
sheet-runs-yes = Vale: cada jogo é uma sequência ou uma trinca de { $variant }.
sheet-runs-no = Não vale: { $count ->
    [one] um jogo quebra
   *[other] { $count } jogos quebram
} as regras de { $variant }.

## Os pontos de vitória de uma partida terminada (`victory_points` de um preset), sob a linha do vencedor.
sheet-victory-points = Pontos de vitória: { $points } (diferença { $difference }).
## Os pontos de vitória de uma série, somados sobre as suas partidas terminadas.
sheet-match-victory-points = Pontos de vitória: { $points }.

## `variants show`: sequências e trincas (a família do Buraco), pontos de vitória.
sheet-rule-runs = sequências e trincas
sheet-rules-runs = sequências de um naipe, de { $min } a { $max } cartas; o ás { $ace ->
    [both] embaixo ou em cima, nunca dando a volta
    [low] só embaixo
    [high] só em cima
   *[neither] nem embaixo nem em cima
}; no máximo { $wilds } { $wilds ->
    [one] curinga
   *[other] curingas
} por jogo{ $natural_two ->
    [yes] ; um dois do naipe da sequência no seu lugar é natural
   *[no] {""}
}; { $sets }
sheet-rules-runs-sets-all = trincas de qualquer carta menos o dois
sheet-rules-runs-sets-none = sem trincas
sheet-rules-runs-sets-only = trincas só de { $ranks }
sheet-rule-victory-points = pontos de vitória
sheet-rules-victory-band = diferença { $from }-{ $to }: { $winner } / { $loser }
sheet-rules-victory-last = diferença { $from } ou mais: { $winner } / { $loser }

## The Burraco family.
sheet-rules-players-lone-half = { $players }, cada um com seu total; em cada { $term ->
    [round] rodada
   *[hand] mão
} um joga sozinho contra os outros dois, que marcam cada um metade da dupla (uma metade ímpar arredondada para { $round ->
    [up] cima
   *[down] baixo
})
sheet-rules-decks-ordinary-threes = { $decks } baralhos: { $jokers } curingões, { $points } pontos de cartas no total
sheet-rules-card-values-ordinary-threes = curingão { $joker }, dois { $two }, ás { $ace }, K-8 { $king_to_eight }, 7-3 { $seven_to_three }
sheet-rule-pot = { $pot_term ->
   *[other] morto
}
sheet-rules-pot-not-taken = não pego: { $points }
sheet-rules-pot-unplayed-in-hand = pego e não jogado: suas cartas contam como cartas na mão
sheet-rules-pot-unplayed-as-not-taken = pego e não jogado: como não pego, suas cartas não contam
sheet-rules-pot-needed-to-go-out = { $pot_term ->
   *[other] uma dupla só bate depois de pegar o morto
}
sheet-rule-threes = três
sheet-rules-threes-ordinary = cartas comuns, como as outras
sheet-rules-pile-never-frozen = pega-se sempre o lixo inteiro, seja qual for a carta de cima
sheet-reason-never-frozen = em { $variant } pega-se sempre o lixo inteiro, seja qual for a carta de cima
## `history` e `stats` quando as partidas dão pontos de vitória: a coluna dos pontos de
## vitória, posição, PV e PP das estatísticas e a frase sobre uma classificação de torneio.
sheet-col-victory-points = pontos de vitória
sheet-col-rank = posição
sheet-col-vp = PV
sheet-col-mp = PP
sheet-col-mp-said = pontos de partida
sheet-stats-ranked = Classificação por pontos de vitória; com pontos de vitória iguais, por pontos de partida (os totais das partidas que dão pontos de vitória).
sheet-rules-players-everyone-alone = ou uma { $term ->
    [round] rodada
   *[hand] mão
} jogada cada um sozinho (três mortos de 11)

sheet-slip-partner-holds-cards = { $who ->
    [partner] ainda com cartas: { $names }
    [players] { $side }: batida sem nada na mão, mas { $partners ->
        [one] quem joga em dupla com quem bateu ainda tem cartas ({ $names })
       *[other] quem joga em dupla com quem bateu ainda tem cartas ({ $names })
    }
   *[side] { $side }: batida sem nada na mão, mas { $partners ->
        [one] quem joga em dupla com quem bateu ainda tem cartas
       *[other] quem joga em dupla com quem bateu ainda tem cartas
    }
}
sheet-slip-question-points = { $fact }: quantos pontos na mão? (Enter se já estão nos pontos baixados)
sheet-slip-melded-below-minimum = { $side }: { $melded } baixados, menos que os { $minimum } que a primeira baixada da rodada tinha de somar (só a batida de mão não precisa de mínimo)
sheet-slip-question-melded = { $fact }: quantos pontos baixados? (Enter se { $melded } está certo)

# A meld of a house kind of canasta (a reale of 13, a canastra de 1000 of 14), with the
# preset's own name for it and its bonus, in `check meld`'s answer.
sheet-runs-house-kind = a canastra da casa { $kind } (+{ $bonus })

# The statistics' column of hands played, in the games' own word where they share one
# (a season of Burraco: its deals).
sheet-col-hands-of = { $term ->
    [round] rodadas
    [deal] rodadas
   *[hand] rodadas
}

# A row of the rules table with nothing in it (a form without penalties).
sheet-rules-none = nenhuma
sheet-stats-kind-count = { $count } { $count ->
    [one] { $kind }
   *[other] { $kinds }
}
sheet-share-title = Canasta: jogo { $id } ({ $variant })
sheet-share-hand = { $term ->
   *[other] Rodada
} { $number }: { $scores }
