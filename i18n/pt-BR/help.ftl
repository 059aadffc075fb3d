# A ajuda da linha de comando (`--help`, feita dos comentários de documentação; ver
# en/help.ftl) e as palavras do próprio clap, em português do Brasil. Ids:
# `help-canasta-record` é o texto de um comando, `help-canasta-record--game` o de uma opção;
# `.long` é o texto que `--help` mostra onde `-h` mostra o primeiro, `.after` e
# `.after-long` os exemplos depois dele.


help-canasta =
    Marcador de pontos e juiz de regras para Canastra e Buraco jogados com cartas de verdade
    .long =
        Marcador de pontos e juiz de regras para Canastra e Buraco jogados com cartas de verdade.

        Depois de cada rodada, informe o que cada dupla fez (jogos, canastras, três vermelhos, quem bateu, penalidades): o canasta conta os pontos da rodada com o detalhe item por item, mantém os totais acumulados, diz o mínimo para baixar de cada dupla na rodada seguinte e quem dá as cartas, e anuncia o vencedor quando a partida termina. As partidas são salvas depois de cada rodada.
    .after =
        Exemplos:
          canasta play                                   anote uma partida na mesa, passo a passo
          canasta new --side Nós --side Eles --player Ann --player Bob --player Cy --player Di
          canasta record "Nós: batida 1l 1v 205" "Eles: 60 -85"   uma linha por dupla
          canasta record --out Nós --natural Nós=1 --melded Nós=205 --red-threes Nós=1 \
                         --melded Eles=60 --in-hand Eles=85    a mesma rodada, com flags
          canasta show --explain
          canasta min 1500                               mínimo para baixar com 1500: 90
          canasta export -o game.yaml

        Códigos de saída:
          0    concluído
          1    uma pergunta de `check` respondida com não
          2    entrada ou uso inválido (nada foi salvo)
          3    a máquina impediu: disco cheio, sem permissão, --wait desistiu (nada foi salvo)
          70   uma falha do próprio canasta: por favor, informe (nada foi salvo)
          130  modo mesa interrompido (as rodadas confirmadas antes estão salvas)

help-canasta--data_dir =
    Onde as partidas ficam guardadas (padrão: a pasta de dados do sistema)

help-canasta--config_dir =
    De onde suas próprias variantes são lidas, na subpasta `presets/` (padrão: a pasta de configuração do sistema)

help-canasta--wait =
    Quando outro canasta está alterando uma partida (o modo mesa aberto em outro terminal, por exemplo), espere no máximo este tempo e depois desista com o código de saída 3 (padrão: esperar até ele terminar)

help-canasta--why =
    O motivo do diretor para alterar uma partida de uma rodada de torneio já fechada (`record`, `edit`, `undo`, `drop`): fica no registro do torneio, com os totais de antes e de depois

help-canasta--color =
    Cores: `auto` (num terminal, a menos que NO_COLOR esteja definida), `always` ou `never`

help-canasta--lang =
    O idioma a usar: { $languages } ou { $last } (padrão: o primeiro de LANGUAGE, LC_ALL, LC_MESSAGES e LANG que indicar um; `C` é inglês)

help-clap-help-more =
    Mostre a ajuda (veja mais com '--help')
    .long =
        Mostre a ajuda (veja um resumo com '-h')

help-clap-version =
    Mostre a versão

help-canasta-play =
    Modo mesa: anote a partida atual (ou uma nova) rodada a rodada, respondendo a perguntas
    .long =
        Modo mesa: anote a partida atual (ou uma nova) rodada a rodada, respondendo a perguntas.

        Mostra o placar, pergunta o resultado de cada dupla, mostra o detalhe e salva a rodada. Precisa de um terminal; cada pergunta tem uma flag em `canasta record`, para scripts.
    .after =
        Exemplos:
          canasta play                               continue a partida atual, ou comece uma
          canasta play --new --variant american      direto numa partida nova de Canastra americana
          canasta play --new --variant ./ours.yaml   uma variante sua

        Esc ou q no menu sai; Ctrl-C sai a qualquer momento, guardando toda rodada confirmada.

help-canasta-play--new =
    Comece uma partida nova mesmo que já haja uma atual

help-canasta-play--variant =
    Variante de uma partida nova (padrão: a da última partida, senão classic)

help-canasta-new =
    Comece uma partida nova e torne-a a atual; o número dela é mostrado
    .after =
        Exemplos:
          canasta new                                    classic, duplas Nós e Eles
          canasta new --side Nós --side Vocês --player Ann --player Bob --player Cy --player Di --dealer Bob
          canasta new --variant classic-2p --side Ann --side Bob
          canasta new --variant classic-3p --side Ann --side Bob --side Cy

        Os jogadores são dados na ordem dos lugares, em sentido horário; os lugares alternam as
        duplas, então com as duplas Nós e Eles os jogadores acima sentam assim: Ann (Nós),
        Bob (Eles), Cy (Nós), Di (Eles).

help-canasta-new--variant =
    Variante: o nome de uma variante (veja `canasta variants`) ou o caminho de um arquivo de variante

help-canasta-new--sides =
    O nome de uma dupla, na ordem dos lugares (com três jogadores: o de um jogador). Padrão: Nós, Eles (e Vocês), no idioma em uso (We, They em inglês)

help-canasta-new--players =
    O nome de um jogador, na ordem dos lugares em sentido horário (opcional)

help-canasta-new--dealer =
    Quem dá as cartas na primeira rodada (padrão: o primeiro lugar)

help-canasta-new--start =
    Comece com totais trazidos de outro lugar (uma partida começada no papel): DUPLA=TOTAL, separados por vírgula, ex.: --start Nós=2350,Eles=1800

help-canasta-new--match_name =
    Jogue esta partida numa série: uma sequência de partidas entre as mesmas duplas. A próxima partida de uma série usa a variante, as duplas e os jogadores da anterior, salvo se forem dados

help-canasta-new--first_to =
    Uma série nova é vencida pela primeira dupla que ganhar N partidas ...

help-canasta-new--games =
    {"."}.. ou tem N partidas (vence quem ganhar mais; depois, quem fizer mais pontos)

help-clap-help =
    Mostre a ajuda

