# Die Hilfe der Befehlszeile (`--help`) und clap's eigene Wörter, auf Deutsch (siehe
# en/help.ftl). Runde = ein Geben; Partie = das Spiel bis zum Ziel; Serie = mehrere Partien;
# Durchgang = eine Turnierrunde. Die Beispielzeilen benutzen die deutschen Zeilenwörter
# (de/words.ftl) und die deutschen Parteinamen Wir und Ihr.


help-canasta =
    Punkteblock und Schiedsrichter für Canasta mit echten Karten
    .long =
        Punkteblock und Schiedsrichter für Canasta mit echten Karten.

        Nach jeder Runde gibst du ein, was jede Partei gemacht hat (Meldungen, Canastas, rote Dreien, wer ausgemacht hat, Strafen); canasta wertet die Runde mit einer Aufstellung Posten für Posten, führt den Gesamtstand, sagt, was jede Partei in der nächsten Runde für ihre Erstmeldung braucht und wer als Nächstes gibt, und nennt am Ende der Partie den Sieger. Partien werden nach jeder Runde gespeichert.
    .after =
        Beispiele:
          canasta play                                   eine Partie am Tisch eintragen, Schritt für Schritt
          canasta new --side Wir --side Ihr --player Ann --player Bob --player Cy --player Di
          canasta record "Wir: aus 1n 1r 205" "Ihr: 60 -85"   eine Zeile pro Partei
          canasta record --out Wir --natural Wir=1 --melded Wir=205 --red-threes Wir=1 \
                         --melded Ihr=60 --in-hand Ihr=85      dieselbe Runde, mit Flags
          canasta show --explain
          canasta min 1500                               Mindestauslage bei 1500: 90
          canasta export -o game.yaml

        Exit-Codes:
          0    erledigt
          1    eine `check`-Frage mit Nein beantwortet
          2    falsche Eingabe oder falscher Aufruf (nichts wurde gespeichert)
          3    vom System gestoppt: Datenträger voll, keine Berechtigung, --wait hat aufgegeben (nichts wurde gespeichert)
          70   ein Fehler von canasta selbst: bitte melden (nichts wurde gespeichert)
          130  Tischmodus unterbrochen (zuvor bestätigte Runden sind gespeichert)

help-canasta--data_dir =
    Wo die Partien liegen (Standard: der Datenordner des Systems)

help-canasta--config_dir =
    Der Ordner, aus dessen Unterordner `presets/` deine eigenen Presets gelesen werden (Standard: der Konfigurationsordner des Systems)

help-canasta--wait =
    Wenn ein anderes canasta gerade eine Partie ändert (etwa ein Tischmodus, der in einem anderen Terminal offen ist), höchstens so lange warten und dann mit Exit-Code 3 aufgeben (Standard: warten, bis es fertig ist)

help-canasta--why =
    Der Grund der Turnierleitung für eine Änderung an einer Partie eines geschlossenen Turnierdurchgangs (`record`, `edit`, `undo`, `drop`): kommt mit den Ständen vorher und nachher ins Protokoll des Turniers

help-canasta--color =
    Farben: `auto` (in einem Terminal, außer wenn NO_COLOR gesetzt ist), `always` oder `never`

help-canasta--lang =
    Die Sprache: { $languages } oder { $last } (Standard: die Sprache aus der ersten der Variablen LANGUAGE, LC_ALL, LC_MESSAGES und LANG, die eine nennt; `C` ist Englisch)

help-clap-help-more =
    Hilfe anzeigen (mehr mit '--help')
    .long =
        Hilfe anzeigen (eine Zusammenfassung mit '-h')

help-clap-version =
    Version anzeigen

help-canasta-play =
    Tischmodus: die aktuelle Partie (oder eine neue) Runde für Runde eintragen, Frage für Frage
    .long =
        Tischmodus: die aktuelle Partie (oder eine neue) Runde für Runde eintragen, Frage für Frage.

        Zeigt den Punkteblock, fragt dann nach dem Ergebnis jeder Partei, zeigt die Aufstellung und speichert sie. Braucht ein Terminal; für Skripte hat jede Frage ein Flag in `canasta record`.
    .after =
        Beispiele:
          canasta play                               die aktuelle Partie fortsetzen oder eine beginnen
          canasta play --new --variant american      gleich eine neue amerikanische Partie
          canasta play --new --variant ./ours.yaml   ein eigenes Preset

        Esc oder q im Menü beendet; Strg-C beendet jederzeit, und jede bestätigte Runde bleibt gespeichert.

help-canasta-play--new =
    Eine neue Partie beginnen, auch wenn es eine aktuelle gibt

help-canasta-play--variant =
    Variante einer neuen Partie (Standard: die der letzten Partie, sonst classic)

help-canasta-new =
    Eine neue Partie beginnen und zur aktuellen machen; gibt ihre Nummer aus
    .after =
        Beispiele:
          canasta new                                    classic, Parteien Wir und Ihr
          canasta new --side Heim --side Gäste --player Ann --player Bob --player Cy --player Di --dealer Bob
          canasta new --variant classic-2p --side Ann --side Bob
          canasta new --variant classic-3p --side Ann --side Bob --side Cy

        Die Spieler werden in Sitzreihenfolge angegeben, im Uhrzeigersinn; die Plätze wechseln
        reihum zwischen den Parteien, die Spieler im Beispiel oben sitzen also: Ann (Heim),
        Bob (Gäste), Cy (Heim), Di (Gäste).

help-canasta-new--variant =
    Variante: ein Preset-Name (siehe `canasta variants`) oder der Pfad einer Preset-Datei

help-canasta-new--sides =
    Der Name einer Partei, in Sitzreihenfolge (zu dritt: der eines Spielers). Standard: Wir, Ihr (und Sie), in der eingestellten Sprache (auf Englisch We, They)

help-canasta-new--players =
    Der Name eines Spielers, in Sitzreihenfolge im Uhrzeigersinn (optional)

help-canasta-new--dealer =
    Wer die erste Runde gibt (Standard: der erste Platz)

help-canasta-new--start =
    Mit anderswo geführten Ständen beginnen (eine auf Papier begonnene Partie): PARTEI=STAND, durch Kommas getrennt, z. B. --start Wir=2350,Ihr=1800

help-canasta-new--match_name =
    Diese Partie in einer Serie spielen: mehrere Partien zwischen denselben Parteien. Die nächste Partie einer Serie übernimmt deren Variante, Parteien und Spieler, wenn nichts anderes angegeben ist

help-canasta-new--first_to =
    Eine neue Serie gewinnt, wer zuerst N Partien gewinnt ...

help-canasta-new--games =
    {"."}.. oder sie geht über N Partien (die meisten Siege; dann die meisten Punkte)

help-clap-help =
    Hilfe anzeigen

help-canasta-record =
    Eine Runde der aktuellen Partie eintragen; gibt ihre Aufstellung und den Punkteblock aus
    .after =
        Beispiele:
          canasta record "Wir: aus 1n 1g 2r 420 -35" "Ihr: 90 -40"        eine Zeile pro Partei
          canasta record --lone Bob "Bob: aus 1n 300" "Ann + Cy: 120" "Ann: -15" "Cy: -20"
                                                drei Spieler: die Zeile des Paars, dann die jedes Einzelnen
          canasta record "Wir: aus 1sa 1sch 420 -20" "Ihr: os 1sch 150 -85"    Burraco: sauber, schmutzig,
                                                os: Stapel nie genommen (sng: genommen, nicht gespielt)
          canasta record --out Wir --concealed --natural Wir=1 --melded Wir=205 --red-threes Wir=1 \
                         --melded Ihr=60 --in-hand Ihr=85 --penalty Ihr:undeclared_red_three
          canasta record --from hand.yaml
          canasta record --lone Ann --out Ann --natural Ann=1 --melded Ann=150 \
                         --melded Bob=100 --in-hand Bob=40 --melded Cy=30 --in-hand Cy=25   (drei Spieler)

        Jede Partei braucht mindestens ein Flag (z. B. --in-hand Ihr=0). Punkte sind Kartenwerte
        (Vielfache von 5); Punkte auf der Hand werden als positive Zahlen geschrieben.

        Statt Punkten lassen sich Meldungen und Handkarten auch als Karten angeben (--meld
        "Wir=KKKKKKK QQ2", --hand Ihr=K74, einmal pro Spieler); Punkte und Anzahlen werden dann
        ermittelt. Kartenschreibweise: A K Q J T (oder 10) 9 8 7 6 5 4, 2 (wilde Karte), * (Joker),
        R (rote Drei), B (schwarze Drei); Kx7 sind sieben Könige; Meldungen werden durch
        Leerzeichen oder Kommas getrennt.

