## pt-BR: presets
## A descrição de cada variante incluída e as palavras das suas canastras e mãos
## especiais (ver en/presets.ftl).
preset-classic = Canastra clássica (com três vermelhos), quatro jogadores em duas duplas, partida de 5000
preset-classic-2p = Canastra clássica para dois jogadores (cada um por si), partida de 5000
preset-classic-3p = Canastra clássica para três jogadores (um sozinho contra uma dupla provisória), partida de 7500
preset-classic-6p = Canastra clássica para seis jogadores, três duplas, três baralhos, partida de 7500
preset-classic-6p-teams-of-3 = Canastra clássica para seis jogadores, duas equipes de três, três baralhos, partida de 10000
preset-classic-wild-melds = Canastra clássica com jogos de curingas (canastra de curingas 2000, jogo de curingas incompleto -1000)
preset-american = Canastra americana moderna, quatro jogadores em duas duplas, partida de 8500
preset-viennese = Canastra vienense, quatro jogadores em duas duplas, partida de 5000
preset-canadian = Canastra canadense, quatro jogadores, três baralhos, partida de 10000
preset-samba = Samba, quatro jogadores em duas duplas, três baralhos, sequências, partida de 10000
preset-bolivia = Bolivia, quatro jogadores em duas duplas, três baralhos, partida de 15000
preset-hoyle-2p = Versão de computador para dois jogadores (canastra de curingas 1000), partida de 5000
preset-classic-6p-wild-melds = Canastra clássica para seis, duas equipes de três, jogos de curingas (Shirley Miller), partida de 10000
preset-westergren-2p = Canastra clássica para dois (Jim Westergren), três pretos baixados na batida valem 50, partida de 5000
preset-westergren-3p = Canastra clássica para três (Jim Westergren), três pretos baixados na batida valem 50, partida de 7500
preset-hand-and-foot = Hand and Foot, quatro jogadores em duas duplas, cinco baralhos, quatro rodadas
preset-pennies-from-heaven = Pennies from Heaven, seis jogadores em duas equipes de três, quatro baralhos, partida de 20000
preset-burraco = Burraco italiano em casa, quatro jogadores em duas duplas, jogo de 2005
preset-burraco-2p = Burraco italiano em casa, dois jogadores, jogo de 2005
preset-burraco-3p = Burraco italiano em casa, três jogadores (um sozinho contra uma dupla que marca metade cada um), jogo de 2005
preset-burraco-tournament = Burraco de torneio italiano (FIBUR), partida de 3 rodadas, pontos de vitória 0-20
preset-burraco-tournament-4 = Burraco de torneio italiano (FIBUR), partida de 4 rodadas, pontos de vitória 0-20
preset-burraco-internazionale = Burraco Internazionale, partida de 3 rodadas, bater com um burraco limpo, trincas só de ases e de três
preset-buraco-fechado = Buraco fechado, quatro jogadores em duas duplas, trincas e sequências, jogo de 3000
preset-buraco-aberto = Buraco aberto, quatro jogadores em duas duplas, só sequências, bate com canastra limpa, jogo de 3000
preset-buraco-stbl = Buraco fechado STBL, quatro jogadores em duas duplas, sem trinca, bate com limpa, jogo de 3000

preset-text-natural-no-wild-cards = limpa (sem curingas)
preset-text-mixed-one-to-three-wild-cards = suja (de um a três curingas)
preset-text-seven-wild-cards = sete curingas
preset-text-mixed-any-natural-rank-but-sevens = suja, de qualquer valor natural menos setes
preset-text-pure-any-natural-rank-but-sevens-and-aces = limpa, de qualquer valor natural menos setes e ases
preset-text-pure-aces = ases limpos
preset-text-sevens-always-pure = setes (sempre limpa)
preset-text-seven-twos = sete dois
preset-text-all-four-jokers-and-three-twos = os quatro jokers e três dois
preset-text-other-wild-canasta-one-to-three-jokers = outra canastra de curingas (de um a três jokers)
preset-text-a-straight-one-card-of-every-rank-and-a-joker = sequência: uma carta de cada valor e um joker
preset-text-seven-pairs-without-wild-cards = sete pares sem curingas
preset-text-seven-pairs-with-a-pair-of-twos-sevens-and-aces = sete pares com um par de dois, de setes e de ases
preset-text-garbage-two-fours-of-a-kind-and-two-threes-of-a-kind = quadras e trincas: duas quadras e duas trincas
preset-text-mixed-never-more-wild-cards-than-natural = suja (nunca mais curingas que cartas naturais)
preset-text-natural-red = limpa (vermelha)
preset-text-wild-cards-only = só curingas
preset-text-mixed-at-least-as-many-natural-as-wild-cards = suja (pelo menos tantas cartas naturais quanto curingas)
preset-text-seven-in-sequence-in-one-suit = sete em sequência do mesmo naipe
preset-text-natural = limpa
preset-text-mixed-at-most-two-wild-cards = suja (no máximo dois curingas)
preset-text-mixed = suja
preset-text-clean-book-no-wild-cards = canastra limpa (sem curingas)
preset-text-dirty-book-one-to-three-wild-cards = canastra suja (de um a três curingas)
preset-text-seven-sevens-natural-or-mixed = sete setes (limpa ou suja)

## Os tipos de canastra.
preset-text-clean-limpa-no-wild-card = limpa (sem curinga)
preset-text-clean-pulito-no-wild-card = limpa (pulito; sem curinga)
preset-text-dirty-sporco-one-wild-card = suja (sporco; um curinga)
preset-text-dirty-suja-one-wild-card = suja (com um curinga)
preset-text-semi-clean-semipulito-the-wild-card-at-an-end = semilimpa (semipulito; o curinga numa ponta)
