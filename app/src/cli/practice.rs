//! `pokerlab practice`: hold'em practice against the solver from a shell. Each hand deals a
//! board (a fixed one or one from a filter), the player's and the opponent's combos by their
//! range weights, and plays the opponent from the solver's mix; the player's actions are read
//! from stdin, one token a line, and each is graded at once (the EV of every action for the
//! combo, the loss against the best, a verdict). A summary of the session ends the output.
//! The printing is `practice_out.rs`; the trainer is the library's [`pokerlab::practice`].
//!
//! A token is an action's (`x`, `c`, `f`, `b75`, `r150`, `a`, or `check`, `call`, `fold`,
//! `allin`) or its number in the list shown (`1`–`9`). A token that names no action gets a
//! message on stderr with the legal tokens, and the next line is read for the same decision;
//! when stdin is not a terminal the command then exits with status 2 at the end (after the
//! summary), so a script learns that a line was skipped. The end of stdin ends the session
//! early: the summary counts what was played.
//!
//! Every random draw comes from one generator seeded by `--seed`, in the order the library
//! documents ([`Drill::deal_spot`], then [`PracticeHand::deal`] and
//! [`PracticeHand::advance`]), so a seed and the same answers replay a session.

use std::io::{BufRead, IsTerminal};
use std::sync::Arc;

use clap::Args;
use pokerlab::cards::CardSet;
use pokerlab::practice::{
    BoardChoice, BoardFilter, Drill, PracticeHand, Seat, Session, SpotKey, Thresholds, Turn,
};
use pokerlab::solver::{
    BetsText, Game, GameOptions, Player, SolveSettings, Spot, SpotField, SpotFields, Street,
    spawn_solve,
};
use rand::{SeedableRng, rngs::SmallRng};

use super::CliError;
use super::checks::shown;
use super::practice_out::Printer;
use super::threads::ThreadsArg;

/// Arguments of `pokerlab practice`.
#[derive(Debug, Args)]
pub struct PracticeArgs {
    /// The out-of-position player's range.
    #[arg(long, value_name = "RANGE")]
    pub oop: String,
    /// The in-position player's range.
    #[arg(long, value_name = "RANGE")]
    pub ip: String,
    /// One board for every hand: a flop, turn or river (3 to 5 cards).
    #[arg(long, value_name = "CARDS", conflicts_with = "board_filter")]
    pub board: Option<String>,
    /// Deal each hand's board from a filter: `any`, `monotone`, `two-tone`, `rainbow`,
    /// `paired`, `K-high dry`, `A-high two-tone`, `connected`…
    #[arg(long, value_name = "TEXT")]
    pub board_filter: Option<String>,
    /// The street of the boards a filter deals.
    #[arg(long, value_name = "STREET", default_value = "river")]
    pub street: String,
    /// Chips in the pot.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub pot: String,
    /// The effective stack behind, in chips.
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    pub stack: String,
    /// Bet sizes in % of the pot, `a` for all-in (as `pokerlab solve --bets`).
    #[arg(long, value_name = "SPEC")]
    pub bets: String,
    /// Raise sizes (as `pokerlab solve --raises`; default: none).
    #[arg(long, value_name = "SPEC", default_value = "")]
    pub raises: String,
    /// The most raises per street.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub raise_cap: u8,
    /// A bet becomes all-in when the stack it leaves is below this fraction of the pot.
    #[arg(long, value_name = "F", default_value_t = 0.1)]
    pub allin_threshold: f64,
    /// The player's seat: `oop`, `ip`, or `both` (drawn each hand).
    #[arg(long, value_name = "SEAT", default_value = "ip")]
    pub seat: String,
    /// Who made the last bet before the spot (the preflop raiser): `oop` or `ip`; it names
    /// c-bets and donk bets in the summary.
    #[arg(long, value_name = "PLAYER")]
    pub aggressor: Option<String>,
    /// Hands to play.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub hands: u32,
    /// The seed of every random draw (default: a fresh one, printed at the start).
    #[arg(long, value_name = "K")]
    pub seed: Option<u64>,
    /// The verdict thresholds, in % of the pot: best, correct, inaccuracy, mistake.
    #[arg(long, value_name = "B,C,I,M", default_value = "0.5,2,5,15")]
    pub thresholds: String,
    /// Solve each board to this exploitability, in % of the pot.
    #[arg(long, value_name = "PCT", default_value_t = 0.5)]
    pub target: f64,
    /// Solve each board for at most this many iterations.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub iterations: u32,
    /// Refuse a tree that needs more memory than this, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 4096)]
    pub max_memory: u64,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub threads: ThreadsArg,
}

/// The most hands a session may ask for.
const MAX_HANDS: u32 = 100_000;
/// The most solved boards kept in memory; the oldest goes first.
const CACHE: usize = 8;

fn bad(message: String) -> CliError {
    CliError::BadInput(message)
}

