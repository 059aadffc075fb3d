# L'aiuto della riga di comando (`--help`, fatto dai commenti di documentazione; vedi
# en/help.ftl) e le parole di clap. Id: `help-canasta-record` è il testo di un comando,
# `help-canasta-record--game` quello di un'opzione; `.long` è il testo che mostra `--help`
# dove `-h` mostra il primo, `.after` e `.after-long` gli esempi che lo seguono.


help-canasta =
    Segnapunti e arbitro delle regole per la Canasta giocata con carte vere
    .long =
        Segnapunti e arbitro delle regole per la Canasta giocata con carte vere.

        Dopo ogni mano, inserisci cosa ha fatto ogni coppia (combinazioni, canaste, tre rossi, chi ha chiuso, penalità); canasta calcola il punteggio della mano voce per voce, tiene i totali progressivi, dice a ogni coppia quanto le serve per aprire nella mano successiva e chi fa le carte, e proclama il vincitore quando la partita finisce. Le partite sono salvate dopo ogni mano.
    .after =
        Esempi:
          canasta play                                   segna una partita al tavolo, passo passo
          canasta new --side Noi --side Voi --player Ann --player Bob --player Cy --player Di
          canasta record "Noi: c 1p 1r 205" "Voi: 60 -85"   una riga per coppia
          canasta record --out Noi --natural Noi=1 --melded Noi=205 --red-threes Noi=1 \
                         --melded Voi=60 --in-hand Voi=85   la stessa mano, con le opzioni
          canasta show --explain
          canasta min 1500                               apertura minima a 1500: 90
          canasta export -o game.yaml

        Codici di uscita:
          0    fatto
          1    una domanda di `check` ha avuto risposta no
          2    input o uso sbagliato (non è stato salvato nulla)
          3    l'ha fermato il sistema: disco pieno, permesso negato, --wait ha rinunciato (non è stato salvato nulla)
          70   un errore di canasta stesso: segnalalo, per favore (non è stato salvato nulla)
          130  modalità tavolo interrotta (le mani confermate prima sono salvate)

help-canasta--data_dir =
    Dove sono tenute le partite (predefinita: la cartella dei dati del sistema)

help-canasta--config_dir =
    La cartella da cui si leggono le tue varianti, nella sua sottocartella `presets/` (predefinita: la cartella di configurazione del sistema)

help-canasta--wait =
    Quando un altro canasta sta cambiando una partita (per esempio la modalità tavolo lasciata aperta in un altro terminale), aspetta al massimo questo tempo, poi rinuncia con il codice di uscita 3 (predefinito: aspetta che abbia finito)

help-canasta--why =
    Il motivo dell'arbitro per cambiare una partita di un turno di torneo chiuso (`record`, `edit`, `undo`, `drop`): resta nel registro del torneo con i totali prima e dopo

help-canasta--color =
    Colori: `auto` (su un terminale, se NO_COLOR non è impostata), `always` o `never`

help-canasta--lang =
    La lingua da usare: { $languages } o { $last } (predefinita: la prima indicata da LANGUAGE, LC_ALL, LC_MESSAGES o LANG, in quest'ordine; `C` è l'inglese)

help-clap-help-more =
    Mostra l'aiuto (di più con '--help')
    .long =
        Mostra l'aiuto (un riassunto con '-h')

help-clap-version =
    Mostra la versione

help-canasta-play =
    Modalità tavolo: segna la partita corrente (o una nuova) mano per mano, rispondendo a domande
    .long =
        Modalità tavolo: segna la partita corrente (o una nuova) mano per mano, rispondendo a domande.

        Mostra il segnapunti, poi chiede il risultato di ogni coppia, mostra il dettaglio e lo salva. Serve un terminale; per gli script, ogni domanda ha un'opzione in `canasta record`.
    .after =
        Esempi:
          canasta play                               continua la partita corrente, o ne inizia una
          canasta play --new --variant american      subito una nuova partita di Canasta americana
          canasta play --new --variant ./ours.yaml   una variante tutta tua

        Esc o q nel menu esce; Ctrl-C esce in qualsiasi momento, tenendo ogni mano confermata.

help-canasta-play--new =
    Inizia una nuova partita anche se ce n'è una corrente

