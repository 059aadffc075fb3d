## pt-BR: scorer
# The scorer's page (`canasta serve`, `/score`): the phone that records the hands, in the
# language each phone asks for.

scorer-title = { $canasta_term ->
    [burraco] Buraco: a página do anotador
    [canastra] Buraco: a página do anotador
    [book] Hand and Foot: a página do anotador
   *[canasta] Canasta: a página do anotador
}
scorer-heading = { $term ->
    [round] Rodada
   *[hand] Rodada
} { $number } (dá as cartas: { $dealer }){ $has_minimum ->
    [no] {""}
   *[yes] {" · "}mínimo: { $minimums }
}
scorer-who-alone = Quem jogou sozinho?
scorer-nobody = ninguém
scorer-save = { $term ->
   *[other] Salvar a rodada
}
scorer-key-back = Apagar
scorer-key-next = Próxima linha
scorer-checking = Verificando…
scorer-offline = Sem conexão com o placar: o que você digita fica guardado neste celular.
scorer-kept-here = Suas linhas ficam guardadas neste celular.
scorer-no-key-here = Esta página precisa da chave do anotador: escaneie o código QR do anotador mostrado onde o placar foi iniciado.

## Step by step: a line's questions, from the variant's own words.
scorer-step-not-out = não bateu
scorer-step-melded = Pontos baixados
scorer-step-in-hand = Pontos que ficaram na mão
scorer-step-put = Pôr na linha

## Correcting a saved hand.
scorer-fix = { $term ->
   *[other] Corrigir, remover ou desfazer uma rodada
}
scorer-fix-hand = { $term ->
   *[other] Rodada
}
scorer-fix-line = Linha
scorer-fix-hint = o que muda (-45); = no início substitui a linha
scorer-fix-apply = Mudar
scorer-fix-drop = { $term ->
   *[other] Remover esta rodada
}
scorer-undo = { $term ->
   *[other] Desfazer a última rodada
}
scorer-confirm-undo = { $term ->
   *[other] Desfazer a última rodada? Todos os totais seguintes são refeitos.
}
scorer-confirm-drop = { $term ->
   *[other] Remover esta rodada? As rodadas seguintes sobem uma posição e todos os totais são refeitos.
}

## Rules questions.
scorer-ask = Consultar as regras
scorer-ask-meld = Este jogo basta para a nossa baixada?
scorer-ask-meld-legal = Este jogo baixado vale?
scorer-ask-pile = Posso pegar o lixo?
scorer-ask-out = Podemos bater?
scorer-ask-min = Qual é o mínimo para baixar com uma pontuação?
scorer-ask-cards = Cartas
scorer-ask-top = Carta de cima do lixo
scorer-ask-going-out = batendo com ele
scorer-ask-side = Mínimo de
scorer-ask-not-melded = nossa dupla ainda não baixou
scorer-ask-frozen = o lixo está travado
scorer-ask-canastas = { $canasta_term ->
   *[other] Canastras
}
scorer-ask-left = Cartas que ficam na mão
scorer-ask-concealed = de mão
scorer-ask-pot-taken = { $pot_term ->
   *[other] morto já pego
}
scorer-ask-score = Pontuação (ou número da rodada, onde o mínimo vai por rodada)
scorer-ask-go = Perguntar
scorer-ask-top-needed = Informe a carta de cima do lixo (K, 7, 2 para um curinga).

## A new game, and a match's next game.
scorer-new = Nova partida
scorer-new-variant = Variante
scorer-new-sides = Duplas
scorer-new-sides-hint = Nós, Eles (vazio: os nomes de sempre)
scorer-new-players = Jogadores
scorer-new-players-hint = em sentido horário: Ann, Bob, Cy, Di
scorer-new-dealer = Quem dá as cartas primeiro
scorer-new-dealer-hint = um jogador (vazio: o primeiro lugar)
scorer-new-match = Série
scorer-new-match-one = Uma partida
scorer-new-match-first = Uma série: quem vencer { $games } partidas primeiro
scorer-new-match-games = Uma série de { $games } partidas (pontos de vitória, onde as regras os dão)
scorer-new-match-unknown = `{ $rule }` não é uma série que esta página começa: uma partida, quem vencer 2 ou 3 primeiro, ou 2, 3 ou 4 partidas.
scorer-new-go = Começar a partida
scorer-next-game = Começar a próxima partida da série

