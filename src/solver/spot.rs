//! A spot to solve: the two ranges, the board, the pot, the effective stack and the bet sizes
//! each player may use on each street. Everything here is plain data, checked by
//! [`Spot::check`] before a tree is built from it.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::cards::CardSet;
use crate::equity::matchup;
use crate::range::Range;

/// A betting round after the flop is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Street {
    /// Three board cards.
    Flop,
    /// Four board cards.
    Turn,
    /// Five board cards: the last round.
    River,
}

impl Street {
    /// The three streets in order.
    pub const ALL: [Street; 3] = [Street::Flop, Street::Turn, Street::River];

    /// The street a board of `cards` cards is on (3, 4 or 5).
    pub fn of_board(cards: usize) -> Option<Street> {
        match cards {
            3 => Some(Street::Flop),
            4 => Some(Street::Turn),
            5 => Some(Street::River),
            _ => None,
        }
    }

    /// 0 for the flop, 1 for the turn, 2 for the river.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The street's name in lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Street::Flop => "flop",
            Street::Turn => "turn",
            Street::River => "river",
        }
    }
}

/// One of the two players: out of position (acts first on every street) or in position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Out of position: acts first.
    Oop,
    /// In position: acts last.
    Ip,
}

impl Player {
    /// Both players, OOP first.
    pub const BOTH: [Player; 2] = [Player::Oop, Player::Ip];

    /// 0 for OOP, 1 for IP.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other player.
    pub const fn other(self) -> Player {
        match self {
            Player::Oop => Player::Ip,
            Player::Ip => Player::Oop,
        }
    }

    /// `"oop"` or `"ip"`.
    pub const fn name(self) -> &'static str {
        match self {
            Player::Oop => "oop",
            Player::Ip => "ip",
        }
    }
}

/// The sizes one player may bet (or raise) on one street: percentages of the pot, and
/// whether all-in is among them.
///
/// A bet of `p` is `p`% of the pot; a raise of `p` is a call followed by `p`% of the pot after
/// that call. Text is comma-separated: `33,75,a` (`a` or `allin` for all-in; `%` optional).
///
/// ```
/// use pokerlab::solver::Sizes;
/// let sizes: Sizes = "33, 75%, a".parse()?;
/// assert_eq!(sizes.percents, vec![33.0, 75.0]);
/// assert!(sizes.all_in);
/// assert_eq!(sizes.to_string(), "33,75,a");
/// assert!("".parse::<Sizes>()?.is_empty());
/// # Ok::<(), pokerlab::solver::SpotError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sizes {
    /// Percentages of the pot, each above 0 (at most [`MAX_PERCENT`]).
    pub percents: Vec<f64>,
    /// Whether all-in is a size.
    pub all_in: bool,
}

/// The largest size a spec may name, in % of the pot.
pub const MAX_PERCENT: f64 = 10_000.0;

/// The smallest size a spec may name, in % of the pot: a bet is at least a thousandth of the
/// pot, so that every bet is a real amount next to the pot and the stack (see
/// [`MAX_STACK_TO_POT`]) and betting always ends.
pub const MIN_PERCENT: f64 = 0.1;

/// The smallest pot or stack, in chips: one chip-cent.
pub const MIN_CHIPS: f64 = 0.01;

/// The largest pot or stack, in chips.
pub const MAX_CHIPS: f64 = 1e9;

/// The largest effective stack in pots: with the smallest bet ([`MIN_PERCENT`]) every bet
/// stays a hundred times larger than the tolerance that tells two amounts apart.
pub const MAX_STACK_TO_POT: f64 = 10_000.0;

/// The most sizes one player may have on one street (all-in not counted).
pub const MAX_SIZES: usize = 8;

/// Whether `percent` is a size a spot may use: finite, from [`MIN_PERCENT`] to [`MAX_PERCENT`].
fn size_in_bounds(percent: f64) -> bool {
    percent.is_finite() && (MIN_PERCENT..=MAX_PERCENT).contains(&percent)
}

impl Sizes {
    /// Whether no size is allowed (the player can only check, or fold and call).
    pub fn is_empty(&self) -> bool {
        self.percents.is_empty() && !self.all_in
    }

