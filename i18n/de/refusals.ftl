## de: refusals

## Eine Runde, vom Schiedsrichter abgelehnt (src/render/hand_errors.rs).

refusal-and = { $first } und { $second }
refusal-hand-unknown-unit = `{ $name }` ist nicht in dieser Partie; { $unit ->
        [player] die Spieler
       *[side] die Parteien
    } sind: { $known }
refusal-hand-missing-unit = kein Ergebnis für { $name }: { $unit ->
        [player] jeder Spieler braucht
       *[side] jede Partei braucht
    } eine Zeile, auch wenn alles null ist
refusal-hand-negative = { $name }: { $field } { $value }; Anzahlen und Punkte können nicht negativ sein
refusal-hand-too-large = { $name }: { $field } { $value }, mehr als möglich: { $limit }
refusal-hand-not-multiple-of-five = { $name }: { $field } { $value }; Kartenpunkte sind immer ein Vielfaches von 5 (versuch { $lower } oder { $upper })
refusal-hand-two-went-out = Ausmachen für { $first } und für { $second } eingetragen; in einer Runde macht nur eine Partei aus
refusal-hand-too-few-canastas = { $name }: mit { $have } { $canasta_term ->
        [burraco] { $have ->
            [one] Burraco
           *[other] Burracos
        }
        [canastra] { $have ->
            [one] Canastra
           *[other] Canastras
        }
       *[other] { $have ->
            [one] Canasta
           *[other] Canastas
        }
    } ausgemacht; { $variant } verlangt { $needs } zum Ausmachen
refusal-hand-too-few-of-kind = { $name }: mit { $got } { $canasta_term ->
        [burraco] { $got ->
            [one] Burraco
           *[other] Burracos
        }
        [canastra] { $got ->
            [one] Canastra
           *[other] Canastras
        }
       *[other] { $got ->
            [one] Canasta
           *[other] Canastas
        }
    } ({ $kind }) ausgemacht; { $variant } verlangt mindestens { $needs } zum Ausmachen
refusal-hand-no-concealed-bonus = { $name }: verdeckt ausgemacht, aber { $variant } hat keine Prämie fürs verdeckte Ausmachen; trag `normal` ein
refusal-hand-out-with-cards = { $name }: ausgemacht, also keine Karten auf der Hand, aber die Karten auf der Hand von { $name } zählen { $in_hand } Punkte; gib -0 oder nichts für die Karten auf der Hand von { $name } an
refusal-hand-pot-unplayed-in-hand = { $name }: { $pot_term ->
    [morto] der Stapel (Morto)
   *[other] der Stapel (Pozzetto)
} wurde genommen und nicht gespielt, also sind seine { $cards } Karten auf der Hand, mindestens { $least } wert, aber angegeben sind { $in_hand } auf der Hand; gib die Punkte auf der Hand mit seinen Karten an (mindestens -{ $least })
refusal-hand-red-threes = insgesamt { $count } rote Dreien eingetragen; { $variant } wird mit { $decks } Kartenspielen gespielt, die { $max } enthalten
refusal-hand-black-threes = diese Runde: insgesamt { $count } schwarze Dreien eingetragen; { $decks } Kartenspiele enthalten { $max }
refusal-hand-too-many-cards = diese Runde: insgesamt { $count } Karten `{ $symbol }` ausgeschrieben; { $decks } Kartenspiele enthalten { $max }
refusal-hand-canastas-exceed-melded = { $name }: { $claimed } eingetragen, aber nur { $melded } Punkte gemeldet; { $canasta_term ->
        [burraco] diese Burracos
        [canastra] diese Canastras
       *[other] diese Canastas
    } allein zählen mindestens { $needed }
refusal-hand-points-beyond-packs = insgesamt { $points } Kartenpunkte eingetragen (gemeldet und auf der Hand); alle Karten der Kartenspiele von { $variant } zusammen sind { $max } wert
refusal-hand-lone-not-allowed = `lone` nennt einen Spieler, aber { $variant } hat feste Partnerschaften; lass es weg
refusal-hand-lone-missing = Ausmachen durch { $went_out }, also hat in dieser Runde jemand allein gespielt: nenn den Alleinspieler (wer zuerst den Ablagestapel aufgenommen hat, oder { $went_out }, wenn niemand ihn aufgenommen hat)
refusal-hand-overflow = diese Runde: ihre Zahlen ergeben mehr, als ein Punktestand fassen kann
refusal-hand-breach = { $name }: { $breach }

refusal-limit-pack-points = alle Karten der Kartenspiele von { $variant } zusammen sind { $max } wert
refusal-limit-pack-threes = { $variant } wird mit { $decks } Kartenspielen gespielt, die { $max } enthalten
refusal-limit-pack-canastas = die Kartenspiele von { $variant } reichen für höchstens { $max } Canastas
refusal-limit-per-hand = höchstens { $max } pro { $what ->
        [canasta_kind] Canasta-Art
        [bonus] Prämie
        [special_hand] Sonderblatt
        [incomplete_meld] unvollständige Meldung
        [holding] gehaltenen Rang
       *[penalty] Strafe
    } in einer Runde
refusal-limit-players = es zählt Spieler, und die Partei hat { $players }

refusal-claim-canastas = { $count } { $canasta_term ->
        [burraco] { $count ->
            [one] Burraco
           *[other] Burracos
        }
        [canastra] { $count ->
            [one] Canastra
           *[other] Canastras
        }
       *[other] { $count ->
            [one] Canasta
           *[other] Canastas
        }
    } ({ $kind })
refusal-claim-incomplete = eine unvollständige Meldung { $meld }
refusal-known-no-bonuses = keine Prämien
refusal-known-none = keine
refusal-count-of-kind = { $count ->
        [one] { $kind }
       *[other] { $kinds }
    }: { $count }

refusal-breach-unknown = { $what ->
        [canasta_kind] unbekannte Canasta-Art
        [bonus] unbekannte Prämie
        [special_hand] unbekanntes Sonderblatt
        [incomplete_meld] unbekannte unvollständige Meldung
        [holding] unbekannter gehaltener Rang
       *[penalty] unbekannte Strafe
    } `{ $given }`; { $variant } hat: { $known }
