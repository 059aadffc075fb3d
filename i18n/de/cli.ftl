## de: cli
cli-no-such-language = die Sprache `{ $tag }` gibt es nicht: wähle eine von { $known }

## The error line every refusal is printed on.
cli-error = Fehler: { $message }

## Files named on the command line.
cli-cannot-create = { $path } kann nicht angelegt werden: { $error }
cli-cannot-write = { $path } kann nicht geschrieben werden: { $error }
cli-cannot-read = { $path } kann nicht gelesen werden: { $error }
cli-standard-input = die Standardeingabe
cli-wrote-manpages = Die Handbuchseiten wurden nach { $path } geschrieben.

## canasta serve
cli-board-at = Die Anzeigetafel ist unter { $address }
cli-board-stop-hint = Strg-C beendet sie.
cli-serve-cannot-listen = { $address } lässt sich nicht öffnen: { $error }; gib ein anderes --listen ADRESSE:PORT an
cli-serve-no-address = die Anzeigetafel hat keine IP-Adresse
cli-serve-no-key = kein Zufallsschlüssel: { $error }
cli-serve-socket = der Socket der Anzeigetafel lässt sich nicht nutzen
cli-serve-cannot-start = die Anzeigetafel kann nicht starten
cli-board-stopped = Die Anzeigetafel wurde beendet.

## canasta new, use, show, list
cli-started = Partie { $id } begonnen ({ $variant }): { $sides }. Zuerst gibt: { $dealer }.
cli-output-needs-svg = -o schreibt das Diagramm als Bild: gib --format svg an (der Punkteblock geht auf die Standardausgabe)
cli-wrote-chart = Das Diagramm der Partie { $id } wurde nach { $path } geschrieben.
cli-show-title = Partie { $id } ({ $variant }): { $sides }
cli-no-games = Noch keine Partien: beginne eine mit `canasta new` oder `canasta play`.
cli-now-current = Partie { $id } ist jetzt die aktuelle.

## canasta undo, drop
cli-removed-hand = { $term ->
       *[other] Runde
    } { $number } entfernt ({ $summary }).
cli-removed-did-not-add-up = sie ging nicht auf; die Partie geht wieder auf

## canasta export
cli-all-is-yaml = --all schreibt alle Partien als YAML, zum Wiederherstellen mit `canasta import`; für csv exportiere eine Partie nach der anderen
cli-backup-damaged = Partie { $id } ist beschädigt ({ $why }); die Sicherung enthält sie unverändert, und `canasta import --skip-damaged` stellt die anderen wieder her.
cli-wrote-games = { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    } nach { $path } geschrieben.
cli-wrote-game = Partie { $id } nach { $path } geschrieben.

## canasta delete, archive, unarchive
cli-delete-needs-yes = das Löschen von Partie { $id } lässt sich nicht rückgängig machen; gib --yes an, um sie ohne Nachfrage zu löschen (oder `canasta archive { $id }`, um sie aus dem Weg zu räumen)
cli-delete-confirm = Partie { $id } endgültig löschen? Sie lässt sich nicht zurückholen
cli-nothing-deleted = Nichts wurde gelöscht.
cli-deleted = Partie { $id } gelöscht.
cli-archived = Partie { $id } archiviert: nicht mehr in `canasta list`, weiter in `canasta history`; `canasta unarchive { $id }` holt sie zurück.
cli-unarchived = Partie { $id } ist wieder bei den Partien.

## canasta stats, history, players
cli-vs-two-names = --vs nimmt zwei Namen, je einen: --vs Ann --vs Bob (du hast { $given } angegeben)
cli-vs-unknown = { $who } hat in keiner dieser Partien gespielt; `canasta players` zeigt, wer gespielt hat
cli-bad-day = --{ $flag } { $day }: schreibe einen Tag als JJJJ-MM-TT, z. B. 2026-01-31
cli-merge-same-table = { $from } und { $into } saßen am selben Tisch ({ $sides }, begonnen am { $day }): das sind zwei Personen; nichts wurde zusammengeführt
cli-merged = { $from } zählt ab jetzt als { $into } (in `canasta stats` und `history --player`); keine Partiedatei wurde geändert.

