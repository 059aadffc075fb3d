## de: the data folder's files (src/store): what cannot be read, written or trusted.

store-cannot = { $op ->
    [read] { $path } kann nicht gelesen werden
    [read-game] die Partiedatei { $path } kann nicht gelesen werden
    [read-archived] die archivierte Partie { $path } kann nicht gelesen werden
    [read-preset] die Preset-Datei { $path } kann nicht gelesen werden
    [write-yaml] die Partie kann nicht als YAML geschrieben werden
    [replace] { $path } kann nicht ersetzt werden
    [create] { $path } kann nicht angelegt werden
    [create-data-dir] der Datenordner { $path } kann nicht angelegt werden
    [create-temp] in { $path } kann keine temporäre Datei angelegt werden
    [sync] { $path } kann nicht synchronisiert werden
    [open] { $path } kann nicht geöffnet werden
    [open-to-lock] { $path } kann zum Sperren nicht geöffnet werden
    [open-lock-file] die Sperrdatei { $path } kann nicht geöffnet werden
    [follow] dem Link { $path } kann nicht gefolgt werden
    [remove] { $path } kann nicht entfernt werden
    [move] { $path } kann nicht verschoben werden
    [lock] { $path } kann nicht gesperrt werden
    [finish] die in { $path } begonnene Änderung kann nicht abgeschlossen werden
   *[write] { $path } kann nicht geschrieben werden
}

store-too-big = { $path } hat { $bytes } Bytes; gelesen werden nur Dateien bis { $limit }
store-symlink = { $path } ist ein symbolischer Link; gelesen werden nur normale Dateien
store-not-plain = { $path } ist keine normale Datei (eine Pipe, ein Gerät oder ein Ordner); gelesen werden nur normale Dateien
store-too-deep = { $path } ist in Zeile { $line } tiefer als { $max } verschachtelt; so etwas schreibt canasta nie (die Datei blieb, wie sie war)
store-too-long = { $origin } ist größer als { $limit_mb } MB; das ist keine Partie
store-not-utf8 = { $origin } ist kein UTF-8-Text (Byte { $byte })

store-exists = { $path } gibt es schon; gib --force an, um sie zu ersetzen, oder einen anderen Dateinamen (nichts wurde geschrieben)
store-folder = { $path } ist ein Ordner; gib einen Dateinamen an

store-another-canasta = ein anderes canasta
store-waiting = warte, bis { $holder } mit { $dir } fertig ist (Ctrl-C zum Abbrechen; --wait SECONDS gibt nach einer Weile auf) ...
store-waiting-up-to = warte bis zu { $secs } s, bis { $holder } mit { $dir } fertig ist ...
store-gave-up = nach { $secs } s aufgegeben: { $holder } ändert noch die Partien in { $dir } (nichts wurde geändert; versuch es wieder, wenn es fertig ist)

store-no-file-name = { $path } hat keinen Dateinamen
store-variant-is-path = `variant:` nennt ein Preset beim Namen, nicht als Pfad; gib die Regeln unter `rules:` an, oder einen Preset-Namen (siehe `canasta variants`)
store-shadows-built-in = nicht verwendet: ein eingebautes Preset hat diesen Namen; benenne die Datei um
store-preset-too-big = { $path } ist größer als { $limit_kb } KB; ein Preset ist eine kleine Datei

store-nothing-changed = nichts wurde geändert
store-not-a-change = { $path } ist keine Änderung, die canasta begonnen hat ({ $fault ->
        [header] ihre erste Zeile ist nicht die von canasta
        [step] Zeile { $line } ist kein Schritt
        [staged] Zeile { $line } nennt keine vorbereitete Datei
       *[file] Zeile { $line } nennt { $file }, keine Datei des Datenordners
    }); verschieb sie aus dem Ordner, wenn du sie angelegt hast
store-not-data-file = { $path } ist keine Datei des Datenordners