/// The checked options that are not the spot.
struct Setup {
    drill: Drill,
    thresholds: Thresholds,
    settings: SolveSettings,
    max_memory: u64,
    seed: u64,
}

/// Reads and checks every option, dealing the first board of a filter to check the spot on.
fn setup(args: &PracticeArgs) -> Result<Setup, CliError> {
    let seat: Seat = args
        .seat
        .parse()
        .map_err(|e| bad(format!("--seat `{}`: {e}", shown(&args.seat))))?;
    let initiative = match args
        .aggressor
        .as_deref()
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        None => None,
        Some("oop") => Some(Player::Oop),
        Some("ip") => Some(Player::Ip),
        Some(_) => {
            let text = args.aggressor.as_deref().unwrap_or_default();
            return Err(bad(format!("--aggressor `{}`: use oop or ip", shown(text))));
        }
    };
    if !(1..=MAX_HANDS).contains(&args.hands) {
        return Err(bad(format!(
            "--hands {}: give from 1 to {MAX_HANDS} hands",
            args.hands
        )));
    }
    let thresholds = thresholds(&args.thresholds)?;
    if !(args.target.is_finite() && args.target > 0.0 && args.target <= 100.0) {
        return Err(bad(format!(
            "--target {}: give an exploitability above 0 and at most 100 (% of the pot)",
            args.target
        )));
    }
    if args.iterations == 0 {
        return Err(bad("--iterations 0: give at least one iteration".to_owned()));
    }
    if !(1..=1u64 << 20).contains(&args.max_memory) {
        return Err(bad(format!(
            "--max-memory {}: give a limit from 1 to {} MiB",
            args.max_memory,
            1u64 << 20
        )));
    }
    let seed = args.seed.unwrap_or_else(rand::random);
    let board = match (&args.board, &args.board_filter) {
        (Some(text), None) => {
            let board: CardSet = text
                .parse()
                .map_err(|e| bad(format!("--board `{}`: {e}", shown(text))))?;
            BoardChoice::Fixed(board)
        }
        (None, Some(text)) => {
            let filter: BoardFilter = text
                .parse()
                .map_err(|e| bad(format!("--board-filter `{}`: {e}", shown(text))))?;
            let street = Street::ALL
                .into_iter()
                .find(|s| s.name() == args.street.to_ascii_lowercase())
                .ok_or_else(|| {
                    bad(format!(
                        "--street `{}`: use flop, turn or river",
                        shown(&args.street)
                    ))
                })?;
            BoardChoice::Filter { filter, street }
        }
        _ => return Err(bad("give --board CARDS or --board-filter TEXT".to_owned())),
    };
    // The spot's fields read as `pokerlab solve` reads them, on a board dealt for the check.
    let probe = board
        .deal(CardSet::EMPTY, &mut SmallRng::seed_from_u64(seed))
        .map_err(|e| bad(format!("--board-filter: {e}")))?;
    let spot = spot(args, &probe.to_string())?;
    Ok(Setup {
        drill: Drill {
            spot,
            board,
            seat,
            initiative,
        },
        thresholds,
        settings: SolveSettings {
            target_percent: args.target,
            max_iterations: args.iterations,
            time_limit: None,
            check_every: 10,
        },
        max_memory: args.max_memory << 20,
        seed,
    })
}

/// The spot on `board`, its fields checked by the library as `pokerlab solve` checks them.
fn spot(args: &PracticeArgs, board: &str) -> Result<Spot, CliError> {
    let fields = SpotFields {
        oop: &args.oop,
        ip: &args.ip,
        board,
        pot: &args.pot,
        stack: &args.stack,
        bets: BetsText::Spec(&args.bets),
        raises: &args.raises,
        raise_cap: args.raise_cap,
        all_in_threshold: args.allin_threshold,
    };
    fields.read().map_err(|e| {
        let option = |name: &str, text: &str| bad(format!("--{name} `{}`: {e}", shown(text)));
        match e.field {
            SpotField::Oop => option("oop", &args.oop),
            SpotField::Ip => option("ip", &args.ip),
            SpotField::Board => option("board", board),
            SpotField::Pot => option("pot", &args.pot),
            SpotField::Stack => option("stack", &args.stack),
            SpotField::Bets(_) => option("bets", &args.bets),
            SpotField::Raises => option("raises", &args.raises),
            SpotField::RaiseCap => bad(format!("--raise-cap {}: {e}", args.raise_cap)),
            SpotField::Threshold => bad(format!("--allin-threshold {}: {e}", args.allin_threshold)),
            SpotField::Spot => bad(e.error.to_string()),
        }
    })
}

