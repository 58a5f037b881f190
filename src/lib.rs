//! # pokerlab
//!
//! Poker analysis as a library: cards as 52-bit sets, a 7-card hand evaluator on par with the
//! fastest open-source ones, enumeration of hands with shared and dead cards, ranges, exact
//! and Monte Carlo equity, video-poker engines, and background jobs to run them on.
//!
//! ## Features
//! * `app` (default): the desktop app ([`app`] state and [`ui`]) and the command line. A
//!   program that only needs the engines writes
//!   `pokerlab = { version = "…", default-features = false }` and builds about twenty crates.
//! * `render`: rasterising the SVG card faces ([`art::render`]) with resvg.
//! * `serde`: `Serialize`/`Deserialize` on the library's types.
//! * `paytable-files`: video-poker pay tables read from TOML or JSON files.
//!
//! The code is in three layers, each using only the ones before it: the domain (every module
//! but `app` and `ui`; no UI toolkit), the app's state ([`app`], no egui), and the drawing
//! ([`ui`], egui). `docs/ARCHITECTURE.md` has the map.
//!
//! ## A tour
//!
//! Cards parse from what people type, and combine as sets:
//! ```
//! use pokerlab::{CardSet, Card};
//! let hole: CardSet = "As Ks".parse()?;
//! let board: CardSet = "Qs Js 2d".parse()?;
//! assert_eq!((hole | board).len(), 5);
//! # Ok::<(), pokerlab::CardError>(())
//! ```
//!
//! Hands evaluate to integers that compare like hands, and describe themselves:
//! ```
//! use pokerlab::{evaluate, CardSet, Category};
//! let a = evaluate("As Ks Qs Js 2d Ah Kd".parse::<CardSet>()?);
//! let b = evaluate("9c 8c Qs Js 2d Ah Kd".parse::<CardSet>()?);
//! assert_eq!(a.description(), "Two Pair, Aces and Kings");
//! assert_eq!(b.category(), Category::HighCard);
//! assert!(a > b);
//! # Ok::<(), pokerlab::CardError>(())
//! ```
//!
//! Enumeration visits every way to complete a hand, here every river for a flush draw:
//! ```
//! use pokerlab::{enumerate::combinations, CardSet, Category, evaluate};
//! let hand: CardSet = "As Ks Qs Js 2d 7h".parse()?;
//! let flushes = combinations(CardSet::FULL - hand, 1)
//!     .filter(|river| evaluate(hand | *river).category() >= Category::Flush)
//!     .count();
//! assert_eq!(flushes, 9);
//! # Ok::<(), pokerlab::CardError>(())
//! ```

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
pub mod range;
pub mod solver;
pub mod video_poker;

pub use cards::{Card, CardError, CardSet, Rank, Suit, parse_cards, parse_exact};
pub use eval::{Category, Hand, HandValue, describe_partial, evaluate};

/// The README's Rust examples, compiled and run as doc-tests so they cannot go stale.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
