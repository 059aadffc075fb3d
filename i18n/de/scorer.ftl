## de: scorer
# The scorer's page (`canasta serve`, `/score`): the phone that records the hands, in the
# language each phone asks for.

scorer-title = { $canasta_term ->
    [burraco] Burraco: die Seite des Schreibers
    [canastra] Buraco: die Seite des Schreibers
    [book] Hand and Foot: die Seite des Schreibers
   *[canasta] Canasta: die Seite des Schreibers
}
scorer-heading = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } · gibt: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}Mindestauslage: { $minimums }
}
scorer-who-alone = Wer spielte allein?
scorer-nobody = niemand
scorer-save = { $term ->
   *[other] Runde speichern
}
scorer-key-back = Löschen
scorer-key-next = Nächste Zeile
scorer-checking = Wird geprüft…
scorer-offline = Keine Verbindung zur Anzeigetafel: was du tippst, bleibt auf diesem Handy.
scorer-kept-here = Deine Zeilen bleiben auf diesem Handy.
scorer-no-key-here = Diese Seite braucht den Schlüssel des Schreibers: scanne den QR-Code des Schreibers, der dort angezeigt wird, wo die Anzeigetafel gestartet wurde.

## Step by step: a line's questions, from the variant's own words.
scorer-step-not-out = hat nicht ausgemacht
scorer-step-melded = Gemeldete Punkte
scorer-step-in-hand = Punkte noch auf der Hand
scorer-step-put = In die Zeile übernehmen

## Correcting a saved hand.
scorer-fix = { $term ->
   *[other] Runde korrigieren, entfernen oder rückgängig machen
}
scorer-fix-hand = { $term ->
   *[other] Runde
}
scorer-fix-line = Zeile
scorer-fix-hint = was sich ändert (-45); = vorne ersetzt die Zeile
scorer-fix-apply = Ändern
scorer-fix-drop = { $term ->
   *[other] Diese Runde entfernen
}
scorer-undo = { $term ->
   *[other] Letzte Runde rückgängig machen
}
scorer-confirm-undo = { $term ->
   *[other] Letzte Runde rückgängig machen? Alle Stände danach werden neu berechnet.
}
scorer-confirm-drop = { $term ->
   *[other] Diese Runde entfernen? Die Runden danach rücken auf, und alle Stände werden neu berechnet.
}

## Rules questions.
scorer-ask = Regelfragen
scorer-ask-meld = Reicht diese Meldung für unsere Erstmeldung?
scorer-ask-meld-legal = Ist diese Meldung regelgerecht?
scorer-ask-pile = Darf ich den Ablagestapel nehmen?
scorer-ask-out = Dürfen wir ausmachen?
scorer-ask-min = Wie hoch ist die Mindestauslage bei einem Stand?
scorer-ask-cards = Karten
scorer-ask-top = Oberste Karte des Ablagestapels
scorer-ask-going-out = damit ausmachen
scorer-ask-side = Mindestauslage von
scorer-ask-not-melded = unsere Partei hat noch nicht gemeldet
scorer-ask-frozen = der Ablagestapel ist eingefroren
scorer-ask-canastas = { $canasta_term ->
    [burraco] Burracos
    [canastra] Canastras
   *[canasta] Canastas
}
scorer-ask-left = Karten noch auf der Hand
scorer-ask-concealed = verdeckt
scorer-ask-pot-taken = { $pot_term ->
    [morto] Morto genommen
   *[other] Pozzetto genommen
}
scorer-ask-score = Stand (oder Nummer der Runde, wo die Mindestauslage nach Runden geht)
scorer-ask-go = Fragen
scorer-ask-top-needed = Gib die oberste Karte des Ablagestapels an (K, 7, 2 für eine wilde Zwei).

## A new game, and a match's next game.
scorer-new = Neue Partie
scorer-new-variant = Variante
scorer-new-sides = Parteien
scorer-new-sides-hint = Wir, Ihr (leer: die üblichen Namen)
scorer-new-players = Spieler
scorer-new-players-hint = im Uhrzeigersinn: Ann, Bob, Cy, Di
scorer-new-dealer = Zuerst gibt
scorer-new-dealer-hint = ein Spieler (leer: der erste Platz)
scorer-new-match = Serie
scorer-new-match-one = Eine Partie
scorer-new-match-first = Eine Serie: wer zuerst { $games } Partien gewinnt
scorer-new-match-games = Eine Serie über { $games } Partien (Siegpunkte, wo die Regeln sie vergeben)
scorer-new-match-unknown = `{ $rule }` ist keine Serie, die diese Seite beginnt: eine Partie, wer zuerst 2 oder 3 gewinnt, oder 2, 3 oder 4 Partien.
scorer-new-go = Partie beginnen
scorer-next-game = Nächste Partie der Serie beginnen

