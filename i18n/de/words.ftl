## Words of a line and of the sheet (see en/words.ftl).
word-out = ausgemacht
    .typed = aus a ausgemacht
    .many = ausgemacht
word-concealed = verdeckt ausgemacht
    .typed = verdeckt v
    .many = verdeckt ausgemacht
word-hand_canasta = Hand-Canasta
    .typed = hand_canasta hc
    .many = Hand-Canasta
word-red_threes = rote Dreien
    .typed = rote r rote_dreien
    .many = rote Dreien
word-black_threes = schwarze Dreien
    .typed = schwarze s schwarze_dreien
    .many = schwarze Dreien
word-black_threes_in_hand = schwarze Dreien auf der Hand
    .typed = schwarze_auf_der_hand sh
    .many = schwarze Dreien auf der Hand
word-natural = rein
    .typed = natürlich n rein echt
    .many = rein
word-mixed = gemischt
    .typed = gemischt g unecht
    .many = gemischt
word-wild = Joker-Canasta
    .typed = joker_canasta jc
    .many = Joker-Canastas
word-natural_aces = Asse
    .typed = asse as
    .many = Asse
word-natural_sevens = Siebener
    .typed = siebener si
    .many = Siebener
word-wild_twos = Zweier-Canasta
    .typed = zweier z
    .many = Zweier-Canastas
word-wild_jokers = Vier-Joker-Canasta
    .typed = vier_joker vj joker
    .many = Vier-Joker-Canastas
word-sevens = Siebener
    .typed = siebener si
    .many = Siebener
word-clean = sauber
    .typed = sauber sa
    .many = sauber
    .burraco = sauber
    .burraco-many = sauber
word-dirty = schmutzig
    .typed = schmutzig sch
    .many = schmutzig
    .burraco = schmutzig
    .burraco-many = schmutzig
word-semi_clean = halbsauber
    .typed = halbsauber hs
    .many = halbsauber
    .burraco = halbsauber
    .burraco-many = halbsauber
word-no_pot = ohne Stapel
    .typed = ohne_stapel os
    .many = ohne Stapel
word-pot_unplayed = Stapel nicht gespielt
    .typed = stapel_nicht_gespielt sng
    .many = Stapel nicht gespielt
word-samba = Samba
    .typed = samba
    .many = Samba
word-bolivia = Bolivia
    .typed = bolivia
    .many = Bolivia
word-escalera = Escalera
    .typed = escalera
    .many = Escalera
word-undeclared_red_three = rote Drei auf der Hand
    .typed = rote_drei_auf_der_hand rdadh
    .many = rote Drei auf der Hand
word-out_against_partner = Ausmachen ohne Erlaubnis
    .typed = aus_ohne_erlaubnis aoe
    .many = Ausmachen ohne Erlaubnis
word-failed_to_go_out = Ausmachen misslungen
    .typed = aus_misslungen aum
    .many = Ausmachen misslungen
word-illegal_pile_take = Ablagestapel falsch genommen
    .typed = ablagestapel_falsch_genommen afg
    .many = Ablagestapel falsch genommen
word-exact_cut = genau abgehoben
    .typed = genau_abgehoben ga
    .many = genau abgehoben
word-straight = Straße
    .typed = strasse st
    .many = Straße
word-pairs = sieben Paare
    .typed = sieben_paare sp
    .many = sieben Paare
word-pairs_wild = Paare mit Zweiern
    .typed = paare_mit_zweiern pmz
    .many = Paare mit Zweiern
word-garbage = Vierlinge und Drillinge
    .typed = vierlinge_und_drillinge vud
    .many = Vierlinge und Drillinge
word-aces = Asse
    .typed = asse_meldung
    .many = Asse
word-wild_four_jokers = Joker-Meldung mit vier Jokern
    .typed = vier_joker_meldung
    .many = Joker-Meldung mit vier Jokern