refusal-breach-unknown-incomplete = unbekannte unvollständige Meldung `{ $given }`; { $variant } bestraft: { $known }
refusal-breach-unknown-holding = unbekannter gehaltener Rang `{ $given }`; { $variant } bestraft Spieler, die drei oder mehr halten: { $known }
refusal-breach-no-hand-canasta-bonus = mit einem Hand-Canasta ausgemacht, aber { $variant } hat keine Hand-Canasta-Prämie; trag `normal` oder `concealed` ein
refusal-breach-special-hand-unnamed = mit einem Sonderblatt ausgemacht, ohne zu sagen, mit welchem; { $variant } hat: { $known }
refusal-breach-special-hand-not-out = special_hand `{ $hand }` gilt nur für eine Partei, die damit ausgemacht hat (went_out: special)
refusal-breach-special-hand-after-melding = mit einem Sonderblatt ausgemacht, aber ein Sonderblatt gilt nur für eine Partei, die nichts gemeldet hat; diese Partei hat { $melded } gemeldet
refusal-breach-special-hand-after-canastas = mit einem Sonderblatt ausgemacht, aber ein Sonderblatt gilt nur für eine Partei, die nichts gemeldet hat; diese Partei hat { $melded } gemeldet und hat Canastas
refusal-breach-black-threes-not-scored = { $field } ist { $value }, aber { $variant } wertet schwarze Dreien nicht so; zähl sie als 5-Punkte-Karten in melded oder in_hand
refusal-breach-incomplete-twice = die unvollständige Meldung `{ $meld }` steht zweimal da; eine Partei hat eine Meldung pro Art
refusal-breach-canasta-and-incomplete = ein vollständiger Canasta ({ $kind }) und zugleich eine unvollständige Meldung { $meld }; ist dieser Canasta geschlossen, kann keine andere Meldung seines Rangs begonnen werden
refusal-breach-notation = { $field ->
    [hands] Karten auf der Hand
   *[melds] Meldungen
}: { $error }
refusal-breach-meld = Meldung { $error }
refusal-breach-canasta-of-no-kind = { $meld } ist ein Canasta, für den { $variant } keine Prämie hat; seine Arten sind: { $known }
refusal-breach-melded-disagrees = melded ist { $given }, aber die Meldungen { $melds } ergeben { $found }
refusal-breach-canastas-disagree = die Canastas sind als { $given } angegeben, aber die Meldungen { $melds } ergeben { $found }
refusal-breach-incomplete-disagrees = incomplete ist als [{ $given }] angegeben, aber die Meldungen { $melds } lassen [{ $found }] unvollständig
refusal-breach-hands-disagree = { $field } ist { $given }, aber die Hände { $hands } ergeben { $found }
refusal-breach-too-many-hands = { $given } Hände sind angegeben, aber eine Partei hat { $players } { $players ->
        [one] Spieler
       *[other] Spieler
    }; gib einen Eintrag pro Spieler an

## Der Regelkern (src/render/core_errors.rs).

refusal-or = { $first } oder { $last }
refusal-name-empty = ein Name darf nicht leer sein
refusal-name-control = der Name { $name } enthält ein Steuerzeichen oder eine Marke, die den Text umdreht (Terminal-Codes und Richtungsmarken sind in Namen nicht erlaubt)
refusal-name-separator = der Name { $name } enthält `{ $ch }`, das die Befehlszeile zwischen einer Partei und ihrem Wert verwendet (`--melded We=120`, `--penalty We:name`); wähl einen Namen ohne `=` oder `:`
refusal-name-too-long = der Name { $name } ist { $len } Zeichen lang; höchstens { $max }
refusal-merge-same = { $from } und { $into } sind schon derselbe Name
refusal-merge-chain = { $from } ist mit { $into } zusammengeführt, das selbst mit einem anderen Namen zusammengeführt ist (eine Kette oder ein Kreis); jede Schreibweise muss die Person nennen, für die sie steht

refusal-notation-symbol = `{ $symbol }` an Position { $position } von "{ $input }" ist keine Karte; verwende A K Q J T (oder 10) 9 8 7 6 5 4, 2 (wilde Karte), * (Joker), R (rote Drei), B (schwarze Drei)
refusal-notation-hint-three = eine Drei ist R (rot) oder B (schwarz)
refusal-notation-hint-ten = eine Zehn ist T oder 10
refusal-notation-hint-repeat = x wiederholt die Karte davor, wie in Kx7
refusal-notation-count = die Anzahl nach `x` an Position { $position } von "{ $input }" fehlt oder ist keine Zahl von 1 bis 12 (z. B. Kx7 für sieben Könige)
refusal-notation-run = die Folge an Position { $position } von "{ $input }" geht abwärts; schreib sie aufsteigend, z. B. ♥5-J (eine Folge geht von 4 bis A)
refusal-notation-empty = keine Karten angegeben

refusal-ranks = { $rank ->
        [ace] Assen
        [king] Königen
        [queen] Damen
        [jack] Buben
        [ten] Zehnen
        [nine] Neunen
        [eight] Achten
        [seven] Siebenen
        [six] Sechsen
        [five] Fünfen
       *[four] Vieren
    }
refusal-meld-red-three = rote Dreien werden nie gemeldet; sie werden für sich ausgelegt
refusal-meld-no-black-threes = schwarze Dreien werden in { $variant } nie gemeldet
refusal-meld-black-threes-only = eine Meldung aus schwarzen Dreien enthält nur schwarze Dreien, nie wilde Karten oder andere Ränge
refusal-meld-black-threes-going-out = schwarze Dreien darf nur melden, wer ausmacht, in diesem letzten Zug
refusal-meld-black-three-sizes = eine Meldung aus schwarzen Dreien muss in { $variant } { $sizes } Karten haben
refusal-meld-mixed-ranks = eine Meldung besteht aus Karten eines Rangs, aber diese mischt { $ranks }
refusal-meld-too-few = eine Meldung hat mindestens drei Karten
refusal-meld-too-many = eine Meldung hat in { $variant } höchstens { $max } Karten
refusal-meld-no-wild-melds = eine Meldung nur aus wilden Karten ist in { $variant } nicht erlaubt; eine Meldung braucht mindestens { $min_naturals } natürliche Karten
refusal-meld-wild-meld-too-large = eine Meldung aus wilden Karten hat höchstens sieben Karten
refusal-meld-few-naturals = eine Meldung braucht in { $variant } mindestens { $min } natürliche Karten; diese hat { $naturals }
refusal-meld-wild-free-rank = in { $variant } dürfen wilde Karten nie in einer Meldung aus { $ranks } stehen
refusal-meld-wilds-only-initial = eine Meldung aus { $ranks } nimmt in { $variant } wilde Karten nur als Teil der Erstmeldung der Partei
refusal-meld-too-many-wilds = eine Meldung hat in { $variant } höchstens { $max ->
        [one] eine wilde Karte
       *[other] { $max } wilde Karten
    }; diese hat { $wilds }
refusal-meld-wilds-over-naturals = eine Meldung darf in { $variant } nicht mehr wilde als natürliche Karten haben; diese hat { $wilds } wilde und { $naturals } natürliche
refusal-meld-no-sequences = { $variant } hat keine Folgen; eine Meldung besteht aus Karten eines Rangs (schreib sie ohne Farben)
refusal-meld-sequence-naturals-only = eine Folge enthält nur natürliche Karten einer Farbe, jede mit ihrer Farbe geschrieben (keine wilden Karten, keine Dreien)
refusal-meld-sequence-one-suit = eine Folge ist ganz aus einer Farbe
refusal-meld-sequence-size = eine Folge hat drei bis sieben Karten; diese hat { $size }
refusal-meld-sequence-gap = eine Folge besteht aus aufeinanderfolgenden Rängen, jeder einmal (4 5 6 7 8 9 T J Q K A)
refusal-meld-two-of-one-rank = eine Partei darf nicht zwei Meldungen eines Rangs haben (diese und { $first }); Karten eines Rangs gehören in eine Meldung
refusal-meld-pile-top-not-natural = der Ablagestapel kann nicht aufgenommen werden, wenn eine wilde Karte oder eine Drei oben liegt