help-canasta-record--lines =
    Das ganze Ergebnis jeder Partei als eine Zeile, ihr Name zuerst: "Wir: aus 1n 1g 2r 420 -35" "Ihr: 90 -40" (siehe „One line per side“ im README)

help-canasta-record--game =
    Die Partie (Standard: die aktuelle)

help-canasta-record--out =
    Die Partei, die ausgemacht hat

help-canasta-record--concealed =
    Die Partei hat verdeckt ausgemacht (die ganze Hand in einem Zug gemeldet)

help-canasta-record--hand_canasta =
    Die Partei hat mit einem Hand-Canasta ausgemacht (Wiener Canasta: verdeckt, mit einem eigenen vollständigen Canasta auf der Hand)

help-canasta-record--special =
    Die Partei hat mit einem Sonderblatt ausgemacht (amerikanisch): PARTEI=BLATT, z. B. Wir=straight

help-canasta-record--nobody_out =
    Niemand hat ausgemacht (der Talon war aufgebraucht)

help-canasta-record--red_threes =
    Rote Dreien, die eine Partei ausgelegt hat: PARTEI=N

help-canasta-record--black_threes =
    Schwarze Dreien, die eine Partei ausgelegt hat, wo sie nach Anzahl zählen (amerikanisch): PARTEI=N

help-canasta-record--pot =
    Was aus dem Stapel einer Partei wurde (Pozzetto im Burraco, Morto im Buraco): PARTEI=not_taken, PARTEI=unplayed (genommen, nicht gespielt) oder PARTEI=taken

help-canasta-record--black_threes_in_hand =
    Schwarze Dreien, die einer Partei auf der Hand blieben, wo sie extra kosten (kanadisch, Bolivia): PARTEI=N

help-canasta-record--incomplete =
    Eine Meldung unter sieben Karten, die eine Strafe kostet (amerikanisch: aces, sevens, wild, wild_four_jokers): PARTEI=MELDUNG; PARTEI=none leert beim Ändern die Liste der Partei

help-canasta-record--holding =
    Spieler, die am Ende drei oder mehr Karten eines Rangs halten (amerikanisch: aces, sevens): PARTEI:RANG=N

help-canasta-record--natural =
    Reine Canastas: PARTEI=N

help-canasta-record--mixed =
    Gemischte Canastas: PARTEI=N

help-canasta-record--canasta =
    Canastas jeder Art, die die Variante kennt: PARTEI:ART=N

help-canasta-record--melded =
    Kartenpunkte, die eine Partei gemeldet hat (Karten der Canastas mitgezählt, Prämien nicht): PARTEI=PUNKTE

help-canasta-record--in_hand =
    Kartenpunkte, die einer Partei auf der Hand blieben, als positive Zahl: PARTEI=PUNKTE

help-canasta-record--penalty =
    Eine Strafe: PARTEI:NAME oder PARTEI:NAME=ANZAHL. Namen im klassischen Canasta: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-record--bonus =
    Eine Prämie der Variante (kanadisch, Hand und Fuß: exact_cut): PARTEI:NAME oder PARTEI:NAME=ANZAHL

help-canasta-record--meld_cards =
    Die Meldungen einer Partei als Karten: PARTEI=KARTEN, z. B. Wir=KKKKKKK oder "Wir=KKKKKKK QQ2". Gemeldete Punkte, Canastas und unvollständige Meldungen werden dann ermittelt und geprüft

help-canasta-record--hand_cards =
    Die Karten, die einem Spieler auf der Hand blieben: PARTEI=KARTEN, einmal pro Spieler (z. B. Ihr=K74). Die Punkte auf der Hand werden dann ermittelt

help-canasta-record--lone =
    Zu dritt: der Spieler, der diese Runde allein gespielt hat

help-canasta-record--note =
    Eine Notiz zur Runde

help-canasta-record--from =
    Die Runde aus einer YAML-Datei lesen (eine Runde in der Form des Partieprotokolls; `-` für die Standardeingabe)

help-canasta-show =
    Den Punkteblock der aktuellen Partie (oder von --game ID) zeigen
    .after =
        Beispiele:
          canasta show                      der Punkteblock der aktuellen Partie
          canasta show --explain            die Aufstellung jeder Runde, dann der Punkteblock
          canasta show --chart --game 3     Punkteblock von Partie 3, mit ihrem Gesamtstand als Diagramm
          canasta show --format json        alles, für Programme (Zeilen sind Daten: siehe README)
          canasta show --chart --format svg -o game.svg     das Diagramm als Bild

help-canasta-show--game =
    Die Partie (Standard: die aktuelle)

help-canasta-show--explain =
    Die Aufstellung jeder Runde zeigen, Posten für Posten

help-canasta-show--chart =
    Unter dem Punkteblock den Gesamtstand jeder Partei Runde für Runde als Diagramm zeichnen

help-canasta-show--format =
    Ausgabeformat (`svg`: das Diagramm als Bild)

help-canasta-show--output =
    In diese Datei statt auf die Standardausgabe schreiben (eine vorhandene Datei wird nur mit --force ersetzt)

help-canasta-show--force =
    Die Ausgabedatei ersetzen, wenn es sie schon gibt

help-canasta-list =
    Die gespeicherten Partien auflisten
    .after =
        Beispiele:
          canasta list                      jede Partie: Nummer, Variante, Datum, Runden, Stände, Status
          canasta list --format json        dasselbe, für Programme

help-canasta-list--format =
    `table` für Menschen, `json` für Programme

help-canasta-use =
    Eine gespeicherte Partie zur aktuellen machen
    .after =
        Beispiele:
          canasta use 3                     Partie 3 ist jetzt die, auf die sich Befehle beziehen

help-canasta-use--id =
    Die Nummer der Partie (siehe `canasta list`)

help-canasta-undo =
    Die zuletzt eingetragene Runde entfernen
    .after =
        Beispiele:
          canasta undo
          canasta undo --game 3

help-canasta-undo--game =
    Die Partie (Standard: die aktuelle)

help-canasta-drop =
    Runde N an beliebiger Stelle einer Partie entfernen (eine versehentlich eingetragene Runde); die Runden danach rücken auf, und jeder Stand, jede Mindestauslage und jeder Geber danach wird neu berechnet
    .after =
        Beispiele:
          canasta drop 2
          canasta drop 5 --game 3

help-canasta-drop--number =
    Die zu entfernende Runde (1 ist die erste)

help-canasta-drop--game =
    Die Partie (Standard: die aktuelle)

