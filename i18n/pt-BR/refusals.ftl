## pt-BR: refusals

## Uma rodada recusada pelo árbitro (src/render/hand_errors.rs).

refusal-and = { $first } e { $second }
refusal-hand-unknown-unit = `{ $name }` não está nesta partida; { $unit ->
        [player] os jogadores
       *[side] as duplas
    } são: { $known }
refusal-hand-missing-unit = nenhum resultado para { $name }: { $unit ->
        [player] cada jogador
       *[side] cada dupla
    } precisa de uma linha, mesmo que seja tudo zero
refusal-hand-negative = { $name }: { $field } { $value }; contagens e pontos não podem ser negativos
refusal-hand-too-large = { $name }: { $field } { $value }, mais do que é possível: { $limit }
refusal-hand-not-multiple-of-five = { $name }: { $field } { $value }; pontos de cartas são sempre múltiplos de 5 (tente { $lower } ou { $upper })
refusal-hand-two-went-out = batida anotada para { $first } e para { $second }; numa rodada só uma dupla pode bater
refusal-hand-too-few-canastas = { $name }: batida com { $have } { $canasta_term ->
        [burraco] { $have ->
            [1] canastra
           *[other] canastras
        }
        [canastra] { $have ->
            [1] canastra
           *[other] canastras
        }
       *[other] { $have ->
            [1] canastra
           *[other] canastras
        }
    }; { $variant } exige { $needs } para bater
refusal-hand-too-few-of-kind = { $name }: batida com { $got } { $canasta_term ->
        [burraco] { $got ->
            [1] canastra
           *[other] canastras
        }
        [canastra] { $got ->
            [1] canastra
           *[other] canastras
        }
       *[other] { $got ->
            [1] canastra
           *[other] canastras
        }
    } { $kind }; { $variant } exige pelo menos { $needs } para bater
refusal-hand-no-concealed-bonus = { $name }: batida de mão, mas { $variant } não tem prêmio por bater de mão; anote `normal`
refusal-hand-out-with-cards = { $name }: batida, então nenhuma carta na mão, mas as cartas na mão anotadas para { $name } valem { $in_hand } pontos; informe -0 ou nada para as cartas na mão de { $name }
refusal-hand-pot-unplayed-in-hand = { $name }: { $pot_term ->
    [pozzetto] o pozzetto
   *[other] o morto
} foi pego e não jogado, então suas { $cards } cartas estão na mão e valem pelo menos { $least }, mas foi informado { $in_hand } na mão; informe os pontos na mão com as cartas dele (pelo menos -{ $least })
refusal-hand-red-threes = { $count } três vermelhos anotados no total; { $variant } se joga com { $decks } baralhos, que têm { $max }
refusal-hand-black-threes = esta rodada: { $count } três pretos anotados no total; { $decks } baralhos têm { $max }
refusal-hand-too-many-cards = esta rodada: { $count } cartas `{ $symbol }` escritas no total; { $decks } baralhos têm { $max }
refusal-hand-canastas-exceed-melded = { $name }: { $claimed } no placar, mas só { $melded } pontos baixados; { $canasta_term ->
        [burraco] essas canastras
        [canastra] essas canastras
       *[other] essas canastras
    } sozinhas valem pelo menos { $needed }
refusal-hand-points-beyond-packs = { $points } pontos de cartas anotados no total (baixados e na mão); todas as cartas dos baralhos de { $variant } juntas valem { $max }
refusal-hand-lone-not-allowed = `lone` indica um jogador, mas em { $variant } as duplas são fixas; retire-o
refusal-hand-lone-missing = batida de { $went_out }, então nesta rodada alguém jogou sem parceiro: indique quem (o primeiro a pegar o lixo, ou { $went_out } se ninguém pegou)
refusal-hand-overflow = esta rodada: os números somam mais do que um placar comporta
refusal-hand-breach = { $name }: { $breach }

refusal-limit-pack-points = todas as cartas dos baralhos de { $variant } juntas valem { $max }
refusal-limit-pack-threes = { $variant } se joga com { $decks } baralhos, que têm { $max }
refusal-limit-pack-canastas = os baralhos de { $variant } dão para no máximo { $max } canastras
refusal-limit-per-hand = no máximo { $max } de { $what ->
        [canasta_kind] um tipo de canastra
        [bonus] um prêmio
        [special_hand] uma mão especial
        [incomplete_meld] um jogo incompleto
        [holding] uma carta retida
       *[penalty] uma penalidade
    } numa rodada
refusal-limit-players = conta jogadores, e a dupla tem { $players }

refusal-claim-canastas = { $count } { $canasta_term ->
        [burraco] { $count ->
            [1] canastra
           *[other] canastras
        }
        [canastra] { $count ->
            [1] canastra
           *[other] canastras
        }
       *[other] { $count ->
            [1] canastra
           *[other] canastras
        }
    } { $kind }
refusal-claim-incomplete = um jogo incompleto { $meld }
refusal-known-no-bonuses = nenhum prêmio
refusal-known-none = nenhum
refusal-count-of-kind = { $count } { $count ->
        [one] { $kind }
       *[other] { $kinds }
    }

refusal-breach-unknown = { $what ->
        [canasta_kind] tipo de canastra desconhecido
        [bonus] prêmio desconhecido
        [special_hand] mão especial desconhecida
        [incomplete_meld] jogo incompleto desconhecido
        [holding] carta retida desconhecida
       *[penalty] penalidade desconhecida
    } `{ $given }`; { $variant } tem: { $known }
