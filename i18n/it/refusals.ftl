## it: refusals

## Una mano rifiutata dall'arbitro (src/render/hand_errors.rs).

refusal-and = { $first } e { $second }
refusal-hand-unknown-unit = `{ $name }` non è in questa partita; { $unit ->
        [player] i giocatori
       *[side] le coppie
    } sono: { $known }
refusal-hand-missing-unit = nessun risultato per { $name }: { $unit ->
        [player] ogni giocatore
       *[side] ogni coppia
    } ha bisogno di una riga, anche se tutta a zero
refusal-hand-negative = { $name }: { $field } { $value }; conteggi e punti non possono essere negativi
refusal-hand-too-large = { $name }: { $field } { $value }, più del possibile: { $limit }
refusal-hand-not-multiple-of-five = { $name }: { $field } { $value }; i punti delle carte sono sempre un multiplo di 5 (prova { $lower } o { $upper })
refusal-hand-two-went-out = chiusura segnata sia per { $first } sia per { $second }; in una mano chiude una sola coppia
refusal-hand-too-few-canastas = { $name }: chiusura con { $have } { $canasta_term ->
        [burraco] { $have ->
            [one] burraco
           *[other] burrachi
        }
        [canastra] { $have ->
            [one] canastra
           *[other] canastre
        }
       *[other] { $have ->
            [one] canasta
           *[other] canaste
        }
    }; { $variant } ne chiede { $needs } per chiudere
refusal-hand-too-few-of-kind = { $name }: chiusura con { $got } { $canasta_term ->
        [burraco] { $got ->
            [one] burraco
           *[other] burrachi
        }
        [canastra] { $got ->
            [one] canastra
           *[other] canastre
        }
       *[other] { $got ->
            [one] canasta
           *[other] canaste
        }
    } { $kind }; { $variant } ne chiede almeno { $needs } per chiudere
refusal-hand-no-concealed-bonus = { $name }: chiusura in mano, ma { $variant } non ha un premio per la chiusura in mano; segna `normal`
refusal-hand-out-with-cards = { $name }: chiusura, quindi nessuna carta in mano, ma le carte in mano segnate per { $name } valgono { $in_hand } punti; metti -0 o niente per le carte in mano di { $name }
refusal-hand-pot-unplayed-in-hand = { $name }: { $pot_term ->
    [morto] il morto
   *[other] il pozzetto
} è stato preso e non giocato, quindi le sue { $cards } carte sono in mano e valgono almeno { $least }, ma in mano è stato indicato { $in_hand }; indica i punti in mano con le sue carte (almeno -{ $least })
refusal-hand-red-threes = { $count } tre rossi segnati in tutto; { $variant } si gioca con { $decks } mazzi, che ne hanno { $max }
refusal-hand-black-threes = questa mano: { $count } tre neri segnati in tutto; { $decks } mazzi ne hanno { $max }
refusal-hand-too-many-cards = questa mano: { $count } carte `{ $symbol }` scritte in tutto; { $decks } mazzi ne hanno { $max }
refusal-hand-canastas-exceed-melded = { $name }: { $claimed } sul segnapunti, ma solo { $melded } punti calati; { $canasta_term ->
        [burraco] quei burrachi da soli
        [canastra] quelle canastre da sole
       *[other] quelle canaste da sole
    } valgono almeno { $needed }
