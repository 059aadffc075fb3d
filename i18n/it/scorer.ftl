## it: scorer
# The scorer's page (`canasta serve`, `/score`): the phone that records the hands, in the
# language each phone asks for.

scorer-title = { $canasta_term ->
    [burraco] Burraco: la pagina del segnapunti
    [canastra] Buraco: la pagina del segnapunti
    [book] Hand and Foot: la pagina del segnapunti
   *[canasta] Canasta: la pagina del segnapunti
}
scorer-heading = { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
} { $number } · mazziere: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}apertura: { $minimums }
}
scorer-who-alone = Chi ha giocato da solo?
scorer-nobody = nessuno
scorer-save = { $term ->
    [round] Salva il giro
    [deal] Salva la smazzata
   *[hand] Salva la mano
}
scorer-key-back = Cancella
scorer-key-next = Riga seguente
scorer-checking = Controllo…
scorer-offline = Nessuna connessione al tabellone: ciò che scrivi resta su questo telefono.
scorer-kept-here = Le tue righe restano su questo telefono.
scorer-no-key-here = Questa pagina richiede la chiave del segnapunti: inquadra il codice QR del segnapunti mostrato dove è stato avviato il tabellone.

## Step by step: a line's questions, from the variant's own words.
scorer-step-not-out = non ha chiuso
scorer-step-melded = Punti calati
scorer-step-in-hand = Punti rimasti in mano
scorer-step-put = Metti nella riga

## Correcting a saved hand.
scorer-fix = { $term ->
    [round] Correggi, togli o annulla un giro
    [deal] Correggi, togli o annulla una smazzata
   *[hand] Correggi, togli o annulla una mano
}
scorer-fix-hand = { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
}
scorer-fix-line = Riga
scorer-fix-hint = cosa cambia (-45); = all'inizio sostituisce la riga
scorer-fix-apply = Cambia
scorer-fix-drop = { $term ->
    [round] Togli questo giro
    [deal] Togli questa smazzata
   *[hand] Togli questa mano
}
scorer-undo = { $term ->
    [round] Annulla l'ultimo giro
    [deal] Annulla l'ultima smazzata
   *[hand] Annulla l'ultima mano
}
scorer-confirm-undo = { $term ->
    [round] Annullare l'ultimo giro? Ogni totale successivo viene ricalcolato.
    [deal] Annullare l'ultima smazzata? Ogni totale successivo viene ricalcolato.
   *[hand] Annullare l'ultima mano? Ogni totale successivo viene ricalcolato.
}
scorer-confirm-drop = { $term ->
    [round] Togliere questo giro? I giri successivi salgono di un posto e ogni totale viene ricalcolato.
    [deal] Togliere questa smazzata? Le smazzate successive salgono di un posto e ogni totale viene ricalcolato.
   *[hand] Togliere questa mano? Le mani successive salgono di un posto e ogni totale viene ricalcolato.
}

