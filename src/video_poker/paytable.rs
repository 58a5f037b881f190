//! Pay tables: what each final hand pays, per coin, for the built-in games and for tables a
//! user writes in a TOML or JSON file (see [`PayTable::from_toml_str`] for the format).
//!
//! Pays are exact: a table whose pays are whole coins counts in coins; one with a pay in
//! tenths (1.2 per coin) counts in tenths of a coin; a six-coin game (pays published per coin
//! of five, the sixth coin buying higher pays) counts in twelfths of a coin per coin bet. Every
//! sum stays an integer.

use std::fmt;
use std::path::Path;

use super::classify::MAX_SLOTS;
use super::description::MenuFamily;
use super::pay_class::MIN_PAIR_KEYS;
use super::table_id::TableId;
use super::{Bet, DeckCard, GameKind, PayClass, PayTableError};
use crate::cards::Rank;

/// The largest pay per coin a table may have, in coins (keeps every sum exact in 64 bits).
pub(super) const MAX_PAY: u32 = 1_000_000;
/// The royal's pay per coin below the maximum bet on standard machines, in coins.
const ROYAL_BELOW_MAX: u32 = 250;

/// One row of a pay table: a hand and what it pays per coin at the maximum bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PayLine {
    /// The line's key (`full_house`, `four_aces`, …), as in files and JSON.
    pub key: &'static str,
    /// The line as a machine shows it: "Full House".
    pub label: &'static str,
    /// What the line pays per coin bet at the maximum bet, in the table's pay units
    /// ([`PayTable::units_per_coin`]: whole coins for most tables).
    pub pay: u32,
}

/// A video poker pay table: a game family and what each final hand pays.
///
/// Pays are per coin at the maximum bet (five coins), in the table's pay units
/// ([`units_per_coin`](Self::units_per_coin): 1 for tables that pay whole coins). Below the
/// maximum bet everything pays the same per coin except the royal flush (the natural royal in
/// wild-card games), which pays [`royal_below_max_bet`](Self::royal_below_max_bet) (250)
/// instead of 800. A hand is paid by the best line it qualifies for ([`PayClass::lines`]).
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
/// assert_eq!(table.units_per_coin(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PayTable {
    name: String,
    title: String,
    kind: GameKind,
    lines: Vec<PayLine>,
    royal_below_max: u32,
    units_per_coin: u32,
    max_coins: u8,
    min_pair: Rank,
    builtin: Option<TableId>,
}

/// A table's pays as given: per coin of a five-coin bet, in coins (tenths allowed).
pub(super) struct PaysGiven<'a> {
    pub(super) name: &'a str,
    pub(super) title: &'a str,
    pub(super) kind: GameKind,
    pub(super) pays: &'a [(&'a str, f64)],
    pub(super) royal_below_max_bet: Option<f64>,
    pub(super) max_coins: u8,
}

/// A pay in tenths of a coin, if it is one (0 to [`MAX_PAY`], at most one decimal).
fn tenths(table: &str, key: &str, value: f64) -> Result<u32, PayTableError> {
    let scaled = value * 10.0;
    let whole = scaled.round();
    if value.is_finite()
        && (0.0..=MAX_PAY as f64).contains(&value)
        && (scaled - whole).abs() < 1e-6 * scaled.abs().max(1.0)
    {
        Ok(whole as u32)
    } else {
        Err(PayTableError::BadPay {
            table: table.to_owned(),
            key: key.to_owned(),
            value: value.to_string(),
        })
    }
}

