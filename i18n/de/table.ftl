## de: table
## Tischmodus (`canasta play`): der Beginn, das Menü, die Zeilen und Schritte einer Runde,
## die Regelfragen, das Speichern. `$term`: das Wort der Variante für ein Spiel: `hand`
## oder `round` (beides „Runde“ auf Deutsch).

## Verlassen und Unterbrechungen

table-needs-terminal = der Tischmodus stellt Fragen und braucht ein Terminal; in Skripten `canasta new` und `canasta record` mit Flags verwenden
table-needs-console = der Tischmodus kann dieses Terminal nicht steuern: das Fenster von Git Bash (mintty) gibt Programmen eine Pipe, keine Konsole. Starte `canasta play` in Windows Terminal, PowerShell oder cmd; alle anderen Befehle funktionieren hier wie gewohnt
table-interrupted = Unterbrochen.
table-closed = Das Terminal wurde geschlossen.
table-kept-draft = Jede zuvor bestätigte Runde ist gespeichert; die getippten Zeilen der laufenden Runde bleiben als Entwurf, den `canasta play` zum Abschließen anbietet.
table-kept-nothing = Jede zuvor bestätigte Runde ist gespeichert; die laufende Runde nicht.
table-nothing-started = Nichts wurde begonnen oder geändert.
table-quit-saved = Alles ist gespeichert. `canasta play` bringt dich zurück zu Partie { $game }.
table-quit-to-desk = Alles gespeichert. Zurück am Platz der Turnierleitung (Partie { $game }).

## Der Beginn

table-which-game = Welche Partie? (Esc: verlassen)
table-game-open-over = Partie { $game } öffnen ({ $variant }), beendet: { $totals } (Runde rückgängig machen oder ändern)
table-game-go-on = Partie { $game } fortsetzen ({ $variant }): { $totals }, nach { $hands } { $term ->
   *[hand] { $hands ->
    [one] Runde
   *[other] Runden
    }
}
table-game-damaged-item = Partie { $game } ist nicht lesbar: Grund und Reparatur ansehen
table-game-damaged = Partie { $game } ist nicht lesbar: { $why }.
table-game-damaged-left = Die Datei bleibt, wie sie ist. Repariere sie und komm zurück; wähle solange eine andere Partie.
table-started = Partie { $game } begonnen ({ $variant }). Zuerst gibt: { $dealer }.
table-variant-prompt = Variante (tippen filtert, Enter wählt, Esc verlässt)
table-variant-given = Variante: { $name } ({ $description })
table-side-name = Partei { $number } von { $count }: Name
table-player-name = Spieler { $number } von { $count }, in Sitzreihenfolge: Name
table-name-empty = ein Name darf nicht leer sein
table-name-taken = `{ $name }` ist vergeben; jeder Name muss anders sein
table-seats-go-round = Die Plätze wechseln zwischen den Parteien: { $order }; Partner sitzen nie nebeneinander.
table-players-prompt = Spieler nach Sitz, im Uhrzeigersinn, mit Kommas (Enter: keine Namen)
table-players-count = { $given ->
    [one] 1 Name angegeben
   *[other] { $given } Namen angegeben
}; alle { $seats } angeben, einen pro Platz, oder keinen
table-start-totals-prompt = Übertrag vom Papier (z. B. { $first }=2350, { $second }=1800; Enter: keiner)
table-start-write-side = `{ $part }`: PARTEI=STAND schreiben, z. B. { $side }=2350
table-start-not-a-side = `{ $text }` ist keine Partei; die Parteien sind { $sides }
table-not-whole-number = `{ $text }` ist keine ganze Zahl
table-who-deals = Wer gibt zuerst?

## Ein Entwurf, Änderungen von anderswo, Speichern

