## pt-BR: table
## Modo mesa (`canasta play`): o início, o menu, as linhas e os passos de uma rodada, as
## perguntas de regras, salvar. `$term`: a palavra da variante para uma rodada: `hand`
## ou `round` (as duas são "rodada" em português).

## Sair e interrupções

table-needs-terminal = o modo mesa faz perguntas e precisa de um terminal; em scripts use `canasta new` e `canasta record` com flags
table-needs-console = o modo mesa não consegue controlar este terminal: a janela do Git Bash (mintty) dá aos programas um pipe, não um console. Rode `canasta play` no Windows Terminal, no PowerShell ou no cmd; todos os outros comandos funcionam aqui como sempre
table-interrupted = Interrompido.
table-closed = O terminal foi fechado.
table-kept-draft = Toda rodada confirmada antes está salva; as linhas digitadas da rodada em andamento ficam como rascunho, que `canasta play` oferece para terminar.
table-kept-nothing = Toda rodada confirmada antes está salva; a rodada em andamento não.
table-nothing-started = Nada foi iniciado nem alterado.
table-quit-saved = Tudo está salvo. `canasta play` leva você de volta à partida { $game }.
table-quit-to-desk = Tudo salvo. De volta à mesa do diretor (jogo { $game }).

## O início

table-which-game = Qual partida? (Esc: sair)
table-game-open-over = Abrir a partida { $game } ({ $variant }), encerrada: { $totals } (para desfazer ou corrigir uma rodada)
table-game-go-on = Continuar a partida { $game } ({ $variant }): { $totals }, após { $hands } { $term ->
   *[hand] { $hands ->
    [1] rodada
   *[other] rodadas
    }
}
table-game-damaged-item = A partida { $game } não pode ser lida: veja por quê e como consertar
table-game-damaged = A partida { $game } não pode ser lida: { $why }.
table-game-damaged-left = O arquivo fica como está. Conserte-o e volte; enquanto isso, escolha outra partida.
table-started = Partida { $game } iniciada ({ $variant }). Começa dando as cartas: { $dealer }.
table-variant-prompt = Variante (digite para filtrar, Enter escolhe, Esc sai)
table-variant-given = Variante: { $name } ({ $description })
table-side-name = Dupla { $number } de { $count }: nome
table-player-name = Jogador { $number } de { $count }, na ordem dos lugares: nome
table-name-empty = um nome não pode ficar vazio
table-name-taken = `{ $name }` já está em uso; cada nome deve ser diferente
table-seats-go-round = Os lugares alternam as duplas: { $order }; parceiros nunca sentam lado a lado.
table-players-prompt = Jogadores por lugar, em sentido horário, com vírgulas (Enter: sem nomes)
table-players-count = { $given ->
    [1] 1 nome dado
   *[other] { $given } nomes dados
}; dê todos os { $seats }, um por lugar, ou nenhum
table-start-totals-prompt = Totais trazidos do papel (ex.: { $first }=2350, { $second }=1800; Enter: nenhum)
table-start-write-side = `{ $part }`: escreva DUPLA=TOTAL, ex.: { $side }=2350
table-start-not-a-side = `{ $text }` não é uma dupla; as duplas são { $sides }
table-not-whole-number = `{ $text }` não é um número inteiro
table-who-deals = Quem dá as cartas primeiro?

## Um rascunho, mudanças de outro lugar, salvar

table-draft-finish = A { $term ->
   *[hand] rodada
} { $number } ficou pela metade ({ $lines }). Terminar agora?
table-changed-elsewhere = A partida { $game } foi alterada de outro lugar (outro terminal?); aqui está como ficou.
table-changed-while-menu = A partida { $game } foi alterada de outro lugar (outro terminal?) enquanto o menu esperava; aqui está como ficou.
table-game-heading = Partida { $game } ({ $variant })
table-saved = Salvo.
table-lines-kept = Suas linhas foram guardadas: voltam como a { $term ->
   *[hand] rodada
} { $number }, sobre a partida como está agora.
table-game-over-cannot-add = A partida já terminou, então a rodada que você digitou não pode ser adicionada.
table-not-saved-refused = Não foi salvo: { $why }
table-not-saved-changed = Não foi salvo: a partida { $game } foi alterada de outro lugar (outro terminal?) enquanto você digitava. Aqui está como ficou.

## O menu entre rodadas