help-canasta-record =
    Anote uma rodada da partida atual e veja o detalhe dela e o placar
    .after =
        Exemplos:
          canasta record "Nós: batida 1l 1s 2v 420 -35" "Eles: 90 -40"        uma linha por dupla
          canasta record --lone Bob "Bob: batida 1l 300" "Ann + Cy: 120" "Ann: -15" "Cy: -20"
                                                três jogadores: a linha da dupla, depois a de cada um
          canasta record "Nós: batida 1l 1s 420 -20" "Eles: sm 1s 150 -85"    Buraco: limpa, suja,
                                                sm: não pegou o morto (mnj: pegou, não jogou)
          canasta record --out Nós --concealed --natural Nós=1 --melded Nós=205 --red-threes Nós=1 \
                         --melded Eles=60 --in-hand Eles=85 --penalty Eles:undeclared_red_three
          canasta record --from hand.yaml
          canasta record --lone Ann --out Ann --natural Ann=1 --melded Ann=150 \
                         --melded Bob=100 --in-hand Bob=40 --melded Cy=30 --in-hand Cy=25   (três jogadores)

        Cada dupla precisa de pelo menos uma flag (ex.: --in-hand Eles=0). Os pontos são valores
        de cartas (múltiplos de 5); os pontos na mão são escritos como números positivos.

        Os jogos e as mãos também podem ser dados em cartas (--meld "Nós=KKKKKKK QQ2",
        --hand Eles=K74, uma vez por jogador); as contagens são calculadas a partir delas.
        Notação das cartas: A K Q J T (ou 10) 9 8 7 6 5 4, 2 (curinga), * (joker), R (três
        vermelho), B (três preto); Kx7 são sete reis; os jogos são separados por espaços ou
        vírgulas.

help-canasta-record--lines =
    O resultado inteiro de cada dupla numa linha, com o nome na frente: "Nós: batida 1l 1s 2v 420 -35" "Eles: 90 -40" (veja a seção "One line per side" do README)

help-canasta-record--game =
    A partida (padrão: a atual)

help-canasta-record--out =
    A dupla que bateu

help-canasta-record--concealed =
    A dupla bateu de mão (baixou a mão inteira numa só vez)

help-canasta-record--hand_canasta =
    A dupla bateu com uma canastra na mão (vienense: de mão, tendo na própria mão uma canastra completa)

help-canasta-record--special =
    A dupla bateu com uma mão especial (americana): DUPLA=MÃO, ex.: Nós=straight

help-canasta-record--nobody_out =
    Ninguém bateu (o monte acabou)

help-canasta-record--red_threes =
    Três vermelhos que uma dupla baixou: DUPLA=N

help-canasta-record--black_threes =
    Três pretos que uma dupla baixou, quando pontuam pela quantidade (americana): DUPLA=N

help-canasta-record--pot =
    O que aconteceu com o morto de uma dupla (o pozzetto do Burraco, o morto do Buraco): DUPLA=not_taken, DUPLA=unplayed (pegou, não jogou) ou DUPLA=taken

help-canasta-record--black_threes_in_hand =
    Três pretos que ficaram nas mãos de uma dupla, quando custam pontos extras (canadense, Bolívia): DUPLA=N

help-canasta-record--incomplete =
    Um jogo que ficou com menos de sete cartas e dá penalidade (americana: aces, sevens, wild, wild_four_jokers): DUPLA=JOGO; DUPLA=none limpa a lista da dupla ao editar

help-canasta-record--holding =
    Jogadores com três ou mais cartas de um valor no fim (americana: aces, sevens): DUPLA:VALOR=N

help-canasta-record--natural =
    Canastras limpas: DUPLA=N

help-canasta-record--mixed =
    Canastras sujas: DUPLA=N

help-canasta-record--canasta =
    Canastras de qualquer tipo que a variante tenha: DUPLA:TIPO=N

help-canasta-record--melded =
    Pontos das cartas que uma dupla baixou (com as cartas das canastras, sem os prêmios): DUPLA=PONTOS

help-canasta-record--in_hand =
    Pontos das cartas que ficaram nas mãos de uma dupla, como número positivo: DUPLA=PONTOS

help-canasta-record--penalty =
    Uma penalidade: DUPLA:NOME ou DUPLA:NOME=QUANTIDADE. Nomes da clássica: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-record--bonus =
    Um prêmio que a variante tenha (canadense, Hand and Foot: exact_cut): DUPLA:NOME ou DUPLA:NOME=QUANTIDADE

help-canasta-record--meld_cards =
    Os jogos de uma dupla escritos em cartas: DUPLA=CARTAS, ex.: Nós=KKKKKKK ou "Nós=KKKKKKK QQ2". Os pontos baixados, as canastras e os jogos incompletos são então calculados e conferidos

help-canasta-record--hand_cards =
    As cartas que ficaram na mão de um jogador: DUPLA=CARTAS, uma vez por jogador (ex.: Eles=K74). Os pontos na mão são então calculados

help-canasta-record--lone =
    Com três jogadores: quem jogou sozinho nesta rodada

help-canasta-record--note =
    Uma nota para guardar com a rodada

help-canasta-record--from =
    Leia a rodada de um arquivo YAML (uma rodada no formato do registro; `-` para a entrada padrão)

help-canasta-show =
    Mostre o placar da partida atual (ou de --game ID)
    .after =
        Exemplos:
          canasta show                      o placar da partida atual
          canasta show --explain            o detalhe item por item de cada rodada, depois o placar
          canasta show --chart --game 3     o placar da partida 3 e o gráfico dos totais acumulados
          canasta show --format json        tudo, para programas (as linhas são dados: veja o README)
          canasta show --chart --format svg -o game.svg     o gráfico como imagem

help-canasta-show--game =
    A partida (padrão: a atual)

help-canasta-show--explain =
    Mostre as linhas do detalhe de cada rodada

help-canasta-show--chart =
    Desenhe sob o placar um gráfico do total acumulado de cada dupla, rodada a rodada

help-canasta-show--format =
    Formato de saída (`svg`: o gráfico como imagem)

help-canasta-show--output =
    Grave neste arquivo em vez da saída padrão (um arquivo existente só é substituído com --force)

help-canasta-show--force =
    Substitua o arquivo de saída se ele existir

help-canasta-list =
    Liste as partidas guardadas
    .after =
        Exemplos:
          canasta list                      todas as partidas: número, variante, data, rodadas, totais, situação
          canasta list --format json        o mesmo, para programas

help-canasta-list--format =
    `table` para pessoas, `json` para programas

help-canasta-use =
    Torne atual uma partida guardada
    .after =
        Exemplos:
          canasta use 3                     agora os comandos agem na partida 3

help-canasta-use--id =
    O número da partida (veja `canasta list`)

help-canasta-undo =
    Remova a última rodada anotada
    .after =
        Exemplos:
          canasta undo
          canasta undo --game 3

help-canasta-undo--game =
    A partida (padrão: a atual)

help-canasta-drop =
    Remova a rodada N de qualquer ponto de uma partida (uma rodada anotada por engano); as seguintes sobem uma posição, e todos os totais, mínimos e carteadores depois dela são recalculados
    .after =
        Exemplos:
          canasta drop 2
          canasta drop 5 --game 3

help-canasta-drop--number =
    A rodada a remover (1 é a primeira)

help-canasta-drop--game =
    A partida (padrão: a atual)

