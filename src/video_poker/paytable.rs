//! Pay tables: what each final hand pays, per coin, for the built-in games and for tables a
//! user writes in a TOML or JSON file.
//!
//! A file looks like this (JSON takes the same fields):
//! ```toml
//! name = "my-jacks"            # optional; defaults to the file's stem
//! title = "Jacks or Better 9/5" # optional
//! game = "standard"            # or "deuces-wild"; optional, "standard" by default
//! royal_below_max_bet = 250    # optional: the royal's pay per coin at 1-4 coins
//! [pays]                       # pays per coin at the maximum bet
//! royal_flush = 800
//! straight_flush = 50
//! four_of_a_kind = 25
//! full_house = 9
//! flush = 5
//! straight = 4
//! three_of_a_kind = 3
//! two_pair = 2
//! jacks_or_better = 1
//! ```
//! Keys are the lines of [`GameKind::line_keys`]; a hand with no line of its own is paid by
//! its more general line (four aces by `four_aces` if present, else `four_of_a_kind`).

use std::fmt;
use std::path::Path;

use super::classify::MAX_SLOTS;
use super::{Bet, GameKind, PayClass, PayTableError};

/// The largest pay per coin a table may have (keeps every sum exact in 64 bits).
pub(super) const MAX_PAY: u32 = 1_000_000;
/// The royal's pay per coin below the maximum bet on standard machines.
const ROYAL_BELOW_MAX: u32 = 250;

/// One row of a pay table: a hand and what it pays per coin at the maximum bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PayLine {
    /// The line's key (`full_house`, `four_aces`, …), as in files and JSON.
    pub key: &'static str,
    /// The line as a machine shows it: "Full House".
    pub label: &'static str,
    /// Coins paid per coin bet, at the maximum bet.
    pub pay: u32,
}

/// A video poker pay table: a game family and what each final hand pays.
///
/// Pays are per coin at the maximum bet (five coins). Below the maximum bet everything pays
/// the same per coin except the royal flush (the natural royal in Deuces Wild), which pays
/// [`royal_below_max_bet`](Self::royal_below_max_bet) (250) instead of 800.
///
/// ```
/// use pokerlab::video_poker::{Bet, PayClass, PayTable};
/// let table = PayTable::default();
/// assert_eq!(table.name(), "jacks-or-better-9-6");
/// assert_eq!(table.pay_per_coin(PayClass::FullHouse, Bet::MAX), 9);
/// assert_eq!(table.pay_per_coin(PayClass::RoyalFlush, Bet::MAX), 800);
/// assert_eq!(table.pay_per_coin(PayClass::RoyalFlush, Bet::MIN), 250);
/// assert_eq!(table.payout(PayClass::FourAces, Bet::MAX), 125);
/// assert_eq!(table.pay_per_coin(PayClass::LowPair, Bet::MAX), 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PayTable {
    name: String,
    title: String,
    kind: GameKind,
    lines: Vec<PayLine>,
    royal_below_max: u32,
}

/// The built-in tables: name, title, game, pays per coin at max bet.
type Builtin = (
    &'static str,
    &'static str,
    GameKind,
    &'static [(&'static str, u32)],
);

