## it: table
## Modalità tavolo (`canasta play`): l'inizio, il menu, le righe e i passi di una mano,
## le domande sulle regole, il salvataggio. `$term`: la parola della variante per una
## smazzata: `hand` (mano) o `round` (giro).

## Uscire e interruzioni

table-needs-terminal = la modalità tavolo fa domande e ha bisogno di un terminale; negli script usa `canasta new` e `canasta record` con le opzioni
table-needs-console = la modalità tavolo non può pilotare questo terminale: la finestra di Git Bash (mintty) dà ai programmi una pipe, non una console. Esegui `canasta play` in Windows Terminal, PowerShell o cmd; tutti gli altri comandi qui funzionano come sempre
table-interrupted = Interrotto.
table-closed = Il terminale si è chiuso.
table-kept-draft = Ogni mano confermata prima è salvata; le righe scritte della mano in corso restano come bozza, che `canasta play` ti propone di finire.
table-kept-nothing = Ogni mano confermata prima è salvata; la mano in corso no.
table-nothing-started = Non è stato iniziato né cambiato nulla.
table-quit-saved = È tutto salvato. `canasta play` ti riporta alla partita { $game }.
table-quit-to-desk = È tutto salvato. Si torna al tavolo dell'arbitro (partita { $game }).

## L'inizio

table-which-game = Quale partita? (Esc: esci)
table-game-open-over = Apri la partita { $game } ({ $variant }), finita: { $totals } (per annullare o correggere una mano)
table-game-go-on = Continua la partita { $game } ({ $variant }): { $totals }, dopo { $hands } { $term ->
    [round] { $hands ->
        [one] giro
       *[other] giri
    }
    [deal] { $hands ->
        [one] smazzata
       *[other] smazzate
    }
   *[hand] { $hands ->
        [one] mano
       *[other] mani
    }
}
table-game-damaged-item = La partita { $game } non si può leggere: vedi perché e come ripararla
table-game-damaged = La partita { $game } non si può leggere: { $why }.
table-game-damaged-left = Il file resta com'è. Riparalo e torna; intanto scegli un'altra partita.
table-started = Iniziata la partita { $game } ({ $variant }). Primo mazziere: { $dealer }.
table-variant-prompt = Variante (scrivi per filtrare, Invio sceglie, Esc esce)
table-variant-given = Variante: { $name } ({ $description })
table-side-name = Coppia { $number } di { $count }: nome
table-player-name = Giocatore { $number } di { $count }, in ordine di posto: nome
table-name-empty = un nome non può essere vuoto
table-name-taken = `{ $name }` è già usato; ogni nome dev'essere diverso
table-seats-go-round = I posti alternano le coppie: { $order }; i compagni non siedono mai vicini.
table-players-prompt = Giocatori per posto, in senso orario, con virgole (Invio: nessun nome)
table-players-count = { $given ->
    [one] 1 nome dato
   *[other] { $given } nomi dati
}; dalli tutti e { $seats }, uno per posto, o nessuno
table-start-totals-prompt = Totali riportati dal foglio (es. { $first }=2350, { $second }=1800; Invio: nessuno)
table-start-write-side = `{ $part }`: scrivi COPPIA=TOTALE, es. { $side }=2350
table-start-not-a-side = `{ $text }` non è una coppia; le coppie sono { $sides }
table-not-whole-number = `{ $text }` non è un numero intero
table-who-deals = Chi dà le carte per primo?

## Una bozza, cambi da altrove, salvare