help-canasta-play--variant =
    Variante per una nuova partita (predefinita: quella dell'ultima partita, altrimenti classic)

help-canasta-new =
    Inizia una nuova partita e rendila corrente; ne stampa il numero
    .after =
        Esempi:
          canasta new                                    classic, coppie Noi e Voi
          canasta new --side Casa --side Ospiti --player Ann --player Bob --player Cy --player Di --dealer Bob
          canasta new --variant classic-2p --side Ann --side Bob
          canasta new --variant classic-3p --side Ann --side Bob --side Cy

        I giocatori si danno in ordine di posto, in senso orario; i posti alternano le coppie, quindi
        con le coppie Noi e Voi i giocatori qui sopra siedono Ann (Noi), Bob (Voi), Cy (Noi), Di (Voi).

help-canasta-new--variant =
    Variante: il nome di una variante (vedi `canasta variants`) o il percorso di un file di variante

help-canasta-new--sides =
    Il nome di una coppia, in ordine di posto (in tre: di un giocatore). Predefiniti: Noi, Voi (e Loro), nella lingua parlata (We, They in inglese)

help-canasta-new--players =
    Il nome di un giocatore, in ordine di posto in senso orario (facoltativo)

help-canasta-new--dealer =
    Chi fa le carte nella prima mano (predefinito: il primo posto)

help-canasta-new--start =
    Parti da totali tenuti altrove (una partita iniziata sulla carta): COPPIA=TOTALE, separati da virgole, es. --start Noi=2350,Voi=1800

help-canasta-new--match_name =
    Gioca questa partita in una sfida: una serie di partite tra le stesse coppie. La partita successiva di una sfida ne prende variante, coppie e giocatori, se non sono dati

help-canasta-new--first_to =
    Una nuova sfida la vince la prima coppia che vince N partite ...

help-canasta-new--games =
    {"."}.. o è di N partite (vince chi ne vince di più; poi chi ha più punti)

help-clap-help =
    Mostra l'aiuto

help-canasta-record =
    Segna una mano nella partita corrente; ne stampa il dettaglio e il segnapunti
    .after =
        Esempi:
          canasta record "Noi: c 1p 1s 2r 420 -35" "Voi: 90 -40"          una riga per coppia
          canasta record --lone Bob "Bob: c 1p 300" "Ann + Cy: 120" "Ann: -15" "Cy: -20"
                                                in tre: la riga della coppia, poi quella di ciascuno
          canasta record "Noi: c 1p 1s 420 -20" "Voi: np 1s 150 -85"      Burraco: pulito, sporco,
                                                np: pozzetto mai preso (png: preso, non giocato)
          canasta record --out Noi --concealed --natural Noi=1 --melded Noi=205 --red-threes Noi=1 \
                         --melded Voi=60 --in-hand Voi=85 --penalty Voi:undeclared_red_three
          canasta record --from hand.yaml
          canasta record --lone Ann --out Ann --natural Ann=1 --melded Ann=150 \
                         --melded Bob=100 --in-hand Bob=40 --melded Cy=30 --in-hand Cy=25   (in tre)

        Ogni coppia richiede almeno un'opzione (es. --in-hand Voi=0). I punti sono valori di carte
        (multipli di 5); i punti in mano si scrivono come numeri positivi.

        Combinazioni e mani si possono dare anche come carte (--meld "Noi=KKKKKKK QQ2", --hand Voi=K74,
        una volta per giocatore); i conteggi si ricavano dalle carte. Notazione delle carte: A K Q J T (o 10)
        9 8 7 6 5 4, 2 (matta), * (jolly), R (tre rosso), B (tre nero); Kx7 sono sette re;
        le combinazioni si separano con spazi o virgole.

help-canasta-record--lines =
    Il risultato completo di ogni coppia in una riga, col suo nome davanti: "Noi: c 1p 1s 2r 420 -35" "Voi: 90 -40" (vedi "One line per side" nel README)

help-canasta-record--game =
    La partita (predefinita: quella corrente)

help-canasta-record--out =
    La coppia che ha chiuso

help-canasta-record--concealed =
    La coppia che ha chiuso l'ha fatto in mano (tutta la mano calata in un solo turno)

help-canasta-record--hand_canasta =
    La coppia che ha chiuso l'ha fatto con una canasta in mano (viennese: in mano, tenendo in mano una canasta completa tutta sua)

help-canasta-record--special =
    La coppia ha chiuso con una mano speciale (americana): COPPIA=MANO, es. Noi=straight

help-canasta-record--nobody_out =
    Nessuno ha chiuso (il tallone è finito)

help-canasta-record--red_threes =
    Tre rossi messi in tavola da una coppia: COPPIA=N

help-canasta-record--black_threes =
    Tre neri messi in tavola da una coppia, dove contano a numero (americana): COPPIA=N

help-canasta-record--pot =
    Che ne è stato del pozzetto di una coppia (il pozzetto del Burraco, il morto del Buraco): COPPIA=not_taken, COPPIA=unplayed (preso, non giocato) o COPPIA=taken

help-canasta-record--black_threes_in_hand =
    Tre neri rimasti in mano a una coppia, dove costano di più (canadese, Bolivia): COPPIA=N

help-canasta-record--incomplete =
    Una combinazione rimasta sotto le sette carte che porta una penalità (americana: aces, sevens, wild, wild_four_jokers): COPPIA=COMBINAZIONE; COPPIA=none svuota l'elenco della coppia in una correzione

help-canasta-record--holding =
    Giocatori che alla fine tengono tre o più carte di un valore (americana: aces, sevens): COPPIA:VALORE=N

help-canasta-record--natural =
    Canaste pure: COPPIA=N

help-canasta-record--mixed =
    Canaste sporche: COPPIA=N

help-canasta-record--canasta =
    Canaste di qualsiasi tipo della variante: COPPIA:TIPO=N

help-canasta-record--melded =
    Punti delle carte calate da una coppia (carte delle canaste comprese, premi esclusi): COPPIA=PUNTI

help-canasta-record--in_hand =
    Punti delle carte rimaste in mano a una coppia, come numero positivo: COPPIA=PUNTI

help-canasta-record--penalty =
    Una penalità: COPPIA:NOME o COPPIA:NOME=QUANTITÀ. Nomi in Classic: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-record--bonus =
    Un premio della variante (canadese, Hand and Foot: exact_cut): COPPIA:NOME o COPPIA:NOME=QUANTITÀ

help-canasta-record--meld_cards =
    Le combinazioni di una coppia scritte come carte: COPPIA=CARTE, es. Noi=KKKKKKK o "Noi=KKKKKKK QQ2". I punti calati, le canaste e le combinazioni incomplete vengono poi calcolati e controllati

help-canasta-record--hand_cards =
    Le carte rimaste in mano a un giocatore: COPPIA=CARTE, una volta per giocatore (es. Voi=K74). I punti in mano vengono poi calcolati

help-canasta-record--lone =
    In tre: il giocatore che in questa mano ha giocato da solo

help-canasta-record--note =
    Una nota da tenere con la mano

help-canasta-record--from =
    Leggi la mano da un file YAML (una mano nella forma del registro; `-` per lo standard input)

help-canasta-show =
    Mostra il segnapunti della partita corrente (o di --game ID)
    .after =
        Esempi:
          canasta show                      il segnapunti della partita corrente
          canasta show --explain            il dettaglio di ogni mano, poi il segnapunti
          canasta show --chart --game 3     il segnapunti della partita 3 e il grafico dei suoi totali
          canasta show --format json        tutto, per i programmi (le righe sono dati: vedi README)
          canasta show --chart --format svg -o game.svg     il grafico come immagine

help-canasta-show--game =
    La partita (predefinita: quella corrente)

help-canasta-show--explain =
    Mostra le voci di ogni mano

help-canasta-show--chart =
    Disegna sotto il segnapunti un grafico del totale progressivo di ogni coppia, mano per mano

help-canasta-show--format =
    Formato di uscita (`svg`: il grafico come immagine)

help-canasta-show--output =
    Scrivi in questo file invece che sullo standard output (un file esistente si sostituisce solo con --force)

help-canasta-show--force =
    Sostituisci il file di uscita se esiste

help-canasta-list =
    Elenca le partite salvate
    .after =
        Esempi:
          canasta list                      ogni partita: numero, variante, data, mani, totali, stato
          canasta list --format json        lo stesso, per i programmi

help-canasta-list--format =
    `table` per le persone, `json` per i programmi

help-canasta-use =
    Rendi corrente una partita salvata
    .after =
        Esempi:
          canasta use 3                     ora i comandi agiscono sulla partita 3

help-canasta-use--id =
    Il numero della partita (vedi `canasta list`)

help-canasta-undo =
    Togli l'ultima mano segnata
    .after =
        Esempi:
          canasta undo
          canasta undo --game 3

help-canasta-undo--game =
    La partita (predefinita: quella corrente)

help-canasta-drop =
    Togli la mano N da un punto qualsiasi di una partita (una mano segnata per errore); le mani seguenti salgono di un posto, e ogni totale, minimo e mazziere seguente viene ricalcolato
    .after =
        Esempi:
          canasta drop 2
          canasta drop 5 --game 3

help-canasta-drop--number =
    La mano da togliere (1 è la prima)

help-canasta-drop--game =
    La partita (predefinita: quella corrente)

help-canasta-edit =
    Correggi la mano N di una partita; ogni mano seguente viene ricalcolata
    .long =
        Correggi la mano N di una partita; ogni mano seguente viene ricalcolata.

        Le opzioni e le righe cambiano solo ciò che nominano (`--melded Noi=300` o "Voi: -15" lasciano il resto della mano com'era, come fa "Cambia" nella modalità tavolo); una riga che inizia con `=` sostituisce l'intero risultato della coppia; `--from FILE` l'intera mano.
    .after =
        Esempi:
          canasta edit 2 "Voi: -15"                    solo i punti in mano di Voi
          canasta edit 2 "Voi: = 90 -15"               l'intero risultato di Voi
          canasta edit 2 --melded Voi=65
          canasta edit 3 --out Voi --natural Voi=1
          canasta edit 1 --from hand.yaml

help-canasta-edit--number =
    La mano da correggere (1 è la prima)

help-canasta-edit--lines =
    Il risultato completo di una coppia in una riga, al posto di quello che aveva: "Voi: 90 -40"

help-canasta-edit--game =
    La partita (predefinita: quella corrente)

help-canasta-edit--out =
    La coppia che ha chiuso

help-canasta-edit--concealed =
    La coppia che ha chiuso l'ha fatto in mano (tutta la mano calata in un solo turno)

help-canasta-edit--hand_canasta =
    La coppia che ha chiuso l'ha fatto con una canasta in mano (viennese: in mano, tenendo in mano una canasta completa tutta sua)

help-canasta-edit--special =
    La coppia ha chiuso con una mano speciale (americana): COPPIA=MANO, es. Noi=straight

help-canasta-edit--nobody_out =
    Nessuno ha chiuso (il tallone è finito)

help-canasta-edit--red_threes =
    Tre rossi messi in tavola da una coppia: COPPIA=N

help-canasta-edit--black_threes =
    Tre neri messi in tavola da una coppia, dove contano a numero (americana): COPPIA=N

help-canasta-edit--pot =
    Che ne è stato del pozzetto di una coppia (il pozzetto del Burraco, il morto del Buraco): COPPIA=not_taken, COPPIA=unplayed (preso, non giocato) o COPPIA=taken

help-canasta-edit--black_threes_in_hand =
    Tre neri rimasti in mano a una coppia, dove costano di più (canadese, Bolivia): COPPIA=N

help-canasta-edit--incomplete =
    Una combinazione rimasta sotto le sette carte che porta una penalità (americana: aces, sevens, wild, wild_four_jokers): COPPIA=COMBINAZIONE; COPPIA=none svuota l'elenco della coppia in una correzione

help-canasta-edit--holding =
    Giocatori che alla fine tengono tre o più carte di un valore (americana: aces, sevens): COPPIA:VALORE=N

help-canasta-edit--natural =
    Canaste pure: COPPIA=N

help-canasta-edit--mixed =
    Canaste sporche: COPPIA=N

help-canasta-edit--canasta =
    Canaste di qualsiasi tipo della variante: COPPIA:TIPO=N

help-canasta-edit--melded =
    Punti delle carte calate da una coppia (carte delle canaste comprese, premi esclusi): COPPIA=PUNTI

help-canasta-edit--in_hand =
    Punti delle carte rimaste in mano a una coppia, come numero positivo: COPPIA=PUNTI

help-canasta-edit--penalty =
    Una penalità: COPPIA:NOME o COPPIA:NOME=QUANTITÀ. Nomi in Classic: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-edit--bonus =
    Un premio della variante (canadese, Hand and Foot: exact_cut): COPPIA:NOME o COPPIA:NOME=QUANTITÀ

help-canasta-edit--meld_cards =
    Le combinazioni di una coppia scritte come carte: COPPIA=CARTE, es. Noi=KKKKKKK o "Noi=KKKKKKK QQ2". I punti calati, le canaste e le combinazioni incomplete vengono poi calcolati e controllati

help-canasta-edit--hand_cards =
    Le carte rimaste in mano a un giocatore: COPPIA=CARTE, una volta per giocatore (es. Voi=K74). I punti in mano vengono poi calcolati

help-canasta-edit--lone =
    In tre: il giocatore che in questa mano ha giocato da solo

help-canasta-edit--note =
    Una nota da tenere con la mano

help-canasta-edit--from =
    Sostituisci la mano con una letta da un file YAML

help-canasta-export =
    Scrivi il registro di una partita in YAML (sullo standard output, o -o FILE)
    .after =
        Esempi:
          canasta export > game.yaml
          canasta export --game 3 -o club-night.yaml
          canasta export -o club-night.yaml --force      sostituisci il file scritto l'ultima volta

help-canasta-export--game =
    La partita (predefinita: quella corrente)

help-canasta-export--all =
    Tutte le partite (anche le archiviate) in un solo file, che `canasta import` ripristina

help-canasta-export--format =
    `yaml`: il registro della partita; `csv`: una riga per mano per coppia, per i fogli di calcolo

help-canasta-export--output =
    Scrivi in questo file invece che sullo standard output (`-`: standard output). Un file esistente si sostituisce solo con --force; un collegamento viene seguito e si scrive nel file a cui punta

help-canasta-export--force =
    Sostituisci il file di uscita se esiste

help-canasta-import =
    Leggi il registro di una partita (YAML), controlla ogni mano, salvala e rendila corrente; ne stampa il numero. Un backup (`export --all`) si ripristina tutto o niente. Una partita già presente non viene aggiunta di nuovo
    .after =
        Esempi:
          canasta import club-night.yaml
          canasta export --game 3 | canasta --data-dir ~/other import -
          canasta import backup.yaml                    ogni partita di un backup, o nessuna
          canasta import backup.yaml --skip-damaged     tutte tranne le partite che non si leggono

help-canasta-import--file =
    Il file YAML da leggere

help-canasta-import--skip_damaged =
    Ripristina le altre partite di un backup quando alcune non si leggono o i loro conti non tornano (vengono nominate e lasciate fuori)

help-canasta-delete =
    Elimina una partita per sempre (prima chiede; --yes per gli script)
    .after =
        Esempi:
          canasta delete 3
          canasta delete 3 --yes
        Una partita che potrebbe servirti ancora è meglio archiviarla: `canasta archive 3`.

help-canasta-delete--id =
    Il numero della partita (vedi `canasta list`)

help-canasta-delete--yes =
    Non chiedere

help-canasta-archive =
    Archivia una partita: tenuta e contata in `history`, fuori da `list` e dalla scelta della modalità tavolo
    .after =
        Esempi:
          canasta archive 3
          canasta unarchive 3          riportala tra le partite

help-canasta-archive--id =
    Il numero della partita (vedi `canasta list`)

help-canasta-unarchive =
    Riporta una partita archiviata tra le partite
    .after =
        Esempi:
          canasta unarchive 3

help-canasta-unarchive--id =
    Il numero della partita archiviata (vedi `canasta history`)

help-canasta-history =
    Una riga per partita, dalla più recente, archiviate comprese: data, variante, coppie, risultato, punti di vantaggio, mani
    .after =
        Esempi:
          canasta history
          canasta history --player Ann --variant classic
          canasta history --since 2026-01-01 --until 2026-06-30
          canasta history --format json

        Una partita finita che dà punti vittoria di torneo (`victory_points` di una variante) mostra
        quelli di ogni coppia in una colonna a parte (`victory_points` nel JSON).

help-canasta-history--variant =
    Solo le partite di questa variante

help-canasta-history--player =
    Solo le partite in cui ha giocato questa coppia o questo giocatore (maiuscole e minuscole sono uguali)

help-canasta-history--since =
    Solo le partite iniziate in questo giorno o dopo (AAAA-MM-GG)

help-canasta-history--until =
    Solo le partite iniziate in questo giorno o prima (AAAA-MM-GG)

help-canasta-history--format =
    `table` per le persone, `json` per i programmi

help-canasta-stats =
    Statistiche sulle partite (archiviate comprese): per ogni giocatore e coppia, partite vinte e perse, mani, mano migliore e peggiore, da mazziere, chiusure, canaste, tre rossi, penalità; testa a testa con --vs A --vs B
    .after =
        Esempi:
          canasta stats
          canasta stats --variant classic --since 2026-01-01
          canasta stats --variant three-deals --since 2026-03-07 --until 2026-03-08
                                                     un torneo, in classifica per punti vittoria
          canasta stats --vs Ann --vs Bob            Ann contro Bob
          canasta stats --chart                      i punti di ogni giocatore, partita per partita
          canasta stats --format csv > season.csv

        Un torneo: quando le partite contate danno punti vittoria (`victory_points` di una variante),
        le tabelle sono una classifica, prima chi ha più punti vittoria, a pari punti vittoria per
        punti partita (i totali di quelle partite), ogni riga con la posizione, i punti vittoria (PV)
        e i punti partita (PP); li hanno anche JSON e CSV (`rank`, `victory_points`, `match_points`).
        I filtri scelgono le partite del torneo.

help-canasta-stats--variant =
    Solo le partite di questa variante

help-canasta-stats--player =
    Solo le partite in cui ha giocato questa coppia o questo giocatore (maiuscole e minuscole sono uguali)

help-canasta-stats--since =
    Solo le partite iniziate in questo giorno o dopo (AAAA-MM-GG)

help-canasta-stats--until =
    Solo le partite iniziate in questo giorno o prima (AAAA-MM-GG)

help-canasta-stats--vs =
    Due giocatori (o coppie, `Ann & Cy`) per un testa a testa: --vs A --vs B

help-canasta-stats--format =
    Formato di uscita

help-canasta-stats--chart =
    Disegna anche i punti di ogni giocatore sommati partita per partita (i giocatori indicati con --player, altrimenti i cinque con più partite)

help-canasta-players =
    I giocatori di ogni partita (un nome è la stessa persona in tutte le partite), e l'unione di due grafie di una stessa persona
    .after =
        Esempi:
          canasta players
          canasta players merge Anne Ann        Anne è Ann (annotato nella cartella dei dati; nessun file di partita cambia)
          canasta players --format json

help-canasta-players--format =
    `table` per le persone, `json` per i programmi

help-canasta-players-merge =
    Conta FROM come la stessa persona di INTO nelle statistiche e nello storico
    .after =
        Esempi:
          canasta players merge Anne Ann
          canasta players merge "Bob S" Bob

help-canasta-players-merge--from =
    La grafia da unire all'altra

help-canasta-players-merge--into =
    Il nome a cui corrisponde

help-clap-help-command =
    Mostra questo messaggio o l'aiuto dei sottocomandi indicati

help-canasta-match =
    La situazione di una sfida: partite vinte da ogni coppia, punti e il vincitore, quando è deciso
    .after =
        Esempi:
          canasta new --match club --first-to 3        la prima partita di una sfida
          canasta new --match club                     la partita seguente, stesse coppie e giocatori
          canasta match club
          canasta match club --format json

help-canasta-match--name =
    Il nome della sfida

help-canasta-match--format =
    `table` per le persone, `json` per i programmi

help-canasta-tournament =
    La serata di torneo di un circolo: iscritti, turni con i posti assegnati per movimento (Mitchell, danese, all'italiana, svizzero, gironi ed eliminazione diretta, a mano; o quelli di un individuale), la partita di ogni tavolo e la classifica che ne risulta
    .after =
        Esempi:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danese"
          canasta tournament seat club          assegna i posti del turno 1 (Mitchell); controllali
          canasta tournament publish club       si crea la partita di ogni tavolo; i posti sono fissati
          canasta record --game 7 "Rossi-Bianchi: ..." "Verdi-Neri: ..."   ogni smazzata, a ogni tavolo
          canasta tournament close club         quando la partita di ogni tavolo è finita
          canasta tournament standings club     PV, poi PP, poi scontro diretto
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-new =
    Crea un torneo: la sua variante, i suoi iscritti (un file, uno per riga: "Nome: Giocatore, Giocatore", o i giocatori) e il suo programma di turni ("3 mitchell + 1 danese")
    .after =
        Esempi:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danese"
          canasta tournament new venerdi --variant burraco-tournament-4 --entrants - --plan "5 italiana" < pairs.txt
          canasta tournament new casa --variant burraco-tournament --plan "1 mitchell + 1 danese" --entrant "Ana, Bob" --entrant "Cy, Di" --entrant "Ed, Flo" --entrant "Gus, Hal"
          canasta tournament new estate --variant burraco-tournament --entrants pairs.txt --groups 2 --plan "3 mitchell + 2 danese"

        Gironi: `--groups N` divide gli iscritti, nel loro ordine, nei gironi A, B...; oppure
        puoi intestarli nel file, con una riga `[A]` sopra gli iscritti di ogni girone. Ogni girone
        ha posti e classifica propri; i suoi tavoli sono numerati dopo quelli del girone precedente.

        Movimenti: mitchell [passo K] (N-S fermi, E-O si spostano di K tavoli), danese (la 1ª contro
        la 2ª in classifica; modificato, senza rivincita del turno precedente; `danese puro` la
        ammette), italiana (girone all'italiana, da 4 a 8 iscritti), svizzero (si incontra chi è
        vicino in classifica, mai una rivincita; il riposo all'ultimo di chi ne ha avuti meno),
        manuale (i posti dati con `seat --seating FILE`).

help-canasta-tournament-new--name =
    Il nome del torneo (lettere, cifre, `-` e `_`)

help-canasta-tournament-new--variant =
    La variante che si gioca a ogni tavolo: una con un numero fisso di smazzate o di mani

help-canasta-tournament-new--entrants =
    Il file degli iscritti, uno per riga (`-`: standard input). Senza questo né `--entrant`, su un terminale, si scrivono uno per riga, ognuno controllato appena scritto

help-canasta-tournament-new--entrant =
    Un iscritto, come lo darebbe una riga del file ("Nome: Giocatore, Giocatore", o i giocatori); una volta per ciascuno

help-canasta-tournament-new--plan =
    Il programma: "3 mitchell + 1 danese", "3 svizzero", "2 gironi + eliminazione", "5 individuale"

help-canasta-tournament-new--sit_out_vp =
    I punti vittoria di un iscritto che riposa in un turno (predefinito 10, un pareggio sulla scala 0-20)

help-canasta-tournament-new--sit_out_mp =
    I punti partita di un iscritto che riposa in un turno (predefinito 0; una regola di circolo può dare +355 con 14 PV)

help-canasta-tournament-new--mp_tiebreak =
    Come si separano gli iscritti a pari punti vittoria: `difference` (i punti partita fatti meno quelli subiti, come FIBUR) o `scored` (i punti fatti, come fanno alcuni organizzatori)

help-canasta-tournament-new--round_minutes =
    Quanto dura un turno, in minuti, dalla sua pubblicazione: `status` e il tabellone mostrano il tempo rimasto, con un avviso negli ultimi 10 minuti

help-canasta-tournament-new--rank_by =
    Il primo criterio della classifica: `vp` (punti vittoria, o partite vinte senza una tabella di punti vittoria) o `points` (i punti fatti, sommati: una serata di Canasta)

help-canasta-tournament-new--groups =
    Dividi gli iscritti, nel loro ordine, in questo numero di gironi (A, B, ...), ognuno con posti e classifica propri; oppure intesta i gironi nel file degli iscritti (`[A]`)

help-canasta-tournament-seat =
    Assegna i posti del turno successivo secondo il programma (o di nuovo quelli del turno già assegnato); `--seating FILE` li dà a mano, in righe `tavolo ns eo` (`- N`: N riposa)
    .after =
        Esempi:
          canasta tournament seat club                      il turno successivo, secondo il programma
          canasta tournament seat club --seating draw.txt   a mano: "1 3 8" è il tavolo 1, 3 N-S contro 8 E-O; "- 5": il 5 riposa

help-canasta-tournament-seat--name =
    Il nome del torneo

help-canasta-tournament-seat--seating =
    I posti dati a mano: un file di righe `tavolo ns eo` (`-`: standard input)

help-canasta-tournament-publish =
    Pubblica il turno con i posti assegnati: si crea la partita di ogni tavolo (con i nomi degli iscritti come coppie), e da lì in poi i posti sono fissati
    .after =
        Esempi:
          canasta tournament publish club

help-canasta-tournament-publish--name =
    Il nome del torneo

help-canasta-tournament-close =
    Chiudi il turno pubblicato quando la partita di ogni tavolo è finita
    .after =
        Esempi:
          canasta tournament close club
          canasta edit --game 12 2 "N-S: ..." --why "il segnapunti era sommato male"   il risultato di un turno chiuso, dall'arbitro

help-canasta-tournament-close--name =
    Il nome del torneo

help-canasta-tournament-seating =
    Chi siede dove in un turno (l'ultimo con i posti assegnati, salvo --round)
    .after =
        Esempi:
          canasta tournament seating club
          canasta tournament seating club --round 2 --format json

help-canasta-tournament-seating--name =
    Il nome del torneo

help-canasta-tournament-seating--round =
    Il turno (se non è dato, l'ultimo con i posti assegnati)

help-canasta-tournament-seating--format =
    `table` per le persone, `json` per i programmi

help-canasta-tournament-standings =
    La classifica: punti vittoria (o partite vinte), poi punti partita, poi il risultato tra chi è a pari
    .after =
        Esempi:
          canasta tournament standings club
          canasta tournament standings club --round 3
          canasta tournament standings club --phase 2        solo i turni danesi
          canasta tournament standings club --format csv > standings.csv
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-standings--name =
    Il nome del torneo

help-canasta-tournament-standings--round =
    La classifica dopo questo turno (se non è dato, tutti i turni giocati)

help-canasta-tournament-standings--phase =
    La classifica di questa sola fase del programma (1: la prima), es. il premio a parte dei turni danesi finali

help-canasta-tournament-standings--format =
    `table` per le persone, `json` per i programmi, `csv` per un foglio di calcolo, `html` per una pagina da stampare

help-canasta-tournament-status =
    Il tavolo dell'arbitro: il turno in corso, tavolo per tavolo (smazzate giocate, partita finita o no, i punti delle linee e i punti vittoria, correzioni), e il suo orologio
    .after =
        Esempi:
          canasta tournament status club
          canasta tournament status club --format json

help-canasta-tournament-status--name =
    Il nome del torneo

help-canasta-tournament-status--format =
    `table` per le persone, `json` per i programmi

help-canasta-tournament-absent =
    Un iscritto (una coppia; un giocatore in una serata individuale) assente dai prossimi turni assegnati (`--back`: di nuovo presente): al suo avversario vanno i punti di un riposo, un turno danese abbina gli altri
    .after =
        Esempi:
          canasta tournament absent club 7              la coppia 7 se n'è andata
          canasta tournament absent club 7 --back       la coppia 7 è tornata
          canasta tournament absent club "Ana Rossi"    con un nome come lo mostrano gli abbinamenti

help-canasta-tournament-absent--name =
    Il nome del torneo

help-canasta-tournament-absent--entrant =
    L'iscritto: il suo numero, o il suo nome (il nome di un giocatore in una serata individuale)

help-canasta-tournament-absent--back =
    Di nuovo presente

help-canasta-tournament-export =
    Il torneo e le partite dei suoi tavoli in YAML (un documento per ciascuno, prima il torneo), o il suo file dei risultati per una federazione o un circuito (`--format results`: JSON, descritto in docs/results.schema.json; `results-csv`: una riga per tavolo di ogni turno)
    .after =
        Esempi:
          canasta tournament export club > club.yaml
          canasta tournament export club --format results --club "Circolo Roma" --members soci.txt > club.json
          canasta tournament export club --format results-csv > club.csv

help-canasta-tournament-export--name =
    Il nome del torneo

help-canasta-tournament-export--format =
    `yaml`: il torneo e le partite dei suoi tavoli (una copia della serata); `results`: il suo file dei risultati (JSON); `results-csv`: i risultati dei suoi tavoli in CSV

help-canasta-tournament-export--club =
    Il circolo che ha organizzato il torneo, scritto nel suo file dei risultati

help-value-club =
    CIRCOLO

help-canasta-tournament-export--members =
    I numeri di tessera dei giocatori per il file dei risultati: un file di righe `Giocatore: NUMERO` (`-`: l'input standard)

help-canasta-tournament-read-results =
    Leggi un file dei risultati (di qualsiasi circolo, come lo scrive `export --format results`), ricalcola la classifica dai suoi tavoli e mostrala; un file la cui classifica non torna con i suoi tavoli è rifiutato, con la prima riga che differisce
    .after =
        Esempi:
          canasta tournament read-results club.json
          canasta tournament read-results club.json --format csv

help-canasta-tournament-read-results--file =
    Il file dei risultati (`-`: l'input standard)

help-canasta-tournament-read-results--format =
    Come scrivere la classifica

help-canasta-tournament-publish-site =
    I risultati della serata come cartella di pagine web (la classifica, ogni turno tavolo per tavolo, il segnapunti di ogni tavolo; chiaro e scuro), per qualsiasi sito web: i giocatori le aprono a casa dopo la serata
    .after =
        Esempi:
          canasta tournament publish-site club results/

help-canasta-tournament-publish-site--name =
    Il nome del torneo

help-canasta-tournament-publish-site--dir =
    La cartella in cui scrivere le pagine (creata se non c'è)

help-canasta-tournament-publish-site--force =
    Sostituisci le pagine che una cartella ha già (da una pubblicazione precedente)

help-canasta-tournament-list =
    I tornei della cartella dei dati
    .after =
        Esempi:
          canasta tournament list

help-canasta-tournament-list--format =
    `table` per le persone, `json` per i programmi

help-canasta-tournament-sheet =
    Una pagina da stampare con i codici QR dei tavoli (HTML, sullo standard output): il telefono di ogni tavolo inquadra il suo, che apre la pagina del segnapunti sulla partita di quel tavolo nel turno in corso, turno dopo turno. `--base`: l'indirizzo del tabellone, come lo stampa `canasta serve --tournament`
    .after =
        Esempi:
          canasta tournament sheet club --base http://192.168.1.20:8470 > tables.html

help-canasta-tournament-sheet--name =
    Il nome del torneo

help-canasta-tournament-sheet--base =
    L'indirizzo del tabellone: `http://HOST:PORTA`

help-canasta-tournament-sign =
    Firma la classifica finale quando ogni turno del programma è chiuso: da lì in poi nulla del torneo cambia, con o senza motivo, finché non viene riaperto
    .after =
        Esempi:
          canasta tournament sign club

help-canasta-tournament-sign--name =
    Il nome del torneo

help-canasta-tournament-reopen =
    Riapri un torneo firmato, dicendo perché (`--why`, tenuto nel file del torneo): i suoi risultati si possono di nuovo correggere, ogni correzione con il suo motivo come prima
    .after =
        Esempi:
          canasta tournament reopen club --why "il segnapunti del tavolo 4 era sommato male"

help-canasta-tournament-reopen--name =
    Il nome del torneo

help-canasta-tournament-keys =
    Le chiavi dei tavoli del torneo (il telefono di ogni tavolo apre la sua partita con la propria); `--new` ne fa di nuove per tutti i tavoli, e da lì le vecchie non aprono più nulla: stampa di nuovo il foglio dei tavoli
    .after =
        Esempi:
          canasta tournament keys club
          canasta tournament keys club --new      una chiave persa o vista: chiavi nuove, poi di nuovo il foglio

help-canasta-tournament-keys--name =
    Il nome del torneo

help-canasta-tournament-keys--new =
    Chiavi nuove per ogni tavolo (da lì le vecchie non aprono più nulla)

help-canasta-tournament-desk =
    Il tavolo dell'arbitro al terminale, come la modalità tavolo: il turno in corso tavolo per tavolo, i passi del turno (posti, pubblicazione, chiusura), la partita di un tavolo aperta per inserire il suo segnapunti di carta o correggerlo (un risultato confermato o chiuso chiede prima il motivo, tenuto nel registro del torneo), e la classifica
    .after =
        Esempi:
          canasta tournament desk club

help-canasta-tournament-desk--name =
    Il nome del torneo

help-canasta-circuit =
    La classifica di un circuito (un summer tour, un campionato di circolo, il ranking di una federazione): i tornei di una cartella sommati, per ogni coppia e ogni giocatore (con tutti i suoi compagni), con le presenze e i finalisti secondo la regola del circuito
    .long =
        La classifica di un circuito (un summer tour, un campionato di circolo, il ranking di una federazione): i tornei di una cartella sommati, per ogni coppia e ogni giocatore (con tutti i suoi compagni), con le presenze e i finalisti secondo la regola del circuito.

        La cartella contiene i tornei: file dei risultati (`tournament export --format results`, di qualsiasi circolo) e serate esportate intere (`tournament export`), ognuno controllato dall'arbitro (la classifica ricalcolata dai suoi tavoli, le sue partite rigiocate); uno che non torna è rifiutato, col suo nome. Il suo `circuit.yaml` dà il nome del circuito e i finalisti: `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}` (i primi 4 di ogni tappa, o `share: 25` per il primo quarto, con almeno 3 tappe giocate), o `{"{"}rule: overall, top: 16, min_stages: 3{"}"}` (i primi 16 del circuito).
    .after =
        Esempi:
          canasta circuit summer-tour/
          canasta circuit summer-tour/ --site summer-tour-site/     anche come pagina web
          canasta circuit summer-tour/ --format csv > summer-tour.csv

help-canasta-circuit--dir =
    La cartella del circuito: i suoi tornei (file dei risultati `*.json`, serate `*.yaml` come le scrive `tournament export`) e, se c'è, il suo `circuit.yaml` (il nome e la regola dei finalisti)

help-canasta-circuit--format =
    Come scrivere la classifica

help-canasta-circuit--site =
    Scrivila anche come pagina web (`index.html` e il suo foglio di stile) in questa cartella

help-canasta-circuit--force =
    Sostituisci le pagine che la cartella di `--site` ha già

help-canasta-serve =
    Mostra la partita corrente dal vivo su una pagina web per i telefoni al tavolo, e una pagina con cui il telefono del segnapunti la registra
    .long =
        Mostra la partita corrente dal vivo su una pagina web per i telefoni al tavolo, e una pagina con cui il telefono del segnapunti la registra.

        Stampa l'indirizzo del tabellone e il suo codice QR. Di norma sull'indirizzo di loopback; con --listen 0.0.0.0:8470 i telefoni del tavolo lo raggiungono, e allora l'indirizzo porta una chiave casuale che la pagina richiede. Poi l'indirizzo e il codice QR della pagina del segnapunti, con la sua chiave dopo `#`: il telefono che tiene il punteggio registra lì le mani (la chiave del tabellone non dà questo accesso). Invio crea una nuova chiave del segnapunti (un telefono perso). Ctrl-C lo ferma.
    .after =
        Esempi:
          canasta serve                          http://127.0.0.1:8470/ su questo computer
          canasta serve --listen 0.0.0.0:8470    per i telefoni al tavolo (inquadra il codice QR)
          canasta serve --game 3

help-canasta-serve--listen =
    Indirizzo e porta su cui restare in ascolto

help-canasta-serve--game =
    La partita da mostrare (predefinita: quella corrente, qualunque sia)

help-canasta-serve--tls =
    Servi in HTTPS, con questa catena di certificati e la sua chiave privata (file PEM), così la chiave del segnapunti non passa mai in chiaro sulla rete

help-canasta-serve--tournament =
    Una serata di torneo: il tabellone mostra posti e classifica, e il telefono di ogni tavolo (il suo codice QR è sul foglio che stampa `canasta tournament sheet`) segna la partita di quel tavolo nel turno in corso

help-canasta-min =
    Stampa l'apertura minima per un punteggio totale
    .after =
        Esempi:
          canasta min 1500                  90
          canasta min -- -20                15 (un punteggio negativo)
          canasta min --variant classic-6p-teams-of-3 7000    150
          canasta min 1500 --format json    {"{"}"variant": "classic", "at": {"{"}"score": 1500{"}"}, "minimum": 90{"}"}

help-canasta-min--variant =
    Variante: il nome di una variante (vedi `canasta variants`) o il percorso di un file di variante

help-canasta-min--score =
    Punteggio totale (può essere negativo; al massimo 999999999 in un senso o nell'altro)

help-canasta-min--hand =
    Il numero della mano, per una variante il cui minimo va per mano (Hand and Foot)

help-canasta-min--format =
    `table` per le persone, `json` per i programmi

help-canasta-variants =
    Elenca le varianti (incluse e tue), mostra le regole di una, o controlla un file di variante
    .after =
        Esempi:
          canasta variants
          canasta variants show american
          canasta variants check ours.yaml
          canasta variants show american --format json

        Una variante tutta tua è un file YAML, di solito di poche righe:
          extends: classic
          description: Classic a 3000, premio per la chiusura in mano 300
          target: 3000
          going_out: {"{"}concealed_bonus: 300{"}"}
        Mettilo nella cartella `presets/` della cartella di configurazione per usarlo per nome
        (`canasta new --variant ours`), o dai il suo percorso (`canasta new --variant ./ours.yaml`).

help-canasta-variants-show =
    Stampa le regole di una variante come tabella
    .after =
        Esempi:
          canasta variants show classic
          canasta variants show ./ours.yaml

help-canasta-variants-show--variant =
    Variante: il nome di una variante (vedi `canasta variants`) o il percorso di un file di variante

help-canasta-variants-check =
    Controlla un file di variante: uscita 0 e le sue regole se è valido, uscita 2 con il campo sbagliato se no
    .after =
        Esempi:
          canasta variants check ours.yaml

help-canasta-variants-check--file =
    Il file di variante

help-canasta-check =
    Chiedi alle regole: basta questa apertura, posso prendere il pozzo, possiamo chiudere, è una mano speciale. Uscita 0 per sì, 1 per no, 2 per un input sbagliato
    .after =
        Esempi:
          canasta check meld KKK QQ2 --score 1500         basta a 1500? (90: no)
          canasta check pile --top 9 --hand 99            posso prendere il pozzo?
          canasta check out --canastas 1                  possiamo chiudere?
          canasta check hand A2R456789TJQK* --variant american   una mano speciale?
          canasta check meld KKK QQ2 --score 1500 --format json   la risposta in JSON

        Notazione delle carte: una combinazione è una parola di simboli di carte: A K Q J T (o 10)
        9 8 7 6 5 4, 2 (matta), * (jolly), R (tre rosso), B (tre nero); vanno bene anche le minuscole.
        Kx7 sono sette re. Le combinazioni si separano con spazi o virgole: "666 AAA2" sono due
        combinazioni.

help-canasta-check-meld =
    Basta questa apertura? Stampa il valore di ogni combinazione, il totale, il minimo e il verdetto; uscita 0 basta, 1 non basta, 2 una combinazione non valida
    .after =
        Esempi:
          canasta check meld KKK QQ2 --top K --score 0        a 0: 70 raggiunge 50
          canasta check meld KKK QQ2 --top K --score 1500     70 non arriva a 90
          canasta check meld AAA KKK QQ2 --variant american --score 2000
          canasta check meld KKKKKKK 555 --going-out --score 3000   in mano: nessun minimo
          canasta check meld 666 AAA2 --game 1 --side Noi

        Notazione delle carte: A K Q J T (o 10) 9 8 7 6 5 4, 2 (matta), * (jolly), R (tre rosso),
        B (tre nero); Kx7 sono sette re; combinazioni separate da spazi o virgole.

help-canasta-check-meld--cards =
    Le combinazioni, es. KKK QQ2 (o "KKK QQ2")

help-canasta-check-meld--variant =
    Variante: il nome di una variante o il percorso di un file di variante (predefinita: le regole della partita corrente, o classic se non c'è una partita corrente)

help-canasta-check-meld--game =
    Usa le regole di questa partita (e, con --side, il punteggio della coppia)

help-canasta-check-meld--score =
    Il punteggio totale della coppia (può essere negativo: --score -20). Al massimo 999999999 in un senso o nell'altro: oltre quello che una partita può raggiungere, è rifiutato invece che arrotondato

help-canasta-check-meld--side =
    La coppia di cui conta il minimo (con --game, o la partita corrente)

help-canasta-check-meld--top =
    La carta in cima al pozzo, presa per questa combinazione (è fra le combinazioni)

help-canasta-check-meld--going_out =
    Il giocatore cala tutta la mano in questo turno dopo aver pescato dal tallone (chiusura in mano)

help-canasta-check-pile =
    Questo giocatore può prendere il pozzo? Verdetto e motivo; uscita 0 sì, 1 no
    .after =
        Esempi:
          canasta check pile --top 7 --hand 72 --table 7777 --frozen      no: congelato, serve una coppia naturale
          canasta check pile --top B --hand BB                             no: un tre nero blocca il pozzo
          canasta check pile --variant american --top 9 --hand "AA* QQQ 992 TT" --not-melded   sì

help-canasta-check-pile--variant =
    Variante: il nome di una variante o il percorso di un file di variante (predefinita: le regole della partita corrente, o classic se non c'è una partita corrente)

help-canasta-check-pile--game =
    Usa le regole di questa partita (e, con --side, il punteggio della coppia)

help-canasta-check-pile--top =
    La carta in cima al pozzo

help-canasta-check-pile--hand =
    Le carte in mano al giocatore che potrebbero servire (o tutta la mano)

help-canasta-check-pile--table =
    Le combinazioni della coppia in tavola

help-canasta-check-pile--not_melded =
    La coppia non ha ancora aperto

help-canasta-check-pile--frozen =
    C'è una matta o un tre rosso nel pozzo (è congelato)

help-canasta-check-pile--opponents =
    Le combinazioni degli avversari in tavola (le loro canaste completate contano in alcune varianti)

help-canasta-check-pile--hand_size =
    Quante carte ha in mano il giocatore

help-canasta-check-pile--pile_size =
    Quante carte ci sono nel pozzo

help-canasta-check-out =
    Questa coppia può chiudere ora? Verdetto e motivo; uscita 0 sì, 1 no
    .after =
        Esempi:
          canasta check out --table "KKKKKKK QQ2" --left 1
          canasta check out --variant american --canasta natural=1 --canasta mixed=1 --left 0
          canasta check out --canastas 1 --partner-said-no

help-canasta-check-out--variant =
    Variante: il nome di una variante o il percorso di un file di variante (predefinita: le regole della partita corrente, o classic se non c'è una partita corrente)

help-canasta-check-out--game =
    Usa le regole di questa partita (e, con --side, il punteggio della coppia)

help-canasta-check-out--table =
    Le combinazioni della coppia in tavola, comprese quelle calate in questo turno

help-canasta-check-out--canastas =
    Canaste completate, di qualsiasi tipo

help-canasta-check-out--canasta =
    Canaste completate di un tipo: TIPO=N (es. natural=2)

help-canasta-check-out--left =
    Carte che resterebbero al giocatore dopo aver calato tutto il possibile (1: una da scartare)

help-canasta-check-out--concealed =
    La coppia del giocatore non ha ancora calato nulla: chiusura in mano

help-canasta-check-out--partner_said_no =
    Il giocatore ha chiesto "posso chiudere?" e il compagno ha detto di no

help-canasta-check-out--no_pot =
    La coppia non ha ancora preso il suo pozzetto (il pozzetto del Burraco, il morto del Buraco)

help-canasta-check-hand =
    Questa mano di quattordici carte è una mano speciale (americana)? Uscita 0 sì, 1 no
    .after =
        Esempi:
          canasta check hand A2R456789TJQK*          scala reale (3000)
          canasta check hand 4455778899TTQQ          sette coppie (2500)
          canasta check hand 4446666JJJJAAA          poker e tris (2000)

help-canasta-check-hand--cards =
    Le quattordici carte

help-canasta-check-hand--variant =
    Variante (predefinita: american)

help-canasta-manpage =
    Stampa la pagina del manuale (roff), per `man canasta`; --dir scrive tutte le pagine (una per sottocomando, come `man canasta-record`)
    .after =
        Esempi:
          mkdir -p ~/.cargo/share/man/man1
          canasta manpage --dir ~/.cargo/share/man/man1           poi: man canasta, man canasta-record
          canasta manpage > ~/.cargo/share/man/man1/canasta.1

help-canasta-manpage--dir =
    Scrivi in questa cartella la pagina principale e una pagina per sottocomando

help-canasta-completions =
    Stampa uno script di completamento per la shell
    .after =
        Esempi:
          canasta completions bash > ~/.local/share/bash-completion/completions/canasta
          canasta completions zsh > ~/.zfunc/_canasta
          canasta completions fish > ~/.config/fish/completions/canasta.fish

help-canasta-completions--shell =
    La shell

## Le parole di clap: i titoli dell'aiuto, ciò che aggiunge dopo l'aiuto di un'opzione, e
## i rifiuti della riga di comando (quelli che clap dice in inglese).

help-clap-usage = Utilizzo:
help-clap-commands = Comandi:
help-clap-arguments = Argomenti:
help-clap-options = Opzioni:
help-clap-default = predefinito: { $value }
help-clap-env = variabile d'ambiente: { $name }
help-clap-possible-values = valori possibili: { $values }
help-clap-commands-list = sottocomandi: { $values }
help-clap-error = errore:
help-clap-unknown-argument = argomento inatteso '{ $arg }'
help-clap-unknown-command = sottocomando sconosciuto '{ $command }'
help-clap-invalid-value = valore '{ $value }' non valido per '{ $arg }'
help-clap-value-required = '{ $arg }' richiede un valore, ma non ne è stato dato nessuno
help-clap-missing = mancano questi argomenti obbligatori:
help-clap-missing-command = '{ $command }' richiede un sottocomando, ma non ne è stato dato nessuno
help-clap-twice = l'argomento '{ $arg }' non si può usare più di una volta
help-clap-conflict = l'argomento '{ $arg }' non si può usare con '{ $other }'
help-clap-conflict-any = l'argomento '{ $arg }' non si può usare con uno o più degli altri argomenti dati
help-clap-too-many = valore inatteso '{ $value }' per '{ $arg }'; non se ne aspettavano altri
help-clap-wrong-number = '{ $arg }' richiede { $expected } valori, ma ne sono stati dati { $given }
help-clap-no-equals = serve il segno uguale per assegnare valori a '{ $arg }'
help-clap-tip = suggerimento:
help-clap-similar-command = { $count ->
    [one] esiste un sottocomando simile: '{ $name }'
   *[other] esistono sottocomandi simili: '{ $name }'
}
help-clap-similar-argument = { $count ->
    [one] esiste un argomento simile: '{ $name }'
   *[other] esistono argomenti simili: '{ $name }'
}
help-clap-similar-value = { $count ->
    [one] esiste un valore simile: '{ $name }'
   *[other] esistono valori simili: '{ $name }'
}
help-clap-more = Per saperne di più, prova '{ $flag }'.

## I segnaposto della riga di utilizzo e di ogni opzione (ciò che si scrive al loro posto).

help-value-dir =
    CARTELLA
help-value-seconds =
    SECONDI
help-value-reason =
    MOTIVO
help-value-when =
    QUANDO
help-value-lang =
    LINGUA
help-value-command =
    COMANDO
help-value-options =
    OPZIONI
help-value-variant =
    VARIANTE
help-value-name =
    NOME
help-value-side-total =
    COPPIA=TOTALE,...
help-value-n =
    N
help-value-side-line =
    COPPIA: RIGA
help-value-id =
    ID
help-value-side =
    COPPIA
help-value-side-hand =
    COPPIA=MANO
help-value-side-n =
    COPPIA=N
help-value-side-what =
    COPPIA=COSA
help-value-side-meld =
    COPPIA=COMBINAZIONE
help-value-side-rank-n =
    COPPIA:VALORE=N
help-value-side-kind-n =
    COPPIA:TIPO=N
help-value-side-points =
    COPPIA=PUNTI
help-value-side-name-n =
    COPPIA:NOME[=N]
help-value-side-cards =
    COPPIA=CARTE
help-value-player =
    GIOCATORE
help-value-note =
    NOTA
help-value-file =
    FILE
help-value-format =
    FORMATO
help-value-number =
    NUMERO
help-value-date =
    DATA
help-value-from =
    FROM
help-value-into =
    INTO
help-value-entrants =
    ISCRITTI
help-value-entrant =
    ISCRITTO
help-value-plan =
    PROGRAMMA
help-value-sit-out-vp =
    PV_RIPOSO
help-value-sit-out-mp =
    PP_RIPOSO
help-value-mp-tiebreak =
    SPAREGGIO_PP
help-value-round-minutes =
    MINUTI_TURNO
help-value-rank-by =
    CLASSIFICA
help-value-groups =
    GIRONI
help-value-seating =
    POSTI
help-value-round =
    TURNO
help-value-phase =
    FASE
help-value-base =
    BASE
help-value-address-port =
    HOST:PORTA
help-value-cert =
    CERT
help-value-key =
    CHIAVE
help-value-score =
    PUNTEGGIO
help-value-cards =
    CARTE
help-value-card =
    CARTA
help-value-melds =
    COMBINAZIONI
help-value-kind-n =
    TIPO=N
help-value-shell =
    SHELL