## The scorer's key.
scorer-key = A chave do anotador
scorer-key-why = Se um celular com esta página foi perdido, troque a chave: a antiga deixa de funcionar, e o novo código QR deixa entrar o próximo celular.
scorer-key-go = Trocar a chave
scorer-confirm-key = Trocar a chave do anotador? Qualquer outro celular com esta página vai precisar do novo código QR.
scorer-key-changed = A chave foi trocada: escaneie este código com o celular que marca os pontos.

## What a call is answered.
scorer-saved = { $term ->
    [round] Rodada
   *[hand] Rodada
} { $number } salva.
scorer-corrected = { $term ->
   *[other] Rodada { $number } corrigida
}; todos os totais seguintes foram refeitos.
scorer-removed = { $term ->
   *[other] Rodada { $number } removida
}; todos os totais seguintes foram refeitos.
scorer-started = Partida { $id } iniciada.
scorer-changed-elsewhere = Não foi salvo: a partida foi alterada em outro celular ou no terminal desde que você começou. Ela aparece como está agora; suas linhas foram guardadas: confira e salve de novo.
scorer-changed-while-typing = A partida mudou em outro celular ou no terminal enquanto você digitava: confira suas linhas com a planilha antes de salvar.
scorer-lines-wrong = Não foi salvo: falta uma linha ou ela está errada (veja embaixo dela).
scorer-fix-empty = Digite o que muda, ou = e a linha inteira.
scorer-no-game = Ainda não há partida: comece uma aqui embaixo.
scorer-no-match = Esta partida não faz parte de uma série.
scorer-bad-lone = O jogador indicado como sozinho não está nesta partida.
scorer-bad-lines = Estas linhas não são as desta rodada: recarregue a página.
scorer-bad-call = A página enviou algo que este placar não entende ({ $detail }): recarregue a página.
scorer-needs-key = Este celular não tem a chave do anotador, ou ela foi trocada: escaneie de novo o código QR do anotador. Nada foi alterado.
scorer-other-site = Recusado: este pedido não vem da página do anotador. Nada foi alterado.
scorer-too-many = Pedidos demais de uma vez: espere um momento e tente de novo. Nada foi alterado.
scorer-too-large = Recusado: o que foi enviado passa de { $most } bytes. Nada foi alterado.
scorer-too-slow = Recusado: o que foi enviado não chegou a tempo. Nada foi alterado.
scorer-method = A página do anotador não aceita este tipo de pedido.

## Uma rodada, uma vez só.
scorer-already-saved = A { $term ->
    [round] rodada
   *[hand] rodada
} { $number } já estava salva (a resposta não tinha chegado a este celular): não é salva de novo.
scorer-busy = Outro canasta está mudando esta partida (o terminal ou um comando): a rodada fica neste celular e é enviada de novo daqui a pouco.
scorer-bad-typist = O nome desta página não é um que este placar aceite: recarregue a página.
scorer-bad-hand-id = Esta rodada não tem um id que este placar aceite: recarregue a página.
scorer-failed = O placar não conseguiu responder (uma falha do programa, não do que foi digitado): tente de novo.
scorer-pinned = Este placar mostra só a partida { $id } (foi iniciado com --game { $id }): comece a partida nova no terminal, ou inicie o placar sem --game para seguir a partida atual.

