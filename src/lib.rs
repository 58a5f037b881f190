//! # pokerlab
//!
//! Poker analysis as a library: cards as 52-bit sets, a 7-card hand evaluator on par with the
//! fastest open-source ones, exact and Monte Carlo equity of hands and ranges, what a range
//! holds on every flop, a heads-up postflop solver, video-poker analysis, and the background
//! jobs they run on.
//!
//! The library has no default features: the engines alone, about twenty crates. The desktop
//! app and the `pokerlab` command are the separate crate `pokerlab-app`, built on this one.
//!
//! ## Features
//! * `render`: rasterising the SVG card faces (`art::render`) with resvg.
//! * `serde`: `Serialize`/`Deserialize` on the library's types.
//! * `paytable-files`: video-poker pay tables read from TOML or JSON files.
//!
//! ## A tour
//!
//! Each step is a program that runs (the crate's tests run them). The crate root re-exports
//! what a first program needs; the modules hold the rest.
//!
//! ### Cards
//! Cards parse from what people type ([`cards`]) and combine as sets:
//! ```
//! use pokerlab::{Card, CardSet};
//! let hole: CardSet = "As Ks".parse()?;
//! let board: CardSet = "Qs Js 2d".parse()?;
//! assert_eq!((hole | board).len(), 5);
//! assert!(hole.contains("As".parse::<Card>()?));
//! # Ok::<(), pokerlab::CardError>(())
//! ```
//!
//! ### Evaluation
//! Hands of 5 to 7 cards evaluate ([`eval`]) to values that compare like hands, and describe
//! themselves; [`enumerate`] visits every way to complete a hand, here every river:
//! ```
//! use pokerlab::{evaluate, enumerate::combinations, CardSet, Category};
//! let a = evaluate("As Ks Qs Js 2d Ah Kd".parse::<CardSet>()?);
//! let b = evaluate("9c 8c Qs Js 2d Ah Kd".parse::<CardSet>()?);
//! assert_eq!(a.description(), "Two Pair, Aces and Kings");
//! assert!(a > b);
//! let hand: CardSet = "As Ks Qs Js 2d 7h".parse()?;
//! let flushes = combinations(CardSet::FULL - hand, 1)
//!     .filter(|river| evaluate(hand | *river).category() >= Category::Flush)
//!     .count();
//! assert_eq!(flushes, 9);
//! # Ok::<(), pokerlab::CardError>(())
//! ```
//!
//! ### Equity: exact and Monte Carlo
//! An [`EquityRequest`] names the players (hands, ranges or `random`), the board and the dead
//! cards; [`calculate`] counts every outcome when that is affordable, else samples, and says
//! which it did ([`equity`]). Equity is a fraction; [`format`](mod@format) writes it as a percentage.
//! ```
//! use pokerlab::{calculate, EquityRequest, Method, MonteCarloLimits};
//! use pokerlab::equity::MethodUsed;
//! // Aces against kings before the flop: every one of the C(48, 5) = 1,712,304 boards.
//! let exact = calculate(&EquityRequest::parse(&["AsAh", "KdKc"])?)?;
//! assert_eq!(exact.method, MethodUsed::Exact);
//! assert_eq!(exact.samples(), 1_712_304);
//! println!("aces: {}", pokerlab::format::percent(exact.equity(0))); // about 4 to 1
//! assert!((0.80..0.83).contains(&exact.equity(0)));
//! // The same by sampling: 200,000 boards, reproducible from the seed.
//! let sampled = calculate(
//!     &EquityRequest::parse(&["AsAh", "KdKc"])?
//!         .with_method(Method::MonteCarlo)
//!         .with_limits(MonteCarloLimits::samples(200_000))
//!         .with_seed(7),
//! )?;
//! assert_eq!(sampled.method, MethodUsed::MonteCarlo);
//! assert!((sampled.equity(0) - exact.equity(0)).abs() < 0.005);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### Equity: ranges, and against random hands
//! Players may be ranges (weighted combos, [`range`]); a hand against random opponents has an
//! engine of its own ([`equity::vs_random`]), exact against one opponent:
//! ```
//! use pokerlab::{calculate, EquityRequest};
//! use pokerlab::equity::vs_random::{vs_random, VsRandomMethod};
//! let request = EquityRequest::parse(&["QQ+,AKs", "22+,A2s+,KTs+,AJo+"])?
//!     .with_board("Qh 7h 2c".parse()?);
//! let result = calculate(&request)?;
//! // Exactly: every pair of combos the ranges hold together, every turn and river.
//! assert_eq!(result.equity_ratio(0), (4_619_221_740, 6_144_692_400));
//!
//! let odds = vs_random("As Ks".parse()?, "Ts Qs 2d".parse()?, Default::default(), 1)?;
//! assert_eq!(odds.method, VsRandomMethod::Exact);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### Ranges and holdings
//! A [`Range`] parses from the usual notation and prints back compactly; on a flop or turn, a
//! request tells what each player's range holds, by made hand and by draw:
//! ```
//! use pokerlab::{EquityRequest, Range};
//! use pokerlab::eval::MadeHand;
//! let villain: Range = "22+, A2s+, KTs+, AJo+".parse()?;
//! assert_eq!(villain.count(), 78 + 48 + 12 + 36);
//! assert_eq!(villain.to_string(), "22+,A2s+,KTs+,AJo+");
//! let request = EquityRequest::parse(&["AhKd", "22+"])?.with_board("Qh 7h 2c".parse()?);
//! let holdings = request.holdings(1).ok_or("no holdings on this street")?;
//! // 13 pairs of 6 combos each, less those the board (QQ, 77, 22) and the first player's
//! // cards (AA, KK) block: 8 × 6 + 5 × 3 = 63 live combos; the sets are QQ, 77 and 22.
//! assert_eq!(holdings.total_units(), 63);
//! assert_eq!(holdings.made_units(MadeHand::Set), 3 * 3);
//! assert_eq!(holdings.made_share(MadeHand::Set), 9.0 / 63.0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### All flops
//! [`flops`] runs a question on each of the 1,755 flops that differ (suits up to
//! permutation), weighted by how many of the 22,100 flops each stands for:
//! ```
//! use pokerlab::equity::PlayerSpec;
//! use pokerlab::flops::{flop_report, FlopsRequest};
//! let request = FlopsRequest::new(vec![PlayerSpec::parse("88")?]).holdings_only();
//! let report = flop_report(&request)?;
//! assert_eq!(report.rows.len(), 1_755);
//! assert_eq!(report.total_weight(), 22_100);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### The solver
//! A [`Spot`] (two ranges, the board, pot, stacks and the bets allowed) becomes a [`Game`];
//! [`solver::solve`] runs Discounted CFR until the strategies are exploitable by less than a
//! target share of the pot, then the tree answers what each hand does ([`solver`]):
//! ```
//! use std::sync::atomic::AtomicBool;
//! use pokerlab::{Game, Spot};
//! use pokerlab::solver::{solve, SolveSettings, DEFAULT_MAX_MEMORY};
//! let spot = Spot {
//!     oop: "AA,KK,QQ,JJ,AT,KT".parse()?,
//!     ip: "AK,AQ,KQ,JJ,98s,87s,Q9s".parse()?,
//!     board: "2c 7d Th Ts 3s".parse()?,
//!     pot: 100.0,
//!     stack: 200.0,
//!     bets: "75,a".parse()?,
//!     raises: "a".parse()?,
//!     raise_cap: 1,
//!     all_in_threshold: 0.1,
//! };
//! let mut game = Game::new(spot, DEFAULT_MAX_MEMORY)?;
//! let settings = SolveSettings { target_percent: 0.3, ..SolveSettings::default() };
//! let progress = solve(&mut game, &settings, &AtomicBool::new(false), |_| {});
//! assert!(progress.exploitability_percent.is_some_and(|e| e <= 0.3));
//! let figures = game.figures();
//! assert!((figures.ev[0] + figures.ev[1] - 100.0).abs() < 0.01); // the pot, shared
//! let root = game.root();
//! assert_eq!(root.actions().len(), 3); // check, bet 75%, all-in
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### Video poker: the best hold, a game's return, the strategy chart, the risk
//! A [`PayTable`] (32 built in; 9/6 Jacks or Better by default) gives each deal's 32 holds
//! their exact expected value ([`HoldEvaluator`]); [`video_poker::analyze`] plays every deal
//! best for the game's return; a [`StrategyChart`](video_poker::StrategyChart) says the same
//! play in words a player can learn; [`HandResults`](video_poker::HandResults) turns the
//! return into the chance of losing a bankroll ([`video_poker`]):
//! ```
//! use pokerlab::{Bet, HoldEvaluator, PayTable};
//! use pokerlab::video_poker::{analyze, HandResults, StrategyChart};
//! let table = PayTable::default();
//! let deal = pokerlab::parse_exact("As Ks Kh 4s 4d", 5)?;
//! let holds = HoldEvaluator::new(&table, Bet::MAX).analyze(&deal)?;
//! assert_eq!(holds.best().mask.to_string(), "01111"); // keep the two pair
//!
//! let analysis = analyze(&table);
//! assert_eq!(pokerlab::format::percent_places(analysis.return_rate(), 4), "99.5439%");
//! let chart = StrategyChart::for_table(&table, Bet::MAX);
//! assert_eq!(
//!     chart.lines()[0].rule(),
//!     "Royal Flush, Straight Flush or Four of a Kind (all five cards)"
//! );
//! let risk = HandResults::of(&analysis);
//! assert!((risk.ruin_probability(100.0, 1000) - 0.1629).abs() < 1e-4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### Jobs
//! Every engine runs on a [`Pool`] of threads ([`jobs`]); long work is a job that reports
//! progress and partial results and is cancelled when its handle is dropped:
//! ```
//! use pokerlab::Pool;
//! use pokerlab::jobs::Merge;
//! #[derive(Clone, Default)]
//! struct Sum(u64);
//! impl Merge for Sum {
//!     fn merge(&mut self, other: Sum) { self.0 += other.0 }
//! }
//! let pool = Pool::with_threads(2)?;
//! let job = pool.spawn_chunked(100, |i| Sum(i as u64), || {});
//! assert_eq!(job.wait().value.0, 4950);
//! # Ok::<(), pokerlab::jobs::PoolError>(())
//! ```
//!
//! `examples/` has one short program per engine (`range_equity`, `solve_river`, `best_hold`);
//! `docs/ARCHITECTURE.md` in the repository has the map of the code.

pub mod art;
pub mod bench;
pub mod cards;
pub mod enumerate;
pub mod equity;
pub mod eval;
pub mod files;
pub mod flops;
pub mod format;
pub mod jobs;
pub mod practice;
pub mod range;
pub mod solver;
pub mod video_poker;

pub use cards::{Card, CardError, CardSet, Rank, Suit, parse_cards, parse_exact};
pub use equity::{EquityRequest, EquityResult, Method, MonteCarloLimits, calculate};
pub use eval::{Category, Hand, HandValue, describe_partial, evaluate};
pub use jobs::Pool;
pub use range::Range;
pub use solver::{Game, Spot};
pub use video_poker::{Bet, HoldEvaluator, PayTable};

/// The README's Rust examples, compiled and run as doc-tests so they cannot go stale.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The library README's (`LIBRARY.md`, the crate's page on crates.io) examples, run as
/// doc-tests.
#[doc = include_str!("../LIBRARY.md")]
#[cfg(doctest)]
pub struct LibraryReadmeDoctests;