refusal-hand-points-beyond-packs = { $points } punti di carte segnati in tutto (calati e in mano); tutte le carte dei mazzi di { $variant } insieme valgono { $max }
refusal-hand-lone-not-allowed = `lone` nomina un giocatore, ma in { $variant } le coppie sono fisse; toglilo
refusal-hand-lone-missing = chiusura di { $went_out }, quindi in questa mano qualcuno ha giocato senza compagno: indica chi (il primo a prendere il pozzo, o { $went_out } se nessuno l'ha preso)
refusal-hand-overflow = questa mano: i suoi numeri superano quello che un punteggio può contenere
refusal-hand-breach = { $name }: { $breach }

refusal-limit-pack-points = tutte le carte dei mazzi di { $variant } insieme valgono { $max }
refusal-limit-pack-threes = { $variant } si gioca con { $decks } mazzi, che ne hanno { $max }
refusal-limit-pack-canastas = i mazzi di { $variant } bastano al massimo per { $max } canaste
refusal-limit-per-hand = al massimo { $max } per { $what ->
        [canasta_kind] tipo di canasta
        [bonus] premio
        [special_hand] mano speciale
        [incomplete_meld] combinazione incompleta
        [holding] carta tenuta
       *[penalty] penalità
    } in una mano
refusal-limit-players = conta i giocatori, e la coppia ne ha { $players }

refusal-claim-canastas = { $count } { $canasta_term ->
        [burraco] { $count ->
            [one] burraco
           *[other] burrachi
        }
        [canastra] { $count ->
            [one] canastra
           *[other] canastre
        }
       *[other] { $count ->
            [one] canasta
           *[other] canaste
        }
    } { $kind }
refusal-claim-incomplete = una combinazione incompleta { $meld }
refusal-known-no-bonuses = nessun premio
refusal-known-none = nessuno
refusal-count-of-kind = { $count } { $count ->
        [one] { $kind }
       *[other] { $kinds }
    }

refusal-breach-unknown = { $what ->
        [canasta_kind] tipo di canasta sconosciuto
        [bonus] premio sconosciuto
        [special_hand] mano speciale sconosciuta
        [incomplete_meld] combinazione incompleta sconosciuta
        [holding] carta tenuta sconosciuta
       *[penalty] penalità sconosciuta
    } `{ $given }`; { $variant } ha: { $known }
refusal-breach-unknown-incomplete = combinazione incompleta sconosciuta `{ $given }`; { $variant } penalizza: { $known }
refusal-breach-unknown-holding = carta tenuta sconosciuta `{ $given }`; { $variant } penalizza chi ne tiene tre o più: { $known }
refusal-breach-no-hand-canasta-bonus = chiusura con una canasta in mano, ma { $variant } non ha un premio per la canasta in mano; segna `normal` o `concealed`
refusal-breach-special-hand-unnamed = chiusura con una mano speciale, senza dire quale; { $variant } ha: { $known }
refusal-breach-special-hand-not-out = special_hand `{ $hand }` vale solo per la coppia che ha chiuso con essa (went_out: special)
refusal-breach-special-hand-after-melding = chiusura con una mano speciale, ma una mano speciale vale solo per chi non ha calato; questa coppia ha calato { $melded }
refusal-breach-special-hand-after-canastas = chiusura con una mano speciale, ma una mano speciale vale solo per chi non ha calato; questa coppia ha calato { $melded } e ha canaste
refusal-breach-black-threes-not-scored = { $field } è { $value }, ma { $variant } non conta così i tre neri; contali come carte da 5 punti in melded o in_hand
refusal-breach-incomplete-twice = la combinazione incompleta `{ $meld }` compare due volte; una coppia ha una sola combinazione per tipo
refusal-breach-canasta-and-incomplete = una canasta { $kind } completa e insieme una combinazione incompleta { $meld }; chiusa quella canasta, non si può iniziare un'altra combinazione dello stesso valore
refusal-breach-notation = { $field ->
    [hands] carte in mano
   *[melds] combinazioni
}: { $error }
refusal-breach-meld = combinazione { $error }
refusal-breach-canasta-of-no-kind = { $meld } è una canasta senza premio in { $variant }; i suoi tipi sono: { $known }
refusal-breach-melded-disagrees = melded è { $given } ma le combinazioni { $melds } fanno { $found }
refusal-breach-canastas-disagree = le canaste sono date come { $given } ma le combinazioni { $melds } fanno { $found }
refusal-breach-incomplete-disagrees = incomplete è dato come [{ $given }] ma le combinazioni { $melds } lasciano incomplete [{ $found }]
refusal-breach-hands-disagree = { $field } è { $given } ma le mani { $hands } fanno { $found }
refusal-breach-too-many-hands = sono date { $given } mani, ma una coppia ha { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    }; una voce per giocatore

## Il nucleo delle regole (src/render/core_errors.rs).

refusal-or = { $first } o { $last }
refusal-name-empty = un nome non può essere vuoto
refusal-name-control = il nome { $name } contiene un carattere di controllo o un segno che rovescia il testo (codici del terminale e segni di direzione non sono ammessi nei nomi)
refusal-name-separator = il nome { $name } contiene `{ $ch }`, che la riga di comando usa tra una coppia e il suo valore (`--melded We=120`, `--penalty We:name`); scegli un nome senza `=` né `:`
refusal-name-too-long = il nome { $name } è lungo { $len } caratteri; al massimo { $max }
refusal-merge-same = { $from } e { $into } sono già lo stesso nome
refusal-merge-chain = { $from } è unito a { $into }, che a sua volta è unito a un altro nome (una catena o un cerchio); ogni grafia deve indicare la persona che rappresenta

refusal-notation-symbol = `{ $symbol }` alla posizione { $position } di "{ $input }" non è una carta; usa A K Q J T (o 10) 9 8 7 6 5 4, 2 (matta), * (jolly), R (tre rosso), B (tre nero)
refusal-notation-hint-three = un tre è R (rosso) o B (nero)
refusal-notation-hint-ten = un dieci è T o 10
refusal-notation-hint-repeat = x ripete la carta precedente, come in Kx7
refusal-notation-count = il numero dopo `x` alla posizione { $position } di "{ $input }" manca o non è un numero da 1 a 12 (es. Kx7 per sette re)
refusal-notation-run = la scala alla posizione { $position } di "{ $input }" scende; scrivila dal basso all'alto, es. ♥5-J (una scala va dal 4 all'A)
refusal-notation-empty = nessuna carta data

refusal-ranks = { $rank ->
        [ace] assi
        [king] re
        [queen] donne
        [jack] fanti
        [ten] dieci
        [nine] nove
        [eight] otto
        [seven] sette
        [six] sei
        [five] cinque
       *[four] quattro
    }
refusal-meld-red-three = i tre rossi non si calano mai in combinazione; si mettono da parte
refusal-meld-no-black-threes = in { $variant } i tre neri non si calano mai
refusal-meld-black-threes-only = una combinazione di tre neri ha solo tre neri, mai matte o altri valori
refusal-meld-black-threes-going-out = i tre neri si calano solo da chi chiude, in quell'ultimo turno
refusal-meld-black-three-sizes = in { $variant } una combinazione di tre neri deve avere { $sizes } carte
refusal-meld-mixed-ranks = una combinazione è di un solo valore, ma questa mescola { $ranks }
refusal-meld-too-few = una combinazione ha almeno tre carte
refusal-meld-too-many = in { $variant } una combinazione ha al massimo { $max } carte
refusal-meld-no-wild-melds = in { $variant } una combinazione di sole matte non è ammessa; servono almeno { $min_naturals } carte naturali
refusal-meld-wild-meld-too-large = una combinazione di matte ha al massimo sette carte
refusal-meld-few-naturals = in { $variant } una combinazione richiede almeno { $min } carte naturali; questa ne ha { $naturals }
refusal-meld-wild-free-rank = in { $variant } le matte non si usano mai in una combinazione di { $ranks }
refusal-meld-wilds-only-initial = in { $variant } una combinazione di { $ranks } prende matte solo nell'apertura della coppia
refusal-meld-too-many-wilds = in { $variant } una combinazione ha al massimo { $max ->
        [one] una matta
       *[other] { $max } matte
    }; questa ne ha { $wilds }
refusal-meld-wilds-over-naturals = in { $variant } una combinazione non può avere più matte che carte naturali; questa ha { $wilds } matte e { $naturals } naturali
refusal-meld-no-sequences = { $variant } non ha scale; una combinazione è di un solo valore (scrivila senza semi)
refusal-meld-sequence-naturals-only = una scala ha solo carte naturali di un seme, ognuna scritta col suo seme (niente matte, niente tre)
refusal-meld-sequence-one-suit = una scala è tutta di un seme
refusal-meld-sequence-size = una scala ha da tre a sette carte; questa ne ha { $size }
refusal-meld-sequence-gap = una scala è di valori consecutivi, ognuno una volta (4 5 6 7 8 9 T J Q K A)
refusal-meld-two-of-one-rank = una coppia non può avere due combinazioni dello stesso valore (questa e { $first }); le carte di un valore vanno in una combinazione
refusal-meld-pile-top-not-natural = non si può prendere il pozzo con una matta o un tre in cima