table-draft-finish = { $term ->
   *[hand] Runde
} { $number } wurde halb getippt ({ $lines }). Abschließen?
table-changed-elsewhere = Partie { $game } wurde anderswo geändert (ein anderes Terminal?); hier ist sie, wie sie jetzt ist.
table-changed-while-menu = Partie { $game } wurde anderswo geändert (ein anderes Terminal?), während das Menü wartete; hier ist sie, wie sie jetzt ist.
table-game-heading = Partie { $game } ({ $variant })
table-saved = Gespeichert.
table-lines-kept = Deine Zeilen bleiben erhalten: sie kommen als { $term ->
   *[hand] Runde
} { $number } wieder, auf der Partie, wie sie jetzt ist.
table-game-over-cannot-add = Die Partie ist jetzt vorbei, also kann die getippte Runde nicht mehr dazukommen.
table-not-saved-refused = Nicht gespeichert: { $why }
table-not-saved-changed = Nicht gespeichert: Partie { $game } wurde anderswo geändert (ein anderes Terminal?), während du getippt hast. Hier ist sie, wie sie jetzt ist.

## Das Menü zwischen den Runden

table-menu-prompt = Was nun? (q beendet)
table-menu-prompt-over = Die Partie ist vorbei. Was nun? (q beendet)
table-menu-match-next = Nächste Partie der Serie { $match_name } spielen (gleiche Parteien und Spieler)
table-menu-record = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } eintragen (gibt: { $dealer })
table-menu-question = { $canasta_term ->
    [burraco] Eine Regelfrage stellen (gilt die Meldung? ausmachen?)
    [canastra] Eine Regelfrage stellen (gilt die Meldung? ausmachen?)
   *[other] Eine Regelfrage stellen (reicht die Meldung? Stapel nehmen? ausmachen?)
}
table-menu-undo = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } rückgängig machen
table-menu-edit = Eine frühere { $term ->
    [round] Runde
   *[hand] Runde
} ändern
table-menu-fix-last = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } korrigieren (die letzte)
table-menu-drop = Eine beliebige { $term ->
    [round] Runde
   *[hand] Runde
} entfernen (die Stände danach werden neu berechnet)
table-menu-look = Ansehen: Aufstellung einer { $term ->
    [round] Runde
   *[hand] Runde
}, Diagramm, Regeln
table-menu-export = Partie als YAML exportieren
table-menu-board = Spielstand auf den Handys zeigen (Anzeigetafel)
table-menu-new-game = Neue Partie beginnen
table-menu-quit = Beenden (alles Bestätigte ist gespeichert)

## Rückgängig, ändern, entfernen

table-undo-confirm = { $term ->
   *[hand] Runde
} { $number } entfernen ({ $scores })? Das lässt sich nicht zurückholen
table-remove-confirm = { $term ->
   *[hand] Runde
} { $number } entfernen? Das lässt sich nicht zurückholen
table-removed = { $term ->
   *[hand] Runde
} { $number } entfernt.
table-edit-which = Welche { $term ->
   *[hand] Runde
} ändern?
table-remove-which = Welche { $term ->
   *[hand] Runde
} entfernen?
table-replaced = { $term ->
   *[hand] Runde
} { $number } ersetzt.
table-without-fails = Ohne { $term ->
   *[hand] Runde
} { $number } geht die Partie nicht auf: { $why }.
table-without = Ohne { $term ->
   *[hand] Runde
} { $number } ({ $scores }): Stände { $after } (jetzt { $now }).
table-pick-hand = { $prompt } (1 bis { $count }; q: zurück)
table-pick-hand-refused = `{ $text }`: die Runden sind von 1 bis { $count } nummeriert

## Die Anzeigetafel

table-board-at = Die Anzeigetafel ist unter { $address }
table-board-at-here = Die Anzeigetafel ist unter { $address } (nur dieser Computer).
table-board-let-phones = Sollen die Handys am Tisch sie auch sehen?
table-board-who = Wer darf die Anzeigetafel sehen? (Esc: zurück)
table-board-only-here = Nur dieser Computer (ein Browser hier)
table-board-phones-too = Auch die Handys am Tisch (jeder in diesem Netz mit der Adresse)
table-board-started-phones = Die Anzeigetafel ist unter { $address } (den Code mit einem Handy scannen; sie folgt jedem Speichern; sie endet mit dem Tischmodus)
table-board-started-here = Die Anzeigetafel ist unter { $address } (nur dieser Computer: hier im Browser öffnen; sie folgt jedem Speichern; sie endet mit dem Tischmodus)