help-canasta-edit =
    Runde N einer Partie korrigieren; jede Runde danach wird neu berechnet
    .long =
        Runde N einer Partie korrigieren; jede Runde danach wird neu berechnet.

        Flags und Zeilen ändern nur, was sie nennen (`--melded Wir=300` oder "Ihr: -15" lassen alles andere an der Runde, wie es war, wie das Ändern einer Zeile im Tischmodus); eine Zeile, die mit `=` beginnt, ersetzt das ganze Ergebnis der Partei; `--from DATEI` die ganze Runde.
    .after =
        Beispiele:
          canasta edit 2 "Ihr: -15"                    nur die Punkte auf der Hand der Partei Ihr
          canasta edit 2 "Ihr: = 90 -15"               das ganze Ergebnis der Partei Ihr
          canasta edit 2 --melded Ihr=65
          canasta edit 3 --out Ihr --natural Ihr=1
          canasta edit 1 --from hand.yaml

help-canasta-edit--number =
    Die zu korrigierende Runde (1 ist die erste)

help-canasta-edit--lines =
    Das ganze Ergebnis einer Partei als eine Zeile, an Stelle des bisherigen: "Ihr: 90 -40"

help-canasta-edit--game =
    Die Partie (Standard: die aktuelle)

help-canasta-edit--out =
    Die Partei, die ausgemacht hat

help-canasta-edit--concealed =
    Die Partei hat verdeckt ausgemacht (die ganze Hand in einem Zug gemeldet)

help-canasta-edit--hand_canasta =
    Die Partei hat mit einem Hand-Canasta ausgemacht (Wiener Canasta: verdeckt, mit einem eigenen vollständigen Canasta auf der Hand)

help-canasta-edit--special =
    Die Partei hat mit einem Sonderblatt ausgemacht (amerikanisch): PARTEI=BLATT, z. B. Wir=straight

help-canasta-edit--nobody_out =
    Niemand hat ausgemacht (der Talon war aufgebraucht)

help-canasta-edit--red_threes =
    Rote Dreien, die eine Partei ausgelegt hat: PARTEI=N

help-canasta-edit--black_threes =
    Schwarze Dreien, die eine Partei ausgelegt hat, wo sie nach Anzahl zählen (amerikanisch): PARTEI=N

help-canasta-edit--pot =
    Was aus dem Stapel einer Partei wurde (Pozzetto im Burraco, Morto im Buraco): PARTEI=not_taken, PARTEI=unplayed (genommen, nicht gespielt) oder PARTEI=taken

help-canasta-edit--black_threes_in_hand =
    Schwarze Dreien, die einer Partei auf der Hand blieben, wo sie extra kosten (kanadisch, Bolivia): PARTEI=N

help-canasta-edit--incomplete =
    Eine Meldung unter sieben Karten, die eine Strafe kostet (amerikanisch: aces, sevens, wild, wild_four_jokers): PARTEI=MELDUNG; PARTEI=none leert beim Ändern die Liste der Partei

help-canasta-edit--holding =
    Spieler, die am Ende drei oder mehr Karten eines Rangs halten (amerikanisch: aces, sevens): PARTEI:RANG=N

help-canasta-edit--natural =
    Reine Canastas: PARTEI=N

help-canasta-edit--mixed =
    Gemischte Canastas: PARTEI=N

help-canasta-edit--canasta =
    Canastas jeder Art, die die Variante kennt: PARTEI:ART=N

help-canasta-edit--melded =
    Kartenpunkte, die eine Partei gemeldet hat (Karten der Canastas mitgezählt, Prämien nicht): PARTEI=PUNKTE

help-canasta-edit--in_hand =
    Kartenpunkte, die einer Partei auf der Hand blieben, als positive Zahl: PARTEI=PUNKTE

help-canasta-edit--penalty =
    Eine Strafe: PARTEI:NAME oder PARTEI:NAME=ANZAHL. Namen im klassischen Canasta: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-edit--bonus =
    Eine Prämie der Variante (kanadisch, Hand und Fuß: exact_cut): PARTEI:NAME oder PARTEI:NAME=ANZAHL

help-canasta-edit--meld_cards =
    Die Meldungen einer Partei als Karten: PARTEI=KARTEN, z. B. Wir=KKKKKKK oder "Wir=KKKKKKK QQ2". Gemeldete Punkte, Canastas und unvollständige Meldungen werden dann ermittelt und geprüft

help-canasta-edit--hand_cards =
    Die Karten, die einem Spieler auf der Hand blieben: PARTEI=KARTEN, einmal pro Spieler (z. B. Ihr=K74). Die Punkte auf der Hand werden dann ermittelt

help-canasta-edit--lone =
    Zu dritt: der Spieler, der diese Runde allein gespielt hat

help-canasta-edit--note =
    Eine Notiz zur Runde

help-canasta-edit--from =
    Die Runde durch eine aus einer YAML-Datei gelesene ersetzen

help-canasta-export =
    Das Protokoll einer Partie als YAML schreiben (auf die Standardausgabe oder mit -o DATEI)
    .after =
        Beispiele:
          canasta export > game.yaml
          canasta export --game 3 -o club-night.yaml
          canasta export -o club-night.yaml --force      die zuletzt geschriebene Datei ersetzen

help-canasta-export--game =
    Die Partie (Standard: die aktuelle)

help-canasta-export--all =
    Jede Partie (auch die archivierten) in einer Datei, die `canasta import` wiederherstellt

help-canasta-export--format =
    `yaml`: das Partieprotokoll; `csv`: eine Zeile pro Runde und Partei, für Tabellenkalkulationen

help-canasta-export--output =
    In diese Datei statt auf die Standardausgabe schreiben (`-`: Standardausgabe). Eine vorhandene Datei wird nur mit --force ersetzt; bei einem Link wird in sein Ziel geschrieben

help-canasta-export--force =
    Die Ausgabedatei ersetzen, wenn es sie schon gibt

help-canasta-import =
    Ein Partieprotokoll (YAML) lesen, jede Runde prüfen, speichern und zur aktuellen Partie machen; gibt ihre Nummer aus. Eine Sicherung (`export --all`) wird ganz oder gar nicht wiederhergestellt. Eine Partie, die schon da ist, kommt nicht noch einmal dazu
    .after =
        Beispiele:
          canasta import club-night.yaml
          canasta export --game 3 | canasta --data-dir ~/other import -
          canasta import backup.yaml                    jede Partie einer Sicherung, oder keine
          canasta import backup.yaml --skip-damaged     alle außer den Partien, die sich nicht lesen lassen

help-canasta-import--file =
    Die zu lesende YAML-Datei

help-canasta-import--skip_damaged =
    Die übrigen Partien einer Sicherung wiederherstellen, wenn sich manche nicht lesen lassen oder nicht aufgehen (sie werden genannt und ausgelassen)

help-canasta-delete =
    Eine Partie endgültig löschen (fragt vorher; --yes für Skripte)
    .after =
        Beispiele:
          canasta delete 3
          canasta delete 3 --yes
        Eine Partie, die du vielleicht noch brauchst, archivierst du besser: `canasta archive 3`.

help-canasta-delete--id =
    Die Nummer der Partie (siehe `canasta list`)

help-canasta-delete--yes =
    Nicht nachfragen

help-canasta-archive =
    Eine Partie archivieren: sie bleibt erhalten und zählt in `history`, steht aber nicht mehr in `list` und in der Auswahl des Tischmodus
    .after =
        Beispiele:
          canasta archive 3
          canasta unarchive 3          zurückholen

help-canasta-archive--id =
    Die Nummer der Partie (siehe `canasta list`)

help-canasta-unarchive =
    Eine archivierte Partie zurück zu den Partien holen
    .after =
        Beispiele:
          canasta unarchive 3

help-canasta-unarchive--id =
    Die Nummer der archivierten Partie (siehe `canasta history`)

help-canasta-history =
    Eine Zeile pro Partie, die neueste zuerst, auch die archivierten: Datum, Variante, Parteien, Ergebnis, Vorsprung, Runden
    .after =
        Beispiele:
          canasta history
          canasta history --player Ann --variant classic
          canasta history --since 2026-01-01 --until 2026-06-30
          canasta history --format json

        Eine beendete Partie, die Turnier-Siegpunkte vergibt (`victory_points` eines Presets),
        zeigt die jeder Partei in einer eigenen Spalte (`victory_points` in JSON).

