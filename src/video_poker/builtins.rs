//! The built-in pay tables: the common games as casinos and the literature (the Wizard of
//! Odds' pay-table pages, WinPoker, Video Poker for Winners) name them. Each table's return
//! under perfect play is pinned to its published figure in `tests/it/vp_returns.rs`.

use super::PayTable;
use super::paytable::PaysGiven;
use super::table_id::TableId;

/// One built-in table: pays per coin at the maximum bet, in coins (tenths allowed).
pub(super) struct Builtin {
    pub(super) name: &'static str,
    pub(super) title: &'static str,
    /// The game's key ([`GameKind::key`](super::GameKind::key)): a table names its game as a
    /// file does.
    pub(super) game: &'static str,
    pub(super) pays: &'static [(&'static str, f64)],
    pub(super) max_coins: u8,
}

impl Builtin {
    /// The table's pays as given; `None` if its game is unknown (a test keeps that from
    /// happening).
    pub(super) fn given(&self) -> Option<PaysGiven<'static>> {
        Some(PaysGiven {
            name: self.name,
            title: self.title,
            kind: self.game.parse().ok()?,
            pays: self.pays,
            royal_below_max_bet: None,
            max_coins: self.max_coins,
        })
    }
}

/// A table without wild cards, five coins.
const fn standard(
    name: &'static str,
    title: &'static str,
    pays: &'static [(&'static str, f64)],
) -> Builtin {
    Builtin {
        name,
        title,
        game: "standard",
        pays,
        max_coins: 5,
    }
}

/// A Deuces Wild table, five coins.
const fn deuces(
    name: &'static str,
    title: &'static str,
    pays: &'static [(&'static str, f64)],
) -> Builtin {
    Builtin {
        name,
        title,
        game: "deuces-wild",
        pays,
        max_coins: 5,
    }
}

/// A Joker Poker table, five coins.
const fn joker(
    name: &'static str,
    title: &'static str,
    pays: &'static [(&'static str, f64)],
) -> Builtin {
    Builtin {
        name,
        title,
        game: "joker-poker",
        pays,
        max_coins: 5,
    }
}

/// Jacks or Better with a full house and flush pay.
macro_rules! jacks {
    ($name:literal, $title:literal, $fh:literal, $fl:literal) => {
        standard(
            $name,
            $title,
            &[
                ("royal_flush", 800.0),
                ("straight_flush", 50.0),
                ("four_of_a_kind", 25.0),
                ("full_house", $fh),
                ("flush", $fl),
                ("straight", 4.0),
                ("three_of_a_kind", 3.0),
                ("two_pair", 2.0),
                ("jacks_or_better", 1.0),
            ],
        )
    };
}

/// Bonus Poker: aces 80, 2-4 40, 5-K 25.
macro_rules! bonus {
    ($name:literal, $title:literal, $fh:literal, $fl:literal) => {
        standard(
            $name,
            $title,
            &[
                ("royal_flush", 800.0),
                ("straight_flush", 50.0),
                ("four_aces", 80.0),
                ("four_2_4", 40.0),
                ("four_5_k", 25.0),
                ("full_house", $fh),
                ("flush", $fl),
                ("straight", 4.0),
                ("three_of_a_kind", 3.0),
                ("two_pair", 2.0),
                ("jacks_or_better", 1.0),
            ],
        )
    };
}

/// Bonus Poker Deluxe: every four of a kind 80, two pair 1.
macro_rules! bonus_deluxe {
    ($name:literal, $title:literal, $fh:literal, $fl:literal) => {
        standard(
            $name,
            $title,
            &[
                ("royal_flush", 800.0),
                ("straight_flush", 50.0),
                ("four_of_a_kind", 80.0),
                ("full_house", $fh),
                ("flush", $fl),
                ("straight", 4.0),
                ("three_of_a_kind", 3.0),
                ("two_pair", 1.0),
                ("jacks_or_better", 1.0),
            ],
        )
    };
}