## Eine abgelehnte Zeile: was an einem Wort nicht stimmt.
line-fact = { $fact ->
    [out] das Ausmachen
    [melded] die gemeldeten Punkte
    [in-hand] die Punkte auf der Hand
    [canastas] die Canastas
    [red-threes] die roten Dreien
    [black-threes] die schwarzen Dreien
    [black-threes-in-hand] die schwarzen Dreien auf der Hand
    [penalties] die Strafen
    [bonuses] die Prämien
    [incomplete] unvollständige Meldungen
    [holding] zurückgehaltene Asse und Siebener
    [pot] der Stapel
    [melds] die Meldungen
   *[hand-cards] die Karten auf der Hand
}
line-unknown-brief = `{ $token }` bedeutet nichts in { $variant }; die Wörter stehen oben (? fragt Schritt für Schritt)
line-unknown = `{ $token }` bedeutet nichts in { $variant }. Bekannt: eine Anzahl vor { $counted }; { $out }
line-unknown-penalties = ; Strafen { $penalties }
line-unknown-numbers = ; 420 für gemeldete Punkte, -35 für Punkte auf der Hand; Karten ({ $cards })
line-or = { " " }oder{ " " }
line-ambiguous = `{ $token }` kann { $options } sein; schreib mehr vom Namen
line-needs-count = `{ $token }` braucht eine Anzahl davor, z. B. 1{ $token } für einmal { $name }
line-twice = `{ $token }`: { $fact } zweimal in einer Zeile
line-likely-cards = `{ $token }` sind mehr Punkte, als die Karten hergeben ({ $max }): für Karten schreib m:{ $token }
line-number-or-cards = `{ $token }` kann gemeldete Punkte oder eine Meldung aus Karten sein: schreib +{ $token } für Punkte oder m:{ $token } für die Meldung
line-repeated = `{ $token }` sagt noch einmal, was `{ $first }` in dieser Zeile sagt; gib es einmal an, mit der Anzahl davor (`2{ $bare }` für zwei)
line-shared-on-own = `{ $token }` gehört der Partnerschaft ({ $fact }): gib es einmal an, in der Zeile der Partnerschaft
line-own-on-shared = `{ $token }` gehört jedem Spieler selbst ({ $fact }): gib es in der Zeile dieses Spielers an
line-not-in-variant = `{ $token }`: { $variant } hat keine { $what ->
    [red-threes] roten Dreien: Dreien sind hier gewöhnliche Karten
    [incomplete-melds] unvollständigen Meldungen
   *[holding-penalty] Strafe für drei oder mehr zurückgehaltene Karten eines Rangs
}
line-not-in-rules = `{ $token }` ist { $name }, das es bei { $variant } nicht gibt
line-unknown-name = `{ $token }`: { $what ->
    [incomplete-meld] keine unvollständige Meldung
    [rank] kein Rang
    [canasta-kind] keine Canasta-Art
    [penalty] keine Strafe
    [bonus] keine Prämie
   *[side] keine Partei
} dieser Partie; es gibt: { $known }
line-cards = `{ $token }`: { $error }
line-too-large = `{ $token }` ist eine zu große Zahl, um zu stimmen
line-refused-of = Zeile von { $side }:
    { $refusal }
    (nichts wurde gespeichert)
line-refused = { $refusal } (nichts wurde gespeichert)

## The names a game's sides get when none are given (data once the game is saved).
word-default-side = { $which ->
    [we] Wir
    [they] Ihr
   *[you] Sie
}
word-default-player = Spieler { $number }
line-out-and-concealed = `{ $token }`: die Zeile sagt zweimal, dass ihre Seite ausgemacht hat; ein Wort sagt wie: das für verdeckt allein (verdeckt ausmachen), oder das für ausmachen allein

## A tournament plan's words (`3 mitchell + 1 danish`): each movement and option, and
## what a director types for it (`.typed`); every language's words are read in any plan.
word-plan-mitchell = Mitchell
    .typed = mitchell
word-plan-danish = dänisch
    .typed = dänisch daenisch
word-plan-round_robin = jeder gegen jeden
    .typed = jeder-gegen-jeden
word-plan-manual = manuell
    .typed = manuell
word-plan-swiss = Schweizer
    .typed = schweizer schweizer-system
word-plan-groups = Gruppen
    .typed = gruppen
word-plan-knockout = K.-o.
    .typed = ko k.o. k.-o. knockout
word-plan-individual = Einzel
    .typed = einzel
word-plan-step = Schritt
    .typed = schritt
word-plan-modified = modifiziert
    .typed = modifiziert
word-plan-pure = rein
    .typed = rein

## The language's own name, as its speakers write it (the guide's table of languages).
word-language = Deutsch
