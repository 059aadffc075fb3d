## de: sheet
## Der Punkteblock, die Aufstellung einer Runde, die Regeln einer Variante, Antworten auf
## Regelfragen, Statistik, Verlauf, die Grafik (siehe en/sheet.ftl).
## Runde = ein Geben (auch Hand and Foot); Partie = das Spiel bis zum Ziel.

## Der Punkteblock.
sheet-and = { " und " }
sheet-versus = { " gegen " }
sheet-earlier = ({ $count ->
    [one] { $count } frühere { $term ->
        [round] Runde
       *[hand] Runde
    } nicht gezeigt
   *[other] { $count } frühere { $term ->
        [round] Runden
       *[hand] Runden
    } nicht gezeigt
}: `canasta show` zeigt alle)
sheet-mark-symbol = { $mark ->
    [out] { "*" }
    [concealed] V
    [alone] A
   *[alone-out] X
}
sheet-mark-word = { $mark ->
    [out] aus
    [concealed] verdeckt
    [alone] allein
   *[alone-out] allein aus
}
sheet-mark-meaning = { $mark ->
    [out] hat ausgemacht
    [concealed] hat verdeckt ausgemacht
    [alone] hat allein gespielt
   *[alone-out] hat allein gespielt und ausgemacht
}
sheet-col-hand = { $term ->
    [round] Runde
   *[hand] Runde
}
sheet-col-dealer = Geber
sheet-col-total = Gesamt
sheet-col-points = Punkte
sheet-start = Start
sheet-narrow-legend = jede Spalte: die Punkte der { $term ->
    [round] Runde
   *[hand] Runde
}, dann der Gesamtstand; { $marks }
sheet-no-hands-yet = noch keine { $term ->
    [round] Runden
   *[hand] Runden
}
sheet-game-over-won = Partie vorbei nach { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}. Sieg: { $winner }, mit { $total } (Vorsprung { $margin }).
sheet-game-over-tie-won = Partie vorbei nach { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}. Sieg: { $winner }, mit { $total }, gleichauf mit { $tied }: bei Gleichstand gewinnt, wer ausgemacht hat.
sheet-game-over-shared = Partie vorbei nach { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}. Geteilter Sieg: { $winners }, mit { $total }.
sheet-tied-play-on = { $sides } stehen gleich bei { $total }; nach den Regeln wird noch eine { $term ->
    [round] Runde
   *[hand] Runde
} gespielt.
sheet-lead = In Führung: { $side }, mit { $by } Punkten Vorsprung.
sheet-level = Gleichstand.
sheet-tied-lead = Gleichauf in Führung: { $sides }, mit { $total }.
sheet-to-go = Noch nötig: { $needs }.
sheet-left = Noch { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}.
sheet-no-minimum = keine
sheet-next = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } (gibt: { $dealer }).{ $has_minimum ->
    [no] {""}
   *[yes] {" "}Mindestauslage: { $minimums }.
} Partie: { $game }.
sheet-game-target-or-hands = { $target } oder { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}
sheet-game-hands = { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}
sheet-game-open = offen

