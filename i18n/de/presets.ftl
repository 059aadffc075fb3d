## de: presets
## Die Beschreibung jeder mitgelieferten Variante und die Wörter ihrer Canastas und
## besonderen Blätter (siehe en/presets.ftl).
preset-classic = Klassisches Canasta, vier Spieler in zwei Partnerschaften, Partie bis 5000
preset-classic-2p = Klassisches Canasta für zwei Spieler (jeder für sich), Partie bis 5000
preset-classic-3p = Klassisches Canasta für drei Spieler (einer allein gegen eine wechselnde Partnerschaft), Partie bis 7500
preset-classic-6p = Klassisches Canasta für sechs Spieler, drei Partnerschaften zu zweit, drei Kartenspiele, Partie bis 7500
preset-classic-6p-teams-of-3 = Klassisches Canasta für sechs Spieler, zwei Teams zu dritt, drei Kartenspiele, Partie bis 10000
preset-classic-wild-melds = Klassisches Canasta mit Meldungen aus wilden Karten (Joker-Canasta 2000, unvollständige Joker-Meldung -1000)
preset-american = Modernes amerikanisches Canasta, vier Spieler in zwei Partnerschaften, Partie bis 8500
preset-viennese = Wiener Canasta, vier Spieler in zwei Partnerschaften, Partie bis 5000
preset-canadian = Kanadisches Canasta, vier Spieler, drei Kartenspiele, Partie bis 10000
preset-samba = Samba, vier Spieler in zwei Partnerschaften, drei Kartenspiele, Folgen, Partie bis 10000
preset-bolivia = Bolivia, vier Spieler in zwei Partnerschaften, drei Kartenspiele, Partie bis 15000
preset-hoyle-2p = Computerversion für zwei Spieler (Joker-Canasta 1000), Partie bis 5000
preset-classic-6p-wild-melds = Klassisches Canasta zu sechst, zwei Teams zu dritt, Meldungen aus wilden Karten (Shirley Miller), Partie bis 10000
preset-westergren-2p = Klassisches Canasta zu zweit (Jim Westergren), beim Ausmachen gemeldete schwarze Dreien zählen 50, Partie bis 5000
preset-westergren-3p = Klassisches Canasta zu dritt (Jim Westergren), beim Ausmachen gemeldete schwarze Dreien zählen 50, Partie bis 7500
preset-hand-and-foot = Hand und Fuß, vier Spieler in zwei Partnerschaften, fünf Kartenspiele, vier Runden
preset-pennies-from-heaven = Pennies from Heaven, sechs Spieler in zwei Teams zu dritt, vier Kartenspiele, Partie bis 20000
preset-burraco = Italienisches Burraco zu Hause, vier Spieler in zwei Paaren, Spiel bis 2005
preset-burraco-2p = Italienisches Burraco zu Hause, zwei Spieler, Spiel bis 2005
preset-burraco-3p = Italienisches Burraco zu Hause, drei Spieler (einer allein gegen ein Paar, das je die Hälfte bekommt), Spiel bis 2005
preset-burraco-tournament = Italienisches Turnier-Burraco (FIBUR), Begegnung über 3 Runden, Siegpunkte 0-20
preset-burraco-tournament-4 = Italienisches Turnier-Burraco (FIBUR), Begegnung über 4 Runden, Siegpunkte 0-20
preset-burraco-internazionale = Burraco Internazionale, Begegnung über 3 Runden, Ausmachen mit einem sauberen Burraco, Sätze nur aus Assen und Dreien
preset-buraco-fechado = Brasilianisches Buraco fechado, vier Spieler in zwei Paaren, Sätze und Folgen, Spiel bis 3000
preset-buraco-aberto = Brasilianisches Buraco aberto, vier Spieler in zwei Paaren, nur Folgen, Ausmachen mit einer sauberen Canastra, Spiel bis 3000
preset-buraco-stbl = Brasilianisches Buraco fechado STBL, vier Spieler in zwei Paaren, keine Sätze, Ausmachen mit einer sauberen Canastra, Spiel bis 3000

preset-text-natural-no-wild-cards = natürlich (ohne wilde Karten)
preset-text-mixed-one-to-three-wild-cards = gemischt (eine bis drei wilde Karten)
preset-text-seven-wild-cards = sieben wilde Karten
preset-text-mixed-any-natural-rank-but-sevens = gemischt, jeder natürliche Rang außer Siebenern
preset-text-pure-any-natural-rank-but-sevens-and-aces = rein, jeder natürliche Rang außer Siebenern und Assen
preset-text-pure-aces = reine Asse
preset-text-sevens-always-pure = Siebener (immer rein)
preset-text-seven-twos = sieben Zweier
preset-text-all-four-jokers-and-three-twos = alle vier Joker und drei Zweier
preset-text-other-wild-canasta-one-to-three-jokers = anderer Joker-Canasta (ein bis drei Joker)
preset-text-a-straight-one-card-of-every-rank-and-a-joker = Straße: eine Karte jedes Rangs und ein Joker
preset-text-seven-pairs-without-wild-cards = sieben Paare ohne wilde Karten
preset-text-seven-pairs-with-a-pair-of-twos-sevens-and-aces = sieben Paare mit einem Paar Zweier, einem Paar Siebener und einem Paar Asse
preset-text-garbage-two-fours-of-a-kind-and-two-threes-of-a-kind = Vierlinge und Drillinge: zwei Vierlinge und zwei Drillinge
preset-text-mixed-never-more-wild-cards-than-natural = gemischt (nie mehr wilde als natürliche Karten)
preset-text-natural-red = natürlich (rot)
preset-text-wild-cards-only = nur wilde Karten
preset-text-mixed-at-least-as-many-natural-as-wild-cards = gemischt (mindestens so viele natürliche wie wilde Karten)
preset-text-seven-in-sequence-in-one-suit = sieben in Folge in einer Farbe
preset-text-natural = natürlich
preset-text-mixed-at-most-two-wild-cards = gemischt (höchstens zwei wilde Karten)
preset-text-mixed = gemischt
preset-text-clean-book-no-wild-cards = sauberer Canasta (ohne wilde Karten)
preset-text-dirty-book-one-to-three-wild-cards = schmutziger Canasta (eine bis drei wilde Karten)
preset-text-seven-sevens-natural-or-mixed = sieben Siebener (natürlich oder gemischt)

## Die Arten von Burraco.
preset-text-clean-limpa-no-wild-card = sauber (limpa; ohne Joker)
preset-text-clean-pulito-no-wild-card = sauber (pulito; ohne Joker)
preset-text-dirty-sporco-one-wild-card = schmutzig (sporco; ein Joker)
preset-text-dirty-suja-one-wild-card = schmutzig (suja; ein Joker)
preset-text-semi-clean-semipulito-the-wild-card-at-an-end = halbsauber (semipulito; der Joker an einem Ende)