help-canasta-edit =
    Corrija a rodada N de uma partida; todas as rodadas seguintes são recalculadas
    .long =
        Corrija a rodada N de uma partida; todas as rodadas seguintes são recalculadas.

        As flags e as linhas mudam só o que nomeiam (`--melded Nós=300` ou "Eles: -15" deixam todo o resto da rodada como estava, como faz o "Mudar" do modo mesa); uma linha que começa com `=` substitui o resultado inteiro da dupla; `--from ARQUIVO`, a rodada inteira.
    .after =
        Exemplos:
          canasta edit 2 "Eles: -15"                   só os pontos na mão de Eles
          canasta edit 2 "Eles: = 90 -15"              o resultado inteiro de Eles
          canasta edit 2 --melded Eles=65
          canasta edit 3 --out Eles --natural Eles=1
          canasta edit 1 --from hand.yaml

help-canasta-edit--number =
    A rodada a corrigir (1 é a primeira)

help-canasta-edit--lines =
    O resultado inteiro de uma dupla numa linha, substituindo o que ela tinha: "Eles: 90 -40"

help-canasta-edit--game =
    A partida (padrão: a atual)

help-canasta-edit--out =
    A dupla que bateu

help-canasta-edit--concealed =
    A dupla bateu de mão (baixou a mão inteira numa só vez)

help-canasta-edit--hand_canasta =
    A dupla bateu com uma canastra na mão (vienense: de mão, tendo na própria mão uma canastra completa)

help-canasta-edit--special =
    A dupla bateu com uma mão especial (americana): DUPLA=MÃO, ex.: Nós=straight

help-canasta-edit--nobody_out =
    Ninguém bateu (o monte acabou)

help-canasta-edit--red_threes =
    Três vermelhos que uma dupla baixou: DUPLA=N

help-canasta-edit--black_threes =
    Três pretos que uma dupla baixou, quando pontuam pela quantidade (americana): DUPLA=N

help-canasta-edit--pot =
    O que aconteceu com o morto de uma dupla (o pozzetto do Burraco, o morto do Buraco): DUPLA=not_taken, DUPLA=unplayed (pegou, não jogou) ou DUPLA=taken

help-canasta-edit--black_threes_in_hand =
    Três pretos que ficaram nas mãos de uma dupla, quando custam pontos extras (canadense, Bolívia): DUPLA=N

help-canasta-edit--incomplete =
    Um jogo que ficou com menos de sete cartas e dá penalidade (americana: aces, sevens, wild, wild_four_jokers): DUPLA=JOGO; DUPLA=none limpa a lista da dupla ao editar

help-canasta-edit--holding =
    Jogadores com três ou mais cartas de um valor no fim (americana: aces, sevens): DUPLA:VALOR=N

help-canasta-edit--natural =
    Canastras limpas: DUPLA=N

help-canasta-edit--mixed =
    Canastras sujas: DUPLA=N

help-canasta-edit--canasta =
    Canastras de qualquer tipo que a variante tenha: DUPLA:TIPO=N

help-canasta-edit--melded =
    Pontos das cartas que uma dupla baixou (com as cartas das canastras, sem os prêmios): DUPLA=PONTOS

help-canasta-edit--in_hand =
    Pontos das cartas que ficaram nas mãos de uma dupla, como número positivo: DUPLA=PONTOS

help-canasta-edit--penalty =
    Uma penalidade: DUPLA:NOME ou DUPLA:NOME=QUANTIDADE. Nomes da clássica: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-edit--bonus =
    Um prêmio que a variante tenha (canadense, Hand and Foot: exact_cut): DUPLA:NOME ou DUPLA:NOME=QUANTIDADE

help-canasta-edit--meld_cards =
    Os jogos de uma dupla escritos em cartas: DUPLA=CARTAS, ex.: Nós=KKKKKKK ou "Nós=KKKKKKK QQ2". Os pontos baixados, as canastras e os jogos incompletos são então calculados e conferidos

help-canasta-edit--hand_cards =
    As cartas que ficaram na mão de um jogador: DUPLA=CARTAS, uma vez por jogador (ex.: Eles=K74). Os pontos na mão são então calculados

help-canasta-edit--lone =
    Com três jogadores: quem jogou sozinho nesta rodada

help-canasta-edit--note =
    Uma nota para guardar com a rodada

help-canasta-edit--from =
    Substitua a rodada por uma lida de um arquivo YAML

help-canasta-export =
    Grave o registro de uma partida em YAML (na saída padrão, ou -o ARQUIVO)
    .after =
        Exemplos:
          canasta export > game.yaml
          canasta export --game 3 -o club-night.yaml
          canasta export -o club-night.yaml --force      substitui o arquivo gravado da última vez

help-canasta-export--game =
    A partida (padrão: a atual)

help-canasta-export--all =
    Todas as partidas (também as arquivadas) num só arquivo, que `canasta import` restaura

help-canasta-export--format =
    `yaml`: o registro da partida; `csv`: uma linha por rodada e por dupla, para planilhas

help-canasta-export--output =
    Grave neste arquivo em vez da saída padrão (`-`: saída padrão). Um arquivo existente só é substituído com --force; num link, grava-se no arquivo para onde ele aponta

help-canasta-export--force =
    Substitua o arquivo de saída se ele existir

help-canasta-import =
    Leia o registro de uma partida (YAML), confira cada rodada, guarde-a e torne-a a atual; o número dela é mostrado. Um backup (`export --all`) é restaurado por inteiro ou não é restaurado. Uma partida que já está aqui não é adicionada de novo
    .after =
        Exemplos:
          canasta import club-night.yaml
          canasta export --game 3 | canasta --data-dir ~/other import -
          canasta import backup.yaml                    todas as partidas de um backup, ou nenhuma
          canasta import backup.yaml --skip-damaged     todas menos as partidas que não podem ser lidas

help-canasta-import--file =
    O arquivo YAML a ler

help-canasta-import--skip_damaged =
    Restaure as outras partidas de um backup quando algumas não podem ser lidas ou as contas delas não fecham (elas são nomeadas e deixadas de fora)

help-canasta-delete =
    Apague uma partida de vez (pergunta antes; --yes para scripts)
    .after =
        Exemplos:
          canasta delete 3
          canasta delete 3 --yes
        Uma partida que você talvez queira de novo fica melhor arquivada: `canasta archive 3`.

help-canasta-delete--id =
    O número da partida (veja `canasta list`)

help-canasta-delete--yes =
    Sem perguntar

help-canasta-archive =
    Arquive uma partida: fica guardada e contada em `history`, fora de `list` e da escolha de partida do modo mesa
    .after =
        Exemplos:
          canasta archive 3
          canasta unarchive 3          traz a partida de volta

help-canasta-archive--id =
    O número da partida (veja `canasta list`)

help-canasta-unarchive =
    Traga uma partida arquivada de volta para a lista de partidas
    .after =
        Exemplos:
          canasta unarchive 3

help-canasta-unarchive--id =
    O número da partida arquivada (veja `canasta history`)

