//! A kind of video poker game as data: one [`GameDescription`] says what deck it deals, which
//! cards are wild, which final hands it tells apart (its pay classes, best first), which
//! pay-table lines its tables may have, and under which heading the game menu lists it. Every
//! part of the engine (the classifier, [`DrawTables`](super::DrawTables), the
//! [`Machine`](super::Machine), the strategy charts' words) and the trainer's menu read the
//! description; none matches on a closed list of games. The descriptions themselves, in menu
//! order, are [`games`](super::games)' list: a new game is one more entry there (and its pay
//! tables in `builtins.rs`).

use std::fmt;

use super::games::GAMES;
use super::{DeckCard, PayClass, PayTable};
use crate::cards::{Card, Rank};

/// How a chart names the wild cards of a game: "one deuce", "two deuces"; "the joker".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WildNames {
    /// One wild card: "deuce", "joker", "wild card".
    pub one: &'static str,
    /// Several: "deuces", "wild cards".
    pub many: &'static str,
    /// Whether there is a single wild card, named with "the" ("the joker", "no joker").
    pub single: bool,
}

/// Under which heading the game menu lists a table of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MenuFamily {
    /// Every table of the game under one heading ("Deuces Wild").
    Named(&'static str),
    /// Each table under the words of its title before its pays ("Double Bonus Poker" for
    /// "Double Bonus Poker 10/7").
    FromTitle,
}

/// One kind of video poker game, described as data. See the [module](self) documentation.
#[derive(Debug)]
pub struct GameDescription {
    /// The key in files, JSON and on the command line: `deuces-wild`.
    pub key: &'static str,
    /// Other spellings the key may be given in (`joker` for `joker-poker`).
    pub aliases: &'static [&'static str],
    /// The game in a player's words: "Deuces Wild".
    pub name: &'static str,
    /// Whether the deck has a joker (53 cards), which is wild.
    pub joker: bool,
    /// Whether the four deuces are wild.
    pub wild_deuces: bool,
    /// How a chart names the wild cards.
    pub wild_names: WildNames,
    /// The pay classes the game tells apart, best first; the last is
    /// [`PayClass::Nothing`]. A hand whose finest class is not here counts as the first class
    /// of its [`PayClass::otherwise`] chain that is.
    pub classes: &'static [PayClass],
    /// The pay-table lines its tables may have, as `(key, label)`, best hand first. Of the
    /// `…_or_better` lines (the minimum paying pair) a table has at most one.
    pub lines: &'static [(&'static str, &'static str)],
    /// The line whose pay jumps at the maximum bet (the 4,000-coin jackpot).
    pub royal_line: &'static str,
    /// The lowest paying pair when a table does not say.
    pub default_min_pair: Rank,
    /// Whether its tables may set a minimum paying pair (pairs pay).
    pub paying_pairs: bool,
    /// The heading the game menu lists its tables under.
    pub family: MenuFamily,
}

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
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameKind(u8);

/// The four deuces' bits in a card set.
pub(crate) const DEUCE_BITS: u64 = 1 | (1 << 13) | (1 << 26) | (1 << 39);
/// The joker's bit in a hand's deck bits (card index 52).
pub(crate) const JOKER_BIT: u32 = 52;

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
        if self.description().joker { 53 } else { 52 }
    }

    /// Whether the game has wild cards.
    pub const fn has_wild_cards(self) -> bool {
        self.description().joker || self.description().wild_deuces
    }

    /// Whether `card` is wild in this game: a deuce where deuces are wild, the joker.
    pub fn is_wild(self, card: DeckCard) -> bool {
        match card.card() {
            None => self.description().joker,
            Some(c) => self.is_wild_card(c),
        }
    }

    /// Whether the ordinary card `card` is wild in this game.
    pub(crate) fn is_wild_card(self, card: Card) -> bool {
        self.description().wild_deuces && card.rank() == Rank::Two
    }

    /// The wild cards as deck bits (card index; the joker is bit 52).
    pub(crate) const fn wild_bits(self) -> u64 {
        let d = self.description();
        (if d.wild_deuces { DEUCE_BITS } else { 0 }) | (if d.joker { 1 << JOKER_BIT } else { 0 })
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

    /// The menu heading of `table` (a table of this kind): the game's name for a game with
    /// one heading, else the words of the table's title before its pays.
    pub(crate) fn family_of(self, table: &PayTable) -> String {
        match self.description().family {
            MenuFamily::Named(name) => name.to_owned(),
            MenuFamily::FromTitle => {
                let title = table.title();
                let cut = title
                    .find(|c: char| c.is_ascii_digit() || c == '(' || c == ',')
                    .unwrap_or(title.len());
                title.get(..cut).unwrap_or(title).trim().to_owned()
            }
        }
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
    type Err = String;

    /// Reads a kind's key or one of its aliases (`jacks-or-better` for `standard`, `joker` for
    /// `joker-poker`), in any case, with `-` or `_`.
    fn from_str(s: &str) -> Result<GameKind, String> {
        let wanted = s.trim().to_ascii_lowercase().replace('_', "-");
        GameKind::ALL
            .into_iter()
            .find(|k| {
                let d = k.description();
                d.key == wanted || d.aliases.contains(&wanted.as_str())
            })
            .ok_or_else(|| {
                format!(
                    "unknown game `{s}`: expected {}",
                    GameKind::keys_in_words()
                )
            })
    }
}

/// The built-in tables grouped by their menu heading, in menu order: the kinds in
/// [`GameKind::ALL`]'s order, each kind's headings in the order their first table comes, each
/// heading's tables in their own order.
///
/// ```
/// use pokerlab::video_poker::{PayTable, tables_by_family};
/// let tables = PayTable::builtins();
/// let families = tables_by_family(&tables);
/// assert_eq!(families[0].0, "Jacks or Better");
/// assert!(families.iter().any(|(family, games)| family == "Deuces Wild" && games.len() >= 5));
/// assert_eq!(families.iter().map(|(_, games)| games.len()).sum::<usize>(), tables.len());
/// ```
pub fn tables_by_family(tables: &[PayTable]) -> Vec<(String, Vec<&PayTable>)> {
    let mut families: Vec<(String, Vec<&PayTable>)> = Vec::new();
    for table in tables {
        let family = table.family();
        match families.iter_mut().find(|(f, _)| *f == family) {
            Some((_, games)) => games.push(table),
            None => families.push((family, vec![table])),
        }
    }
    // A stable sort: within a kind, the order of first appearance stays.
    families.sort_by_key(|(_, games)| games.first().map_or(0, |t| t.kind().index()));
    families
}