refusal-preset-unknown = variante sconosciuta `{ $name }`; le varianti sono: { $known }
refusal-preset-syntax = il preset `{ $source_name }` non è un regolamento valido: { $problem }
refusal-preset-not-a-mapping = un preset è un elenco di campi (name: ..., target: ...)
refusal-preset-extends-name = `extends` indica un preset per nome (lettere, cifre, `-`, `_`; non un percorso), es. `extends: classic`
refusal-preset-extends-too-deep = `extends` va più in profondità di { $max } preset; un preset estende sé stesso?
refusal-preset-too-deep = è annidato più di { $max } livelli alla riga { $line }
refusal-rules = preset `{ $preset }`: campo `{ $field }`: { $problem }

refusal-rules-empty = non può essere vuoto
refusal-rules-control = contiene un carattere di controllo (i codici del terminale non sono ammessi)
refusal-rules-sides = è { $sides }; da 2 a 6 coppie
refusal-rules-players-per-side = è { $players }; da 1 a 4 giocatori per coppia
refusal-rules-seats = prevede { $players } giocatori; da 2 a 8 giocatori a un tavolo
refusal-rules-lone-players = è { $players }; una mano da solo contro una coppia richiede 3 giocatori
refusal-rules-decks = è { $decks }; da 1 a 8 mazzi
refusal-rules-no-end = manca; una partita richiede un punteggio di arrivo, un numero di mani (`hands`), o entrambi
refusal-rules-target = è { $target }; un multiplo di 5 positivo
refusal-rules-no-hands = è 0; una partita ha almeno 1 mano
refusal-rules-bonus = è { $bonus }; un premio è un multiplo di 5 positivo
refusal-rules-bonus-is-penalty = è anche una penalità; dai a ciascuno un nome diverso
refusal-rules-hand-minimum = è { $min }; un minimo è 0 o un multiplo di 5 positivo
refusal-rules-both-minimums = e initial_meld sono dati entrambi; il minimo va per mano o per punteggio, non tutti e due
refusal-rules-no-bands = richiede almeno una fascia (o usa initial_meld_by_hand)
refusal-rules-first-band-from = la prima fascia deve avere `from: null` (qualsiasi punteggio)
refusal-rules-null-from = solo la prima fascia può essere `null`
refusal-rules-band-order = è { $from }; le fasce vanno in ordine crescente di `from`
refusal-rules-band-minimum = è { $min }; un multiplo di 5, zero o più
refusal-rules-no-canasta-kinds = richiede almeno un tipo
refusal-rules-kind-name = tipo `{ $name }`: i nomi sono parole minuscole unite da `_`
refusal-rules-canasta-bonus = è { $bonus }; un premio è zero o più
refusal-rules-missing-red-threes = non ha un valore per { $count } tre rossi; elenca ogni numero da 1 a { $max }
refusal-rules-missing-black-threes = non ha un valore per { $count } tre neri; elenca ogni numero da 1 a { $max }
refusal-rules-red-threes-outside = elenca { $count } tre rossi; i mazzi ne hanno da 1 a { $max }
refusal-rules-unknown-penalty = indica `{ $name }`, che non è una penalità di questo preset
refusal-rules-unknown-kind = indica `{ $kind }`, che non è un tipo di canasta di questo preset
refusal-rules-fewer-than-kinds = è { $canastas }, meno dei { $kinds } richiesti da needs_kinds
refusal-rules-positive-penalty = una penalità si scrive come numero negativo
refusal-rules-incomplete-meld = richiede un nome minuscolo, una penalità negativa e un min_points positivo
refusal-rules-holding = richiede un nome minuscolo e una penalità negativa
refusal-rules-special-hand = richiede un nome minuscolo e un punteggio di zero o più
refusal-rules-hand-symbol = `{ $symbol }` non è una carta: usa A K Q J T 9 8 7 6 5 4, 2, * (jolly) o 3 (un tre di qualsiasi colore)
refusal-rules-groups = elenca le dimensioni dei gruppi di carte uguali: ognuno 1 o più, al massimo 100 carte
refusal-rules-too-many-canastas = è { $canastas }; al massimo 10
refusal-rules-name = `{ $name }`: i nomi sono parole minuscole unite da `_`
refusal-rules-penalty = è { $value }; una penalità si scrive come numero negativo
refusal-rules-missing-kind = indica il tipo di canasta `{ $kind }`, che questo preset non ha; ha: { $known }
refusal-rules-out-of-bounds = è { $value }; deve stare tra { $low } e { $high }
refusal-requirement = `{ $given }` non è un requisito; scrivi `nothing`, `a meld`, `1 canasta`, `N canastas` o `a KIND canasta`