refusal-preset-unknown = unbekannte Variante `{ $name }`; die Varianten sind: { $known }
refusal-preset-syntax = das Preset `{ $source_name }` ist kein gültiges Regelwerk: { $problem }
refusal-preset-not-a-mapping = ein Preset ist eine Zuordnung von Feldern (name: ..., target: ...)
refusal-preset-extends-name = `extends` nennt ein Preset beim Namen (Buchstaben, Ziffern, `-`, `_`; kein Pfad), z. B. `extends: classic`
refusal-preset-extends-too-deep = `extends` geht tiefer als { $max } Presets; erweitert ein Preset sich selbst?
refusal-preset-too-deep = es ist in Zeile { $line } tiefer als { $max } verschachtelt
refusal-rules = Preset `{ $preset }`: Feld `{ $field }`: { $problem }

refusal-rules-empty = darf nicht leer sein
refusal-rules-control = enthält ein Steuerzeichen (Terminal-Codes sind nicht erlaubt)
refusal-rules-sides = ist { $sides }; 2 bis 6 Parteien
refusal-rules-players-per-side = ist { $players }; 1 bis 4 Spieler pro Partei
refusal-rules-seats = setzt { $players } Spieler an den Tisch; 2 bis 8 Spieler an einem Tisch
refusal-rules-lone-players = ist { $players }; ein Alleinspiel gegen eine Partnerschaft braucht 3 Spieler
refusal-rules-decks = ist { $decks }; 1 bis 8 Kartenspiele
refusal-rules-no-end = fehlt; eine Partie braucht Zielpunkte, eine Anzahl Runden (`hands`) oder beides
refusal-rules-target = ist { $target }; ein positives Vielfaches von 5
refusal-rules-no-hands = ist 0; eine Partie hat mindestens 1 Runde
refusal-rules-bonus = ist { $bonus }; eine Prämie ist ein positives Vielfaches von 5
refusal-rules-bonus-is-penalty = ist auch eine Strafe; gib jeder ihren eigenen Namen
refusal-rules-hand-minimum = ist { $min }; ein Minimum ist 0 oder ein positives Vielfaches von 5
refusal-rules-both-minimums = und initial_meld sind beide angegeben; das Minimum richtet sich nach der Runde oder nach dem Punktestand, nicht nach beidem
refusal-rules-no-bands = braucht mindestens eine Stufe (oder gib initial_meld_by_hand an)
refusal-rules-first-band-from = die erste Stufe muss `from: null` haben (jeder Punktestand)
refusal-rules-null-from = nur die erste Stufe darf `null` sein
refusal-rules-band-order = ist { $from }; Stufen müssen nach `from` aufsteigend geordnet sein
refusal-rules-band-minimum = ist { $min }; ein Vielfaches von 5, null oder mehr
refusal-rules-no-canasta-kinds = braucht mindestens eine Art
refusal-rules-kind-name = Art `{ $name }`: Namen sind kleingeschriebene Wörter, verbunden mit `_`
refusal-rules-canasta-bonus = ist { $bonus }; eine Prämie ist null oder mehr
refusal-rules-missing-red-threes = hat keinen Wert für { $count } rote Dreien; gib jede Anzahl von 1 bis { $max } an
refusal-rules-missing-black-threes = hat keinen Wert für { $count } schwarze Dreien; gib jede Anzahl von 1 bis { $max } an
refusal-rules-red-threes-outside = nennt { $count } rote Dreien; die Kartenspiele enthalten 1 bis { $max }
refusal-rules-unknown-penalty = nennt `{ $name }`, das keine Strafe dieses Presets ist
refusal-rules-unknown-kind = nennt `{ $kind }`, das keine Canasta-Art dieses Presets ist
refusal-rules-fewer-than-kinds = ist { $canastas }, weniger als die { $kinds }, die needs_kinds verlangt
refusal-rules-positive-penalty = eine Strafe wird als negative Zahl geschrieben
refusal-rules-incomplete-meld = braucht einen kleingeschriebenen Namen, eine negative Strafe und positive min_points
refusal-rules-holding = braucht einen kleingeschriebenen Namen und eine negative Strafe
refusal-rules-special-hand = braucht einen kleingeschriebenen Namen und eine Wertung von null oder mehr
refusal-rules-hand-symbol = `{ $symbol }` ist keine Karte: verwende A K Q J T 9 8 7 6 5 4, 2, * (Joker) oder 3 (eine Drei beliebiger Farbe)
refusal-rules-groups = nennt die Größen der Gruppen gleicher Karten: jede 1 oder mehr, höchstens 100 Karten
refusal-rules-too-many-canastas = ist { $canastas }; höchstens 10
refusal-rules-name = `{ $name }`: Namen sind kleingeschriebene Wörter, verbunden mit `_`
refusal-rules-penalty = ist { $value }; eine Strafe wird als negative Zahl geschrieben
refusal-rules-missing-kind = nennt die Canasta-Art `{ $kind }`, die dieses Preset nicht hat; es hat: { $known }
refusal-rules-out-of-bounds = ist { $value }; es muss zwischen { $low } und { $high } liegen
refusal-requirement = `{ $given }` ist keine Bedingung; schreib `nothing`, `a meld`, `1 canasta`, `N canastas` oder `a KIND canasta`

refusal-log-too-deep = ist kein gültiges Partieprotokoll: es ist in Zeile { $line } tiefer als { $max } verschachtelt
refusal-log-syntax = ist kein gültiges Partieprotokoll: { $message }
refusal-log-syntax-at = ist kein gültiges Partieprotokoll in Zeile { $line }, Spalte { $column }: { $message }
refusal-log-schema = hat Schema { $found }; dieses Programm liest die Schemas 1 bis { $schema } (von einem neueren canasta geschrieben?)
refusal-log-cut-short = ist abgeschnitten: es endet nicht mit der Zeile `{ $end }`, die jedes Speichern schreibt (volle Festplatte oder abgebrochene Kopie?)
refusal-log-rules = Regeln: { $error }

refusal-start-not-a-side = der Startstand von `{ $side }` ist angegeben, aber `{ $side }` ist keine Partei; die Parteien sind { $sides }
refusal-start-at-target = der Startstand von `{ $side }` ist { $total }, auf oder über dem Ziel der Partie von { $target }: eine Partie, die dort beginnt, ist vorbei; fang darunter an
refusal-start-not-a-total = der Startstand von `{ $side }` ist { $total }; ein Stand ist ein Vielfaches von 5, höchstens 1000000 in jede Richtung

refusal-ledger-schema = Schema { $found } kann dieses Programm nicht lesen; es liest Schema { $schema }
refusal-ledger-no-rules = die Partie hat keine Regeln: gib `rules:` oder eine bekannte `variant:` an
refusal-ledger-sides = { $variant } wird von { $expected } { $units ->
        [players] Spielern
       *[sides] Parteien
    } gespielt, aber die Partie nennt { $found }