refusal-breach-unknown-incomplete = jogo incompleto desconhecido `{ $given }`; { $variant } penaliza: { $known }
refusal-breach-unknown-holding = carta retida desconhecida `{ $given }`; { $variant } penaliza quem tiver três ou mais: { $known }
refusal-breach-no-hand-canasta-bonus = batida com uma canastra na mão, mas { $variant } não tem prêmio por canastra na mão; anote `normal` ou `concealed`
refusal-breach-special-hand-unnamed = batida com uma mão especial, sem dizer qual; { $variant } tem: { $known }
refusal-breach-special-hand-not-out = special_hand `{ $hand }` é só para a dupla que bateu com ela (went_out: special)
refusal-breach-special-hand-after-melding = batida com uma mão especial, mas uma mão especial é só para quem não baixou; esta dupla baixou { $melded }
refusal-breach-special-hand-after-canastas = batida com uma mão especial, mas uma mão especial é só para quem não baixou; esta dupla baixou { $melded } e tem canastras
refusal-breach-black-threes-not-scored = { $field } é { $value }, mas { $variant } não conta os três pretos assim; conte-os como cartas de 5 pontos em melded ou in_hand
refusal-breach-incomplete-twice = o jogo incompleto `{ $meld }` aparece duas vezes; uma dupla tem um só jogo de cada tipo
refusal-breach-canasta-and-incomplete = uma canastra { $kind } completa e ao mesmo tempo um jogo incompleto { $meld }; fechada essa canastra, não se pode começar outro jogo do mesmo valor
refusal-breach-notation = { $field ->
    [hands] cartas na mão
   *[melds] jogos
}: { $error }
refusal-breach-meld = jogo { $error }
refusal-breach-canasta-of-no-kind = { $meld } é uma canastra sem prêmio em { $variant }; os tipos são: { $known }
refusal-breach-melded-disagrees = melded é { $given } mas os jogos { $melds } somam { $found }
refusal-breach-canastas-disagree = as canastras são dadas como { $given } mas os jogos { $melds } formam { $found }
refusal-breach-incomplete-disagrees = incomplete é dado como [{ $given }] mas os jogos { $melds } deixam [{ $found }] incompletos
refusal-breach-hands-disagree = { $field } é { $given } mas as mãos { $hands } somam { $found }
refusal-breach-too-many-hands = foram dadas { $given } mãos, mas uma dupla tem { $players } { $players ->
        [1] jogador
       *[other] jogadores
    }; dê uma entrada por jogador

## O núcleo das regras (src/render/core_errors.rs).

refusal-or = { $first } ou { $last }
refusal-name-empty = um nome não pode ficar vazio
refusal-name-control = o nome { $name } tem um caractere de controle ou uma marca que inverte o texto (códigos de terminal e marcas de direção não são permitidos em nomes)
refusal-name-separator = o nome { $name } tem `{ $ch }`, que a linha de comando usa entre uma dupla e seu valor (`--melded We=120`, `--penalty We:name`); escolha um nome sem `=` nem `:`
refusal-name-too-long = o nome { $name } tem { $len } caracteres; no máximo { $max }
refusal-merge-same = { $from } e { $into } já são o mesmo nome
refusal-merge-chain = { $from } está unido a { $into }, que por sua vez está unido a outro nome (uma cadeia ou um círculo); cada grafia deve indicar a pessoa que representa

refusal-notation-symbol = `{ $symbol }` na posição { $position } de "{ $input }" não é uma carta; use A K Q J T (ou 10) 9 8 7 6 5 4, 2 (curinga), * (joker), R (três vermelho), B (três preto)
refusal-notation-hint-three = um três é R (vermelho) ou B (preto)
refusal-notation-hint-ten = um dez é T ou 10
refusal-notation-hint-repeat = x repete a carta anterior, como em Kx7
refusal-notation-count = a quantidade depois de `x` na posição { $position } de "{ $input }" falta ou não é um número de 1 a 12 (ex.: Kx7 para sete reis)
refusal-notation-run = a sequência na posição { $position } de "{ $input }" desce; escreva do menor para o maior, ex.: ♥5-J (uma sequência vai do 4 ao A)
refusal-notation-empty = nenhuma carta informada

refusal-ranks = { $rank ->
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
       *[four] quatros
    }
refusal-meld-red-three = três vermelhos nunca são baixados em jogo; ficam à parte
refusal-meld-no-black-threes = em { $variant } os três pretos nunca são baixados
refusal-meld-black-threes-only = um jogo de três pretos tem só três pretos, nunca curingas ou outros valores
refusal-meld-black-threes-going-out = três pretos só podem ser baixados por quem bate, nessa última jogada
refusal-meld-black-three-sizes = em { $variant } um jogo de três pretos deve ter { $sizes } cartas
refusal-meld-mixed-ranks = um jogo é de um só valor, mas este mistura { $ranks }
refusal-meld-too-few = um jogo tem pelo menos três cartas
refusal-meld-too-many = em { $variant } um jogo tem no máximo { $max } cartas
refusal-meld-no-wild-melds = em { $variant } não é permitido um jogo só de curingas; um jogo precisa de pelo menos { $min_naturals } cartas naturais
refusal-meld-wild-meld-too-large = um jogo de curingas tem no máximo sete cartas
refusal-meld-few-naturals = em { $variant } um jogo precisa de pelo menos { $min } cartas naturais; este tem { $naturals }
refusal-meld-wild-free-rank = em { $variant } curingas nunca podem ser usados num jogo de { $ranks }
refusal-meld-wilds-only-initial = em { $variant } um jogo de { $ranks } só leva curingas na primeira baixada da dupla
refusal-meld-too-many-wilds = em { $variant } um jogo tem no máximo { $max ->
        [one] um curinga
       *[other] { $max } curingas
    }; este tem { $wilds }
refusal-meld-wilds-over-naturals = em { $variant } um jogo não pode ter mais curingas que cartas naturais; este tem { $wilds } curingas e { $naturals } naturais
refusal-meld-no-sequences = { $variant } não tem sequências; um jogo é de um só valor (escreva sem naipes)
refusal-meld-sequence-naturals-only = uma sequência tem só cartas naturais de um naipe, cada uma escrita com seu naipe (sem curingas, sem três)
refusal-meld-sequence-one-suit = uma sequência é toda de um naipe
refusal-meld-sequence-size = uma sequência tem de três a sete cartas; esta tem { $size }
refusal-meld-sequence-gap = uma sequência é de valores seguidos, cada um uma vez (4 5 6 7 8 9 T J Q K A)
refusal-meld-two-of-one-rank = uma dupla não pode ter dois jogos do mesmo valor (este e { $first }); as cartas de um valor vão num só jogo
refusal-meld-pile-top-not-natural = não se pode pegar o lixo com um curinga ou um três em cima