## Rules questions.
scorer-ask = Domande sulle regole
scorer-ask-meld = Questa combinazione basta per la nostra apertura?
scorer-ask-meld-legal = Questa combinazione è regolare?
scorer-ask-pile = Posso prendere il pozzo?
scorer-ask-out = Possiamo chiudere?
scorer-ask-min = Qual è l'apertura minima a un dato punteggio?
scorer-ask-cards = Carte
scorer-ask-top = Carta in cima al pozzo
scorer-ask-going-out = chiudendo con essa
scorer-ask-side = Apertura minima di
scorer-ask-not-melded = la nostra coppia non ha ancora aperto
scorer-ask-frozen = il pozzo è congelato
scorer-ask-canastas = { $canasta_term ->
    [burraco] Burrachi
    [canastra] Canastre
   *[canasta] Canaste
}
scorer-ask-left = Carte rimaste in mano
scorer-ask-concealed = in mano
scorer-ask-pot-taken = { $pot_term ->
    [morto] morto preso
   *[other] pozzetto preso
}
scorer-ask-score = Punteggio (o numero della mano, dove l'apertura va per mano)
scorer-ask-go = Chiedi
scorer-ask-top-needed = Indica la carta in cima al pozzo (K, 7, 2 per una pinella).

## A new game, and a match's next game.
scorer-new = Nuova partita
scorer-new-variant = Variante
scorer-new-sides = Coppie
scorer-new-sides-hint = Noi, Voi (vuoto: i nomi soliti)
scorer-new-players = Giocatori
scorer-new-players-hint = in senso orario: Ann, Bob, Cy, Di
scorer-new-dealer = Primo mazziere
scorer-new-dealer-hint = un giocatore (vuoto: il primo posto)
scorer-new-match = Sfida
scorer-new-match-one = Una partita
scorer-new-match-first = Una sfida: vince chi arriva prima a { $games } partite vinte
scorer-new-match-games = Una sfida di { $games } partite (punti vittoria, dove le regole li danno)
scorer-new-match-unknown = `{ $rule }` non è una sfida che questa pagina può iniziare: una partita, chi vince per primo 2 o 3 partite, oppure 2, 3 o 4 partite.
scorer-new-go = Inizia la partita
scorer-next-game = Inizia la prossima partita della sfida

## The scorer's key.
scorer-key = La chiave del segnapunti
scorer-key-why = Se hai perso un telefono con questa pagina, cambia la chiave: la vecchia smette di funzionare, e il nuovo codice QR fa entrare il prossimo telefono.
scorer-key-go = Cambia la chiave
scorer-confirm-key = Cambiare la chiave del segnapunti? Ogni altro telefono con questa pagina avrà bisogno del nuovo codice QR.
scorer-key-changed = La chiave è stata cambiata: inquadra questo codice con il telefono che tiene il punteggio.

## What a call is answered.
scorer-saved = { $term ->
    [round] Giro { $number } salvato.
    [deal] Smazzata { $number } salvata.
   *[hand] Mano { $number } salvata.
}
scorer-corrected = { $term ->
    [round] Giro { $number } corretto
    [deal] Smazzata { $number } corretta
   *[hand] Mano { $number } corretta
}; ogni totale successivo è stato ricalcolato.
scorer-removed = { $term ->
    [round] Giro { $number } tolto
    [deal] Smazzata { $number } tolta
   *[hand] Mano { $number } tolta
}; ogni totale successivo è stato ricalcolato.
scorer-started = Partita { $id } iniziata.
scorer-changed-elsewhere = Non salvato: la partita è stata cambiata su un altro telefono o al terminale da quando hai cominciato. Eccola com'è ora; le tue righe sono tenute: controllale e salva di nuovo.
scorer-changed-while-typing = La partita è cambiata su un altro telefono o al terminale mentre scrivevi: controlla le tue righe con il foglio prima di salvare.
scorer-lines-wrong = Non salvato: una riga manca o è sbagliata (vedi sotto la riga).
scorer-fix-empty = Scrivi cosa cambia, o = e la riga intera.
scorer-no-game = Non c'è ancora una partita: iniziane una qui sotto.
scorer-no-match = Questa partita non fa parte di una sfida.
scorer-bad-lone = Il giocatore indicato come solo non è in questa partita.
scorer-bad-lines = Queste righe non sono quelle di questa mano: ricarica la pagina.
scorer-bad-call = La pagina ha inviato qualcosa che questo tabellone non capisce ({ $detail }): ricarica la pagina.
scorer-needs-key = Questo telefono non ha la chiave del segnapunti, o è stata cambiata: inquadra di nuovo il codice QR del segnapunti. Non è cambiato nulla.
scorer-other-site = Rifiutato: questa richiesta non viene dalla pagina del segnapunti. Non è cambiato nulla.
scorer-too-many = Troppe richieste insieme: aspetta un momento e riprova. Non è cambiato nulla.
scorer-too-large = Rifiutato: quanto inviato supera { $most } byte. Non è cambiato nulla.
scorer-too-slow = Rifiutato: quanto inviato non è arrivato in tempo. Non è cambiato nulla.
scorer-method = La pagina del segnapunti non accetta questo tipo di richiesta.

## Una mano, una volta sola.
scorer-already-saved = { $term ->
    [round] Il giro { $number } era già salvato
    [deal] La smazzata { $number } era già salvata
   *[hand] La mano { $number } era già salvata
} (la risposta non era arrivata a questo telefono): non si salva di nuovo.
scorer-busy = Un altro canasta sta cambiando questa partita (il terminale o un comando): la mano resta su questo telefono e viene rimandata tra un momento.
scorer-bad-typist = Il nome di questa pagina non è uno che questo tabellone accetta: ricarica la pagina.
scorer-bad-hand-id = Questa mano non ha un id che questo tabellone accetta: ricarica la pagina.
scorer-failed = Il tabellone non ha potuto rispondere (un errore del programma, non di ciò che è stato scritto): riprova.
scorer-pinned = Questo tabellone mostra solo la partita { $id } (è stato avviato con --game { $id }): inizia la partita nuova al terminale, o avvia il tabellone senza --game per seguire la partita corrente.

## The page, offline and steady.
scorer-not-sent = { $term ->
    [round] Il giro { $number } non è ancora inviato: aspetta su questo telefono e va al tabellone da solo, una volta, quando il tabellone risponde di nuovo.
    [deal] La smazzata { $number } non è ancora inviata: aspetta su questo telefono e va al tabellone da sola, una volta, quando il tabellone risponde di nuovo.
   *[hand] La mano { $number } non è ancora inviata: aspetta su questo telefono e va al tabellone da sola, una volta, quando il tabellone risponde di nuovo.
}
scorer-theirs = { $term ->
    [round] Giro { $number }, salvato nel frattempo altrove
    [deal] Smazzata { $number }, salvata nel frattempo altrove
   *[hand] Mano { $number }, salvata nel frattempo altrove
}
scorer-mine = Le tue righe
scorer-drop-mine = Scarta le mie
scorer-save-mine = Salva le mie come { $term ->
    [round] giro
    [deal] smazzata
   *[hand] mano
} { $number }
scorer-conflict-same = Le stesse righe sono state salvate nel frattempo altrove: scarta le tue, non si perde nulla.
scorer-conflict-other = Altre righe sono state salvate nel frattempo altrove: scarta le tue, o salvale come la prossima.
scorer-dropped = Le tue righe sono state scartate: non è stato salvato altro.
scorer-bad-score = Un punteggio arriva al massimo a { $most }, in più o in meno: nessuna partita va oltre.
scorer-no-table-game = Il tavolo { $table } non ha una partita nel turno in corso: o il turno non è ancora pubblicato, o in questo turno a questo tavolo non si gioca (il tabellone mostra dove siede ciascuno).
scorer-table-key-only = Il telefono di un tavolo segna la partita del suo tavolo; solo l'arbitro cambia le chiavi.
scorer-confirm-table = Conferma il risultato di questo tavolo
scorer-confirm-opponent = Un avversario conferma il risultato
scorer-confirmed-both = Confermato dal tavolo e da un avversario: da ora lo cambia solo l'arbitro.
scorer-desk-title = Il tavolo dell'arbitro
scorer-desk-seat = Assegna i posti del prossimo turno
scorer-desk-publish = Pubblicalo
scorer-desk-close = Chiudi il turno
scorer-desk-no-tournament = Questo tabellone non serve nessun torneo (canasta serve --tournament NOME).
scorer-desk-needs-reason = Il risultato del tavolo { $table } ora spetta all'arbitro (confermato, o il turno è chiuso): scrivi il motivo della modifica nel riquadro sotto i tasti, poi riprova.
scorer-table-locked = Il risultato del tavolo { $table } è confermato: ora lo modifica solo l'arbitro. Chiama l'arbitro.
scorer-table-key-refused = La chiave di questo telefono non apre nessun tavolo di questo torneo: è stata rinnovata, o è di un altro torneo. Scansiona di nuovo il codice QR del tuo tavolo (l'arbitro ha il foglio nuovo). Non è cambiato nulla.
scorer-table-game-only = Questa pagina segna solo la partita del tavolo { $table } del torneo: qui non si inizia nessun'altra partita.
scorer-signed = L'arbitro ha firmato i risultati della serata come definitivi ({ $at }): ora non cambia più nulla.
scorer-night-signed = L'arbitro ha firmato i risultati della serata come definitivi: ora non cambia più nulla.
scorer-desk-signed = I risultati della serata sono firmati come definitivi ({ $at }): ora non cambia più nulla. Per correggerli, prima si riapre il torneo, con il suo motivo, dal terminale (tournament reopen).
scorer-desk-nothing-drafted = Nessun turno con i posti assegnati da pubblicare: assegna prima i posti del prossimo turno.
scorer-desk-published-already = Il turno { $round } è già pubblicato; i posti del prossimo si assegnano quando questo è chiuso.
scorer-desk-plan-done = I posti di tutti i turni del programma ({ $rounds }) sono assegnati: la serata finisce quando l'ultimo è chiuso.
scorer-desk-seat-open-before = Il turno { $round } non è chiuso: gli abbinamenti del prossimo turno si fanno con i suoi risultati. Chiudilo prima.
scorer-desk-seat-needs-manual = Gli abbinamenti del turno { $round } si fanno a mano: scrivili qui sotto, un tavolo per riga ("1 3 8": tavolo 1, 3 N-S contro 8 E-O; "- 5": 5 riposa).
scorer-desk-seat-too-few-present = Un turno individuale fa sedere almeno { $need } giocatori; ne sono presenti { $present } (assenti: { $absent }). Gli abbinamenti si potranno fare quando uno di loro sarà tornato.
scorer-desk-keys-renewed = Chiavi nuove per ogni tavolo: i vecchi codici QR non aprono più nulla. Si apre il foglio dei tavoli da stampare; dai a ogni tavolo il suo codice nuovo.
scorer-desk-by-hand = Fai gli abbinamenti a mano
scorer-desk-by-hand-label = Gli abbinamenti, un tavolo per riga: "1 3 8" è il tavolo 1, 3 N-S contro 8 E-O; "- 5": 5 riposa
scorer-desk-seat-typed = Assegna i posti come scritto
scorer-desk-new-keys = Chiavi nuove per i tavoli (una chiave persa o vista)
scorer-desk-drafted = Turno { $round } con i posti assegnati, non ancora pubblicato: controlla gli abbinamenti qui sotto, poi pubblicalo (o fai gli abbinamenti a mano).
scorer-desk-drafted-individual = Turno { $round } con i posti assegnati, non ancora pubblicato: controlla gli abbinamenti qui sotto, poi pubblicalo (in un individuale i posti li assegna il movimento).
scorer-desk-published = Turno { $round } pubblicato: { $tables ->
    [one] 1 tavolo lo gioca
   *[other] { $tables } tavoli lo giocano
} sui loro telefoni.
scorer-desk-closed = Turno { $round } chiuso: la classifica qui sotto lo conta. Assegna i posti del turno successivo quando vuoi.
scorer-bad-table = Il tavolo o il turno chiesto non è un numero: apri la partita dal tavolo dell'arbitro.
scorer-desk-back = ← Il tavolo dell'arbitro
scorer-desk-why = Motivo della modifica (resta nel registro del torneo)
scorer-desk-at = Tavolo { $table }, turno { $round }: come arbitro
scorer-desk-open = Inserisci o correggi
scorer-desk-col-sheet = Segnapunti
scorer-desk-goto-round = Turno
scorer-desk-goto-table = Tavolo
scorer-desk-goto = Apri la partita di un tavolo
scorer-ask-kind = Domanda
scorer-key-space = Spazio
scorer-steps-for = Passo per passo: { $line }
scorer-step-went-out = Chiusura
scorer-share = Condividi il segnapunti
scorer-share-text = Condividi come testo
scorer-share-picture = Condividi il grafico come immagine
scorer-share-copy = Copia il testo
scorer-share-download = Scarica l'immagine
scorer-shared = Condiviso.
scorer-copied = Il segnapunti è copiato: incollalo nella chat.
scorer-downloaded = L'immagine è scaricata.
scorer-share-failed = Questo browser non è riuscito a condividerlo: copia il testo, o scarica l'immagine.
scorer-legend = Che cosa vuol dire ogni lettera
scorer-sheet = Il segnapunti
# Issue 41: every tap lands, every hand once.
scorer-keep-mine = Torna alle mie righe, per controllarle
scorer-keys-not-put = I tasti toccati dopo Salva non sono stati messi in nessuna riga.
scorer-save-mine-sure = Tocca di nuovo per salvare le mie come { $term ->
    [round] giro
    [deal] smazzata
   *[hand] mano
} { $number }
scorer-saving = { $term ->
    [round] Salvo il giro
    [deal] Salvo la smazzata
   *[hand] Salvo la mano
} { $number }…
scorer-same-kept = { $term ->
    [round] Il giro { $number } è stato salvato su un altro telefono con le stesse righe: è nella partita una volta sola, e non è stato salvato altro.
    [deal] La smazzata { $number } è stata salvata su un altro telefono con le stesse righe: è nella partita una volta sola, e non è stato salvato altro.
   *[hand] La mano { $number } è stata salvata su un altro telefono con le stesse righe: è nella partita una volta sola, e non è stato salvato altro.
}

# The phone alone (the engine in the page): the games kept on the phone.
scorer-games = Partite su questo telefono
scorer-games-none = Ancora nessuna partita su questo telefono.
scorer-games-continue = Continua
scorer-games-export = Esporta
scorer-games-delete = Elimina
# $id: the game's number.
scorer-games-delete-confirm = Eliminare la partita { $id }? Non si potrà recuperare.
scorer-games-deleted = La partita { $id } è eliminata.
scorer-games-continued = Ora si segna la partita { $id }.
scorer-games-import = Importa una partita (un file esportato da canasta)
scorer-language = Lingua

# The phone alone: house rules (a preset of one's own) kept on the phone.
scorer-rules = Regole della casa su questo telefono
scorer-rules-hint = Una variante tua: `extends:` una variante, poi i campi che cambiano (la guida delle varianti li elenca). L'arbitro la controlla prima di tenerla, e una partita giocata con essa la porta nel suo file.
scorer-rules-name = Nome
scorer-rules-text = Regole
scorer-rules-save = Controlla e tieni
scorer-rules-delete = Elimina
# $name: the house rules' name, as typed.
scorer-rules-saved = Le regole della casa { $name } sono tenute: sceglile per una nuova partita.
scorer-rules-deleted = Le regole della casa { $name } sono eliminate; le partite giocate con esse le conservano.
scorer-rules-built-in = { $name } è il nome di una variante già presente: scegline un altro.
scorer-rules-none = Ancora nessuna regola della casa su questo telefono.
scorer-slip-points = { $fact }: se i loro punti in mano non sono nei punti calati, aggiungili alla riga (-35 per 35)
scorer-slip-melded = { $fact }: controlla i punti calati nella riga