refusal-ledger-control-variant = variant enthält ein Steuerzeichen (Terminal-Codes sind nicht erlaubt)
refusal-ledger-control-note = die Notiz von Runde { $hand } enthält ein Steuerzeichen (Terminal-Codes sind nicht erlaubt)
refusal-ledger-empty-name = Partei { $index } hat einen leeren Namen
refusal-ledger-duplicate-name = der Name `{ $name }` kommt zweimal vor; jede Partei und jeder Spieler braucht einen anderen Namen
refusal-ledger-players = Partei { $side } nennt { $found } Spieler; { $variant } hat { $expected } pro Partei (oder keine, um Platznummern zu verwenden)
refusal-ledger-unknown-dealer = `{ $dealer }` soll geben, spielt aber nicht in dieser Partie; die Spieler sind: { $players }
refusal-ledger-too-large = Runde { $number }: ein Stand wächst über das hinaus, was ein Punktestand fassen kann
refusal-ledger-hand = Runde { $number }: { $error }
refusal-ledger-after-end = Runde { $number } kommt nach dem Ende der Partie ({ $winners }: Sieg in Runde { $ended }); fang eine neue Partie an

## Die Partie-Ebene (src/render/game_refusals.rs).

refusal-mend-hand = korrigiere Runde { $number } mit `canasta edit { $number } --game { $id } ...` oder entferne sie mit `canasta drop { $number } --game { $id }`
refusal-mend-by-hand = korrigiere die Datei von Hand in einem Texteditor
refusal-mend-hand-at-table = Runde { $number } muss korrigiert oder entfernt werden, bevor die Partie hier weitergehen kann
refusal-damaged = die Partiedatei { $file } geht nicht auf: { $error } (die Datei blieb, wie sie war; { $mend })
refusal-setup-side-units = { $variant } wird von { $units } Parteien gespielt; gib --side { $units }-mal an (du hast { $gave } angegeben)
refusal-setup-player-units = { $variant } wird von { $units } Spielern gespielt; gib --side { $units }-mal an (du hast { $gave } angegeben)
refusal-setup-seats = { $variant } setzt { $seats } Spieler an den Tisch; gib --player { $seats }-mal in Sitzreihenfolge an (du hast { $gave } angegeben)
refusal-setup-start-twice = zwei Startstände für { $side }; gib jede Partei einmal an
refusal-setup-no-such-dealer = `{ $dealer }` soll geben, sitzt aber nicht am Tisch; die Spieler sind: { $seats }
refusal-setup-side-units-at-table = { $variant } wird von { $units } Parteien gespielt; nenn { $units } Parteien (du hast { $gave } genannt)
refusal-setup-player-units-at-table = { $variant } wird von { $units } Spielern gespielt; nenn { $units } Spieler (du hast { $gave } genannt)
refusal-setup-seats-at-table = { $variant } setzt { $seats } Spieler an den Tisch; nenn alle { $seats } in Sitzreihenfolge oder keinen (du hast { $gave } genannt)
refusal-match-rule-given-again = die Serie { $name } gibt es schon; ihre Regel wurde beim Start festgelegt (lass --first-to und --games weg, um ihre nächste Partie zu spielen)
refusal-match-over = { $standing } Starte eine neue Serie mit einem neuen Namen.
refusal-match-in-play = Serie { $name }: Partie { $game } läuft noch; beende sie zuerst
refusal-match-rule-missing = die Serie { $name } ist neu: sag, wie sie gewonnen wird, --first-to N (Partien) oder --games N
refusal-match-no-games = eine Serie hat mindestens eine Partie
refusal-match-no-such-match = es gibt keine Serie { $name }
refusal-import-nothing-imported = (nichts wurde importiert)
refusal-import-diverged = das ist eine Kopie von Partie { $id }, aber sie ist ab { $term ->
           *[other] Runde
    } { $hand } anders verlaufen: diese ist nicht wie die hier gespeicherte. Sieh dir beide an (`canasta show --game { $id }`), korrigiere die falsche und importiere noch einmal
refusal-import-rules-differ = das ist eine Kopie von Partie { $id }, aber mit anderen Regeln gespielt (die Hausregeln sind verschieden), daher können ihre Runden nicht an diese Partie angefügt werden
refusal-restore-cut-short = { $origin } ist abgeschnitten: eine Sicherung endet mit der Zeile `{ $end }`; nichts wurde importiert
refusal-restore-part-too-large = { $origin }: der Teil `{ $part }` hat { $bytes } Bytes, mehr als die { $megabytes } MB, die ein Teil haben darf; nichts wurde importiert
refusal-restore-part-cut-short = { $origin } ist abgeschnitten (in `{ $part }`); nichts wurde importiert
refusal-restore-part-not-text = { $origin }: der Teil `{ $part }` ist kein UTF-8-Text; nichts wurde importiert
refusal-restore-old-part-too-large = { $origin }: der Teil `{ $part }` ist größer als { $megabytes } MB; nichts wurde importiert
refusal-restore-bad-game-id = { $origin }: { $why }; nichts wurde importiert
refusal-restore-not-a-part = { $origin }: `{ $head }` ist kein Teil einer Sicherung; nichts wurde importiert
refusal-restore-not-text = { $origin } ist kein UTF-8-Text; nichts wurde importiert
refusal-restore-bad-match = { $origin }: die Serie { $name } { $why }; nichts wurde importiert
refusal-restore-match-misnamed = { $origin }: die Serie { $name } nennt sich { $named }; nichts wurde importiert
refusal-restore-bad-merged-names = { $origin }: die zusammengeführten Namen { $why }; nichts wurde importiert
refusal-restore-no-games = { $origin } ist eine Sicherung ohne Partien; nichts wurde importiert
refusal-restore-damaged = { $origin }: Partie { $id } lässt sich nicht wiederherstellen: { $why }; nichts wurde importiert (`canasta import --skip-damaged` stellt die anderen Partien wieder her)
refusal-restore-damaged-more = { $origin }: Partie { $id } lässt sich nicht wiederherstellen (und { $more } weitere): { $why }; nichts wurde importiert (`canasta import --skip-damaged` stellt die anderen Partien wieder her)
refusal-restore-merge-refused = { $origin }: die zusammengeführten Namen: { $why }; nichts wurde importiert
refusal-change-made-twice = eine Änderung wird nur einmal gemacht

## Eine Runde oder eine Frage abgelehnt (src/render/refusals.rs).

refusal-ending-winner = Sieg: { $side }, mit { $total } (Vorsprung { $margin })
refusal-ending-shared = geteilter Sieg: { $sides }, mit { $total }
refusal-by-hand = Runde { $hand }: { $minimum }
refusal-by-hand-from = ab Runde { $hand }: { $minimum }
refusal-nothing-saved = (nichts wurde gespeichert)
refusal-record-nothing = nichts einzutragen: gib das Ergebnis jeder Partei mit Optionen an (siehe `canasta record --help`), --from FILE, oder nutze `canasta play`
refusal-record-nothing-to-change = nichts zu ändern: gib die zu korrigierenden Optionen an (siehe `canasta edit --help`) oder --from FILE
refusal-record-no-result = kein Ergebnis für { $unit }: gib die Zeile an, z. B. "{ $unit }: 0" (oder eine Option wie --in-hand { $unit }=0) (nichts wurde gespeichert)
refusal-record-game-over = Partie { $id } ist vorbei, { $ending }; fang mit `canasta new` eine neue an
refusal-record-no-hands-yet = Partie { $id } hat noch keine Runden; trag eine mit `canasta record` ein
refusal-record-no-such-hand = Partie { $id } hat keine Runde { $number }; ihre Runden sind von 1 bis { $count } nummeriert
refusal-record-nothing-to-undo = Partie { $id } hat keine Runden zum Rückgängigmachen
refusal-record-without-hand-damaged =
    ohne Runde { $number } geht Partie { $id } immer noch nicht auf: { $error }
    (nichts wurde gespeichert; { $mend })