help-canasta-history--variant =
    Nur Partien dieser Variante

help-canasta-history--player =
    Nur Partien, in denen diese Partei oder dieser Spieler gespielt hat (Groß- und Kleinschreibung egal)

help-canasta-history--since =
    Nur Partien, die an oder nach diesem Tag begonnen wurden (JJJJ-MM-TT)

help-canasta-history--until =
    Nur Partien, die an oder vor diesem Tag begonnen wurden (JJJJ-MM-TT)

help-canasta-history--format =
    `table` für Menschen, `json` für Programme

help-canasta-stats =
    Statistik über die Partien (auch die archivierten): für jeden Spieler und jede Partnerschaft gewonnene und verlorene Partien, Runden, beste und tiefste Runde, Geben, Ausmachen, Canastas, rote Dreien, Strafen; direkter Vergleich mit --vs A --vs B
    .after =
        Beispiele:
          canasta stats
          canasta stats --variant classic --since 2026-01-01
          canasta stats --variant three-deals --since 2026-03-07 --until 2026-03-08
                                                     ein Turnier, nach Siegpunkten geordnet
          canasta stats --vs Ann --vs Bob            Ann gegen Bob
          canasta stats --chart                      die Punkte jedes Spielers, Partie für Partie
          canasta stats --format csv > season.csv

        Ein Turnier: Wenn die gezählten Partien Siegpunkte vergeben (`victory_points` eines
        Presets), sind die Tabellen eine Rangliste, die meisten Siegpunkte zuerst, bei gleichen
        Siegpunkten nach Matchpunkten (den Endständen dieser Partien), jede Zeile mit Platz,
        Siegpunkten (SP) und Matchpunkten (MP); JSON und CSV enthalten sie auch (`rank`,
        `victory_points`, `match_points`). Die Filter wählen die Partien des Turniers aus.

help-canasta-stats--variant =
    Nur Partien dieser Variante

help-canasta-stats--player =
    Nur Partien, in denen diese Partei oder dieser Spieler gespielt hat (Groß- und Kleinschreibung egal)

help-canasta-stats--since =
    Nur Partien, die an oder nach diesem Tag begonnen wurden (JJJJ-MM-TT)

help-canasta-stats--until =
    Nur Partien, die an oder vor diesem Tag begonnen wurden (JJJJ-MM-TT)

help-canasta-stats--vs =
    Zwei Spieler (oder Partnerschaften, `Ann & Cy`) für einen direkten Vergleich: --vs A --vs B

help-canasta-stats--format =
    Ausgabeformat

help-canasta-stats--chart =
    Auch die Punkte jedes Spielers zeichnen, Partie für Partie aufsummiert (die mit --player genannten Spieler, sonst die fünf mit den meisten Partien)

help-canasta-players =
    Die Spieler aller Partien (ein Name ist über alle Partien hinweg eine Person), und zwei Schreibweisen einer Person zusammenführen
    .after =
        Beispiele:
          canasta players
          canasta players merge Anne Ann        Anne ist Ann (im Datenordner vermerkt; keine Partiedatei ändert sich)
          canasta players --format json

help-canasta-players--format =
    `table` für Menschen, `json` für Programme

help-canasta-players-merge =
    FROM in Statistik und Verlauf als dieselbe Person wie INTO zählen
    .after =
        Beispiele:
          canasta players merge Anne Ann
          canasta players merge "Bob S" Bob

help-canasta-players-merge--from =
    Die Schreibweise, die wegfallen soll

help-canasta-players-merge--into =
    Der Name, für den sie steht

help-clap-help-command =
    Diese Hilfe oder die Hilfe der angegebenen Unterbefehle anzeigen

help-canasta-match =
    Der Stand einer Serie: gewonnene Partien jeder Partei, Punkte und der Sieger, sobald er feststeht
    .after =
        Beispiele:
          canasta new --match club --first-to 3        die erste Partie einer Serie
          canasta new --match club                     die nächste Partie, gleiche Parteien und Spieler
          canasta match club
          canasta match club --format json

help-canasta-match--name =
    Der Name der Serie

help-canasta-match--format =
    `table` für Menschen, `json` für Programme

help-canasta-tournament =
    Ein Turnierabend im Club: Teilnehmer, Durchgänge nach einer Bewegung eingeteilt (Mitchell, dänisch, jeder gegen jeden, Schweizer System, Gruppen und K.-o.-System, von Hand; oder die eines Einzelturniers), die Partie jedes Tisches und die daraus berechnete Rangliste
    .after =
        Beispiele:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 dänisch"
          canasta tournament seat club          Durchgang 1 einteilen (Mitchell); prüfen
          canasta tournament publish club       die Partie jedes Tisches wird angelegt; die Sitzordnung steht fest
          canasta record --game 7 "Rossi-Bianchi: ..." "Verdi-Neri: ..."   jede Runde, an jedem Tisch
          canasta tournament close club         sobald die Partie jedes Tisches vorbei ist
          canasta tournament standings club     SP, dann MP, dann direkter Vergleich
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-new =
    Ein Turnier anlegen: seine Variante, seine Teilnehmer (eine Datei, einer pro Zeile: "Name: Spieler, Spieler", oder die Spieler) und seinen Plan der Durchgänge ("3 mitchell + 1 dänisch")
    .after =
        Beispiele:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 dänisch"
          canasta tournament new friday --variant burraco-tournament-4 --entrants - --plan "5 jeder-gegen-jeden" < pairs.txt
          canasta tournament new home --variant burraco-tournament --plan "1 mitchell + 1 dänisch" --entrant "Ana, Bob" --entrant "Cy, Di" --entrant "Ed, Flo" --entrant "Gus, Hal"
          canasta tournament new summer --variant burraco-tournament --entrants pairs.txt --groups 2 --plan "3 mitchell + 2 dänisch"

        Gruppen (gironi): `--groups N` verteilt die Teilnehmer in ihrer Reihenfolge auf die Gruppen
        A, B...; oder du setzt in der Datei über die Teilnehmer jeder Gruppe eine Zeile `[A]`. Jede
        Gruppe wird für sich eingeteilt und gewertet; ihre Tische werden nach denen der vorigen
        Gruppe nummeriert.

        Bewegungen: mitchell [schritt K] (N-S bleiben sitzen, O-W rücken K Tische weiter), dänisch
        (1. gegen 2. der Rangliste; modifiziert: keine erneute Begegnung aus dem vorigen Durchgang;
        `dänisch rein` erlaubt sie), jeder-gegen-jeden (4 bis 8 Teilnehmer), schweizer (die in der
        Rangliste Gleichauf spielen gegeneinander, nie ein zweites Mal; das Freilos an den
        Letzten derer mit den wenigsten), manuell (die mit `seat --seating DATEI` angegebene
        Sitzordnung).

help-canasta-tournament-new--name =
    Der Name des Turniers (Buchstaben, Ziffern, `-` und `_`)

help-canasta-tournament-new--variant =
    Die Variante, die jeder Tisch spielt: eine mit fester Zahl von Runden

help-canasta-tournament-new--entrants =
    Die Datei der Teilnehmer, einer pro Zeile (`-`: Standardeingabe). Ohne sie und ohne `--entrant` werden sie in einem Terminal Zeile für Zeile eingetippt und gleich beim Tippen geprüft

help-canasta-tournament-new--entrant =
    Ein Teilnehmer, so wie eine Zeile der Datei ihn angibt ("Name: Spieler, Spieler", oder die Spieler); einmal für jeden