## canasta import
cli-import-skipped = Partie { $id } übersprungen: { $why }
cli-import-already = Partie { $was } ist schon da (als Partie { $id }); nicht noch einmal hinzugefügt.
cli-import-already-many = { $count ->
        [one] 1 Partie der Sicherung ist
       *[other] { $count } Partien der Sicherung sind
    } schon da; nicht noch einmal hinzugefügt.
cli-import-restored-many = { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    } wiederhergestellt, jede mit ihrer Nummer.
cli-import-restored-many-moved = { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    } wiederhergestellt.
cli-import-restored = Partie { $id } wiederhergestellt{ $archived ->
        [yes] , archiviert
       *[no] {""}
    }.
cli-import-restored-moved = Partie { $id } wiederhergestellt (war { $was }; diese Nummer ist vergeben){ $archived ->
        [yes] , archiviert
       *[no] {""}
    }.
cli-import-more = ... und { $count } weitere mit neuen Nummern.
cli-import-matches = { $matches ->
        [one] 1 Serie
       *[other] { $matches } Serien
    } und { $merged ->
        [one] 1 zusammengeführter Name
       *[other] { $merged } zusammengeführte Namen
    } wiederhergestellt.
cli-import-nothing = Nichts wurde hinzugefügt: jede Partie der Sicherung ist schon da.
cli-imported = Partie { $id } importiert ({ $variant }, { $hands ->
        [one] 1 { $term ->
           *[other] Runde
        }
       *[other] { $hands } { $term ->
           *[other] Runden
        }
    }): { $sides }.
cli-import-same = Diese Partie ist schon da, als Partie { $id }; nichts wurde importiert.
cli-import-extended = { $added ->
        [one] { $term ->
           *[other] Runde
        } { $from } dieser Kopie wurde
       *[other] { $term ->
           *[other] Runden
        } { $from } bis { $to } dieser Kopie wurden
    } an Partie { $id } angefügt, die die vorigen schon hatte: { $sides }.
cli-import-behind = Partie { $id } ist schon da und weiter als diese Kopie ({ $kept } gegen { $copy }, die dieser Kopie darunter); nichts wurde importiert.

## canasta check
cli-check-unreadable-current = Hinweis: die aktuelle Partie ({ $id }) kann nicht gelesen werden, daher gelten für die Antwort die Regeln von Classic; nenne die Regeln mit --variant
cli-check-whose-minimum = wessen Mindestauslage? gib --score N (den Stand der Partei) an, oder --side NAME (mit --game ID, oder die aktuelle Partie)

## canasta variants
cli-variants-head-variant = Variante
cli-variants-head-description = Beschreibung
cli-variants-yours = (deine) { $description }
cli-variants-yours-problem = (deine: { $file }) { $problem }
cli-variants-own-presets = Deine eigenen Presets gehören nach { $dir } (siehe `canasta variants --help`).
cli-variants-good-preset = { $file }: ein gültiges Preset, `{ $name }`.

## Shell completion: a game id whose file cannot be read.
cli-complete-damaged = beschädigt
cli-serve-scorer-at = Die Seite des Schreibers (nur für das Handy, das den Spielstand führt; Enter hier gibt einen neuen Schlüssel) ist unter { $address }
cli-serve-scorer-new-key = Der Schlüssel des Schreibers wurde geändert; die Seite des Schreibers ist jetzt unter { $address }

cli-slip-warning = Warnung: { $fact }. Stehen diese Punkte nicht in den gemeldeten Punkten, korrigiere { $term ->
       *[other] Runde
    } { $number }: canasta edit { $game }{ $number } "{ $side }: -Punkte"