/// Double Bonus: aces 160, 2-4 80, 5-K 50, two pair 1.
macro_rules! double_bonus {
    ($name:literal, $title:literal, $fh:literal, $fl:literal, $st:literal) => {
        standard(
            $name,
            $title,
            &[
                ("royal_flush", 800.0),
                ("straight_flush", 50.0),
                ("four_aces", 160.0),
                ("four_2_4", 80.0),
                ("four_5_k", 50.0),
                ("full_house", $fh),
                ("flush", $fl),
                ("straight", $st),
                ("three_of_a_kind", 3.0),
                ("two_pair", 1.0),
                ("jacks_or_better", 1.0),
            ],
        )
    };
}

/// Double Double Bonus: aces with 2-4 400, aces 160, 2-4 with A-4 160, 2-4 80, 5-K 50.
macro_rules! double_double {
    ($name:literal, $title:literal, $fh:literal, $fl:literal) => {
        standard(
            $name,
            $title,
            &[
                ("royal_flush", 800.0),
                ("straight_flush", 50.0),
                ("four_aces_with_2_4", 400.0),
                ("four_aces", 160.0),
                ("four_2_4_with_a_4", 160.0),
                ("four_2_4", 80.0),
                ("four_5_k", 50.0),
                ("full_house", $fh),
                ("flush", $fl),
                ("straight", 4.0),
                ("three_of_a_kind", 3.0),
                ("two_pair", 1.0),
                ("jacks_or_better", 1.0),
            ],
        )
    };
}