help-canasta-tournament-new--plan =
    Der Plan: "3 mitchell + 1 dänisch", "3 schweizer", "2 gruppen + ko", "5 einzel"

help-canasta-tournament-new--sit_out_vp =
    Die Siegpunkte eines Teilnehmers, der einen Durchgang aussetzt (Standard 10, ein Unentschieden auf der Skala 0-20)

help-canasta-tournament-new--sit_out_mp =
    Die Matchpunkte eines Teilnehmers, der einen Durchgang aussetzt (Standard 0; eine Clubregel gibt vielleicht +355 mit 14 SP)

help-canasta-tournament-new--mp_tiebreak =
    Wie Teilnehmer mit gleichen Siegpunkten unterschieden werden: `difference` (gewonnene minus abgegebene Matchpunkte, wie bei der FIBUR) oder `scored` (die erzielten Punkte, wie manche Veranstalter es halten)

help-canasta-tournament-new--round_minutes =
    Wie lange ein Durchgang dauert, in Minuten ab seiner Veröffentlichung: `status` und die Anzeigetafel zeigen die Restzeit, mit einer Warnung in den letzten 10 Minuten

help-canasta-tournament-new--rank_by =
    Das erste Kriterium der Rangliste: `vp` (Siegpunkte, oder gewonnene Partien ohne Siegpunkte-Tabelle) oder `points` (die erzielten Punkte, zusammengezählt: ein Canasta-Abend)

help-canasta-tournament-new--groups =
    Die Teilnehmer in ihrer Reihenfolge auf so viele Gruppen verteilen (A, B, ...), jede für sich eingeteilt und gewertet; oder die Gruppen in der Teilnehmerdatei mit einer Überschrift versehen (`[A]`)

help-canasta-tournament-seat =
    Den nächsten Durchgang nach dem Plan einteilen (oder den eingeteilten neu einteilen); `--seating DATEI` gibt ihn von Hand an, in Zeilen `Tisch ns ow` (`- N`: N setzt aus)
    .after =
        Beispiele:
          canasta tournament seat club                      der nächste Durchgang, nach dem Plan
          canasta tournament seat club --seating draw.txt   von Hand: "1 3 8" ist Tisch 1, 3 N-S gegen 8 O-W; "- 5": 5 setzt aus

help-canasta-tournament-seat--name =
    Der Name des Turniers

help-canasta-tournament-seat--seating =
    Die Sitzordnung von Hand: eine Datei mit Zeilen `Tisch ns ow` (`-`: Standardeingabe)

help-canasta-tournament-publish =
    Den eingeteilten Durchgang veröffentlichen: die Partie jedes Tisches wird angelegt (mit den Namen der Teilnehmer als Parteien), und die Sitzordnung steht ab dann fest
    .after =
        Beispiele:
          canasta tournament publish club

help-canasta-tournament-publish--name =
    Der Name des Turniers

help-canasta-tournament-close =
    Den veröffentlichten Durchgang schließen, sobald die Partie jedes Tisches vorbei ist
    .after =
        Beispiele:
          canasta tournament close club
          canasta edit --game 12 2 "N-S: ..." --why "Zettel falsch addiert"       das Ergebnis eines geschlossenen Durchgangs, durch die Turnierleitung

help-canasta-tournament-close--name =
    Der Name des Turniers

help-canasta-tournament-seating =
    Wer in einem Durchgang wo sitzt (im zuletzt eingeteilten, außer mit --round)
    .after =
        Beispiele:
          canasta tournament seating club
          canasta tournament seating club --round 2 --format json

help-canasta-tournament-seating--name =
    Der Name des Turniers

help-canasta-tournament-seating--round =
    Der Durchgang (ohne Angabe der zuletzt eingeteilte)

help-canasta-tournament-seating--format =
    `table` für Menschen, `json` für Programme

help-canasta-tournament-standings =
    Die Rangliste: Siegpunkte (oder gewonnene Partien), dann Matchpunkte, dann das Ergebnis zwischen den Gleichstehenden
    .after =
        Beispiele:
          canasta tournament standings club
          canasta tournament standings club --round 3
          canasta tournament standings club --phase 2        nur die dänischen Durchgänge
          canasta tournament standings club --format csv > standings.csv
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-standings--name =
    Der Name des Turniers

help-canasta-tournament-standings--round =
    Die Rangliste nach diesem Durchgang (ohne Angabe: nach allen gespielten)

help-canasta-tournament-standings--phase =
    Die Rangliste nur dieser Phase des Plans (1: die erste), z. B. für den eigenen Preis der dänischen Schlussdurchgänge

help-canasta-tournament-standings--format =
    `table` für Menschen, `json` für Programme, `csv` für Tabellenkalkulationen, `html` für eine Seite zum Drucken

help-canasta-tournament-status =
    Der Platz der Turnierleitung: der laufende Durchgang Tisch für Tisch (gespielte Runden, beendet oder nicht, die Punkte von N-S und O-W und ihre Siegpunkte, Korrekturen) und seine Uhr
    .after =
        Beispiele:
          canasta tournament status club
          canasta tournament status club --format json

help-canasta-tournament-status--name =
    Der Name des Turniers

help-canasta-tournament-status--format =
    `table` für Menschen, `json` für Programme

help-canasta-tournament-absent =
    Einen Teilnehmer (ein Paar; bei einem Einzelturnier einen Spieler) ab den nächsten eingeteilten Durchgängen als abwesend führen (`--back`: wieder da): sein Gegner bekommt die Punkte eines Freiloses, ein dänischer Durchgang paart die übrigen
    .after =
        Beispiele:
          canasta tournament absent club 7              Paar 7 ist gegangen
          canasta tournament absent club 7 --back       Paar 7 ist zurück
          canasta tournament absent club "Ana Rossi"    mit einem Namen, wie ihn die Sitzordnung zeigt

help-canasta-tournament-absent--name =
    Der Name des Turniers

help-canasta-tournament-absent--entrant =
    Der Teilnehmer: seine Nummer oder sein Name (bei einem Einzelturnier der Name eines Spielers)

help-canasta-tournament-absent--back =
    Wieder da

help-canasta-tournament-export =
    Das Turnier und die Partien seiner Tische als YAML (je ein Dokument, das Turnier zuerst), oder seine Ergebnisdatei für einen Verband oder eine Turnierserie (`--format results`: JSON, beschrieben in docs/results.schema.json; `results-csv`: eine Zeile je Tisch und Durchgang)
    .after =
        Beispiele:
          canasta tournament export club > club.yaml
          canasta tournament export club --format results --club "Circolo Roma" --members mitglieder.txt > club.json
          canasta tournament export club --format results-csv > club.csv

help-canasta-tournament-export--name =
    Der Name des Turniers

help-canasta-tournament-export--format =
    `yaml`: das Turnier und die Partien seiner Tische (eine Kopie des Abends); `results`: seine Ergebnisdatei (JSON); `results-csv`: die Ergebnisse seiner Tische als CSV

help-canasta-tournament-export--club =
    Der Verein, der das Turnier ausgerichtet hat, in seiner Ergebnisdatei

help-value-club =
    VEREIN

help-canasta-tournament-export--members =
    Die Mitgliedsnummern der Spieler für die Ergebnisdatei: eine Datei mit Zeilen `Spieler: NUMMER` (`-`: Standardeingabe)

help-canasta-tournament-read-results =
    Eine Ergebnisdatei lesen (die jedes Vereins, wie `export --format results` sie schreibt), ihre Rangliste aus ihren Tischen neu berechnen und zeigen; eine Datei, deren Rangliste nicht zu ihren Tischen passt, wird abgelehnt, mit der ersten abweichenden Zeile
    .after =
        Beispiele:
          canasta tournament read-results club.json
          canasta tournament read-results club.json --format csv