table-menu-prompt = E agora? (q sai)
table-menu-prompt-over = A partida terminou. E agora? (q sai)
table-menu-match-next = Jogar a próxima partida da série { $match_name } (mesmas duplas e jogadores)
table-menu-record = Anotar a { $term ->
    [round] rodada
   *[hand] rodada
} { $number } (dá as cartas: { $dealer })
table-menu-question = { $canasta_term ->
    [burraco] Tirar uma dúvida de regras (o jogo vale? bater?)
    [canastra] Tirar uma dúvida de regras (o jogo vale? bater?)
   *[other] Tirar uma dúvida de regras (a baixada basta? pegar o lixo? bater?)
}
table-menu-undo = Desfazer a { $term ->
    [round] rodada
   *[hand] rodada
} { $number }
table-menu-edit = Editar uma { $term ->
    [round] rodada
   *[hand] rodada
} anterior
table-menu-fix-last = Corrigir a { $term ->
    [round] rodada
   *[hand] rodada
} { $number } (a última)
table-menu-drop = Remover uma { $term ->
    [round] rodada
   *[hand] rodada
} (qualquer uma; os totais seguintes são refeitos)
table-menu-look = Ver: o detalhe de uma { $term ->
    [round] rodada
   *[hand] rodada
}, o gráfico, as regras
table-menu-export = Exportar a partida como YAML
table-menu-board = Mostrar o placar nos celulares (um placar ao vivo)
table-menu-new-game = Começar uma partida nova
table-menu-quit = Sair (tudo o que foi confirmado está salvo)

## Desfazer, corrigir, remover

table-undo-confirm = Remover a { $term ->
   *[hand] rodada
} { $number } ({ $scores })? Não há como recuperá-la
table-remove-confirm = Remover a { $term ->
   *[hand] rodada
} { $number }? Não há como recuperá-la
table-removed = { $term ->
   *[hand] Rodada
} { $number } removida.
table-edit-which = Editar qual { $term ->
   *[hand] rodada
}?
table-remove-which = Remover qual { $term ->
   *[hand] rodada
}?
table-replaced = { $term ->
   *[hand] Rodada
} { $number } substituída.
table-without-fails = Sem a { $term ->
   *[hand] rodada
} { $number } a partida não fecha: { $why }.
table-without = Sem a { $term ->
   *[hand] rodada
} { $number } ({ $scores }): totais { $after } (agora { $now }).
table-pick-hand = { $prompt } (1 a { $count }; q: voltar)
table-pick-hand-refused = `{ $text }`: as rodadas vão de 1 a { $count }

## O placar ao vivo

table-board-at = O placar está em { $address }
table-board-at-here = O placar está em { $address } (só este computador).
table-board-let-phones = Deixar os celulares da mesa verem também?
table-board-who = Quem pode ver o placar? (Esc: voltar)
table-board-only-here = Só este computador (um navegador aqui)
table-board-phones-too = Também os celulares da mesa (qualquer um nesta rede com o endereço)
table-board-started-phones = O placar está em { $address } (escaneie o código com um celular; ele acompanha cada salvamento; para quando o modo mesa termina)
table-board-started-here = O placar está em { $address } (só este computador: abra num navegador aqui; ele acompanha cada salvamento; para quando o modo mesa termina)

## Séries

table-match-next-started = Partida { $game } iniciada ({ $variant }), a próxima da série { $match_name }. Começa dando as cartas: { $dealer }.

## Salvar uma rodada

table-hand-cannot-be-right = A { $term ->
   *[hand] rodada
} { $number } não pode estar certa: { $why }
table-nothing-saved-what-now = Nada foi salvo. E agora?
table-enter-again = Digitar de novo (suas respostas ficam como padrão)
table-throw-hand = Apagar esta { $term ->
   *[hand] rodada
}
table-totals-now = Totais agora { $after } (antes { $before }).
table-save-it = Salvar
table-change-line = Mudar a linha de { $label }: { $line }
table-change-lone = Mudar quem jogou sozinho (a rodada de novo)
table-save-with-note = { $canasta_term ->
    [burraco] Salvar com uma nota (cartas mal dadas, um erro na contagem...)
    [canastra] Salvar com uma nota (cartas mal dadas, um erro na contagem...)
   *[other] Salvar com uma nota (cartas mal dadas, quem esqueceu um três vermelho...)
}
table-throw-it = Apagar
table-save-hand = Salvar a { $term ->
    [round] rodada
   *[hand] rodada
} { $number }?
table-note = Nota
table-thrown = Apagada; nada foi salvo.

