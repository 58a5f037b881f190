//! `pokerlab solve`: a heads-up postflop spot solved to a target exploitability, or a saved
//! solve read back, and one node of it printed — the actions with their overall and
//! per-class frequencies, both players' EVs, the exploitability, the iterations, the time and
//! the memory. The printing is `solve_out.rs`.
//!
//! The spot is read and checked by the library ([`SpotFields::read`], as the Solve tab does).
//! `--save` never loses a file: the solve goes to a temporary file beside it, made before the
//! tree is built and removed on failure or on SIGINT/SIGTERM, and renamed over the old file
//! only once written, synced and read back ([`SaveFile`]). `--load` reads only a regular file
//! whose length its spot's solve takes ([`load_file`]).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;

use super::CliError;
use super::checks::shown;
use super::solve_out::{Outcome, Timing};
use super::threads::ThreadsArg;
use pokerlab::solver::{
    BetsText, Game, GameOptions, SaveFile, SolveSettings, Spot, SpotError, SpotField, SpotFields,
    load_file, spawn_solve,
};

/// Arguments of `pokerlab solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The out-of-position player's range (`"22+,A2s+,KTo+"`, `15%`, …).
    #[arg(long, value_name = "RANGE")]
    pub oop: Option<String>,
    /// The in-position player's range.
    #[arg(long, value_name = "RANGE")]
    pub ip: Option<String>,
    /// The board: a flop, turn or river (3 to 5 cards).
    #[arg(long, value_name = "CARDS")]
    pub board: Option<String>,
    /// Chips in the pot (at least 0.01).
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub pot: Option<String>,
    /// The effective stack behind, in chips (at least 0.01, at most 10,000 pots).
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    pub stack: Option<String>,
    /// Bet sizes in % of the pot, `a` for all-in: `33,75,a`, or per street and player:
    /// `flop=33;turn=75,a;river.ip=50,150,a`.
    #[arg(long, value_name = "SPEC")]
    pub bets: Option<String>,
    /// Raise sizes in % of the pot after a call, the same way (default: none).
    #[arg(long, value_name = "SPEC")]
    pub raises: Option<String>,
    /// The most raises per street.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub raise_cap: u8,
    /// A bet becomes all-in when the stack it leaves behind is below this fraction of the
    /// pot once it is called.
    #[arg(long, value_name = "F", default_value_t = 0.1)]
    pub allin_threshold: f64,
    /// Stop at this exploitability, in % of the pot.
    #[arg(long, value_name = "PCT", default_value_t = 0.5)]
    pub target: f64,
    /// Stop after this many seconds.
    #[arg(long, value_name = "N")]
    pub seconds: Option<f64>,
    /// Stop after this many iterations.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub iterations: u32,
    /// Refuse a tree that needs more memory than this, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 4096)]
    pub max_memory: u64,
    /// Give every dealt card its own subtree, even where a suit permutation leaves the spot
    /// unchanged (the same answer in more memory and time; for measuring).
    #[arg(long)]
    pub no_isomorphism: bool,
    /// Keep the solver's regrets in 16 bits and strategy sums in 8, with one scale per node:
    /// 3 bytes a sum instead of 8, for a slightly less exact answer (see BENCHMARKS.md).
    #[arg(long)]
    pub compress: bool,
    /// Write the solve to this file.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Read a solve written by `--save` instead of solving.
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// The node to print: actions and dealt cards from the root (`"x b75 c Kh"`).
    #[arg(long, value_name = "LINE", default_value = "")]
    pub line: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub threads: ThreadsArg,
    /// `--max-seconds S`: give up (exit 1, nothing printed or saved) on a solve still running
    /// after S seconds; `--seconds` stops it with the answer so far instead.
    #[command(flatten)]
    pub budget: super::progress::BudgetArg,
}

