//! Ranges: the hands a player may hold, each with a weight, written the way poker books and
//! equity tools write them (`QQ+,AKs`, `22+,A2s+,KTo+`), plus HoldemHand's pocket query
//! language (`Axs`, `Group3-Group5`) and its operators.
//!
//! Players rarely show their cards, so every seat in the engine, the CLI and the app can hold
//! a [`Range`]: a weight in `[0, 1]` for each of the 1326 [`Combo`]s. The 169 starting-hand
//! [`HandClass`]es index the 13×13 [`Grid`] a range is painted on; [`ranked_classes`] orders
//! them for top-percent ranges.
//!
//! ```
//! use pokerlab::range::Range;
//! use pokerlab::CardSet;
//! let hero: Range = "QQ+, AKs".parse()?;
//! let villain: Range = "22+, A2s+, KTs+, AJo+".parse()?;
//! assert_eq!((hero.count(), villain.count()), (22, 78 + 48 + 12 + 36));
//! let board: CardSet = "Qh 7h 2c".parse().unwrap();
//! // Card removal: the combos an equity engine deals from.
//! assert_eq!(hero.live(board).count(), 22 - 3);
//! assert_eq!(villain.to_string(), "22+,A2s+,KTs+,AJo+");
//! # Ok::<(), pokerlab::range::RangeError>(())
//! ```
//!
//! # Grammar
//!
//! Ranks are `2`–`9`, `T` (or `10`), `J`, `Q`, `K`, `A`; suits `c d h s` (or `♣ ♦ ♥ ♠`); both
//! in any case. Whitespace may appear between any two tokens.
//!
//! | form | example | meaning | combos |
//! | --- | --- | --- | ---: |
//! | combo | `AsKs`, `As Ks` | exactly these two cards | 1 |
//! | pair | `77` | one pair | 6 |
//! | class | `AKs`, `AKo` | suited / offsuit | 4 / 12 |
//! | both shapes | `AK` | `AKs` and `AKo` | 16 |
//! | plus | `22+`, `A2s+`, `KTo+`, `AT+` | pairs up to `AA`; the kicker up to just below the top card | 78, 48, 36, 64 |
//! | dash | `99-22`, `AKs-A2s`, `KQo-K9o` | everything between the ends (either order; same top card and suffix) | 48, 48, 48 |
//! | any hand | `random`, `any`, `XX` | all combos | 1326 |
//! | partial | `Ax`, `Axs`, `Axo` | every hand holding that rank; `Ax` includes the pair | 198, 48, 144 |
//! | group | `Group1` … `Group8` | a Sklansky–Malmuth group ([`sklansky_group`]) | 28 for `Group1` |
//! | group span | `Group3-Group5`, `Group3+` | groups 3 to 5; groups 1 to 3 | |
//! | top percent | `15%`, `7.5%`, `10%-20%` | the strongest classes by [`ranked_classes`] nearest to that share of 1326 combos ([`top_percent`]); between two shares | ≈ 199 |
//! | weight | `AA:0.5`, `(KK,QQ):25%` | multiplies the weights of what precedes `:` (a number in `[0, 1]` or a percentage) | |
//! | bracket weight | `[50]AA,KK[/50]`, `[37.5]AKs[/37.5]` | PokerStove's and Equilab's export: the hands between the tags at that percentage (the closing number must match) | |
//! | union | `QQ+, AKs`, `ATo+ KTo+ QTo+` | in either; a combo keeps its larger weight. Items may be separated by commas or only by spaces | |
//! | intersection | `Axs & Group5` | in both; the smaller weight | |
//! | exclusion | `QQ+,AKs ! KK`, `random!AA` | in the left, not the right: `min(left, 1 - right)` | |
//! | complement | `!Group1` | every hand not in it (`random ! Group1`) | |
//! | grouping | `(AA, KK) & Ax` | parentheses | |
//!
//! Precedence, loosest first: binary `!` (everything before it minus everything after it, so
//! `QQ+,AKs ! KK,QQ` is `(QQ+,AKs) ! (KK,QQ)`), then `,` (or the spaces between two items),
//! then `&`, then `:weight`, prefix `!` and the forms above. Chains associate to the left: `random ! AA ! KK` drops both.
//!
//! ```text
//! range    := union ('!' union)*
//! union    := inter (','? inter)*
//! inter    := unary ('&' unary)*
//! unary    := '!' unary | weighted
//! weighted := primary (':' WEIGHT)?
//! primary  := '(' range ')' | '[' PERCENT ']' range '[' '/' PERCENT ']'
//!           | ITEM ('-' ITEM)? | CARD CARD
//! ```
//!
//! A list of specific combos is a range like any other: `AhKh,AdKd,QQ+`, `AhKh AdKd`.
//!
//! Because a union keeps the larger weight, lowering one hand inside a wider range needs an
//! exclusion: `(QQ+ ! AA), AA:0.5`.
//!
//! Errors ([`RangeError`]) give the byte position and the offending text: `AA, AZs` fails
//! with "unknown hand `AZs` at 4". A text that selects nothing (`AA ! AA`) is an error of
//! kind [`RangeErrorKind::Empty`]; so is a range with every combo blocked by the board in
//! [`Range::parse_live`]. [`Range`]'s `Display` prints the compact form (`22+,A2s+,KTo+`),
//! which parses back to the same range.

mod class;
mod combo;
mod error;
mod grid;
mod groups;
mod narrow;
mod parse;
#[allow(clippy::module_inception)]
mod range;
pub mod ranking;
mod text;

pub use class::{HandClass, Shape};
pub use combo::{COMBO_COUNT, Combo};
pub use error::{RangeError, RangeErrorKind};
pub use grid::Grid;
pub use groups::{group_of, sklansky_group};
pub use narrow::{Keep, KeepError, narrow};
pub use range::Range;
pub use ranking::{rank_of, ranked_classes, top_percent};
pub use text::to_text;

#[cfg(test)]
mod tests;
