//! What can go wrong loading a pay table or playing the game, each error naming its cause.

use thiserror::Error;

use super::{Bet, GameKind, Hands};
use crate::cards::CardError;

/// A pay table that cannot be found, read or accepted. Messages name the bad name, file, key
/// or value.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PayTableError {
    /// Neither a built-in table's name nor a readable file.
    #[error(
        "unknown pay table `{name}`: not a file, and not a name of a built-in table{hint}; the built-in tables (`pokerlab paytables` lists their short names too): {known}",
        hint = nearest.as_ref().map(|n| format!("; did you mean {n}?")).unwrap_or_default()
    )]
    UnknownName {
        /// What was asked for.
        name: String,
        /// The nearest built-in name, quoted, if one is near enough to be a likely typo (with
        /// the canonical name in parentheses when the nearest is a short name).
        nearest: Option<String>,
        /// The built-in names, comma-separated.
        known: String,
    },
    /// The file could not be read.
    #[error("cannot read pay table file `{path}`: {message}")]
    Read {
        /// The file.
        path: String,
        /// The operating system's reason.
        message: String,
    },
    /// The file is not valid TOML or JSON, or has fields of the wrong type.
    #[error("pay table file `{path}` is not a valid pay table: {message}")]
    Syntax {
        /// The file (or `<text>` for a string).
        path: String,
        /// The parser's message (with line and column).
        message: String,
    },
    /// The `game` field names no known game.
    #[error(
        "pay table `{table}`: unknown game `{game}`; expected {keys}",
        keys = GameKind::keys_in_words()
    )]
    UnknownGame {
        /// The table's name.
        table: String,
        /// The value given.
        game: String,
    },
    /// A pay line's key is not a hand of this kind of game.
    #[error("pay table `{table}`: unknown hand `{key}` for a {game} game; known hands: {valid}")]
    UnknownHand {
        /// The table's name.
        table: String,
        /// The key given.
        key: String,
        /// The kind of game.
        game: String,
        /// The valid keys, comma-separated.
        valid: String,
    },
    /// A pay is negative, finer than a tenth of a coin, or absurdly large.
    #[error(
        "pay table `{table}`: the pay for `{key}` must be a number of coins from 0 to 1000000 in tenths at most (like 1.2), not {value}"
    )]
    BadPay {
        /// The table's name.
        table: String,
        /// The line.
        key: String,
        /// The value given.
        value: String,
    },
    /// A line of a wild-card game in a game without that wild card (five of a kind, a wild
    /// royal, four deuces, a natural … line in Jacks or Better).
    #[error(
        "pay table `{table}`: `{key}` is a {wild_game} hand, and a {game} game cannot make it; known hands: {valid}"
    )]
    WildLine {
        /// The table's name.
        table: String,
        /// The line given.
        key: String,
        /// The game the table is for.
        game: String,
        /// A game that has the line.
        wild_game: String,
        /// The valid keys, comma-separated.
        valid: String,
    },
    /// A four-of-a-kind line with a kicker for a rank group that has no kicker rule.
    #[error(
        "pay table `{table}`: `{key}` asks for a kicker bonus that no {game} game has; the kicker lines are: {kickers}"
    )]
    NoKickerRule {
        /// The table's name.
        table: String,
        /// The line given.
        key: String,
        /// The game.
        game: String,
        /// The kicker lines of this game, comma-separated.
        kickers: String,
    },
    /// Two lines both set the minimum paying pair.
    #[error(
        "pay table `{table}`: `{first}` and `{second}` both set the lowest paying pair; keep one"
    )]
    TwoMinimumPairs {
        /// The table's name.
        table: String,
        /// One line.
        first: String,
        /// The other.
        second: String,
    },
    /// The maximum bet is not 5 or 6 coins.
    #[error(
        "pay table `{table}`: max_bet_coins must be 5 or 6 (a sixth coin buys higher pays on some machines), not {value}"
    )]
    BadMaxBet {
        /// The table's name.
        table: String,
        /// The value given.
        value: String,
    },
    /// The table has no paying hand at all.
    #[error("pay table `{table}` pays nothing: give at least one hand a pay above 0 in [pays]")]
    NoPays {
        /// The table's name.
        table: String,
    },
    /// The table's name is empty.
    #[error("a pay table needs a non-empty name")]
    EmptyName,
}

/// A move the video poker game's rules do not allow right now.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// Dealing needs the bet in credits, on every hand played.
    #[error(
        "not enough credits to deal: {credits} left, the bet is {bet}{}",
        on_each(*hands, *bet)
    )]
    NotEnoughCredits {
        /// Credits on the machine.
        credits: u64,
        /// The bet on each hand.
        bet: Bet,
        /// The hands played from one hold (multi-play).
        hands: Hands,
    },
    /// Holding or drawing needs a dealt hand.
    #[error("no hand has been dealt: deal first")]
    NotDealt,
    /// A hand is in play: draw before dealing again or changing the bet.
    #[error("a hand is in play: draw to finish it first")]
    HandInPlay,
    /// A card position past the fifth.
    #[error("there is no card {position}: positions are 0 to 4")]
    BadPosition {
        /// The position given.
        position: usize,
    },
    /// A stacked deck that is not the game's 52 (or 53) distinct cards in some order.
    #[error("a deck must hold each of its cards once: {reason}")]
    BadDeck {
        /// What is wrong with it.
        reason: String,
    },
}

/// Cards for a video poker game that cannot be read: a bad card, or a joker where there is
/// none.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DeckCardError {
    /// An ordinary card error (unknown rank or suit, a card given twice, a wrong count).
    #[error(transparent)]
    Card(#[from] CardError),
    /// A joker (`Jk`) in a game whose deck has none.
    #[error(
        "`Jk` is the joker, and a {game} game has none: only a game with a joker has a 53-card deck"
    )]
    NoJoker {
        /// The game.
        game: GameKind,
    },
    /// The joker given twice.
    #[error("the joker (`Jk`) is given twice: the deck has one")]
    TwoJokers,
}

/// With multi-play, what the bet on each hand comes to: " on each of 3 hands: 15 coins".
fn on_each(hands: Hands, bet: Bet) -> String {
    match hands.count() {
        1 => String::new(),
        n => format!(
            " on each of {hands}: {} coins",
            u64::from(bet.coins()) * u64::from(n)
        ),
    }
}

/// A hold that is not five `0`/`1` characters (from [`HoldMask`](super::HoldMask)'s `FromStr`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("bad hold `{given}`: write five 0/1 characters, one per card, like 11010")]
pub struct BadHoldMask {
    /// What was given.
    pub given: String,
}
