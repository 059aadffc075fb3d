## it: cli
cli-no-such-language = la lingua `{ $tag }` non c'è: scegli tra { $known }

## The error line every refusal is printed on.
cli-error = errore: { $message }

## Files named on the command line.
cli-cannot-create = impossibile creare { $path }: { $error }
cli-cannot-write = impossibile scrivere { $path }: { $error }
cli-cannot-read = impossibile leggere { $path }: { $error }
cli-standard-input = lo standard input
cli-wrote-manpages = Pagine del manuale scritte in { $path }.

## canasta serve
cli-board-at = Il tabellone è su { $address }
cli-board-stop-hint = Ctrl-C lo ferma.
cli-serve-cannot-listen = impossibile restare in ascolto su { $address }: { $error }; usa un altro --listen INDIRIZZO:PORTA
cli-serve-no-address = il tabellone non ha un indirizzo IP
cli-serve-no-key = nessuna chiave casuale: { $error }
cli-serve-socket = il socket del tabellone non si può usare
cli-serve-cannot-start = il tabellone non riesce a partire
cli-board-stopped = Tabellone fermato.

## canasta new, use, show, list
cli-started = Iniziata la partita { $id } ({ $variant }): { $sides }. Primo mazziere: { $dealer }.
cli-output-needs-svg = -o scrive il grafico come immagine: usa --format svg (il segnapunti va sullo standard output)
cli-wrote-chart = Grafico della partita { $id } scritto in { $path }.
cli-show-title = Partita { $id } ({ $variant }): { $sides }
cli-no-games = Ancora nessuna partita: iniziane una con `canasta new` o `canasta play`.
cli-now-current = Ora la partita corrente è la { $id }.

## canasta undo, drop
cli-removed-hand = { $term ->
        [round] Tolto il giro
        [deal] Tolta la smazzata
       *[hand] Tolta la mano
    } { $number } ({ $summary }).
cli-removed-did-not-add-up = non tornava; ora i conti della partita tornano

## canasta export
cli-all-is-yaml = --all scrive tutte le partite in YAML, da ripristinare con `canasta import`; per il csv esporta una partita alla volta
cli-backup-damaged = La partita { $id } è danneggiata ({ $why }); il backup la include così com'è, e `canasta import --skip-damaged` ripristina le altre.
cli-wrote-games = { $count ->
        [one] 1 partita scritta
       *[other] { $count } partite scritte
    } in { $path }.
cli-wrote-game = Partita { $id } scritta in { $path }.

## canasta delete, archive, unarchive
cli-delete-needs-yes = eliminare la partita { $id } non si può annullare; usa --yes per eliminarla senza domande (o `canasta archive { $id }` per toglierla di mezzo)
cli-delete-confirm = Eliminare per sempre la partita { $id }? Non si potrà recuperare
cli-nothing-deleted = Non è stato eliminato nulla.
cli-deleted = Partita { $id } eliminata.
cli-archived = Partita { $id } archiviata: fuori da `canasta list`, ancora in `canasta history`; `canasta unarchive { $id }` la riporta indietro.
cli-unarchived = La partita { $id } è di nuovo tra le partite.

## canasta stats, history, players
cli-vs-two-names = --vs vuole due nomi, uno per volta: --vs Ann --vs Bob (ne hai dati { $given })
cli-vs-unknown = { $who } non ha giocato in nessuna di queste partite; `canasta players` elenca chi ha giocato
cli-bad-day = --{ $flag } { $day }: scrivi il giorno come AAAA-MM-GG, ad esempio 2026-01-31
cli-merge-same-table = { $from } e { $into } hanno giocato allo stesso tavolo ({ $sides }, iniziata il { $day }): sono due persone; non è stato unito nulla
cli-merged = D'ora in poi { $from } conta come { $into } (in `canasta stats` e `history --player`); nessun file di partita è stato cambiato.

## canasta import
cli-import-skipped = Saltata la partita { $id }: { $why }
cli-import-already = La partita { $was } c'è già (come partita { $id }); non viene aggiunta di nuovo.
cli-import-already-many = { $count ->
        [one] 1 partita del backup c'è già; non viene aggiunta
       *[other] { $count } partite del backup ci sono già; non vengono aggiunte
    } di nuovo.
cli-import-restored-many = { $count ->
        [one] Ripristinata 1 partita
       *[other] Ripristinate { $count } partite
    }, ognuna col suo numero.
