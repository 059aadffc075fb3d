//! A tournament's entrants typed at the terminal, in table mode's manner (`tournament
//! new` without `--entrants`): one a line, as the file takes them (`Name: Player,
//! Player`, the players alone, `[A]` heading a group); each line checked as it is typed
//! against those before it (a player twice, a name twice, the players a side seats), a
//! near-duplicate name said at once; Enter on an empty line ends the list (once it is
//! long enough and every group has two entrants), Esc leaves it and nothing is made.

use super::Result;
use super::prompt::{Line, Prompter};
use crate::core::tournament;
use crate::render::say::Said;
use crate::tr;

/// The entrants' lines as typed (the text an entrants' file would hold), or none when
/// the person left with Esc. `per`: the players the variant seats a side; `rename`: a
/// player's merged name (`players merge`).
pub fn type_entrants(
    p: &mut dyn Prompter,
    per: usize,
    rename: &dyn Fn(&str) -> String,
) -> Result<Option<String>> {
    p.say_line(&tr!("table-entrants-how", per = per))?;
    let mut text = String::new();
    let mut said_near = 0;
    loop {
        let before = text.clone();
        let check = |typed: &str| -> std::result::Result<(), String> {
            let read = if typed.trim().is_empty() {
                // The end: the whole list, as a file's would be read.
                tournament::parse_entrants_as(&before, per, rename).map(|_| ())
            } else {
                tournament::read_entrants(&format!("{before}{typed}\n"), per, rename).map(|_| ())
            };
            read.map_err(|e| Said(&e).to_string())
        };
        let number =
            tournament::read_entrants(&before, per, rename).map_or(0, |(e, _)| e.len()) + 1;
        let asked = Line::new(tr!("table-entrant-prompt", number = number))
            .allow_empty()
            .check(check);
        let typed = match p.input(&asked) {
            Ok(t) => t,
            Err(e) if e.is_left() => return Ok(None),
            Err(e) => return Err(e),
        };
        if typed.trim().is_empty() {
            return Ok(Some(text));
        }
        text.push_str(typed.trim());
        text.push('\n');
        // A name like one typed before: said at once; the list goes on (merge or keep).
        if let Ok((_, near)) = tournament::read_entrants(&text, per, rename) {
            for n in near.iter().skip(said_near) {
                p.say_line(&crate::render::tournament::near_name(n))?;
            }
            said_near = near.len();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::type_entrants;
    use crate::table_mode::prompt::Answer::{Enter, Esc, Text};
    use crate::table_mode::prompt::Scripted;

    fn same(p: &str) -> String {
        p.to_string()
    }

    /// Two groups of two pairs typed, one refused line among them (a player already in an entrant)
    /// typed again, a near-duplicate name said at once, then Enter on an empty line: the
    /// text is the list a file would hold, read the same way.
    #[test]
    fn entrants_are_typed_one_a_line_each_checked() {
        let mut p = Scripted::new([
            ("Entrant 1", Text("[A]".into())),
            ("Entrant 1", Text("Ana Rossi, Bob Bianchi".into())),
            ("Entrant 2", Text("Cy Verdi, Bob Bianchi".into())),
            ("Entrant 2", Text("Cy Verdi, Di Neri".into())),
            ("Entrant 3", Text("[B]".into())),
            ("Entrant 3", Text("Ed Galli, Flora Conti".into())),
            ("Entrant 4", Enter),
            ("Entrant 4", Text("Gus Ferri, Flora Conte".into())),
            ("Entrant 5", Enter),
        ]);
        let typed = type_entrants(&mut p, 2, &same)
            .expect("typed")
            .expect("not left");
        let transcript = p.transcript().to_string();
        // The player twice: refused with its line, asked again.
        assert!(
            transcript.contains("line 3: Bob Bianchi plays in line 2 already"),
            "{transcript}"
        );
        // Enter with group B's one entrant: refused, the list goes on.
        assert!(transcript.contains("group B has 1 entrant"), "{transcript}");
        // Flora Conte is one letter from Flora Conti: said as the line is typed.
        assert!(transcript.contains("Flora Conte"), "{transcript}");
        let (entrants, _) =
            crate::core::tournament::parse_entrants(&typed, 2).expect("read as a file");
        let names: Vec<(&str, Option<&str>)> = entrants
            .iter()
            .map(|e| (e.name.as_str(), e.group.as_deref()))
            .collect();
        assert_eq!(
            names,
            vec![
                ("Rossi-Bianchi", Some("A")),
                ("Verdi-Neri", Some("A")),
                ("Galli-Conti", Some("B")),
                ("Ferri-Conte", Some("B")),
            ]
        );
    }

    /// An entrant before a group's heading, then the heading: the heading is refused
    /// (the list's first lines have no group); Esc leaves, and nothing comes back.
    #[test]
    fn esc_leaves_and_a_heading_after_ungrouped_entrants_is_refused() {
        let mut p = Scripted::new([
            ("Entrant 1", Text("Ana, Bob".into())),
            ("Entrant 2", Text("[A]".into())),
            ("Entrant 2", Esc),
        ]);
        assert_eq!(type_entrants(&mut p, 2, &same).expect("left"), None);
        assert!(
            p.transcript()
                .contains("line 1 comes before the first group's heading"),
            "{}",
            p.transcript()
        );
    }
}
