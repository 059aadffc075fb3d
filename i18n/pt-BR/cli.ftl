## pt-BR: cli
cli-no-such-language = não existe o idioma `{ $tag }`: escolha um de { $known }

## The error line every refusal is printed on.
cli-error = erro: { $message }

## Files named on the command line.
cli-cannot-create = não foi possível criar { $path }: { $error }
cli-cannot-write = não foi possível gravar { $path }: { $error }
cli-cannot-read = não foi possível ler { $path }: { $error }
cli-standard-input = a entrada padrão
cli-wrote-manpages = As páginas do manual foram gravadas em { $path }.

## canasta serve
cli-board-at = O placar está em { $address }
cli-board-stop-hint = Ctrl-C o encerra.
cli-serve-cannot-listen = não é possível escutar em { $address }: { $error }; use outro --listen ENDEREÇO:PORTA
cli-serve-no-address = o placar não tem endereço IP
cli-serve-no-key = sem chave aleatória: { $error }
cli-serve-socket = o socket do placar não pode ser usado
cli-serve-cannot-start = o placar não consegue iniciar
cli-board-stopped = O placar foi encerrado.

## canasta new, use, show, list
cli-started = Partida { $id } iniciada ({ $variant }): { $sides }. Começa dando as cartas: { $dealer }.
cli-output-needs-svg = -o grava o gráfico como imagem: use --format svg (o placar vai para a saída padrão)
cli-wrote-chart = O gráfico da partida { $id } foi gravado em { $path }.
cli-show-title = Partida { $id } ({ $variant }): { $sides }
cli-no-games = Nenhuma partida ainda: comece uma com `canasta new` ou `canasta play`.
cli-now-current = Agora a partida atual é a { $id }.

## canasta undo, drop
cli-removed-hand = { $term ->
       *[other] Rodada
    } { $number } removida ({ $summary }).
cli-removed-did-not-add-up = as contas não fechavam; agora fecham de novo

## canasta export
cli-all-is-yaml = --all grava todas as partidas em YAML, para restaurar com `canasta import`; para csv, exporte uma partida por vez
cli-backup-damaged = A partida { $id } está danificada ({ $why }); o backup a leva como está, e `canasta import --skip-damaged` restaura as outras.
cli-wrote-games = { $count ->
        [1] { $count } partida gravada
       *[other] { $count } partidas gravadas
    } em { $path }.
cli-wrote-game = Partida { $id } gravada em { $path }.

## canasta delete, archive, unarchive
cli-delete-needs-yes = apagar a partida { $id } não tem volta; use --yes para apagá-la sem pergunta (ou `canasta archive { $id }` para tirá-la do caminho)
cli-delete-confirm = Apagar a partida { $id } de vez? Ela não poderá ser recuperada
cli-nothing-deleted = Nada foi apagado.
cli-deleted = Partida { $id } apagada.
cli-archived = Partida { $id } arquivada: fora de `canasta list`, ainda em `canasta history`; `canasta unarchive { $id }` a traz de volta.
cli-unarchived = A partida { $id } voltou para a lista de partidas.

## canasta stats, history, players
cli-vs-two-names = --vs recebe dois nomes, um de cada vez: --vs Ann --vs Bob (você deu { $given })
cli-vs-unknown = { $who } não jogou em nenhuma destas partidas; `canasta players` lista quem jogou
cli-bad-day = --{ $flag } { $day }: escreva o dia como AAAA-MM-DD, por exemplo 2026-01-31
cli-merge-same-table = { $from } e { $into } jogaram na mesma mesa ({ $sides }, iniciada em { $day }): são duas pessoas; nada foi unido
cli-merged = { $from } passa a contar como { $into } (em `canasta stats` e `history --player`); nenhum arquivo de partida foi alterado.

## canasta import
cli-import-skipped = Partida { $id } ignorada: { $why }
cli-import-already = A partida { $was } já está aqui (como partida { $id }); não foi adicionada de novo.
cli-import-already-many = { $count ->
        [1] { $count } partida do backup já está aqui; não foi adicionada
       *[other] { $count } partidas do backup já estão aqui; não foram adicionadas
    } de novo.