refusal-record-without-hand =
    ohne Runde { $number } geht die Partie nicht auf: { $error }
    (nichts wurde gespeichert)
refusal-record-nested-too-deep = { $origin } ist keine Runde: es ist in Zeile { $line } zu tief verschachtelt
refusal-record-not-a-hand =
    { $origin } ist keine Runde: { $why }
    (eine Runde sieht so aus: { $example })
refusal-record-not-a-hand-at =
    { $origin } ist keine Runde in Zeile { $line }, Spalte { $column }: { $why }
    (eine Runde sieht so aus: { $example })
refusal-record-not-in-game = der Name { $name } gehört nicht zu dieser Partie; die Parteien sind: { $units }
refusal-record-not-in-game-or-players = der Name { $name } gehört nicht zu dieser Partie; die Parteien (oder Spieler) sind: { $units }
refusal-record-not-partners = { $named } sind in dieser Runde keine Partner; die Partner sind { $partners } (nichts wurde gespeichert)
refusal-record-nobody-alone = { $named } ist die Zeile einer Partnerschaft, aber in dieser Runde hat niemand allein gespielt: gib --lone NAME an, oder eine Zeile für jeden Spieler (nichts wurde gespeichert)
refusal-record-out-said-twice = wer ausgemacht hat, steht zweimal da: in einer Zeile und mit --out/--special/--nobody-out; sag es einmal (nichts wurde gespeichert)
refusal-record-line-without-name = { $text } sagt nicht, wessen Zeile es ist; setz den Namen der Partei und einen Doppelpunkt davor, z. B. "{ $first_unit }: { $line }"
refusal-record-two-lines = { $label } hat zwei Zeilen; gib jedem eine Zeile (nichts wurde gespeichert)
refusal-record-how-out-needs-side = --{ $flag } sagt, wie eine Partei ausgemacht hat; nenn die Partei mit --out SIDE
refusal-record-number-twice = eine Zahl doppelt für { $name } (z. B. --melded { $name }=35 --melded { $name }=40); gib sie einmal an (nichts wurde gespeichert)
refusal-question-hands-from-one = Runden werden ab 1 gezählt: Runde 1 ist die erste
refusal-question-minimum-by-hand = { $variant } legt die Mindestauslage nach Runde fest, nicht nach Punktestand: gib --hand N an ({ $by_hand })
refusal-question-minimum-by-score = { $variant } legt die Mindestauslage nach dem Punktestand der Partei fest: gib den Punktestand an, z. B. `canasta min 1500`
refusal-question-no-such-side = der Name { $name } gehört nicht zu Partie { $game }; die Parteien sind: { $sides }
refusal-question-whose-minimum = wessen Minimum? gib --score N (den Stand der Partei) an, oder --side NAME (mit --game ID, oder die aktuelle Partie)
refusal-question-canasta-not-scored = { $notation } ist ein Canasta, den { $variant } nicht wertet; seine Arten sind: { $kinds }
refusal-question-unknown-kind = unbekannte Canasta-Art `{ $kind }`; { $variant } hat: { $kinds }
refusal-question-not-one-card = `{ $text }` sollte eine Karte sein, z. B. K oder 9
refusal-question-no-runs = { $variant } hat keine Folgen und Sätze der Burraco-Familie (ihre Meldungen sind von einem Rang): gib die Karten wie für jede Meldung an
refusal-table-no-result = kein Ergebnis für { $unit } in dieser Runde; gib die Zeile ein
refusal-table-game-over = Partie { $id } ist vorbei, { $ending }; starte eine neue Partie im Menü
refusal-table-no-hands-yet = Partie { $id } hat noch keine Runden
refusal-table-without-hand-damaged =
    ohne Runde { $number } geht die Partie immer noch nicht auf: { $error }
    (nichts wurde gespeichert; { $mend })
refusal-table-nobody-alone = { $named } ist die Zeile einer Partnerschaft, aber in dieser Runde hat niemand allein gespielt (nichts wurde gespeichert)
refusal-table-how-out-needs-side = sag zuerst, welche Partei ausgemacht hat
refusal-table-minimum-by-hand = { $variant } legt die Mindestauslage nach Runde fest ({ $by_hand })
refusal-table-minimum-by-score = { $variant } legt die Mindestauslage nach dem Punktestand der Partei fest: gib den Punktestand an
refusal-table-whose-minimum = wessen Minimum? nenn eine Partei
refusal-table-import-diverged = das ist eine Kopie von Partie { $id }, aber sie ist ab { $term ->
           *[other] Runde
    } { $hand } anders verlaufen: diese ist nicht wie die hier gespeicherte. Sieh dir beide an, korrigiere die falsche und importiere noch einmal

## Warum ein YAML-Text nicht lesbar ist. `detail` ist die Meldung der YAML-Bibliothek, auf Englisch.
refusal-yaml-key-twice = `{ $key }` steht zweimal da; jeden Namen nur einmal angeben
refusal-yaml-key-twice-in = { $path }: `{ $key }` steht zweimal da; jeden Namen nur einmal angeben
refusal-yaml-not-yaml = kein gültiges YAML (die YAML-Bibliothek sagt, auf Englisch: „{ $detail }“)
refusal-yaml-not-the-shape = YAML, aber nicht in der erwarteten Form (die YAML-Bibliothek sagt, auf Englisch: „{ $detail }“)
refusal-yaml-at = Zeile { $line }, Spalte { $column }: { $problem }

## A meld of the Burraco family refused (src/render/run_refusals.rs), after "5h6h**8h: ".
## Card symbols (A 2 3 ... T J Q K, *, suits h d c s) stay as they are typed: $rank and
## $allowed are rank symbols ("5", "A 3"), $card a card as written ("5").
refusal-run-wilds-only = Zweien und Joker allein ergeben keine Meldung (und es gibt keinen Satz aus Zweien); eine Meldung braucht natürliche Karten
refusal-run-too-short = eine Meldung hat mindestens { $min } Karten; diese hat { $size }
refusal-run-too-long = eine Folge hat höchstens { $max } Karten; diese hat { $size }
refusal-run-no-sets = dieses Spiel kennt keine Sätze (Karten eines Rangs); eine Meldung ist eine Folge einer Farbe
refusal-run-set-rank = ein Satz aus { $rank } ist hier nicht erlaubt; Sätze gibt es nur aus { $allowed }
refusal-run-too-many-wilds = eine Meldung hat höchstens { $max ->
        [one] eine wilde Karte
       *[other] { $max } wilde Karten
    } (eine Zwei der Farbe der Folge an ihrem eigenen Platz ist natürlich); diese hat { $wilds }