cli-import-restored-many-moved = { $count ->
        [one] Ripristinata 1 partita
       *[other] Ripristinate { $count } partite
    }.
cli-import-restored = Ripristinata la partita { $id }{ $archived ->
        [yes] , archiviata
       *[no] {""}
    }.
cli-import-restored-moved = Ripristinata la partita { $id } (era la { $was }; quel numero è già usato){ $archived ->
        [yes] , archiviata
       *[no] {""}
    }.
cli-import-more = ... e altre { $count } con numeri nuovi.
cli-import-matches = Ripristinati: { $matches ->
        [one] 1 sfida
       *[other] { $matches } sfide
    } e { $merged ->
        [one] 1 nome unito
       *[other] { $merged } nomi uniti
    }.
cli-import-nothing = Non è stato aggiunto nulla: ogni partita del backup c'è già.
cli-imported = Importata la partita { $id } ({ $variant }, { $hands ->
        [one] 1 { $term ->
            [round] giro
            [deal] smazzata
           *[hand] mano
        }
       *[other] { $hands } { $term ->
            [round] giri
            [deal] smazzate
           *[hand] mani
        }
    }): { $sides }.
cli-import-same = Questa partita c'è già, come partita { $id }; non è stato importato nulla.
cli-import-extended = { $added ->
        [one] Aggiunta { $term ->
            [round] il giro
            [deal] la smazzata
           *[hand] la mano
        } { $from }
       *[other] Aggiunte { $term ->
            [round] i giri
            [deal] le smazzate
           *[hand] le mani
        } dalla { $from } alla { $to }
    } di questa copia alla partita { $id }, che aveva già le precedenti: { $sides }.
cli-import-behind = La partita { $id } c'è già, più avanti di questa copia ({ $kept } contro { $copy }, quelle di questa copia comprese); non è stato importato nulla.

## canasta check
cli-check-unreadable-current = nota: la partita corrente ({ $id }) non si può leggere, quindi la risposta segue le regole di Classic; indica le regole con --variant
cli-check-whose-minimum = l'apertura minima di chi? usa --score N (il totale della coppia), o --side NOME (con --game ID, o la partita corrente)

## canasta variants
cli-variants-head-variant = variante
cli-variants-head-description = descrizione
cli-variants-yours = (tua) { $description }
cli-variants-yours-problem = (tua: { $file }) { $problem }
cli-variants-own-presets = Le tue varianti vanno in { $dir } (vedi `canasta variants --help`).
cli-variants-good-preset = { $file }: una variante valida, `{ $name }`.

## Shell completion: a game id whose file cannot be read.
cli-complete-damaged = danneggiata
cli-serve-scorer-at = La pagina del segnapunti (solo per il telefono che tiene il punteggio; Invio qui dà una nuova chiave) è su { $address }
cli-serve-scorer-new-key = La chiave del segnapunti è stata cambiata; la pagina del segnapunti ora è su { $address }

cli-slip-warning = attenzione: { $fact }. Se quei punti non sono nei punti calati, correggi { $term ->
        [round] il giro
        [deal] la smazzata
       *[hand] la mano
    } { $number }: canasta edit { $game }{ $number } "{ $side }: -punti"
cli-slip-melded-warning = attenzione: { $fact }. Se i punti calati non sono giusti, correggi { $term ->
        [round] il giro
        [deal] la smazzata
       *[hand] la mano
    } { $number }: canasta edit { $game }{ $number } "{ $side }: punti"

cli-permission-hint = canasta non ha il permesso di leggere o scrivere quel file: dai al tuo utente il permesso di lettura e scrittura sulla cartella dei dati e sui suoi file (per esempio `chmod -R u+rw CARTELLA`), o esegui canasta con l'utente che ne è proprietario
cli-held-hint = forse un altro programma tiene aperto quel file (un antivirus, un programma di backup o di sincronizzazione come OneDrive, un editor): canasta ha riprovato per quattro secondi. Chiudi quel programma, o escludi la cartella dei dati dalle sue scansioni, e riprova. Se continua, dai al tuo utente il permesso di modificare la cartella dei dati (Proprietà, scheda Sicurezza)
cli-serve-tls-no-certificate = { $path } non contiene un certificato (un file PEM con -----BEGIN CERTIFICATE-----): dai prima il certificato e poi la sua chiave, p. es. `canasta serve --tls cert.pem key.pem`
cli-serve-tls-no-key = { $path } non contiene una chiave privata (un file PEM con -----BEGIN PRIVATE KEY-----, RSA o EC): dai prima il certificato e poi la sua chiave
cli-serve-tls-mismatch = la chiave { $key } non è quella del certificato { $cert }: dai il certificato e la chiave privata con cui è stato fatto
cli-serve-tls-refused = il certificato e la chiave non possono servire HTTPS: { $reason }