cli-slip-melded-warning = Warnung: { $fact }. Stimmen die gemeldeten Punkte nicht, korrigiere { $term ->
       *[other] Runde
    } { $number }: canasta edit { $game }{ $number } "{ $side }: Punkte"

cli-permission-hint = canasta darf diese Datei nicht lesen oder schreiben: gib deinem Benutzer Lese- und Schreibrechte auf den Datenordner und seine Dateien (zum Beispiel `chmod -R u+rw ORDNER`), oder starte canasta als der Benutzer, dem sie gehören
cli-held-hint = vielleicht hält ein anderes Programm diese Datei offen (ein Virenscanner, ein Sicherungs- oder Synchronisierungsprogramm wie OneDrive, ein Editor): canasta hat es vier Sekunden lang erneut versucht. Schließe dieses Programm oder nimm den Datenordner von seinen Prüfungen aus und versuche es noch einmal. Wenn es so bleibt, gib deinem Benutzer das Recht, den Datenordner zu ändern (Eigenschaften, Registerkarte Sicherheit)
cli-serve-tls-no-certificate = { $path } enthält kein Zertifikat (eine PEM-Datei mit -----BEGIN CERTIFICATE-----): gib zuerst das Zertifikat, dann seinen Schlüssel an, z. B. `canasta serve --tls cert.pem key.pem`
cli-serve-tls-no-key = { $path } enthält keinen privaten Schlüssel (eine PEM-Datei mit -----BEGIN PRIVATE KEY-----, RSA oder EC): gib zuerst das Zertifikat, dann seinen Schlüssel an
cli-serve-tls-mismatch = der Schlüssel { $key } ist nicht der des Zertifikats { $cert }: gib das Zertifikat und den privaten Schlüssel an, mit dem es gemacht wurde
cli-serve-tls-refused = Zertifikat und Schlüssel taugen nicht für HTTPS: { $reason }