refusal-preset-unknown = variante desconhecida `{ $name }`; as variantes são: { $known }
refusal-preset-syntax = o preset `{ $source_name }` não é um conjunto de regras válido: { $problem }
refusal-preset-not-a-mapping = um preset é uma lista de campos (name: ..., target: ...)
refusal-preset-extends-name = `extends` indica um preset pelo nome (letras, dígitos, `-`, `_`; não um caminho), ex.: `extends: classic`
refusal-preset-extends-too-deep = `extends` encadeia mais de { $max } presets; um preset estende a si mesmo?
refusal-preset-too-deep = está aninhado mais de { $max } níveis na linha { $line }
refusal-rules = preset `{ $preset }`: campo `{ $field }`: { $problem }

refusal-rules-empty = não pode ficar vazio
refusal-rules-control = tem um caractere de controle (códigos de terminal não são permitidos)
refusal-rules-sides = é { $sides }; de 2 a 6 duplas
refusal-rules-players-per-side = é { $players }; de 1 a 4 jogadores por dupla
refusal-rules-seats = acomoda { $players } jogadores; de 2 a 8 jogadores numa mesa
refusal-rules-lone-players = é { $players }; jogar sozinho contra uma dupla exige 3 jogadores
refusal-rules-decks = é { $decks }; de 1 a 8 baralhos
refusal-rules-no-end = está faltando; uma partida precisa de uma meta de pontos, um número de rodadas (`hands`), ou os dois
refusal-rules-target = é { $target }; um múltiplo de 5 positivo
refusal-rules-no-hands = é 0; uma partida tem pelo menos 1 rodada
refusal-rules-bonus = é { $bonus }; um prêmio é um múltiplo de 5 positivo
refusal-rules-bonus-is-penalty = também é uma penalidade; dê a cada um seu próprio nome
refusal-rules-hand-minimum = é { $min }; um mínimo é 0 ou um múltiplo de 5 positivo
refusal-rules-both-minimums = e initial_meld foram dados juntos; o mínimo vai por rodada ou por placar, não os dois
refusal-rules-no-bands = precisa de pelo menos uma faixa (ou informe initial_meld_by_hand)
refusal-rules-first-band-from = a primeira faixa deve ter `from: null` (qualquer placar)
refusal-rules-null-from = só a primeira faixa pode ser `null`
refusal-rules-band-order = é { $from }; as faixas vão em ordem crescente de `from`
refusal-rules-band-minimum = é { $min }; um múltiplo de 5, zero ou mais
refusal-rules-no-canasta-kinds = precisa de pelo menos um tipo
refusal-rules-kind-name = tipo `{ $name }`: os nomes são palavras minúsculas unidas por `_`
refusal-rules-canasta-bonus = é { $bonus }; um prêmio é zero ou mais
refusal-rules-missing-red-threes = não tem valor para { $count } três vermelhos; liste cada quantidade de 1 a { $max }
refusal-rules-missing-black-threes = não tem valor para { $count } três pretos; liste cada quantidade de 1 a { $max }
refusal-rules-red-threes-outside = lista { $count } três vermelhos; os baralhos têm de 1 a { $max }
refusal-rules-unknown-penalty = indica `{ $name }`, que não é uma penalidade deste preset
refusal-rules-unknown-kind = indica `{ $kind }`, que não é um tipo de canastra deste preset
refusal-rules-fewer-than-kinds = é { $canastas }, menos que os { $kinds } que needs_kinds pede
refusal-rules-positive-penalty = uma penalidade se escreve como número negativo
refusal-rules-incomplete-meld = precisa de um nome minúsculo, uma penalidade negativa e um min_points positivo
refusal-rules-holding = precisa de um nome minúsculo e uma penalidade negativa
refusal-rules-special-hand = precisa de um nome minúsculo e uma pontuação de zero ou mais
refusal-rules-hand-symbol = `{ $symbol }` não é uma carta: use A K Q J T 9 8 7 6 5 4, 2, * (joker) ou 3 (um três de qualquer cor)
refusal-rules-groups = lista os tamanhos dos grupos de cartas iguais: cada um 1 ou mais, no máximo 100 cartas
refusal-rules-too-many-canastas = é { $canastas }; no máximo 10
refusal-rules-name = `{ $name }`: os nomes são palavras minúsculas unidas por `_`
refusal-rules-penalty = é { $value }; uma penalidade se escreve como número negativo
refusal-rules-missing-kind = indica o tipo de canastra `{ $kind }`, que este preset não tem; ele tem: { $known }
refusal-rules-out-of-bounds = é { $value }; deve ficar entre { $low } e { $high }
refusal-requirement = `{ $given }` não é um requisito; escreva `nothing`, `a meld`, `1 canasta`, `N canastas` ou `a KIND canasta`

refusal-log-too-deep = não é um registro de partida válido: está aninhado mais de { $max } níveis na linha { $line }
refusal-log-syntax = não é um registro de partida válido: { $message }
refusal-log-syntax-at = não é um registro de partida válido na linha { $line }, coluna { $column }: { $message }
refusal-log-schema = tem o esquema { $found }; este programa lê os esquemas 1 a { $schema } (foi escrito por um canasta mais novo?)
refusal-log-cut-short = está cortado: não termina com a linha `{ $end }` que todo salvamento escreve (disco cheio ou cópia interrompida?)
refusal-log-rules = regras: { $error }

refusal-start-not-a-side = o placar inicial de `{ $side }` foi dado, mas `{ $side }` não é uma dupla; as duplas são { $sides }
refusal-start-at-target = o placar inicial de `{ $side }` é { $total }, igual ou acima da meta de { $target } da partida: uma partida que começa aí já acabou; comece abaixo
refusal-start-not-a-total = o placar inicial de `{ $side }` é { $total }; um placar é múltiplo de 5, no máximo 1000000 para mais ou para menos

refusal-ledger-schema = o esquema { $found } não é um que este programa lê; ele lê o esquema { $schema }
refusal-ledger-no-rules = a partida não tem regras: informe `rules:` ou uma `variant:` conhecida
refusal-ledger-sides = { $variant } é jogado por { $expected } { $units ->
        [players] jogadores
       *[sides] duplas
    }, mas a partida indica { $found }