const BUILTINS: &[Builtin] = &[
    (
        "jacks-or-better-9-6",
        "Jacks or Better 9/6 (full pay)",
        GameKind::Standard,
        &[
            ("royal_flush", 800),
            ("straight_flush", 50),
            ("four_of_a_kind", 25),
            ("full_house", 9),
            ("flush", 6),
            ("straight", 4),
            ("three_of_a_kind", 3),
            ("two_pair", 2),
            ("jacks_or_better", 1),
        ],
    ),
    (
        "jacks-or-better-8-5",
        "Jacks or Better 8/5",
        GameKind::Standard,
        &[
            ("royal_flush", 800),
            ("straight_flush", 50),
            ("four_of_a_kind", 25),
            ("full_house", 8),
            ("flush", 5),
            ("straight", 4),
            ("three_of_a_kind", 3),
            ("two_pair", 2),
            ("jacks_or_better", 1),
        ],
    ),
    (
        "jacks-or-better-7-5",
        "Jacks or Better 7/5",
        GameKind::Standard,
        &[
            ("royal_flush", 800),
            ("straight_flush", 50),
            ("four_of_a_kind", 25),
            ("full_house", 7),
            ("flush", 5),
            ("straight", 4),
            ("three_of_a_kind", 3),
            ("two_pair", 2),
            ("jacks_or_better", 1),
        ],
    ),
    (
        "jacks-or-better-6-5",
        "Jacks or Better 6/5",
        GameKind::Standard,
        &[
            ("royal_flush", 800),
            ("straight_flush", 50),
            ("four_of_a_kind", 25),
            ("full_house", 6),
            ("flush", 5),
            ("straight", 4),
            ("three_of_a_kind", 3),
            ("two_pair", 2),
            ("jacks_or_better", 1),
        ],
    ),
    (
        "bonus-poker-8-5",
        "Bonus Poker 8/5",
        GameKind::Standard,
        &[
            ("royal_flush", 800),
            ("straight_flush", 50),
            ("four_aces", 80),
            ("four_2_4", 40),
            ("four_5_k", 25),
            ("full_house", 8),
            ("flush", 5),
            ("straight", 4),
            ("three_of_a_kind", 3),
            ("two_pair", 2),
            ("jacks_or_better", 1),
        ],
    ),
    (
        "double-bonus-10-7",
        "Double Bonus Poker 10/7",
        GameKind::Standard,
        &[
            ("royal_flush", 800),
            ("straight_flush", 50),
            ("four_aces", 160),
            ("four_2_4", 80),
            ("four_5_k", 50),
            ("full_house", 10),
            ("flush", 7),
            ("straight", 5),
            ("three_of_a_kind", 3),
            ("two_pair", 1),
            ("jacks_or_better", 1),
        ],
    ),
    (
        "double-double-bonus-9-6",
        "Double Double Bonus Poker 9/6",
        GameKind::Standard,
        &[
            ("royal_flush", 800),
            ("straight_flush", 50),
            ("four_aces_with_2_4", 400),
            ("four_aces", 160),
            ("four_2_4_with_a_4", 160),
            ("four_2_4", 80),
            ("four_5_k", 50),
            ("full_house", 9),
            ("flush", 6),
            ("straight", 4),
            ("three_of_a_kind", 3),
            ("two_pair", 1),
            ("jacks_or_better", 1),
        ],
    ),
    (
        "deuces-wild",
        "Deuces Wild (full pay)",
        GameKind::DeucesWild,
        &[
            ("natural_royal_flush", 800),
            ("four_deuces", 200),
            ("wild_royal_flush", 25),
            ("five_of_a_kind", 15),
            ("straight_flush", 9),
            ("four_of_a_kind", 5),
            ("full_house", 3),
            ("flush", 2),
            ("straight", 2),
            ("three_of_a_kind", 1),
        ],
    ),
];