    /// Checks sizes made in code rather than parsed: each within bounds, at most
    /// [`MAX_SIZES`] of them.
    fn check(&self) -> Result<(), SpotError> {
        if let Some(p) = self.percents.iter().find(|&&p| !size_in_bounds(p)) {
            return Err(SpotError::Sizes(format!(
                "`{self}`: `{p}`: a size is from {MIN_PERCENT}% to {MAX_PERCENT}% of the pot"
            )));
        }
        if self.percents.len() > MAX_SIZES {
            return Err(SpotError::Sizes(format!(
                "`{self}`: at most {MAX_SIZES} sizes besides all-in"
            )));
        }
        Ok(())
    }
}

impl FromStr for Sizes {
    type Err = SpotError;

    fn from_str(text: &str) -> Result<Sizes, SpotError> {
        let mut sizes = Sizes::default();
        let bad = |why: &str| SpotError::Sizes(format!("`{}`: {why}", text.trim()));
        for item in text.split(',').map(str::trim) {
            if item.is_empty() || item == "-" {
                continue;
            }
            let lower = item.to_ascii_lowercase();
            if lower == "a" || lower == "allin" || lower == "all-in" {
                sizes.all_in = true;
                continue;
            }
            let number = lower.strip_suffix('%').unwrap_or(&lower).trim();
            let percent: f64 = number
                .parse()
                .map_err(|_| bad(&format!("`{item}` is not a percentage of the pot or `a`")))?;
            if !size_in_bounds(percent) {
                return Err(bad(&format!(
                    "`{item}`: a size is from {MIN_PERCENT}% to {MAX_PERCENT}% of the pot"
                )));
            }
            if !sizes.percents.contains(&percent) {
                sizes.percents.push(percent);
            }
        }
        if sizes.percents.len() > MAX_SIZES {
            return Err(bad(&format!("at most {MAX_SIZES} sizes besides all-in")));
        }
        Ok(sizes)
    }
}

impl fmt::Display for Sizes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = self.percents.iter().map(|p| p.to_string()).collect();
        if self.all_in {
            parts.push("a".to_owned());
        }
        if parts.is_empty() {
            return write!(f, "-");
        }
        write!(f, "{}", parts.join(","))
    }
}

/// Sizes for every street and player.
///
/// Text is `;`-separated items `[STREET[.PLAYER]=]SIZES`: an item without a street sets every
/// street, one without a player both players, and later items override earlier ones.
/// Streets are `flop`, `turn`, `river` (or `f`, `t`, `r`), players `oop` and `ip`.
///
/// ```
/// use pokerlab::solver::{BetSizes, Player, Street};
/// let bets: BetSizes = "50,a; river=75,150; river.oop=-".parse()?;
/// assert_eq!(bets.get(Street::Flop, Player::Ip).to_string(), "50,a");
/// assert_eq!(bets.get(Street::River, Player::Ip).to_string(), "75,150");
/// assert!(bets.get(Street::River, Player::Oop).is_empty());
/// assert_eq!(bets.to_string().parse::<BetSizes>()?, bets);
/// # Ok::<(), pokerlab::solver::SpotError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BetSizes {
    table: [[Sizes; 2]; 3],
}

impl BetSizes {
    /// The same sizes on every street for both players.
    pub fn uniform(sizes: &Sizes) -> BetSizes {
        let pair = [sizes.clone(), sizes.clone()];
        BetSizes {
            table: [pair.clone(), pair.clone(), pair],
        }
    }

    /// The sizes of `player` on `street`.
    pub fn get(&self, street: Street, player: Player) -> &Sizes {
        &self.table[street.index()][player.index()]
    }

    /// Sets the sizes of `player` on `street`.
    pub fn set(&mut self, street: Street, player: Player, sizes: Sizes) {
        self.table[street.index()][player.index()] = sizes;
    }

    /// Checks every street's and player's sizes (those made in code, not parsed).
    fn check(&self) -> Result<(), SpotError> {
        self.table.iter().flatten().try_for_each(Sizes::check)
    }
}

impl FromStr for BetSizes {
    type Err = SpotError;