cli-tournament-created = Turnier { $name } angelegt: { $entrants } Teilnehmer, { $variant }, { $plan } ({ $rounds } { $rounds ->
    [one] Durchgang
   *[other] Durchgänge
}). Teile Durchgang 1 ein: `canasta tournament seat { $name }`.
cli-tournament-near = Achtung, Zeile { $line }: { $player } ähnelt { $like }; ist es dieselbe Person, schreibe den Namen beide Male gleich.
cli-tournament-drafted = Durchgang { $round } eingeteilt, noch nicht veröffentlicht: prüfe ihn, dann `canasta tournament publish { $name }` (oder gib die Sitzordnung von Hand an: --seating DATEI).
cli-tournament-drafted-individual = Durchgang { $round } eingeteilt, noch nicht veröffentlicht: prüfe ihn, dann `canasta tournament publish { $name }` (bei einem Einzelturnier teilt die Bewegung ein: keine Einteilung von Hand).
cli-tournament-published = Durchgang { $round } veröffentlicht: { $tables ->
    [one] 1 Tisch, Partie { $first }
   *[other] { $tables } Tische, Partien { $first } bis { $last }
}. Jeder Tisch trägt seine Runden in seine Partie ein (`canasta record --game ID`, der Tischmodus oder das Handy).
cli-tournament-closed = Durchgang { $round } geschlossen; die Rangliste: `canasta tournament standings { $name }`.
cli-tournament-col-table = Tisch
cli-tournament-col-ns = N-S
cli-tournament-col-ew = O-W
cli-tournament-col-game = Partie
cli-tournament-sit-out = Freilos: { $names }
cli-tournament-bye = Ohne Spiel in den nächsten Durchgang (Freilos): { $names }
cli-tournament-round-absent = Abwesend: { $names }
cli-tournament-swiss-rematch = Hinweis: Durchgang { $round } setzt { $ns } gegen { $ew }, die sich in Durchgang { $met } getroffen haben; eine Schweizer Runde paart nie zwei, die sich getroffen haben (die Einteilung bleibt wie geschrieben: teile neu ein, um sie zu ändern)
cli-tournament-individual-evenness = Die Partner wechseln jeden Durchgang: in den { $rounds } Durchgängen spielt niemand öfter als { $partners ->
    [1] einmal
   *[other] { $partners }-mal
} mit demselben Partner und trifft keinen öfter als { $opponents ->
    [1] einmal
   *[other] { $opponents }-mal
} als Gegner{ $out ->
    [0] {""}
    [1] ; jeden Durchgang setzt ein Spieler aus, reihum
   *[other] ; jeden Durchgang setzen { $out } Spieler aus, reihum
}.
cli-tournament-knockout-takes-first = Das K.-o.-System nimmt die Teilnehmer 1 bis { $qualifiers } von { $entrants }, gesetzt in der Reihenfolge der Liste; die anderen spielen keinen Durchgang.
cli-tournament-knockout-takes-top = Das K.-o.-System nimmt die ersten { $qualifiers } von { $entrants } der Wertung nach Durchgang { $after }; die anderen spielen keinen weiteren Durchgang.
cli-tournament-knockout-takes-groups = Das K.-o.-System nimmt die ersten { $each } jeder Gruppe nach Durchgang { $after } ({ $qualifiers } insgesamt); die anderen spielen keinen weiteren Durchgang.
cli-tournament-round-heading = { $name }, Durchgang { $round } ({ $state ->
    [drafted] eingeteilt, nicht veröffentlicht
    [published] veröffentlicht
   *[closed] geschlossen
})
cli-tournament-col-rank = Platz
cli-tournament-col-entrant = Paar
cli-tournament-col-player = Spieler
cli-tournament-col-vp = { $vp ->
    [yes] SP
   *[no] Siege
}
cli-tournament-col-mp = MP
cli-tournament-col-rounds = Dg.
cli-tournament-col-knockout = K.-o.
cli-tournament-knockout-finish = { $outcome ->
    [won] Finale gewonnen
    [playing] { $reached ->
        [2] im Finale
        [4] im Halbfinale
        [8] im Viertelfinale
        [16] im Achtelfinale
       *[other] in der Runde der { $reached }
    }
   *[lost] { $reached ->
        [2] Finale verloren
        [4] im Halbfinale ausgeschieden
        [8] im Viertelfinale ausgeschieden
        [16] im Achtelfinale ausgeschieden
       *[other] in der Runde der { $reached } ausgeschieden
    }
}
cli-tournament-standings-heading = { $name }: { $round ->
    [0] Rangliste vor Durchgang 1 von { $rounds }
   *[other] Rangliste nach Durchgang { $round } von { $rounds }
}
cli-tournament-amended = Durchgang { $round }, Tisch { $table }: vorher { $before }, jetzt { $after }; im Protokoll des Turniers mit Grund festgehalten.
cli-tournament-none = Noch kein Turnier: `canasta tournament new NAME --variant burraco-tournament --entrants DATEI --plan "3 mitchell + 1 dänisch"`.
cli-tournament-not-seated = Durchgang { $round } ist noch nicht eingeteilt.
cli-serve-tournament-sheet = Die QR-Codes der Tische, zum Drucken: canasta tournament sheet { $name } --base { $base } > tische.html
cli-tournament-col-deals = Runden
cli-tournament-col-points = Punkte
cli-tournament-col-state = Stand
cli-tournament-table-state = { $state ->
    [level] Gleichstand: noch eine Runde
    [confirmed] beendet, bestätigt
    [table-confirmed] beendet, der Tisch hat bestätigt
    [absent] abwesend: keine Partie
    [over] beendet
    [waiting] nicht begonnen
    [damaged] beschädigt: siehe `canasta show --game`
   *[playing] läuft
}
cli-tournament-amended-count = ({ $count ->
    [one] 1 Korrektur
   *[other] { $count } Korrekturen
})
cli-tournament-tables-over = Tische fertig: { $over } von { $tables }.
cli-tournament-earlier-open = Durchgang { $round } ist noch nicht geschlossen: { $count ->
    [0] alle Partien sind vorbei (schließe ihn mit `canasta tournament close { $name }`)
    [one] Tisch { $tables } spielt noch
   *[other] die Tische { $tables } spielen noch
}.
cli-tournament-clock = Restzeit: { $left } von { $minutes } Minuten.
cli-tournament-clock-warn = Letzte Minuten: noch { $left }.
cli-tournament-clock-over = Die Zeit ist um: die { $minutes } Minuten endeten vor { $over } Minuten.
cli-tournament-absent = Abwesend in den nächsten Durchgängen: { $names }.
cli-tournament-absent-seated = Durchgang { $round } ist eingeteilt, noch nicht veröffentlicht, mit { $entrant } an einem Tisch: teile ihn neu ein (`canasta tournament seat { $name }`), bevor du ihn veröffentlichst.
cli-tournament-absent-too-few = Ein Einzel-Durchgang braucht mindestens { $need } Spieler, anwesend sind { $present }: der nächste Durchgang kann erst eingeteilt werden, wenn einer zurück ist (`--back`).
cli-tournament-none-absent = Niemand ist abwesend.
cli-serve-desk-at = Der Platz der Turnierleitung (mit dem Schlüssel des Schreibers; behalte ihn für dich): { $address }
cli-tournament-log-heading = Berichtigungen (das Protokoll des Turniers):
cli-tournament-log-line = Durchgang { $round }, Tisch { $table }, { $at } { $by ->
    [desk] am Platz der Turnierleitung
    [table_mode] am Platz der Turnierleitung, im Terminal
   *[command_line] über die Befehlszeile
}: vorher { $before }, nachher { $after }. Grund: { $why }
cli-tournament-group-standings-heading = { $name }, Gruppe { $group }: { $round ->
    [0] Rangliste vor Durchgang 1 von { $rounds }
   *[other] Rangliste nach Durchgang { $round } von { $rounds }
}
cli-tournament-groups = Gruppen: { $groups }.
cli-tournament-entrants-needed = Die Teilnehmer: gib --entrants DATEI (einer pro Zeile) an, oder --entrant "Ana, Bob" einmal für jeden; Zeile für Zeile getippt brauchen sie ein Terminal.
cli-tournament-not-made = Kein Turnier angelegt.
cli-tournament-provisional = (vorläufig: eine Partie von Durchgang { $round } ist nicht zu Ende)
cli-tournament-provisional-open = (vorläufig: jede Partie ist zu Ende; Durchgang { $round } ist noch nicht geschlossen)
cli-tournament-final = (endgültig: unterschrieben { $at })
cli-tournament-signed = Die Rangliste von { $name } ist als endgültig unterschrieben ({ $at }): am Turnier ändert sich jetzt nichts mehr. Um sie zu berichtigen, öffne das Turnier wieder: canasta tournament reopen { $name } --why "GRUND"
cli-tournament-reopened = { $name } ist wieder geöffnet: seine Ergebnisse können wieder berichtigt werden, jedes mit seinem Grund; unterschreibe es danach erneut (canasta tournament sign { $name })
cli-tournament-reopening-line = Unterschrieben { $signed }, wieder geöffnet { $at }. Grund: { $why }
cli-tournament-key-line = Tisch { $table }: { $key }
cli-tournament-keys-renewed = Neue Schlüssel für die { $tables } Tische von { $name }: die alten öffnen jetzt nichts mehr. Drucke das Blatt der Tische erneut (canasta tournament sheet { $name } --base http://HOST:PORT) und gib jedem Tisch seinen neuen QR-Code.
cli-tournament-closed-unfinished = Durchgang { $round } ist geschlossen, aber { $count ->
    [one] die Partie von Tisch { $tables } ist
   *[other] die Partien der Tische { $tables } sind
} nicht zu Ende (ein Spiel wurde berichtigt): die Rangliste lässt { $count ->
    [one] sie
   *[other] sie
} weg, bis die Spiele wieder eingetragen sind (`canasta record --game ID --why "GRUND" ...`).

cli-site-col-points = Punkte
cli-site-vp = Siegpunkte { $vp }
cli-site-table = Tisch { $table }
cli-site-table-title = { $name }: Durchgang { $round }, Tisch { $table }
cli-site-back = Alle Ergebnisse von { $name }
cli-site-written = Die Ergebnisse von { $name } liegen in { $dir }: { $pages } Seiten (zuerst index.html). Lege den Ordner auf einen beliebigen Webserver (siehe „Ein Turnierabend“ im Handbuch).

# Eine Turnierserie (`canasta circuit ORDNER`): ihre Etappen, die Regel der Finalisten,
# die Rangliste der Paare und die der Spieler.
cli-circuit-heading = { $name }: { $stages ->
    [one] 1 Etappe
   *[other] { $stages } Etappen
}
cli-circuit-stage = { $number }. { $name } ({ $date }), { $entrants } Teilnehmer
cli-circuit-stage-undated = { $number }. { $name }, { $entrants } Teilnehmer
cli-circuit-rule-top = Finalisten (*): die ersten { $top } jeder Etappe{ $min ->
    [0] {""}
   *[other] , die mindestens { $min } Etappen gespielt haben
}.
cli-circuit-rule-share = Finalisten (*): die ersten { $share } % jeder Etappe{ $min ->
    [0] {""}
   *[other] , die mindestens { $min } Etappen gespielt haben
}.
cli-circuit-rule-top-share = Finalisten (*): die ersten { $top } oder die ersten { $share } % jeder Etappe, je nachdem, was mehr ist{ $min ->
    [0] {""}
   *[other] , die mindestens { $min } Etappen gespielt haben
}.
cli-circuit-rule-overall = Finalisten (*): die ersten { $top } der Serie{ $min ->
    [0] {""}
   *[other] {" "}unter denen, die mindestens { $min } Etappen gespielt haben
}.
cli-circuit-pairs = Paare
cli-circuit-players = Spieler (jeder mit allen seinen Partnern)
cli-circuit-col-pair = Paar
cli-circuit-col-player = Spieler
cli-circuit-col-stages = Etappen
cli-circuit-col-stage = Etappe { $number }
cli-circuit-col-finalist = Finalist
cli-circuit-stage-cell = { $rank }. ({ $vp } SP)
cli-circuit-finalist-yes = Finalist
cli-circuit-site = Die Seite der Serie liegt in { $dir }: index.html und ihr Stylesheet, für jeden Webserver.
cli-results-from = { $club ->
    [none] {""}
   *[other] { $club }, {""}
}{ $date ->
    [none] ohne Datum
   *[other] { $date }
}: die Rangliste aus den Tischen der Datei neu berechnet.
cli-results-only = --club und --members gehören in eine Ergebnisdatei: gib --format results (oder results-csv) an; nichts wurde geschrieben
cli-results-no-member = Hinweis: die Mitgliederliste gibt { $player } keine Nummer (die Datei wird ohne geschrieben)
cli-results-no-member-like = Hinweis: die Mitgliederliste gibt { $player } keine Nummer; sie hat { $like }, der an keinem Tisch gespielt hat: dieselbe Person? (die Datei wird ohne geschrieben)
cli-circuit-empty = { $dir } enthält kein Turnier: eine Serie addiert Ergebnisdateien (`tournament export NAME --format results`, `*.json`) und ganz exportierte Abende (`tournament export NAME`, `*.yaml`)