## Ver e exportar

table-look-prompt = Ver (Esc: voltar)
table-look-breakdown = O detalhe de uma { $term ->
   *[hand] rodada
}
table-look-every = O detalhe de todas as { $term ->
   *[hand] rodadas
}
table-look-chart = O gráfico dos totais acumulados
table-look-rules = As regras desta partida
table-back = Voltar
table-which-hand = Qual { $term ->
   *[hand] rodada
}?
table-export-to = Em qual arquivo gravar a partida (YAML)? (q: voltar)
table-nothing-written = Nada foi gravado.
table-file-exists = { $path } já existe. Substituir?
table-wrote = Partida { $game } gravada em { $path } (`canasta import` lê de volta).
table-could-not-write = Não foi possível gravar: { $why }

## As linhas de uma rodada

table-hand-heading = ── { $term ->
    [round] Rodada
   *[hand] Rodada
} { $number } (dá as cartas: { $dealer }){ $has_minimum ->
    [no] {""}
   *[yes] {" · "}mínimo: { $minimums }
} ──
table-hand-heading-editing = ── { $term ->
    [round] Rodada
   *[hand] Rodada
} { $number } (corrigindo; dá as cartas: { $dealer }){ $has_minimum ->
    [no] {""}
   *[yes] {" · "}mínimo: { $minimums }
} ──
table-line-together = { $partners } (em dupla)
table-line-own = { $player } (individual)
table-legend-example = Uma linha por dupla, ex.: `{ $example }` ou `90 -40` ({ $minus }: na { $held ->
    [foot] mão e no pé
   *[hand] mão
}).
table-legend-counts = Com quantidade: { $counted }. Batida: { $out }.
table-legend-pot = { $pot_term ->
   *[other] Morto: { $list }.
}
table-legend-pot-in-hand = { $unplayed ->
    [counts] { $pot_term ->
        [pozzetto] Pozzetto
       *[other] Morto
    } pego e não jogado: suas cartas entram nos pontos na mão (pelo menos -{ $least }).
   *[not-counted] { $pot_term ->
        [pozzetto] Pozzetto
       *[other] Morto
    } pego e não jogado conta como não pego: suas cartas ficam fora dos pontos na mão.
}
table-legend-penalties = Penalidades: { $list }.
table-legend-penalties-bonuses = Penalidades e prêmios: { $list }.
# $cards: an example of cards written out, a set or a run as the variant has them.
table-legend-keys = Cartas também ({ $cards }). ? pergunta passo a passo (lá, q volta à linha), < volta, q sai.
table-typed-before = Digitado antes: { $lines }
table-played-alone = { $player }: sem parceiro
table-nobody-alone = ninguém pegou o lixo e ninguém bateu: cada um sozinho
table-who-alone = Quem jogou sozinho (o primeiro a pegar o lixo, ou quem bateu)?
table-cannot-be-right = Isso não pode estar certo: { $why }.
table-type-line-again = Digite a linha de novo (suas respostas são o padrão), ou q para deixar a rodada.
table-change-what = { $label }: { $line }. Digite o que muda (ex.: -45 ou { $example }), = e uma linha inteira nova, ou Enter para manter.
table-change-prompt = { $label } (mudança)
table-cannot-be-right-unchanged = Isso não pode estar certo: { $why }; nada mudou.

## Passo a passo