    fn from_str(text: &str) -> Result<BetSizes, SpotError> {
        let mut bets = BetSizes::default();
        for item in text.split(';').map(str::trim).filter(|i| !i.is_empty()) {
            let (target, sizes) = match item.split_once('=') {
                Some((target, sizes)) => (Some(target.trim().to_ascii_lowercase()), sizes),
                None => (None, item),
            };
            let sizes: Sizes = sizes.parse()?;
            let (streets, players): (Vec<Street>, Vec<Player>) = match target.as_deref() {
                None => (Street::ALL.to_vec(), Player::BOTH.to_vec()),
                Some(target) => {
                    let (street, player) = match target.split_once('.') {
                        Some((s, p)) => (s.trim(), Some(p.trim())),
                        None => (target, None),
                    };
                    let street = match street {
                        "flop" | "f" => Street::Flop,
                        "turn" | "t" => Street::Turn,
                        "river" | "r" => Street::River,
                        other => {
                            return Err(SpotError::Sizes(format!(
                                "`{other}` is not a street (flop, turn or river)"
                            )));
                        }
                    };
                    let players = match player {
                        None => Player::BOTH.to_vec(),
                        Some("oop") => vec![Player::Oop],
                        Some("ip") => vec![Player::Ip],
                        Some(other) => {
                            return Err(SpotError::Sizes(format!(
                                "`{other}` is not a player (oop or ip)"
                            )));
                        }
                    };
                    (vec![street], players)
                }
            };
            for &street in &streets {
                for &player in &players {
                    bets.set(street, player, sizes.clone());
                }
            }
        }
        Ok(bets)
    }
}

impl fmt::Display for BetSizes {
    /// Every street and player spelled out: `flop.oop=33,a;flop.ip=…`, which parses back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for street in Street::ALL {
            for player in Player::BOTH {
                if !first {
                    write!(f, ";")?;
                }
                first = false;
                write!(
                    f,
                    "{}.{}={}",
                    street.name(),
                    player.name(),
                    self.get(street, player)
                )?;
            }
        }
        Ok(())
    }
}

/// A heads-up spot after the flop: who holds what, what is on the board and in the pot, and
/// the betting allowed.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot {
    /// The out-of-position player's range.
    pub oop: Range,
    /// The in-position player's range.
    pub ip: Range,
    /// The board: 3, 4 or 5 cards.
    pub board: CardSet,
    /// Chips in the pot before the first action (above 0).
    pub pot: f64,
    /// The effective stack behind, in chips (above 0).
    pub stack: f64,
    /// Bet sizes (when no one has bet yet on the street).
    pub bets: BetSizes,
    /// Raise sizes (facing a bet or raise).
    pub raises: BetSizes,
    /// The most raises on one street (a bet is not a raise): 0 means bet, call or fold.
    pub raise_cap: u8,
    /// A bet or raise becomes all-in when the stack it would leave behind is below this
    /// fraction of the pot after it is called (0 turns the rule off; at most 1).
    pub all_in_threshold: f64,
}

/// The most raises per street a spot may allow.
pub const MAX_RAISE_CAP: u8 = 6;

impl Spot {
    /// The spot's first street (from the number of board cards), once it is checked.
    pub fn street(&self) -> Option<Street> {
        Street::of_board(self.board.len())
    }

    /// The range of `player`.
    pub fn range(&self, player: Player) -> &Range {
        match player {
            Player::Oop => &self.oop,
            Player::Ip => &self.ip,
        }
    }

    /// Checks the spot: a board of 3 to 5 cards; a pot and a stack from [`MIN_CHIPS`] to
    /// [`MAX_CHIPS`], the stack at most [`MAX_STACK_TO_POT`] pots; bet and raise sizes from
    /// [`MIN_PERCENT`] to [`MAX_PERCENT`] of the pot; a threshold in `[0, 1]`; a raise cap of
    /// at most [`MAX_RAISE_CAP`]; ranges with live combos that can be dealt together (some
    /// combo of each that shares no card with the other's).
    ///
    /// This is the one check of a spot: [`Game::new`](super::Game::new), the command line and
    /// the app's Solve tab all go through it (the tab and the command line by
    /// [`SpotFields::read`](super::SpotFields::read)).
    pub fn check(&self) -> Result<(), SpotError> {
        if self.street().is_none() {
            return Err(SpotError::Board(self.board.len()));
        }
        let chips = |x: f64| x.is_finite() && (MIN_CHIPS..=MAX_CHIPS).contains(&x);
        if !chips(self.pot) {
            return Err(SpotError::Pot(self.pot));
        }
        if !chips(self.stack) {
            return Err(SpotError::Stack(self.stack));
        }
        if self.stack > MAX_STACK_TO_POT * self.pot {
            return Err(SpotError::StackToPot {
                stack: self.stack,
                pot: self.pot,
            });
        }
        self.bets.check()?;
        self.raises.check()?;
        if !(0.0..=1.0).contains(&self.all_in_threshold) {
            return Err(SpotError::Threshold(self.all_in_threshold));
        }
        if self.raise_cap > MAX_RAISE_CAP {
            return Err(SpotError::RaiseCap(self.raise_cap));
        }
        for player in Player::BOTH {
            if self.range(player).count_live(self.board) == 0 {
                return Err(SpotError::EmptyRange(player.name()));
            }
        }
        let live = |player: Player| -> Vec<CardSet> {
            self.range(player)
                .live(self.board)
                .map(|(combo, _)| combo.cards())
                .collect()
        };
        let players = [(0, live(Player::Oop)), (1, live(Player::Ip))];
        if let Err(conflict) = matchup::check(&players) {
            return Err(SpotError::NoMatchup {
                cards: conflict.cards,
            });
        }
        Ok(())
    }
}

