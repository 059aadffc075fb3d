## it: presets
## La descrizione di ogni variante inclusa e le parole delle sue canaste e mani speciali
## (vedi en/presets.ftl).
preset-classic = Canasta classica, quattro giocatori in due coppie, partita a 5000
preset-classic-2p = Canasta classica per due giocatori (ognuno per sé), partita a 5000
preset-classic-3p = Canasta classica per tre giocatori (uno da solo contro una coppia temporanea), partita a 7500
preset-classic-6p = Canasta classica per sei giocatori, tre coppie, tre mazzi, partita a 7500
preset-classic-6p-teams-of-3 = Canasta classica per sei giocatori, due squadre da tre, tre mazzi, partita a 10000
preset-classic-wild-melds = Canasta classica con combinazioni di matte (canasta di matte 2000, combinazione di matte incompleta -1000)
preset-american = Canasta americana moderna, quattro giocatori in due coppie, partita a 8500
preset-viennese = Canasta viennese, quattro giocatori in due coppie, partita a 5000
preset-canadian = Canasta canadese, quattro giocatori, tre mazzi, partita a 10000
preset-samba = Samba, quattro giocatori in due coppie, tre mazzi, scale, partita a 10000
preset-bolivia = Bolivia, quattro giocatori in due coppie, tre mazzi, partita a 15000
preset-hoyle-2p = Versione per computer a due giocatori (canasta di matte 1000), partita a 5000
preset-classic-6p-wild-melds = Canasta classica in sei, due squadre da tre, combinazioni di matte (Shirley Miller), partita a 10000
preset-westergren-2p = Canasta classica in due (Jim Westergren), i tre neri calati chiudendo valgono 50, partita a 5000
preset-westergren-3p = Canasta classica in tre (Jim Westergren), i tre neri calati chiudendo valgono 50, partita a 7500
preset-hand-and-foot = Hand and Foot, quattro giocatori in due coppie, cinque mazzi, quattro giri
preset-pennies-from-heaven = Pennies from Heaven, sei giocatori in due squadre da tre, quattro mazzi, partita a 20000
preset-burraco = Burraco italiano in famiglia, quattro giocatori in due coppie, partita a 2005
preset-burraco-2p = Burraco italiano in famiglia, due giocatori, partita a 2005
preset-burraco-3p = Burraco italiano in famiglia, tre giocatori (uno da solo contro una coppia che segna metà ciascuno), partita a 2005
preset-burraco-tournament = Burraco da torneo (FIBUR), incontro di 3 smazzate, punti vittoria 0-20
preset-burraco-tournament-4 = Burraco da torneo (FIBUR), incontro di 4 smazzate, punti vittoria 0-20
preset-burraco-internazionale = Burraco Internazionale, incontro di 3 smazzate, chiusura con un burraco pulito, combinazioni solo di assi e di tre
preset-buraco-fechado = Buraco brasiliano fechado, quattro giocatori in due coppie, combinazioni e scale, partita a 3000
preset-buraco-aberto = Buraco brasiliano aberto, quattro giocatori in due coppie, solo scale, chiusura con una canastra pulita, partita a 3000
preset-buraco-stbl = Buraco brasiliano fechado STBL, quattro giocatori in due coppie, niente combinazioni, chiusura con una canastra pulita, partita a 3000

preset-text-natural-no-wild-cards = pura (senza matte)
preset-text-mixed-one-to-three-wild-cards = sporca (da una a tre matte)
preset-text-seven-wild-cards = sette matte
preset-text-mixed-any-natural-rank-but-sevens = sporca, di qualsiasi valore naturale tranne i sette
preset-text-pure-any-natural-rank-but-sevens-and-aces = pura, di qualsiasi valore naturale tranne i sette e gli assi
preset-text-pure-aces = assi naturali
preset-text-sevens-always-pure = sette (sempre pura)
preset-text-seven-twos = sette pinelle
preset-text-all-four-jokers-and-three-twos = tutti e quattro i jolly e tre pinelle
preset-text-other-wild-canasta-one-to-three-jokers = altra canasta di matte (da uno a tre jolly)
preset-text-a-straight-one-card-of-every-rank-and-a-joker = scala reale: una carta di ogni valore e un jolly
preset-text-seven-pairs-without-wild-cards = sette coppie senza matte
preset-text-seven-pairs-with-a-pair-of-twos-sevens-and-aces = sette coppie con una coppia di pinelle, di sette e di assi
preset-text-garbage-two-fours-of-a-kind-and-two-threes-of-a-kind = poker e tris: due poker e due tris
preset-text-mixed-never-more-wild-cards-than-natural = sporca (mai più matte che carte naturali)
preset-text-natural-red = pura (rossa)
preset-text-wild-cards-only = solo matte
preset-text-mixed-at-least-as-many-natural-as-wild-cards = sporca (almeno tante carte naturali quante matte)
preset-text-seven-in-sequence-in-one-suit = sette in scala dello stesso seme
preset-text-natural = pura
preset-text-mixed-at-most-two-wild-cards = sporca (al massimo due matte)
preset-text-mixed = sporca
preset-text-clean-book-no-wild-cards = canasta pulita (senza matte)
preset-text-dirty-book-one-to-three-wild-cards = canasta sporca (da una a tre matte)
preset-text-seven-sevens-natural-or-mixed = sette sette (pura o sporca)

## I tipi di burraco.
preset-text-clean-limpa-no-wild-card = pulito (limpa; senza matta)
preset-text-clean-pulito-no-wild-card = pulito (senza matta)
preset-text-dirty-sporco-one-wild-card = sporco (con una matta)
preset-text-dirty-suja-one-wild-card = sporco (suja; con una matta)
preset-text-semi-clean-semipulito-the-wild-card-at-an-end = semipulito (la matta a un'estremità)