cli-import-restored-many = { $count ->
        [1] { $count } partida restaurada
       *[other] { $count } partidas restauradas
    }, cada uma com seu número.
cli-import-restored-many-moved = { $count ->
        [1] { $count } partida restaurada
       *[other] { $count } partidas restauradas
    }.
cli-import-restored = Partida { $id } restaurada{ $archived ->
        [yes] , arquivada
       *[no] {""}
    }.
cli-import-restored-moved = Partida { $id } restaurada (era a { $was }; esse número já está em uso){ $archived ->
        [yes] , arquivada
       *[no] {""}
    }.
cli-import-more = ... e mais { $count } com números novos.
cli-import-matches = Restaurados: { $matches ->
        [1] { $matches } série
       *[other] { $matches } séries
    } e { $merged ->
        [1] { $merged } nome unido
       *[other] { $merged } nomes unidos
    }.
cli-import-nothing = Nada foi adicionado: todas as partidas do backup já estão aqui.
cli-imported = Partida { $id } importada ({ $variant }, { $hands ->
        [1] { $hands } { $term ->
           *[other] rodada
        }
       *[other] { $hands } { $term ->
           *[other] rodadas
        }
    }): { $sides }.
cli-import-same = Esta partida já está aqui, como partida { $id }; nada foi importado.
cli-import-extended = { $added ->
        [one] A { $term ->
           *[other] rodada
        } { $from } desta cópia foi adicionada
       *[other] As { $term ->
           *[other] rodadas
        } { $from } a { $to } desta cópia foram adicionadas
    } à partida { $id }, que já tinha as anteriores: { $sides }.
cli-import-behind = A partida { $id } já está aqui, mais adiantada que esta cópia ({ $kept } contra { $copy }, as desta cópia entre elas); nada foi importado.

## canasta check
cli-check-unreadable-current = nota: a partida atual ({ $id }) não pode ser lida, então a resposta segue as regras da Canastra clássica; indique as regras com --variant
cli-check-whose-minimum = o mínimo para baixar de quem? use --score N (o total da dupla) ou --side NOME (com --game ID, ou a partida atual)

## canasta variants
cli-variants-head-variant = variante
cli-variants-head-description = descrição
cli-variants-yours = (sua) { $description }
cli-variants-yours-problem = (sua: { $file }) { $problem }
cli-variants-own-presets = Suas próprias variantes ficam em { $dir } (veja `canasta variants --help`).
cli-variants-good-preset = { $file }: uma variante válida, `{ $name }`.

## Shell completion: a game id whose file cannot be read.
cli-complete-damaged = danificada
cli-serve-scorer-at = A página do anotador (só para o celular que marca os pontos; Enter aqui gera uma chave nova) está em { $address }
cli-serve-scorer-new-key = A chave do anotador foi trocada; a página do anotador agora está em { $address }

cli-slip-warning = aviso: { $fact }. Se esses pontos não estão nos pontos baixados, corrija a { $term ->
       *[other] rodada
    } { $number }: canasta edit { $game }{ $number } "{ $side }: -pontos"
cli-slip-melded-warning = aviso: { $fact }. Se os pontos baixados não estão certos, corrija a { $term ->
       *[other] rodada
    } { $number }: canasta edit { $game }{ $number } "{ $side }: pontos"

cli-permission-hint = o canasta não tem permissão para ler ou escrever esse arquivo: dê ao seu usuário permissão de leitura e escrita na pasta de dados e nos arquivos dela (por exemplo `chmod -R u+rw PASTA`), ou rode o canasta com o usuário dono deles
cli-held-hint = outro programa pode estar com esse arquivo aberto (um antivírus, um programa de backup ou de sincronização como o OneDrive, um editor): o canasta tentou de novo durante quatro segundos. Feche esse programa, ou exclua a pasta de dados das verificações dele, e tente de novo. Se continuar, dê ao seu usuário permissão para modificar a pasta de dados (Propriedades, guia Segurança)
cli-serve-tls-no-certificate = { $path } não contém um certificado (um arquivo PEM com -----BEGIN CERTIFICATE-----): dê primeiro o certificado e depois a chave, p. ex. `canasta serve --tls cert.pem key.pem`
cli-serve-tls-no-key = { $path } não contém uma chave privada (um arquivo PEM com -----BEGIN PRIVATE KEY-----, RSA ou EC): dê primeiro o certificado e depois a chave
cli-serve-tls-mismatch = a chave { $key } não é a do certificado { $cert }: dê o certificado e a chave privada com que ele foi feito
cli-serve-tls-refused = o certificado e a chave não servem para HTTPS: { $reason }

