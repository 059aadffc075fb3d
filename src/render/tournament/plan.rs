//! A tournament's plan in the words of the language spoken, as a director of that
//! language types it (`plan` reads every language's words).

/// A plan in the words of the language spoken (`3 mitchell + 1 danese`), as a director
/// of that language types it back.
pub fn plan_said(plan: &[crate::core::tournament::Phase]) -> String {
    use crate::core::movement::Movement;
    use crate::render::i18n::word;
    plan.iter()
        .map(|p| {
            let (key, option) = match &p.movement {
                Movement::Mitchell { step: 1 } => ("mitchell", None),
                Movement::Mitchell { step } => {
                    ("mitchell", Some(format!("{} {step}", word("plan-step"))))
                }
                Movement::Danish { modified: true } => ("danish", None),
                Movement::Danish { modified: false } => ("danish", Some(word("plan-pure"))),
                Movement::RoundRobin => ("round_robin", None),
                Movement::Manual => ("manual", None),
                Movement::Swiss => ("swiss", None),
            };
            let name = word(&format!("plan-{key}"));
            match option {
                Some(option) => format!("{} {name} {option}", p.rounds),
                None => format!("{} {name}", p.rounds),
            }
        })
        .collect::<Vec<_>>()
        .join(" + ")
}
