//! Strategy charts derived from the exact analysis: for any pay table, an ordered list of
//! hold patterns in a player's words ("4 to a Royal Flush", "High Pair", "Low Pair", "Suited
//! QJ", …, "Discard everything"); play every deal by its first line that fits.
//!
//! Nothing is typed in. The chart is found by the same code for every table:
//!
//! 1. **Vocabulary** ([`pattern`]): every hold of every deal is described by a pattern — a
//!    made hand kept whole, n of a kind (by rank where pairs pay by rank, with a kicker where
//!    one is kept), two pair, n to a royal flush (two and three by rank), n to a straight
//!    flush (by how many straight flushes the cards fit in, and how many are high cards), n to
//!    a flush or a straight (by high cards; a straight's ways tell outside from inside),
//!    unsuited high cards by rank, a single card, nothing; with how many wild cards (deuces,
//!    or the joker) are kept; five of a kind made with wild cards by its natural rank, and,
//!    where deuces are wild, a straight flush draw's spread. Penalty cards among the discards
//!    (a high card alone counts its flush penalty cards; 3 to a royal with one wild card tells
//!    whether the two discards are suited). Pairs are named from the table's lowest paying
//!    pair (tens in Tens or Better, kings in Joker Poker); where no pair pays (Deuces Wild)
//!    pairs go by rank only if the table pays fours or fives of some ranks more.
//! 2. **Analysis** ([`deals`]): the exact EV of all 32 holds of each of the 134,459 deals
//!    that differ by more than a relabelling of suits (150,891 with the joker, standing for
//!    all 2,869,685), and the pattern of each hold. Patterns
//!    that pick a best hold somewhere are the candidates.
//! 3. **Order** ([`order`]): a chart is an order of candidates; its return is the sum over
//!    deals of the EV of the hold of the first pattern that fits. Starting from the patterns
//!    by average EV, each pattern in turn is moved to the place that maximises the exact
//!    return (one pass over the deals that have it prices every place), until no move gains.
//!    The search then goes on with a price on every deal whose hold gives up more than 0.01
//!    per coin ([`bound`]), so that no deal does.
//! 4. **Lines** ([`build`]): cut after "discard everything", drop patterns no deal reaches,
//!    merge neighbours of one family ("Pair of Jacks", "Pair of Queens", …) into one line
//!    ("High Pair") where that changes no deal's EV, and score the chart exactly: its return,
//!    each line's share of deals, an example deal per line. A wild-card game's chart is grouped
//!    by the number of wild cards dealt ("Two deuces", "No joker"): a deal is played by the
//!    first line of its group that fits. Where every deal keeps all its wild cards, the lines
//!    are sorted into their groups; where some deal is best played dropping one (Deuces Wild
//!    Double Double Bonus, Deuces and Joker Wild), group k lists every line that plays a deal
//!    with k wild cards in the searched order, so a line may be in two groups. A line's words
//!    ([`words`]) tell apart exactly the holds that reach it at its place ([`reach`]).
//! 5. **Footnotes** ([`footnotes`]): a deal still over the single-deal bound (no order of the
//!    patterns plays it right without playing others wrong) is named under its line with its
//!    best hold, as the Wizard of Odds lists exceptions; [`play`](StrategyChart::play) plays
//!    it so and the chart's return counts it.
//!
//! The result is a [`StrategyChart`]: [`lines`](StrategyChart::lines) with their
//! [`rule`](ChartLine::rule) and [`share`](ChartLine::share), the chart's exact
//! [`chart_return`](StrategyChart::chart_return) beside the
//! [`optimal_return`](StrategyChart::optimal_return), [`play`](StrategyChart::play) (which
//! line plays this deal, and its hold) and [`line_of_hold`](StrategyChart::line_of_hold)
//! (which line a player's hold followed).
//!
//! The built-in tables' charts are derived ahead and stored ([`stored`]):
//! [`StrategyChart::for_table`] finds them in well under a millisecond.

mod bound;
mod build;
mod chart;
mod codec;
mod deals;
mod footnotes;
mod glossary;
mod groups;
mod kind_words;
mod made_words;
mod order;
mod pattern;
mod penalty_words;
mod phrases;
mod raw_line;
mod reach;
pub mod stored;
mod words;

pub use chart::{ChartLine, ChartPlay, LineId, StrategyCancelled, StrategyChart};
pub use footnotes::Footnote;
pub use glossary::{GlossaryEntry, glossary};
