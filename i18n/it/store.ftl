## it: the data folder's files (src/store): what cannot be read, written or trusted.

store-cannot = { $op ->
    [read] impossibile leggere { $path }
    [read-game] impossibile leggere il file della partita { $path }
    [read-archived] impossibile leggere la partita archiviata { $path }
    [read-preset] impossibile leggere il file del preset { $path }
    [write-yaml] impossibile scrivere la partita come YAML
    [replace] impossibile sostituire { $path }
    [create] impossibile creare { $path }
    [create-data-dir] impossibile creare la cartella dei dati { $path }
    [create-temp] impossibile creare un file temporaneo in { $path }
    [sync] impossibile sincronizzare { $path }
    [open] impossibile aprire { $path }
    [open-to-lock] impossibile aprire { $path } per bloccarla
    [open-lock-file] impossibile aprire il file di blocco { $path }
    [follow] impossibile seguire il collegamento { $path }
    [remove] impossibile rimuovere { $path }
    [move] impossibile spostare { $path }
    [lock] impossibile bloccare { $path }
    [finish] impossibile finire la modifica iniziata in { $path }
   *[write] impossibile scrivere { $path }
}

store-too-big = { $path } è di { $bytes } byte; si leggono solo file fino a { $limit }
store-symlink = { $path } è un collegamento simbolico; si leggono solo file normali
store-not-plain = { $path } non è un file normale (è una pipe, un dispositivo o una cartella); si leggono solo file normali
store-too-deep = { $path } è annidato più di { $max } livelli alla riga { $line }; canasta non scrive mai così (il file è rimasto com'era)
store-too-long = { $origin } supera { $limit_mb } MB; non è una partita
store-not-utf8 = { $origin } non è testo UTF-8 (byte { $byte })

store-exists = { $path } esiste già; usa --force per sostituirlo, o dai un altro nome di file (non è stato scritto nulla)
store-folder = { $path } è una cartella; dai un nome di file

store-another-canasta = un altro canasta
store-waiting = aspetto che { $holder } finisca con { $dir } (Ctrl-C per fermare; --wait SECONDS rinuncia dopo un po') ...
store-waiting-up-to = aspetto fino a { $secs } s che { $holder } finisca con { $dir } ...
store-gave-up = ho rinunciato dopo { $secs } s: { $holder } sta ancora modificando le partite in { $dir } (non è stato cambiato nulla; riprova quando ha finito)

store-no-file-name = { $path } non ha un nome di file
store-variant-is-path = `variant:` indica un preset per nome, non un percorso; metti le regole sotto `rules:`, o un nome di preset (vedi `canasta variants`)
store-shadows-built-in = non usato: un preset incluso ha questo nome; rinomina il file
store-preset-too-big = { $path } supera { $limit_kb } KB; un preset è un file piccolo

store-nothing-changed = non è stato cambiato nulla
store-not-a-change = { $path } non è una modifica iniziata da canasta ({ $fault ->
        [header] la sua prima riga non è di canasta
        [step] la riga { $line } non è un passo
        [staged] la riga { $line } non nomina alcun file preparato
       *[file] la riga { $line } nomina { $file }, che non è un file della cartella dei dati
    }); spostalo fuori dalla cartella se l'hai creato tu
store-not-data-file = { $path } non è un file della cartella dei dati

store-not-game-id = { $id } non è un id di partita: gli id sono lettere, cifre, `-` e `_` (al massimo { $max }), es. 3; `canasta list` li mostra
store-no-home = impossibile trovare una cartella personale per i file delle partite; passa --data-dir DIR
store-no-game-to-delete = non c'è nessuna partita { $id } da eliminare
store-no-game-to-archive = non c'è nessuna partita { $id } da archiviare
store-no-archived-game = non c'è nessuna partita archiviata { $id }
store-archived-exists = esiste già una partita archiviata { $id }; non è stato spostato nulla
store-game-exists = esiste già una partita { $id }; non è stato spostato nulla
store-no-free-number = nessun numero di partita libero: le partite in { $dir } arrivano fino al numero più grande che esista; rinomina o rimuovi il file con il numero più alto
store-archived = la partita { $id } è archiviata; `canasta unarchive { $id }` la riporta indietro (`canasta history` la elenca)
store-no-game-yet = non c'è nessuna partita { $id }; non ci sono ancora partite: iniziane una con `canasta new`
store-no-game = non c'è nessuna partita { $id }; le partite sono: { $ids }
store-no-current = non c'è una partita corrente: iniziane una con `canasta new`, o indicane una con --game ID (vedi `canasta list`)
store-linked-folder = { $path } non è una cartella vera (un collegamento, o un file); canasta legge e scrive solo dentro la sua cartella dei dati, quindi lo lascia stare: spostalo altrove e il prossimo comando ricrea la cartella
store-in-the-way = { $kind ->
    [folder] { $path } è una cartella
    [link] { $path } è un collegamento simbolico
   *[special] { $path } non è un file normale (è una pipe o un dispositivo)
} dove canasta tiene un suo file, quindi non è stato salvato niente: togli o sposta { $path } e rilancia il comando
store-not-plain-game = { $path } non è un file normale (un collegamento?); le partite si salvano solo come file normali in { $dir }
store-too-big-to-save = la partita sarebbe di { $mb } MB, e canasta rilegge file di partita fino a { $limit_mb } MB; non è stato salvato nulla (inizia una partita nuova, o dividi questa con `canasta new --start`)
store-tournament-too-big = il file del torneo sarebbe di { $kb } KB, e canasta rilegge file di torneo fino a { $limit_kb } KB; non è stato salvato nulla (meno iscritti, o nomi più corti)
store-game-file = { $left ->
    [cut-short] il file della partita { $origin }{ $error } (il file è rimasto com'era; se l'hai modificato a mano, rimetti la riga alla fine)
    [yes] il file della partita { $origin }{ $error } (il file è rimasto com'era)
   *[no] il file della partita { $origin }{ $error }
}
store-game-in-backup = { $left ->
    [cut-short] il file della partita { $id } del backup{ $error } (il file è rimasto com'era; se l'hai modificato a mano, rimetti la riga alla fine)
    [yes] il file della partita { $id } del backup{ $error } (il file è rimasto com'era)
   *[no] il file della partita { $id } del backup{ $error }
}

store-bad-aliases = i nomi uniti in { $path } { $reason } (il file è rimasto com'era)
store-bad-match-name = { $name } non può essere il nome di una sfida: solo lettere, cifre, `-` e `_`
store-bad-match = la sfida { $path } { $reason } (il file è rimasto com'era)
store-match-names-itself = la sfida { $path } si chiama { $name } (il file è rimasto com'era)
store-reason-unreadable = { $subject ->
    [names] non si leggono: { $message }
   *[match] non si legge: { $message }
}
store-reason-unreadable-at = { $subject ->
    [names] non si leggono alla riga { $line }: { $message }
   *[match] non si legge alla riga { $line }: { $message }
}
store-reason-twice = non si leggono: { $name } compare due volte (scritto in due modi)
store-reason-not-kept = non si possono tenere: { $why }
store-reason-too-deep = { $subject ->
    [names] sono annidati più di { $max } livelli alla riga { $line }
   *[match] è annidata più di { $max } livelli alla riga { $line }
}
store-reason-match-named = si chiama { $name }: il nome di una sfida è fatto solo di lettere, cifre, `-` e `_`
store-reason-match-game = elenca la partita { $game } (un id di partita due volte, o un id non semplice)
store-reason-bad-name = ha un nome che non può essere: { $why }
store-reason-too-many-rounds = prevede { $rounds } turni in tutto, e un torneo ne ha al massimo { $max }: il suo `plan:` deve sommare { $max } turni o meno
store-reason-out-of-range = dà `{ $key }` come { $value }, che non può essere: è un numero da { $min } a { $max }
store-reason-events-not-kept = è di un torneo, e l'app su un telefono da solo non tiene tornei: un torneo si gestisce con canasta su un computer

# A fault of the program itself (never the input or the machine).
store-fault = canasta stesso ha sbagliato ({ $what }); non è stato salvato nulla. Per favore segnalalo, con il comando che hai scritto.
store-bad-tournament-name = { $name } non può essere il nome di un torneo: solo lettere, cifre, `-` e `_`
store-bad-tournament = il torneo { $path } { $reason } (il file è rimasto com'era)
store-tournament-names-itself = il torneo { $path } si chiama { $name } (il file è rimasto com'era)
store-tournament-missing = la partita { $game } è di un tavolo del torneo { $path }, che non c'è: rimetti il file del torneo prima di cambiare la partita (non è cambiato nulla)
store-tournament-disowns = la partita { $game } dice di essere il tavolo { $table } del turno { $round } di { $path }, che non la elenca lì: non è cambiato nulla (correggi il file del torneo o chiedi all'arbitro)
store-claimed-twice = la partita { $game } è elencata in più di un file di torneo ({ $paths }): togli la copia dalla cartella dei tornei (non è cambiato nulla)
