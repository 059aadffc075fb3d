## pt-BR: the data folder's files (src/store): what cannot be read, written or trusted.

store-cannot = { $op ->
    [read] não foi possível ler { $path }
    [read-game] não foi possível ler o arquivo da partida { $path }
    [read-archived] não foi possível ler a partida arquivada { $path }
    [read-preset] não foi possível ler o arquivo de preset { $path }
    [write-yaml] não foi possível escrever a partida como YAML
    [replace] não foi possível substituir { $path }
    [create] não foi possível criar { $path }
    [create-data-dir] não foi possível criar a pasta de dados { $path }
    [create-temp] não foi possível criar um arquivo temporário em { $path }
    [sync] não foi possível sincronizar { $path }
    [open] não foi possível abrir { $path }
    [open-to-lock] não foi possível abrir { $path } para bloqueá-la
    [open-lock-file] não foi possível abrir o arquivo de bloqueio { $path }
    [follow] não foi possível seguir o link { $path }
    [remove] não foi possível remover { $path }
    [move] não foi possível mover { $path }
    [lock] não foi possível bloquear { $path }
    [finish] não foi possível terminar a alteração começada em { $path }
   *[write] não foi possível escrever { $path }
}

store-too-big = { $path } tem { $bytes } bytes; só são lidos arquivos de até { $limit }
store-symlink = { $path } é um link simbólico; só são lidos arquivos comuns
store-not-plain = { $path } não é um arquivo comum (é um pipe, um dispositivo ou uma pasta); só são lidos arquivos comuns
store-too-deep = { $path } está aninhado mais de { $max } níveis na linha { $line }; o canasta nunca escreve isso (o arquivo ficou como estava)
store-too-long = { $origin } passa de { $limit_mb } MB; isso não é uma partida
store-not-utf8 = { $origin } não é texto UTF-8 (byte { $byte })

store-exists = { $path } já existe; use --force para substituí-lo, ou dê outro nome de arquivo (nada foi escrito)
store-folder = { $path } é uma pasta; dê um nome de arquivo

store-another-canasta = outro canasta
store-waiting = esperando { $holder } terminar com { $dir } (Ctrl-C para parar; --wait SECONDS desiste depois de um tempo) ...
store-waiting-up-to = esperando até { $secs } s { $holder } terminar com { $dir } ...
store-gave-up = desisti depois de { $secs } s: { $holder } ainda está alterando as partidas em { $dir } (nada foi alterado; tente de novo quando terminar)

store-no-file-name = { $path } não tem nome de arquivo
store-variant-is-path = `variant:` indica um preset pelo nome, não por um caminho; coloque as regras em `rules:`, ou um nome de preset (veja `canasta variants`)
store-shadows-built-in = não usado: um preset embutido tem este nome; renomeie o arquivo
store-preset-too-big = { $path } passa de { $limit_kb } KB; um preset é um arquivo pequeno

store-nothing-changed = nada foi alterado
store-not-a-change = { $path } não é uma alteração que o canasta começou ({ $fault ->
        [header] a primeira linha não é do canasta
        [step] a linha { $line } não é um passo
        [staged] a linha { $line } não nomeia nenhum arquivo preparado
       *[file] a linha { $line } nomeia { $file }, que não é um arquivo da pasta de dados
    }); tire-o da pasta se foi você que o criou
store-not-data-file = { $path } não é um arquivo da pasta de dados