store-not-game-id = { $id } ist keine Partie-ID: IDs bestehen aus Buchstaben, Ziffern, `-` und `_` (höchstens { $max }), z. B. 3; `canasta list` zeigt sie
store-no-home = kein Home-Verzeichnis für die Partiedateien gefunden; gib --data-dir DIR an
store-no-game-to-delete = es gibt keine Partie { $id } zum Löschen
store-no-game-to-archive = es gibt keine Partie { $id } zum Archivieren
store-no-archived-game = es gibt keine archivierte Partie { $id }
store-archived-exists = eine archivierte Partie { $id } gibt es schon; nichts wurde verschoben
store-game-exists = eine Partie { $id } gibt es schon; nichts wurde verschoben
store-no-free-number = keine freie Partienummer: die Partien in { $dir } sind bis zur größten Zahl nummeriert, die es gibt; benenne die Datei mit der höchsten Nummer um oder entferne sie
store-archived = die Partie { $id } ist archiviert; `canasta unarchive { $id }` holt sie zurück (`canasta history` listet sie)
store-no-game-yet = es gibt keine Partie { $id }; es gibt noch keine Partien: beginne eine mit `canasta new`
store-no-game = es gibt keine Partie { $id }; die Partien sind: { $ids }
store-no-current = es gibt keine aktuelle Partie: beginne eine mit `canasta new`, oder nenne eine mit --game ID (siehe `canasta list`)
store-linked-folder = { $path } ist kein eigener Ordner (ein Link oder eine Datei); canasta liest und schreibt nur in seinem Datenordner und lässt es daher in Ruhe: verschiebe es, und der nächste Befehl legt den Ordner neu an
store-in-the-way = { $kind ->
    [folder] { $path } ist ein Ordner
    [link] { $path } ist ein symbolischer Link
   *[special] { $path } ist keine normale Datei (eine Pipe oder ein Gerät)
}, wo canasta eine eigene Datei ablegt, daher wurde nichts gespeichert: entferne oder verschiebe { $path } und führe den Befehl noch einmal aus
store-not-plain-game = { $path } ist keine normale Datei (ein Link?); Partien werden nur als normale Dateien in { $dir } gespeichert
store-too-big-to-save = die Partie wäre { $mb } MB groß, und canasta liest Partiedateien nur bis { $limit_mb } MB wieder ein; nichts wurde gespeichert (beginne eine neue Partie, oder teile diese mit `canasta new --start`)
store-tournament-too-big = die Turnierdatei wäre { $kb } KB groß, und canasta liest Turnierdateien nur bis { $limit_kb } KB wieder ein; nichts wurde gespeichert (weniger Teilnehmer oder kürzere Namen)
store-game-file = { $left ->
    [cut-short] die Partiedatei { $origin }{ $error } (die Datei blieb, wie sie war; wenn du sie von Hand bearbeitet hast, setz die Zeile wieder ans Ende)
    [yes] die Partiedatei { $origin }{ $error } (die Datei blieb, wie sie war)
   *[no] die Partiedatei { $origin }{ $error }
}
store-game-in-backup = { $left ->
    [cut-short] die Partiedatei von Partie { $id } der Sicherung{ $error } (die Datei blieb, wie sie war; wenn du sie von Hand bearbeitet hast, setz die Zeile wieder ans Ende)
    [yes] die Partiedatei von Partie { $id } der Sicherung{ $error } (die Datei blieb, wie sie war)
   *[no] die Partiedatei von Partie { $id } der Sicherung{ $error }
}

store-bad-aliases = die zusammengeführten Namen in { $path } { $reason } (die Datei blieb, wie sie war)
store-bad-match-name = { $name } kann keine Serie benennen: nur Buchstaben, Ziffern, `-` und `_`
store-bad-match = die Serie { $path } { $reason } (die Datei blieb, wie sie war)
store-match-names-itself = die Serie { $path } nennt sich selbst { $name } (die Datei blieb, wie sie war)
store-reason-unreadable = { $subject ->
    [names] lassen sich nicht lesen: { $message }
   *[match] lässt sich nicht lesen: { $message }
}
store-reason-unreadable-at = { $subject ->
    [names] lassen sich in Zeile { $line } nicht lesen: { $message }
   *[match] lässt sich in Zeile { $line } nicht lesen: { $message }
}
store-reason-twice = lassen sich nicht lesen: { $name } steht zweimal da (in zwei Schreibweisen)
store-reason-not-kept = können nicht behalten werden: { $why }
store-reason-too-deep = { $subject ->
    [names] sind in Zeile { $line } tiefer als { $max } verschachtelt
   *[match] ist in Zeile { $line } tiefer als { $max } verschachtelt
}
store-reason-match-named = heißt { $name }: der Name einer Serie besteht nur aus Buchstaben, Ziffern, `-` und `_`
store-reason-match-game = nennt die Partie { $game } (eine Partie-ID doppelt, oder keine einfache ID)
store-reason-bad-name = hat einen Namen, der nicht sein kann: { $why }
store-reason-too-many-rounds = plant insgesamt { $rounds } Durchgänge, und ein Turnier hat höchstens { $max }: sein `plan:` darf zusammen höchstens { $max } Durchgänge haben
store-reason-out-of-range = gibt `{ $key }` als { $value } an, was nicht sein kann: es ist eine Zahl von { $min } bis { $max }
store-reason-events-not-kept = gehört zu einem Turnier, und die App auf einem Telefon allein führt keine Turniere: ein Turnier wird mit canasta auf einem Computer geleitet

# A fault of the program itself (never the input or the machine).
store-fault = canasta selbst hat einen Fehler gemacht ({ $what }); nichts wurde gespeichert. Bitte melden Sie das, mit dem eingegebenen Befehl.
store-bad-tournament-name = { $name } kann kein Turnier benennen: nur Buchstaben, Ziffern, `-` und `_`
store-bad-tournament = das Turnier { $path } { $reason } (die Datei blieb, wie sie war)
store-tournament-names-itself = das Turnier { $path } nennt sich selbst { $name } (die Datei blieb, wie sie war)
store-tournament-missing = Partie { $game } ist die eines Tisches des Turniers { $path }, das nicht da ist: leg die Datei des Turniers zurück, bevor du die Partie änderst (nichts wurde geändert)
store-tournament-disowns = Partie { $game } sagt, sie sei Tisch { $table } der Runde { $round } von { $path }, das sie dort nicht führt: nichts wurde geändert (repariere die Turnierdatei oder frag die Turnierleitung)
store-claimed-twice = Partie { $game } steht in mehr als einer Turnierdatei ({ $paths }): nimm die Kopie aus dem Turnierordner (nichts wurde geändert)
