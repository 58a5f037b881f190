//! What kind of decision a node is for the player — a c-bet, a donk bet, facing a raise, a
//! river bluff-catch… — and what the player's combo holds there, so that a session can say
//! where its EV went.

use std::fmt;

use crate::cards::CardSet;
use crate::eval::holding::{MadeHand, classify_holding};
use crate::eval::{Category, evaluate};
use crate::range::Combo;
use crate::solver::{ActionKind, Game, Line, NodeInfo, Player, Step, Street};

/// The kind of a decision, by the betting that led to it.
///
/// The *lead* on a street is the player who made the last bet or raise on the street before
/// (on the spot's first street, the drill's [`initiative`](super::Drill::initiative)); a
/// street checked through leaves no one the lead. Rules, the first that applies:
///
/// | kind | the player to act … |
/// | --- | --- |
/// | facing a raise | faces a raise (a bet was raised this street, the opponent raised last) |
/// | river bluff-catch | faces a bet on the river |
/// | check-raise chance | faces a bet on the flop or turn after checking this street |
/// | facing a bet | faces a bet on the flop or turn, without having checked this street |
/// | c-bet | may bet, no bet yet this street, and holds the lead |
/// | donk bet | is out of position, first to act, and the opponent holds the lead |
/// | stab | is in position, checked to by the opponent who holds the lead |
/// | probe | may bet, no bet yet this street, and no one holds the lead |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NodeKind {
    /// A bet with the lead.
    Cbet,
    /// A bet out of position into the player with the lead.
    Donk,
    /// A bet in position after the player with the lead checked.
    Stab,
    /// A bet when no one holds the lead.
    Probe,
    /// Facing a bet (flop or turn).
    FacingBet,
    /// Facing a bet after checking (flop or turn).
    CheckRaiseChance,
    /// Facing a raise.
    FacingRaise,
    /// Facing a bet on the river.
    RiverBluffCatch,
}

impl NodeKind {
    /// All kinds, in the enum's order.
    pub const ALL: [NodeKind; 8] = [
        NodeKind::Cbet,
        NodeKind::Donk,
        NodeKind::Stab,
        NodeKind::Probe,
        NodeKind::FacingBet,
        NodeKind::CheckRaiseChance,
        NodeKind::FacingRaise,
        NodeKind::RiverBluffCatch,
    ];

    /// The name people read: "c-bet", "river bluff-catch".
    pub const fn name(self) -> &'static str {
        match self {
            NodeKind::Cbet => "c-bet",
            NodeKind::Donk => "donk bet",
            NodeKind::Stab => "stab",
            NodeKind::Probe => "probe",
            NodeKind::FacingBet => "facing a bet",
            NodeKind::CheckRaiseChance => "check-raise chance",
            NodeKind::FacingRaise => "facing a raise",
            NodeKind::RiverBluffCatch => "river bluff-catch",
        }
    }

    /// The key (JSON, CSV): `cbet`, `river_bluff_catch`.
    pub const fn key(self) -> &'static str {
        match self {
            NodeKind::Cbet => "cbet",
            NodeKind::Donk => "donk",
            NodeKind::Stab => "stab",
            NodeKind::Probe => "probe",
            NodeKind::FacingBet => "facing_bet",
            NodeKind::CheckRaiseChance => "check_raise_chance",
            NodeKind::FacingRaise => "facing_raise",
            NodeKind::RiverBluffCatch => "river_bluff_catch",
        }
    }

    /// The kind of the decision at the end of `line` in `game`, with `initiative` the lead on
    /// the first street; `None` if the line leads to no decision.
    pub fn at(game: &Game, line: &Line, initiative: Option<Player>) -> Option<NodeKind> {
        let mut view = game.root();
        let mut lead = initiative;
        // This street's actions: who, what.
        let mut street: Vec<(Player, ActionKind)> = Vec::new();
        for &step in &line.0 {
            match step {
                Step::Action(a) => {
                    let player = view.player()?;
                    let action = view.actions().get(a)?;
                    street.push((player, action.kind));
                }
                Step::Card(_) => {
                    lead = last_aggressor(&street);
                    street.clear();
                }
            }
            view = view.child(step)?;
        }
        let NodeInfo::Decision { player, .. } = view.info() else {
            return None;
        };
        Some(classify(player, view.street(), &street, lead))
    }
}