cli-tournament-created = Torneio { $name } criado: { $entrants } inscritos, { $variant }, { $plan } ({ $rounds } { $rounds ->
    [one] rodada
   *[other] rodadas
}). Defina os lugares da rodada 1: `canasta tournament seat { $name }`.
cli-tournament-near = Atenção, linha { $line }: { $player } parece { $like }; se for a mesma pessoa, escreva o nome igual nas duas vezes.
cli-tournament-drafted = Rodada { $round } com lugares definidos, ainda não publicada: confira e depois `canasta tournament publish { $name }` (ou defina à mão: --seating ARQUIVO).
cli-tournament-drafted-individual = Rodada { $round } com lugares definidos, ainda não publicada: confira e depois `canasta tournament publish { $name }` (num torneio individual quem define é o movimento: não se define à mão).
cli-tournament-published = Rodada { $round } publicada: { $tables ->
    [one] 1 mesa, jogo { $first }
   *[other] { $tables } mesas, jogos { $first } a { $last }
}. Cada mesa anota suas rodadas no seu jogo (`canasta record --game ID`, o modo mesa ou o celular).
cli-tournament-closed = Rodada { $round } fechada; a classificação: `canasta tournament standings { $name }`.
cli-tournament-col-table = Mesa
cli-tournament-col-ns = N-S
cli-tournament-col-ew = L-O
cli-tournament-col-game = Jogo
cli-tournament-sit-out = Folga: { $names }
cli-tournament-bye = Passam à rodada seguinte sem jogar (folga): { $names }
cli-tournament-round-absent = Ausentes: { $names }
cli-tournament-swiss-rematch = nota: a rodada { $round } põe { $ns } contra { $ew }, que se enfrentaram na rodada { $met }; uma rodada suíça nunca junta dois que já se enfrentaram (a disposição fica como digitada: defina de novo para mudá-la)
cli-tournament-individual-evenness = Os parceiros mudam a cada rodada: nas { $rounds } rodadas ninguém faz dupla com o mesmo mais de { $partners ->
    [1] uma vez
   *[other] { $partners } vezes
} nem o enfrenta mais de { $opponents ->
    [1] uma vez
   *[other] { $opponents } vezes
}{ $out ->
    [0] {""}
    [1] ; a cada rodada um jogador folga, em rodízio
   *[other] ; a cada rodada { $out } jogadores folgam, em rodízio
}.
cli-tournament-knockout-takes-first = O mata-mata leva os inscritos 1 a { $qualifiers } de { $entrants }, cabeças de chave na ordem da lista; os outros não jogam nenhuma rodada.
cli-tournament-knockout-takes-top = O mata-mata leva os primeiros { $qualifiers } de { $entrants } da classificação após a rodada { $after }; os outros não jogam mais rodadas.
cli-tournament-knockout-takes-groups = O mata-mata leva os primeiros { $each } de cada grupo após a rodada { $after } ({ $qualifiers } ao todo); os outros não jogam mais rodadas.
cli-tournament-round-heading = { $name }, rodada { $round } ({ $state ->
    [drafted] lugares definidos, não publicada
    [published] publicada
   *[closed] fechada
})
cli-tournament-col-rank = Pos.
cli-tournament-col-entrant = Dupla
cli-tournament-col-player = Jogador
cli-tournament-col-vp = { $vp ->
    [yes] PV
   *[no] Vitórias
}
cli-tournament-col-mp = PP
cli-tournament-col-rounds = Rodadas
cli-tournament-col-knockout = Mata-mata
cli-tournament-knockout-finish = { $outcome ->
    [won] venceu a final
    [playing] { $reached ->
        [2] na final
        [4] na semifinal
        [8] nas quartas de final
        [16] nas oitavas de final
       *[other] na fase de { $reached }
    }
   *[lost] { $reached ->
        [2] perdeu a final
        [4] eliminada na semifinal
        [8] eliminada nas quartas de final
        [16] eliminada nas oitavas de final
       *[other] eliminada na fase de { $reached }
    }
}
cli-tournament-standings-heading = { $name }: { $round ->
    [0] classificação antes da rodada 1 de { $rounds }
   *[other] classificação após a rodada { $round } de { $rounds }
}
cli-tournament-amended = Rodada { $round }, mesa { $table }: antes { $before }, agora { $after }; fica no registro do torneio com o motivo.
cli-tournament-none = Ainda não há torneios: `canasta tournament new NOME --variant burraco-tournament --entrants ARQUIVO --plan "3 mitchell + 1 danish"`.
cli-tournament-not-seated = A rodada { $round } ainda não tem lugares.
cli-serve-tournament-sheet = Os códigos QR das mesas, para imprimir: canasta tournament sheet { $name } --base { $base } > mesas.html
cli-tournament-col-deals = Rodadas
cli-tournament-col-points = Pontos
cli-tournament-col-state = Situação
cli-tournament-table-state = { $state ->
    [level] empatados: mais uma mão
    [confirmed] terminado, confirmado
    [table-confirmed] terminado, a mesa confirmou
    [absent] ausente: sem jogo
    [over] terminado
    [waiting] não começou
    [damaged] danificado: veja `canasta show --game`
   *[playing] jogando
}
cli-tournament-amended-count = ({ $count ->
    [one] 1 correção
   *[other] { $count } correções
})
cli-tournament-tables-over = Mesas terminadas: { $over } de { $tables }.
cli-tournament-earlier-open = A rodada { $round } ainda não está fechada: { $count ->
    [0] todas as partidas acabaram (feche-a com `canasta tournament close { $name }`)
    [one] a mesa { $tables } ainda está jogando
   *[other] as mesas { $tables } ainda estão jogando
}.
cli-tournament-clock = Tempo restante: { $left } de { $minutes } minutos.
cli-tournament-clock-warn = Últimos minutos: faltam { $left }.
cli-tournament-clock-over = O tempo acabou: os { $minutes } minutos terminaram há { $over } minutos.
cli-tournament-absent = Ausentes nas próximas rodadas: { $names }.
cli-tournament-absent-seated = A rodada { $round } tem lugares distribuídos, ainda não publicada, com { $entrant } numa mesa: distribua de novo (`canasta tournament seat { $name }`) antes de publicá-la.
cli-tournament-absent-too-few = Uma rodada individual senta pelo menos { $need } jogadores e há { $present } presentes: os lugares da próxima rodada não podem ser distribuídos até que um volte (`--back`).
cli-tournament-none-absent = Ninguém está ausente.
cli-serve-desk-at = A mesa do diretor (com a chave do anotador; não a compartilhe): { $address }
cli-tournament-log-heading = Correções (o registro do torneio):
cli-tournament-log-line = Rodada { $round }, mesa { $table }, { $at } { $by ->
    [desk] na mesa do diretor
    [table_mode] na mesa do diretor, no terminal
   *[command_line] pela linha de comando
}: { $before } antes, { $after } depois. Motivo: { $why }
cli-tournament-group-standings-heading = { $name }, grupo { $group }: { $round ->
    [0] classificação antes da rodada 1 de { $rounds }
   *[other] classificação após a rodada { $round } de { $rounds }
}
cli-tournament-groups = Grupos: { $groups }.
cli-tournament-entrants-needed = Os inscritos: dê --entrants ARQUIVO (um por linha), ou --entrant "Ana, Bob" uma vez para cada; para digitá-los um por linha é preciso um terminal.
cli-tournament-not-made = Nenhum torneio criado.
cli-tournament-provisional = (provisória: um jogo da rodada { $round } não terminou)
cli-tournament-provisional-open = (provisória: todos os jogos terminaram; a rodada { $round } ainda não foi fechada)
cli-tournament-final = (final: assinada { $at })
cli-tournament-signed = A classificação de { $name } está assinada como final ({ $at }): nada do torneio muda agora. Para corrigi-lo, reabra-o: canasta tournament reopen { $name } --why "MOTIVO"
cli-tournament-reopened = { $name } foi reaberto: seus resultados podem ser corrigidos de novo, cada um com o motivo; assine-o outra vez ao terminar (canasta tournament sign { $name })
cli-tournament-reopening-line = Assinado { $signed }, reaberto { $at }. Motivo: { $why }
cli-tournament-key-line = Mesa { $table }: { $key }
cli-tournament-keys-renewed = Chaves novas para as { $tables } mesas de { $name }: as antigas não abrem mais nada. Imprima de novo a folha das mesas (canasta tournament sheet { $name } --base http://HOST:PORTA) e dê a cada mesa seu novo código QR.
cli-tournament-closed-unfinished = A rodada { $round } está fechada, mas { $count ->
    [one] o jogo da mesa { $tables } não terminou
   *[other] os jogos das mesas { $tables } não terminaram
} (uma mão foi corrigida): a classificação { $count ->
    [one] o deixa
   *[other] os deixa
} de fora até que as mãos sejam anotadas de novo (`canasta record --game ID --why "MOTIVO" ...`).

cli-site-col-points = Pontos
cli-site-vp = pontos de vitória { $vp }
cli-site-table = Mesa { $table }
cli-site-table-title = { $name }: rodada { $round }, mesa { $table }
cli-site-back = Todos os resultados de { $name }
cli-site-written = Os resultados de { $name } estão em { $dir }: { $pages } páginas (primeiro index.html). Coloque a pasta em qualquer servidor web (veja "Uma noite de torneio" no guia).

# Um circuito (`canasta circuit PASTA`): as etapas, a regra dos finalistas, a
# classificação das duplas e a dos jogadores.
cli-circuit-heading = { $name }: { $stages ->
    [one] 1 etapa
   *[other] { $stages } etapas
}
cli-circuit-stage = { $number }. { $name } ({ $date }), { $entrants } inscritos
cli-circuit-stage-undated = { $number }. { $name }, { $entrants } inscritos
cli-circuit-rule-top = Finalistas (*): os { $top } primeiros de cada etapa{ $min ->
    [0] {""}
   *[other] , que jogaram pelo menos { $min } etapas
}.
cli-circuit-rule-share = Finalistas (*): os primeiros { $share }% de cada etapa{ $min ->
    [0] {""}
   *[other] , que jogaram pelo menos { $min } etapas
}.
cli-circuit-rule-top-share = Finalistas (*): os { $top } primeiros ou os primeiros { $share }% de cada etapa, o que for maior{ $min ->
    [0] {""}
   *[other] , que jogaram pelo menos { $min } etapas
}.
cli-circuit-rule-overall = Finalistas (*): os { $top } primeiros do circuito{ $min ->
    [0] {""}
   *[other] {" "}entre os que jogaram pelo menos { $min } etapas
}.
cli-circuit-pairs = Duplas
cli-circuit-players = Jogadores (cada um com todas as suas duplas)
cli-circuit-col-pair = Dupla
cli-circuit-col-player = Jogador
cli-circuit-col-stages = Etapas
cli-circuit-col-stage = Etapa { $number }
cli-circuit-col-finalist = Finalista
cli-circuit-stage-cell = { $rank }º ({ $vp } PV)
cli-circuit-finalist-yes = finalista
cli-circuit-site = A página do circuito está em { $dir }: index.html e a folha de estilo dela, para qualquer servidor web.
cli-results-from = { $club ->
    [none] {""}
   *[other] { $club }, {""}
}{ $date ->
    [none] sem data
   *[other] { $date }
}: a classificação recalculada a partir das mesas do arquivo.
cli-results-only = --club e --members vão num arquivo de resultados: acrescente --format results (ou results-csv); nada foi escrito
cli-results-no-member = nota: a lista de sócios não dá número a { $player } (o arquivo é escrito sem ele)
cli-results-no-member-like = nota: a lista de sócios não dá número a { $player }; tem { $like }, que não jogou: é a mesma pessoa? (o arquivo é escrito sem ele)
cli-circuit-empty = { $dir } não tem nenhum torneio: um circuito soma arquivos de resultados (`tournament export NOME --format results`, `*.json`) e noites exportadas inteiras (`tournament export NOME`, `*.yaml`)