refusal-log-too-deep = non è un registro di partita valido: è annidato più di { $max } livelli alla riga { $line }
refusal-log-syntax = non è un registro di partita valido: { $message }
refusal-log-syntax-at = non è un registro di partita valido alla riga { $line }, colonna { $column }: { $message }
refusal-log-schema = ha lo schema { $found }; questo programma legge gli schemi da 1 a { $schema } (l'ha scritto un canasta più recente?)
refusal-log-cut-short = è troncato: non finisce con la riga `{ $end }` che ogni salvataggio scrive (disco pieno o copia interrotta?)
refusal-log-rules = regole: { $error }

refusal-start-not-a-side = il totale iniziale di `{ $side }` è dato, ma `{ $side }` non è una coppia; le coppie sono { $sides }
refusal-start-at-target = il totale iniziale di `{ $side }` è { $total }, pari o oltre i { $target } della partita: una partita che parte lì è già finita; parti più in basso
refusal-start-not-a-total = il totale iniziale di `{ $side }` è { $total }; un totale è un multiplo di 5, al massimo 1000000 in più o in meno

refusal-ledger-schema = lo schema { $found } non è uno che questo programma legge; legge lo schema { $schema }
refusal-ledger-no-rules = la partita non ha regole: indica `rules:` o una `variant:` conosciuta
refusal-ledger-sides = { $variant } si gioca con { $expected } { $units ->
        [players] giocatori
       *[sides] coppie
    }, ma la partita ne nomina { $found }
refusal-ledger-control-variant = variant contiene un carattere di controllo (i codici del terminale non sono ammessi)
refusal-ledger-control-note = la nota della mano { $hand } contiene un carattere di controllo (i codici del terminale non sono ammessi)
refusal-ledger-empty-name = la coppia { $index } ha un nome vuoto
refusal-ledger-duplicate-name = il nome `{ $name }` è usato due volte; ogni coppia e ogni giocatore ha bisogno di un nome diverso
refusal-ledger-players = la coppia { $side } nomina { $found } giocatori; { $variant } ne ha { $expected } per coppia (o nessuno, per usare i numeri dei posti)
refusal-ledger-unknown-dealer = il mazziere `{ $dealer }` non è un giocatore di questa partita; i giocatori sono: { $players }
refusal-ledger-too-large = mano { $number }: un totale cresce oltre quello che un punteggio può contenere
refusal-ledger-hand = mano { $number }: { $error }
refusal-ledger-after-end = la mano { $number } viene dopo la fine della partita ({ $winners }: vittoria alla mano { $ended }); inizia una nuova partita

## Lo strato delle partite (src/render/game_refusals.rs).

refusal-mend-hand = correggi la mano { $number } con `canasta edit { $number } --game { $id } ...`, o toglila con `canasta drop { $number } --game { $id }`
refusal-mend-by-hand = correggi il file a mano in un editor di testo
refusal-mend-hand-at-table = la mano { $number } va corretta o tolta prima che la partita possa continuare qui
refusal-damaged = il file della partita { $file } non torna: { $error } (il file è rimasto com'era; { $mend })
refusal-setup-side-units = { $variant } si gioca con { $units } coppie; usa --side { $units } volte (ne hai dati { $gave })
refusal-setup-player-units = { $variant } si gioca con { $units } giocatori; usa --side { $units } volte (ne hai dati { $gave })
refusal-setup-seats = { $variant } si gioca in { $seats }; usa --player { $seats } volte in ordine di posto (ne hai dati { $gave })
refusal-setup-start-twice = due totali iniziali per { $side }; indica ogni coppia una sola volta
refusal-setup-no-such-dealer = il mazziere `{ $dealer }` non è al tavolo; i giocatori sono: { $seats }
refusal-setup-side-units-at-table = { $variant } si gioca con { $units } coppie; nomina { $units } coppie (ne hai nominate { $gave })
refusal-setup-player-units-at-table = { $variant } si gioca con { $units } giocatori; nomina { $units } giocatori (ne hai nominati { $gave })
refusal-setup-seats-at-table = { $variant } si gioca in { $seats }; nominali tutti e { $seats } in ordine di posto, o nessuno (ne hai nominati { $gave })
refusal-match-rule-given-again = la sfida { $name } esiste già; la sua regola è stata fissata all'inizio (togli --first-to e --games per giocarne la prossima partita)
refusal-match-over = { $standing } Inizia un'altra sfida con un nome nuovo.
refusal-match-in-play = sfida { $name }: la partita { $game } è ancora in corso; finiscila prima
refusal-match-rule-missing = la sfida { $name } è nuova: di' come si vince, --first-to N (partite) o --games N
refusal-match-no-games = una sfida è di almeno una partita
refusal-match-no-such-match = non c'è nessuna sfida { $name }
refusal-import-nothing-imported = (non è stato importato nulla)
refusal-import-diverged = è una copia della partita { $id }, ma ha preso un'altra strada { $term ->
            [round] al giro
            [deal] alla smazzata
           *[hand] alla mano
    } { $hand }: non è come quella tenuta qui. Guarda le due (`canasta show --game { $id }`), correggi quella sbagliata e importa di nuovo
refusal-import-rules-differ = è una copia della partita { $id }, ma giocata con altre regole (le regole della casa sono diverse), quindi le sue mani non si possono aggiungere a quella partita
refusal-restore-cut-short = { $origin } è troncato: un backup finisce con la riga `{ $end }`; non è stato importato nulla
refusal-restore-part-too-large = { $origin }: la parte `{ $part }` è di { $bytes } byte, più dei { $megabytes } MB che una parte può avere; non è stato importato nulla
refusal-restore-part-cut-short = { $origin } è troncato (in `{ $part }`); non è stato importato nulla
refusal-restore-part-not-text = { $origin }: la parte `{ $part }` non è testo UTF-8; non è stato importato nulla
refusal-restore-old-part-too-large = { $origin }: la parte `{ $part }` supera { $megabytes } MB; non è stato importato nulla
refusal-restore-bad-game-id = { $origin }: { $why }; non è stato importato nulla
refusal-restore-not-a-part = { $origin }: `{ $head }` non è una parte di un backup; non è stato importato nulla
refusal-restore-not-text = { $origin } non è testo UTF-8; non è stato importato nulla
refusal-restore-bad-match = { $origin }: la sfida { $name } { $why }; non è stato importato nulla
refusal-restore-match-misnamed = { $origin }: la sfida { $name } si chiama { $named }; non è stato importato nulla
refusal-restore-bad-merged-names = { $origin }: i nomi uniti { $why }; non è stato importato nulla
refusal-restore-no-games = { $origin } è un backup senza partite; non è stato importato nulla
refusal-restore-damaged = { $origin }: la partita { $id } non si può ripristinare: { $why }; non è stato importato nulla (`canasta import --skip-damaged` ripristina le altre partite)
refusal-restore-damaged-more = { $origin }: la partita { $id } non si può ripristinare (e altre { $more }): { $why }; non è stato importato nulla (`canasta import --skip-damaged` ripristina le altre partite)
refusal-restore-merge-refused = { $origin }: i nomi uniti: { $why }; non è stato importato nulla
refusal-change-made-twice = una modifica si fa una volta sola

## Una mano o una domanda rifiutate (src/render/refusals.rs).

refusal-ending-winner = vinta da { $side }, con { $total } ({ $margin } punti di vantaggio)
refusal-ending-shared = vittoria condivisa: { $sides }, a { $total }
refusal-by-hand = mano { $hand }: { $minimum }
refusal-by-hand-from = dalla mano { $hand }: { $minimum }
refusal-nothing-saved = (non è stato salvato nulla)
refusal-record-nothing = niente da segnare: indica il risultato di ogni coppia con le opzioni (vedi `canasta record --help`), --from FILE, o usa `canasta play`
refusal-record-nothing-to-change = niente da cambiare: indica le opzioni da correggere (vedi `canasta edit --help`) o --from FILE
refusal-record-no-result = nessun risultato per { $unit }: scrivi la sua riga, es. "{ $unit }: 0" (o un'opzione come --in-hand { $unit }=0) (non è stato salvato nulla)
refusal-record-game-over = la partita { $id } è finita, { $ending }; iniziane una nuova con `canasta new`
refusal-record-no-hands-yet = la partita { $id } non ha ancora mani; segnane una con `canasta record`
refusal-record-no-such-hand = la partita { $id } non ha la mano { $number }; le sue mani vanno da 1 a { $count }
refusal-record-nothing-to-undo = la partita { $id } non ha mani da annullare
refusal-record-without-hand-damaged =
    senza la mano { $number } la partita { $id } ancora non torna: { $error }
    (non è stato salvato nulla; { $mend })
refusal-record-without-hand =
    senza la mano { $number } la partita non torna: { $error }
    (non è stato salvato nulla)
refusal-record-nested-too-deep = { $origin } non è una mano: è annidato troppo in profondità alla riga { $line }
refusal-record-not-a-hand =
    { $origin } non è una mano: { $why }
    (una mano si scrive così: { $example })
refusal-record-not-a-hand-at =
    { $origin } non è una mano alla riga { $line }, colonna { $column }: { $why }
    (una mano si scrive così: { $example })
refusal-record-not-in-game = il nome { $name } non è in questa partita; le coppie sono: { $units }
refusal-record-not-in-game-or-players = il nome { $name } non è in questa partita; le coppie (o i giocatori) sono: { $units }
refusal-record-not-partners = { $named } non sono i compagni di questa mano; lo sono { $partners } (non è stato salvato nulla)
refusal-record-nobody-alone = { $named } è la riga di una coppia, ma nessuno ha giocato da solo in questa mano: usa --lone NOME, o una riga per ogni giocatore (non è stato salvato nulla)
refusal-record-out-said-twice = chi ha chiuso è detto due volte: su una riga e con --out/--special/--nobody-out; dillo una volta (non è stato salvato nulla)
refusal-record-line-without-name = { $text } non dice di chi è la riga; metti prima il nome della coppia e i due punti, es. "{ $first_unit }: { $line }"
refusal-record-two-lines = { $label } ha due righe; ne va scritta una sola (non è stato salvato nulla)
refusal-record-how-out-needs-side = --{ $flag } dice come ha chiuso una coppia; nomina la coppia con --out SIDE
refusal-record-number-twice = lo stesso numero due volte per { $name } (es. --melded { $name }=35 --melded { $name }=40); scrivilo una volta sola (non è stato salvato nulla)
refusal-question-hands-from-one = le mani si contano da 1: la mano 1 è la prima
refusal-question-minimum-by-hand = { $variant } fissa l'apertura minima per mano, non per punteggio: usa --hand N ({ $by_hand })
refusal-question-minimum-by-score = { $variant } fissa l'apertura minima in base al punteggio della coppia: indica il punteggio, es. `canasta min 1500`
refusal-question-no-such-side = il nome { $name } non è nella partita { $game }; le coppie sono: { $sides }
refusal-question-whose-minimum = l'apertura minima di chi? usa --score N (il totale della coppia), o --side NOME (con --game ID, o la partita corrente)
refusal-question-canasta-not-scored = { $notation } è una canasta che { $variant } non conta; i suoi tipi sono: { $kinds }
refusal-question-unknown-kind = tipo di canasta sconosciuto `{ $kind }`; { $variant } ha: { $kinds }
refusal-question-not-one-card = `{ $text }` dovrebbe essere una carta, es. K o 9
refusal-question-no-runs = { $variant } non ha scale e combinazioni della famiglia del Burraco (i suoi giochi sono di un solo valore): dai le carte come per ogni gioco
refusal-table-no-result = nessun risultato per { $unit } in questa mano; inserisci la sua riga
refusal-table-game-over = la partita { $id } è finita, { $ending }; inizia una nuova partita dal menu
refusal-table-no-hands-yet = la partita { $id } non ha ancora mani
refusal-table-without-hand-damaged =
    senza la mano { $number } la partita ancora non torna: { $error }
    (non è stato salvato nulla; { $mend })
refusal-table-nobody-alone = { $named } è la riga di una coppia, ma nessuno ha giocato da solo in questa mano (non è stato salvato nulla)
refusal-table-how-out-needs-side = di' prima quale coppia ha chiuso
refusal-table-minimum-by-hand = { $variant } fissa l'apertura minima per mano ({ $by_hand })
refusal-table-minimum-by-score = { $variant } fissa l'apertura minima in base al punteggio della coppia: indica il punteggio
refusal-table-whose-minimum = l'apertura minima di chi? indica una coppia
refusal-table-import-diverged = è una copia della partita { $id }, ma ha preso un'altra strada { $term ->
            [round] al giro
            [deal] alla smazzata
           *[hand] alla mano
    } { $hand }: non è come quella tenuta qui. Guarda le due, correggi quella sbagliata e importa di nuovo

## Perché un testo YAML non si legge. `detail` è il messaggio della libreria YAML, in inglese.
refusal-yaml-key-twice = `{ $key }` compare due volte; ogni nome va dato una volta sola
refusal-yaml-key-twice-in = { $path }: `{ $key }` compare due volte; ogni nome va dato una volta sola
refusal-yaml-not-yaml = YAML non valido (la libreria YAML dice, in inglese: «{ $detail }»)
refusal-yaml-not-the-shape = YAML senza la forma attesa (la libreria YAML dice, in inglese: «{ $detail }»)
refusal-yaml-at = riga { $line }, colonna { $column }: { $problem }

## A meld of the Burraco family refused (src/render/run_refusals.rs), after "5h6h**8h: ".
## Card symbols (A 2 3 ... T J Q K, *, suits h d c s) stay as they are typed: $rank and
## $allowed are rank symbols ("5", "A 3"), $card a card as written ("5").
refusal-run-wilds-only = pinelle e jolly da soli non fanno una combinazione (e non c'è tris di pinelle); servono carte naturali
refusal-run-too-short = una combinazione ha almeno { $min } carte; questa ne ha { $size }
refusal-run-too-long = una scala ha al massimo { $max } carte; questa ne ha { $size }
refusal-run-no-sets = in questo gioco non ci sono tris (carte di un solo valore); si cala solo in scala di un seme
refusal-run-set-rank = qui un tris di { $rank } non è ammesso; i tris si fanno solo di { $allowed }
refusal-run-too-many-wilds = una combinazione ha al massimo { $max ->
        [one] una matta
       *[other] { $max } matte
    } (una pinella del seme della scala al suo posto è naturale); questa ne ha { $wilds }
refusal-run-no-suit = { $card } non ha seme; ogni carta naturale di una scala si scrive col suo seme, p. es. 5h
refusal-run-mixed-suits = una scala è tutta di un seme
refusal-run-rank-twice = una scala ha ogni valore una volta; questa ha { $rank } due volte
refusal-run-gap = una scala è di carte consecutive di un seme; a questa { $missing ->
        [one] manca una carta
       *[other] mancano { $missing } carte
    } tra la carta più bassa e la più alta, con { $wilds } { $wilds ->
        [one] matta
       *[other] matte
    } per riempirle
refusal-run-round-the-corner = una scala non gira dopo l'asso (K A 2): l'asso è basso (A 2 3) o alto (Q K A)
refusal-run-ace-low = in questo gioco l'asso è solo alto (Q K A), mai basso (A 2 3)
refusal-run-ace-high = in questo gioco l'asso è solo basso (A 2 3), mai alto (Q K A)

## La tabella dei punti vittoria di un preset (`victory_points`), dopo "preset `X`: campo `Y`:".
refusal-rules-victory-needs-hands = richiede una partita di un numero fisso di mani (`hands`): i punti vittoria si danno alla fine dell'ultima mano
refusal-rules-victory-needs-two-sides = richiede una partita di due coppie; questa ne ha { $sides }
refusal-rules-victory-open-band = manca; solo l'ultima fascia resta aperta (ogni differenza maggiore)
refusal-rules-victory-last-band-closed = è { $up_to }; l'ultima fascia non ha `up_to` (prende ogni differenza maggiore)
refusal-rules-victory-band-order = è { $up_to }; le fasce vanno in ordine crescente di `up_to`
refusal-rules-victory-step = è { $up_to }; un multiplo di 5, zero o più
refusal-rules-victory-loser-ahead = dà al vincitore { $winner } e al perdente { $loser }; il vincitore riceve almeno quanto il perdente
refusal-rules-victory-tie-unequal = dà al vincitore { $winner } e al perdente { $loser }; un pareggio cade nella prima fascia, quindi i due devono essere uguali
refusal-rules-victory-fewer-for-more = dà al vincitore meno punti, o al perdente di più, della fascia precedente; una differenza maggiore non vale mai meno
refusal-rules-victory-tie-plays-on = è `play_another_hand`, quindi un pareggio non finirebbe mai la partita, mentre i punti vittoria gli danno quelli della prima fascia; scrivi `on_tie: shared_win` (o `went_out_wins`)

## La famiglia del Burraco: i tre, il pozzetto.
refusal-breach-threes-are-ordinary = sono contati { $field }, ma in { $variant } i tre sono carte normali: contali nei punti calati o in mano
refusal-breach-no-pot = è indicato un pozzetto, ma { $variant } non ha pozzetto
refusal-breach-out-without-pot = chiusura senza aver preso { $pot_term ->
    [morto] il morto
   *[other] il pozzetto
}; in { $variant } si chiude solo dopo aver preso { $pot_term ->
    [morto] il morto
   *[other] il pozzetto
}
refusal-breach-pot-not-taken-empty-hand = pozzetto mai preso e nessuna carta in mano; chi non ha preso il pozzetto ha ancora carte (nessuno ha finito la mano): indica i punti in mano
refusal-breach-run = gioco { $meld }: { $error }
refusal-record-bad-pot = --pot { $name }={ $given }: scrivi not_taken (non preso), unplayed (preso, non giocato) o taken (preso) (non è stato salvato nulla)
refusal-rules-word-key = nomina `{ $key }`, che questo preset non ha; le sue parole sono per: { $known }
refusal-rules-word-text = contiene `{ $word }`; una parola è fatta di lettere, cifre e `_`, e non comincia con una cifra
refusal-notation-family-symbol = `{ $symbol }` alla posizione { $position } di "{ $input }" non è una carta; usa A K Q J T (o 10) 9 8 7 6 5 4 3 2, ognuna col suo seme dove conta (h d c s, o ♥ ♦ ♣ ♠: 5h6h7h), * (jolly)

refusal-tournament-exists = esiste già un torneo chiamato { $name }; scegli un altro nome (la classifica: `canasta tournament standings { $name }`)
refusal-tournament-none = nessun torneo si chiama { $name }, e non ce n'è ancora nessuno: creane uno con `canasta tournament new NOME --variant V --entrants FILE --plan "3 mitchell + 1 danese"`
refusal-tournament-no-such = nessun torneo si chiama { $name }; i tornei sono: { $known }
refusal-tournament-plan = il programma: { $why }
refusal-tournament-entrants = le coppie iscritte: { $why }
refusal-tournament-not-fixed = in { $variant } non si gioca un numero fisso di smazzate, quindi la partita di un tavolo non ha una fine che il turno possa aspettare; scegli una variante che ce l'ha (burraco-tournament, burraco-tournament-4, burraco-internazionale), o un tuo preset con `hands: N`
refusal-tournament-individual-seating = in un individuale i compagni cambiano a ogni turno, quindi la variante mette al tavolo due coppie; { $variant } no: scegline una che lo fa (burraco-tournament, burraco-tournament-4, american-tournament)
refusal-tournament-individual-typed = i turni di un individuale li assegna il suo movimento, che distribuisce compagni e avversari; una disposizione scritta a mano è per un torneo a coppie: assegna il turno con `canasta tournament seat NOME`
refusal-tournament-knockout-went-on = chi ha vinto al tavolo { $table } del turno { $round } è passato al turno { $next }, già pubblicato; una correzione che cambia chi ha vinto (o la lascia aperta) ora non si può fare: gli abbinamenti del turno successivo si fanno con i vincitori. Una correzione dopo la quale vince ancora la stessa parte (una smazzata contata male) si può ancora fare con `canasta edit`
refusal-tournament-nothing-drafted = nessun turno con i posti assegnati da pubblicare: assegna prima i posti del prossimo turno (`canasta tournament seat { $name }`)
refusal-tournament-tables-playing = il turno { $round } non può chiudersi: { $count ->
    [one] il tavolo { $tables } sta
   *[other] i tavoli { $tables } stanno
} ancora giocando (le partite non sono finite)
refusal-tournament-nothing-to-close = nessun turno pubblicato da chiudere
refusal-tournament-needs-reason = la partita { $game } è quella del tavolo { $table } del turno { $round }, { $lock ->
        [confirmed] il cui risultato è confermato dal tavolo e da un avversario:
       *[closed] che è chiuso:
    } ora una modifica spetta all'arbitro, con il suo motivo: aggiungi --why "MOTIVO" (resta nel registro del torneo)
refusal-plan-empty = non indica nessun turno: scrivi p. es. "3 mitchell + 1 danese"
refusal-plan-part = `{ $part }` non è una fase: scrivi un numero di turni e un movimento, p. es. "3 mitchell", "2 mitchell passo 2", "1 danese", "1 danese puro", "5 italiana", "1 manuale", "5 individuale", "2 gironi", "eliminazione", "eliminazione 8"
refusal-plan-movement = `{ $word }` non è un movimento; i movimenti sono mitchell, danese (modificato o puro), italiana (girone), svizzero, manuale, individuale, gironi ("2 gironi") ed eliminazione
refusal-plan-no-rounds = `{ $part }`: una fase ha almeno un turno
refusal-plan-too-many-rounds = il programma ha { $rounds } turni in tutto; un torneo ne ha al massimo { $max }
refusal-plan-after-knockout = `{ $part }` viene dopo l'eliminazione diretta, che chiude il torneo: mettila per ultima
refusal-plan-groups-first = `{ $part }`: i gironi sono la prima fase del torneo (p. es. "2 gironi + eliminazione")
refusal-plan-individual-mixed = un individuale (gli iscritti sono giocatori) ha solo turni individuali: scrivi p. es. "5 individuale"
refusal-tournament-unplayable = il turno { $round } del programma non si può giocare con questi iscritti ({ $why }); { $longest ->
        [none] non possono giocarne nemmeno un turno: aggiungi iscritti o cambia il movimento
       *[other] il programma più lungo che possono giocare è "{ $longest }"
    } (non è stato creato nulla)
refusal-tournament-reason-too-long = il motivo ha { $given } caratteri; un motivo ne ha al massimo { $max } (dillo più breve: resta nel registro del torneo)
refusal-tournament-signed = il torneo { $name } è firmato come definitivo ({ $at }): ora non cambia più nulla, con un motivo o no; per cambiarlo, prima riaprilo: canasta tournament reopen { $name } --why "MOTIVO"
refusal-tournament-sign-too-soon = { $name } non si può ancora firmare: { $closed } dei suoi { $rounds } turni sono chiusi (firmalo quando ogni turno del programma è giocato e chiuso)
refusal-tournament-not-signed = { $name } non è firmato: non c'è nulla da riaprire (i suoi risultati si correggono così, con un motivo una volta confermati o chiusi)
refusal-tournament-reopen-needs-reason = riaprire { $name } richiede il suo motivo: aggiungi --why "MOTIVO" (resta nel file del torneo)
refusal-entrants-too-few = un torneo ha bisogno di almeno 2 iscritti; l'elenco ne ha { $have }
refusal-entrants-empty = la riga { $line } non indica nessuno (scrivi "Nome: Giocatore, Giocatore", o i giocatori)
refusal-entrants-bad-name = riga { $line }: { $why }
refusal-entrants-same-name = riga { $line }: il nome { $name } è anche quello della riga { $first }; dai un altro nome a uno dei due ("Nome: Giocatore, Giocatore")
refusal-entrants-player-twice = riga { $line }: { $player } gioca già nella riga { $first }
refusal-entrants-player-count = la riga { $line } indica { $have ->
    [one] { $have } giocatore
   *[other] { $have } giocatori
}; questa variante ne fa sedere { $need } per linea (o nessuno: solo il nome)
refusal-seat-plan-done = i posti di tutti i turni del programma ({ $rounds }) sono già assegnati
refusal-seat-open-before = il turno { $round } non è chiuso: gli abbinamenti del prossimo turno si fanno con i suoi risultati (chiudilo con `canasta tournament close { $name }`)
refusal-seat-needs-manual = gli abbinamenti del turno { $round } si fanno a mano: dalli con --seating FILE (righe "tavolo ns eo", e "- N" per chi riposa)
refusal-seat-too-few-present = un turno individuale fa sedere almeno { $need } giocatori; ne sono presenti { $present } (assenti: { $absent }): fanne tornare uno con `canasta tournament absent NOME N --back`, poi fai gli abbinamenti del turno
refusal-movement-too-few = il movimento ha bisogno di { $need } iscritti; ce ne sono { $have }
refusal-movement-mitchell-repeats = con { $tables } tavoli e un passo di { $step }, un Mitchell fa rincontrare le stesse coppie dopo { $rounds } turni; scegli un altro passo, o meno turni Mitchell
refusal-movement-no-such-round = il movimento ha { $rounds } turni; il turno { $round } è oltre
refusal-movement-danish-impossible = nessun abbinamento danese evita che qualcuno rincontri l'avversario del turno precedente; fai a mano gli abbinamenti di questo turno (--seating FILE), o programmalo come danese puro
refusal-movement-swiss-impossible = nessun abbinamento svizzero fa incontrare a ogni iscritto uno che non ha ancora incontrato (il riposo a uno di quelli che hanno riposato di meno); fai a mano gli abbinamenti di questo turno (--seating FILE)
refusal-movement-swiss-too-many-rounds = uno svizzero di { $rounds } turni vuole più iscritti: { $entrants } iscritti si possono sempre abbinare senza rivincite per { $most } turni (a ognuno devono restare più avversari da incontrare che già incontrati); programma meno turni
refusal-movement-round-robin-size = un girone all'italiana è per 4-8 iscritti; ce ne sono { $have } (usa turni Mitchell e danesi)
refusal-movement-knockout-entrants = un'eliminazione diretta di { $qualifiers } iscritti non si può comporre: { $groups ->
    [1] ne prende da 2 a { $entrants }
   *[other] prende lo stesso numero da ognuno dei { $groups } gironi (un multiplo di { $groups }), non più di quanti ne ha il girone più piccolo, fra i { $entrants } iscritti
}; scrivi p. es. "eliminazione 4"
refusal-movement-knockout-undecided = il turno seguente dell'eliminazione aspetta la sfida al tavolo { $table } del turno { $round }: la sua partita non è finita
refusal-seating-malformed = la riga { $line } degli abbinamenti non è "tavolo ns eo" (tre numeri) né "- N" (chi riposa)
refusal-seating-unknown = riga { $line }: non c'è l'iscritto { $entrant }
refusal-seating-twice = riga { $line }: l'iscritto { $entrant } compare due volte
refusal-seating-table-twice = riga { $line }: il tavolo { $table } compare due volte
refusal-seating-missing = l'iscritto { $entrant } non è né a un tavolo né a riposo
refusal-seating-same = riga { $line }: l'iscritto { $entrant } non può giocare contro sé stesso
refusal-tournament-no-such-phase = il programma ha { $phases } fasi; non c'è la fase { $phase }
refusal-tournament-not-over = la partita del tavolo { $table } non è finita: il risultato si conferma dopo l'ultima smazzata
refusal-tournament-changed-since = la partita del tavolo { $table } è cambiata da quando questo telefono l'ha mostrata: riguardala, poi conferma
refusal-tournament-table-first = tavolo { $table }: prima conferma il tavolo, poi un avversario
refusal-tournament-no-such-entrant = non c'è l'iscritto { $entrant }; gli iscritti vanno da 1 a { $entrants }
refusal-tournament-no-entrant-named = nessun iscritto si chiama `{ $name }`: dai il suo numero (da 1 a { $entrants }) o il suo nome come lo mostrano gli abbinamenti
refusal-entrants-outside-group = la riga { $line } viene prima dell'intestazione del primo girone: metti sopra un'intestazione come [A], o nessuna
refusal-entrants-group-twice = riga { $line }: il girone { $group } ha già l'intestazione alla riga { $first }; metti i suoi iscritti sotto una sola intestazione
refusal-entrants-group-too-small = il girone { $group } ha { $have } iscritto; un girone ne vuole almeno 2 per giocare
refusal-entrants-too-many-groups = { $groups } gironi con { $entrants } iscritti lasciano un girone con meno di 2; chiedine al più { $most }
refusal-entrants-groups-twice = l'elenco ha già le intestazioni dei gironi (righe [A]): togli --groups, o le intestazioni
refusal-tournament-published-already = il turno { $round } è già pubblicato; i posti del prossimo si assegnano quando questo è chiuso (`canasta tournament close { $name }`, poi `seat { $name }`)
refusal-tournament-plan-done = i posti di tutti i turni del programma ({ $rounds }) sono già assegnati: la serata finisce chiuso l'ultimo; la classifica finale: `canasta tournament standings { $name }`
refusal-plan-did-you-mean = intendevi `{ $like }`?

# Un file dei risultati riletto (`tournament read-results`), rifiutato.
refusal-results-unreadable = non è un file dei risultati che questo programma legge (riga { $line }; il lettore JSON dice, in inglese: { $why }); un file dei risultati è ciò che scrive `canasta tournament export NOME --format results` (docs/results.schema.json)
refusal-results-not-results = non è un file dei risultati: il suo formato è "{ $format }", quello di un file dei risultati è "canasta-results"
refusal-results-version = un file dei risultati della versione { $found }: questo canasta legge la versione { $read } (uno più recente lo legge)
refusal-results-entrant-twice = due iscritti del file hanno il numero { $entrant }
refusal-results-no-such-entrant = il turno { $round } nomina l'iscritto { $entrant }, che non è tra gli iscritti del file
refusal-results-half-a-table = turno { $round }, tavolo { $table }: i punti o i punti vittoria di una linea senza quelli dell'altra
refusal-results-lines = la classifica{ $group ->
    [none] {""}
   *[other] {" "}del girone { $group }
} elenca gli iscritti { $file }; i suoi tavoli danno { $worked }
refusal-results-groups = il file ha { $file } classifiche; i suoi iscritti formano { $worked } gironi
refusal-results-does-not-add-up = { $name } ({ $entrant }){ $group ->
    [none] {""}
   *[other] , girone { $group },
}: la classifica dice { $said } { $column ->
    [vp] PV
    [mp] PP
    [points] punti
    [rounds] turni
   *[rank] di posizione
}, i suoi tavoli fanno { $worked } (il file non torna: non è stato letto nulla)
refusal-tournament-members = la riga { $line } dell'elenco dei soci non è `Giocatore: NUMERO`

# Un circuito rifiutato (`canasta circuit CARTELLA`).
refusal-circuit-no-stages = la cartella non ha nessun torneo: un circuito somma file dei risultati (`tournament export NOME --format results`) e serate esportate intere (`tournament export NOME`), `*.json` e `*.yaml`
refusal-circuit-rules = circuit.yaml non si legge: { $why } (contiene `name:` e, se c'è una finale, `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}`)
refusal-circuit-no-cut = circuit.yaml: i finalisti per `{ $rule }` vogliono { $rule ->
    [overall] `top` (quanti primi del circuito)
   *[per_stage] `top` o `share` (quanti primi, o che percentuale, di ogni tappa)
}
refusal-circuit-share = circuit.yaml: il { $share }% di una tappa è più dell'intera tappa (al massimo 100)
refusal-circuit-stage = { $file }: { $why }
refusal-circuit-not-an-event = non è una serata come la scrive `tournament export`, né un file dei risultati ({ $why })
refusal-circuit-game = la partita { $game } di un suo tavolo: { $why }
refusal-results-empty = il file è vuoto: un file dei risultati è ciò che scrive `canasta tournament export NOME --format results`
refusal-results-not-json = non è un file dei risultati: un file dei risultati è un oggetto JSON (`{"{"}"format": "canasta-results", ...{"}"}`), come lo scrive `canasta tournament export NOME --format results`; una partita si legge con `canasta import`
refusal-results-twice-in-round = l'iscritto { $entrant } ha due posti nel turno { $round } (a due tavoli, o a un tavolo e a riposo)
refusal-results-victory-points = turno { $round }, tavolo { $table }: una differenza di { $difference } dà { $gives_ns }-{ $gives_ew } secondo la tabella della variante, il file dice { $ns }-{ $ew }
refusal-results-date = il giorno del torneo, "{ $date }", non è scritto AAAA-MM-GG
refusal-circuit-a-game = è la partita di un tavolo, non un torneo: un circuito somma file dei risultati e serate esportate intere (`tournament export NOME`)
refusal-circuit-not-over = il torneo non è finito (il turno { $round } non è chiuso, o una sua partita non è finita): un circuito conta solo tornei finiti
refusal-circuit-same-event = { $file } è lo stesso torneo di { $same }: un torneo conta una volta sola (tieni uno dei due file)