table-draft-finish = { $term ->
    [round] Il giro { $number } è rimasto scritto a metà ({ $lines }). Lo finisci?
    [deal] La smazzata { $number } è rimasta scritta a metà ({ $lines }). La finisci?
   *[hand] La mano { $number } è rimasta scritta a metà ({ $lines }). La finisci?
}
table-changed-elsewhere = La partita { $game } è stata cambiata altrove (un altro terminale?); eccola com'è ora.
table-changed-while-menu = La partita { $game } è stata cambiata altrove (un altro terminale?) mentre il menu aspettava; eccola com'è ora.
table-game-heading = Partita { $game } ({ $variant })
table-saved = Salvato.
table-lines-kept = Le tue righe sono tenute: tornano come { $term ->
    [round] giro
    [deal] smazzata
   *[hand] mano
} { $number }, sulla partita com'è ora.
table-game-over-cannot-add = La partita ora è finita, quindi la mano che hai scritto non si può aggiungere.
table-not-saved-refused = Non salvato: { $why }
table-not-saved-changed = Non salvato: la partita { $game } è stata cambiata altrove (un altro terminale?) mentre scrivevi. Eccola com'è ora.

## Il menu tra le mani

table-menu-prompt = E adesso? (q esce)
table-menu-prompt-over = La partita è finita. E adesso? (q esce)
table-menu-match-next = Gioca la prossima partita della sfida { $match_name } (stesse coppie e giocatori)
table-menu-record = Segna { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number } (mazziere: { $dealer })
table-menu-question = { $canasta_term ->
    [burraco] Fai una domanda sulle regole (questa combinazione va? chiudo?)
    [canastra] Fai una domanda sulle regole (questa combinazione va? chiudo?)
   *[other] Fai una domanda sulle regole (basta l'apertura? prendo il pozzo? chiudo?)
}
table-menu-undo = Annulla { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number }
table-menu-edit = Modifica { $term ->
    [round] un giro passato
    [deal] una smazzata passata
   *[hand] una mano passata
}
table-menu-fix-last = Correggi { $term ->
    [round] il giro { $number } (l'ultimo)
    [deal] la smazzata { $number } (l'ultima)
   *[hand] la mano { $number } (l'ultima)
}
table-menu-drop = Togli { $term ->
    [round] un giro (uno qualsiasi
    [deal] una smazzata (una qualsiasi
   *[hand] una mano (una qualsiasi
}; i totali seguenti ricalcolati)
table-menu-look = Guarda: il dettaglio di { $term ->
    [round] un giro
    [deal] una smazzata
   *[hand] una mano
}, il grafico, le regole
table-menu-export = Esporta la partita in YAML
table-menu-board = Mostra il punteggio sui telefoni (un tabellone dal vivo)
table-menu-new-game = Inizia una nuova partita
table-menu-quit = Esci (tutto ciò che è confermato è salvato)

## Annullare, correggere, togliere

table-undo-confirm = Togliere { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number } ({ $scores })? Non si può recuperare
table-remove-confirm = Togliere { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number }? Non si può recuperare
table-removed = { $term ->
    [round] Tolto il giro
    [deal] Tolta la smazzata
   *[hand] Tolta la mano
} { $number }.
table-edit-which = { $term ->
    [round] Quale giro
    [deal] Quale smazzata
   *[hand] Quale mano
} modifichi?
table-remove-which = { $term ->
    [round] Quale giro
    [deal] Quale smazzata
   *[hand] Quale mano
} togli?
table-replaced = { $term ->
    [round] Giro { $number } sostituito
    [deal] Smazzata { $number } sostituita
   *[hand] Mano { $number } sostituita
}.
table-without-fails = Senza { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number } la partita non torna: { $why }.
table-without = Senza { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number } ({ $scores }): totali { $after } (ora { $now }).
table-pick-hand = { $prompt } (da 1 a { $count }; q: indietro)
table-pick-hand-refused = `{ $text }`: le mani vanno da 1 a { $count }

## Il tabellone dal vivo

table-board-at = Il tabellone è su { $address }
table-board-at-here = Il tabellone è su { $address } (solo questo computer).
table-board-let-phones = Lo fai vedere anche ai telefoni al tavolo?
table-board-who = Chi può vedere il tabellone? (Esc: indietro)
table-board-only-here = Solo questo computer (un browser qui)
table-board-phones-too = Anche i telefoni al tavolo (chiunque su questa rete con l'indirizzo)
table-board-started-phones = Il tabellone è su { $address } (inquadra il codice con un telefono; segue ogni salvataggio; si ferma quando esci dalla modalità tavolo)
table-board-started-here = Il tabellone è su { $address } (solo questo computer: aprilo in un browser qui; segue ogni salvataggio; si ferma quando esci dalla modalità tavolo)

## Sfide

table-match-next-started = Iniziata la partita { $game } ({ $variant }), la prossima della sfida { $match_name }. Primo mazziere: { $dealer }.

## Salvare una mano

table-hand-cannot-be-right = { $term ->
    [round] Il giro { $number } non può essere giusto
    [deal] La smazzata { $number } non può essere giusta
   *[hand] La mano { $number } non può essere giusta
}: { $why }
table-nothing-saved-what-now = Non è stato salvato nulla. E adesso?
table-enter-again = Inseriscila di nuovo (con le tue risposte già proposte)
table-throw-hand = Cancella { $term ->
    [round] questo giro
    [deal] questa smazzata
   *[hand] questa mano
}
table-totals-now = Totali ora { $after } (prima { $before }).
table-save-it = Salva
table-change-line = Cambia la riga di { $label }: { $line }
table-change-lone = Cambia chi ha giocato da solo (di nuovo la mano)
table-save-with-note = { $canasta_term ->
    [burraco] Salva con una nota (carte date male, un conto sbagliato...)
    [canastra] Salva con una nota (carte date male, un conto sbagliato...)
   *[other] Salva con una nota (carte date male, chi ha scordato un tre rosso...)
}
table-throw-it = Cancella
table-save-hand = Salvare { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number }?
table-note = Nota
table-thrown = Scartata; non è stato salvato nulla.

## Guardare ed esportare

table-look-prompt = Guarda (Esc: indietro)
table-look-breakdown = Il dettaglio di { $term ->
    [round] un giro
    [deal] una smazzata
   *[hand] una mano
}
table-look-every = Il dettaglio di { $term ->
    [round] ogni giro
    [deal] ogni smazzata
   *[hand] ogni mano
}
table-look-chart = Il grafico dei totali progressivi
table-look-rules = Le regole di questa partita
table-back = Indietro
table-which-hand = { $term ->
    [round] Quale giro
    [deal] Quale smazzata
   *[hand] Quale mano
}?
table-export-to = In quale file scrivo la partita (YAML)? (q: indietro)
table-nothing-written = Non è stato scritto nulla.
table-file-exists = { $path } esiste già. Lo sostituisci?
table-wrote = Scritta la partita { $game } in { $path } (`canasta import` la rilegge).
table-could-not-write = Impossibile scriverlo: { $why }

## Le righe di una mano

table-hand-heading = ── { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
} { $number } · mazziere: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}apertura: { $minimums }
} ──
table-hand-heading-editing = ── { $term ->
    [round] Giro
    [deal] Smazzata
   *[hand] Mano
} { $number } (in correzione) · mazziere: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}apertura: { $minimums }
} ──
table-line-together = { $partners } insieme
table-line-own = { $player } (per sé)
table-legend-example = Una riga per coppia, es. `{ $example }` o `90 -40` ({ $minus }: in { $held ->
    [foot] mano e piede
    [deal] smazzata
   *[hand] mano
}).
table-legend-counts = Con un numero davanti: { $counted }. Chiusura: { $out }.
table-legend-pot = { $pot_term ->
    [morto] Morto
   *[other] Pozzetto
}: { $list }.
table-legend-pot-in-hand = { $unplayed ->
    [counts] { $pot_term ->
        [morto] Morto
       *[other] Pozzetto
    } preso e non giocato: le sue carte vanno nei punti in mano (almeno -{ $least }).
   *[not-counted] { $pot_term ->
        [morto] Morto
       *[other] Pozzetto
    } preso e non giocato conta come non preso: le sue carte restano fuori dai punti in mano.
}
table-legend-penalties = Penalità: { $list }.
table-legend-penalties-bonuses = Penalità e premi: { $list }.
# $cards: an example of cards written out, a set or a run as the variant has them.
table-legend-keys = Anche le carte ({ $cards }). ? chiede passo passo (lì q torna alla riga), < torna indietro, q esce.
table-typed-before = Scritto prima: { $lines }
table-played-alone = { $player }: senza compagno
table-nobody-alone = nessuno ha preso il pozzo né chiuso: ognuno da solo
table-who-alone = Chi ha giocato da solo (primo a prendere il pozzo, o chi ha chiuso)?
table-cannot-be-right = Non può essere giusto: { $why }.
table-type-line-again = Riscrivi la riga (con le tue risposte già proposte), o q per lasciare la mano.
table-change-what = { $label }: { $line }. Scrivi cosa cambia (es. -45 o { $example }), = e una riga intera nuova, o Invio per tenerla.
table-change-prompt = { $label } (modifica)
table-cannot-be-right-unchanged = Non può essere giusto: { $why }; non è cambiato nulla.

## Passo passo

table-how-ended = { $label }: com'è { $term ->
    [round] finito il giro
    [deal] finita la smazzata
   *[hand] finita la mano
}?
table-way-not-out = non ha chiuso
table-way-out = ha chiuso
table-way-concealed = ha chiuso in mano (tutto calato in un turno)
table-way-hand-canasta = ha chiuso con una canasta in mano
table-way-special = ha chiuso con { $special } ({ $points })
table-step = { $side } { $step }/{ $steps }: { $question }
table-step-melds = combinazioni in carte (es. KKKKKKK QQ2 555), o Invio per i totali
table-step-kinds = { $canasta_term ->
    [burraco] tipi di burraco: { $kinds }
    [canastra] tipi di canastra: { $kinds }
   *[other] tipi di canasta: { $kinds }
}
table-step-canastas = { $canasta_term ->
    [burraco] burrachi, quantità e tipo ({ $example }; 0: nessuno)
    [canastra] canastre, quantità e tipo ({ $example }; 0: nessuna)
   *[other] canaste, quantità e tipo ({ $example }; 0: nessuna)
}
table-step-pot = { $pot_term ->
    [morto] il morto
   *[other] il pozzetto
}
table-step-pot-taken = preso
table-step-pot-not-taken = non preso
table-step-pot-unplayed = preso, non giocato
table-step-red-threes = tre rossi in tavola
table-step-black-threes = tre neri in tavola (scoperti, come i tre rossi)
table-step-melded = punti delle carte calate (senza premi)
table-step-incomplete = combinazioni incomplete (Spazio segna, Invio per finire)
table-step-cards-in-hand = carte rimaste in mano (es. K74), o Invio per dare i punti
table-step-cards-in-hands = carte in ogni mano, divise da / (K74 / 55), o Invio per i punti
table-step-points-in-hand = punti delle carte rimaste in mano (un numero positivo)
table-step-points-in-hand-pot = punti in mano, { $unplayed ->
    [counts] con
   *[not-counted] senza
} un { $pot_term ->
    [morto] morto
   *[other] pozzetto
} non giocato (un numero positivo)
table-step-points-in-hand-foot = punti delle carte in mano e nel piede (un numero positivo)
table-slip-points = { $side }: punti in mano (Invio: come scritto)
table-slip-melded = { $side }: punti calati (Invio: come scritto)
table-step-black-in-hand = tre neri rimasti in mano
table-step-holding = giocatori con tre o più carte { $rank }
table-step-any-penalties = qualche penalità?
table-step-any-bonuses = qualche premio?
table-not-a-count = `{ $text }` non è una quantità; scrivi un numero intero, es. 1
table-not-points = `{ $text }` non è un numero di punti; scrivi es. 205
table-cards-fix = { $why }; correggi, o - per dare i totali
table-these-cards = queste carte
table-these-melds = queste combinazioni
table-penalties-legend = penalità: { $list }
table-bonuses-legend = premi: { $list }
table-which-penalties = { $side }: quali penalità, quantità e nome (es. { $example })
table-which-bonuses = { $side }: quali premi, quantità e nome (es. { $example })
table-tally-no-count = `{ $word }` non ha una quantità davanti; scrivi la quantità, poi { $what ->
    [kind] il tipo di canasta
    [penalty] la penalità
   *[bonus] il premio
}, es. 1 { $first }
table-tally-which = { $count } di quale { $what ->
    [kind] tipo di canasta
    [penalty] penalità
   *[bonus] premio
}? scrivi es. { $count } { $first }; { $variant } ha: { $known }
table-tally-could-be = `{ $words }` può essere { $options }; scrivi di più del nome
table-tally-unknown = `{ $words }` non è { $what ->
    [kind] un tipo di canasta
    [penalty] una penalità
   *[bonus] un premio
} di { $variant }; { $variant } ha: { $known }
table-tally-twice = `{ $words }` è dato due volte; dallo una volta sola, con la quantità davanti
table-either = { $first } o { $second }

# A yes-or-no answer said back (the keys stay `y` and `n`).
table-yes = sì
table-no = no
# The keys that answer a yes-or-no question (the English y and n are always taken too),
# and the hint that names them after the question.
table-yes-key = s
table-no-key = n
table-yes-no-keys = (s/n)

## Domande sulle regole

table-left-question = (domanda lasciata)
table-rules-prompt = Domanda sulle regole (Esc: indietro; q lascia una domanda)
table-ask-meld = Questa combinazione è valida, e basta per la nostra apertura?
table-ask-pile = Posso prendere il pozzo?
table-ask-out = Possiamo chiudere?
table-ask-minimum-score = Qual è l'apertura minima a un dato punteggio?
table-ask-minimum-hand = Qual è l'apertura minima in una data mano?
table-ask-special = Questa mano è una mano speciale?
table-q-whose-meld = Di chi è la combinazione?
table-q-side-needs = { $side } (servono { $minimum })
table-q-melds = Le combinazioni (es. KKK QQ2)
table-q-top-taken = La carta in cima al pozzo, se presa (Invio: nessuna)
table-q-concealed = Chiusura in mano con queste combinazioni?
table-q-top = La carta in cima al pozzo
table-q-your-cards = Le carte che hai in mano
table-q-side-melded = La tua coppia ha già aperto?
table-q-side-melds = Le combinazioni della tua coppia sul tavolo (Invio: nessuna)
table-q-frozen = C'è una matta o un tre rosso nel pozzo (congelato)?
table-q-one-card = Hai una sola carta, e il pozzo è di una carta?
table-q-opponents = Le combinazioni degli avversari sul tavolo (Invio: nessuna)
table-q-out-melds = Combinazioni della tua coppia, più quelle calate ora (Invio: nessuna)
table-q-canastas = Canaste completate della tua coppia
table-q-cards-left = Carte che ti resterebbero (1: una da scartare)
table-q-melded-nothing = La tua coppia non ha ancora calato nulla (chiusura in mano)?
table-q-pot-taken = La tua coppia ha preso { $pot_term ->
    [morto] il morto
   *[other] il pozzetto
}?
table-q-score = Il punteggio totale della coppia (può essere negativo)
table-q-which-hand = Quale mano (1 è la prima)
table-q-hand-cards = Le carte della mano
table-q-back = { $prompt } (q: indietro)
table-q-number-refused = `{ $text }`: { $why ->
    [large] troppo grande
    [small] troppo piccolo
   *[invalid] non è un numero intero
} (q: indietro)
table-q-one-card-only = `{ $text }` dovrebbe essere una sola carta, es. K o 9

## Una mano salvata una volta sola (una modifica da altrove mentre la si scriveva).
table-already-saved = { $term ->
    [round] Il giro
    [deal] La smazzata
   *[hand] La mano
} { $number } era già { $term ->
    [round] salvato
   *[hand] salvata
} (la risposta non era arrivata); non si salva di nuovo.
table-saved-meanwhile = Intanto, da un'altra parte (un telefono, un altro terminale), è { $term ->
    [round] stato salvato il giro
    [deal] stata salvata la smazzata
   *[hand] stata salvata la mano
} { $number }:
table-yours = La tua:
table-same-hand = Sono la stessa mano.
table-mine-what = Che cosa ne facciamo della tua?
table-mine-drop = Scarta la mia: vale { $term ->
    [round] il giro
    [deal] la smazzata
   *[hand] la mano
} { $number } già { $term ->
    [round] salvato
   *[hand] salvata
}
table-mine-save-next = Salva anche la mia, come { $term ->
    [round] giro
    [deal] smazzata
   *[hand] mano
} { $next }
table-mine-keep = Tieni la mia da rivedere, come { $term ->
    [round] giro
    [deal] smazzata
   *[hand] mano
} { $next } (non si salva niente)

# The players' question when the last game's players are offered first (shown after
# it as its default: Enter keeps them).
table-players-prompt-last = Giocatori per posto, con virgole (- nessun nome)

# The meld question of the rules list in a form without an initial-meld minimum (the
# Burraco family): its legality only.
table-ask-meld-legal = Questa combinazione è regolare?

# The menu's items on a narrow screen (under 60 columns: a phone's terminal): each
# the item above without its explanation, so that none is cut where its meaning is.
table-menu-match-next-short = Prossima partita di { $match_name }
table-menu-question-short = Domanda sulle regole
table-menu-fix-last-short = Correggi { $term ->
    [round] il giro { $number }
   *[hand] la mano { $number }
}
table-menu-drop-short = Togli { $term ->
    [round] un giro
   *[hand] una mano
}
table-menu-look-short = Guarda: dettaglio, grafico, regole
table-menu-board-short = Il punteggio sui telefoni
table-menu-quit-short = Esci (tutto salvato)
table-entrants-how = Un iscritto per riga: { $per ->
        [one] il suo giocatore ("Ana Rossi")
       *[other] i suoi { $per } giocatori ("Ana Rossi, Bob Bianchi")
    }, o "Nome: giocatori"; una riga [A] apre un girone. Invio su una riga vuota quando ci sono tutti; Esc esce, senza creare nulla.
table-entrant-prompt = Iscritto { $number }
table-desk-menu = Il tavolo dell'arbitro: e ora?
table-desk-seat = Assegna i posti del turno { $round }
table-desk-seat-again = Assegna di nuovo i posti del turno { $round }
table-desk-publish = Pubblica il turno { $round } (abbinamenti fissati, partite create)
table-desk-close = Chiudi il turno { $round }
table-desk-table = La partita di un tavolo: inserisci il suo segnapunti, o correggilo
table-desk-standings = La classifica
table-desk-keys = Chiavi nuove per i tavoli (una chiave persa o vista)
table-desk-sign = Firmare la classifica della serata come definitiva
table-desk-look = Guarda di nuovo
table-desk-which-round = Turno
table-desk-no-round = non è un turno pubblicato: dai il suo numero ({ $rounds } pubblicati finora)
table-desk-which-table = Tavolo del turno { $round }
table-desk-no-table = nessuna partita a quel tavolo: i tavoli del turno sono { $tables }
table-desk-why = Il risultato del tavolo { $table } ora spetta all'arbitro: il motivo della modifica (resta nel registro)
table-desk-why-needed = una modifica a un risultato confermato o chiuso vuole il suo motivo