## The page, offline and steady.
scorer-not-sent = A { $term ->
    [round] rodada
   *[hand] rodada
} { $number } ainda não foi enviada: ela espera neste celular e vai sozinha para o placar, uma vez, quando o placar voltar a responder.
scorer-theirs = { $term ->
    [round] Rodada
   *[hand] Rodada
} { $number }, salva enquanto isso em outro lugar
scorer-mine = Suas linhas
scorer-drop-mine = Apagar as minhas
scorer-save-mine = Salvar as minhas como { $term ->
    [round] rodada
   *[hand] rodada
} { $number }
scorer-conflict-same = As mesmas linhas foram salvas enquanto isso em outro lugar: apague as suas, nada se perde.
scorer-conflict-other = Outras linhas foram salvas enquanto isso em outro lugar: apague as suas, ou salve-as como a próxima.
scorer-dropped = Suas linhas foram apagadas: nada mais foi salvo.
scorer-bad-score = Uma pontuação vai no máximo até { $most }, para mais ou para menos: nenhuma partida passa disso.
scorer-no-table-game = A mesa { $table } não tem jogo na rodada em andamento: ou a rodada ainda não foi publicada, ou nesta rodada ninguém joga nesta mesa (o painel mostra onde cada um senta).
scorer-table-key-only = O celular de uma mesa anota o jogo da sua mesa; só o diretor muda as chaves.
scorer-confirm-table = Confirmar o resultado desta mesa
scorer-confirm-opponent = Um adversário confirma o resultado
scorer-confirmed-both = Confirmado pela mesa e por um adversário: daqui em diante só o diretor o muda.
scorer-desk-title = A mesa do diretor
scorer-desk-seat = Definir a próxima rodada
scorer-desk-publish = Publicá-la
scorer-desk-close = Fechar a rodada
scorer-desk-no-tournament = Este painel não serve nenhum torneio (canasta serve --tournament NOME).
scorer-desk-needs-reason = O resultado da mesa { $table } agora é do diretor (confirmado, ou a rodada fechada): escreva o motivo da mudança no campo abaixo das teclas e tente de novo.
scorer-table-locked = O resultado da mesa { $table } está confirmado: agora só o diretor muda. Chame o diretor.
scorer-table-key-refused = A chave deste celular não abre nenhuma mesa deste torneio: foi renovada, ou é de outro torneio. Escaneie de novo o código QR da sua mesa (o diretor tem a folha nova). Nada foi mudado.
scorer-table-game-only = Esta página marca só o jogo da mesa { $table } do torneio: nenhum outro jogo começa aqui.
scorer-signed = O diretor assinou os resultados da noite como finais ({ $at }): nada muda agora.
scorer-night-signed = O diretor assinou os resultados da noite como finais: nada muda agora.
scorer-desk-signed = Os resultados da noite estão assinados como finais ({ $at }): nada muda agora. Para corrigi-los, o torneio é reaberto antes, com o motivo, no terminal (tournament reopen).
scorer-desk-nothing-drafted = Nenhuma rodada está sentada para publicar: sente a próxima primeiro.
scorer-desk-published-already = A rodada { $round } já está publicada; a próxima é sentada quando esta for fechada.
scorer-desk-plan-done = Todas as rodadas do plano ({ $rounds }) estão sentadas: a noite termina quando a última for fechada.
scorer-desk-seat-open-before = A rodada { $round } não está fechada: a próxima rodada é distribuída pelos resultados dela. Feche-a primeiro.
scorer-desk-seat-needs-manual = A rodada { $round } é sentada à mão: escreva abaixo a distribuição, uma mesa por linha ("1 3 8": mesa 1, 3 N-S contra 8 L-O; "- 5": 5 descansa).
scorer-desk-seat-too-few-present = Uma rodada individual senta pelo menos { $need } jogadores; há { $present } presentes (ausentes: { $absent }). Os lugares da rodada poderão ser distribuídos quando um deles voltar.
scorer-desk-keys-renewed = Chaves novas para cada mesa: os códigos QR antigos não abrem mais nada. A folha das mesas se abre para imprimir; dê a cada mesa seu novo código.
scorer-desk-by-hand = Sentar à mão
scorer-desk-by-hand-label = A distribuição, uma mesa por linha: "1 3 8" é a mesa 1, 3 N-S contra 8 L-O; "- 5": 5 descansa
scorer-desk-seat-typed = Sentar como escrito
scorer-desk-new-keys = Chaves novas para as mesas (uma chave perdida ou vista)
scorer-desk-drafted = Rodada { $round } sentada, ainda não mostrada: confira abaixo e depois publique (ou sente à mão).
scorer-desk-drafted-individual = Rodada { $round } sentada, ainda não mostrada: confira abaixo e depois publique (num torneio individual quem define é o movimento).
scorer-desk-published = Rodada { $round } publicada: { $tables ->
    [one] 1 mesa a joga
   *[other] { $tables } mesas a jogam
} nos seus celulares.
scorer-desk-closed = Rodada { $round } fechada: a classificação abaixo a conta. Sente a próxima rodada quando quiser.
scorer-bad-table = A mesa ou a rodada pedida não é um número: abra a mesa pela mesa do diretor.
scorer-desk-back = ← A mesa do diretor
scorer-desk-why = Motivo da mudança (fica no registro do torneio)
scorer-desk-at = Mesa { $table }, rodada { $round }: como diretor
scorer-desk-open = Anotar ou corrigir
scorer-desk-col-sheet = Súmula
scorer-desk-goto-round = Rodada
scorer-desk-goto-table = Mesa
scorer-desk-goto = Abrir o jogo de uma mesa
scorer-ask-kind = Pergunta
scorer-key-space = Espaço
scorer-steps-for = Passo a passo: { $line }
scorer-step-went-out = Batida
scorer-share = Compartilhar a súmula
scorer-share-text = Compartilhar como texto
scorer-share-picture = Compartilhar o gráfico como imagem
scorer-share-copy = Copiar o texto
scorer-share-download = Baixar a imagem
scorer-shared = Compartilhado.
scorer-copied = A súmula foi copiada: cole no chat.
scorer-downloaded = A imagem foi baixada.
scorer-share-failed = Este navegador não conseguiu compartilhar: copie o texto, ou baixe a imagem.
scorer-legend = O que cada letra quer dizer
scorer-sheet = A súmula
# Issue 41: every tap lands, every hand once.
scorer-keep-mine = Voltar às minhas linhas, para conferir
scorer-keys-not-put = As teclas tocadas depois de Salvar não foram postas em nenhuma linha.
scorer-save-mine-sure = Toque de novo para salvar as minhas como { $term ->
    [round] rodada
   *[hand] rodada
} { $number }
scorer-saving = Salvando a { $term ->
    [round] rodada
   *[hand] rodada
} { $number }…
scorer-same-kept = A { $term ->
    [round] rodada
   *[hand] rodada
} { $number } foi salva em outro celular com as mesmas linhas: está uma só vez na partida, e nada mais foi salvo.