/// The longest time budget, in seconds: one hour.
const MAX_SECONDS: f64 = 3600.0;
/// The highest memory limit, in MiB: 1 TiB.
const MAX_MEMORY_MIB: u64 = 1 << 20;

fn bad(message: String) -> CliError {
    CliError::BadInput(message)
}

fn spot_error(e: SpotError) -> CliError {
    bad(e.to_string())
}

/// The spot of the command line, every part checked by the library's one check of a spot
/// ([`SpotFields::read`], which the Solve tab uses too).
fn spot(args: &SolveArgs) -> Result<Spot, CliError> {
    let need = |value: &Option<String>, name: &str| {
        value
            .clone()
            .ok_or_else(|| bad(format!("--{name} is needed to solve (or give --load FILE)")))
    };
    let oop = need(&args.oop, "oop")?;
    let ip = need(&args.ip, "ip")?;
    let board = need(&args.board, "board")?;
    let pot = need(&args.pot, "pot")?;
    let stack = need(&args.stack, "stack")?;
    let bets = need(&args.bets, "bets")?;
    let raises = args.raises.clone().unwrap_or_default();
    let fields = SpotFields {
        oop: &oop,
        ip: &ip,
        board: &board,
        pot: &pot,
        stack: &stack,
        bets: BetsText::Spec(&bets),
        raises: &raises,
        raise_cap: args.raise_cap,
        all_in_threshold: args.allin_threshold,
    };
    fields.read().map_err(|e| {
        let option = |name: &str, text: &str| bad(format!("--{name} `{}`: {e}", shown(text)));
        match e.field {
            SpotField::Oop => option("oop", &oop),
            SpotField::Ip => option("ip", &ip),
            SpotField::Board => option("board", &board),
            SpotField::Pot => option("pot", &pot),
            SpotField::Stack => option("stack", &stack),
            SpotField::Bets(_) => option("bets", &bets),
            SpotField::Raises => option("raises", &raises),
            SpotField::RaiseCap => bad(format!("--raise-cap {}: {e}", args.raise_cap)),
            SpotField::Threshold => bad(format!("--allin-threshold {}: {e}", args.allin_threshold)),
            SpotField::Spot => spot_error(e.error),
        }
    })
}

/// The options that only make sense when solving, given with `--load`.
fn solve_options_given(args: &SolveArgs) -> Option<&'static str> {
    [
        (args.oop.is_some(), "--oop"),
        (args.ip.is_some(), "--ip"),
        (args.board.is_some(), "--board"),
        (args.pot.is_some(), "--pot"),
        (args.stack.is_some(), "--stack"),
        (args.bets.is_some(), "--bets"),
        (args.raises.is_some(), "--raises"),
        (args.seconds.is_some(), "--seconds"),
        (args.save.is_some(), "--save"),
        (args.no_isomorphism, "--no-isomorphism"),
        (args.compress, "--compress"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name))
}