help-canasta-history =
    Uma linha por partida, as mais recentes primeiro, também as arquivadas: data, variante, duplas, resultado, vantagem, rodadas
    .after =
        Exemplos:
          canasta history
          canasta history --player Ann --variant classic
          canasta history --since 2026-01-01 --until 2026-06-30
          canasta history --format json

        Uma partida terminada que dá pontos de vitória de torneio (o `victory_points` de uma
        variante) mostra os de cada dupla numa coluna própria (`victory_points` no JSON).

help-canasta-history--variant =
    Só partidas desta variante

help-canasta-history--player =
    Só partidas em que esta dupla ou este jogador jogou (maiúsculas ou minúsculas, tanto faz)

help-canasta-history--since =
    Só partidas começadas neste dia ou depois (AAAA-MM-DD)

help-canasta-history--until =
    Só partidas começadas neste dia ou antes (AAAA-MM-DD)

help-canasta-history--format =
    `table` para pessoas, `json` para programas

help-canasta-stats =
    Estatísticas das partidas (também das arquivadas): para cada jogador e cada dupla, partidas ganhas e perdidas, rodadas, melhor e pior, dando as cartas, batidas, canastras, três vermelhos, penalidades; frente a frente com --vs A --vs B
    .after =
        Exemplos:
          canasta stats
          canasta stats --variant classic --since 2026-01-01
          canasta stats --variant three-deals --since 2026-03-07 --until 2026-03-08
                                                     um torneio, classificado por pontos de vitória
          canasta stats --vs Ann --vs Bob            Ann contra Bob
          canasta stats --chart                      os pontos de cada jogador, partida a partida
          canasta stats --format csv > season.csv

        Um torneio: quando as partidas contadas dão pontos de vitória (o `victory_points` de uma
        variante), as tabelas são uma classificação: mais pontos de vitória primeiro e, com pontos
        de vitória iguais, pelos pontos de partida (os totais dessas partidas), cada linha com sua
        posição, pontos de vitória (PV) e pontos de partida (PP); o JSON e o CSV também os trazem
        (`rank`, `victory_points`, `match_points`). Os filtros escolhem as partidas do torneio.

help-canasta-stats--variant =
    Só partidas desta variante

help-canasta-stats--player =
    Só partidas em que esta dupla ou este jogador jogou (maiúsculas ou minúsculas, tanto faz)

help-canasta-stats--since =
    Só partidas começadas neste dia ou depois (AAAA-MM-DD)

help-canasta-stats--until =
    Só partidas começadas neste dia ou antes (AAAA-MM-DD)

help-canasta-stats--vs =
    Dois jogadores (ou duplas, `Ann & Cy`) para um frente a frente: --vs A --vs B

help-canasta-stats--format =
    Formato de saída

help-canasta-stats--chart =
    Desenhe também os pontos de cada jogador somados partida a partida (os jogadores dados com --player, senão os cinco com mais partidas)

help-canasta-players =
    Os jogadores de todas as partidas (um nome é a mesma pessoa em todas as partidas), e a união de duas grafias de uma mesma pessoa
    .after =
        Exemplos:
          canasta players
          canasta players merge Anne Ann        Anne é Ann (anotado na pasta de dados; nenhum arquivo de partida muda)
          canasta players --format json

help-canasta-players--format =
    `table` para pessoas, `json` para programas

help-canasta-players-merge =
    Conte FROM como a mesma pessoa que INTO nas estatísticas e no histórico
    .after =
        Exemplos:
          canasta players merge Anne Ann
          canasta players merge "Bob S" Bob

help-canasta-players-merge--from =
    A grafia a unir à outra

help-canasta-players-merge--into =
    O nome que ela representa

help-clap-help-command =
    Mostre esta mensagem ou a ajuda do(s) subcomando(s) dado(s)

help-canasta-match =
    A situação de uma série: partidas ganhas por cada dupla, pontos, e o vencedor quando decidido
    .after =
        Exemplos:
          canasta new --match club --first-to 3        a primeira partida de uma série
          canasta new --match club                     a próxima partida, mesmas duplas e jogadores
          canasta match club
          canasta match club --format json

help-canasta-match--name =
    O nome da série

help-canasta-match--format =
    `table` para pessoas, `json` para programas

help-canasta-tournament =
    A noite de torneio de um clube: inscritos, rodadas com os lugares definidos por movimento (Mitchell, dinamarquês, todos contra todos, suíço, grupos e mata-mata, à mão; ou as de uma noite individual), o jogo de cada mesa e a classificação calculada a partir deles
    .after =
        Exemplos:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danish"
          canasta tournament seat club          defina os lugares da rodada 1 (Mitchell) e confira
          canasta tournament publish club       o jogo de cada mesa é criado; os lugares ficam fixos
          canasta record --game 7 "Rossi-Bianchi: ..." "Verdi-Neri: ..."   cada mão, em cada mesa
          canasta tournament close club         quando o jogo de todas as mesas terminou
          canasta tournament standings club     PV, depois PP, depois confronto direto
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-new =
    Crie um torneio: a variante, os inscritos (um arquivo, um por linha: "Nome: Jogador, Jogador", ou os jogadores) e o plano de rodadas ("3 mitchell + 1 danish")
    .after =
        Exemplos:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danish"
          canasta tournament new friday --variant burraco-tournament-4 --entrants - --plan "5 round-robin" < pairs.txt
          canasta tournament new home --variant burraco-tournament --plan "1 mitchell + 1 danish" --entrant "Ana, Bob" --entrant "Cy, Di" --entrant "Ed, Flo" --entrant "Gus, Hal"
          canasta tournament new summer --variant burraco-tournament --entrants pairs.txt --groups 2 --plan "3 mitchell + 2 danish"

        Grupos (gironi): `--groups N` distribui os inscritos, na ordem, nos grupos A, B...; ou
        indique-os no arquivo, com uma linha `[A]` acima dos inscritos de cada grupo. Cada grupo
        tem lugares e classificação próprios; suas mesas são numeradas depois das do grupo anterior.

        Movimentos: mitchell [step K] (N-S ficam, L-O andam K mesas), danish (1º contra 2º na
        classificação; modificado, sem repetir o confronto da rodada anterior; `danish pure` o
        permite), round-robin (de 4 a 8 inscritos), swiss (o suíço: se enfrentam os que estão
        perto na classificação, nunca duas vezes os mesmos; a folga para o último dos que
        tiveram menos folgas), manual (os lugares dados com `seat --seating ARQUIVO`). Em
        português também valem passo, dinamarquês, puro, todos-contra-todos e suíço.

help-canasta-tournament-new--name =
    O nome do torneio (letras, algarismos, `-` e `_`)

help-canasta-tournament-new--variant =
    A variante que todas as mesas jogam: uma variante com número fixo de mãos

help-canasta-tournament-new--entrants =
    O arquivo dos inscritos, um por linha (`-`: entrada padrão). Sem ele nem `--entrant`, num terminal, eles são digitados um por linha, cada um conferido ao ser digitado