# The phone alone (the engine in the page): the games kept on the phone.
scorer-games = Partidas neste celular
scorer-games-none = Ainda não há partidas neste celular.
scorer-games-continue = Continuar
scorer-games-export = Exportar
scorer-games-delete = Apagar
# $id: the game's number.
scorer-games-delete-confirm = Apagar a partida { $id }? Não dá para recuperar.
scorer-games-deleted = A partida { $id } foi apagada.
scorer-games-continued = Agora você marca a partida { $id }.
scorer-games-import = Importar uma partida (um arquivo exportado pelo canasta)
scorer-language = Idioma

# The phone alone: house rules (a preset of one's own) kept on the phone.
scorer-rules = Regras da casa neste celular
scorer-rules-hint = Uma variante sua: `extends:` uma variante, depois os campos que mudam (o guia das variantes lista todos). O juiz confere antes de guardar, e uma partida jogada com ela leva as regras no arquivo.
scorer-rules-name = Nome
scorer-rules-text = Regras
scorer-rules-save = Conferir e guardar
scorer-rules-delete = Apagar
# $name: the house rules' name, as typed.
scorer-rules-saved = As regras da casa { $name } foram guardadas: escolha-as numa partida nova.
scorer-rules-deleted = As regras da casa { $name } foram apagadas; as partidas jogadas com elas as mantêm.
scorer-rules-built-in = { $name } é o nome de uma variante já incluída: escolha outro.
scorer-rules-none = Ainda não há regras da casa neste celular.
scorer-slip-points = { $fact }: se os pontos na mão não estão nos pontos baixados, acrescente-os à linha (-35 para 35)
scorer-slip-melded = { $fact }: confira os pontos baixados da linha