store-not-game-id = { $id } não é um id de partida: os ids são letras, dígitos, `-` e `_` (no máximo { $max }), ex.: 3; `canasta list` mostra os ids
store-no-home = não foi encontrada uma pasta pessoal para os arquivos das partidas; passe --data-dir DIR
store-no-game-to-delete = não há nenhuma partida { $id } para apagar
store-no-game-to-archive = não há nenhuma partida { $id } para arquivar
store-no-archived-game = não há nenhuma partida arquivada { $id }
store-archived-exists = já existe uma partida arquivada { $id }; nada foi movido
store-game-exists = já existe uma partida { $id }; nada foi movido
store-no-free-number = não há número de partida livre: as partidas em { $dir } chegam ao maior número que existe; renomeie ou remova o arquivo de número mais alto
store-archived = a partida { $id } está arquivada; `canasta unarchive { $id }` a traz de volta (`canasta history` a lista)
store-no-game-yet = não há nenhuma partida { $id }; ainda não há partidas: comece uma com `canasta new`
store-no-game = não há nenhuma partida { $id }; as partidas são: { $ids }
store-no-current = não há partida atual: comece uma com `canasta new`, ou indique uma com --game ID (veja `canasta list`)
store-linked-folder = { $path } não é uma pasta própria (um link, ou um arquivo); o canasta lê e escreve só dentro da sua pasta de dados, então não mexe nele: tire-o dali e o próximo comando cria a pasta de novo
store-in-the-way = { $kind ->
    [folder] { $path } é uma pasta
    [link] { $path } é um link simbólico
   *[special] { $path } não é um arquivo comum (é um pipe ou um dispositivo)
} onde o canasta guarda um arquivo próprio, então nada foi salvo: apague ou mova { $path } e rode o comando de novo
store-not-plain-game = { $path } não é um arquivo comum (um link?); as partidas são salvas só como arquivos comuns em { $dir }
store-too-big-to-save = a partida teria { $mb } MB, e o canasta lê arquivos de partida de até { $limit_mb } MB; nada foi salvo (comece uma partida nova, ou divida esta com `canasta new --start`)
store-tournament-too-big = o arquivo do torneio teria { $kb } KB, e o canasta lê arquivos de torneio de até { $limit_kb } KB; nada foi salvo (menos inscritos, ou nomes mais curtos)
store-game-file = { $left ->
    [cut-short] o arquivo da partida { $origin }{ $error } (o arquivo ficou como estava; se você o editou à mão, coloque a linha de volta no final)
    [yes] o arquivo da partida { $origin }{ $error } (o arquivo ficou como estava)
   *[no] o arquivo da partida { $origin }{ $error }
}
store-game-in-backup = { $left ->
    [cut-short] o arquivo da partida { $id } do backup{ $error } (o arquivo ficou como estava; se você o editou à mão, coloque a linha de volta no final)
    [yes] o arquivo da partida { $id } do backup{ $error } (o arquivo ficou como estava)
   *[no] o arquivo da partida { $id } do backup{ $error }
}

store-bad-aliases = os nomes unidos em { $path } { $reason } (o arquivo ficou como estava)
store-bad-match-name = { $name } não pode ser o nome de uma série: só letras, dígitos, `-` e `_`
store-bad-match = a série { $path } { $reason } (o arquivo ficou como estava)
store-match-names-itself = a série { $path } chama a si mesma de { $name } (o arquivo ficou como estava)
store-reason-unreadable = { $subject ->
    [names] não podem ser lidos: { $message }
   *[match] não pode ser lida: { $message }
}
store-reason-unreadable-at = { $subject ->
    [names] não podem ser lidos na linha { $line }: { $message }
   *[match] não pode ser lida na linha { $line }: { $message }
}
store-reason-twice = não podem ser lidos: { $name } aparece duas vezes (escrito de duas formas)
store-reason-not-kept = não podem ser mantidos: { $why }
store-reason-too-deep = { $subject ->
    [names] estão aninhados mais de { $max } níveis na linha { $line }
   *[match] está aninhada mais de { $max } níveis na linha { $line }
}
store-reason-match-named = se chama { $name }: o nome de uma série é só letras, dígitos, `-` e `_`
store-reason-match-game = lista a partida { $game } (um id de partida duas vezes, ou um id que não é simples)
store-reason-bad-name = tem um nome que não pode ser: { $why }
store-reason-too-many-rounds = planeja { $rounds } rodadas no total, e um torneio tem no máximo { $max }: o seu `plan:` precisa somar { $max } rodadas ou menos
store-reason-out-of-range = dá `{ $key }` como { $value }, o que não pode ser: é um número de { $min } a { $max }
store-reason-events-not-kept = é de um torneio, e o app num celular sozinho não guarda torneios: um torneio se conduz com o canasta num computador

# A fault of the program itself (never the input or the machine).
store-fault = o próprio canasta falhou ({ $what }); nada foi salvo. Por favor, informe isto com o comando que digitou.
store-bad-tournament-name = { $name } não pode ser o nome de um torneio: só letras, dígitos, `-` e `_`
store-bad-tournament = o torneio { $path } { $reason } (o arquivo ficou como estava)
store-tournament-names-itself = o torneio { $path } chama a si mesmo de { $name } (o arquivo ficou como estava)
store-tournament-missing = a partida { $game } é de uma mesa do torneio { $path }, que não está lá: devolva o arquivo do torneio antes de mudar a partida (nada foi mudado)
store-tournament-disowns = a partida { $game } diz ser a mesa { $table } da rodada { $round } de { $path }, que não a lista ali: nada foi mudado (conserte o arquivo do torneio ou fale com o diretor)
store-claimed-twice = a partida { $game } aparece em mais de um arquivo de torneio ({ $paths }): tire a cópia da pasta de torneios (nada foi mudado)
