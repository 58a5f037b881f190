//! A kind of video poker game as data: one [`GameDescription`](super::GameDescription) says what deck it deals, which
//! cards are wild, which final hands it tells apart (its pay classes, best first), which
//! pay-table lines its tables may have, and under which heading the game menu lists it. Every
//! part of the engine (the classifier, [`DrawTables`](super::DrawTables), the
//! [`Machine`](super::Machine), the strategy charts' words) and the trainer's menu read the
//! description; none matches on a closed list of games. The descriptions themselves, in menu
//! order, are `games.rs`' list: a new game is one more entry there (and its pay
//! tables in `builtins.rs`).

use std::fmt;

use thiserror::Error;

use super::PayClass;
use super::description::{GameDescription, WildCards, WildNames};
use super::games::GAMES;
use crate::cards::Rank;

/// A kind of video poker game: a handle on one [`GameDescription`], cheap to copy and
/// compare. The kinds are listed in menu order ([`GameKind::ALL`]).
///
/// ```
/// use pokerlab::video_poker::{DeckCard, GameKind, PayClass};
/// assert_eq!(GameKind::STANDARD.classes()[0], PayClass::RoyalFlush);
/// assert_eq!(GameKind::DEUCES_WILD.classes()[2], PayClass::FourDeuces);
/// assert_eq!(GameKind::JOKER.deck_size(), 53);
/// assert_eq!("deuces-wild".parse::<GameKind>(), Ok(GameKind::DEUCES_WILD));
/// assert_eq!("joker-poker".parse::<GameKind>(), Ok(GameKind::JOKER));
/// let deuce: DeckCard = "2h".parse().unwrap();
/// assert!(GameKind::DEUCES_WILD.is_wild(deuce));
/// assert!(!GameKind::STANDARD.is_wild(deuce));
/// assert!(GameKind::JOKER.is_wild(DeckCard::JOKER));
/// let five_wild: GameKind = "deuces-and-joker-wild".parse().unwrap();
/// assert_eq!(five_wild.description().name, "Deuces and Joker Wild");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameKind(u8);

impl GameKind {
    /// How many kinds there are.
    pub const COUNT: usize = GAMES.len();

    /// Every kind, in menu order.
    pub const ALL: [GameKind; GameKind::COUNT] = {
        let mut all = [GameKind(0); GameKind::COUNT];
        let mut i = 0;
        while i < GameKind::COUNT {
            all[i] = GameKind(i as u8);
            i += 1;
        }
        all
    };

    /// Games without wild cards: Jacks or Better and its bonus variants.
    pub const STANDARD: GameKind = GameKind(0);
    /// Deuces Wild: the four deuces are wild.
    pub const DEUCES_WILD: GameKind = GameKind(1);
    /// Joker Poker: a 53-card deck whose joker is wild.
    pub const JOKER: GameKind = GameKind(2);

    /// The game's description.
    pub const fn description(self) -> &'static GameDescription {
        &GAMES[self.0 as usize]
    }

    /// The kind's position in [`ALL`](Self::ALL) (and in the menu).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The pay classes of this kind of game, best first. Every final hand falls in exactly
    /// one of them.
    pub const fn classes(self) -> &'static [PayClass] {
        self.description().classes
    }

    /// The pay-table lines a table of this kind may have, as `(key, label)`, in the order a
    /// machine shows them (best hand first).
    pub const fn line_keys(self) -> &'static [(&'static str, &'static str)] {
        self.description().lines
    }

    /// The line whose pay jumps at the maximum bet (the 4,000-coin jackpot).
    pub const fn royal_line(self) -> &'static str {
        self.description().royal_line
    }

    /// The number of cards in the deck: 52, or 53 with the joker.
    pub const fn deck_size(self) -> usize {
        if self.description().wild.joker {
            53
        } else {
            52
        }
    }

    /// Whether the game has wild cards.
    pub const fn has_wild_cards(self) -> bool {
        self.description().wild.any()
    }

    /// Which cards are wild.
    pub const fn wild_cards(self) -> WildCards {
        self.description().wild
    }

    /// The wild cards as deck bits (card index; the joker is bit 52).
    pub(crate) const fn wild_bits(self) -> u64 {
        self.description().wild.bits()
    }

    /// The lowest paying pair when a table does not say.
    pub const fn default_min_pair(self) -> Rank {
        self.description().default_min_pair
    }

    /// Whether tables of this kind may set a minimum paying pair.
    pub const fn has_paying_pairs(self) -> bool {
        self.description().paying_pairs
    }

    /// The class's position in [`classes`](Self::classes), if it belongs to this kind.
    pub fn slot_of(self, class: PayClass) -> Option<usize> {
        self.classes().iter().position(|&c| c == class)
    }

    /// The key used in files and JSON: `standard`, `deuces-wild`, `joker-poker`, ….
    pub const fn key(self) -> &'static str {
        self.description().key
    }

    /// The game in a player's words: "Deuces Wild".
    pub const fn name(self) -> &'static str {
        self.description().name
    }

    /// How a chart names the game's wild cards.
    pub const fn wild_names(self) -> WildNames {
        self.description().wild_names
    }

    /// The keys every kind answers to, for messages: "`standard`, `deuces-wild` or …".
    pub(crate) fn keys_in_words() -> String {
        let keys: Vec<String> = GameKind::ALL
            .iter()
            .map(|k| format!("`{}`", k.key()))
            .collect();
        match keys.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, init)) => format!("{} or {last}", init.join(", ")),
            None => String::new(),
        }
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameKind({})", self.key())
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl std::str::FromStr for GameKind {
    type Err = UnknownGameKind;

    /// Reads a kind's key or one of its aliases (`jacks-or-better` for `standard`, `joker` for
    /// `joker-poker`), in any case, with `-` or `_`.
    fn from_str(s: &str) -> Result<GameKind, UnknownGameKind> {
        let wanted = s.trim().to_ascii_lowercase().replace('_', "-");
        GameKind::ALL
            .into_iter()
            .find(|k| {
                let d = k.description();
                d.key == wanted || d.aliases.contains(&wanted.as_str())
            })
            .ok_or_else(|| UnknownGameKind {
                given: s.to_owned(),
            })
    }
}

/// A game name that is no kind of game (from [`GameKind`]'s `FromStr`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown game `{given}`: expected {keys}", keys = GameKind::keys_in_words())]
pub struct UnknownGameKind {
    /// What was given.
    pub given: String,
}