help-canasta-tournament-new--entrant =
    Um inscrito, escrito como numa linha do arquivo ("Nome: Jogador, Jogador", ou os jogadores); uma vez para cada

help-canasta-tournament-new--plan =
    O plano: "3 mitchell + 1 danish", "3 swiss", "2 grupos + mata-mata", "5 individual"

help-canasta-tournament-new--sit_out_vp =
    Os pontos de vitória de um inscrito que fica de folga numa rodada (padrão 10, um empate na escala de 0 a 20)

help-canasta-tournament-new--sit_out_mp =
    Os pontos de partida de um inscrito que fica de folga numa rodada (padrão 0; uma regra de clube pode dar +355 com 14 PV)

help-canasta-tournament-new--mp_tiebreak =
    Como se desempatam inscritos iguais em pontos de vitória: `difference` (os pontos de partida ganhos menos os sofridos, como na FIBUR) ou `scored` (os pontos feitos, como fazem alguns organizadores)

help-canasta-tournament-new--round_minutes =
    Quanto dura uma rodada, em minutos, a partir da publicação: `status` e o placar mostram o tempo restante, com um aviso nos últimos 10 minutos

help-canasta-tournament-new--rank_by =
    O primeiro critério da classificação: `vp` (pontos de vitória, ou partidas ganhas sem uma tabela de pontos de vitória) ou `points` (os pontos feitos, somados: uma noite de Canastra)

help-canasta-tournament-new--groups =
    Distribua os inscritos, na ordem, neste número de grupos (A, B, ...), cada um com lugares e classificação próprios; ou indique os grupos no arquivo dos inscritos (`[A]`)

help-canasta-tournament-seat =
    Defina os lugares da próxima rodada pelo plano (ou refaça os da rodada já sentada); `--seating ARQUIVO` os dá à mão, em linhas `mesa ns lo` (`- N`: N fica de folga)
    .after =
        Exemplos:
          canasta tournament seat club                      a próxima rodada, pelo plano
          canasta tournament seat club --seating draw.txt   à mão: "1 3 8" é a mesa 1, 3 em N-S contra 8 em L-O; "- 5": 5 fica de folga

help-canasta-tournament-seat--name =
    O nome do torneio

help-canasta-tournament-seat--seating =
    Os lugares à mão: um arquivo de linhas `mesa ns lo` (`-`: entrada padrão)

help-canasta-tournament-publish =
    Publique a rodada com lugares definidos: o jogo de cada mesa é criado (com os nomes dos inscritos como duplas), e os lugares ficam fixos daí em diante
    .after =
        Exemplos:
          canasta tournament publish club

help-canasta-tournament-publish--name =
    O nome do torneio

help-canasta-tournament-close =
    Feche a rodada publicada quando o jogo de todas as mesas tiver terminado
    .after =
        Exemplos:
          canasta tournament close club
          canasta edit --game 12 2 "N-S: ..." --why "a súmula foi somada errado"   o resultado de uma rodada fechada, pelo diretor

help-canasta-tournament-close--name =
    O nome do torneio

help-canasta-tournament-seating =
    Quem senta onde numa rodada (a última com lugares definidos, salvo --round)
    .after =
        Exemplos:
          canasta tournament seating club
          canasta tournament seating club --round 2 --format json

help-canasta-tournament-seating--name =
    O nome do torneio

help-canasta-tournament-seating--round =
    A rodada (a última com lugares definidos, se não for dada)

help-canasta-tournament-seating--format =
    `table` para pessoas, `json` para programas

help-canasta-tournament-standings =
    A classificação: pontos de vitória (ou partidas ganhas), depois pontos de partida, depois o resultado entre os empatados
    .after =
        Exemplos:
          canasta tournament standings club
          canasta tournament standings club --round 3
          canasta tournament standings club --phase 2        só as rodadas do dinamarquês
          canasta tournament standings club --format csv > standings.csv
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-standings--name =
    O nome do torneio

help-canasta-tournament-standings--round =
    A classificação depois desta rodada (todas as rodadas jogadas, se não for dada)

help-canasta-tournament-standings--phase =
    A classificação só desta fase do plano (1: a primeira), ex.: o prêmio próprio das rodadas finais do dinamarquês

help-canasta-tournament-standings--format =
    `table` para pessoas, `json` para programas, `csv` para uma planilha, `html` para uma página a imprimir

help-canasta-tournament-status =
    A mesa do diretor: a rodada em andamento, mesa por mesa (mãos jogadas, jogo terminado ou não, os pontos e os pontos de vitória de cada linha, correções), e o relógio dela
    .after =
        Exemplos:
          canasta tournament status club
          canasta tournament status club --format json

help-canasta-tournament-status--name =
    O nome do torneio

help-canasta-tournament-status--format =
    `table` para pessoas, `json` para programas

help-canasta-tournament-absent =
    Um inscrito (uma dupla; um jogador numa noite individual) ausente nas próximas rodadas (`--back`: presente de novo): o adversário recebe os pontos de uma folga, e uma rodada do dinamarquês emparelha os demais
    .after =
        Exemplos:
          canasta tournament absent club 7              a dupla 7 foi embora
          canasta tournament absent club 7 --back       a dupla 7 voltou
          canasta tournament absent club "Ana Rossi"    por um nome como a distribuição mostra

help-canasta-tournament-absent--name =
    O nome do torneio

help-canasta-tournament-absent--entrant =
    O inscrito: o número, ou o nome (o de um jogador numa noite individual)

help-canasta-tournament-absent--back =
    Presente de novo

help-canasta-tournament-export =
    O torneio e os jogos das suas mesas em YAML (um documento para cada, o torneio primeiro), ou o arquivo de resultados dele para uma federação ou um circuito (`--format results`: JSON, descrito em docs/results.schema.json; `results-csv`: uma linha por mesa de cada rodada)
    .after =
        Exemplos:
          canasta tournament export club > club.yaml
          canasta tournament export club --format results --club "Circolo Roma" --members socios.txt > club.json
          canasta tournament export club --format results-csv > club.csv

help-canasta-tournament-export--name =
    O nome do torneio

help-canasta-tournament-export--format =
    `yaml`: o torneio e os jogos das suas mesas (uma cópia da noite); `results`: o arquivo de resultados dele (JSON); `results-csv`: os resultados das suas mesas em CSV

help-canasta-tournament-export--club =
    O clube que organizou o torneio, escrito no arquivo de resultados dele

help-value-club =
    CLUBE

help-canasta-tournament-export--members =
    Os números de sócio dos jogadores para o arquivo de resultados: um arquivo de linhas `Jogador: NÚMERO` (`-`: a entrada padrão)

help-canasta-tournament-read-results =
    Leia um arquivo de resultados (de qualquer clube, como `export --format results` o escreve), recalcule a classificação a partir das mesas e mostre-a; um arquivo cuja classificação não fecha com as mesas é recusado, citando a primeira linha que difere
    .after =
        Exemplos:
          canasta tournament read-results club.json
          canasta tournament read-results club.json --format csv