refusal-ledger-control-variant = variant tem um caractere de controle (códigos de terminal não são permitidos)
refusal-ledger-control-note = a nota da rodada { $hand } tem um caractere de controle (códigos de terminal não são permitidos)
refusal-ledger-empty-name = a dupla { $index } tem um nome vazio
refusal-ledger-duplicate-name = o nome `{ $name }` aparece duas vezes; cada dupla e cada jogador precisa de um nome diferente
refusal-ledger-players = a dupla { $side } indica { $found } jogadores; { $variant } tem { $expected } por dupla (ou nenhum, para usar números de lugar)
refusal-ledger-unknown-dealer = o carteador `{ $dealer }` não é um jogador desta partida; os jogadores são: { $players }
refusal-ledger-too-large = rodada { $number }: um total cresce além do que um placar comporta
refusal-ledger-hand = rodada { $number }: { $error }
refusal-ledger-after-end = a rodada { $number } vem depois do fim da partida ({ $winners }: vitória na rodada { $ended }); comece uma partida nova

## A camada de partidas (src/render/game_refusals.rs).

refusal-mend-hand = corrija a rodada { $number } com `canasta edit { $number } --game { $id } ...`, ou remova com `canasta drop { $number } --game { $id }`
refusal-mend-by-hand = corrija o arquivo à mão num editor de texto
refusal-mend-hand-at-table = a rodada { $number } precisa ser corrigida ou removida antes que a partida possa continuar aqui
refusal-damaged = o arquivo da partida { $file } não fecha: { $error } (o arquivo ficou como estava; { $mend })
refusal-setup-side-units = { $variant } é jogado por { $units } duplas; use --side { $units } vezes (você usou { $gave })
refusal-setup-player-units = { $variant } é jogado por { $units } jogadores; use --side { $units } vezes (você usou { $gave })
refusal-setup-seats = { $variant } acomoda { $seats } jogadores; use --player { $seats } vezes na ordem dos lugares (você usou { $gave })
refusal-setup-start-twice = dois placares iniciais para { $side }; informe cada dupla uma vez
refusal-setup-no-such-dealer = o carteador `{ $dealer }` não está na mesa; os jogadores são: { $seats }
refusal-setup-side-units-at-table = { $variant } é jogado por { $units } duplas; nomeie { $units } duplas (você nomeou { $gave })
refusal-setup-player-units-at-table = { $variant } é jogado por { $units } jogadores; nomeie { $units } jogadores (você nomeou { $gave })
refusal-setup-seats-at-table = { $variant } acomoda { $seats } jogadores; nomeie todos os { $seats } na ordem dos lugares, ou nenhum (você nomeou { $gave })
refusal-match-rule-given-again = a série { $name } já existe; a regra foi fixada quando começou (tire --first-to e --games para jogar a próxima partida)
refusal-match-over = { $standing } Comece outra série com um nome novo.
refusal-match-in-play = série { $name }: a partida { $game } ainda está em jogo; termine-a primeiro
refusal-match-rule-missing = a série { $name } é nova: diga como se vence, --first-to N (partidas) ou --games N
refusal-match-no-games = uma série tem pelo menos uma partida
refusal-match-no-such-match = não existe a série { $name }
refusal-import-nothing-imported = (nada foi importado)
refusal-import-diverged = é uma cópia da partida { $id }, mas tomou outro rumo na { $term ->
           *[other] rodada
    } { $hand }: ela não é como a guardada aqui. Veja as duas (`canasta show --game { $id }`), corrija a que está errada e importe de novo
refusal-import-rules-differ = é uma cópia da partida { $id }, mas jogada com outras regras (as regras da casa são diferentes), então suas rodadas não podem ser adicionadas a essa partida
refusal-restore-cut-short = { $origin } está cortado: um backup termina com a linha `{ $end }`; nada foi importado
refusal-restore-part-too-large = { $origin }: a parte `{ $part }` tem { $bytes } bytes, mais que os { $megabytes } MB que uma parte pode ter; nada foi importado
refusal-restore-part-cut-short = { $origin } está cortado (em `{ $part }`); nada foi importado
refusal-restore-part-not-text = { $origin }: a parte `{ $part }` não é texto UTF-8; nada foi importado
refusal-restore-old-part-too-large = { $origin }: a parte `{ $part }` tem mais de { $megabytes } MB; nada foi importado
refusal-restore-bad-game-id = { $origin }: { $why }; nada foi importado
refusal-restore-not-a-part = { $origin }: `{ $head }` não é uma parte de um backup; nada foi importado
refusal-restore-not-text = { $origin } não é texto UTF-8; nada foi importado
refusal-restore-bad-match = { $origin }: a série { $name } { $why }; nada foi importado
refusal-restore-match-misnamed = { $origin }: a série { $name } se chama { $named }; nada foi importado
refusal-restore-bad-merged-names = { $origin }: os nomes unidos { $why }; nada foi importado
refusal-restore-no-games = { $origin } é um backup sem partidas; nada foi importado
refusal-restore-damaged = { $origin }: a partida { $id } não pode ser restaurada: { $why }; nada foi importado (`canasta import --skip-damaged` restaura as outras partidas)
refusal-restore-damaged-more = { $origin }: a partida { $id } não pode ser restaurada (e mais { $more }): { $why }; nada foi importado (`canasta import --skip-damaged` restaura as outras partidas)
refusal-restore-merge-refused = { $origin }: os nomes unidos: { $why }; nada foi importado
refusal-change-made-twice = uma alteração é feita uma vez só

## Uma rodada ou uma pergunta recusadas (src/render/refusals.rs).

refusal-ending-winner = vencida por { $side }, com { $total } ({ $margin } pontos de vantagem)
refusal-ending-shared = vitória dividida: { $sides }, com { $total }
refusal-by-hand = rodada { $hand }: { $minimum }
refusal-by-hand-from = a partir da rodada { $hand }: { $minimum }
refusal-nothing-saved = (nada foi salvo)
refusal-record-nothing = nada para anotar: informe o resultado de cada dupla com opções (veja `canasta record --help`), --from FILE, ou use `canasta play`
refusal-record-nothing-to-change = nada para alterar: informe as opções a corrigir (veja `canasta edit --help`) ou --from FILE
refusal-record-no-result = nenhum resultado para { $unit }: informe a linha, ex.: "{ $unit }: 0" (ou uma opção como --in-hand { $unit }=0) (nada foi salvo)
refusal-record-game-over = a partida { $id } acabou, { $ending }; comece uma nova com `canasta new`
refusal-record-no-hands-yet = a partida { $id } ainda não tem rodadas; anote uma com `canasta record`
refusal-record-no-such-hand = a partida { $id } não tem a rodada { $number }; as rodadas vão de 1 a { $count }
refusal-record-nothing-to-undo = a partida { $id } não tem rodadas para desfazer
refusal-record-without-hand-damaged =
    sem a rodada { $number } a partida { $id } ainda não fecha: { $error }
    (nada foi salvo; { $mend })