/// Who made the last bet or raise of a street's actions.
fn last_aggressor(street: &[(Player, ActionKind)]) -> Option<Player> {
    street
        .iter()
        .rev()
        .find(|(_, kind)| is_aggressive(*kind))
        .map(|(p, _)| *p)
}

fn is_aggressive(kind: ActionKind) -> bool {
    matches!(
        kind,
        ActionKind::Bet | ActionKind::Raise | ActionKind::AllIn
    )
}

/// The rules of the [`NodeKind`] table.
fn classify(
    player: Player,
    on: Street,
    street: &[(Player, ActionKind)],
    lead: Option<Player>,
) -> NodeKind {
    let bets = street.iter().filter(|(_, k)| is_aggressive(*k)).count();
    let checked = street
        .iter()
        .any(|&(p, k)| p == player && k == ActionKind::Check);
    if bets >= 2 {
        NodeKind::FacingRaise
    } else if bets == 1 {
        if on == Street::River {
            NodeKind::RiverBluffCatch
        } else if checked {
            NodeKind::CheckRaiseChance
        } else {
            NodeKind::FacingBet
        }
    } else if lead == Some(player) {
        NodeKind::Cbet
    } else if lead.is_some() && street.is_empty() {
        NodeKind::Donk
    } else if lead.is_some() {
        NodeKind::Stab
    } else {
        NodeKind::Probe
    }
}

impl fmt::Display for NodeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the player's combo holds: on the flop and turn its made-hand class
/// ([`crate::eval::holding`]: top pair, overpair, set…); on the river, where draws are over,
/// its hand category (one pair, flush…).
///
/// ```
/// use pokerlab::practice::ComboClass;
/// use pokerlab::eval::holding::MadeHand;
/// use pokerlab::Category;
/// let ak = "As Kd".parse()?;
/// assert_eq!(ComboClass::of(ak, "Kh 7c 2s".parse()?), Some(ComboClass::Made(MadeHand::TopPairTopKicker)));
/// assert_eq!(ComboClass::of(ak, "Kh 7c 2s 3d 9h".parse()?), Some(ComboClass::River(Category::OnePair)));
/// assert_eq!(ComboClass::of(ak, "Kh 7c 2s 3d 9h".parse()?).unwrap().key(), "river_one_pair");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComboClass {
    /// A flop or turn class.
    Made(MadeHand),
    /// A river category.
    River(Category),
}

impl ComboClass {
    /// The class of `combo` on `board` (3 to 5 cards, none of them the combo's).
    pub fn of(combo: Combo, board: CardSet) -> Option<ComboClass> {
        let hole = combo.cards();
        match board.len() {
            3 | 4 => classify_holding(hole, board).map(|h| ComboClass::Made(h.made)),
            5 if !hole.intersects(board) => {
                Some(ComboClass::River(evaluate(hole | board).category()))
            }
            _ => None,
        }
    }

    /// The key (JSON, CSV): the made-hand key (`top_pair_top_kicker`), or `river_` and the
    /// category's key (`river_one_pair`).
    pub fn key(self) -> String {
        match self {
            ComboClass::Made(m) => m.key().to_owned(),
            ComboClass::River(c) => format!("river_{}", c.key()),
        }
    }

    /// The class of a key written by [`key`](Self::key).
    pub fn from_key(key: &str) -> Option<ComboClass> {
        match key.strip_prefix("river_") {
            Some(rest) => Category::from_key(rest).map(ComboClass::River),
            None => MadeHand::ALL
                .into_iter()
                .find(|m| m.key() == key)
                .map(ComboClass::Made),
        }
    }
}

impl fmt::Display for ComboClass {
    /// "Top pair, top kicker"; on the river "One Pair (river)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComboClass::Made(m) => f.write_str(m.name()),
            ComboClass::River(c) => write!(f, "{} (river)", c.name()),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for ComboClass {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.key())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for ComboClass {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<ComboClass, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        ComboClass::from_key(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown hand class `{text}`")))
    }
}