/// Every built-in table, the default first, then the first tables pokerlab had (in their old
/// order), then the rest by game.
pub(super) const BUILTINS: &[Builtin] = &[
    jacks!(
        "jacks-or-better-9-6",
        "Jacks or Better 9/6 (full pay)",
        9.0,
        6.0
    ),
    jacks!("jacks-or-better-8-5", "Jacks or Better 8/5", 8.0, 5.0),
    jacks!("jacks-or-better-7-5", "Jacks or Better 7/5", 7.0, 5.0),
    jacks!("jacks-or-better-6-5", "Jacks or Better 6/5", 6.0, 5.0),
    bonus!("bonus-poker-8-5", "Bonus Poker 8/5", 8.0, 5.0),
    double_bonus!(
        "double-bonus-10-7",
        "Double Bonus Poker 10/7",
        10.0,
        7.0,
        5.0
    ),
    double_double!(
        "double-double-bonus-9-6",
        "Double Double Bonus Poker 9/6",
        9.0,
        6.0
    ),
    deuces(
        "deuces-wild",
        "Deuces Wild (full pay)",
        &[
            ("natural_royal_flush", 800.0),
            ("four_deuces", 200.0),
            ("wild_royal_flush", 25.0),
            ("five_of_a_kind", 15.0),
            ("straight_flush", 9.0),
            ("four_of_a_kind", 5.0),
            ("full_house", 3.0),
            ("flush", 2.0),
            ("straight", 2.0),
            ("three_of_a_kind", 1.0),
        ],
    ),
    jacks!("jacks-or-better-9-5", "Jacks or Better 9/5", 9.0, 5.0),
    jacks!("jacks-or-better-8-6", "Jacks or Better 8/6", 8.0, 6.0),
    standard(
        "tens-or-better-6-5",
        "Tens or Better 6/5",
        &[
            ("royal_flush", 800.0),
            ("straight_flush", 50.0),
            ("four_of_a_kind", 25.0),
            ("full_house", 6.0),
            ("flush", 5.0),
            ("straight", 4.0),
            ("three_of_a_kind", 3.0),
            ("two_pair", 2.0),
            ("tens_or_better", 1.0),
        ],
    ),
    bonus!("bonus-poker-7-5", "Bonus Poker 7/5", 7.0, 5.0),
    bonus!("bonus-poker-6-5", "Bonus Poker 6/5", 6.0, 5.0),
    bonus_deluxe!("bonus-poker-deluxe-9-6", "Bonus Poker Deluxe 9/6", 9.0, 6.0),
    bonus_deluxe!("bonus-poker-deluxe-8-6", "Bonus Poker Deluxe 8/6", 8.0, 6.0),
    double_bonus!("double-bonus-9-7", "Double Bonus Poker 9/7", 9.0, 7.0, 5.0),
    double_bonus!("double-bonus-9-6", "Double Bonus Poker 9/6", 9.0, 6.0, 5.0),
    double_double!(
        "double-double-bonus-9-5",
        "Double Double Bonus Poker 9/5",
        9.0,
        5.0
    ),
    double_double!(
        "double-double-bonus-8-5",
        "Double Double Bonus Poker 8/5",
        8.0,
        5.0
    ),
    standard(
        "triple-double-bonus-9-7",
        "Triple Double Bonus Poker 9/7",
        &[
            ("royal_flush", 800.0),
            ("straight_flush", 50.0),
            ("four_aces_with_2_4", 800.0),
            ("four_aces", 160.0),
            ("four_2_4_with_a_4", 400.0),
            ("four_2_4", 80.0),
            ("four_5_k", 50.0),
            ("full_house", 9.0),
            ("flush", 7.0),
            ("straight", 4.0),
            ("three_of_a_kind", 2.0),
            ("two_pair", 1.0),
            ("jacks_or_better", 1.0),
        ],
    ),
    standard(
        "aces-and-faces-8-5",
        "Aces and Faces 8/5",
        &[
            ("royal_flush", 800.0),
            ("straight_flush", 50.0),
            ("four_aces", 80.0),
            ("four_j_k", 40.0),
            ("four_of_a_kind", 25.0),
            ("full_house", 8.0),
            ("flush", 5.0),
            ("straight", 4.0),
            ("three_of_a_kind", 3.0),
            ("two_pair", 2.0),
            ("jacks_or_better", 1.0),
        ],
    ),
    standard(
        "super-double-bonus-9-5",
        "Super Double Bonus Poker 9/5",
        &[
            ("royal_flush", 800.0),
            ("straight_flush", 80.0),
            ("four_aces", 160.0),
            ("four_j_k", 120.0),
            ("four_2_4", 80.0),
            ("four_5_10", 50.0),
            ("full_house", 9.0),
            ("flush", 5.0),
            ("straight", 4.0),
            ("three_of_a_kind", 3.0),
            ("two_pair", 1.0),
            ("jacks_or_better", 1.0),
        ],
    ),
    standard(
        "white-hot-aces-9-5",
        "White Hot Aces 9/5",
        &[
            ("royal_flush", 800.0),
            ("straight_flush", 80.0),
            ("four_aces", 240.0),
            ("four_2_4", 120.0),
            ("four_5_k", 50.0),
            ("full_house", 9.0),
            ("flush", 5.0),
            ("straight", 4.0),
            ("three_of_a_kind", 3.0),
            ("two_pair", 1.0),
            ("jacks_or_better", 1.0),
        ],
    ),
    deuces(
        "deuces-wild-nsu",
        "Deuces Wild, Not So Ugly Ducks (25/16/10/4/4/3)",
        &[
            ("natural_royal_flush", 800.0),
            ("four_deuces", 200.0),
            ("wild_royal_flush", 25.0),
            ("five_of_a_kind", 16.0),
            ("straight_flush", 10.0),
            ("four_of_a_kind", 4.0),
            ("full_house", 4.0),
            ("flush", 3.0),
            ("straight", 2.0),
            ("three_of_a_kind", 1.0),
        ],
    ),
    deuces(
        "loose-deuces",
        "Loose Deuces (500/17/10)",
        &[
            ("natural_royal_flush", 800.0),
            ("four_deuces", 500.0),
            ("wild_royal_flush", 25.0),
            ("five_of_a_kind", 17.0),
            ("straight_flush", 10.0),
            ("four_of_a_kind", 4.0),
            ("full_house", 3.0),
            ("flush", 2.0),
            ("straight", 2.0),
            ("three_of_a_kind", 1.0),
        ],
    ),
    deuces(
        "bonus-deuces-wild",
        "Bonus Deuces Wild (9/4/4/3/3/1/1)",
        &[
            ("natural_royal_flush", 800.0),
            ("four_deuces_with_ace", 400.0),
            ("four_deuces", 200.0),
            ("wild_royal_flush", 25.0),
            ("five_aces", 80.0),
            ("five_3_5", 40.0),
            ("five_6_k", 20.0),
            ("straight_flush", 10.0),
            ("four_of_a_kind", 4.0),
            ("full_house", 4.0),
            ("flush", 3.0),
            ("straight", 1.0),
            ("three_of_a_kind", 1.0),
        ],
    ),
    Builtin {
        name: "deuces-wild-double-double-bonus",
        title: "Deuces Wild Double Double Bonus (20/10/8, six coins)",
        game: "deuces-wild",
        pays: &[
            ("natural_royal_flush", 800.0),
            ("four_deuces", 200.0),
            ("natural_four_aces_with_2_4", 400.0),
            ("natural_four_3_4_with_a_4", 200.0),
            ("natural_four_aces", 200.0),
            ("natural_four_3_4", 100.0),
            ("natural_four_5_k", 50.0),
            ("wild_royal_flush", 20.0),
            ("five_of_a_kind", 10.0),
            ("straight_flush", 8.0),
            ("four_of_a_kind", 4.0),
            ("full_house", 4.0),
            ("flush", 3.0),
            ("straight", 2.0),
            ("three_of_a_kind", 1.2),
        ],
        max_coins: 6,
    },
    joker(
        "joker-poker-kings",
        "Joker Poker, Kings or Better (20/7/5, full pay)",
        &[
            ("natural_royal_flush", 800.0),
            ("five_of_a_kind", 200.0),
            ("wild_royal_flush", 100.0),
            ("straight_flush", 50.0),
            ("four_of_a_kind", 20.0),
            ("full_house", 7.0),
            ("flush", 5.0),
            ("straight", 3.0),
            ("three_of_a_kind", 2.0),
            ("two_pair", 1.0),
            ("kings_or_better", 1.0),
        ],
    ),
    joker(
        "joker-poker-kings-17-7",
        "Joker Poker, Kings or Better (17/7/5)",
        &[
            ("natural_royal_flush", 800.0),
            ("five_of_a_kind", 200.0),
            ("wild_royal_flush", 100.0),
            ("straight_flush", 50.0),
            ("four_of_a_kind", 17.0),
            ("full_house", 7.0),
            ("flush", 5.0),
            ("straight", 3.0),
            ("three_of_a_kind", 2.0),
            ("two_pair", 1.0),
            ("kings_or_better", 1.0),
        ],
    ),
    joker(
        "joker-poker-two-pair",
        "Joker Poker, Two Pair or Better (20/10/6/5)",
        &[
            ("natural_royal_flush", 800.0),
            ("five_of_a_kind", 100.0),
            ("wild_royal_flush", 50.0),
            ("straight_flush", 50.0),
            ("four_of_a_kind", 20.0),
            ("full_house", 10.0),
            ("flush", 6.0),
            ("straight", 5.0),
            ("three_of_a_kind", 2.0),
            ("two_pair", 1.0),
        ],
    ),
    // Deuces and Joker Wild, full pay: a 53-card deck whose four deuces and joker are wild
    // (https://gamesandcasino.com/video-poker/deuces-and-joker-gf.htm, per five coins:
    // four deuces and the joker 10,000, natural royal 4,000, four deuces 125, wild royal 60,
    // five of a kind 45, straight flush 30, four of a kind, full house and flush 15, straight
    // 10, three of a kind 5).
    Builtin {
        name: "deuces-and-joker-wild",
        title: "Deuces and Joker Wild (full pay)",
        game: "deuces-and-joker-wild",
        pays: &[
            ("natural_royal_flush", 800.0),
            ("four_deuces_and_joker", 2000.0),
            ("four_deuces", 25.0),
            ("wild_royal_flush", 12.0),
            ("five_of_a_kind", 9.0),
            ("straight_flush", 6.0),
            ("four_of_a_kind", 3.0),
            ("full_house", 3.0),
            ("flush", 3.0),
            ("straight", 2.0),
            ("three_of_a_kind", 1.0),
        ],
        max_coins: 5,
    },
    // Anything's Wild (the player picks the wild rank before the deal) with the threes wild:
    // the Wizard of Odds' table "Threes Wild", returning 0.959808
    // (https://wizardofodds.com/games/video-poker/tables/anythings-wild/).
    Builtin {
        name: "threes-wild",
        title: "Threes Wild (Anything's Wild, 25/16/13/4/3/2/2/1)",
        game: "threes-wild",
        pays: &[
            ("natural_royal_flush", 800.0),
            ("four_wilds", 200.0),
            ("wild_royal_flush", 25.0),
            ("five_of_a_kind", 16.0),
            ("straight_flush", 13.0),
            ("four_of_a_kind", 4.0),
            ("full_house", 3.0),
            ("flush", 2.0),
            ("straight", 2.0),
            ("three_of_a_kind", 1.0),
        ],
        max_coins: 5,
    },
];