/// `B,C,I,M` in % of the pot.
fn thresholds(text: &str) -> Result<Thresholds, CliError> {
    let wrong = |why: String| bad(format!("--thresholds `{}`: {why}", shown(text)));
    let values: Vec<f64> = text
        .split(',')
        .map(|v| v.trim().parse::<f64>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            wrong("give four numbers, % of the pot: best,correct,inaccuracy,mistake".to_owned())
        })?;
    let [best, correct, inaccuracy, mistake] = values[..] else {
        return Err(wrong(
            "give four numbers: best,correct,inaccuracy,mistake".to_owned(),
        ));
    };
    let t = Thresholds {
        best: best / 100.0,
        correct: correct / 100.0,
        inaccuracy: inaccuracy / 100.0,
        mistake: mistake / 100.0,
    };
    t.check().map_err(|e| wrong(e.to_string()))?;
    Ok(t)
}

/// Solved boards, newest last.
struct Solves {
    games: Vec<(SpotKey, Arc<Game>)>,
}

impl Solves {
    fn get(
        &mut self,
        spot: Spot,
        setup: &Setup,
        pool: &pokerlab::Pool,
    ) -> Result<Arc<Game>, CliError> {
        let key = SpotKey::of(&spot);
        if let Some((_, game)) = self.games.iter().find(|(k, _)| *k == key) {
            return Ok(Arc::clone(game));
        }
        let options = GameOptions {
            max_memory: setup.max_memory,
            ..GameOptions::default()
        };
        let game = Game::with_options(spot, options).map_err(|e| bad(e.to_string()))?;
        let done = spawn_solve(pool, game, setup.settings, || {}).wait();
        if let Some(error) = done.error {
            return Err(CliError::Failed(error.to_string()));
        }
        let game = done
            .value
            .game
            .ok_or_else(|| CliError::Failed("the solve stopped without a result".to_owned()))?;
        if self.games.len() >= CACHE {
            self.games.remove(0);
        }
        self.games.push((key, Arc::clone(&game)));
        Ok(game)
    }
}

/// Runs `pokerlab practice`.
pub fn run(args: &PracticeArgs) -> Result<(), CliError> {
    let setup = setup(args)?;
    let pool = args.threads.pool()?;
    let mut out = Printer::new(args.json);
    let mut rng = SmallRng::seed_from_u64(setup.seed);
    let mut solves = Solves { games: Vec::new() };
    let mut session = Session::default();
    let stdin = std::io::stdin();
    let terminal = stdin.is_terminal();
    let mut input = stdin.lock();
    let mut skipped = 0u32;
    let mut ended = false;
    out.start(&setup.drill, setup.seed, args.hands)?;
    for number in 1..=args.hands {
        let (spot, player) = setup
            .drill
            .deal_spot(&mut rng)
            .map_err(|e| bad(e.to_string()))?;
        let game = solves.get(spot, &setup, &pool)?;
        let mut hand = PracticeHand::deal(&game, player, setup.drill.initiative, &mut rng)
            .map_err(|e| bad(e.to_string()))?;
        out.hand(number, &hand, &game)?;
        loop {
            let events = hand
                .advance(&game, &mut rng)
                .map_err(|e| CliError::Failed(e.to_string()))?;
            out.events(number, &events, &hand, &game)?;
            if hand.turn(&game) != Turn::Player {
                break;
            }
            out.prompt(&hand, &game)?;
            let Some(index) = read_action(&mut input, &hand, &game, &mut skipped)? else {
                ended = true;
                break;
            };
            let grade = hand
                .act(&game, index, &setup.thresholds)
                .map_err(|e| CliError::Failed(e.to_string()))?;
            if let Some(decision) = hand.decisions().last() {
                out.grade(number, decision, &grade)?;
            }
        }
        session.push(hand.record(&game));
        if ended {
            break;
        }
    }
    out.summary(&session, skipped)?;
    out.flush()?;
    if skipped > 0 && !terminal {
        return Err(bad(format!(
            "{skipped} input line{} named no action (see the messages above)",
            if skipped == 1 { "" } else { "s" }
        )));
    }
    Ok(())
}

/// Reads lines until one names an action at the player's decision; `None` at the end of
/// input. A line that names none is reported on stderr with the legal tokens and counted.
fn read_action(
    input: &mut impl BufRead,
    hand: &PracticeHand,
    game: &Game,
    skipped: &mut u32,
) -> Result<Option<usize>, CliError> {
    let actions = hand.actions(game);
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        let token = line.trim();
        if token.is_empty() {
            continue;
        }
        let by_number = token
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=actions.len().min(9)).contains(n))
            .map(|n| n - 1);
        if let Some(index) = by_number.or_else(|| actions.iter().position(|a| a.matches(token))) {
            return Ok(Some(index));
        }
        *skipped += 1;
        let legal: Vec<String> = actions
            .iter()
            .enumerate()
            .map(|(i, a)| format!("{} or {}", i + 1, a.token()))
            .collect();
        super::practice_out::warn(&format!(
            "`{}` is not an action here: give {}",
            shown(token),
            legal.join(", ")
        ));
    }
}