refusal-record-without-hand =
    sem a rodada { $number } a partida não fecha: { $error }
    (nada foi salvo)
refusal-record-nested-too-deep = { $origin } não é uma rodada: está aninhado fundo demais na linha { $line }
refusal-record-not-a-hand =
    { $origin } não é uma rodada: { $why }
    (uma rodada é assim: { $example })
refusal-record-not-a-hand-at =
    { $origin } não é uma rodada na linha { $line }, coluna { $column }: { $why }
    (uma rodada é assim: { $example })
refusal-record-not-in-game = o nome { $name } não está nesta partida; as duplas são: { $units }
refusal-record-not-in-game-or-players = o nome { $name } não está nesta partida; as duplas (ou jogadores) são: { $units }
refusal-record-not-partners = { $named } não são parceiros nesta rodada; os parceiros são { $partners } (nada foi salvo)
refusal-record-nobody-alone = { $named } é a linha de uma dupla, mas ninguém jogou sozinho nesta rodada: use --lone NAME, ou uma linha para cada jogador (nada foi salvo)
refusal-record-out-said-twice = quem bateu foi dito duas vezes: numa linha e com --out/--special/--nobody-out; diga uma vez (nada foi salvo)
refusal-record-line-without-name = { $text } não diz de quem é a linha; ponha antes o nome da dupla e dois-pontos, ex.: "{ $first_unit }: { $line }"
refusal-record-two-lines = { $label } tem duas linhas; dê uma só (nada foi salvo)
refusal-record-how-out-needs-side = --{ $flag } diz como uma dupla bateu; indique a dupla com --out SIDE
refusal-record-number-twice = o mesmo número duas vezes para { $name } (ex.: --melded { $name }=35 --melded { $name }=40); dê uma vez (nada foi salvo)
refusal-question-hands-from-one = as rodadas são numeradas a partir de 1: a rodada 1 é a primeira
refusal-question-minimum-by-hand = { $variant } fixa o mínimo para baixar por rodada, não por placar: use --hand N ({ $by_hand })
refusal-question-minimum-by-score = { $variant } fixa o mínimo para baixar pelo placar da dupla: informe o placar, ex.: `canasta min 1500`
refusal-question-no-such-side = o nome { $name } não está na partida { $game }; as duplas são: { $sides }
refusal-question-whose-minimum = o mínimo de quem? use --score N (o placar da dupla), ou --side NAME (com --game ID, ou a partida atual)
refusal-question-canasta-not-scored = { $notation } é uma canastra que { $variant } não conta; os tipos são: { $kinds }
refusal-question-unknown-kind = tipo de canastra desconhecido `{ $kind }`; { $variant } tem: { $kinds }
refusal-question-not-one-card = `{ $text }` deveria ser uma carta, ex.: K ou 9
refusal-question-no-runs = { $variant } não tem sequências e trincas da família do Buraco (seus jogos são de uma só carta): dê as cartas como para qualquer jogo
refusal-table-no-result = falta o resultado de { $unit } nesta rodada; digite a linha
refusal-table-game-over = a partida { $id } acabou, { $ending }; comece uma partida nova pelo menu
refusal-table-no-hands-yet = a partida { $id } ainda não tem rodadas
refusal-table-without-hand-damaged =
    sem a rodada { $number } a partida ainda não fecha: { $error }
    (nada foi salvo; { $mend })
refusal-table-nobody-alone = { $named } é a linha de uma dupla, mas ninguém jogou sozinho nesta rodada (nada foi salvo)
refusal-table-how-out-needs-side = diga primeiro qual dupla bateu
refusal-table-minimum-by-hand = { $variant } fixa o mínimo para baixar por rodada ({ $by_hand })
refusal-table-minimum-by-score = { $variant } fixa o mínimo para baixar pelo placar da dupla: informe o placar
refusal-table-whose-minimum = o mínimo de quem? indique uma dupla
refusal-table-import-diverged = é uma cópia da partida { $id }, mas tomou outro rumo na { $term ->
           *[other] rodada
    } { $hand }: ela não é como a guardada aqui. Veja as duas, corrija a que está errada e importe de novo

## Por que um texto YAML não é lido. `detail` é a mensagem da biblioteca YAML, em inglês.
refusal-yaml-key-twice = `{ $key }` aparece duas vezes; dê cada nome uma vez só
refusal-yaml-key-twice-in = { $path }: `{ $key }` aparece duas vezes; dê cada nome uma vez só
refusal-yaml-not-yaml = YAML inválido (a biblioteca YAML diz, em inglês: “{ $detail }”)
refusal-yaml-not-the-shape = YAML fora da forma esperada (a biblioteca YAML diz, em inglês: “{ $detail }”)
refusal-yaml-at = linha { $line }, coluna { $column }: { $problem }

## A meld of the Burraco family refused (src/render/run_refusals.rs), after "5h6h**8h: ".
## Card symbols (A 2 3 ... T J Q K, *, suits h d c s) stay as they are typed: $rank and
## $allowed are rank symbols ("5", "A 3"), $card a card as written ("5").
refusal-run-wilds-only = dois e curingões sozinhos não formam jogo (e não há trinca de dois); um jogo precisa de cartas naturais
refusal-run-too-short = um jogo tem pelo menos { $min } cartas; este tem { $size }
refusal-run-too-long = uma sequência tem no máximo { $max } cartas; esta tem { $size }
refusal-run-no-sets = esta variante não tem trincas (cartas de um só valor); um jogo é uma sequência de um naipe
refusal-run-set-rank = não vale trinca de { $rank }; as trincas são só de { $allowed }
refusal-run-too-many-wilds = um jogo tem no máximo { $max ->
        [one] um curinga
       *[other] { $max } curingas
    } (um dois do naipe da sequência no seu lugar é natural); este tem { $wilds }