table-how-ended = { $label }: como terminou a { $term ->
    [round] rodada
   *[hand] rodada
}?
table-way-not-out = não bateu
table-way-out = bateu
table-way-concealed = bateu de mão (baixou tudo numa só vez)
table-way-hand-canasta = bateu com uma canastra na mão
table-way-special = bateu com { $special } ({ $points })
table-step = { $side } { $step }/{ $steps }: { $question }
table-step-melds = jogos em cartas (ex.: KKKKKKK QQ2 555), ou Enter para dar totais
table-step-kinds = { $canasta_term ->
    [burraco] tipos de canastra: { $kinds }
    [canastra] tipos de canastra: { $kinds }
   *[other] tipos de canastra: { $kinds }
}
table-step-canastas = { $canasta_term ->
    [burraco] canastras, quantidade e tipo ({ $example }; 0: nenhuma)
    [canastra] canastras, quantidade e tipo ({ $example }; 0: nenhuma)
   *[other] canastras, quantidade e tipo ({ $example }; 0: nenhuma)
}
table-step-pot = { $pot_term ->
   *[other] o morto
}
table-step-pot-taken = pego
table-step-pot-not-taken = não pego
table-step-pot-unplayed = pego, não jogado
table-step-red-threes = três vermelhos baixados
table-step-black-threes = três pretos baixados (virados para cima, como os vermelhos)
table-step-melded = pontos das cartas baixadas (sem prêmios)
table-step-incomplete = jogos incompletos (Espaço marca um, Enter ao terminar)
table-step-cards-in-hand = cartas na mão (ex.: K74), ou Enter para dar pontos
table-step-cards-in-hands = cartas em cada mão, separadas por / (K74 / 55), ou Enter: pontos
table-step-points-in-hand = pontos das cartas na mão (um número positivo)
table-step-points-in-hand-pot = pontos na mão, { $unplayed ->
    [counts] com
   *[not-counted] sem
} um { $pot_term ->
    [pozzetto] pozzetto
   *[other] morto
} não jogado (um número positivo)
table-step-points-in-hand-foot = pontos das cartas na mão e no pé (um número positivo)
table-slip-points = { $side }: pontos na mão (Enter: como foi digitado)
table-slip-melded = { $side }: pontos baixados (Enter: como foi digitado)
table-step-black-in-hand = três pretos na mão
table-step-holding = jogadores com três ou mais { $rank }
table-step-any-penalties = alguma penalidade?
table-step-any-bonuses = algum prêmio?
table-not-a-count = `{ $text }` não é uma quantidade; digite um número inteiro, ex.: 1
table-not-points = `{ $text }` não é um número de pontos; digite ex.: 205
table-cards-fix = { $why }; corrija, ou - para dar totais
table-these-cards = estas cartas
table-these-melds = estes jogos
table-penalties-legend = penalidades: { $list }
table-bonuses-legend = prêmios: { $list }
table-which-penalties = { $side }: quais penalidades, quantidade e nome (ex.: { $example })
table-which-bonuses = { $side }: quais prêmios, quantidade e nome (ex.: { $example })
table-tally-no-count = `{ $word }` não tem quantidade antes; escreva a quantidade e depois { $what ->
    [kind] o tipo de canastra
    [penalty] a penalidade
   *[bonus] o prêmio
}, ex.: 1 { $first }
table-tally-which = { $count } de qual { $what ->
    [kind] tipo de canastra
    [penalty] penalidade
   *[bonus] prêmio
}? escreva ex.: { $count } { $first }; { $variant } tem: { $known }
table-tally-could-be = `{ $words }` pode ser { $options }; escreva mais do nome
table-tally-unknown = `{ $words }` não é { $what ->
    [kind] um tipo de canastra
    [penalty] uma penalidade
   *[bonus] um prêmio
} de { $variant }; { $variant } tem: { $known }
table-tally-twice = `{ $words }` aparece duas vezes; escreva uma vez só, com a quantidade na frente
table-either = { $first } ou { $second }

# A yes-or-no answer said back (the keys stay `y` and `n`).
table-yes = sim
table-no = não
# The keys that answer a yes-or-no question (the English y and n are always taken too),
# and the hint that names them after the question.
table-yes-key = s
table-no-key = n
table-yes-no-keys = (s/n)

## Perguntas de regras

table-left-question = (pergunta deixada)
table-rules-prompt = Dúvida de regras (Esc: voltar; q deixa uma pergunta)
table-ask-meld = Este jogo vale, e basta para a nossa baixada?
table-ask-pile = Posso pegar o lixo?
table-ask-out = Podemos bater?
table-ask-minimum-score = Qual é o mínimo para baixar com uma dada pontuação?
table-ask-minimum-hand = Qual é o mínimo para baixar numa dada rodada?
table-ask-special = Esta mão é uma mão especial?
table-q-whose-meld = De quem é o jogo?
table-q-side-needs = { $side } (mínimo { $minimum })
table-q-melds = Os jogos (ex.: KKK QQ2)
table-q-top-taken = A carta de cima do lixo, se pegar para isso (Enter: nenhuma)
table-q-concealed = Batendo de mão com estes jogos?
table-q-top = A carta de cima do lixo
table-q-your-cards = As cartas na sua mão
table-q-side-melded = Sua dupla já fez a baixada?
table-q-side-melds = Os jogos da sua dupla na mesa (Enter: nenhum)
table-q-frozen = Há um curinga ou um três vermelho no lixo (travado)?
table-q-one-card = Você tem uma só carta, e o lixo tem uma só carta?
table-q-opponents = Os jogos dos adversários na mesa (Enter: nenhum)
table-q-out-melds = Os jogos da sua dupla, com os que baixam agora (Enter: nenhum)
table-q-canastas = Canastras completas da sua dupla
table-q-cards-left = Cartas que ainda ficariam na mão (1: uma para descartar)
table-q-melded-nothing = Sua dupla ainda não baixou nada (bater de mão)?
table-q-pot-taken = { $pot_term ->
   *[other] Sua dupla já pegou o morto?
}
table-q-score = A pontuação total da dupla (pode ser negativa)
table-q-which-hand = Qual rodada (1 é a primeira)
table-q-hand-cards = As cartas da mão
table-q-back = { $prompt } (q: voltar)
table-q-number-refused = `{ $text }`: { $why ->
    [large] grande demais
    [small] pequeno demais
   *[invalid] não é um número inteiro
} (q: voltar)
table-q-one-card-only = `{ $text }` deveria ser uma só carta, ex.: K ou 9

