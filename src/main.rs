//! The `canasta` binary: parse the command line, run it, map errors to exit codes.

use std::io::Write;
use std::process::ExitCode;

use canasta::exit::Exit;
use clap::CommandFactory;

fn main() -> ExitCode {
    // `COMPLETE=bash canasta`: the shell asking for completions (game ids, variants).
    clap_complete::CompleteEnv::with_factory(canasta::cli::Cli::command).complete();
    // Its help and refusals in the language it asks for.
    let cli = match canasta::cli::help::parse() {
        Ok(cli) => cli,
        // A usage error of a command asked for JSON: a JSON refusal, as below.
        Err(e) if e.use_stderr() && asked_json() => {
            let message = e.to_string();
            let first = message.lines().next().unwrap_or_default();
            print_refusal(
                first.strip_prefix("error: ").unwrap_or(first),
                Exit::Refused,
            );
            return Exit::Refused.into();
        }
        Err(e) => e.exit(),
    };
    let json = cli.wants_json();
    match canasta::run(cli) {
        Ok(code) => code,
        // The reader of our output went away (`canasta show | head -1`): nothing more to
        // say, and whatever was saved before stays saved. A quiet, successful end.
        Err(e) if e.is_broken_pipe() => Exit::Done.into(),
        Err(e) => {
            let exit = e.exit();
            if json {
                print_refusal(&e.to_string(), exit);
            } else {
                // In the language the command spoke (set by `run`, on this thread).
                eprintln!("{}", canasta::tr!("cli-error", message = e.to_string()));
            }
            exit.into()
        }
    }
}

/// `--format json`: a refusal is JSON too, on standard output, on one line:
/// `{"error": "...", "exit": 2}`.
fn print_refusal(message: &str, exit: Exit) {
    let message = message.replace(['\n', '\r'], " ");
    let refusal = serde_json::json!({"error": message.trim(), "exit": exit as u8});
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{refusal}").and_then(|()| out.flush());
}

/// Did the command line ask for `--format json` (read before clap, for its refusals)?
fn asked_json() -> bool {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    args.iter().any(|a| a == "--format=json")
        || args
            .windows(2)
            .any(|w| w[0] == "--format" && w[1] == "json")
}