## The scorer's key.
scorer-key = Der Schlüssel des Schreibers
scorer-key-why = Ist ein Handy mit dieser Seite verloren gegangen, ändere den Schlüssel: der alte gilt dann nicht mehr, und der neue QR-Code lässt das nächste Handy herein.
scorer-key-go = Schlüssel ändern
scorer-confirm-key = Schlüssel des Schreibers ändern? Jedes andere Handy mit dieser Seite braucht dann den neuen QR-Code.
scorer-key-changed = Der Schlüssel wurde geändert: scanne diesen Code mit dem Handy, das den Spielstand führt.

## What a call is answered.
scorer-saved = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } ist gespeichert.
scorer-corrected = { $term ->
   *[other] Runde
} { $number } ist korrigiert; alle Stände danach wurden neu berechnet.
scorer-removed = { $term ->
   *[other] Runde
} { $number } ist entfernt; alle Stände danach wurden neu berechnet.
scorer-started = Partie { $id } hat begonnen.
scorer-changed-elsewhere = Nicht gespeichert: die Partie wurde, seit du angefangen hast, auf einem anderen Handy oder am Terminal geändert. Sie wird gezeigt, wie sie jetzt ist; deine Zeilen bleiben erhalten: prüfe sie und speichere erneut.
scorer-changed-while-typing = Die Partie wurde auf einem anderen Handy oder am Terminal geändert, während du getippt hast: prüfe deine Zeilen am Blatt, bevor du speicherst.
scorer-lines-wrong = Nicht gespeichert: eine Zeile fehlt oder ist falsch (siehe darunter).
scorer-fix-empty = Tippe, was sich ändert, oder = und die ganze Zeile.
scorer-no-game = Noch keine Partie: beginne unten eine.
scorer-no-match = Diese Partie gehört zu keiner Serie.
scorer-bad-lone = Der als allein spielend genannte Spieler ist nicht in dieser Partie.
scorer-bad-lines = Diese Zeilen sind nicht die Zeilen dieser Runde: lade die Seite neu.
scorer-bad-call = Die Seite hat etwas geschickt, das diese Anzeigetafel nicht versteht ({ $detail }): lade die Seite neu.
scorer-needs-key = Dieses Handy hat den Schlüssel des Schreibers nicht, oder er wurde geändert: scanne den QR-Code des Schreibers erneut. Nichts wurde geändert.
scorer-other-site = Abgelehnt: diese Anfrage kommt nicht von der Seite des Schreibers. Nichts wurde geändert.
scorer-too-many = Zu viele Anfragen auf einmal: warte einen Moment und versuche es erneut. Nichts wurde geändert.
scorer-too-large = Abgelehnt: das Gesendete ist länger als { $most } Bytes. Nichts wurde geändert.
scorer-too-slow = Abgelehnt: das Gesendete kam nicht rechtzeitig an. Nichts wurde geändert.
scorer-method = Die Seite des Schreibers nimmt diese Art von Anfrage nicht an.

## Eine Runde, einmal.
scorer-already-saved = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } war schon gespeichert (die Antwort war nicht bei diesem Handy angekommen): sie wird nicht noch einmal gespeichert.
scorer-busy = Ein anderes canasta ändert gerade diese Partie (das Terminal oder ein Befehl): die Runde bleibt auf diesem Handy und wird gleich noch einmal geschickt.
scorer-bad-typist = Der Name dieser Seite ist keiner, den diese Tafel annimmt: lade die Seite neu.
scorer-bad-hand-id = Diese Runde hat keine Kennung, die diese Tafel annimmt: lade die Seite neu.
scorer-failed = Die Tafel konnte nicht antworten (ein Fehler des Programms, nicht des Getippten): versuche es noch einmal.
scorer-pinned = Diese Tafel zeigt nur Partie { $id } (sie wurde mit --game { $id } gestartet): beginne die neue Partie am Terminal, oder starte die Tafel ohne --game, damit sie der aktuellen Partie folgt.