help-canasta-tournament-read-results--file =
    Die Ergebnisdatei (`-`: Standardeingabe)

help-canasta-tournament-read-results--format =
    Wie die Rangliste geschrieben wird

help-canasta-tournament-publish-site =
    Die Ergebnisse des Abends als Ordner mit Webseiten (die Rangliste, jeder Durchgang Tisch für Tisch, der Punkteblock jedes Tisches; hell und dunkel), für jeden Webserver: die Spieler öffnen sie nach dem Abend zu Hause
    .after =
        Beispiele:
          canasta tournament publish-site club results/

help-canasta-tournament-publish-site--name =
    Der Name des Turniers

help-canasta-tournament-publish-site--dir =
    Der Ordner, in den die Seiten geschrieben werden (wird angelegt, wenn es ihn nicht gibt)

help-canasta-tournament-publish-site--force =
    Die Seiten ersetzen, die schon in dem Ordner liegen (von einer früheren Veröffentlichung)

help-canasta-tournament-list =
    Die Turniere im Datenordner
    .after =
        Beispiele:
          canasta tournament list

help-canasta-tournament-list--format =
    `table` für Menschen, `json` für Programme

help-canasta-tournament-sheet =
    Eine Seite mit den QR-Codes der Tische zum Drucken (HTML, auf die Standardausgabe): das Handy jedes Tisches scannt seinen eigenen, der die Seite des Schreibers für die Partie dieses Tisches im laufenden Durchgang öffnet, Durchgang für Durchgang. `--base`: die Adresse der Anzeigetafel, wie `canasta serve --tournament` sie ausgibt
    .after =
        Beispiele:
          canasta tournament sheet club --base http://192.168.1.20:8470 > tables.html

help-canasta-tournament-sheet--name =
    Der Name des Turniers

help-canasta-tournament-sheet--base =
    Die Adresse der Anzeigetafel: `http://HOST:PORT`

help-canasta-tournament-sign =
    Die endgültige Rangliste unterschreiben, sobald jeder Durchgang des Plans geschlossen ist: ab dann ändert sich am Turnier nichts mehr, ob mit Grund oder ohne, bis es wieder geöffnet wird
    .after =
        Beispiele:
          canasta tournament sign club

help-canasta-tournament-sign--name =
    Der Name des Turniers

help-canasta-tournament-reopen =
    Ein unterschriebenes Turnier wieder öffnen, mit Grund (`--why`, in der Datei des Turniers festgehalten): seine Ergebnisse lassen sich wieder berichtigen, jede Berichtigung wie zuvor mit ihrem Grund
    .after =
        Beispiele:
          canasta tournament reopen club --why "Zettel von Tisch 4 falsch addiert"

help-canasta-tournament-reopen--name =
    Der Name des Turniers

help-canasta-tournament-keys =
    Die Schlüssel der Tische (das Handy jedes Tisches öffnet seine Partie mit dem eigenen); `--new` erzeugt neue für jeden Tisch, und die alten öffnen ab dann nichts mehr: danach das Blatt der Tische neu drucken
    .after =
        Beispiele:
          canasta tournament keys club
          canasta tournament keys club --new      ein Schlüssel ging verloren oder wurde gesehen: neue Schlüssel, dann das Blatt neu

help-canasta-tournament-keys--name =
    Der Name des Turniers

help-canasta-tournament-keys--new =
    Neue Schlüssel für jeden Tisch (die alten öffnen ab dann nichts mehr)

help-canasta-tournament-desk =
    Der Platz der Turnierleitung im Terminal, wie der Tischmodus: der laufende Durchgang Tisch für Tisch, die Schritte des Durchgangs (einteilen, veröffentlichen, schließen), die Partie eines Tisches öffnen, um ihren Papierzettel einzutragen oder zu berichtigen (bei einem bestätigten oder geschlossenen Ergebnis zuerst mit Grund, der im Protokoll des Turniers bleibt), und die Rangliste
    .after =
        Beispiele:
          canasta tournament desk club

help-canasta-tournament-desk--name =
    Der Name des Turniers

help-canasta-circuit =
    Die Rangliste einer Turnierserie (eine Sommertour, eine Vereinsmeisterschaft, die Wertung eines Verbands): die Turniere eines Ordners addiert, für jedes Paar und jeden Spieler (über alle Partner), mit Teilnahmen und den Finalisten nach der Regel der Serie
    .long =
        Die Rangliste einer Turnierserie (eine Sommertour, eine Vereinsmeisterschaft, die Wertung eines Verbands): die Turniere eines Ordners addiert, für jedes Paar und jeden Spieler (über alle Partner), mit Teilnahmen und den Finalisten nach der Regel der Serie.

        Der Ordner enthält die Turniere: Ergebnisdateien (`tournament export --format results`, die jedes Vereins) und ganz exportierte Abende (`tournament export`), jedes vom Schiedsrichter geprüft (die Rangliste aus den Tischen neu berechnet, die Partien nachgespielt); eines, das nicht aufgeht, wird mit Namen abgelehnt. Die Datei `circuit.yaml` gibt den Namen der Serie und die Finalisten an: `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}` (die ersten 4 jeder Etappe, oder `share: 25` für das erste Viertel, mit mindestens 3 gespielten Etappen), oder `{"{"}rule: overall, top: 16, min_stages: 3{"}"}` (die ersten 16 der Serie).
    .after =
        Beispiele:
          canasta circuit summer-tour/
          canasta circuit summer-tour/ --site summer-tour-site/     auch als Webseite
          canasta circuit summer-tour/ --format csv > summer-tour.csv

help-canasta-circuit--dir =
    Der Ordner der Serie: ihre Turniere (Ergebnisdateien `*.json`, Abende `*.yaml`, wie `tournament export` sie schreibt) und, falls vorhanden, ihre `circuit.yaml` (Name und Regel der Finalisten)

help-canasta-circuit--format =
    Wie die Rangliste geschrieben wird

help-canasta-circuit--site =
    Sie auch als Webseite (`index.html` und ihr Stylesheet) in diesen Ordner schreiben

help-canasta-circuit--force =
    Die Seiten ersetzen, die der Ordner von `--site` schon hat

help-canasta-serve =
    Die aktuelle Partie live auf einer Webseite für die Handys am Tisch zeigen, dazu eine Seite zum Eintragen für das Handy des Schreibers
    .long =
        Die aktuelle Partie live auf einer Webseite für die Handys am Tisch zeigen, dazu eine Seite zum Eintragen für das Handy des Schreibers.

        Gibt die Adresse der Anzeigetafel und einen QR-Code dazu aus. Standardmäßig auf der Loopback-Adresse; mit --listen 0.0.0.0:8470 erreichen die Handys am Tisch sie, und die Adresse enthält dann einen Zufallsschlüssel, den die Seite verlangt. Danach Adresse und QR-Code der Seite des Schreibers, mit eigenem Schlüssel nach `#`: das Handy, das den Spielstand führt, trägt dort die Runden ein (der Schlüssel der Anzeigetafel erlaubt das nicht). Enter erzeugt einen neuen Schlüssel des Schreibers (wenn ein Handy verloren ging). Strg-C beendet sie.
    .after =
        Beispiele:
          canasta serve                          http://127.0.0.1:8470/ auf diesem Computer
          canasta serve --listen 0.0.0.0:8470    für die Handys am Tisch (den QR-Code scannen)
          canasta serve --game 3

help-canasta-serve--listen =
    Adresse und Port, auf denen gelauscht wird

help-canasta-serve--game =
    Die zu zeigende Partie (Standard: die aktuelle, welche es auch gerade ist)

help-canasta-serve--tls =
    Über HTTPS ausliefern, mit dieser Zertifikatskette und ihrem privaten Schlüssel (PEM-Dateien), damit der Schlüssel des Schreibers nie im Klartext durchs Netz geht