refusal-run-no-suit = { $card } não tem naipe; cada carta natural de uma sequência é escrita com seu naipe, p. ex. 5h
refusal-run-mixed-suits = uma sequência é toda de um naipe
refusal-run-rank-twice = uma sequência tem cada valor uma vez; esta tem { $rank } duas vezes
refusal-run-gap = uma sequência é de cartas seguidas de um naipe; { $missing ->
        [one] falta uma carta
       *[other] faltam { $missing } cartas
    } entre a carta mais baixa e a mais alta desta, com { $wilds } { $wilds ->
        [one] curinga
       *[other] curingas
    } para preencher
refusal-run-round-the-corner = uma sequência nunca dá a volta (K A 2): o ás fica embaixo (A 2 3) ou em cima (Q K A)
refusal-run-ace-low = neste jogo o ás fica só em cima (Q K A), nunca embaixo (A 2 3)
refusal-run-ace-high = neste jogo o ás fica só embaixo (A 2 3), nunca em cima (Q K A)

## A tabela de pontos de vitória de um preset (`victory_points`), depois de "preset `X`: campo `Y`:".
refusal-rules-victory-needs-hands = precisa de uma partida de um número fixo de rodadas (`hands`): os pontos de vitória são dados ao fim da última rodada
refusal-rules-victory-needs-two-sides = precisa de uma partida de duas duplas; esta tem { $sides }
refusal-rules-victory-open-band = está faltando; só a última faixa fica aberta (toda diferença maior)
refusal-rules-victory-last-band-closed = é { $up_to }; a última faixa não tem `up_to` (ela pega toda diferença maior)
refusal-rules-victory-band-order = é { $up_to }; as faixas vão em ordem crescente de `up_to`
refusal-rules-victory-step = é { $up_to }; um múltiplo de 5, zero ou mais
refusal-rules-victory-loser-ahead = dá ao vencedor { $winner } e ao perdedor { $loser }; o vencedor recebe pelo menos tanto quanto o perdedor
refusal-rules-victory-tie-unequal = dá ao vencedor { $winner } e ao perdedor { $loser }; um empate cai na primeira faixa, então os dois devem ser iguais
refusal-rules-victory-fewer-for-more = dá ao vencedor menos pontos, ou ao perdedor mais, que a faixa anterior; uma diferença maior nunca vale menos
refusal-rules-victory-tie-plays-on = é `play_another_hand`, então um empate nunca terminaria a partida, quando os pontos de vitória lhe dão os da primeira faixa; escreva `on_tie: shared_win` (ou `went_out_wins`)

## A família do Buraco: os três, o morto.
refusal-breach-threes-are-ordinary = { $field } foram contados, mas em { $variant } os três são cartas comuns: conte-os nos pontos baixados ou na mão
refusal-breach-no-pot = foi indicado um morto, mas { $variant } não tem morto
refusal-breach-out-without-pot = { $pot_term ->
   *[other] batida sem ter pegado o morto; em { $variant } só se bate depois de pegar o morto
}
refusal-breach-pot-not-taken-empty-hand = morto nunca pego e nenhuma carta na mão; quem não pegou o morto ainda tem cartas (ninguém esvaziou a mão): informe os pontos na mão
refusal-breach-run = jogo { $meld }: { $error }
refusal-record-bad-pot = --pot { $name }={ $given }: escreva not_taken (não pego), unplayed (pego, não jogado) ou taken (pego) (nada foi salvo)
refusal-rules-word-key = nomeia `{ $key }`, que este preset não tem; suas palavras são para: { $known }
refusal-rules-word-text = tem `{ $word }`; uma palavra é feita de letras, dígitos e `_`, sem começar por um dígito
refusal-notation-family-symbol = `{ $symbol }` na posição { $position } de "{ $input }" não é uma carta; use A K Q J T (ou 10) 9 8 7 6 5 4 3 2, cada uma com seu naipe onde importa (h d c s, ou ♥ ♦ ♣ ♠: 5h6h7h), * (curingão)

refusal-tournament-exists = já existe um torneio chamado { $name }; escolha outro nome (a classificação: `canasta tournament standings { $name }`)
refusal-tournament-none = nenhum torneio se chama { $name }, e ainda não há nenhum: crie um com `canasta tournament new NOME --variant V --entrants ARQUIVO --plan "3 mitchell + 1 danish"`
refusal-tournament-no-such = nenhum torneio se chama { $name }; os torneios são: { $known }
refusal-tournament-plan = o plano: { $why }
refusal-tournament-entrants = os inscritos: { $why }
refusal-tournament-not-fixed = em { $variant } não se joga um número fixo de rodadas, então o jogo de uma mesa não tem um fim que a rodada possa esperar; escolha uma variante que tenha (burraco-tournament, burraco-tournament-4, burraco-internazionale), ou um preset seu com `hands: N`
refusal-tournament-individual-seating = num torneio individual os parceiros mudam a cada rodada, então a variante senta duas duplas; { $variant } não: escolha uma que sente (burraco-tournament, burraco-tournament-4, american-tournament)
refusal-tournament-individual-typed = as rodadas de um torneio individual são definidas pelo seu movimento, que distribui parceiros e adversários; uma disposição digitada à mão é para um torneio de duplas: defina a rodada com `canasta tournament seat NOME`
refusal-tournament-knockout-went-on = quem venceu na mesa { $table } da rodada { $round } passou para a rodada { $next }, já publicada; uma correção que mude quem venceu (ou o deixe indefinido) não pode ser feita agora: a rodada seguinte é distribuída pelos vencedores. Uma correção depois da qual o mesmo lado continua vencendo (uma mão mal contada) ainda pode ser feita com `canasta edit`
refusal-tournament-nothing-drafted = não há rodada com os lugares definidos para publicar: defina a próxima primeiro (`canasta tournament seat { $name }`)
refusal-tournament-tables-playing = a rodada { $round } não pode ser fechada: { $count ->
    [one] a mesa { $tables } ainda está
   *[other] as mesas { $tables } ainda estão
} jogando (os jogos não terminaram)
refusal-tournament-nothing-to-close = não há rodada publicada para fechar
refusal-tournament-needs-reason = o jogo { $game } é o da mesa { $table } da rodada { $round }, { $lock ->
        [confirmed] cujo resultado a mesa e um adversário confirmaram:
       *[closed] que está fechada:
    } uma mudança agora é do diretor, com o motivo: acrescente --why "MOTIVO" (fica no registro do torneio)
