//! `canasta check` and `canasta variants`: rules questions asked from the command line, and the variants listed and shown.

use super::*;

/// `canasta check ...`: the question as the game layer's, the answer rendered; exit 0
/// for yes, 1 for no.
pub(super) fn check(
    store: &Store,
    command: CheckCommand,
    format: ReportFormat,
) -> Result<ExitCode> {
    let rules_from = |given: &CheckRules| {
        if given.variant.is_none()
            && given.game.is_none()
            && let Some(id) = store.current()
            && game::open(store, Some(&id)).is_err()
        {
            eprintln!(
                "{}",
                crate::tr!("cli-check-unreadable-current", id = id.clone())
            );
        }
        RulesFrom {
            variant: given.variant.clone(),
            game: given.game.clone(),
        }
    };
    let (rules, opened, question) = match command {
        CheckCommand::Meld(args) => {
            let (rules, opened) =
                game::rules_for(store, &rules_from(&args.rules), args.side.is_some())?;
            // A Burraco-family form reads runs and sets card by card (`5h6h2h8h`), with no
            // initial minimum to meet.
            if rules.melds.runs.is_some() {
                let melds = crate::core::runs::parse_melds(&args.cards.join(" "))?;
                (rules, opened, Question::Runs(melds))
            } else {
                let whose = match (args.score, args.side) {
                    (Some(score), _) => Whose::Score(score),
                    (None, Some(side)) => Whose::Side(side),
                    (None, None) => anyhow::bail!(crate::tr!("cli-check-whose-minimum")),
                };
                let question = Question::Meld {
                    melds: cards::parse_melds(&args.cards.join(" "))?,
                    top: args.top.as_deref().map(game::one_card).transpose()?,
                    going_out: args.going_out,
                    whose,
                };
                (rules, opened, question)
            }
        }
        CheckCommand::Pile(args) => {
            let (rules, opened) = game::rules_for(store, &rules_from(&args.rules), false)?;
            // Cards in the form's notation (the Burraco family's `3h`, `2h`).
            let question = Question::Pile(PileQuestion {
                top: Some(game::one_card_of(&rules, &args.top)?),
                hand: game::cards_of(&rules, &args.hand)?,
                table: game::melds_of(&rules, &args.table)?,
                side_melded: !args.not_melded,
                pile_frozen: args.frozen,
                opponents: game::melds_of(&rules, &args.opponents)?,
                hand_size: args.hand_size,
                pile_size: args.pile_size,
            });
            (rules, opened, question)
        }
        CheckCommand::Out(args) => {
            let (rules, opened) = game::rules_for(store, &rules_from(&args.rules), false)?;
            let question = Question::Out(
                OutAsked {
                    table: args.table.clone(),
                    canastas: args.canastas,
                    by_kind: args.canasta.clone(),
                    cards_left: args.left,
                    concealed: args.concealed,
                    partner_said_no: args.partner_said_no,
                    words: crate::render::i18n::line_words(),
                    ..OutAsked::default()
                }
                .pot_taken(Some(!args.no_pot)),
            );
            (rules, opened, question)
        }
        CheckCommand::Hand(args) => {
            let rules = store.catalog().resolve(&args.variant)?;
            let question = Question::Hand(cards::parse_cards(&args.cards.join(" "))?);
            (rules, None, question)
        }
    };
    let game = opened.as_ref().map(|g| (g.id.as_str(), &g.report));
    let answer = game::ask(&rules, game, question)?;
    match format {
        ReportFormat::Table => out!("{}", render::answer(&answer))?,
        ReportFormat::Json => json_out(&answer_json(&answer, true)?)?,
    }
    Ok(if answer.yes() { Exit::Done } else { Exit::No }.into())
}

pub(super) fn variants(
    catalog: &Catalog,
    command: Option<VariantsCommand>,
    format: ReportFormat,
) -> Result<ExitCode> {
    let json = format == ReportFormat::Json;
    match command {
        None if json => json_out(&variants_json(&catalog.entries()))?,
        None => {
            let mut t = comfy_table::Table::new();
            t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
            t.set_header(vec![
                crate::tr!("cli-variants-head-variant"),
                crate::tr!("cli-variants-head-description"),
            ]);
            let mut user = false;
            for entry in catalog.entries() {
                let mut description = match &entry.file {
                    None => crate::render::preset_description_of(&entry.name, &entry.description),
                    Some(_) => entry.description.clone(),
                };
                if let Some(file) = &entry.file {
                    user = true;
                    description = match &entry.problem {
                        Some(p) => crate::tr!(
                            "cli-variants-yours-problem",
                            file = file.display().to_string(),
                            problem = p.clone()
                        ),
                        None => crate::tr!("cli-variants-yours", description = description),
                    };
                }
                // A user preset's file name, or a problem quoting what it holds, may carry
                // control characters: shown escaped, never sent to the terminal.
                let safe = |t: &str| crate::text::safe_message(t).into_owned();
                t.add_row(vec![safe(&entry.name), safe(&description)]);
            }
            outln!("{}", render::fitted(t))?;
            if !user && let Some(dir) = catalog.user_dir() {
                outln!(
                    "{}",
                    render::wrapped(
                        &crate::tr!(
                            "cli-variants-own-presets",
                            dir =
                                crate::text::safe_message(&dir.display().to_string()).into_owned()
                        ),
                        ""
                    )
                )?;
            }
        }
        Some(VariantsCommand::Show { variant }) => {
            let rules = catalog.resolve(&variant)?;
            if json {
                json_out(&rules)?;
            } else {
                out!("{}", render::rules_table(&rules))?;
            }
        }
        Some(VariantsCommand::Check { file }) => {
            let rules = catalog.load_file(&file)?;
            if json {
                json_out(&rules)?;
                return Ok(Exit::Done.into());
            }
            outln!(
                "{}",
                crate::tr!(
                    "cli-variants-good-preset",
                    file = file.display().to_string(),
                    name = rules.name.clone()
                )
            )?;
            out!("{}", render::rules_table(&rules))?;
        }
    }
    std::io::stdout().flush()?;
    Ok(Exit::Done.into())
}
