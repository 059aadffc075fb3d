## Words of a line and of the sheet (see en/words.ftl).
word-out = chiusura
    .typed = chiusura c chiude
    .many = chiusura
word-concealed = chiusura in mano
    .typed = in_mano im
    .many = chiusura in mano
word-hand_canasta = canasta in mano
    .typed = canasta_in_mano cim
    .many = canasta in mano
word-red_threes = tre rossi
    .typed = rossi r tre_rossi
    .many = tre rossi
word-black_threes = tre neri
    .typed = neri n tre_neri
    .many = tre neri
word-black_threes_in_hand = tre neri in mano
    .typed = neri_in_mano nm
    .many = tre neri in mano
word-natural = pura
    .typed = pura p
    .many = pure
word-mixed = sporca
    .typed = sporca s impura i
    .many = sporche
word-wild = di matte
    .typed = di_matte dm matte
    .many = di matte
word-natural_aces = di assi
    .typed = di_assi da
    .many = di assi
word-natural_sevens = di sette
    .typed = di_sette ds
    .many = di sette
word-wild_twos = di pinelle
    .typed = di_pinelle dp
    .many = di pinelle
word-wild_jokers = di jolly
    .typed = di_jolly dj
    .many = di jolly
word-sevens = di sette
    .typed = sette di_sette
    .many = di sette
word-clean = pulita
    .typed = pulita p pulito
    .many = pulite
    .burraco = pulito
    .burraco-many = puliti
word-dirty = sporca
    .typed = sporca s sporco
    .many = sporche
    .burraco = sporco
    .burraco-many = sporchi
word-semi_clean = semipulita
    .typed = semipulito semipulita sp
    .many = semipulite
    .burraco = semipulito
    .burraco-many = semipuliti
word-no_pot = senza pozzetto
    .typed = senza_pozzetto np
    .many = senza pozzetto
word-pot_unplayed = pozzetto non giocato
    .typed = pozzetto_non_giocato png
    .many = pozzetto non giocato
word-samba = samba
    .typed = samba
    .many = samba
word-bolivia = bolivia
    .typed = bolivia
    .many = bolivia
word-escalera = escalera
    .typed = escalera
    .many = escalera
word-undeclared_red_three = tre rosso in mano
    .typed = tre_rosso_in_mano trim
    .many = tre rosso in mano
word-out_against_partner = chiusura non autorizzata
    .typed = chiusura_non_autorizzata cna
    .many = chiusura non autorizzata
word-failed_to_go_out = chiusura mancata
    .typed = chiusura_mancata cm
    .many = chiusura mancata
word-illegal_pile_take = pozzo preso male
    .typed = pozzo_preso_male ppm
    .many = pozzo preso male
word-exact_cut = taglio esatto
    .typed = taglio_esatto te
    .many = taglio esatto
word-straight = scala reale
    .typed = scala_reale sr
    .many = scala reale
word-pairs = sette coppie
    .typed = sette_coppie sc
    .many = sette coppie
word-pairs_wild = coppie con pinelle
    .typed = coppie_con_pinelle ccp
    .many = coppie con pinelle
word-garbage = poker e tris
    .typed = poker_e_tris pet
    .many = poker e tris
word-aces = di assi
    .typed = assi
    .many = di assi
word-wild_four_jokers = di matte con quattro jolly
    .typed = quattro_jolly
    .many = di matte con quattro jolly

## Una riga rifiutata: che cosa non va in una parola.
line-fact = { $fact ->
    [out] la chiusura
    [melded] i punti calati
    [in-hand] i punti in mano
    [canastas] le canaste
    [red-threes] i tre rossi
    [black-threes] i tre neri
    [black-threes-in-hand] i tre neri in mano
    [penalties] le penalità
    [bonuses] i premi
    [incomplete] le combinazioni incomplete
    [holding] gli assi e i sette trattenuti
    [pot] il pozzetto
    [melds] le combinazioni
   *[hand-cards] le carte in mano
}
line-unknown-brief = `{ $token }` non vuol dire niente in { $variant }; le parole sono elencate sopra (? chiede passo passo)
line-unknown = `{ $token }` non vuol dire niente in { $variant }. Parole valide: un numero prima di { $counted }; { $out }
line-unknown-penalties = ; penalità { $penalties }
line-unknown-numbers = ; 420 per i punti calati, -35 per i punti in mano; carte ({ $cards })
line-or = { " " }o{ " " }
line-ambiguous = `{ $token }` può essere { $options }; scrivi di più del nome
line-needs-count = `{ $token }` vuole un numero davanti, per esempio 1{ $token } (1 × { $name })
line-twice = `{ $token }`: { $fact } due volte sulla stessa riga
line-likely-cards = `{ $token }` supera i punti di tutti i mazzi ({ $max }): per le carte, scrivi m:{ $token }
line-number-or-cards = `{ $token }` può essere punti calati o una combinazione di carte: scrivi +{ $token } per i punti, o m:{ $token } per la combinazione
line-repeated = `{ $token }` ripete quello che ha detto `{ $first }` su questa riga; dillo una volta, con il numero davanti (`2{ $bare }` per due)
line-shared-on-own = `{ $token }` è della coppia ({ $fact }): va una volta sola, sulla riga della coppia
line-own-on-shared = `{ $token }` è di ciascun giocatore ({ $fact }): va sulla riga di quel giocatore
line-not-in-variant = `{ $token }`: { $variant } non ha { $what ->
    [red-threes] tre rossi: qui i tre sono carte normali
    [incomplete-melds] combinazioni incomplete
   *[holding-penalty] penalità per chi trattiene tre o più carte di un valore
}
line-not-in-rules = `{ $token }` è { $name }, che { $variant } non ha
line-unknown-name = `{ $token }`: non è { $what ->
    [incomplete-meld] una combinazione incompleta
    [rank] un valore
    [canasta-kind] un tipo di canasta
    [penalty] una penalità
    [bonus] un premio
   *[side] una coppia
} di questa partita; ci sono: { $known }
line-cards = `{ $token }`: { $error }
line-too-large = `{ $token }` è un numero troppo grande per essere giusto
line-refused-of = Riga di { $side }:
    { $refusal }
    (non è stato salvato nulla)
line-refused = { $refusal } (non è stato salvato nulla)

## The names a game's sides get when none are given (data once the game is saved).
word-default-side = { $which ->
    [we] Noi
    [they] Voi
   *[you] Loro
}
word-default-player = Giocatore { $number }
line-out-and-concealed = `{ $token }`: la riga dice due volte che la sua parte ha chiuso; una sola parola dice come: quella della chiusura in mano da sola (chiudere in mano), o quella della chiusura da sola

## A tournament plan's words (`3 mitchell + 1 danish`): each movement and option, and
## what a director types for it (`.typed`); every language's words are read in any plan.
word-plan-mitchell = mitchell
    .typed = mitchell
word-plan-danish = danese
    .typed = danese
word-plan-round_robin = all'italiana
    .typed = italiana all'italiana girone
word-plan-manual = manuale
    .typed = manuale
word-plan-swiss = svizzero
    .typed = svizzero
word-plan-groups = gironi
    .typed = gironi
word-plan-knockout = eliminazione
    .typed = eliminazione eliminazione-diretta ko knockout
word-plan-individual = individuale
    .typed = individuale
word-plan-step = passo
    .typed = passo
word-plan-modified = modificato
    .typed = modificato
word-plan-pure = puro
    .typed = puro

## The language's own name, as its speakers write it (the guide's table of languages).
word-language = Italiano