refusal-plan-empty = não nomeia nenhuma rodada: escreva p. ex. "3 mitchell + 1 danish"
refusal-plan-part = `{ $part }` não é uma fase: escreva um número de rodadas e um movimento, p. ex. "3 mitchell", "2 mitchell passo 2", "1 dinamarquês", "1 dinamarquês puro", "5 todos-contra-todos", "3 suíço", "1 manual", "5 individual", "2 grupos", "mata-mata", "mata-mata 8"
refusal-plan-movement = `{ $word }` não é um movimento; os movimentos são mitchell, danish (modificado ou pure), round-robin, swiss (suíço), manual, individual, grupos ("2 grupos") e mata-mata
refusal-plan-no-rounds = `{ $part }`: uma fase tem pelo menos uma rodada
refusal-plan-too-many-rounds = o plano tem { $rounds } rodadas no total; um torneio tem no máximo { $max }
refusal-plan-after-knockout = `{ $part }` vem depois do mata-mata, que encerra o torneio: coloque-o por último
refusal-plan-groups-first = `{ $part }`: os grupos são a primeira fase do torneio (p. ex. "2 grupos + mata-mata")
refusal-plan-individual-mixed = um torneio individual (os inscritos são jogadores) tem só rodadas individuais: escreva p. ex. "5 individual"
refusal-tournament-unplayable = a rodada { $round } do plano não pode ser jogada por estes inscritos ({ $why }); { $longest ->
        [none] não podem jogar nem uma rodada: acrescente inscritos ou mude o movimento
       *[other] o plano mais longo que podem jogar é "{ $longest }"
    } (nada foi criado)
refusal-tournament-reason-too-long = o motivo tem { $given } caracteres; um motivo tem no máximo { $max } (diga mais curto: ele fica no registro do torneio)
refusal-tournament-signed = o torneio { $name } está assinado como final ({ $at }): nada dele muda agora, com motivo ou sem; para mudá-lo, reabra-o antes: canasta tournament reopen { $name } --why "MOTIVO"
refusal-tournament-sign-too-soon = { $name } ainda não pode ser assinado: { $closed } de suas { $rounds } rodadas estão fechadas (assine quando cada rodada do plano estiver jogada e fechada)
refusal-tournament-not-signed = { $name } não está assinado: não há nada a reabrir (seus resultados são corrigidos como estão, com motivo depois de confirmados ou fechados)
refusal-tournament-reopen-needs-reason = reabrir { $name } precisa do motivo: acrescente --why "MOTIVO" (fica no arquivo do torneio)
refusal-entrants-too-few = um torneio precisa de pelo menos 2 inscritos; a lista tem { $have }
refusal-entrants-empty = a linha { $line } não nomeia ninguém (escreva "Nome: Jogador, Jogador", ou os jogadores)
refusal-entrants-bad-name = linha { $line }: { $why }
refusal-entrants-same-name = linha { $line }: o nome { $name } é também o da linha { $first }; dê outro nome a um deles ("Nome: Jogador, Jogador")
refusal-entrants-player-twice = linha { $line }: { $player } já joga na linha { $first }
refusal-entrants-player-count = a linha { $line } nomeia { $have } jogadores; esta variante senta { $need } por lado (ou nenhum: só o nome)
refusal-seat-plan-done = todas as rodadas do plano ({ $rounds }) já têm lugares
refusal-seat-open-before = a rodada { $round } não está fechada: a próxima rodada é distribuída pelos resultados dela (feche-a com `canasta tournament close { $name }`)
refusal-seat-needs-manual = a rodada { $round } tem lugares dados à mão: informe com --seating ARQUIVO (linhas "mesa ns lo", e "- N" para quem folga)
refusal-seat-too-few-present = uma rodada individual senta pelo menos { $need } jogadores; há { $present } presentes (ausentes: { $absent }): traga um de volta com `canasta tournament absent NOME N --back` e depois distribua os lugares da rodada
refusal-movement-too-few = o movimento precisa de { $need } inscritos; há { $have }
refusal-movement-mitchell-repeats = com { $tables } mesas e um passo de { $step }, um Mitchell repete adversários depois de { $rounds } rodadas; escolha outro passo, ou menos rodadas Mitchell
refusal-movement-no-such-round = o movimento tem { $rounds } rodadas; a rodada { $round } está fora
refusal-movement-danish-impossible = nenhuma disposição dinamarquesa evita que alguém repita o adversário da rodada anterior; defina esta rodada à mão (--seating ARQUIVO), ou planeje-a como dinamarquês puro
refusal-movement-swiss-impossible = nenhuma disposição suíça põe cada inscrito contra um que ele ainda não enfrentou (a folga para um dos que tiveram menos folgas); defina esta rodada à mão (--seating ARQUIVO)
refusal-movement-swiss-too-many-rounds = um suíço de { $rounds } rodadas precisa de mais inscritos: { $entrants } inscritos sempre podem ser emparelhados sem repetir adversário por { $most } rodadas (cada um precisa ter mais adversários a enfrentar do que já enfrentados); planeje menos rodadas
refusal-movement-round-robin-size = um todos contra todos é para 4 a 8 inscritos; há { $have } (use rodadas Mitchell e dinamarquesas)
refusal-movement-knockout-entrants = um mata-mata de { $qualifiers } inscritos não pode ser montado: { $groups ->
    [1] ele leva de 2 a { $entrants }
   *[other] ele leva o mesmo número de cada um dos { $groups } grupos (um múltiplo de { $groups }), não mais do que o menor grupo tem, dos { $entrants } inscritos
}; escreva p. ex. "mata-mata 4"
refusal-movement-knockout-undecided = a próxima rodada do mata-mata espera o confronto da mesa { $table } da rodada { $round }: a partida não terminou
refusal-seating-malformed = a linha { $line } da disposição não é "mesa ns lo" (três números) nem "- N" (quem folga)
refusal-seating-unknown = linha { $line }: não há inscrito { $entrant }
refusal-seating-twice = linha { $line }: o inscrito { $entrant } aparece duas vezes
refusal-seating-table-twice = linha { $line }: a mesa { $table } aparece duas vezes
refusal-seating-missing = o inscrito { $entrant } não tem lugar nem folga
refusal-seating-same = linha { $line }: o inscrito { $entrant } não pode jogar contra si mesmo
refusal-tournament-no-such-phase = o plano tem { $phases } fases; não há fase { $phase }
refusal-tournament-not-over = o jogo da mesa { $table } não terminou: o resultado é confirmado depois da última rodada
refusal-tournament-changed-since = o jogo da mesa { $table } mudou desde que este celular o mostrou: confira de novo e confirme
refusal-tournament-table-first = mesa { $table }: primeiro a mesa confirma, depois um adversário
refusal-tournament-no-such-entrant = não há inscrito { $entrant }; os inscritos vão de 1 a { $entrants }
refusal-tournament-no-entrant-named = nenhum inscrito se chama `{ $name }`: informe o número (1 a { $entrants }) ou o nome como a distribuição mostra
refusal-entrants-outside-group = a linha { $line } vem antes do cabeçalho do primeiro grupo: ponha um cabeçalho como [A] acima dela, ou nenhum
refusal-entrants-group-twice = linha { $line }: o grupo { $group } já tem cabeçalho na linha { $first }; ponha as duplas dele sob um só cabeçalho
refusal-entrants-group-too-small = o grupo { $group } tem { $have } inscrito; um grupo precisa de pelo menos 2 para jogar
refusal-entrants-too-many-groups = { $groups } grupos com { $entrants } inscritos deixam um grupo com menos de 2; peça no máximo { $most }
refusal-entrants-groups-twice = a lista já tem os cabeçalhos dos grupos (linhas [A]): tire --groups, ou os cabeçalhos
refusal-tournament-published-already = a rodada { $round } já está publicada; a próxima é definida quando esta fechar (`canasta tournament close { $name }`, depois `seat { $name }`)
refusal-tournament-plan-done = todas as rodadas do plano ({ $rounds }) já têm lugares: a noite termina quando a última fechar; a classificação final: `canasta tournament standings { $name }`
refusal-plan-did-you-mean = quis dizer `{ $like }`?