## Serien

table-match-next-started = Partie { $game } begonnen ({ $variant }), die nächste der Serie { $match_name }. Zuerst gibt: { $dealer }.

## Eine Runde speichern

table-hand-cannot-be-right = { $term ->
   *[hand] Runde
} { $number } kann nicht stimmen: { $why }
table-nothing-saved-what-now = Nichts wurde gespeichert. Was nun?
table-enter-again = Neu eingeben (deine Antworten sind vorbelegt)
table-throw-hand = Diese { $term ->
   *[hand] Runde
} verwerfen
table-totals-now = Stände jetzt { $after } (vorher { $before }).
table-save-it = Speichern
table-change-line = Die Zeile von { $label } ändern: { $line }
table-change-lone = Ändern, wer allein spielte (Runde neu eingeben)
table-save-with-note = { $canasta_term ->
    [burraco] Mit Notiz speichern (falsch gegeben, falsch gezählt...)
    [canastra] Mit Notiz speichern (falsch gegeben, falsch gezählt...)
   *[other] Mit Notiz speichern (falsch gegeben, wer eine rote Drei vergaß...)
}
table-throw-it = Verwerfen
table-save-hand = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } speichern?
table-note = Notiz
table-thrown = Verworfen; nichts wurde gespeichert.

## Ansehen und exportieren

table-look-prompt = Ansehen (Esc: zurück)
table-look-breakdown = Die Aufstellung einer { $term ->
   *[hand] Runde
}
table-look-every = Die Aufstellung jeder { $term ->
   *[hand] Runde
}
table-look-chart = Das Diagramm des Gesamtstands
table-look-rules = Die Regeln dieser Partie
table-back = Zurück
table-which-hand = Welche { $term ->
   *[hand] Runde
}?
table-export-to = Partie (YAML) in welche Datei schreiben? (q: zurück)
table-nothing-written = Nichts wurde geschrieben.
table-file-exists = { $path } existiert. Ersetzen?
table-wrote = Partie { $game } nach { $path } geschrieben (`canasta import` liest sie wieder ein).
table-could-not-write = Konnte nicht geschrieben werden: { $why }

## Die Zeilen einer Runde

table-hand-heading = ── { $term ->
    [round] Runde
   *[hand] Runde
} { $number } · gibt: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}Mindestauslage: { $minimums }
} ──
table-hand-heading-editing = ── { $term ->
    [round] Runde
   *[hand] Runde
} { $number } (wird geändert) · gibt: { $dealer }{ $has_minimum ->
    [no] {""}
   *[yes] {" · "}Mindestauslage: { $minimums }
} ──
table-line-together = { $partners } gemeinsam
table-line-own = { $player } (eigene)
table-legend-example = Eine Zeile pro Partei, z. B. `{ $example }` oder `90 -40` ({ $minus }: auf der { $held ->
    [foot] Hand und im Fuß
   *[hand] Hand
}).
table-legend-counts = Mit Anzahl: { $counted }. Ausmachen: { $out }.
table-legend-pot = { $pot_term ->
    [morto] Stapel (Morto)
   *[other] Stapel (Pozzetto)
}: { $list }.
table-legend-pot-in-hand = { $unplayed ->
    [counts] { $pot_term ->
        [morto] Ein Stapel (Morto)
       *[other] Ein Stapel (Pozzetto)
    }, genommen und nicht gespielt: seine Karten gehören zu den Punkten auf der Hand (mindestens -{ $least }).
   *[not-counted] { $pot_term ->
        [morto] Ein Stapel (Morto)
       *[other] Ein Stapel (Pozzetto)
    }, genommen und nicht gespielt, zählt als nie genommen: seine Karten gehören nicht zu den Punkten auf der Hand.
}
table-legend-penalties = Strafen: { $list }.
table-legend-penalties-bonuses = Strafen und Prämien: { $list }.
# $cards: an example of cards written out, a set or a run as the variant has them.
table-legend-keys = Auch Karten ({ $cards }). ? fragt Schritt für Schritt (dort q: zurück zur Zeile), < geht zurück, q verlässt.
table-typed-before = Zuvor getippt: { $lines }
table-played-alone = { $player }: allein
table-nobody-alone = niemand nahm den Stapel, niemand machte aus: jeder allein
table-who-alone = Wer spielte allein (nahm zuerst den Stapel, oder machte aus)?
table-cannot-be-right = Das kann nicht stimmen: { $why }.
table-type-line-again = Die Zeile neu tippen (deine Antworten sind vorbelegt), oder q, um die Runde zu verlassen.
table-change-what = { $label }: { $line }. Tippe, was sich ändert (z. B. -45 oder { $example }), = und eine ganze neue Zeile, oder Enter zum Behalten.
table-change-prompt = { $label } (Änderung)
table-cannot-be-right-unchanged = Das kann nicht stimmen: { $why }; nichts geändert.