help-canasta-serve--tournament =
    Ein Turnierabend: die Anzeigetafel zeigt Sitzordnung und Rangliste, und das Handy jedes Tisches (sein QR-Code steht auf dem Blatt, das `canasta tournament sheet` ausgibt) trägt die Partie seines Tisches im laufenden Durchgang ein

help-canasta-min =
    Die Mindestauslage für einen Gesamtstand ausgeben
    .after =
        Beispiele:
          canasta min 1500                  90
          canasta min -- -20                15 (ein negativer Stand)
          canasta min --variant classic-6p-teams-of-3 7000    150
          canasta min 1500 --format json    {"{"}"variant": "classic", "at": {"{"}"score": 1500{"}"}, "minimum": 90{"}"}

help-canasta-min--variant =
    Variante: ein Preset-Name (siehe `canasta variants`) oder der Pfad einer Preset-Datei

help-canasta-min--score =
    Gesamtstand (darf negativ sein; höchstens 999999999, positiv wie negativ)

help-canasta-min--hand =
    Die Nummer der Runde, bei einer Variante, deren Mindestauslage nach der Runde geht (Hand und Fuß)

help-canasta-min--format =
    `table` für Menschen, `json` für Programme

help-canasta-variants =
    Die Varianten auflisten (eingebaute und eigene), die Regeln einer zeigen oder eine Preset-Datei prüfen
    .after =
        Beispiele:
          canasta variants
          canasta variants show american
          canasta variants check ours.yaml
          canasta variants show american --format json

        Ein eigenes Preset ist eine YAML-Datei, meist ein paar Zeilen:
          extends: classic
          description: Classic bis 3000, Prämie fürs verdeckte Ausmachen 300
          target: 3000
          going_out: {"{"}concealed_bonus: 300{"}"}
        Leg sie in den Ordner `presets/` des Konfigurationsordners, um sie beim Namen zu nennen
        (`canasta new --variant ours`), oder gib ihren Pfad an (`canasta new --variant ./ours.yaml`).

help-canasta-variants-show =
    Die Regeln einer Variante als Tabelle ausgeben
    .after =
        Beispiele:
          canasta variants show classic
          canasta variants show ./ours.yaml

help-canasta-variants-show--variant =
    Variante: ein Preset-Name (siehe `canasta variants`) oder der Pfad einer Preset-Datei

help-canasta-variants-check =
    Eine Preset-Datei prüfen: Exit-Code 0 und ihre Regeln, wenn sie gültig ist, sonst Exit-Code 2 mit dem fehlerhaften Feld
    .after =
        Beispiele:
          canasta variants check ours.yaml

help-canasta-variants-check--file =
    Die Preset-Datei

help-canasta-check =
    Die Regeln fragen: reicht diese Erstmeldung, darf ich den Ablagestapel nehmen, dürfen wir ausmachen, ist das ein Sonderblatt. Exit-Code 0 für ja, 1 für nein, 2 für falsche Eingabe
    .after =
        Beispiele:
          canasta check meld KKK QQ2 --score 1500         reicht das bei 1500? (90: nein)
          canasta check pile --top 9 --hand 99            darf ich den Ablagestapel nehmen?
          canasta check out --canastas 1                  dürfen wir ausmachen?
          canasta check hand A2R456789TJQK* --variant american   ein Sonderblatt?
          canasta check meld KKK QQ2 --score 1500 --format json   die Antwort als JSON

        Kartenschreibweise: eine Meldung ist ein Wort aus Kartensymbolen: A K Q J T (oder 10)
        9 8 7 6 5 4, 2 (wild), * (Joker), R (rote Drei), B (schwarze Drei); Kleinbuchstaben
        gehen auch. Kx7 sind sieben Könige. Meldungen werden durch Leerzeichen oder Kommas
        getrennt: "666 AAA2" sind zwei Meldungen.

help-canasta-check-meld =
    Reicht diese Erstmeldung? Gibt den Wert jeder Meldung, die Summe, das Minimum und das Urteil aus; Exit-Code 0 reicht, 1 reicht nicht, 2 regelwidrige Meldung
    .after =
        Beispiele:
          canasta check meld KKK QQ2 --top K --score 0        70 erreicht 50
          canasta check meld KKK QQ2 --top K --score 1500     70 liegt unter 90
          canasta check meld AAA KKK QQ2 --variant american --score 2000
          canasta check meld KKKKKKK 555 --going-out --score 3000   verdeckt: kein Minimum
          canasta check meld 666 AAA2 --game 1 --side Wir

        Kartenschreibweise: A K Q J T (oder 10) 9 8 7 6 5 4, 2 (wild), * (Joker), R (rote Drei),
        B (schwarze Drei); Kx7 sind sieben Könige; Meldungen durch Leerzeichen oder Kommas getrennt.

help-canasta-check-meld--cards =
    Die Meldungen, z. B. KKK QQ2 (oder "KKK QQ2")

help-canasta-check-meld--variant =
    Variante: ein Preset-Name oder der Pfad einer Preset-Datei (Standard: die Regeln der aktuellen Partie, oder classic, wenn es keine aktuelle Partie gibt)

help-canasta-check-meld--game =
    Die Regeln dieser Partie verwenden (und mit --side den Stand der Partei)

help-canasta-check-meld--score =
    Der Gesamtstand der Partei (darf negativ sein: --score -20). Höchstens 999999999, positiv wie negativ: mehr, als eine Partie je erreichen kann, wird abgelehnt statt gerundet

help-canasta-check-meld--side =
    Die Partei, deren Mindestauslage gilt (mit --game, oder in der aktuellen Partie)

help-canasta-check-meld--top =
    Die oberste Karte des Ablagestapels, für diese Meldung aufgenommen (sie gehört zu den Meldungen)

help-canasta-check-meld--going_out =
    Der Spieler meldet in diesem Zug nach dem Ziehen vom Talon die ganze Hand (verdeckt ausmachen)

help-canasta-check-pile =
    Darf dieser Spieler den Ablagestapel aufnehmen? Urteil und Grund; Exit-Code 0 ja, 1 nein
    .after =
        Beispiele:
          canasta check pile --top 7 --hand 72 --table 7777 --frozen      nein: eingefroren nur mit natürlichem Paar
          canasta check pile --top B --hand BB                             nein: eine schwarze Drei sperrt den Stapel
          canasta check pile --variant american --top 9 --hand "AA* QQQ 992 TT" --not-melded   ja

help-canasta-check-pile--variant =
    Variante: ein Preset-Name oder der Pfad einer Preset-Datei (Standard: die Regeln der aktuellen Partie, oder classic, wenn es keine aktuelle Partie gibt)

help-canasta-check-pile--game =
    Die Regeln dieser Partie verwenden (und mit --side den Stand der Partei)

help-canasta-check-pile--top =
    Die oberste Karte des Ablagestapels

help-canasta-check-pile--hand =
    Die Karten auf der Hand des Spielers, die sich verwenden ließen (oder die ganze Hand)

help-canasta-check-pile--table =
    Die Meldungen der Partei auf dem Tisch

help-canasta-check-pile--not_melded =
    Die Partei hat ihre Erstmeldung noch nicht gemacht

help-canasta-check-pile--frozen =
    Eine wilde Karte oder rote Drei liegt im Ablagestapel (er ist eingefroren)

help-canasta-check-pile--opponents =
    Die Meldungen der Gegner auf dem Tisch (ihre fertigen Canastas zählen in manchen Varianten)

help-canasta-check-pile--hand_size =
    Wie viele Karten der Spieler hält

help-canasta-check-pile--pile_size =
    Wie viele Karten im Ablagestapel liegen