# Um arquivo de resultados lido de volta (`tournament read-results`), recusado.
refusal-results-unreadable = não é um arquivo de resultados que este programa lê (linha { $line }; o leitor de JSON diz, em inglês: { $why }); um arquivo de resultados é o que `canasta tournament export NOME --format results` escreve (docs/results.schema.json)
refusal-results-not-results = não é um arquivo de resultados: o formato dele é "{ $format }", o de um arquivo de resultados é "canasta-results"
refusal-results-version = um arquivo de resultados da versão { $found }: este canasta lê a versão { $read } (um canasta mais novo lê)
refusal-results-entrant-twice = dois inscritos do arquivo têm o número { $entrant }
refusal-results-no-such-entrant = a rodada { $round } cita o inscrito { $entrant }, que não está entre os inscritos do arquivo
refusal-results-half-a-table = rodada { $round }, mesa { $table }: os pontos ou os pontos de vitória de uma linha sem os da outra
refusal-results-lines = a classificação{ $group ->
    [none] {""}
   *[other] {" "}do grupo { $group }
} lista os inscritos { $file }; as mesas dela dão { $worked }
refusal-results-groups = o arquivo tem { $file } tabelas de classificação; os inscritos dele formam { $worked } grupos
refusal-results-does-not-add-up = { $name } ({ $entrant }){ $group ->
    [none] {""}
   *[other] , grupo { $group },
}: a classificação diz { $said } { $column ->
    [vp] PV
    [mp] PP
    [points] pontos
    [rounds] rodadas
   *[rank] de posição
}, as mesas somam { $worked } (o arquivo não fecha: nada foi lido)
refusal-tournament-members = a linha { $line } da lista de sócios não é `Jogador: NÚMERO`

# Um circuito recusado (`canasta circuit PASTA`).
refusal-circuit-no-stages = a pasta não tem nenhum torneio: um circuito soma arquivos de resultados (`tournament export NOME --format results`) e noites exportadas inteiras (`tournament export NOME`), `*.json` e `*.yaml`
refusal-circuit-rules = não dá para ler circuit.yaml: { $why } (ele tem `name:` e, se houver final, `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}`)
refusal-circuit-no-cut = circuit.yaml: os finalistas por `{ $rule }` precisam de { $rule ->
    [overall] `top` (quantos primeiros do circuito)
   *[per_stage] `top` ou `share` (quantos primeiros, ou que porcentagem, de cada etapa)
}
refusal-circuit-share = circuit.yaml: { $share }% de uma etapa é mais do que a etapa inteira (no máximo 100)
refusal-circuit-stage = { $file }: { $why }
refusal-circuit-not-an-event = não é uma noite como `tournament export` a escreve, nem um arquivo de resultados ({ $why })
refusal-circuit-game = o jogo { $game } de uma das suas mesas: { $why }
refusal-results-empty = o arquivo está vazio: um arquivo de resultados é o que `canasta tournament export NOME --format results` escreve
refusal-results-not-json = não é um arquivo de resultados: um arquivo de resultados é um objeto JSON (`{"{"}"format": "canasta-results", ...{"}"}`), como `canasta tournament export NOME --format results` o escreve; um jogo se lê com `canasta import`
refusal-results-twice-in-round = o inscrito { $entrant } está em dois lugares na rodada { $round } (em duas mesas, ou numa mesa e de folga)
refusal-results-victory-points = rodada { $round }, mesa { $table }: uma diferença de { $difference } dá { $gives_ns }-{ $gives_ew } pela tabela da variante, o arquivo diz { $ns }-{ $ew }
refusal-results-date = o dia do torneio, "{ $date }", não está escrito AAAA-MM-DD
refusal-circuit-a-game = é o jogo de uma mesa, não um torneio: um circuito soma arquivos de resultados e noites exportadas inteiras (`tournament export NOME`)
refusal-circuit-not-over = o torneio não terminou (a rodada { $round } não está fechada, ou um jogo dela não terminou): um circuito conta só torneios terminados
refusal-circuit-same-event = { $file } é o mesmo torneio que { $same }: um torneio conta uma vez (deixe um dos dois arquivos)