## Schritt für Schritt

table-how-ended = { $label }: wie endete die { $term ->
    [round] Runde
   *[hand] Runde
}?
table-way-not-out = hat nicht ausgemacht
table-way-out = hat ausgemacht
table-way-concealed = hat verdeckt ausgemacht (alles in einem Zug gemeldet)
table-way-hand-canasta = hat mit einem Hand-Canasta ausgemacht
table-way-special = hat mit { $special } ausgemacht ({ $points })
table-step = { $side } { $step }/{ $steps }: { $question }
table-step-melds = Meldungen als Karten (z. B. KKKKKKK QQ2 555), oder Enter: Summen
table-step-kinds = { $canasta_term ->
    [burraco] Burraco-Arten: { $kinds }
    [canastra] Canastra-Arten: { $kinds }
   *[other] Canasta-Arten: { $kinds }
}
table-step-canastas = { $canasta_term ->
    [burraco] Burracos, Anzahl und Art ({ $example }; 0: keine)
    [canastra] Canastras, Anzahl und Art ({ $example }; 0: keine)
   *[other] Canastas, Anzahl und Art ({ $example }; 0: keine)
}
table-step-pot = { $pot_term ->
    [morto] der Stapel (Morto)
   *[other] der Stapel (Pozzetto)
}
table-step-pot-taken = genommen
table-step-pot-not-taken = nie genommen
table-step-pot-unplayed = genommen, nicht gespielt
table-step-red-threes = ausgelegte rote Dreien
table-step-black-threes = ausgelegte schwarze Dreien (offen, wie rote Dreien)
table-step-melded = Punkte der gemeldeten Karten (ohne Prämien)
table-step-incomplete = unvollständige Meldungen (Leertaste markiert, Enter: fertig)
table-step-cards-in-hand = Karten auf der Hand (z. B. K74), oder Enter für Punkte
table-step-cards-in-hands = Karten je Hand, getrennt durch / (K74 / 55), oder Enter: Punkte
table-step-points-in-hand = Punkte der Karten auf der Hand (eine positive Zahl)
table-step-points-in-hand-pot = Handpunkte, { $unplayed ->
    [counts] mit nicht gespieltem
   *[not-counted] ohne nicht gespielten
} { $pot_term ->
    [morto] Morto
   *[other] Pozzetto
} (eine positive Zahl)
table-step-points-in-hand-foot = Punkte der Karten auf Hand und Fuß (eine positive Zahl)
table-slip-points = { $side }: Punkte auf der Hand (Enter: wie eingegeben)
table-slip-melded = { $side }: gemeldete Punkte (Enter: wie eingegeben)
table-step-black-in-hand = schwarze Dreien auf der Hand
table-step-holding = Spieler mit drei oder mehr { $rank }
table-step-any-penalties = Strafen?
table-step-any-bonuses = Prämien?
table-not-a-count = `{ $text }` ist keine Anzahl; eine ganze Zahl tippen, z. B. 1
table-not-points = `{ $text }` ist keine Punktzahl; z. B. 205 tippen
table-cards-fix = { $why }; korrigieren, oder - für Summen
table-these-cards = diese Karten
table-these-melds = diese Meldungen
table-penalties-legend = Strafen: { $list }
table-bonuses-legend = Prämien: { $list }
table-which-penalties = { $side }: welche Strafen, Anzahl und Name (z. B. { $example })
table-which-bonuses = { $side }: welche Prämien, Anzahl und Name (z. B. { $example })
table-tally-no-count = vor `{ $word }` steht keine Anzahl; erst die Anzahl, dann { $what ->
    [kind] die Canasta-Art
    [penalty] die Strafe
   *[bonus] die Prämie
}, z. B. 1 { $first }
table-tally-which = { $count } von welcher { $what ->
    [kind] Canasta-Art
    [penalty] Strafe
   *[bonus] Prämie
}? z. B. { $count } { $first } schreiben; { $variant } hat: { $known }
table-tally-could-be = `{ $words }` könnte { $options } sein; schreib mehr vom Namen
table-tally-unknown = `{ $words }` ist { $what ->
    [kind] keine Canasta-Art
    [penalty] keine Strafe
   *[bonus] keine Prämie
} von { $variant }; { $variant } hat: { $known }
table-tally-twice = `{ $words }` steht doppelt da; einmal angeben, mit der Anzahl davor
table-either = { $first } oder { $second }

