## es: presets
## La descripción de cada variante incluida y las palabras de sus canastas y manos
## especiales (ver en/presets.ftl).
preset-classic = Canasta clásica, cuatro jugadores en dos parejas, partida a 5000
preset-classic-2p = Canasta clásica para dos jugadores (cada uno por su cuenta), partida a 5000
preset-classic-3p = Canasta clásica para tres jugadores (uno solo contra una pareja que cambia), partida a 7500
preset-classic-6p = Canasta clásica para seis jugadores, tres parejas, tres mazos, partida a 7500
preset-classic-6p-teams-of-3 = Canasta clásica para seis jugadores, dos equipos de tres, tres mazos, partida a 10000
preset-classic-wild-melds = Canasta clásica con juegos de comodines (canasta de comodines 2000, juego de comodines incompleto -1000)
preset-american = Canasta americana moderna, cuatro jugadores en dos parejas, partida a 8500
preset-viennese = Canasta vienesa, cuatro jugadores en dos parejas, partida a 5000
preset-canadian = Canasta canadiense, cuatro jugadores, tres mazos, partida a 10000
preset-samba = Samba, cuatro jugadores en dos parejas, tres mazos, escaleras, partida a 10000
preset-bolivia = Bolivia, cuatro jugadores en dos parejas, tres mazos, partida a 15000
preset-hoyle-2p = Versión de computadora para dos jugadores (canasta de comodines 1000), partida a 5000
preset-classic-6p-wild-melds = Canasta clásica para seis, dos equipos de tres, juegos de comodines (Shirley Miller), partida a 10000
preset-westergren-2p = Canasta clásica para dos (Jim Westergren), los tres negros bajados al cortar valen 50, partida a 5000
preset-westergren-3p = Canasta clásica para tres (Jim Westergren), los tres negros bajados al cortar valen 50, partida a 7500
preset-hand-and-foot = Hand and Foot, cuatro jugadores en dos parejas, cinco mazos, cuatro rondas
preset-pennies-from-heaven = Pennies from Heaven, seis jugadores en dos equipos de tres, cuatro mazos, partida a 20000
preset-burraco = Burraco italiano en casa, cuatro jugadores en dos parejas, partida a 2005
preset-burraco-2p = Burraco italiano en casa, dos jugadores, partida a 2005
preset-burraco-3p = Burraco italiano en casa, tres jugadores (uno solo contra una pareja que anota la mitad cada uno), partida a 2005
preset-burraco-tournament = Burraco de torneo italiano (FIBUR), encuentro de 3 manos, puntos de victoria 0-20
preset-burraco-tournament-4 = Burraco de torneo italiano (FIBUR), encuentro de 4 manos, puntos de victoria 0-20
preset-burraco-internazionale = Burraco Internazionale, encuentro de 3 manos, cierre con un burraco limpio, juegos de ases y treses solamente
preset-buraco-fechado = Buraco brasileño fechado, cuatro jugadores en dos parejas, juegos y escaleras, partida a 3000
preset-buraco-aberto = Buraco brasileño aberto, cuatro jugadores en dos parejas, solo escaleras, cierre con una canastra limpia, partida a 3000
preset-buraco-stbl = Buraco brasileño fechado STBL, cuatro jugadores en dos parejas, sin juegos de un valor, cierre con una canastra limpia, partida a 3000

preset-text-natural-no-wild-cards = pura (sin comodines)
preset-text-mixed-one-to-three-wild-cards = impura (de uno a tres comodines)
preset-text-seven-wild-cards = siete comodines
preset-text-mixed-any-natural-rank-but-sevens = impura, de cualquier valor natural salvo sietes
preset-text-pure-any-natural-rank-but-sevens-and-aces = pura, de cualquier valor natural salvo sietes y ases
preset-text-pure-aces = ases puros
preset-text-sevens-always-pure = sietes (siempre pura)
preset-text-seven-twos = siete doses
preset-text-all-four-jokers-and-three-twos = los cuatro jokers y tres doses
preset-text-other-wild-canasta-one-to-three-jokers = otra canasta de comodines (de uno a tres jokers)
preset-text-a-straight-one-card-of-every-rank-and-a-joker = escalera: una carta de cada valor y un joker
preset-text-seven-pairs-without-wild-cards = siete pares sin comodines
preset-text-seven-pairs-with-a-pair-of-twos-sevens-and-aces = siete pares con un par de doses, sietes y ases
preset-text-garbage-two-fours-of-a-kind-and-two-threes-of-a-kind = cuatro y tres: dos cuartetos y dos tríos
preset-text-mixed-never-more-wild-cards-than-natural = impura (nunca más comodines que cartas naturales)
preset-text-natural-red = pura (roja)
preset-text-wild-cards-only = solo comodines
preset-text-mixed-at-least-as-many-natural-as-wild-cards = impura (al menos tantas cartas naturales como comodines)
preset-text-seven-in-sequence-in-one-suit = siete en escalera del mismo palo
preset-text-natural = pura
preset-text-mixed-at-most-two-wild-cards = impura (como mucho dos comodines)
preset-text-mixed = impura
preset-text-clean-book-no-wild-cards = canasta limpia (sin comodines)
preset-text-dirty-book-one-to-three-wild-cards = canasta sucia (de uno a tres comodines)
preset-text-seven-sevens-natural-or-mixed = siete sietes (pura o impura)

## Los tipos de burraco.
preset-text-clean-limpa-no-wild-card = limpia (limpa; sin comodín)
preset-text-clean-pulito-no-wild-card = limpio (pulito; sin comodín)
preset-text-dirty-sporco-one-wild-card = sucio (sporco; un comodín)
preset-text-dirty-suja-one-wild-card = sucia (suja; un comodín)
preset-text-semi-clean-semipulito-the-wild-card-at-an-end = semilimpio (semipulito; el comodín en un extremo)