/// An amount of chips for a message: plain when it reads well, in e-notation when tiny or
/// huge.
fn amount(x: f64) -> String {
    if x == 0.0 || (1e-4..1e12).contains(&x.abs()) {
        x.to_string()
    } else {
        format!("{x:e}")
    }
}

/// Why a spot cannot be solved.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SpotError {
    /// The board has the wrong number of cards.
    #[error("the board has {0} cards: give a flop (3), a turn (4) or a river (5)")]
    Board(usize),
    /// The pot is not from [`MIN_CHIPS`] to [`MAX_CHIPS`].
    #[error(
        "the pot must be from {MIN_CHIPS} chips (one chip-cent) to {MAX_CHIPS:e} chips, not {}",
        amount(*.0)
    )]
    Pot(f64),
    /// The stack is not from [`MIN_CHIPS`] to [`MAX_CHIPS`].
    #[error(
        "the effective stack must be from {MIN_CHIPS} chips (one chip-cent) to {MAX_CHIPS:e} \
         chips, not {}",
        amount(*.0)
    )]
    Stack(f64),
    /// The stack is more than [`MAX_STACK_TO_POT`] pots: the smallest bets would be lost
    /// next to it.
    #[error(
        "the effective stack {} is more than {MAX_STACK_TO_POT} times the pot {}: give a \
         larger pot or a smaller stack",
        amount(*stack),
        amount(*pot)
    )]
    StackToPot {
        /// The stack, in chips.
        stack: f64,
        /// The pot, in chips.
        pot: f64,
    },
    /// Every OOP combo shares a card with every IP combo.
    #[error(
        "the OOP and IP ranges cannot be dealt together: {}",
        if *cards < 4 {
            format!(
                "their ranges hold only {cards} different cards with the board, and two \
                 players need 4"
            )
        } else {
            "every choice of their hands shares a card".to_owned()
        }
    )]
    NoMatchup {
        /// The different cards the two ranges' live combos use between them.
        cards: usize,
    },
    /// The tree goes deeper than [`MAX_TREE_DEPTH`](super::MAX_TREE_DEPTH) actions: betting
    /// would not end.
    #[error(
        "the tree goes deeper than {depth} actions in a row, so its betting would not end: \
         use larger bet sizes"
    )]
    TooDeep {
        /// The most actions in a row allowed.
        depth: u32,
    },
    /// The all-in threshold is outside `[0, 1]`.
    #[error("the all-in threshold must be from 0 to 1, not {0}")]
    Threshold(f64),
    /// The raise cap is too high.
    #[error("the raise cap must be at most {MAX_RAISE_CAP} raises per street, not {0}")]
    RaiseCap(u8),
    /// A range has no combo left on the board.
    #[error("the {0} range has no combo that the board leaves live")]
    EmptyRange(&'static str),
    /// A field does not read (a range, a board, a number), with the parser's reason.
    #[error("{0}")]
    Text(String),
    /// A bet-size spec does not parse.
    #[error("bet sizes {0}")]
    Sizes(String),
    /// The tree would need more memory than allowed.
    #[error(
        "the tree needs {} {needed_mib:.0} MiB, more than the limit of {limit_mib:.0} MiB: \
         use fewer bet sizes, a lower raise cap or narrower ranges (or raise the limit)",
        if *at_least { "at least" } else { "about" }
    )]
    TooBig {
        /// The need, in MiB: the whole tree's, or what was counted before counting stopped.
        needed_mib: f64,
        /// The limit, in MiB.
        limit_mib: f64,
        /// Whether counting stopped before the whole tree (the need is then more).
        at_least: bool,
    },
}