## Eine Zeile der Wertung in Worten.
sheet-lacking = { $what ->
    [nothing] nichts nötig
    [meld] keine Erstmeldung
    [canasta] kein { $canasta_term ->
        [book] Canasta
        [burraco] Burraco
        [canastra] Canastra
       *[canasta] Canasta
    }
    [canastas] weniger als { $count } { $canasta_term ->
        [book] Canastas
        [burraco] Burracos
        [canastra] Canastras
       *[canasta] Canastas
    }
   *[kind] kein { $kind ->
        [rein] reiner { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
        [gemischt] gemischter { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
        [sauber] sauberer { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
        [schmutzig] schmutziger { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
        [halbsauber] halbsauberer { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
       *[other] { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        } ({ $kind })
    }
}
sheet-item-special-hand = mit einem Sonderblatt ausgemacht: { $hand }
sheet-item-canastas = { $kind ->
    [rein] { $count ->
        [one] { $count } reiner { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
       *[other] { $count } reine { $canasta_term ->
            [burraco] Burracos
            [canastra] Canastras
           *[other] Canastas
        }
    }
    [gemischt] { $count ->
        [one] { $count } gemischter { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
       *[other] { $count } gemischte { $canasta_term ->
            [burraco] Burracos
            [canastra] Canastras
           *[other] Canastas
        }
    }
    [sauber] { $count ->
        [one] { $count } sauberer { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
       *[other] { $count } saubere { $canasta_term ->
            [burraco] Burracos
            [canastra] Canastras
           *[other] Canastas
        }
    }
    [schmutzig] { $count ->
        [one] { $count } schmutziger { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
       *[other] { $count } schmutzige { $canasta_term ->
            [burraco] Burracos
            [canastra] Canastras
           *[other] Canastas
        }
    }
    [halbsauber] { $count ->
        [one] { $count } halbsauberer { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        }
       *[other] { $count } halbsaubere { $canasta_term ->
            [burraco] Burracos
            [canastra] Canastras
           *[other] Canastas
        }
    }
   *[other] { $count ->
        [one] { $count } { $canasta_term ->
            [burraco] Burraco
            [canastra] Canastra
           *[other] Canasta
        } ({ $kind })
       *[other] { $count } { $canasta_term ->
            [burraco] Burracos
            [canastra] Canastras
           *[other] Canastas
        } ({ $kinds })
    }
}
sheet-item-going-out = { $how ->
    [concealed] verdeckt ausgemacht
    [hand-canasta] mit Hand-Canasta ausgemacht
   *[normal] ausgemacht
}
sheet-item-incomplete = unvollständige Meldung ({ $meld })
sheet-item-holding = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
} mit drei oder mehr { $rank }
sheet-item-melded = gemeldete Karten
sheet-item-minus = { $what }, negativ: { $lacking }
sheet-item-nothing = { $what }, { $count ->
        [one] zählt nicht
       *[other] zählen nicht
    }: { $lacking }
sheet-item-in-hand = Karten auf der Hand
sheet-item-in-hand-by = Karten auf der Hand ({ $by })
sheet-item-black-threes-in-hand = { $count ->
    [one] { $count } schwarze Drei
   *[other] { $count } schwarze Dreien
} auf der Hand
sheet-item-penalty = Strafe: { $name } x{ $count }
sheet-item-bonus = Prämie: { $name } x{ $count }
sheet-item-pot = { $pot ->
    [unplayed] { $pot_term ->
       *[other] Stapel genommen, nicht gespielt
    }
   *[not-taken] Stapel nicht genommen
}
sheet-item-pair-share = die Hälfte der { $pair } des Paars
sheet-item-red-threes = { $count ->
    [one] { $count } rote Drei
   *[other] { $count } rote Dreien
}
sheet-item-red-threes-all = rote Dreien (alle { $count ->
    [0] null
    [1] eine
    [2] zwei
    [3] drei
    [4] vier
    [5] fünf
    [6] sechs
    [7] sieben
    [8] acht
    [9] neun
    [10] zehn
   *[other] { $count }
})
sheet-item-black-threes = { $count ->
    [one] { $count } schwarze Drei
   *[other] { $count } schwarze Dreien
}

## Die Aufstellung einer Runde (`show --explain`).
sheet-breakdown-title = { $term ->
    [round] Runde
   *[hand] Runde
} { $number } (gibt: { $dealer })
sheet-breakdown-alone = , { $side } allein
sheet-nothing = nichts
sheet-side-this-hand = { $side } in dieser { $term ->
    [round] Runde
   *[hand] Runde
}

## Die Grafik.
sheet-chart-empty = Noch keine { $step ->
    [round] Runden
   *[other] Runden
}: nichts zu zeichnen.
sheet-chart-title = Gesamtstand, { $step ->
    [game] Partie für Partie
    [round] Runde für Runde
   *[hand] Runde für Runde
}: { $legend }
sheet-chart-title-target = Gesamtstand, { $step ->
    [game] Partie für Partie
    [round] Runde für Runde
   *[hand] Runde für Runde
}: { $legend }; ··· Partie bei { $target }
sheet-chart-axis = ({ $step ->
    [game] Partie
    [round] Runde
   *[hand] Runde
})
sheet-chart-meet = { "*" } wo sich Linien treffen
sheet-chart-svg-label = Gesamtstand, { $step ->
    [round] Runde für Runde
   *[hand] Runde für Runde
}
sheet-chart-svg-axis = { $step ->
    [round] Runde
   *[hand] Runde
}

## Verlauf, Liste der Partien, Spieler, Statistik, Serien.
sheet-archived-id = { $id } (archiviert)
sheet-result-won-tie = Sieg bei Gleichstand: { $side }, durch Ausmachen
sheet-result-won = Sieg: { $side }, mit { $margin } Vorsprung
sheet-result-shared = geteilt: { $sides }
sheet-result-in-play-lead = läuft; in Führung: { $side }, mit { $by } Punkten Vorsprung
sheet-result-in-play = läuft
sheet-state-won = Sieg: { $side }
sheet-state-shared = geteilter Sieg
sheet-game-title = Partie { $id }
sheet-game-title-dated = Partie { $id }, { $date }
sheet-game-title-current = Partie { $id } (aktuell)
sheet-damaged = beschädigt: { $why }
sheet-no-games = Keine Partien (die zu den Filtern passen).
sheet-no-players = Noch keine Spieler.
sheet-col-date = Datum
sheet-col-game = Partie
sheet-col-variant = Variante
sheet-col-sides = Parteien
sheet-col-result = Ergebnis
sheet-col-created = Angelegt
sheet-col-totals = Stand
sheet-col-state = Status
sheet-col-player = Spieler
sheet-col-partnership = Partnerschaft
sheet-col-games = Part.
sheet-col-won = Siege
sheet-col-lost = Nied.
sheet-col-also-written = Auch geschrieben
sheet-col-win-rate = Sieg %
sheet-col-average = Schnitt
sheet-col-average-said = Schnitt pro Runde
sheet-col-best = Beste
sheet-col-best-said = Beste Runde
sheet-col-worst = Tiefste
sheet-col-worst-said = Tiefste Runde
sheet-col-average-dealing = Schnitt Geber
sheet-col-average-not = Schnitt sonst
sheet-col-average-not-said = Schnitt sonst
sheet-col-out-concealed = Aus (verdeckt)
sheet-col-canastas = { $canasta_term ->
    [burraco] Burracos
    [canastra] Canastras
    [book] Canastas
   *[canasta] Canastas
}
sheet-col-red-threes = rote Dreien
sheet-col-penalties = Strafen
sheet-stats-games = { $count ->
    [one] { $count } Partie.
   *[other] { $count } Partien.
}
sheet-stats-players = Spieler:
sheet-stats-partnerships = Partnerschaften:
sheet-head-to-head = Direkter Vergleich, { $first } gegen { $second }: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} auf verschiedenen Seiten; { $first } gewann { $first_won }, { $second } gewann { $second_won }.
sheet-match-first-to = wer zuerst { $count } gewinnt
sheet-match-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
sheet-match-no-game = Serie { $name }: noch keine Partie ({ $rule }).
sheet-match-over = Serie { $name }: vorbei; Sieg: { $winner }. Gewonnene Partien: { $wins }; Punkte: { $points } ({ $rule }).
sheet-match-standing = Serie { $name }: gewonnene Partien: { $wins }; Punkte: { $points } ({ $rule }; { $played } gespielt).

## Antworten auf Regelfragen.
sheet-or = { " oder " }
sheet-ranks = { $rank ->
    [ace] Asse
    [king] Könige
    [queen] Damen
    [jack] Buben
    [ten] Zehner
    [nine] Neuner
    [eight] Achter
    [seven] Siebener
    [six] Sechser
    [five] Fünfer
    [four] Vierer
    [three] Dreier
    [two] Zweier
    [joker] Joker
   *[card] Karten
}
sheet-meld-top-needs-pair = der Ablagestapel ist für eine Partei ohne Erstmeldung eingefroren: die oberste Karte ({ $top }) braucht zwei natürliche { $ranks } von der Hand, und keine Meldung hier hat drei natürliche { $ranks }
sheet-meld-splash = { $meld } ist ein vollständiger Canasta von der Hand: so gemeldet braucht er kein Minimum
sheet-meld-concealed-out = verdeckt ausmachen mit einem Canasta ({ $meld }) nach dem Ziehen vom Talon braucht kein Minimum
sheet-meld-needs-clean = { $variant } verlangt in der Erstmeldung eine Meldung aus mindestens drei natürlichen Karten ohne wilde Karten (oder eine Meldung aus wilden Karten)
sheet-meld-meets = { $counted } erreicht das Minimum von { $minimum }
sheet-meld-short = { $counted } liegt unter dem Minimum von { $minimum }
sheet-note-bonuses-never-count = Prämien (Canastas, rote Dreien) zählen nie zum Minimum, nur die Kartenwerte
sheet-note-top-counts = die oberste Karte ({ $top }) zählt; keine andere Karte des Ablagestapels
sheet-note-top-from-hand = in { $variant } kommt die Erstmeldung von der Hand: die oberste Karte gehört nicht dazu und zählt nicht (siehe `canasta check pile`)
sheet-note-concealed-needs-canasta = verdeckt ausmachen braucht einen Canasta unter den Meldungen
sheet-note-concealed-took-pile = der Ablagestapel wurde aufgenommen, also gilt das Minimum auch beim verdeckten Ausmachen (nur nach dem Ziehen vom Talon ist keins nötig)
sheet-note-special-hands = eine Partei ohne Erstmeldung kann auch mit einem Sonderblatt ausmachen (siehe `canasta check hand`): { $hands }
sheet-frozen = { $why ->
    [always] in { $variant } ist der Ablagestapel immer eingefroren
    [wild-or-red-three] der Ablagestapel ist eingefroren (eine wilde Karte oder rote Drei liegt darin)
   *[not-melded] der Ablagestapel ist für eine Partei ohne Erstmeldung eingefroren
}
sheet-out-how = { $discard ->
    [yes] indem du alle Karten bis auf eine meldest und sie abwirfst
   *[no] indem du alle Karten meldest
}
sheet-reason-pile-empty = der Ablagestapel ist leer
sheet-reason-black-three-on-top = eine schwarze Drei oben sperrt den Ablagestapel für diesen Zug
sheet-reason-red-three-on-top = mit einer roten Drei oben kann der Ablagestapel nie aufgenommen werden
sheet-reason-wild-on-top = mit einer wilden Karte oben kann der Ablagestapel nie aufgenommen werden
sheet-reason-matches-opponents-canasta = in { $variant } sperrt eine { $top } oben den Ablagestapel wie eine schwarze Drei: sie passt zum fertigen Canasta der Gegner ({ $ranks })
sheet-reason-one-card-pile = wer nur eine Karte hält, darf keinen Ablagestapel aus einer Karte aufnehmen
sheet-reason-no-pot = { $pot_term ->
   *[other] in { $variant } geht eine Seite erst aus, wenn sie ihren Stapel genommen hat
}
sheet-reason-closed-canasta = deine { $ranks } sind ein geschlossener Canasta aus { $max }: es dürfen keine { $ranks } mehr gemeldet werden
sheet-reason-frozen-short = { $frozen }: nötig sind zwei natürliche { $ranks } von deiner Hand zur obersten Karte ({ $top }), und du hast { $held }
sheet-reason-frozen-too-big = { $frozen }, und deine Meldung ({ $table } { $ranks }) würde mit drei weiteren über { $max } Karten wachsen
sheet-reason-frozen-pair = { $frozen }, und du hast ein natürliches Paar { $ranks } zum Melden mit der obersten Karte ({ $top }){ $needs_minimum ->
    [yes] ; die Meldung muss auch deine Mindestauslage erreichen (siehe `canasta check meld`)
   *[no] {""}
}
sheet-reason-natural-pair = du hast ein natürliches Paar { $ranks } zum Melden mit der obersten Karte ({ $top })
sheet-reason-onto-meld = die oberste Karte ({ $top }) kommt an die Meldung deiner Partei: { $ranks } ({ $meld })
sheet-reason-natural-pair-only = in { $variant } nehmen eine natürliche Karte und eine wilde Karte den Ablagestapel nicht auf: nötig sind zwei natürliche { $ranks }
sheet-reason-natural-and-wild = du hast eine natürliche Karte { $top } und eine wilde Karte zum Melden mit der obersten Karte ({ $top })
sheet-reason-not-onto-completed = die oberste Karte ({ $top }) darf nicht an einen fertigen Canasta gelegt werden, um den Ablagestapel aufzunehmen; nötig sind zwei natürliche { $ranks } von der Hand
sheet-reason-nothing-to-meld = nichts, womit die oberste Karte ({ $top }) gemeldet werden kann: nötig sind zwei natürliche { $ranks }, oder eine natürliche und eine wilde Karte, oder schon gemeldete { $ranks } auf dem Tisch
sheet-reason-partner-said-no = dein Partner hat nein gesagt, und die Antwort gilt
sheet-reason-partner-said-no-cost = dein Partner hat nein gesagt, und die Antwort gilt (trotzdem ausmachen kostet { $cost })
sheet-reason-too-few-canastas = deine Partei hat { $canasta_term ->
    [burraco] { $have ->
        [one] { $have } Burraco
       *[other] { $have } Burracos
    }
    [canastra] { $have ->
        [one] { $have } Canastra
       *[other] { $have } Canastras
    }
   *[other] { $have ->
        [one] { $have } Canasta
       *[other] { $have } Canastas
    }
}; { $variant } verlangt { $needs } zum Ausmachen
sheet-reason-too-few-of-kind = { $variant } verlangt mindestens { $needs } { $canasta_term ->
    [burraco] { $needs ->
        [one] Burraco
       *[other] Burracos
    }
    [canastra] { $needs ->
        [one] Canastra
       *[other] Canastras
    }
   *[other] { $needs ->
        [one] Canasta
       *[other] Canastas
    }
} ({ $kind }) zum Ausmachen; deine Partei hat { $got }
sheet-reason-cards-left = du hättest noch { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}: ausmachen heißt, alle Karten zu melden, oder alle bis auf eine und diese abzuwerfen
sheet-reason-needs-discard = in { $variant } musst du eine Karte zum letzten Abwurf behalten: alle bis auf eine melden
sheet-reason-out-concealed-no-canasta = { $how }; aber verdeckt ausmachen braucht einen vollständigen Canasta unter den Meldungen, also zählt es als normales Ausmachen
sheet-reason-out-concealed = verdeckt ausmachen, { $how }: die Prämie fürs verdeckte Ausmachen ist { $bonus }
sheet-reason-out-concealed-no-bonus = verdeckt ausmachen, { $how }: keine Prämie fürs verdeckte Ausmachen in dieser Variante
sheet-reason-out = deine Partei hat { $canasta_term ->
    [burraco] { $have ->
        [one] den einen Burraco, den sie braucht
       *[other] die { $have } Burracos, die sie braucht
    }
    [canastra] { $have ->
        [one] den einen Canastra, den sie braucht
       *[other] die { $have } Canastras, die sie braucht
    }
   *[other] { $have ->
        [one] den einen Canasta, den sie braucht
       *[other] die { $have } Canastas, die sie braucht
    }
}: mach aus, { $how }
sheet-reason-no-special-hands = { $variant } hat keine Sonderblätter
sheet-reason-special-hand-size = ein Sonderblatt hat { $sizes } Karten; dieses hat { $cards }
sheet-reason-special-hand = { $describe } ({ $points })
sheet-pair-of = ein Paar { $cards }
sheet-shape-hand = ein Blatt
sheet-shape-pairs = { $count ->
    [1] ein Paar
    [2] zwei Paare
    [3] drei Paare
    [4] vier Paare
    [5] fünf Paare
    [6] sechs Paare
    [7] sieben Paare
    [8] acht Paare
    [9] neun Paare
    [10] zehn Paare
   *[other] { $count } Paare
}
sheet-reason-special-near-miss = { $shape } mit { $held } muss auch { $missing } enthalten
sheet-reason-not-a-special-hand = kein Sonderblatt von { $variant }: { $kinds }
sheet-basis-score = { $variant }, Stand { $score }
sheet-basis-side = { $variant }, { $side } bei { $total } in Partie { $game }
sheet-meld-total = Summe
sheet-meld-minimum = Minimum
sheet-meld-enough = Reicht: { $reason }.
sheet-meld-not-enough = Reicht nicht: { $reason }.
sheet-note = Hinweis: { $note }
sheet-yes = Ja: { $reason }.
sheet-no = Nein: { $reason }.
sheet-minimum-at-score = Bei { $score } braucht die Erstmeldung { $minimum } Punkte ({ $variant }).
sheet-minimum-in-hand = In Runde { $hand } braucht die Erstmeldung { $minimum } Punkte ({ $variant }).

## Die Regeln einer Variante (`canasta variants show`).
sheet-rules-col-rule = Regel
sheet-rules-col-value = Wert
sheet-rule-variant = Variante
sheet-rule-description = Beschreibung
sheet-rule-players = Spieler
sheet-rule-decks = Kartenspiele
sheet-rule-game = Partie
sheet-rule-tie = genauer Gleichstand am Ende
sheet-rule-initial-meld = Mindestauslage
sheet-rule-card-values = Kartenwerte
sheet-rule-canastas = { $canasta_term ->
    [burraco] Burracos
    [canastra] Canastras
   *[other] Canastas
}
sheet-rule-going-out = Ausmachen
sheet-rule-red-threes = rote Dreien
sheet-rule-black-threes = gemeldete schwarze Dreien
sheet-rule-black-threes-in-hand = schwarze Dreien auf der Hand
sheet-rule-threes-minus = { $threes ->
    [all] alle Dreien
   *[red] rote Dreien
} zählen negativ
sheet-rule-threes-nothing = { $threes ->
    [all] alle Dreien
   *[red] rote Dreien
} zählen nichts
sheet-rule-melded-minus = gemeldete Karten zählen negativ
sheet-rule-only-cards-minus = nur Karten zählen, negativ
sheet-rule-incomplete-melds = unvollständige Meldungen
sheet-rule-holding = drei oder mehr auf der Hand
sheet-rule-special-hands = Sonderblätter
sheet-rule-melds = Meldungen
sheet-rule-initial-meld-ways = Wege zur Mindestauslage
sheet-rule-pile = { $canasta_term ->
   *[other] Ablagestapel
}
sheet-rule-penalties = Strafen
sheet-rule-bonuses = Prämien
sheet-rule-in-hand = Karten auf der Hand
sheet-rules-players-alone = { $players }, jeder für sich
sheet-rules-players-sides = { $players } in { $sides } Parteien zu { $per_side }
sheet-rules-players-lone = { $players }, jeder mit eigenem Stand; in jeder { $term ->
    [round] Runde
   *[hand] Runde
} spielt einer allein gegen die anderen zwei
sheet-rules-decks = { $decks } Kartenspiele: { $jokers } Joker, { $red_threes } rote Dreien
sheet-rules-game-target = { $target } oder mehr
sheet-rules-game-target-or-hands = { $target } oder mehr, oder nach { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}
sheet-rules-game-hands = nach { $count } { $term ->
    [round] { $count ->
        [one] Runde
       *[other] Runden
    }
   *[hand] { $count ->
        [one] Runde
       *[other] Runden
    }
}; der höhere Stand gewinnt
sheet-rules-tie = { $rule ->
    [play-on] noch eine { $term ->
        [round] Runde
       *[hand] Runde
    } spielen
    [shared] geteilter Sieg
   *[went-out-wins] wer in der letzten { $term ->
        [round] Runde
       *[hand] Runde
    } ausgemacht hat, gewinnt (sonst geteilt)
}
sheet-rules-band-below = unter { $to }
sheet-rules-band-any = jeder Stand
sheet-rules-band-range = { $from } bis { $to }
sheet-rules-band-from = { $from } oder mehr
sheet-rules-by-hand = nach Runde: { $minimums }
sheet-rules-by-hand-one = Runde { $number }
sheet-rules-by-hand-from = ab Runde { $number }
sheet-rules-card-values = Joker { $joker }, Zweier { $two }, Ass { $ace }, K-8 { $king_to_eight }, 7-4 { $seven_to_four }, schwarze Drei { $black_three }
sheet-rules-out-needs = braucht { $canasta_term ->
    [burraco] { $count ->
        [one] { $count } Burraco
       *[other] { $count } Burracos
    }
    [canastra] { $count ->
        [one] { $count } Canastra
       *[other] { $count } Canastras
    }
   *[other] { $count ->
        [one] { $count } Canasta
       *[other] { $count } Canastas
    }
}
sheet-rules-out-needs-kinds = braucht { $canasta_term ->
    [burraco] { $count ->
        [one] { $count } Burraco
       *[other] { $count } Burracos
    }
    [canastra] { $count ->
        [one] { $count } Canastra
       *[other] { $count } Canastras
    }
   *[other] { $count ->
        [one] { $count } Canasta
       *[other] { $count } Canastas
    }
} (mindestens { $kinds })
sheet-rules-out-bonus = Prämie { $bonus }
sheet-rules-out-concealed = verdeckt { $bonus } insgesamt
sheet-rules-out-no-concealed = keine Prämie fürs verdeckte Ausmachen
sheet-rules-out-hand-canasta = Hand-Canasta { $bonus } insgesamt
sheet-rules-each = je { $points }
sheet-rules-never = nie
sheet-rules-side-without = für eine Partei ohne { $requirement }
sheet-requirement = { $what ->
    [nothing] nichts
    [meld] Erstmeldung
    [canastas] { $count ->
        [one] { $count } Canasta
       *[other] { $count } Canastas
    }
   *[kind] Canasta ({ $kind })
}
sheet-rules-per-player = { $points } pro Spieler
sheet-rules-melds-naturals = mindestens { $count } natürliche Karten
sheet-rules-melds-max-wilds = höchstens { $count ->
    [one] { $count } wilde Karte
   *[other] { $count } wilde Karten
}
sheet-rules-melds-wilds-at-most-naturals = nie mehr wilde als natürliche Karten
sheet-rules-melds-max-size = höchstens { $count } Karten
sheet-rules-melds-wild-free = { $ranks }: keine wilden Karten
sheet-rules-melds-wilds-only-initial = { $ranks }: wilde Karten nur in der Erstmeldung
sheet-rules-melds-wild-melds = Meldungen aus wilden Karten erlaubt
sheet-rules-melds-no-wild-melds = keine Meldungen nur aus wilden Karten
sheet-rules-melds-black-threes-never = schwarze Dreien werden nie gemeldet
sheet-rules-melds-black-threes = schwarze Dreien nur beim Ausmachen, { $sizes } auf einmal
sheet-rules-melds-one-per-rank = eine Meldung je Rang und Partei
sheet-rules-ways-top-counts = { $canasta_term ->
   *[other] die oberste Karte des Ablagestapels zählt zum Minimum, keine andere
}
sheet-rules-ways-from-hand = das Minimum kommt von der Hand
sheet-rules-ways-clean-meld = braucht eine Meldung aus drei natürlichen Karten (ohne wilde) oder eine aus wilden Karten
sheet-rules-ways-splash = ein vollständiger Canasta von der Hand braucht kein Minimum
sheet-rules-ways-concealed = verdeckt ausmachen braucht kein Minimum
sheet-rules-pile-always-frozen = immer eingefroren: nur mit einem natürlichen Paar aufzunehmen
sheet-rules-pile-frozen = eingefroren durch eine wilde Karte oder rote Drei darin, und für eine Partei ohne Erstmeldung
sheet-rules-pile-stops = eine schwarze Drei oder wilde Karte oben sperrt ihn
sheet-rules-pile-natural-pair-only = eine natürliche und eine wilde Karte nehmen ihn nie auf
sheet-rules-pile-not-onto-completed = nicht aufzunehmen, um an einen fertigen Canasta anzulegen
sheet-rules-pile-matching-stops = eine Karte passend zu einem fertigen Canasta der Gegner sperrt ihn
sheet-rules-pile-one-card-may = wer eine Karte hält, darf einen Stapel aus einer Karte aufnehmen
sheet-rules-pile-one-card-may-not = wer eine Karte hält, darf keinen Stapel aus einer Karte aufnehmen
sheet-rules-in-hand-not-deducted = werden nicht abgezogen
sheet-rules-in-hand-foot = auch die im Fuß: werden abgezogen

## Folgen und Sätze der Burraco-Familie, Karte für Karte gelesen (`check meld`).
sheet-runs-run = { $cards }: eine Folge von { $from } bis { $to }
sheet-runs-set = { $cards }: ein Satz { $rank }
sheet-runs-wild = { $wild_rank ->
    [joker] der { $wild }
   *[other] die { $wild }
} steht für { $card_rank ->
    [ace] das { $card }
    [king] den { $card }
    [jack] den { $card }
   *[other] die { $card }
}
sheet-runs-burraco = { $kind ->
    [clean] ein reiner Burraco
    [semi_clean] ein halbreiner Burraco
   *[dirty] ein gemischter Burraco
}
sheet-runs-points = { $points } Punkte
sheet-runs-refused = { $cards }: keine Meldung in { $variant }: { $why }
sheet-runs-yes = Regelgerecht: jede Meldung ist eine Folge oder ein Satz in { $variant }.
sheet-runs-no = Nicht regelgerecht: { $count ->
    [one] eine Meldung verstößt
   *[other] { $count } Meldungen verstoßen
} gegen die Regeln von { $variant }.

## Die Siegpunkte einer beendeten Partie (`victory_points` eines Presets), unter der Zeile des Siegers.
sheet-victory-points = Siegpunkte: { $points } (Unterschied { $difference }).
## Die Siegpunkte einer Serie, über seine beendeten Partien zusammengezählt.
sheet-match-victory-points = Siegpunkte: { $points }.

## `variants show`: Folgen und Sätze (die Burraco-Familie), Siegpunkte.
sheet-rule-runs = Folgen und Sätze
sheet-rules-runs = Folgen einer Farbe, { $min } bis { $max } Karten; das Ass { $ace ->
    [both] unten oder oben, nie ums Eck
    [low] nur unten
    [high] nur oben
   *[neither] weder unten noch oben
}; höchstens { $wilds } { $wilds ->
    [one] Joker
   *[other] Joker
} je Meldung{ $natural_two ->
    [yes] ; eine Zwei der Farbe der Folge an ihrem Platz ist natürlich
   *[no] {""}
}; { $sets }
sheet-rules-runs-sets-all = Sätze jedes Rangs außer Zweien
sheet-rules-runs-sets-none = keine Sätze
sheet-rules-runs-sets-only = Sätze nur aus { $ranks }
sheet-rule-victory-points = Siegpunkte
sheet-rules-victory-band = Differenz { $from }-{ $to }: { $winner } / { $loser }
sheet-rules-victory-last = Differenz { $from } und mehr: { $winner } / { $loser }

## The Burraco family.
sheet-rules-players-lone-half = { $players }, jeder mit eigener Summe; in jeder { $term ->
    [round] Runde
   *[hand] Hand
} spielt einer allein gegen die beiden anderen, die je die Hälfte der Wertung des Paars bekommen (eine ungerade Hälfte { $round ->
    [up] aufgerundet
   *[down] abgerundet
})
sheet-rules-decks-ordinary-threes = { $decks } Kartenspiele: { $jokers } Joker, { $points } Kartenpunkte insgesamt
sheet-rules-card-values-ordinary-threes = Joker { $joker }, Zwei { $two }, Ass { $ace }, K-8 { $king_to_eight }, 7-3 { $seven_to_three }
sheet-rule-pot = { $pot_term ->
    [morto] Stapel (Morto)
   *[other] Stapel (Pozzetto)
}
sheet-rules-pot-not-taken = nie genommen: { $points }
sheet-rules-pot-unplayed-in-hand = genommen, nicht gespielt: seine Karten zählen als Karten auf der Hand
sheet-rules-pot-unplayed-as-not-taken = genommen, nicht gespielt: wie nie genommen, seine Karten zählen nicht
sheet-rules-pot-needed-to-go-out = { $pot_term ->
   *[other] eine Seite geht erst aus, wenn sie ihren Stapel genommen hat
}
sheet-rule-threes = Dreien
sheet-rules-threes-ordinary = gewöhnliche Karten wie alle anderen
sheet-rules-pile-never-frozen = immer ganz genommen, was auch oben liegt
sheet-reason-never-frozen = in { $variant } wird der Ablagestapel immer ganz genommen, was auch oben liegt
## `history` und `stats`, wenn die Partien Siegpunkte geben: die Spalte der Siegpunkte,
## Platz, SP und MP der Statistik und der Satz über einer Turnier-Rangliste.
sheet-col-victory-points = Siegpunkte
sheet-col-rank = Platz
sheet-col-vp = SP
sheet-col-mp = MP
sheet-col-mp-said = Matchpunkte
sheet-stats-ranked = Rangliste nach Siegpunkten; bei gleichen Siegpunkten nach Matchpunkten (den Endständen der Partien, die Siegpunkte geben).
sheet-rules-players-everyone-alone = oder eine { $term ->
    [round] Runde
   *[hand] Hand
}, in der jeder allein spielt (drei Stapel zu 11)

sheet-slip-partner-holds-cards = { $who ->
    [partner] noch Karten auf der Hand: { $names }
    [players] { $side }: ohne Karten auf der Hand ausgemacht, aber { $partners ->
        [one] der Partner dessen, der ausgemacht hat ({ $names }), hält noch Karten
       *[other] die Partner dessen, der ausgemacht hat ({ $names }), halten noch Karten
    }
   *[side] { $side }: ohne Karten auf der Hand ausgemacht, aber { $partners ->
        [one] der Partner dessen, der ausgemacht hat, hält noch Karten
       *[other] die Partner dessen, der ausgemacht hat, halten noch Karten
    }
}
sheet-slip-question-points = { $fact }: wie viele Punkte auf der Hand? (Enter, wenn sie schon in den gemeldeten Punkten stecken)
sheet-slip-melded-below-minimum = { $side }: { $melded } gemeldet, weniger als die { $minimum }, die die erste Meldung der Runde zählen musste (nur wer verdeckt ausmacht, braucht keine Mindestauslage)
sheet-slip-question-melded = { $fact }: wie viele Punkte gemeldet? (Enter, wenn { $melded } stimmt)

# A meld of a house kind of canasta (a reale of 13, a canastra de 1000 of 14), with the
# preset's own name for it and its bonus, in `check meld`'s answer.
sheet-runs-house-kind = die Hausart { $kind } (+{ $bonus })

# The statistics' column of hands played, in the games' own word where they share one
# (a season of Burraco: its deals).
sheet-col-hands-of = { $term ->
    [round] Runden
    [deal] Runden
   *[hand] Runden
}

# A row of the rules table with nothing in it (a form without penalties).
sheet-rules-none = keine
# A count of canastas of a kind in the statistics: a label (rein: 6), so the
# adjective need not agree with the masculine *der Canasta*.
sheet-stats-kind-count = { $count ->
    [one] { $kind }
   *[other] { $kinds }
}: { $count }
sheet-share-title = Canasta: Partie { $id } ({ $variant })
sheet-share-hand = { $term ->
   *[other] Runde
} { $number }: { $scores }