## The page, offline and steady.
scorer-not-sent = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } ist noch nicht geschickt: sie wartet auf diesem Handy und geht von selbst an die Tafel, einmal, sobald die Tafel wieder antwortet.
scorer-theirs = { $term ->
    [round] Runde
   *[hand] Runde
} { $number }, inzwischen anderswo gespeichert
scorer-mine = Deine Zeilen
scorer-drop-mine = Meine verwerfen
scorer-save-mine = Meine als { $term ->
    [round] Runde
   *[hand] Runde
} { $number } speichern
scorer-conflict-same = Dieselben Zeilen wurden inzwischen anderswo gespeichert: verwirf deine, nichts geht verloren.
scorer-conflict-other = Andere Zeilen wurden inzwischen anderswo gespeichert: verwirf deine oder speichere sie als nächste.
scorer-dropped = Deine Zeilen wurden verworfen: nichts weiter wurde gespeichert.
scorer-bad-score = Ein Stand ist höchstens { $most } in jede Richtung: keine Partie kommt weiter.
scorer-no-table-game = Tisch { $table } hat im laufenden Durchgang keine Partie: entweder ist der Durchgang noch nicht veröffentlicht, oder an diesem Tisch wird in diesem Durchgang nicht gespielt (die Tafel zeigt, wo alle sitzen).
scorer-table-key-only = Das Handy eines Tisches trägt nur die Partie seines Tisches ein; Schlüssel ändert nur die Turnierleitung.
scorer-confirm-table = Ergebnis dieses Tisches bestätigen
scorer-confirm-opponent = Ein Gegner bestätigt das Ergebnis
scorer-confirmed-both = Vom Tisch und einem Gegner bestätigt: ab jetzt ändert es nur die Turnierleitung.
scorer-desk-title = Der Platz der Turnierleitung
scorer-desk-seat = Nächsten Durchgang einteilen
scorer-desk-publish = Veröffentlichen
scorer-desk-close = Durchgang schließen
scorer-desk-no-tournament = Diese Tafel zeigt kein Turnier (canasta serve --tournament NAME).
scorer-desk-needs-reason = Das Ergebnis von Tisch { $table } ist jetzt Sache der Turnierleitung (bestätigt, oder der Durchgang geschlossen): schreib den Grund der Änderung in das Feld unter den Tasten und versuch es noch einmal.
scorer-table-locked = Das Ergebnis von Tisch { $table } ist bestätigt: ändern kann es jetzt nur die Turnierleitung. Ruf die Turnierleitung.
scorer-table-key-refused = Der Schlüssel dieses Handys öffnet keinen Tisch dieses Turniers: er wurde erneuert oder gehört zu einem anderen Turnier. Scanne den QR-Code deines Tisches erneut (die Turnierleitung hat das neue Blatt). Nichts wurde geändert.
scorer-table-game-only = Diese Seite schreibt nur die Partie von Tisch { $table } des Turniers: hier wird keine andere Partie begonnen.
scorer-signed = Die Turnierleitung hat die Ergebnisse des Abends als endgültig unterschrieben ({ $at }): nichts ändert sich mehr.
scorer-night-signed = Die Turnierleitung hat die Ergebnisse des Abends als endgültig unterschrieben: nichts ändert sich mehr.
scorer-desk-signed = Die Ergebnisse des Abends sind als endgültig unterschrieben ({ $at }): nichts ändert sich mehr. Um sie zu berichtigen, wird das Turnier zuerst mit Grund im Terminal wieder geöffnet (tournament reopen).
scorer-desk-nothing-drafted = Kein Durchgang ist zum Veröffentlichen eingeteilt: teile zuerst den nächsten Durchgang ein.
scorer-desk-published-already = Durchgang { $round } ist schon veröffentlicht; der nächste wird eingeteilt, sobald dieser geschlossen ist.
scorer-desk-plan-done = Alle Durchgänge des Plans ({ $rounds }) sind eingeteilt: der Abend ist vorbei, wenn der letzte geschlossen ist.
scorer-desk-seat-open-before = Durchgang { $round } ist nicht geschlossen: der nächste Durchgang wird nach seinen Ergebnissen eingeteilt. Schließe ihn zuerst.
scorer-desk-seat-needs-manual = Durchgang { $round } wird von Hand eingeteilt: gib die Sitzordnung unten an, ein Tisch je Zeile ("1 3 8": Tisch 1, 3 N-S gegen 8 O-W; "- 5": 5 setzt aus).
scorer-desk-seat-too-few-present = Ein Einzel-Durchgang braucht mindestens { $need } Spieler; anwesend sind { $present } (abwesend: { $absent }). Der Durchgang kann eingeteilt werden, sobald einer von ihnen zurück ist.
scorer-desk-keys-renewed = Neue Schlüssel für jeden Tisch: die alten QR-Codes öffnen nichts mehr. Das Blatt der Tische öffnet sich zum Drucken; gib jedem Tisch seinen neuen Code.
scorer-desk-by-hand = Sitzordnung von Hand angeben
scorer-desk-by-hand-label = Die Sitzordnung, ein Tisch je Zeile: "1 3 8" ist Tisch 1, 3 N-S gegen 8 O-W; "- 5": 5 setzt aus
scorer-desk-seat-typed = Diese Sitzordnung übernehmen
scorer-desk-new-keys = Neue Schlüssel für die Tische (ein Schlüssel verloren oder gesehen)
scorer-desk-drafted = Durchgang { $round } eingeteilt, noch nicht gezeigt: prüfe ihn unten, dann veröffentliche ihn (oder gib die Sitzordnung von Hand an).
scorer-desk-drafted-individual = Durchgang { $round } eingeteilt, noch nicht gezeigt: prüfe ihn unten, dann veröffentliche ihn (ein Einzelturnier teilt die Bewegung ein).
scorer-desk-published = Durchgang { $round } veröffentlicht: { $tables ->
    [one] 1 Tisch spielt ihn
   *[other] { $tables } Tische spielen ihn
} auf ihren Handys.
scorer-desk-closed = Durchgang { $round } geschlossen: die Rangliste unten zählt ihn. Setze den nächsten Durchgang, wenn es so weit ist.
scorer-bad-table = Tisch oder Durchgang ist keine Zahl: öffne die Partie vom Platz der Turnierleitung aus.
scorer-desk-back = ← Der Platz der Turnierleitung
scorer-desk-why = Grund der Änderung (bleibt im Protokoll des Turniers)
scorer-desk-at = Tisch { $table }, Durchgang { $round }: als Turnierleitung
scorer-desk-open = Eintragen oder berichtigen
scorer-desk-col-sheet = Zettel
scorer-desk-goto-round = Durchgang
scorer-desk-goto-table = Tisch
scorer-desk-goto = Die Partie eines Tisches öffnen
scorer-ask-kind = Frage
scorer-key-space = Leerzeichen
scorer-steps-for = Schritt für Schritt: { $line }
scorer-step-went-out = Ausgemacht
scorer-share = Den Zettel teilen
scorer-share-text = Als Text teilen
scorer-share-picture = Den Verlauf als Bild teilen
scorer-share-copy = Den Text kopieren
scorer-share-download = Das Bild herunterladen
scorer-shared = Geteilt.
scorer-copied = Der Zettel ist kopiert: füg ihn im Chat ein.
scorer-downloaded = Das Bild ist heruntergeladen.
scorer-share-failed = Dieser Browser konnte es nicht teilen: kopier den Text, oder lade das Bild herunter.
scorer-legend = Was die Buchstaben bedeuten
scorer-sheet = Der Zettel
# Issue 41: every tap lands, every hand once.
scorer-keep-mine = Zurück zu meinen Zeilen, um sie zu prüfen
scorer-keys-not-put = Die nach „Speichern“ getippten Tasten wurden in keine Zeile übernommen.
scorer-save-mine-sure = Noch einmal tippen: meine als { $term ->
    [round] Runde
   *[hand] Runde
} { $number } speichern
scorer-saving = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } wird gespeichert …
scorer-same-kept = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } wurde auf einem anderen Handy mit denselben Zeilen gespeichert: sie steht einmal in der Partie, mehr wurde nicht gespeichert.

