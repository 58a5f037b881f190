//! A chart line as the search leaves it, before it is named: made by the search (`build.rs`)
//! and read by the reach of its words (`reach.rs`), which the naming reads in turn.

use crate::video_poker::{DeckCard, HoldMask};

/// A line before it is named: its patterns (by table index) and what the exact scoring found.
#[derive(Clone, Debug)]
pub(crate) struct RawLine {
    /// The line's patterns, in the order found.
    pub(crate) patterns: Vec<u16>,
    /// Deals (of all 2,598,960 or 2,869,685) played by this line.
    pub(crate) deals: u64,
    /// A deal played by this line and the hold the line gives it: of the deals where that
    /// hold gives up least (nothing, wherever the line plays some deal best), the most common.
    pub(crate) example: Option<([DeckCard; 5], HoldMask)>,
    /// Whether the example's hold is a best hold of its deal.
    pub(crate) example_best: bool,
    /// In a chart grouped by the number of wild cards dealt, the number of its group: the line
    /// plays only deals with exactly that many wild cards.
    pub(crate) dealt: Option<u8>,
}