/// The error for a key that is no line of `kind`, as precise as we can make it.
fn unknown_line(table: &str, key: &str, kind: GameKind) -> PayTableError {
    let valid = kind.line_keys();
    let list = |keys: &mut dyn Iterator<Item = &'static str>| keys.collect::<Vec<_>>().join(", ");
    let in_kind = |k: GameKind| k.line_keys().iter().any(|&(line, _)| line == key);
    // A hand only wild cards make (five of a kind, a wild royal, four deuces, a natural …).
    let only_wild = !GameKind::ALL
        .into_iter()
        .any(|k| !k.has_wild_cards() && in_kind(k));
    if only_wild && let Some(other) = GameKind::ALL.into_iter().find(|&k| k != kind && in_kind(k)) {
        return PayTableError::WildLine {
            table: table.to_owned(),
            key: key.to_owned(),
            game: kind.key().to_owned(),
            wild_game: other.key().to_owned(),
            valid: list(&mut valid.iter().map(|l| l.0)),
        };
    }
    if (key.starts_with("four_") || key.starts_with("natural_four_")) && key.contains("_with_") {
        return PayTableError::NoKickerRule {
            table: table.to_owned(),
            key: key.to_owned(),
            game: kind.key().to_owned(),
            kickers: list(&mut valid.iter().map(|l| l.0).filter(|k| k.contains("_with_"))),
        };
    }
    PayTableError::UnknownHand {
        table: table.to_owned(),
        key: key.to_owned(),
        game: kind.key().to_owned(),
        valid: list(&mut valid.iter().map(|l| l.0)),
    }
}

impl PayTable {
    /// A table of `kind` from `(line key, pay per coin at max bet)` pairs in whole coins, in
    /// any order. `royal_below_max_bet` defaults to 250 (or the royal's own pay, if that is
    /// less). For pays in tenths of a coin or a six-coin game, use `from_toml_str` (feature
    /// `paytable-files`) or [`with_pays`](Self::with_pays).
    pub fn new(
        name: &str,
        title: &str,
        kind: GameKind,
        pays: &[(&str, u32)],
        royal_below_max_bet: Option<u32>,
    ) -> Result<PayTable, PayTableError> {
        let pays: Vec<(&str, f64)> = pays.iter().map(|&(k, p)| (k, p as f64)).collect();
        PayTable::with_pays(
            name,
            title,
            kind,
            &pays,
            royal_below_max_bet.map(f64::from),
            5,
        )
    }

    /// A table from pays per coin in coins, tenths allowed (`1.2`), as a machine publishes
    /// them for a five-coin bet; `max_coins` is 5, or 6 for machines whose sixth coin buys
    /// higher pays (the return is then per coin of all six).
    ///
    /// ```
    /// use pokerlab::video_poker::{Bet, GameKind, PayClass, PayTable};
    /// let t = PayTable::with_pays("t", "", GameKind::STANDARD,
    ///     &[("royal_flush", 800.0), ("three_of_a_kind", 1.2)], None, 5).unwrap();
    /// assert_eq!(t.units_per_coin(), 10);
    /// assert_eq!(t.pay_per_coin(PayClass::ThreeOfAKind, Bet::MAX), 12);
    /// assert_eq!(t.pay_in_coins(PayClass::ThreeOfAKind, Bet::MAX), 1.2);
    /// ```
    pub fn with_pays(
        name: &str,
        title: &str,
        kind: GameKind,
        pays: &[(&str, f64)],
        royal_below_max_bet: Option<f64>,
        max_coins: u8,
    ) -> Result<PayTable, PayTableError> {
        PayTable::from_given(&PaysGiven {
            name,
            title,
            kind,
            pays,
            royal_below_max_bet,
            max_coins,
        })
    }