# A yes-or-no answer said back (the keys stay `y` and `n`).
table-yes = ja
table-no = nein
# The keys that answer a yes-or-no question (the English y and n are always taken too),
# and the hint that names them after the question.
table-yes-key = j
table-no-key = n
table-yes-no-keys = (j/n)

## Regelfragen

table-left-question = (Frage verlassen)
table-rules-prompt = Regelfrage (Esc: zurück; q verlässt eine Frage)
table-ask-meld = Ist diese Meldung gültig, und reicht sie für unsere Erstmeldung?
table-ask-pile = Darf ich den Ablagestapel nehmen?
table-ask-out = Dürfen wir ausmachen?
table-ask-minimum-score = Wie hoch ist die Mindestauslage bei einem Punktestand?
table-ask-minimum-hand = Wie hoch ist die Mindestauslage in einer Runde?
table-ask-special = Ist dieses Blatt ein Sonderblatt?
table-q-whose-meld = Wessen Meldung?
table-q-side-needs = { $side } (mindestens { $minimum })
table-q-melds = Die Meldungen (z. B. KKK QQ2)
table-q-top-taken = Oberste Karte des Stapels, falls dafür genommen (Enter: keine)
table-q-concealed = Verdeckt ausmachen mit diesen Meldungen?
table-q-top = Die oberste Karte des Ablagestapels
table-q-your-cards = Die Karten auf deiner Hand
table-q-side-melded = Hat deine Partei die Erstmeldung gemacht?
table-q-side-melds = Die Meldungen deiner Partei auf dem Tisch (Enter: keine)
table-q-frozen = Liegt eine wilde Karte oder eine rote Drei im Stapel (eingefroren)?
table-q-one-card = Hast du nur eine Karte, und liegt nur eine Karte im Stapel?
table-q-opponents = Die Meldungen der Gegner auf dem Tisch (Enter: keine)
table-q-out-melds = Meldungen deiner Partei, samt den neuen (Enter: keine)
table-q-canastas = Fertige Canastas deiner Partei
table-q-cards-left = Karten, die du noch hättest (1: eine zum Abwerfen)
table-q-melded-nothing = Hat deine Partei noch nichts gemeldet (verdeckt ausmachen)?
table-q-pot-taken = Hat deine Seite ihren { $pot_term ->
    [morto] Stapel (Morto)
   *[other] Stapel (Pozzetto)
} schon genommen?
table-q-score = Der Gesamtstand der Partei (darf negativ sein)
table-q-which-hand = Welche Runde (1 ist die erste)
table-q-hand-cards = Die Karten des Blatts
table-q-back = { $prompt } (q: zurück)
table-q-number-refused = `{ $text }`: { $why ->
    [large] zu groß
    [small] zu klein
   *[invalid] keine ganze Zahl
} (q: zurück)
table-q-one-card-only = `{ $text }` sollte eine Karte sein, z. B. K oder 9