refusal-run-no-suit = { $card } hat keine Farbe; jede natürliche Karte einer Folge wird mit ihrer Farbe geschrieben, z. B. 5h
refusal-run-mixed-suits = eine Folge ist ganz aus einer Farbe
refusal-run-rank-twice = eine Folge hat jeden Rang einmal; diese hat { $rank } zweimal
refusal-run-gap = eine Folge besteht aus aufeinanderfolgenden Karten einer Farbe; dieser { $missing ->
        [one] fehlt eine Karte
       *[other] fehlen { $missing } Karten
    } zwischen ihrer niedrigsten und höchsten Karte, mit { $wilds } { $wilds ->
        [one] wilden Karte
       *[other] wilden Karten
    } zum Auffüllen
refusal-run-round-the-corner = eine Folge geht nie ums Eck (K A 2): das Ass ist niedrig (A 2 3) oder hoch (Q K A)
refusal-run-ace-low = in diesem Spiel ist das Ass nur hoch (Q K A), nie niedrig (A 2 3)
refusal-run-ace-high = in diesem Spiel ist das Ass nur niedrig (A 2 3), nie hoch (Q K A)

## Die Siegpunkte-Tabelle eines Presets (`victory_points`), nach "Preset `X`: Feld `Y`:".
refusal-rules-victory-needs-hands = braucht eine Partie mit fester Rundenzahl (`hands`): Siegpunkte gibt es nach ihrer letzten Runde
refusal-rules-victory-needs-two-sides = braucht eine Partie mit zwei Parteien; diese hat { $sides }
refusal-rules-victory-open-band = fehlt; nur die letzte Stufe ist offen (jeder größere Unterschied)
refusal-rules-victory-last-band-closed = ist { $up_to }; die letzte Stufe hat kein `up_to` (sie nimmt jeden größeren Unterschied)
refusal-rules-victory-band-order = ist { $up_to }; Stufen müssen nach `up_to` aufsteigend geordnet sein
refusal-rules-victory-step = ist { $up_to }; ein Vielfaches von 5, null oder mehr
refusal-rules-victory-loser-ahead = gibt dem Sieger { $winner } und dem Verlierer { $loser }; der Sieger bekommt mindestens so viele wie der Verlierer
refusal-rules-victory-tie-unequal = gibt dem Sieger { $winner } und dem Verlierer { $loser }; ein Gleichstand fällt in die erste Stufe, also müssen beide gleich sein
refusal-rules-victory-fewer-for-more = gibt dem Sieger weniger Punkte oder dem Verlierer mehr als die Stufe davor; ein größerer Unterschied ist nie weniger wert
refusal-rules-victory-tie-plays-on = ist `play_another_hand`, also würde ein Gleichstand die Partie nie beenden, wo die Siegpunkte ihm die der ersten Stufe geben; schreib `on_tie: shared_win` (oder `went_out_wins`)

## Die Burraco-Familie: Dreien, der Stapel.
refusal-breach-threes-are-ordinary = { $field } sind gezählt, aber in { $variant } sind Dreien gewöhnliche Karten: zähle sie bei den ausgelegten Punkten oder auf der Hand
refusal-breach-no-pot = ein Stapel (Pozzetto) ist angegeben, aber { $variant } hat keinen
refusal-breach-out-without-pot = { $pot_term ->
   *[other] ausgemacht, ohne den Stapel genommen zu haben; in { $variant } geht eine Seite erst aus, wenn sie ihren Stapel genommen hat
}
refusal-breach-pot-not-taken-empty-hand = Stapel nie genommen und keine Karten auf der Hand; eine Seite ohne Stapel hält noch Karten (niemand hat die Hand geleert): gib ihre Punkte auf der Hand an
refusal-breach-run = Meldung { $meld }: { $error }
refusal-record-bad-pot = --pot { $name }={ $given }: schreibe not_taken (nie genommen), unplayed (genommen, nicht gespielt) oder taken (genommen) (nichts wurde gespeichert)
refusal-rules-word-key = nennt `{ $key }`, das dieses Preset nicht hat; seine Wörter sind für: { $known }
refusal-rules-word-text = enthält `{ $word }`; ein Wort besteht aus Buchstaben, Ziffern und `_` und beginnt nicht mit einer Ziffer
refusal-notation-family-symbol = `{ $symbol }` an Stelle { $position } von "{ $input }" ist keine Karte; nimm A K Q J T (oder 10) 9 8 7 6 5 4 3 2, jede mit ihrer Farbe, wo es darauf ankommt (h d c s, oder ♥ ♦ ♣ ♠: 5h6h7h), * (Joker)

refusal-tournament-exists = ein Turnier namens { $name } gibt es schon; wähle einen anderen Namen (die Rangliste: `canasta tournament standings { $name }`)
refusal-tournament-none = kein Turnier heißt { $name }, und es gibt noch keines: lege eines an mit `canasta tournament new NAME --variant V --entrants DATEI --plan "3 mitchell + 1 dänisch"`
refusal-tournament-no-such = kein Turnier heißt { $name }; die Turniere sind: { $known }
refusal-tournament-plan = der Ablauf: { $why }
refusal-tournament-entrants = die Teilnehmer: { $why }
refusal-tournament-not-fixed = in { $variant } wird keine feste Zahl von Runden gespielt, also hat die Partie eines Tisches kein Ende, auf das ein Durchgang warten kann; wähle eine Variante mit fester Zahl (burraco-tournament, burraco-tournament-4, burraco-internazionale) oder ein eigenes Preset mit `hands: N`
refusal-tournament-individual-seating = in einem Einzelturnier wechseln die Partner jeden Durchgang, also setzt die Variante zwei Paare an den Tisch; { $variant } nicht: wähle eine, die es tut (burraco-tournament, burraco-tournament-4, american-tournament)
refusal-tournament-individual-typed = die Durchgänge eines Einzelturniers teilt seine Bewegung ein, die Partner und Gegner verteilt; eine von Hand geschriebene Einteilung ist für ein Paarturnier: teile den Durchgang mit `canasta tournament seat NAME` ein
refusal-tournament-knockout-went-on = der Sieger an Tisch { $table } in Durchgang { $round } ist in Durchgang { $next } weitergekommen, der schon veröffentlicht ist; eine Korrektur, die ändert, wer gewonnen hat (oder es offen lässt), geht jetzt nicht: der nächste Durchgang wird nach den Siegern eingeteilt. Eine Korrektur, nach der dieselbe Seite gewinnt (eine verzählte Runde), geht weiter mit `canasta edit`
refusal-tournament-nothing-drafted = kein Durchgang ist zum Veröffentlichen eingeteilt: teile zuerst den nächsten Durchgang ein (`canasta tournament seat { $name }`)
refusal-tournament-tables-playing = Durchgang { $round } kann nicht schließen: { $count ->
    [one] an Tisch { $tables } wird
   *[other] an den Tischen { $tables } wird
} noch gespielt (die Partien sind nicht zu Ende)
refusal-tournament-nothing-to-close = kein veröffentlichter Durchgang ist zu schließen
refusal-tournament-needs-reason = Partie { $game } ist die von Tisch { $table } in Durchgang { $round }, { $lock ->
        [confirmed] dessen Ergebnis der Tisch und ein Gegner bestätigt haben:
       *[closed] der geschlossen ist:
    } eine Änderung ist jetzt Sache der Turnierleitung, mit Grund: füge --why "GRUND" hinzu (er bleibt im Protokoll des Turniers)