cli-tournament-created = Torneo { $name } creato: { $entrants } iscritti, { $variant }, { $plan } ({ $rounds } { $rounds ->
    [one] turno
   *[other] turni
}). Assegna i posti del turno 1: `canasta tournament seat { $name }`.
cli-tournament-near = Attenzione, riga { $line }: { $player } somiglia a { $like }; se è la stessa persona, scrivi il nome allo stesso modo.
cli-tournament-drafted = Turno { $round } con i posti assegnati, non ancora pubblicato: controlla gli abbinamenti, poi `canasta tournament publish { $name }` (o scrivili a mano: --seating FILE).
cli-tournament-drafted-individual = Turno { $round } con i posti assegnati, non ancora pubblicato: controlla gli abbinamenti, poi `canasta tournament publish { $name }` (in un individuale i posti li assegna il movimento: niente disposizione a mano).
cli-tournament-published = Turno { $round } pubblicato: { $tables ->
    [one] 1 tavolo, partita { $first }
   *[other] { $tables } tavoli, partite da { $first } a { $last }
}. Ogni tavolo segna le sue smazzate nella sua partita (`canasta record --game ID`, la modalità tavolo o il telefono).
cli-tournament-closed = Turno { $round } chiuso; la classifica: `canasta tournament standings { $name }`.
cli-tournament-col-table = Tavolo
cli-tournament-col-ns = N-S
cli-tournament-col-ew = E-O
cli-tournament-col-game = Partita
cli-tournament-sit-out = Riposo: { $names }
cli-tournament-bye = Al turno seguente senza giocare (esenti): { $names }
cli-tournament-round-absent = Assenti: { $names }
cli-tournament-swiss-rematch = nota: il turno { $round } mette { $ns } contro { $ew }, che si sono incontrati nel turno { $met }; uno svizzero non fa mai incontrare due che si sono già incontrati (i posti restano come scritti: assegnali di nuovo per cambiarli)
cli-tournament-individual-evenness = I compagni cambiano a ogni turno: nei suoi { $rounds } turni nessuno gioca in coppia con lo stesso più di { $partners ->
    [1] una volta
   *[other] { $partners } volte
} né lo incontra da avversario più di { $opponents ->
    [1] una volta
   *[other] { $opponents } volte
}{ $out ->
    [0] {""}
    [1] ; a ogni turno riposa un giocatore, a rotazione
   *[other] ; a ogni turno riposano { $out } giocatori, a rotazione
}.
cli-tournament-knockout-takes-first = L'eliminazione diretta prende gli iscritti da 1 a { $qualifiers } su { $entrants }, teste di serie nell'ordine della lista; gli altri non giocano nessun turno.
cli-tournament-knockout-takes-top = L'eliminazione diretta prende i primi { $qualifiers } su { $entrants } della classifica dopo il turno { $after }; gli altri non giocano altri turni.
cli-tournament-knockout-takes-groups = L'eliminazione diretta prende i primi { $each } di ogni girone dopo il turno { $after } ({ $qualifiers } in tutto); gli altri non giocano altri turni.
cli-tournament-round-heading = { $name }, turno { $round } ({ $state ->
    [drafted] posti assegnati, non ancora pubblicato
    [published] pubblicato
   *[closed] chiuso
})
cli-tournament-col-rank = Pos.
cli-tournament-col-entrant = Coppia
cli-tournament-col-player = Giocatore
cli-tournament-col-vp = { $vp ->
    [yes] PV
   *[no] Vinte
}
cli-tournament-col-mp = PP
cli-tournament-col-rounds = Turni
cli-tournament-col-knockout = Eliminazione
cli-tournament-knockout-finish = { $outcome ->
    [won] ha vinto la finale
    [playing] { $reached ->
        [2] in finale
        [4] in semifinale
        [8] ai quarti
        [16] agli ottavi
       *[other] al turno dei { $reached }
    }
   *[lost] { $reached ->
        [2] ha perso la finale
        [4] eliminata in semifinale
        [8] eliminata ai quarti
        [16] eliminata agli ottavi
       *[other] eliminata al turno dei { $reached }
    }
}
cli-tournament-standings-heading = { $name }: { $round ->
    [0] classifica prima del turno 1 di { $rounds }
   *[other] classifica dopo il turno { $round } di { $rounds }
}
cli-tournament-amended = Turno { $round }, tavolo { $table }: prima { $before }, ora { $after }; resta nel registro del torneo con il suo motivo.
cli-tournament-none = Ancora nessun torneo: `canasta tournament new NOME --variant burraco-tournament --entrants FILE --plan "3 mitchell + 1 danese"`.
cli-tournament-not-seated = I posti del turno { $round } non sono ancora assegnati.
cli-serve-tournament-sheet = I codici QR dei tavoli, da stampare: canasta tournament sheet { $name } --base { $base } > tavoli.html
cli-tournament-col-deals = Smazzate
cli-tournament-col-points = Punti
cli-tournament-col-state = Stato
cli-tournament-table-state = { $state ->
    [level] in parità: un'altra smazzata
    [confirmed] finita, confermata
    [table-confirmed] finita, il tavolo ha confermato
    [absent] assente: nessuna partita
    [over] finita
    [waiting] non iniziata
    [damaged] danneggiata: vedi `canasta show --game`
   *[playing] in corso
}
cli-tournament-amended-count = ({ $count ->
    [one] 1 correzione
   *[other] { $count } correzioni
})
cli-tournament-tables-over = Tavoli finiti: { $over } su { $tables }.
cli-tournament-earlier-open = Il turno { $round } non è ancora chiuso: { $count ->
    [0] tutte le partite sono finite (chiudilo con `canasta tournament close { $name }`)
    [one] il tavolo { $tables } sta ancora giocando
   *[other] i tavoli { $tables } stanno ancora giocando
}.
cli-tournament-clock = Tempo rimasto: { $left } minuti su { $minutes }.
cli-tournament-clock-warn = Ultimi minuti: ne restano { $left }.
cli-tournament-clock-over = Tempo scaduto: i { $minutes } minuti sono finiti { $over } minuti fa.
cli-tournament-absent = Assenti nei prossimi turni: { $names }.
cli-tournament-absent-seated = Il turno { $round } è abbinato, non ancora pubblicato, con { $entrant } a un tavolo: rifai gli abbinamenti (`canasta tournament seat { $name }`) prima di pubblicarlo.
cli-tournament-absent-too-few = Un turno individuale fa sedere almeno { $need } giocatori e ne sono presenti { $present }: gli abbinamenti del prossimo turno non si possono fare finché uno non torna (`--back`).
cli-tournament-none-absent = Nessun assente.
cli-serve-desk-at = Il tavolo dell'arbitro (con la chiave del segnapunti; tienila per te): { $address }
cli-tournament-log-heading = Correzioni (il registro del torneo):
cli-tournament-log-line = Turno { $round }, tavolo { $table }, { $at } { $by ->
    [desk] dal tavolo dell'arbitro
    [table_mode] dal tavolo dell'arbitro, nel terminale
   *[command_line] dalla riga di comando
}: { $before } prima, { $after } dopo. Motivo: { $why }
cli-tournament-group-standings-heading = { $name }, girone { $group }: { $round ->
    [0] classifica prima del turno 1 di { $rounds }
   *[other] classifica dopo il turno { $round } di { $rounds }
}
cli-tournament-groups = Gironi: { $groups }.
cli-tournament-entrants-needed = Gli iscritti: dai --entrants FILE (uno per riga), o --entrant "Ana, Bob" una volta per ciascuno; per scriverli uno per riga serve un terminale.
cli-tournament-not-made = Nessun torneo creato.
cli-tournament-provisional = (provvisoria: una partita del turno { $round } non è finita)
cli-tournament-provisional-open = (provvisoria: tutte le partite sono finite; il turno { $round } non è ancora chiuso)
cli-tournament-final = (definitiva: firmata { $at })
cli-tournament-signed = La classifica di { $name } è firmata come definitiva ({ $at }): ora nulla del torneo cambia. Per correggerla, riapri il torneo: canasta tournament reopen { $name } --why "MOTIVO"
cli-tournament-reopened = { $name } è riaperto: i suoi risultati si possono correggere di nuovo, ognuno con il suo motivo; firmalo di nuovo alla fine (canasta tournament sign { $name })
cli-tournament-reopening-line = Firmato { $signed }, riaperto { $at }. Motivo: { $why }
cli-tournament-key-line = Tavolo { $table }: { $key }
cli-tournament-keys-renewed = Chiavi nuove per i { $tables } tavoli di { $name }: le vecchie non aprono più nulla. Stampa di nuovo il foglio dei tavoli (canasta tournament sheet { $name } --base http://HOST:PORTA) e dai a ogni tavolo il suo nuovo codice QR.
cli-tournament-closed-unfinished = Il turno { $round } è chiuso, ma { $count ->
    [one] la partita del tavolo { $tables } non è finita
   *[other] le partite dei tavoli { $tables } non sono finite
} (una smazzata corretta): la classifica { $count ->
    [one] la lascia
   *[other] le lascia
} fuori finché le smazzate non sono inserite di nuovo (`canasta record --game ID --why "MOTIVO" ...`).

cli-site-col-points = Punti
cli-site-vp = punti vittoria { $vp }
cli-site-table = Tavolo { $table }
cli-site-table-title = { $name }: turno { $round }, tavolo { $table }
cli-site-back = Tutti i risultati di { $name }
cli-site-written = I risultati di { $name } sono in { $dir }: { $pages } pagine (prima index.html). Metti la cartella su un qualsiasi sito web (vedi "Una serata di torneo" nella guida).

# Un circuito (`canasta circuit CARTELLA`): le sue tappe, la regola dei finalisti, la
# classifica delle coppie e quella dei giocatori.
cli-circuit-heading = { $name }: { $stages ->
    [one] 1 tappa
   *[other] { $stages } tappe
}
cli-circuit-stage = { $number }. { $name } ({ $date }), { $entrants } iscritti
cli-circuit-stage-undated = { $number }. { $name }, { $entrants } iscritti
cli-circuit-rule-top = Finalisti (*): i primi { $top } di ogni tappa{ $min ->
    [0] {""}
   *[other] , con almeno { $min } tappe giocate
}.
cli-circuit-rule-share = Finalisti (*): il primo { $share }% di ogni tappa{ $min ->
    [0] {""}
   *[other] , con almeno { $min } tappe giocate
}.
cli-circuit-rule-top-share = Finalisti (*): i primi { $top } o il primo { $share }% di ogni tappa, quanti più sono{ $min ->
    [0] {""}
   *[other] , con almeno { $min } tappe giocate
}.
cli-circuit-rule-overall = Finalisti (*): i primi { $top } del circuito{ $min ->
    [0] {""}
   *[other] {" "}tra chi ha giocato almeno { $min } tappe
}.
cli-circuit-pairs = Coppie
cli-circuit-players = Giocatori (ciascuno con tutti i suoi compagni)
cli-circuit-col-pair = Coppia
cli-circuit-col-player = Giocatore
cli-circuit-col-stages = Tappe
cli-circuit-col-stage = Tappa { $number }
cli-circuit-col-finalist = Finalista
cli-circuit-stage-cell = { $rank }º ({ $vp } PV)
cli-circuit-finalist-yes = finalista
cli-circuit-site = La pagina del circuito è in { $dir }: index.html e il suo foglio di stile, per qualsiasi sito web.
cli-results-from = { $club ->
    [none] {""}
   *[other] { $club }, {""}
}{ $date ->
    [none] data non indicata
   *[other] { $date }
}: la classifica ricalcolata dai tavoli del file.
cli-results-only = --club e --members vanno in un file dei risultati: aggiungi --format results (o results-csv); non è stato scritto nulla
cli-results-no-member = nota: l'elenco dei soci non dà un numero a { $player } (il file è scritto senza)
cli-results-no-member-like = nota: l'elenco dei soci non dà un numero a { $player }; ha { $like }, che non ha giocato: è la stessa persona? (il file è scritto senza)
cli-circuit-empty = { $dir } non ha nessun torneo: un circuito somma file dei risultati (`tournament export NOME --format results`, `*.json`) e serate esportate intere (`tournament export NOME`, `*.yaml`)