## Eine Runde, einmal gespeichert (eine Änderung von anderswo, während sie getippt wurde).
table-already-saved = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } war schon gespeichert (die Antwort war nicht zurückgekommen); sie wird nicht noch einmal gespeichert.
table-saved-meanwhile = Inzwischen wurde { $term ->
    [round] Runde
   *[hand] Runde
} { $number } anderswo gespeichert (auf einem Handy, an einem anderen Terminal):
table-yours = Deine:
table-same-hand = Es ist dieselbe Runde.
table-mine-what = Was wird aus deiner?
table-mine-drop = Meine verwerfen: { $term ->
    [round] Runde
   *[hand] Runde
} { $number } ist gespeichert
table-mine-save-next = Meine auch speichern, als { $term ->
    [round] Runde
   *[hand] Runde
} { $next }
table-mine-keep = Meine zum Nachsehen behalten, als { $term ->
    [round] Runde
   *[hand] Runde
} { $next } (nichts wird gespeichert)

# The players' question when the last game's players are offered first (shown after
# it as its default: Enter keeps them).
table-players-prompt-last = Spieler nach Sitz, mit Kommas (- keine Namen)

# The meld question of the rules list in a form without an initial-meld minimum (the
# Burraco family): its legality only.
table-ask-meld-legal = Ist diese Meldung regelgerecht?

# The menu's items on a narrow screen (under 60 columns: a phone's terminal): each
# the item above without its explanation, so that none is cut where its meaning is.
table-menu-match-next-short = Nächste Partie: { $match_name }
table-menu-question-short = Eine Regelfrage stellen
table-menu-fix-last-short = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } korrigieren
table-menu-drop-short = Eine { $term ->
    [round] Runde
   *[hand] Runde
} entfernen
table-menu-look-short = Ansehen: Aufstellung, Diagramm, Regeln
table-menu-board-short = Spielstand auf den Handys
table-menu-quit-short = Beenden (alles gespeichert)
table-entrants-how = Ein Teilnehmer pro Zeile: { $per ->
        [one] sein Spieler ("Ana Rossi")
       *[other] seine { $per } Spieler ("Ana Rossi, Bob Bianchi")
    }, oder "Name: Spieler"; eine Zeile [A] beginnt eine Gruppe. Enter auf einer leeren Zeile, wenn alle drin sind; Esc verlässt, nichts wird angelegt.
table-entrant-prompt = Teilnehmer { $number }
table-desk-menu = Der Platz der Turnierleitung: was nun?
table-desk-seat = Durchgang { $round } einteilen
table-desk-seat-again = Durchgang { $round } neu einteilen
table-desk-publish = Durchgang { $round } veröffentlichen (Sitzordnung fest, Partien angelegt)
table-desk-close = Durchgang { $round } schließen
table-desk-table = Die Partie eines Tisches: seinen Zettel eintragen, oder berichtigen
table-desk-standings = Die Rangliste
table-desk-keys = Neue Schlüssel für die Tische (ein Schlüssel verloren oder gesehen)
table-desk-sign = Die Rangliste des Abends als endgültig unterschreiben
table-desk-look = Noch einmal ansehen
table-desk-which-round = Durchgang
table-desk-no-round = kein veröffentlichter Durchgang: gib seine Nummer an (bisher { $rounds } veröffentlicht)
table-desk-which-table = Tisch in Durchgang { $round }
table-desk-no-table = an diesem Tisch gibt es keine Partie: die Tische des Durchgangs sind { $tables }
table-desk-why = Das Ergebnis von Tisch { $table } ist jetzt Sache der Turnierleitung: der Grund der Änderung (bleibt im Protokoll)
table-desk-why-needed = eine Änderung an einem bestätigten oder geschlossenen Ergebnis braucht ihren Grund