help-canasta-tournament-read-results--file =
    O arquivo de resultados (`-`: a entrada padrão)

help-canasta-tournament-read-results--format =
    Como a classificação é escrita

help-canasta-tournament-publish-site =
    Os resultados da noite como uma pasta de páginas web (a classificação, cada rodada mesa por mesa, a súmula de cada mesa; tema claro e escuro), para qualquer servidor web: os jogadores as abrem em casa depois da noite
    .after =
        Exemplos:
          canasta tournament publish-site club results/

help-canasta-tournament-publish-site--name =
    O nome do torneio

help-canasta-tournament-publish-site--dir =
    A pasta onde gravar as páginas (criada se não existir)

help-canasta-tournament-publish-site--force =
    Substitua as páginas que a pasta já tem (de uma publicação anterior)

help-canasta-tournament-list =
    Os torneios da pasta de dados
    .after =
        Exemplos:
          canasta tournament list

help-canasta-tournament-list--format =
    `table` para pessoas, `json` para programas

help-canasta-tournament-sheet =
    Uma página para imprimir com os códigos QR das mesas (HTML, na saída padrão): o celular de cada mesa escaneia o seu, que abre a página do anotador no jogo dessa mesa na rodada em andamento, rodada após rodada. `--base`: o endereço do placar, como `canasta serve --tournament` o mostra
    .after =
        Exemplos:
          canasta tournament sheet club --base http://192.168.1.20:8470 > tables.html

help-canasta-tournament-sheet--name =
    O nome do torneio

help-canasta-tournament-sheet--base =
    O endereço do placar: `http://HOST:PORTA`

help-canasta-tournament-sign =
    Assine a classificação final quando todas as rodadas do plano estiverem fechadas: daí em diante nada do torneio muda, com motivo ou sem, até ele ser reaberto
    .after =
        Exemplos:
          canasta tournament sign club

help-canasta-tournament-sign--name =
    O nome do torneio

help-canasta-tournament-reopen =
    Reabra um torneio assinado, dizendo por quê (`--why`, guardado no arquivo do torneio): os resultados dele podem ser corrigidos de novo, cada correção com seu motivo, como antes
    .after =
        Exemplos:
          canasta tournament reopen club --why "a súmula da mesa 4 foi somada errado"

help-canasta-tournament-reopen--name =
    O nome do torneio

help-canasta-tournament-keys =
    As chaves das mesas do torneio (o celular de cada mesa abre o jogo dela com a sua); `--new` cria chaves novas para todas as mesas, e as antigas não abrem mais nada: imprima de novo a folha das mesas
    .after =
        Exemplos:
          canasta tournament keys club
          canasta tournament keys club --new      uma chave foi perdida ou vista: chaves novas, depois a folha de novo

help-canasta-tournament-keys--name =
    O nome do torneio

help-canasta-tournament-keys--new =
    Chaves novas para todas as mesas (as antigas não abrem mais nada)

help-canasta-tournament-desk =
    A mesa do diretor no terminal, no estilo do modo mesa: a rodada em andamento mesa por mesa, os passos da rodada (sentar, publicar, fechar), o jogo de uma mesa aberto para anotar a súmula de papel ou corrigi-la (um resultado confirmado ou fechado pede antes o motivo, guardado no registro do torneio), e a classificação
    .after =
        Exemplos:
          canasta tournament desk club

help-canasta-tournament-desk--name =
    O nome do torneio

help-canasta-circuit =
    A classificação de um circuito (um circuito de verão, um campeonato de clube, o ranking de uma federação): os torneios de uma pasta somados, de cada dupla e de cada jogador (com todas as suas duplas), com a frequência e os finalistas pela regra do circuito
    .long =
        A classificação de um circuito (um circuito de verão, um campeonato de clube, o ranking de uma federação): os torneios de uma pasta somados, de cada dupla e de cada jogador (com todas as suas duplas), com a frequência e os finalistas pela regra do circuito.

        A pasta tem os torneios: arquivos de resultados (`tournament export --format results`, de qualquer clube) e noites exportadas inteiras (`tournament export`), cada um conferido pelo árbitro (a classificação recalculada a partir das mesas, os jogos refeitos); um que não fecha é recusado, com o nome dele. O `circuit.yaml` dela dá o nome do circuito e os finalistas: `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}` (os 4 primeiros de cada etapa, ou `share: 25` para o primeiro quarto, que jogaram 3 etapas ou mais), ou `{"{"}rule: overall, top: 16, min_stages: 3{"}"}` (os 16 primeiros do circuito).
    .after =
        Exemplos:
          canasta circuit summer-tour/
          canasta circuit summer-tour/ --site summer-tour-site/     também como página web
          canasta circuit summer-tour/ --format csv > summer-tour.csv

help-canasta-circuit--dir =
    A pasta do circuito: os torneios dele (arquivos de resultados `*.json`, noites `*.yaml` como `tournament export` as escreve) e, se houver, o `circuit.yaml` dele (o nome e a regra dos finalistas)

help-canasta-circuit--format =
    Como a classificação é escrita

help-canasta-circuit--site =
    Escreva-a também como página web (`index.html` e a folha de estilo dela) nesta pasta

help-canasta-circuit--force =
    Substitua as páginas que a pasta de `--site` já tem

help-canasta-serve =
    Mostre a partida atual ao vivo numa página web para os celulares da mesa, e uma página para o celular do anotador registrá-la
    .long =
        Mostre a partida atual ao vivo numa página web para os celulares da mesa, e uma página para o celular do anotador registrá-la.

        Mostra o endereço do placar e um código QR dele. Por padrão, no endereço local (loopback); com --listen 0.0.0.0:8470 os celulares da mesa conseguem acessá-lo, e então o endereço leva uma chave aleatória que a página exige. Depois, o endereço e o código QR da página do anotador, com a chave própria dela depois de `#`: o celular que marca os pontos anota as rodadas ali (a chave do placar não dá esse acesso). Enter gera uma chave nova do anotador (um celular perdido). Ctrl-C o encerra.
    .after =
        Exemplos:
          canasta serve                          http://127.0.0.1:8470/ nesta máquina
          canasta serve --listen 0.0.0.0:8470    para os celulares da mesa (escaneie o código QR)
          canasta serve --game 3

help-canasta-serve--listen =
    Endereço e porta em que escutar

help-canasta-serve--game =
    A partida a mostrar (padrão: a atual, seja qual for)

help-canasta-serve--tls =
    Sirva por HTTPS, com esta cadeia de certificados e a chave privada dela (arquivos PEM), para que a chave do anotador nunca passe pela rede às claras

help-canasta-serve--tournament =
    Uma noite de torneio: o placar mostra os lugares e a classificação, e o celular de cada mesa (com o código QR dela na folha que `canasta tournament sheet` imprime) anota o jogo dessa mesa na rodada em andamento