refusal-plan-empty = er nennt keinen Durchgang: schreibe z. B. "3 mitchell + 1 dänisch"
refusal-plan-part = `{ $part }` ist keine Phase: schreibe eine Zahl von Durchgängen und eine Bewegung, z. B. "3 mitchell", "2 mitchell schritt 2", "1 dänisch", "1 dänisch rein", "5 jeder-gegen-jeden", "1 manuell", "5 einzel", "2 gruppen", "ko", "ko 8"
refusal-plan-movement = `{ $word }` ist keine Bewegung; die Bewegungen sind mitchell, dänisch (modifiziert oder rein), jeder-gegen-jeden, schweizer, manuell, einzel, gruppen ("2 gruppen") und ko
refusal-plan-no-rounds = `{ $part }`: eine Phase hat mindestens einen Durchgang
refusal-plan-too-many-rounds = der Plan hat insgesamt { $rounds } Durchgänge; ein Turnier hat höchstens { $max }
refusal-plan-after-knockout = `{ $part }` kommt nach dem K.-o.-System, das das Turnier beendet: setze es ans Ende
refusal-plan-groups-first = `{ $part }`: die Gruppen sind die erste Phase des Turniers (z. B. "2 gruppen + ko")
refusal-plan-individual-mixed = ein Einzelturnier (die Teilnehmer sind Spieler) hat nur Einzel-Durchgänge: schreibe z. B. "5 einzel"
refusal-tournament-unplayable = Durchgang { $round } des Plans kann mit diesen Teilnehmern nicht gespielt werden ({ $why }); der längste Plan, den sie spielen können, ist { $longest ->
        [none] nicht einmal ein Durchgang: nimm Teilnehmer dazu oder ändere die Bewegung
       *[other] "{ $longest }"
    } (nichts wurde angelegt)
refusal-tournament-reason-too-long = der Grund hat { $given } Zeichen; ein Grund hat höchstens { $max } (sag es kürzer: er bleibt im Protokoll des Turniers)
refusal-tournament-signed = das Turnier { $name } ist als endgültig unterschrieben ({ $at }): nichts daran ändert sich jetzt, mit Grund oder ohne; um es zu ändern, öffne es erst wieder: canasta tournament reopen { $name } --why "GRUND"
refusal-tournament-sign-too-soon = { $name } kann noch nicht unterschrieben werden: { $closed } seiner { $rounds } Durchgänge sind geschlossen (unterschreibe, wenn jeder Durchgang des Plans gespielt und geschlossen ist)
refusal-tournament-not-signed = { $name } ist nicht unterschrieben: es gibt nichts wieder zu öffnen (seine Ergebnisse werden so berichtigt, mit Grund, sobald bestätigt oder geschlossen)
refusal-tournament-reopen-needs-reason = { $name } wieder zu öffnen braucht einen Grund: füge --why "GRUND" hinzu (er bleibt in der Datei des Turniers)
refusal-entrants-too-few = ein Turnier braucht mindestens 2 Teilnehmer; die Liste hat { $have }
refusal-entrants-empty = Zeile { $line } nennt niemanden (schreibe "Name: Spieler, Spieler" oder die Spieler)
refusal-entrants-bad-name = Zeile { $line }: { $why }
refusal-entrants-same-name = Zeile { $line }: der Name { $name } steht auch in Zeile { $first }; gib einem der beiden einen anderen Namen ("Name: Spieler, Spieler")
refusal-entrants-player-twice = Zeile { $line }: { $player } spielt schon in Zeile { $first }
refusal-entrants-player-count = Zeile { $line } nennt { $have } Spieler; diese Variante setzt { $need } je Seite (oder keinen: nur den Namen)
refusal-seat-plan-done = alle Durchgänge des Ablaufs ({ $rounds }) sind eingeteilt
refusal-seat-open-before = Durchgang { $round } ist nicht geschlossen: der nächste Durchgang wird nach seinen Ergebnissen eingeteilt (schließe ihn mit `canasta tournament close { $name }`)
refusal-seat-needs-manual = Durchgang { $round } wird von Hand eingeteilt: gib die Sitzordnung mit --seating DATEI an (Zeilen "Tisch ns ow", und "- N" für ein Freilos)
refusal-seat-too-few-present = ein Einzel-Durchgang braucht mindestens { $need } Spieler; anwesend sind { $present } (abwesend: { $absent }): hol einen zurück mit `canasta tournament absent NAME N --back`, dann teile den Durchgang ein
refusal-movement-too-few = die Bewegung braucht { $need } Teilnehmer; es sind { $have }
refusal-movement-mitchell-repeats = mit { $tables } Tischen und einem Schritt von { $step } trifft ein Mitchell nach { $rounds } Durchgängen dieselben Gegner wieder; wähle einen anderen Schritt oder weniger Mitchell-Durchgänge
refusal-movement-no-such-round = die Bewegung hat { $rounds } Durchgänge; Durchgang { $round } liegt dahinter
refusal-movement-danish-impossible = keine dänische Sitzordnung hält alle von ihrem Gegner des vorigen Durchgangs fern; gib die Sitzordnung dieses Durchgangs von Hand an (--seating DATEI) oder plane ihn als rein dänisch
refusal-movement-swiss-impossible = keine Schweizer Sitzordnung setzt jeden Teilnehmer gegen einen, gegen den er noch nicht gespielt hat (das Freilos an einen mit den wenigsten Freilosen); gib die Sitzordnung dieses Durchgangs von Hand an (--seating DATEI)
refusal-movement-swiss-too-many-rounds = ein Schweizer System mit { $rounds } Durchgängen braucht mehr Teilnehmer: { $entrants } Teilnehmer lassen sich { $most } Durchgänge lang immer ohne erneute Begegnung paaren (jeder muss mehr Gegner vor sich haben als hinter sich); plane weniger Durchgänge
refusal-movement-round-robin-size = jeder gegen jeden ist für 4 bis 8 Teilnehmer; es sind { $have } (nimm Mitchell- und dänische Durchgänge)
refusal-movement-knockout-entrants = ein K.-o.-System mit { $qualifiers } Teilnehmern lässt sich nicht setzen: { $groups ->
    [1] es nimmt 2 bis { $entrants } Teilnehmer
   *[other] es nimmt aus jeder der { $groups } Gruppen gleich viele (ein Vielfaches von { $groups }), nicht mehr, als die kleinste Gruppe hat, von den { $entrants } Teilnehmern
}; schreibe z. B. "ko 4"
refusal-movement-knockout-undecided = der nächste Durchgang des K.-o.-Systems wartet auf das Spiel an Tisch { $table } in Durchgang { $round }: es ist nicht zu Ende
refusal-seating-malformed = Zeile { $line } der Sitzordnung ist weder "Tisch ns ow" (drei Zahlen) noch "- N" (ein Freilos)
refusal-seating-unknown = Zeile { $line }: es gibt keinen Teilnehmer { $entrant }
refusal-seating-twice = Zeile { $line }: Teilnehmer { $entrant } kommt zweimal vor
refusal-seating-table-twice = Zeile { $line }: Tisch { $table } kommt zweimal vor
refusal-seating-missing = Teilnehmer { $entrant } hat weder einen Platz noch ein Freilos
refusal-seating-same = Zeile { $line }: Teilnehmer { $entrant } kann nicht gegen sich selbst spielen
refusal-tournament-no-such-phase = der Ablauf hat { $phases } Phasen; eine Phase { $phase } gibt es nicht
refusal-tournament-not-over = die Partie von Tisch { $table } ist nicht zu Ende: das Ergebnis wird nach der letzten Runde bestätigt
refusal-tournament-changed-since = die Partie von Tisch { $table } hat sich geändert, seit dieses Handy sie zeigte: sieh sie noch einmal an, dann bestätige
refusal-tournament-table-first = Tisch { $table }: zuerst bestätigt der Tisch, dann ein Gegner
refusal-tournament-no-such-entrant = es gibt keinen Teilnehmer { $entrant }; die Teilnehmer sind 1 bis { $entrants }
refusal-tournament-no-entrant-named = kein Teilnehmer heißt `{ $name }`: gib seine Nummer (1 bis { $entrants }) oder seinen Namen an, wie ihn die Sitzordnung zeigt
refusal-entrants-outside-group = Zeile { $line } steht vor der Überschrift der ersten Gruppe: setz eine Überschrift wie [A] darüber, oder gar keine
refusal-entrants-group-twice = Zeile { $line }: Gruppe { $group } hat schon in Zeile { $first } eine Überschrift; setz ihre Teilnehmer unter eine einzige
refusal-entrants-group-too-small = Gruppe { $group } hat { $have } Teilnehmer; eine Gruppe braucht mindestens 2, um zu spielen
refusal-entrants-too-many-groups = { $groups } Gruppen bei { $entrants } Teilnehmern lassen eine Gruppe mit weniger als 2; verlang höchstens { $most }
refusal-entrants-groups-twice = die Liste hat schon Gruppenüberschriften ([A]-Zeilen): lass --groups weg, oder die Überschriften
refusal-tournament-published-already = Durchgang { $round } ist schon veröffentlicht; der nächste wird eingeteilt, sobald dieser geschlossen ist (`canasta tournament close { $name }`, dann `seat { $name }`)
refusal-tournament-plan-done = alle Durchgänge des Ablaufs ({ $rounds }) sind eingeteilt: der Abend ist zu Ende, wenn der letzte geschlossen ist; die Schlussrangliste: `canasta tournament standings { $name }`
refusal-plan-did-you-mean = meintest du `{ $like }`?

