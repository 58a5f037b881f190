//! The all-flops report: how a hand or range does on every flop. The 22,100 flops fall into
//! 1,755 that differ up to suits (more when known cards or suited weights leave fewer suits
//! to swap: [`FlopClasses`]); for one to three seats each distinct flop gets each seat's exact
//! equity (the equity engine, every runout and matchup) and its holdings (made hands and draws,
//! [`classify_holding`](crate::eval::classify_holding)), and the summary weighs every flop by
//! how many flops it stands for: "how often does this range flop a set, a flush draw, top
//! pair", and its equity flop by flop.
//!
//! [`flop_report`] counts on the calling thread; [`FlopsJob`] counts on the [pool](crate::jobs)
//! with progress, cancelled when dropped.
//!
//! ```
//! use pokerlab::equity::PlayerSpec;
//! use pokerlab::eval::MadeHand;
//! use pokerlab::flops::{flop_report, FlopsRequest};
//! let request = FlopsRequest::new(vec![PlayerSpec::parse("88")?]).holdings_only();
//! let report = flop_report(&request)?;
//! assert_eq!(report.rows.len(), 1_755);
//! assert_eq!(report.total_weight(), 22_100);
//! let eights = &report.summary()[0];
//! // Of the C(50, 3) = 19,600 flops each combo of eights can meet, 2,112 give a set, 144 a
//! // full house with a pair on board, 48 one with trips on board, 48 quads: 12%.
//! let set_or_better: f64 = MadeHand::ALL[..=MadeHand::Set.index()]
//!     .iter()
//!     .map(|&m| eights.made_share(m))
//!     .sum();
//! assert!((set_or_better - 2_352.0 / 19_600.0).abs() < 1e-12);
//! assert!((eights.made_share(MadeHand::Set) - 2_112.0 / 19_600.0).abs() < 1e-12);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod classes;
mod compute;
mod filter;
mod job;
mod report;
mod texture;
pub mod timing_spots;

pub use classes::{FlopClasses, FlopWeight, WeightedFlop};
pub use compute::{FlopsError, FlopsRequest, MAX_SEATS};
pub use filter::{FlopFilter, FlopFilterError};
pub use job::{FlopRows, FlopsJob, FlopsSnapshot, flop_report};
pub use report::{FlopEquity, FlopRow, FlopsReport, HoldingCounts, SeatOnFlop, SeatSummary};
pub use texture::{FlopTexture, Pairing, SuitTexture, TextureGroup};

#[cfg(test)]
mod tests;