help-canasta-min =
    Mostre o mínimo para baixar para uma pontuação acumulada
    .after =
        Exemplos:
          canasta min 1500                  90
          canasta min -- -20                15 (uma pontuação negativa)
          canasta min --variant classic-6p-teams-of-3 7000    150
          canasta min 1500 --format json    {"{"}"variant": "classic", "at": {"{"}"score": 1500{"}"}, "minimum": 90{"}"}

help-canasta-min--variant =
    Variante: o nome de uma variante (veja `canasta variants`) ou o caminho de um arquivo de variante

help-canasta-min--score =
    Pontuação acumulada (pode ser negativa; no máximo 999999999, para mais ou para menos)

help-canasta-min--hand =
    O número da rodada, para uma variante cujo mínimo depende da rodada (Hand and Foot)

help-canasta-min--format =
    `table` para pessoas, `json` para programas

help-canasta-variants =
    Liste as variantes (as incluídas e as suas), mostre as regras de uma, ou confira um arquivo de variante
    .after =
        Exemplos:
          canasta variants
          canasta variants show american
          canasta variants check ours.yaml
          canasta variants show american --format json

        Uma variante sua é um arquivo YAML, em geral de poucas linhas:
          extends: classic
          description: Clássica até 3000, prêmio de batida de mão 300
          target: 3000
          going_out: {"{"}concealed_bonus: 300{"}"}
        Coloque-o na pasta `presets/` da pasta de configuração para usá-lo pelo nome
        (`canasta new --variant ours`), ou dê o caminho dele (`canasta new --variant ./ours.yaml`).

help-canasta-variants-show =
    Mostre as regras de uma variante numa tabela
    .after =
        Exemplos:
          canasta variants show classic
          canasta variants show ./ours.yaml

help-canasta-variants-show--variant =
    Variante: o nome de uma variante (veja `canasta variants`) ou o caminho de um arquivo de variante

help-canasta-variants-check =
    Confira um arquivo de variante: saída 0 e as regras dele se estiver certo, saída 2 com o campo errado se não
    .after =
        Exemplos:
          canasta variants check ours.yaml

help-canasta-variants-check--file =
    O arquivo de variante

help-canasta-check =
    Pergunte às regras: esta primeira baixada basta, posso pegar o lixo, podemos bater, esta é uma mão especial. Saída 0 para sim, 1 para não, 2 para entrada inválida
    .after =
        Exemplos:
          canasta check meld KKK QQ2 --score 1500         basta com 1500? (90: não)
          canasta check pile --top 9 --hand 99            posso pegar o lixo?
          canasta check out --canastas 1                  podemos bater?
          canasta check hand A2R456789TJQK* --variant american   uma mão especial?
          canasta check meld KKK QQ2 --score 1500 --format json   a resposta em JSON

        Notação das cartas: um jogo é uma palavra de símbolos de cartas: A K Q J T (ou 10)
        9 8 7 6 5 4, 2 (curinga), * (joker), R (três vermelho), B (três preto); minúsculas
        também servem. Kx7 são sete reis. Os jogos são separados por espaços ou vírgulas:
        "666 AAA2" são dois jogos.

help-canasta-check-meld =
    Esta primeira baixada basta? Mostra a contagem de cada jogo, o total, o mínimo e o veredito; saída 0 basta, 1 não basta, 2 jogo inválido
    .after =
        Exemplos:
          canasta check meld KKK QQ2 --top K --score 0        com 0, 70 atinge os 50 exigidos
          canasta check meld KKK QQ2 --top K --score 1500     70 não atinge 90
          canasta check meld AAA KKK QQ2 --variant american --score 2000
          canasta check meld KKKKKKK 555 --going-out --score 3000   de mão: sem mínimo
          canasta check meld 666 AAA2 --game 1 --side Nós

        Notação das cartas: A K Q J T (ou 10) 9 8 7 6 5 4, 2 (curinga), * (joker), R (três
        vermelho), B (três preto); Kx7 são sete reis; jogos separados por espaços ou vírgulas.

help-canasta-check-meld--cards =
    Os jogos, ex.: KKK QQ2 (ou "KKK QQ2")

help-canasta-check-meld--variant =
    Variante: o nome de uma variante ou o caminho de um arquivo de variante (padrão: as regras da partida atual, ou classic quando não há partida atual)

help-canasta-check-meld--game =
    Use as regras desta partida (e, com --side, a pontuação da dupla)

help-canasta-check-meld--score =
    A pontuação acumulada da dupla (pode ser negativa: --score -20). No máximo 999999999, para mais ou para menos: além do que qualquer partida alcança, é recusada, não arredondada

help-canasta-check-meld--side =
    A dupla cujo mínimo vale (com --game, ou a partida atual)

help-canasta-check-meld--top =
    A carta de cima do lixo, pega para este jogo (ela está entre os jogos)

help-canasta-check-meld--going_out =
    O jogador baixa a mão inteira nesta vez, depois de comprar do monte (bater de mão)

help-canasta-check-pile =
    Este jogador pode pegar o lixo? Veredito e motivo; saída 0 sim, 1 não
    .after =
        Exemplos:
          canasta check pile --top 7 --hand 72 --table 7777 --frozen      não: travado, só com um par natural
          canasta check pile --top B --hand BB                             não: um três preto tranca o lixo
          canasta check pile --variant american --top 9 --hand "AA* QQQ 992 TT" --not-melded   sim

help-canasta-check-pile--variant =
    Variante: o nome de uma variante ou o caminho de um arquivo de variante (padrão: as regras da partida atual, ou classic quando não há partida atual)

help-canasta-check-pile--game =
    Use as regras desta partida (e, com --side, a pontuação da dupla)

help-canasta-check-pile--top =
    A carta de cima do lixo

help-canasta-check-pile--hand =
    As cartas da mão do jogador que poderiam ser usadas (ou a mão inteira)

help-canasta-check-pile--table =
    Os jogos da dupla na mesa

help-canasta-check-pile--not_melded =
    A dupla ainda não fez a primeira baixada

help-canasta-check-pile--frozen =
    Há um curinga ou um três vermelho no lixo (ele está travado)

help-canasta-check-pile--opponents =
    Os jogos dos adversários na mesa (as canastras completas deles contam em algumas variantes)

help-canasta-check-pile--hand_size =
    Quantas cartas o jogador tem na mão

help-canasta-check-pile--pile_size =
    Quantas cartas há no lixo

help-canasta-check-out =
    Esta dupla pode bater agora? Veredito e motivo; saída 0 sim, 1 não
    .after =
        Exemplos:
          canasta check out --table "KKKKKKK QQ2" --left 1
          canasta check out --variant american --canasta natural=1 --canasta mixed=1 --left 0
          canasta check out --canastas 1 --partner-said-no