# Eine Ergebnisdatei, wieder eingelesen (`tournament read-results`), abgelehnt.
refusal-results-unreadable = keine Ergebnisdatei, die dieses Programm liest (Zeile { $line }; der JSON-Leser sagt, auf Englisch: { $why }); eine Ergebnisdatei ist, was `canasta tournament export NAME --format results` schreibt (docs/results.schema.json)
refusal-results-not-results = keine Ergebnisdatei: ihr Format ist „{ $format }“, das einer Ergebnisdatei „canasta-results“
refusal-results-version = eine Ergebnisdatei der Version { $found }: dieses canasta liest Version { $read } (ein neueres liest sie)
refusal-results-entrant-twice = zwei Teilnehmer der Datei haben die Nummer { $entrant }
refusal-results-no-such-entrant = Durchgang { $round } nennt Teilnehmer { $entrant }, den die Datei nicht hat
refusal-results-half-a-table = Durchgang { $round }, Tisch { $table }: die Punkte oder Siegpunkte einer Linie ohne die der anderen
refusal-results-lines = die Rangliste{ $group ->
    [none] {""}
   *[other] {" "}der Gruppe { $group }
} nennt die Teilnehmer { $file }; ihre Tische ergeben { $worked }
refusal-results-groups = die Datei hat { $file } Ranglisten; ihre Teilnehmer bilden { $worked } Gruppen
refusal-results-does-not-add-up = { $name } ({ $entrant }){ $group ->
    [none] {""}
   *[other] , Gruppe { $group },
}: die Rangliste sagt { $said } { $column ->
    [vp] SP
    [mp] MP
    [points] Punkte
    [rounds] Durchgänge
   *[rank] beim Platz
}, ihre Tische ergeben { $worked } (die Datei geht nicht auf: nichts wurde eingelesen)
refusal-tournament-members = Zeile { $line } der Mitgliederliste ist nicht `Spieler: NUMMER`

# Eine Turnierserie abgelehnt (`canasta circuit ORDNER`).
refusal-circuit-no-stages = der Ordner enthält kein Turnier: eine Serie addiert Ergebnisdateien (`tournament export NAME --format results`) und ganz exportierte Abende (`tournament export NAME`), `*.json` und `*.yaml`
refusal-circuit-rules = circuit.yaml lässt sich nicht lesen: { $why } (sie enthält `name:` und, bei einem Finale, `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}`)
refusal-circuit-no-cut = circuit.yaml: Finalisten nach `{ $rule }` brauchen { $rule ->
    [overall] `top` (wie viele Erste der Serie)
   *[per_stage] `top` oder `share` (wie viele Erste oder welcher Anteil in Prozent jeder Etappe)
}
refusal-circuit-share = circuit.yaml: { $share } % einer Etappe sind mehr als die ganze Etappe (höchstens 100)
refusal-circuit-stage = { $file }: { $why }
refusal-circuit-not-an-event = kein Abend, wie `tournament export` ihn schreibt, und keine Ergebnisdatei ({ $why })
refusal-circuit-game = die Partie { $game } eines ihrer Tische: { $why }
refusal-results-empty = die Datei ist leer: eine Ergebnisdatei ist, was `canasta tournament export NAME --format results` schreibt
refusal-results-not-json = keine Ergebnisdatei: eine Ergebnisdatei ist ein JSON-Objekt (`{"{"}"format": "canasta-results", ...{"}"}`), wie `canasta tournament export NAME --format results` es schreibt; eine Partie liest `canasta import`
refusal-results-twice-in-round = Teilnehmer { $entrant } sitzt in Durchgang { $round } zweimal (an zwei Tischen, oder an einem Tisch und setzt aus)
refusal-results-victory-points = Durchgang { $round }, Tisch { $table }: ein Unterschied von { $difference } ergibt nach der Tabelle der Variante { $gives_ns }-{ $gives_ew }, die Datei sagt { $ns }-{ $ew }
refusal-results-date = der Tag des Turniers, „{ $date }“, ist nicht JJJJ-MM-TT geschrieben
refusal-circuit-a-game = die Partie eines Tisches, kein Turnier: eine Serie addiert Ergebnisdateien und ganz exportierte Abende (`tournament export NAME`)
refusal-circuit-not-over = das Turnier ist nicht zu Ende (Durchgang { $round } ist nicht geschlossen, oder eine seiner Partien ist nicht fertig): eine Serie zählt nur beendete Turniere
refusal-circuit-same-event = { $file } ist dasselbe Turnier wie { $same }: ein Turnier zählt einmal (behalte eine der beiden Dateien)