impl PayTable {
    /// A table of `kind` from `(line key, pay per coin at max bet)` pairs, in any order.
    /// `royal_below_max_bet` defaults to 250 (or the royal's own pay, if that is less).
    pub fn new(
        name: &str,
        title: &str,
        kind: GameKind,
        pays: &[(&str, u32)],
        royal_below_max_bet: Option<u32>,
    ) -> Result<PayTable, PayTableError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(PayTableError::EmptyName);
        }
        let valid = kind.line_keys();
        for &(key, pay) in pays {
            if !valid.iter().any(|&(k, _)| k == key) {
                return Err(PayTableError::UnknownHand {
                    table: name.to_owned(),
                    key: key.to_owned(),
                    game: kind.key().to_owned(),
                    valid: valid.iter().map(|&(k, _)| k).collect::<Vec<_>>().join(", "),
                });
            }
            if pay > MAX_PAY {
                return Err(PayTableError::BadPay {
                    table: name.to_owned(),
                    key: key.to_owned(),
                    value: pay.to_string(),
                });
            }
        }
        // Machine order; a key given twice keeps its last pay.
        let lines: Vec<PayLine> = valid
            .iter()
            .filter_map(|&(key, label)| {
                pays.iter()
                    .rev()
                    .find(|&&(k, _)| k == key)
                    .map(|&(_, pay)| PayLine { key, label, pay })
            })
            .collect();
        if lines.iter().all(|l| l.pay == 0) {
            return Err(PayTableError::NoPays {
                table: name.to_owned(),
            });
        }
        let royal = lines
            .iter()
            .find(|l| l.key == kind.royal_line())
            .map_or(0, |l| l.pay);
        let royal_below_max = royal_below_max_bet.unwrap_or(ROYAL_BELOW_MAX.min(royal));
        if royal_below_max > MAX_PAY {
            return Err(PayTableError::BadPay {
                table: name.to_owned(),
                key: "royal_below_max_bet".to_owned(),
                value: royal_below_max.to_string(),
            });
        }
        let title = match title.trim() {
            "" => name.to_owned(),
            t => t.to_owned(),
        };
        Ok(PayTable {
            name: name.to_owned(),
            title,
            kind,
            lines,
            royal_below_max,
        })
    }

    /// All built-in tables, the default ([`jacks-or-better-9-6`](Self::default)) first.
    pub fn builtins() -> Vec<PayTable> {
        BUILTINS
            .iter()
            .filter_map(|&(name, title, kind, pays)| {
                PayTable::new(name, title, kind, pays, None).ok()
            })
            .collect()
    }

    /// The names of the built-in tables.
    pub fn builtin_names() -> Vec<&'static str> {
        BUILTINS.iter().map(|b| b.0).collect()
    }

    /// The built-in table with this name (case-insensitive).
    pub fn builtin(name: &str) -> Option<PayTable> {
        let name = name.trim();
        BUILTINS
            .iter()
            .find(|b| b.0.eq_ignore_ascii_case(name))
            .and_then(|&(name, title, kind, pays)| {
                PayTable::new(name, title, kind, pays, None).ok()
            })
    }

    /// A built-in table by name, or a TOML/JSON file by path.
    pub fn resolve(spec: &str) -> Result<PayTable, PayTableError> {
        if let Some(table) = PayTable::builtin(spec) {
            return Ok(table);
        }
        let path = Path::new(spec);
        let looks_like_file = path.exists()
            || spec.contains(['/', '\\'])
            || [".toml", ".json"]
                .iter()
                .any(|ext| spec.to_ascii_lowercase().ends_with(ext));
        if looks_like_file {
            #[cfg(feature = "paytable-files")]
            return PayTable::load(path);
            #[cfg(not(feature = "paytable-files"))]
            return Err(PayTableError::Read {
                path: path.display().to_string(),
                message: "reading pay-table files needs pokerlab's `paytable-files` feature"
                    .to_owned(),
            });
        } else {
            Err(PayTableError::UnknownName {
                name: spec.to_owned(),
                known: PayTable::builtin_names().join(", "),
            })
        }
    }

    /// The table's name: `jacks-or-better-9-6`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The table's title for people: "Jacks or Better 9/6 (full pay)".
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The family of game.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The lines, best hand first, with their pays per coin at the maximum bet.
    pub fn lines(&self) -> &[PayLine] {
        &self.lines
    }

    /// The royal's pay per coin at one to four coins.
    pub fn royal_below_max_bet(&self) -> u32 {
        self.royal_below_max
    }

    /// The line that pays `class`, if any (none for a losing hand or a class of another game).
    pub fn line_for(&self, class: PayClass) -> Option<&PayLine> {
        self.kind.slot_of(class)?;
        class
            .lines()
            .iter()
            .find_map(|key| self.lines.iter().find(|l| l.key == *key))
    }

    /// What a line pays per coin at `bet`.
    pub fn line_pay(&self, line: &PayLine, bet: Bet) -> u32 {
        if line.key == self.kind.royal_line() && !bet.is_max() {
            self.royal_below_max
        } else {
            line.pay
        }
    }

    /// What `class` pays per coin at `bet`.
    pub fn pay_per_coin(&self, class: PayClass, bet: Bet) -> u32 {
        self.line_for(class).map_or(0, |l| self.line_pay(l, bet))
    }

    /// The coins paid for `class` at `bet` (pay per coin × coins bet).
    pub fn payout(&self, class: PayClass, bet: Bet) -> u64 {
        self.pay_per_coin(class, bet) as u64 * bet.coins() as u64
    }

    /// Pays per coin at `bet`, by slot of the kind's classes.
    pub(crate) fn slot_pays(&self, bet: Bet) -> [u32; MAX_SLOTS] {
        let mut pays = [0u32; MAX_SLOTS];
        for (slot, &class) in pays.iter_mut().zip(self.kind.classes()) {
            *slot = self.pay_per_coin(class, bet);
        }
        pays
    }

    /// The line index paying each slot (`None`: the slot pays nothing).
    pub(crate) fn slot_lines(&self) -> [Option<usize>; MAX_SLOTS] {
        let mut out = [None; MAX_SLOTS];
        for (slot, &class) in out.iter_mut().zip(self.kind.classes()) {
            *slot = self
                .line_for(class)
                .and_then(|line| self.lines.iter().position(|l| l.key == line.key));
        }
        out
    }
}

impl Default for PayTable {
    /// Full-pay (9/6) Jacks or Better.
    fn default() -> Self {
        PayTable::builtin("jacks-or-better-9-6").unwrap_or_else(|| PayTable {
            name: "jacks-or-better-9-6".to_owned(),
            title: "Jacks or Better 9/6 (full pay)".to_owned(),
            kind: GameKind::Standard,
            lines: Vec::new(),
            royal_below_max: ROYAL_BELOW_MAX,
        })
    }
}

impl fmt::Display for PayTable {
    /// The title and pays: "Jacks or Better 9/6 (full pay): Royal Flush 800, …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.title)?;
        for (i, line) in self.lines.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{} {}", line.label, line.pay)?;
        }
        Ok(())
    }
}