/// The handles of the built-in tables, by their place in the list of built-ins.
impl TableId {
    /// Every built-in table's handle, in the order of [`PayTable::builtins`].
    pub fn all() -> impl Iterator<Item = TableId> {
        (0..BUILTINS.len()).map(TableId::new)
    }

    /// The built-in table named `name` (case-insensitive), if there is one.
    pub fn of(name: &str) -> Option<TableId> {
        let name = name.trim();
        BUILTINS
            .iter()
            .position(|b| b.name.eq_ignore_ascii_case(name))
            .map(TableId::new)
    }

    /// The table's name: `jacks-or-better-9-6`.
    pub fn name(self) -> &'static str {
        BUILTINS.get(self.index()).map_or("", |b| b.name)
    }

    /// The table (the default table for a handle of no table, which [`all`](Self::all) and
    /// [`of`](Self::of) never give).
    pub fn table(self) -> PayTable {
        BUILTINS
            .get(self.index())
            .and_then(|b| self.build(b))
            .unwrap_or_default()
    }

    fn build(self, b: &Builtin) -> Option<PayTable> {
        let table = PayTable::from_given(&b.given()?).ok()?;
        Some(table.with_builtin_id(self))
    }
}

/// The title of built-in table `id` ("" for a handle of no table).
pub(super) fn title_of(id: TableId) -> &'static str {
    BUILTINS.get(id.index()).map_or("", |b| b.title)
}

impl PayTable {
    /// All built-in tables, the default ([`jacks-or-better-9-6`](Self::default)) first.
    pub fn builtins() -> Vec<PayTable> {
        TableId::all()
            .zip(BUILTINS)
            .filter_map(|(id, b)| id.build(b))
            .collect()
    }

    /// The names of the built-in tables.
    pub fn builtin_names() -> Vec<&'static str> {
        BUILTINS.iter().map(|b| b.name).collect()
    }

    /// The built-in table with this name (case-insensitive).
    pub fn builtin(name: &str) -> Option<PayTable> {
        let id = TableId::of(name)?;
        BUILTINS.get(id.index()).and_then(|b| id.build(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_builds_and_knows_its_handle() {
        assert_eq!(PayTable::builtins().len(), BUILTINS.len());
        for (id, table) in TableId::all().zip(PayTable::builtins()) {
            assert_eq!(table.builtin_id(), Some(id));
            assert_eq!(table.name(), id.name());
            assert_eq!(id.table(), table);
        }
        assert_eq!(PayTable::builtins()[0], PayTable::default());
    }
}
