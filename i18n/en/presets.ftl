## en: presets
## Each built-in variant's description (`preset-<file stem>`), and the words its kinds
## of canasta and special hands are described with (`describe`), each as
## `preset-text-<the English words in lower case, `-` between>`. A message is used only
## where English's is word for word the preset's own text: a user's preset keeps its
## own words (`render::preset_description`, `render::preset_text`).
preset-classic = Classic Canasta, four players in two partnerships, game 5000
preset-classic-2p = Classic Canasta for two players (each for themselves), game 5000
preset-classic-3p = Classic Canasta for three players (lone hand against a temporary partnership), game 7500
preset-classic-6p = Classic Canasta for six players, three partnerships of two, three packs, game 7500
preset-classic-6p-teams-of-3 = Classic Canasta for six players, two teams of three, three packs, game 10000
preset-classic-wild-melds = Classic Canasta with wild-card melds (wild canasta 2000, incomplete wild meld -1000)
preset-american-tournament = American Canasta for club tournaments, games of 3 hands, minimums 125, 155, 180
preset-american = Modern American Canasta, four players in two partnerships, game 8500
preset-viennese = Viennese Canasta, four players in two partnerships, game 5000
preset-canadian = Canadian Canasta, four players, three packs, game 10000
preset-samba = Samba, four players in two partnerships, three packs, sequences, game 10000
preset-bolivia = Bolivia, four players in two partnerships, three packs, game 15000
preset-hoyle-2p = Two-player computer version (wild canasta 1000), game 5000
preset-classic-6p-wild-melds = Classic Canasta for six, two teams of three, wild-card melds (Shirley Miller), game 10000
preset-westergren-2p = Classic Canasta for two (Jim Westergren), black threes melded going out worth 50, game 5000
preset-westergren-3p = Classic Canasta for three (Jim Westergren), black threes melded going out worth 50, game 7500
preset-hand-and-foot = Hand and Foot, four players in two partnerships, five packs, four rounds
preset-pennies-from-heaven = Pennies from Heaven, six players in two teams of three, four packs, game 20000
preset-burraco = Italian Burraco at home, four players in two partnerships, game 2005
preset-burraco-2p = Italian Burraco at home, two players, game 2005
preset-burraco-3p = Italian Burraco at home, three players (one alone against a pair scoring half each), game 2005
preset-burraco-tournament = Italian tournament Burraco (FIBUR), a match of 3 deals, victory points 0-20
preset-burraco-tournament-4 = Italian tournament Burraco (FIBUR), a match of 4 deals, victory points 0-20
preset-burraco-internazionale = Burraco Internazionale, a match of 3 deals, closing with a clean burraco, sets of aces and threes only
preset-buraco-fechado = Brazilian Buraco fechado, four players in two partnerships, sets and runs, game 3000
preset-buraco-aberto = Brazilian Buraco aberto, four players in two partnerships, runs only, out with a clean canastra, game 3000
preset-buraco-stbl = Brazilian Buraco fechado STBL, four players in two partnerships, no sets, out with a clean canastra, game 3000

## Kinds of canasta and special hands (`describe`).
preset-text-natural-no-wild-cards = natural (no wild cards)
preset-text-mixed-one-to-three-wild-cards = mixed (one to three wild cards)
preset-text-seven-wild-cards = seven wild cards
preset-text-mixed-any-natural-rank-but-sevens = mixed, any natural rank but sevens
preset-text-pure-any-natural-rank-but-sevens-and-aces = pure, any natural rank but sevens and aces
preset-text-pure-aces = pure aces
preset-text-sevens-always-pure = sevens (always pure)
preset-text-seven-twos = seven twos
preset-text-all-four-jokers-and-three-twos = all four jokers and three twos
preset-text-other-wild-canasta-one-to-three-jokers = other wild canasta (one to three jokers)
preset-text-a-straight-one-card-of-every-rank-and-a-joker = a straight: one card of every rank and a joker
preset-text-seven-pairs-without-wild-cards = seven pairs without wild cards
preset-text-seven-pairs-with-a-pair-of-twos-sevens-and-aces = seven pairs with a pair of twos, sevens and aces
preset-text-garbage-two-fours-of-a-kind-and-two-threes-of-a-kind = garbage: two fours of a kind and two threes of a kind
preset-text-mixed-never-more-wild-cards-than-natural = mixed (never more wild cards than natural)
preset-text-natural-red = natural (red)
preset-text-wild-cards-only = wild cards only
preset-text-mixed-at-least-as-many-natural-as-wild-cards = mixed (at least as many natural as wild cards)
preset-text-seven-in-sequence-in-one-suit = seven in sequence in one suit
preset-text-natural = natural
preset-text-mixed-at-most-two-wild-cards = mixed (at most two wild cards)
preset-text-mixed = mixed
preset-text-clean-book-no-wild-cards = clean book (no wild cards)
preset-text-dirty-book-one-to-three-wild-cards = dirty book (one to three wild cards)
preset-text-seven-sevens-natural-or-mixed = seven sevens (natural or mixed)

## The Burraco family's kinds of burraco.
preset-text-clean-limpa-no-wild-card = clean (limpa; no wild card)
preset-text-clean-pulito-no-wild-card = clean (pulito; no wild card)
preset-text-dirty-sporco-one-wild-card = dirty (sporco; one wild card)
preset-text-dirty-suja-one-wild-card = dirty (suja; one wild card)
preset-text-semi-clean-semipulito-the-wild-card-at-an-end = semi-clean (semipulito; the wild card at an end)

## Each built-in preset's name inside a sentence (render::rules_text::variant_name):
## English keeps the id the player types with --variant.
preset-name-american-tournament = american-tournament
preset-name-american = american
preset-name-bolivia = bolivia
preset-name-buraco-aberto = buraco-aberto
preset-name-buraco-fechado = buraco-fechado
preset-name-buraco-stbl = buraco-stbl
preset-name-burraco = burraco
preset-name-burraco-2p = burraco-2p
preset-name-burraco-3p = burraco-3p
preset-name-burraco-internazionale = burraco-internazionale
preset-name-burraco-tournament = burraco-tournament
preset-name-burraco-tournament-4 = burraco-tournament-4
preset-name-canadian = canadian
preset-name-classic = classic
preset-name-classic-2p = classic-2p
preset-name-classic-3p = classic-3p
preset-name-classic-6p = classic-6p
preset-name-classic-6p-teams-of-3 = classic-6p-teams-of-3
preset-name-classic-6p-wild-melds = classic-6p-wild-melds
preset-name-classic-wild-melds = classic-wild-melds
preset-name-hand-and-foot = hand-and-foot
preset-name-hoyle-2p = hoyle-2p
preset-name-pennies-from-heaven = pennies-from-heaven
preset-name-samba = samba
preset-name-viennese = viennese
preset-name-westergren-2p = westergren-2p
preset-name-westergren-3p = westergren-3p