## Uma rodada salva uma vez só (uma mudança de outro lugar enquanto era digitada).
table-already-saved = A { $term ->
    [round] rodada
   *[hand] rodada
} { $number } já estava salva (a resposta não tinha voltado); não é salva de novo.
table-saved-meanwhile = Enquanto isso, a { $term ->
    [round] rodada
   *[hand] rodada
} { $number } foi salva de outro lugar (um celular, outro terminal):
table-yours = A sua:
table-same-hand = São a mesma rodada.
table-mine-what = O que fazer com a sua?
table-mine-drop = Apagar a minha: vale a { $term ->
    [round] rodada
   *[hand] rodada
} { $number } já salva
table-mine-save-next = Salvar a minha também, como { $term ->
    [round] rodada
   *[hand] rodada
} { $next }
table-mine-keep = Guardar a minha para conferir, como { $term ->
    [round] rodada
   *[hand] rodada
} { $next } (nada é salvo)

# The players' question when the last game's players are offered first (shown after
# it as its default: Enter keeps them).
table-players-prompt-last = Jogadores por lugar, com vírgulas (- sem nomes)

# The meld question of the rules list in a form without an initial-meld minimum (the
# Burraco family): its legality only.
table-ask-meld-legal = Este jogo baixado vale?

# The menu's items on a narrow screen (under 60 columns: a phone's terminal): each
# the item above without its explanation, so that none is cut where its meaning is.
table-menu-match-next-short = Próxima partida de { $match_name }
table-menu-question-short = Tirar uma dúvida de regras
table-menu-fix-last-short = Corrigir a { $term ->
    [round] rodada
   *[hand] rodada
} { $number }
table-menu-drop-short = Remover uma { $term ->
    [round] rodada
   *[hand] rodada
}
table-menu-look-short = Ver: detalhe, gráfico, regras
table-menu-board-short = O placar nos celulares
table-menu-quit-short = Sair (tudo salvo)
table-entrants-how = Um inscrito por linha: { $per ->
        [one] seu jogador ("Ana Rossi")
       *[other] seus { $per } jogadores ("Ana Rossi, Bob Bianchi")
    }, ou "Nome: jogadores"; uma linha [A] abre um grupo. Enter numa linha vazia quando estiverem todos; Esc sai, sem criar nada.
table-entrant-prompt = Inscrito { $number }
table-desk-menu = A mesa do diretor: e agora?
table-desk-seat = Sentar a rodada { $round }
table-desk-seat-again = Sentar de novo a rodada { $round }
table-desk-publish = Publicar a rodada { $round } (lugares fixos, jogos criados)
table-desk-close = Fechar a rodada { $round }
table-desk-table = O jogo de uma mesa: anotar a súmula, ou corrigi-la
table-desk-standings = A classificação
table-desk-keys = Chaves novas para as mesas (uma chave perdida ou vista)
table-desk-sign = Assinar a classificação da noite como final
table-desk-look = Olhar de novo
table-desk-which-round = Rodada
table-desk-no-round = não é uma rodada publicada: dê o número dela ({ $rounds } publicadas até agora)
table-desk-which-table = Mesa da rodada { $round }
table-desk-no-table = nenhum jogo nessa mesa: as mesas da rodada são { $tables }
table-desk-why = O resultado da mesa { $table } agora é do diretor: o motivo da mudança (fica no registro)
table-desk-why-needed = uma mudança num resultado confirmado ou fechado precisa do motivo