help-canasta-check-out--variant =
    Variante: o nome de uma variante ou o caminho de um arquivo de variante (padrão: as regras da partida atual, ou classic quando não há partida atual)

help-canasta-check-out--game =
    Use as regras desta partida (e, com --side, a pontuação da dupla)

help-canasta-check-out--table =
    Os jogos da dupla na mesa, inclusive os que baixam nesta vez

help-canasta-check-out--canastas =
    Canastras completas, de qualquer tipo

help-canasta-check-out--canasta =
    Canastras completas de um tipo: TIPO=N (ex.: natural=2)

help-canasta-check-out--left =
    Cartas que o jogador ainda teria depois de baixar tudo o que pode (1: uma para descartar)

help-canasta-check-out--concealed =
    A dupla do jogador ainda não baixou nada: bater de mão

help-canasta-check-out--partner_said_no =
    O jogador perguntou "posso bater?" e o parceiro disse não

help-canasta-check-out--no_pot =
    A dupla ainda não pegou o morto (o pozzetto do Burraco, o morto do Buraco)

help-canasta-check-hand =
    Esta mão de catorze cartas é uma mão especial (americana)? Saída 0 sim, 1 não
    .after =
        Exemplos:
          canasta check hand A2R456789TJQK*          uma sequência (3000)
          canasta check hand 4455778899TTQQ          sete pares (2500)
          canasta check hand 4446666JJJJAAA          quadras e trincas (2000)

help-canasta-check-hand--cards =
    As catorze cartas

help-canasta-check-hand--variant =
    Variante (padrão: american)

help-canasta-manpage =
    Mostre a página de manual (roff), para `man canasta`; --dir grava todas as páginas (uma por subcomando, como `man canasta-record`)
    .after =
        Exemplos:
          mkdir -p ~/.cargo/share/man/man1
          canasta manpage --dir ~/.cargo/share/man/man1           depois: man canasta, man canasta-record
          canasta manpage > ~/.cargo/share/man/man1/canasta.1

help-canasta-manpage--dir =
    Grave nesta pasta a página principal e uma página por subcomando

help-canasta-completions =
    Mostre um script de autocompletar para o shell
    .after =
        Exemplos:
          canasta completions bash > ~/.local/share/bash-completion/completions/canasta
          canasta completions zsh > ~/.zfunc/_canasta
          canasta completions fish > ~/.config/fish/completions/canasta.fish

help-canasta-completions--shell =
    O shell

## As palavras do próprio clap: os títulos da ajuda, o que ele acrescenta depois da ajuda de
## uma opção, e as recusas da linha de comando.

help-clap-usage = Uso:
help-clap-commands = Comandos:
help-clap-arguments = Argumentos:
help-clap-options = Opções:
help-clap-default = padrão: { $value }
help-clap-env = variável de ambiente: { $name }
help-clap-possible-values = valores possíveis: { $values }
help-clap-commands-list = subcomandos: { $values }
help-clap-error = erro:
help-clap-unknown-argument = argumento inesperado '{ $arg }'
help-clap-unknown-command = subcomando desconhecido '{ $command }'
help-clap-invalid-value = valor inválido '{ $value }' para '{ $arg }'
help-clap-value-required = '{ $arg }' precisa de um valor, mas nenhum foi dado
help-clap-missing = faltam os seguintes argumentos obrigatórios:
help-clap-missing-command = '{ $command }' precisa de um subcomando, mas nenhum foi dado
help-clap-twice = o argumento '{ $arg }' não pode ser usado mais de uma vez
help-clap-conflict = o argumento '{ $arg }' não pode ser usado com '{ $other }'
help-clap-conflict-any = o argumento '{ $arg }' não pode ser usado com um ou mais dos outros argumentos dados
help-clap-too-many = valor inesperado '{ $value }' para '{ $arg }'; nenhum outro era esperado
help-clap-wrong-number = '{ $arg }' precisa de { $expected } valores, mas { $given } foram dados
help-clap-no-equals = é preciso um sinal de igual para dar valores a '{ $arg }'
help-clap-tip = dica:
help-clap-similar-command = { $count ->
    [one] existe um subcomando parecido: '{ $name }'
   *[other] existem subcomandos parecidos: '{ $name }'
}
help-clap-similar-argument = { $count ->
    [one] existe um argumento parecido: '{ $name }'
   *[other] existem argumentos parecidos: '{ $name }'
}
help-clap-similar-value = { $count ->
    [one] existe um valor parecido: '{ $name }'
   *[other] existem valores parecidos: '{ $name }'
}
help-clap-more = Para saber mais, use '{ $flag }'.

## Os marcadores da linha de uso e de cada opção (o que se escreve no lugar deles).

help-value-dir =
    PASTA
help-value-seconds =
    SEGUNDOS
help-value-reason =
    MOTIVO
help-value-when =
    QUANDO
help-value-lang =
    IDIOMA
help-value-command =
    COMANDO
help-value-options =
    OPÇÕES
help-value-variant =
    VARIANTE
help-value-name =
    NOME
help-value-side-total =
    DUPLA=TOTAL,...
help-value-n =
    N
help-value-side-line =
    DUPLA: LINHA
help-value-id =
    ID
help-value-side =
    DUPLA
help-value-side-hand =
    DUPLA=MÃO
help-value-side-n =
    DUPLA=N
help-value-side-what =
    DUPLA=O_QUÊ
help-value-side-meld =
    DUPLA=JOGO
help-value-side-rank-n =
    DUPLA:VALOR=N
help-value-side-kind-n =
    DUPLA:TIPO=N
help-value-side-points =
    DUPLA=PONTOS
help-value-side-name-n =
    DUPLA:NOME[=N]
help-value-side-cards =
    DUPLA=CARTAS
help-value-player =
    JOGADOR
help-value-note =
    NOTA
help-value-file =
    ARQUIVO
help-value-format =
    FORMATO
help-value-number =
    NÚMERO
help-value-date =
    DATA
help-value-from =
    FROM
help-value-into =
    INTO
help-value-entrants =
    INSCRITOS
help-value-entrant =
    INSCRITO
help-value-plan =
    PLANO
help-value-sit-out-vp =
    PV_FOLGA
help-value-sit-out-mp =
    PP_FOLGA
help-value-mp-tiebreak =
    DESEMPATE_PP
help-value-round-minutes =
    MINUTOS_RODADA
help-value-rank-by =
    ORDEM
help-value-groups =
    GRUPOS
help-value-seating =
    LUGARES
help-value-round =
    RODADA
help-value-phase =
    FASE
help-value-base =
    BASE
help-value-address-port =
    HOST:PORTA
help-value-cert =
    CERT
help-value-key =
    CHAVE
help-value-score =
    PONTUAÇÃO
help-value-cards =
    CARTAS
help-value-card =
    CARTA
help-value-melds =
    JOGOS
help-value-kind-n =
    TIPO=N
help-value-shell =
    SHELL