help-canasta-check-out =
    Darf diese Partei jetzt ausmachen? Urteil und Grund; Exit-Code 0 ja, 1 nein
    .after =
        Beispiele:
          canasta check out --table "KKKKKKK QQ2" --left 1
          canasta check out --variant american --canasta natural=1 --canasta mixed=1 --left 0
          canasta check out --canastas 1 --partner-said-no

help-canasta-check-out--variant =
    Variante: ein Preset-Name oder der Pfad einer Preset-Datei (Standard: die Regeln der aktuellen Partie, oder classic, wenn es keine aktuelle Partie gibt)

help-canasta-check-out--game =
    Die Regeln dieser Partie verwenden (und mit --side den Stand der Partei)

help-canasta-check-out--table =
    Die Meldungen der Partei auf dem Tisch, einschließlich der in diesem Zug ausgelegten

help-canasta-check-out--canastas =
    Fertige Canastas, jeder Art

help-canasta-check-out--canasta =
    Fertige Canastas einer Art: ART=N (z. B. natural=2)

help-canasta-check-out--left =
    Karten, die der Spieler noch hielte, nachdem er alles Mögliche gemeldet hat (1: eine zum Abwerfen)

help-canasta-check-out--concealed =
    Die Partei des Spielers hat noch nichts gemeldet: verdeckt ausmachen

help-canasta-check-out--partner_said_no =
    Der Spieler hat gefragt „Darf ich ausmachen?“, und der Partner hat nein gesagt

help-canasta-check-out--no_pot =
    Die Partei hat ihren Stapel noch nicht genommen (Pozzetto im Burraco, Morto im Buraco)

help-canasta-check-hand =
    Ist dieses Blatt aus vierzehn Karten ein Sonderblatt (amerikanisch)? Exit-Code 0 ja, 1 nein
    .after =
        Beispiele:
          canasta check hand A2R456789TJQK*          eine Straße (3000)
          canasta check hand 4455778899TTQQ          sieben Paare (2500)
          canasta check hand 4446666JJJJAAA          Vierlinge und Drillinge (2000)

help-canasta-check-hand--cards =
    Die vierzehn Karten

help-canasta-check-hand--variant =
    Variante (Standard: american)

help-canasta-manpage =
    Die Handbuchseite (roff) ausgeben, für `man canasta`; --dir schreibt alle Seiten (eine pro Unterbefehl, wie `man canasta-record`)
    .after =
        Beispiele:
          mkdir -p ~/.cargo/share/man/man1
          canasta manpage --dir ~/.cargo/share/man/man1           dann: man canasta, man canasta-record
          canasta manpage > ~/.cargo/share/man/man1/canasta.1

help-canasta-manpage--dir =
    Die Hauptseite und eine Seite pro Unterbefehl in diesen Ordner schreiben

help-canasta-completions =
    Ein Skript für die Tab-Vervollständigung der Shell ausgeben
    .after =
        Beispiele:
          canasta completions bash > ~/.local/share/bash-completion/completions/canasta
          canasta completions zsh > ~/.zfunc/_canasta
          canasta completions fish > ~/.config/fish/completions/canasta.fish

help-canasta-completions--shell =
    Die Shell

## clap's eigene Wörter: die Überschriften der Hilfe, was clap an die Hilfe einer Option
## anhängt, und die Ablehnungen der Befehlszeile.

help-clap-usage = Aufruf:
help-clap-commands = Befehle:
help-clap-arguments = Argumente:
help-clap-options = Optionen:
help-clap-default = Standard: { $value }
help-clap-env = Umgebungsvariable: { $name }
help-clap-possible-values = mögliche Werte: { $values }
help-clap-commands-list = Unterbefehle: { $values }
help-clap-error = Fehler:
help-clap-unknown-argument = unerwartetes Argument '{ $arg }'
help-clap-unknown-command = unbekannter Unterbefehl '{ $command }'
help-clap-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
help-clap-value-required = '{ $arg }' braucht einen Wert, aber keiner wurde angegeben
help-clap-missing = diese nötigen Argumente fehlen:
help-clap-missing-command = '{ $command }' braucht einen Unterbefehl, aber keiner wurde angegeben
help-clap-twice = das Argument '{ $arg }' darf nur einmal angegeben werden
help-clap-conflict = das Argument '{ $arg }' lässt sich nicht zusammen mit '{ $other }' verwenden
help-clap-conflict-any = das Argument '{ $arg }' lässt sich nicht zusammen mit einem oder mehreren der anderen angegebenen Argumente verwenden
help-clap-too-many = unerwarteter Wert '{ $value }' für '{ $arg }'; weitere Werte waren nicht erwartet
help-clap-wrong-number = '{ $arg }' braucht { $expected } Werte, angegeben wurden { $given }
help-clap-no-equals = Werte für '{ $arg }' müssen mit Gleichheitszeichen zugewiesen werden
help-clap-tip = Tipp:
help-clap-similar-command = { $count ->
    [one] es gibt einen ähnlichen Unterbefehl: '{ $name }'
   *[other] es gibt ähnliche Unterbefehle: '{ $name }'
}
help-clap-similar-argument = { $count ->
    [one] es gibt ein ähnliches Argument: '{ $name }'
   *[other] es gibt ähnliche Argumente: '{ $name }'
}
help-clap-similar-value = { $count ->
    [one] es gibt einen ähnlichen Wert: '{ $name }'
   *[other] es gibt ähnliche Werte: '{ $name }'
}
help-clap-more = Mehr Informationen mit '{ $flag }'.

## Die Platzhalter der Aufrufzeile und jeder Option (was an ihrer Stelle geschrieben wird).

help-value-dir =
    ORDNER
help-value-seconds =
    SEKUNDEN
help-value-reason =
    GRUND
help-value-when =
    WANN
help-value-lang =
    SPRACHE
help-value-command =
    BEFEHL
help-value-options =
    OPTIONEN
help-value-variant =
    VARIANTE
help-value-name =
    NAME
help-value-side-total =
    PARTEI=STAND,...
help-value-n =
    N
help-value-side-line =
    PARTEI: ZEILE
help-value-id =
    ID
help-value-side =
    PARTEI
help-value-side-hand =
    PARTEI=BLATT
help-value-side-n =
    PARTEI=N
help-value-side-what =
    PARTEI=WAS
help-value-side-meld =
    PARTEI=MELDUNG
help-value-side-rank-n =
    PARTEI:RANG=N
help-value-side-kind-n =
    PARTEI:ART=N
help-value-side-points =
    PARTEI=PUNKTE
help-value-side-name-n =
    PARTEI:NAME[=N]
help-value-side-cards =
    PARTEI=KARTEN
help-value-player =
    SPIELER
help-value-note =
    NOTIZ
help-value-file =
    DATEI
help-value-format =
    FORMAT
help-value-number =
    NUMMER
help-value-date =
    DATUM
help-value-from =
    FROM
help-value-into =
    INTO
help-value-entrants =
    TEILNEHMER
help-value-entrant =
    TEILNEHMER
help-value-plan =
    PLAN
help-value-sit-out-vp =
    SP_AUSSETZEN
help-value-sit-out-mp =
    MP_AUSSETZEN
help-value-mp-tiebreak =
    MP_STECHEN
help-value-round-minutes =
    MINUTEN_DURCHGANG
help-value-rank-by =
    WERTUNG
help-value-groups =
    GRUPPEN
help-value-seating =
    SITZORDNUNG
help-value-round =
    DURCHGANG
help-value-phase =
    PHASE
help-value-base =
    BASIS
help-value-address-port =
    HOST:PORT
help-value-cert =
    ZERT
help-value-key =
    SCHLÜSSEL
help-value-score =
    STAND
help-value-cards =
    KARTEN
help-value-card =
    KARTE
help-value-melds =
    MELDUNGEN
help-value-kind-n =
    ART=N
help-value-shell =
    SHELL
