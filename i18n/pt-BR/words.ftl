## Words of a line and of the sheet (see en/words.ftl).
word-out = batida
    .typed = batida b bateu
    .many = batida
word-concealed = batida de mão
    .typed = de_mao o oculta
    .many = batida de mão
word-hand_canasta = canastra na mão
    .typed = canastra_na_mao cnm
    .many = canastra na mão
word-red_threes = três vermelhos
    .typed = vermelhos v tres_vermelhos
    .many = três vermelhos
word-black_threes = três pretos
    .typed = pretos p tres_pretos
    .many = três pretos
word-black_threes_in_hand = três pretos na mão
    .typed = pretos_na_mao pm
    .many = três pretos na mão
word-natural = limpa
    .typed = limpa l
    .many = limpas
word-mixed = suja
    .typed = suja s
    .many = sujas
word-wild = de curingas
    .typed = de_curingas dc curingas
    .many = de curingas
word-natural_aces = de ases
    .typed = de_ases da
    .many = de ases
word-natural_sevens = de setes
    .typed = de_setes ds
    .many = de setes
word-wild_twos = de dois
    .typed = de_dois dd
    .many = de dois
word-wild_jokers = de jokers
    .typed = de_jokers dj
    .many = de jokers
word-sevens = de setes
    .typed = setes de_setes
    .many = de setes
word-clean = limpa
    .typed = limpa l
    .many = limpas
    .burraco = limpa
    .burraco-many = limpas
word-dirty = suja
    .typed = suja s
    .many = sujas
    .burraco = suja
    .burraco-many = sujas
word-semi_clean = semilimpa
    .typed = semilimpa sl
    .many = semilimpas
    .burraco = semilimpa
    .burraco-many = semilimpas
word-no_pot = sem morto
    .typed = sem_morto sm
    .many = sem morto
word-pot_unplayed = morto não jogado
    .typed = morto_nao_jogado mnj
    .many = morto não jogado
word-samba = samba
    .typed = samba
    .many = samba
word-bolivia = Bolívia
    .typed = bolivia
    .many = Bolívia
word-escalera = escalera
    .typed = escalera
    .many = escalera
word-undeclared_red_three = vermelho na mão
    .typed = vermelho_na_mao vnm
    .many = vermelho na mão
word-out_against_partner = bateu sem permissão
    .typed = bateu_sem_permissao bsp
    .many = bateu sem permissão
word-failed_to_go_out = não conseguiu bater
    .typed = nao_conseguiu_bater ncb
    .many = não conseguiu bater
word-illegal_pile_take = pegou o lixo indevidamente
    .typed = pegou_lixo_indevido pli
    .many = pegou o lixo indevidamente
word-exact_cut = corte exato
    .typed = corte_exato ce
    .many = corte exato
word-straight = sequência
    .typed = sequencia sq
    .many = sequência
word-pairs = sete pares
    .typed = sete_pares sp
    .many = sete pares
word-pairs_wild = pares com dois
    .typed = pares_com_dois pcd
    .many = pares com dois
word-garbage = quadras e trincas
    .typed = quadras_e_trincas qet
    .many = quadras e trincas
word-aces = de ases
    .typed = ases
    .many = de ases
word-wild_four_jokers = de quatro jokers
    .typed = quatro_jokers
    .many = de quatro jokers

## Uma linha recusada: o que está errado numa palavra.
line-fact = { $fact ->
    [out] a batida
    [melded] os pontos baixados
    [in-hand] os pontos na mão
    [canastas] as canastras
    [red-threes] os três vermelhos
    [black-threes] os três pretos
    [black-threes-in-hand] os três pretos na mão
    [penalties] as penalidades
    [bonuses] os prêmios
    [incomplete] os jogos incompletos
    [holding] os ases e setes retidos
    [pot] o morto
    [melds] os jogos
   *[hand-cards] as cartas na mão
}
line-unknown-brief = `{ $token }` não significa nada em { $variant }; as palavras estão acima (? pergunta passo a passo)
line-unknown = `{ $token }` não significa nada em { $variant }. Aceita: um número antes de { $counted }; { $out }
line-unknown-penalties = ; penalidades { $penalties }
line-unknown-numbers = ; 420 para os pontos baixados, -35 para os pontos na mão; cartas ({ $cards })
line-or = { " " }ou{ " " }
line-ambiguous = `{ $token }` pode ser { $options }; escreva mais do nome
line-needs-count = `{ $token }` precisa de um número na frente, por exemplo 1{ $token } ({ $name }: 1)
line-twice = `{ $token }`: { $fact }, duas vezes na mesma linha
line-likely-cards = `{ $token }` são mais pontos do que os baralhos têm ({ $max }): para as cartas, escreva m:{ $token }
line-number-or-cards = `{ $token }` pode ser pontos baixados ou um jogo de cartas: escreva +{ $token } para pontos, ou m:{ $token } para o jogo
line-repeated = `{ $token }` repete o que `{ $first }` já disse nesta linha; diga uma vez só, com o número na frente (`2{ $bare }` para dois)
line-shared-on-own = `{ $token }` é da dupla ({ $fact }): vai uma vez só, na linha da dupla
line-own-on-shared = `{ $token }` é de cada jogador ({ $fact }): vai na linha desse jogador
line-not-in-variant = `{ $token }`: { $variant } não tem { $what ->
    [red-threes] três vermelhos: aqui os três são cartas comuns
    [incomplete-melds] jogos incompletos
   *[holding-penalty] penalidade por reter três ou mais de um valor
}
line-not-in-rules = `{ $token }` é { $name }, que { $variant } não tem
line-unknown-name = `{ $token }`: não é { $what ->
    [incomplete-meld] um jogo incompleto
    [rank] um valor
    [canasta-kind] um tipo de canastra
    [penalty] uma penalidade
    [bonus] um prêmio
   *[side] uma dupla
} desta partida; ela tem: { $known }
line-cards = `{ $token }`: { $error }
line-too-large = `{ $token }` é um número grande demais para estar certo
line-refused-of = Linha de { $side }:
    { $refusal }
    (nada foi salvo)
line-refused = { $refusal } (nada foi salvo)

## The names a game's sides get when none are given (data once the game is saved).
word-default-side = { $which ->
    [we] Nós
    [they] Eles
   *[you] Vocês
}
word-default-player = Jogador { $number }
line-out-and-concealed = `{ $token }`: a linha diz duas vezes que o lado bateu; uma só palavra diz como: a de batida de mão sozinha (bater de mão), ou a de batida sozinha

## A tournament plan's words (`3 mitchell + 1 danish`): each movement and option, and
## what a director types for it (`.typed`); every language's words are read in any plan.
word-plan-mitchell = mitchell
    .typed = mitchell
word-plan-danish = dinamarquês
    .typed = dinamarquês dinamarques
word-plan-round_robin = todos contra todos
    .typed = todos-contra-todos
word-plan-manual = manual
    .typed = manual
word-plan-swiss = suíço
    .typed = suíço suico
word-plan-groups = grupos
    .typed = grupos
word-plan-knockout = mata-mata
    .typed = mata-mata eliminatória knockout
word-plan-individual = individual
    .typed = individual
word-plan-step = passo
    .typed = passo
word-plan-modified = modificado
    .typed = modificado
word-plan-pure = puro
    .typed = puro

## The language's own name, as its speakers write it (the guide's table of languages).
word-language = Português do Brasil