/// Runs `pokerlab solve`.
pub fn run(args: &SolveArgs) -> Result<(), CliError> {
    if !(args.target.is_finite() && args.target > 0.0 && args.target <= 100.0) {
        return Err(bad(format!(
            "--target {}: give an exploitability above 0 and at most 100 (% of the pot)",
            args.target
        )));
    }
    let time_limit = match args.seconds {
        None => None,
        Some(s) if s.is_finite() && s > 0.0 && s <= MAX_SECONDS => Some(Duration::from_secs_f64(s)),
        Some(s) => {
            return Err(bad(format!(
                "--seconds {s}: give a positive number of seconds, at most {MAX_SECONDS}"
            )));
        }
    };
    if args.iterations == 0 {
        return Err(bad("--iterations 0: give at least one iteration".to_owned()));
    }
    if !(1..=MAX_MEMORY_MIB).contains(&args.max_memory) {
        return Err(bad(format!(
            "--max-memory {}: give a limit from 1 to {MAX_MEMORY_MIB} MiB",
            args.max_memory
        )));
    }
    let max_memory = args.max_memory << 20;
    let start = Instant::now();
    if let Some(path) = &args.load {
        if let Some(name) = solve_options_given(args) {
            return Err(bad(format!(
                "{name} cannot be given with --load: the spot and the solve come from the file"
            )));
        }
        let game = load_file(path, max_memory).map_err(|e| {
            bad(format!(
                "--load `{}`: {e}",
                shown(&path.display().to_string())
            ))
        })?;
        let line = game
            .parse_line(&args.line)
            .map_err(|e| bad(format!("--line `{}`: {e}", shown(&args.line))))?;
        let setup = start.elapsed().as_secs_f64();
        let checked = Instant::now();
        let figures = game.figures();
        let outcome = Outcome {
            game: std::sync::Arc::new(game),
            line,
            stop: None,
            seconds: start.elapsed().as_secs_f64(),
            timing: Timing {
                setup,
                iterate: 0.0,
                check: checked.elapsed().as_secs_f64(),
            },
            exploitability: figures.exploitability_percent,
            figures: Some(figures),
            target: None,
        };
        return super::solve_out::print(&outcome, args.json);
    }
    let spot = spot(args)?;
    let budget = args.budget.budget()?;
    let pool = args.threads.pool()?;
    let save_name = |path: &std::path::Path| shown(&path.display().to_string()).to_string();
    // The temporary file to save to is made before the tree is built, so that a path that
    // cannot be written (or a device, a FIFO) fails at once, not after the solve.
    let mut save_to = match &args.save {
        Some(path) => Some((
            path,
            SaveFile::create(path)
                .map_err(|e| bad(format!("--save `{}`: {e}", save_name(path))))?,
        )),
        None => None,
    };
    let options = GameOptions {
        compress: args.compress,
        max_memory,
        isomorphism: !args.no_isomorphism,
    };
    let game = Game::with_options(spot, options).map_err(spot_error)?;
    let line = game
        .parse_line(&args.line)
        .map_err(|e| bad(format!("--line `{}`: {e}", shown(&args.line))))?;
    if let Some((path, file)) = &mut save_to {
        // The file's length is known now: claim the space, so a full disk shows before solving.
        file.reserve_for(&game)
            .map_err(|e| CliError::Failed(format!("--save `{}`: {e}", save_name(path))))?;
        super::signals::remove_on_signal(file.temp_path());
    }
    if !args.json {
        super::solve_out::announce(&game, pool.threads());
    }
    let settings = SolveSettings {
        target_percent: args.target,
        max_iterations: args.iterations,
        time_limit,
        check_every: 10,
    };
    let setup = start.elapsed().as_secs_f64();
    let job = spawn_solve(&pool, game, settings, || {});
    super::progress::watch(
        "the solve",
        budget,
        || {
            let now = job.read_snapshot(|_| ());
            super::progress::Pace {
                progress: now.progress,
                done: now.done,
                expected: None,
            }
        },
        || job.cancel(),
    )?;
    let done = job.wait();
    if let Some(error) = done.error {
        return Err(CliError::Failed(error.to_string()));
    }
    let state = done.value;
    let game = state
        .game
        .ok_or_else(|| CliError::Failed("the solve stopped without a result".to_owned()))?;
    if let Some((path, file)) = save_to {
        file.write(&game).map_err(|e| {
            CliError::Failed(format!(
                "--save `{}`: {e} (nothing was written there)",
                save_name(path)
            ))
        })?;
    }
    let outcome = Outcome {
        game,
        line,
        stop: state.progress.stop,
        seconds: start.elapsed().as_secs_f64(),
        timing: Timing {
            setup,
            iterate: state.progress.iterating.as_secs_f64(),
            check: state.progress.checking.as_secs_f64(),
        },
        exploitability: state.progress.exploitability_percent.unwrap_or(f64::NAN),
        figures: state.progress.figures,
        target: Some(args.target),
    };
    super::solve_out::print(&outcome, args.json)
}