# The phone alone (the engine in the page): the games kept on the phone.
scorer-games = Partien auf diesem Handy
scorer-games-none = Noch keine Partie auf diesem Handy.
scorer-games-continue = Weiterschreiben
scorer-games-export = Exportieren
scorer-games-delete = Löschen
# $id: the game's number.
scorer-games-delete-confirm = Partie { $id } löschen? Sie lässt sich nicht zurückholen.
scorer-games-deleted = Partie { $id } ist gelöscht.
scorer-games-continued = Jetzt schreibst du Partie { $id }.
scorer-games-import = Partie importieren (eine von canasta exportierte Datei)
scorer-language = Sprache

# The phone alone: house rules (a preset of one's own) kept on the phone.
scorer-rules = Hausregeln auf diesem Handy
scorer-rules-hint = Eine eigene Variante: `extends:` eine Variante, dann die Felder, die anders sind (die Anleitung zu den Varianten nennt sie). Der Schiedsrichter prüft sie, bevor sie gespeichert wird, und eine damit gespielte Partie trägt sie in ihrer Datei.
scorer-rules-name = Name
scorer-rules-text = Regeln
scorer-rules-save = Prüfen und speichern
scorer-rules-delete = Löschen
# $name: the house rules' name, as typed.
scorer-rules-saved = Die Hausregeln { $name } sind gespeichert: wähle sie für eine neue Partie.
scorer-rules-deleted = Die Hausregeln { $name } sind gelöscht; damit gespielte Partien behalten sie.
scorer-rules-built-in = { $name } ist der Name einer eingebauten Variante: wähle einen anderen.
scorer-rules-none = Noch keine Hausregeln auf diesem Handy.
scorer-slip-points = { $fact }: Stehen ihre Punkte auf der Hand nicht in den gemeldeten Punkten, füg sie der Zeile hinzu (-35 für 35)
scorer-slip-melded = { $fact }: prüf die gemeldeten Punkte in der Zeile