    pub(super) fn from_given(given: &PaysGiven<'_>) -> Result<PayTable, PayTableError> {
        let name = given.name.trim();
        if name.is_empty() {
            return Err(PayTableError::EmptyName);
        }
        let kind = given.kind;
        if !(5..=6).contains(&given.max_coins) {
            return Err(PayTableError::BadMaxBet {
                table: name.to_owned(),
                value: given.max_coins.to_string(),
            });
        }
        let valid = kind.line_keys();
        let mut in_tenths = Vec::with_capacity(given.pays.len());
        let mut pair_line: Option<&str> = None;
        for &(key, pay) in given.pays {
            let Some(&(key, label)) = valid.iter().find(|&&(k, _)| k == key) else {
                return Err(unknown_line(name, key, kind));
            };
            if MIN_PAIR_KEYS.contains(&key) {
                match pair_line {
                    Some(first) if first != key => {
                        return Err(PayTableError::TwoMinimumPairs {
                            table: name.to_owned(),
                            first: first.to_owned(),
                            second: key.to_owned(),
                        });
                    }
                    _ => pair_line = Some(key),
                }
            }
            in_tenths.push((key, label, tenths(name, key, pay)?));
        }
        let royal_tenths = given
            .royal_below_max_bet
            .map(|v| tenths(name, "royal_below_max_bet", v))
            .transpose()?;
        // Whole coins count in coins; otherwise tenths, or twelfths per coin of a six-coin bet
        // (a pay per coin of five, p, is 5p/6 per coin of six: 10p twelfths).
        let whole = given.max_coins == 5
            && in_tenths.iter().all(|l| l.2 % 10 == 0)
            && royal_tenths.is_none_or(|r| r % 10 == 0);
        let (units_per_coin, divide) = match (whole, given.max_coins) {
            (true, _) => (1, 10),
            (false, 5) => (10, 1),
            _ => (12, 1),
        };
        // Machine order; a key given twice keeps its last pay.
        let lines: Vec<PayLine> = valid
            .iter()
            .filter_map(|&(key, label)| {
                in_tenths
                    .iter()
                    .rev()
                    .find(|l| l.0 == key)
                    .map(|l| PayLine {
                        key,
                        label,
                        pay: l.2 / divide,
                    })
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
        let royal_below_max = royal_tenths
            .map(|r| r / divide)
            .unwrap_or((ROYAL_BELOW_MAX * 10 / divide).min(royal));
        let min_pair = pair_line
            .and_then(|key| MIN_PAIR_KEYS.iter().position(|&k| k == key))
            .and_then(Rank::from_index)
            .unwrap_or(kind.default_min_pair());
        let title = match given.title.trim() {
            "" => name.to_owned(),
            t => t.to_owned(),
        };
        Ok(PayTable {
            name: name.to_owned(),
            title,
            kind,
            lines,
            royal_below_max,
            units_per_coin,
            max_coins: given.max_coins,
            min_pair,
            builtin: None,
        })
    }

    /// A built-in table by any of its names ([`TableId::named`]: `jacks-or-better-9-6`,
    /// `JoB 9/6`, `9/6 JoB`, `NSUD`…), or a TOML/JSON file by path. An unknown name's error
    /// suggests the nearest built-in name.
    pub fn resolve(spec: &str) -> Result<PayTable, PayTableError> {
        if let Some(table) = PayTable::builtin_named(spec) {
            return Ok(table);
        }
        let path = Path::new(spec);
        // A name with a slash (`JoB 9/7`) is still a name unless it is a file or ends like one.
        let looks_like_file = path.exists()
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
                nearest: TableId::nearest(spec).map(|(id, alias)| {
                    if alias == id.name() {
                        format!("`{alias}`")
                    } else {
                        format!("`{alias}` (`{}`)", id.name())
                    }
                }),
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

    /// The handle of the built-in table this is, if it is one.
    pub fn builtin_id(&self) -> Option<TableId> {
        self.builtin
    }

    /// The same table, known as the built-in `id`.
    pub(super) fn with_builtin_id(self, id: TableId) -> PayTable {
        PayTable {
            builtin: Some(id),
            ..self
        }
    }

    /// The heading the game menu lists this table under: every Deuces Wild table is "Deuces
    /// Wild", every Joker Poker table "Joker Poker"; a table of a game without wild cards goes
    /// under the words of its title before its pays ("Double Bonus Poker" for "Double Bonus
    /// Poker 10/7"). The game's description says which ([`GameKind::description`]).
    ///
    /// ```
    /// use pokerlab::video_poker::PayTable;
    /// let family = |name: &str| PayTable::builtin(name).unwrap().family();
    /// assert_eq!(family("jacks-or-better-8-5"), "Jacks or Better");
    /// assert_eq!(family("double-double-bonus-9-6"), "Double Double Bonus Poker");
    /// assert_eq!(family("loose-deuces"), "Deuces Wild");
    /// assert_eq!(family("joker-poker-two-pair"), "Joker Poker");
    /// ```
    pub fn family(&self) -> String {
        match self.kind.description().family {
            MenuFamily::Named(name) => name.to_owned(),
            MenuFamily::FromTitle => {
                let title = self.title();
                let cut = title
                    .find(|c: char| c.is_ascii_digit() || c == '(' || c == ',')
                    .unwrap_or(title.len());
                title.get(..cut).unwrap_or(title).trim().to_owned()
            }
        }
    }

    /// The lines, best hand first, with their pays per coin at the maximum bet.
    pub fn lines(&self) -> &[PayLine] {
        &self.lines
    }

    /// The royal's pay per coin at one to four coins, in pay units.
    pub fn royal_below_max_bet(&self) -> u32 {
        self.royal_below_max
    }

    /// How many pay units make a coin: 1 for a table that pays whole coins, 10 for pays in
    /// tenths, 12 for a six-coin game (its pays per coin of six, in twelfths).
    pub fn units_per_coin(&self) -> u32 {
        self.units_per_coin
    }

    /// Coins in the maximum bet: 5, or 6 for a game whose sixth coin buys higher pays.
    pub fn max_bet_coins(&self) -> u8 {
        self.max_coins
    }

    /// The lowest pair that pays (or, for Deuces Wild, the kind's default, which no line uses).
    pub fn min_pair(&self) -> Rank {
        self.min_pair
    }

    /// The line that pays `class`, if any (none for a losing hand or a class of another game):
    /// the best-paying of the class's [lines](PayClass::lines) the table has.
    pub fn line_for(&self, class: PayClass) -> Option<&PayLine> {
        self.kind.slot_of(class)?;
        let mut best: Option<&PayLine> = None;
        for key in class.lines() {
            if let Some(line) = self.lines.iter().find(|l| l.key == *key)
                && best.is_none_or(|b| line.pay > b.pay)
            {
                best = Some(line);
            }
        }
        best
    }

    /// The pay class of five cards of this game's deck, with this table's minimum paying
    /// pair; `None` unless they are five distinct cards of the deck.
    pub fn classify(&self, cards: &[DeckCard]) -> Option<PayClass> {
        let mut seen = 0u64;
        for c in cards {
            let bit = 1u64 << c.index();
            if seen & bit != 0 {
                return None;
            }
            seen |= bit;
        }
        self.kind.classify_cards(cards, self.min_pair)
    }

    /// What a line pays per coin at `bet`, in pay units.
    pub fn line_pay(&self, line: &PayLine, bet: Bet) -> u32 {
        if line.key == self.kind.royal_line() && !bet.is_max() {
            self.royal_below_max
        } else {
            line.pay
        }
    }

    /// What `class` pays per coin at `bet`, in pay units ([`units_per_coin`](Self::units_per_coin)).
    pub fn pay_per_coin(&self, class: PayClass, bet: Bet) -> u32 {
        self.line_for(class).map_or(0, |l| self.line_pay(l, bet))
    }

    /// What `class` pays per coin at `bet`, in coins.
    pub fn pay_in_coins(&self, class: PayClass, bet: Bet) -> f64 {
        self.pay_per_coin(class, bet) as f64 / self.units_per_coin as f64
    }

    /// A pay in units as the table publishes it, per coin of a five-coin bet (the same as per
    /// coin bet but in six-coin games): `800`, `1.2`. This is what files give.
    pub fn published_pay(&self, units: u32) -> f64 {
        // Tenths of a coin of five: units × (10 × max coins / 5) / units per coin / 10.
        units as f64 * self.max_coins as f64 / (5 * self.units_per_coin) as f64
    }

    /// [`published_pay`](Self::published_pay) as text: `800`, `1.2`.
    pub fn format_pay(&self, units: u32) -> String {
        let text = format!("{:.1}", self.published_pay(units));
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    }

    /// The coins paid for `class` at `bet` (pay per coin × coins bet, rounded down to a whole
    /// coin if the table pays fractions).
    pub fn payout(&self, class: PayClass, bet: Bet) -> u64 {
        self.pay_per_coin(class, bet) as u64 * bet.coins() as u64 / self.units_per_coin as u64
    }

    /// Pays per coin at `bet` in pay units, by slot of the kind's classes.
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
            kind: GameKind::STANDARD,
            lines: Vec::new(),
            royal_below_max: ROYAL_BELOW_MAX,
            units_per_coin: 1,
            max_coins: 5,
            min_pair: Rank::Jack,
            builtin: Some(TableId::DEFAULT),
        })
    }
}

impl fmt::Display for PayTable {
    /// The title and pays: "Jacks or Better 9/6 (full pay): Royal Flush 800, …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.title)?;
        for (i, line) in self.lines.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{} {}", line.label, self.format_pay(line.pay))?;
        }
        Ok(())
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
