//! The game tree of a spot: every sequence of checks, bets, raises, calls and folds the bet
//! sizes allow, with the turn and river cards dealt at chance nodes. Each node knows the
//! chips each player has put in since the spot began, so every terminal's payoff follows from
//! the node alone.
//!
//! The tree is a flat arena ([`Tree`]): 16-byte nodes in one `Vec`, the children of a node
//! side by side (a first index and a count), and what only some nodes need in tables of their
//! own — decisions (who acts, the actions, where the node's sums start), chance nodes (the
//! cards, the mirrored cards, where each child's subtree's sums start), and the distinct
//! boards, chip commitments and action lists, each kept once. A node is read through a
//! [`NodeRef`]. The solver's sums live outside the tree (`sums.rs`), each decision's at its
//! offset, laid out in depth-first order so that a subtree's sums are one contiguous range.

use std::fmt;

use crate::cards::{Card, CardSet};

use super::spot::{Player, Street};

/// What an action is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionKind {
    /// Give up the pot.
    Fold,
    /// Pass with nothing to call.
    Check,
    /// Match the bet.
    Call,
    /// The first bet of a street.
    Bet,
    /// A raise over a bet or raise.
    Raise,
    /// Every chip left, as a bet or raise.
    AllIn,
}

/// One action at a decision node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Action {
    /// What it is.
    pub kind: ActionKind,
    /// The size asked for, in % of the pot (bets and raises from a size spec; `None` for a
    /// plain all-in, fold, check and call). A size that became all-in keeps its percentage.
    pub percent: Option<f64>,
    /// The chips the actor has put in since the spot began once the action is taken.
    pub to: f64,
}

impl Action {
    /// The short token a line is written in: `f`, `x`, `c`, `b75`, `r150`, `a`.
    pub fn token(&self) -> String {
        match (self.kind, self.percent) {
            (ActionKind::Fold, _) => "f".to_owned(),
            (ActionKind::Check, _) => "x".to_owned(),
            (ActionKind::Call, _) => "c".to_owned(),
            (ActionKind::Bet, Some(p)) => format!("b{p}"),
            (ActionKind::Raise, Some(p)) => format!("r{p}"),
            _ => "a".to_owned(),
        }
    }

    /// Whether the line token `token` names this action: the token itself, the long word
    /// (`fold`, `check`, `call`, `allin`), or a size token for a size that became all-in.
    pub fn matches(&self, token: &str) -> bool {
        let token = token.to_ascii_lowercase();
        let word = match self.kind {
            ActionKind::Fold => "fold",
            ActionKind::Check => "check",
            ActionKind::Call => "call",
            ActionKind::AllIn => "allin",
            ActionKind::Bet | ActionKind::Raise => "",
        };
        if token == self.token() || (!word.is_empty() && token == word) {
            return true;
        }
        match (self.percent, token.split_at_checked(1)) {
            (Some(p), Some((head, number))) if head == "b" || head == "r" => {
                number.trim_end_matches('%').parse::<f64>().ok() == Some(p)
            }
            _ => false,
        }
    }
}

impl fmt::Display for Action {
    /// `fold`, `check`, `call`, `bet 75% (37.5)`, `raise 150% (to 180)`, `all-in (to 200)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.kind, self.percent) {
            (ActionKind::Fold, _) => write!(f, "fold"),
            (ActionKind::Check, _) => write!(f, "check"),
            (ActionKind::Call, _) => write!(f, "call"),
            (ActionKind::Bet, Some(p)) => write!(f, "bet {p}% (to {})", chips(self.to)),
            (ActionKind::Raise, Some(p)) => write!(f, "raise {p}% (to {})", chips(self.to)),
            _ => write!(f, "all-in (to {})", chips(self.to)),
        }
    }
}

/// Chips with at most two decimals, no trailing zeros.
fn chips(x: f64) -> String {
    let text = format!("{x:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// A card dealt at a chance node that reads its subtree from another card's: `card` is what
/// the game's suit permutation `symmetry` makes of the card of child `child`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mirror {
    /// The card dealt.
    pub card: Card,
    /// The index of the child (and of its card in `cards`) whose subtree it shares.
    pub child: u32,
    /// The index of the suit permutation in the game's [`Symmetries`](super::symmetry::Symmetries).
    pub symmetry: u32,
}

/// What a node is, in [`Node::tag`]'s low bits.
pub(super) const DECISION: u8 = 0;
pub(super) const CHANCE: u8 = 1;
pub(super) const FOLD: u8 = 2;
pub(super) const SHOWDOWN: u8 = 3;

/// One node of the arena (16 bytes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Node {
    /// The index of the first child (the others follow it).
    pub(super) first_child: u32,
    /// A decision's index in [`Tree::decisions`], a chance node's in [`Tree::chances`], a
    /// showdown's ranking, a fold's folder (the player's index).
    pub(super) data: u32,
    /// The index of the chips each player has put in, in [`Tree::commits`].
    pub(super) commit: u32,
    /// The index of the board, in [`Tree::boards`].
    pub(super) board: u16,
    /// The kind (two low bits) and the street (the next two).
    pub(super) tag: u8,
    /// How many children it has.
    pub(super) count: u8,
}

impl Node {
    pub(super) fn tag(kind: u8, street: Street) -> u8 {
        let street = match street {
            Street::Flop => 0,
            Street::Turn => 1,
            Street::River => 2,
        };
        kind | (street << 2)
    }
}

/// A decision node's own data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DecisionData {
    /// Where its sums start in the game's sum buffers.
    pub(super) offset: u64,
    /// Where its actions start in [`Tree::actions`] (as many as the node's children).
    pub(super) actions: u32,
    /// Who acts.
    pub(super) player: Player,
}

/// A chance node's own data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ChanceData {
    /// Where its cards start in [`Tree::cards`] (as many as the node's children).
    pub(super) cards: u32,
    /// Where its mirrored cards start in [`Tree::mirrors`].
    pub(super) mirrors: u32,
    /// How many mirrored cards it has.
    pub(super) mirror_count: u32,
    /// Where its children's bounds start in [`Tree::bounds`] (one more than its children).
    pub(super) bounds: u32,
}

/// Where a subtree's sums start: the offset in the sum buffers and the index of its first
/// decision (the subtree of child `i` of a chance node spans bound `i` to bound `i + 1`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Bound {
    /// The offset of its first sum.
    pub offset: u64,
    /// The index of its first decision.
    pub decision: u32,
}

/// The game tree as a flat arena; node 0 is the root.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tree {
    pub(super) nodes: Vec<Node>,
    pub(super) decisions: Vec<DecisionData>,
    pub(super) chances: Vec<ChanceData>,
    /// Every distinct list of actions, side by side.
    pub(super) actions: Vec<Action>,
    pub(super) cards: Vec<Card>,
    pub(super) mirrors: Vec<Mirror>,
    pub(super) bounds: Vec<Bound>,
    /// Every distinct pair of chips put in (OOP, IP).
    pub(super) commits: Vec<[f64; 2]>,
    /// Every distinct board of a node.
    pub(super) boards: Vec<CardSet>,
    /// Each player's number of combos (a decision's sums are its actions times the actor's).
    pub(super) combos: [usize; 2],
    /// How many sums of each kind the decisions hold in all.
    pub(super) sum_len: u64,
}

impl Tree {
    /// The root.
    pub fn root(&self) -> NodeRef<'_> {
        NodeRef { tree: self, id: 0 }
    }

    /// How many sums of each kind (regrets, strategy sums) the decisions hold.
    pub fn sum_len(&self) -> u64 {
        self.sum_len
    }

    /// How many decision nodes it has.
    pub fn decision_count(&self) -> usize {
        self.decisions.len()
    }

    /// The bytes its buffers take (their capacities).
    pub fn bytes(&self) -> TreeBytes {
        fn cap<T>(v: &Vec<T>) -> u64 {
            (v.capacity() * std::mem::size_of::<T>()) as u64
        }
        TreeBytes {
            nodes: cap(&self.nodes),
            decisions: cap(&self.decisions) + cap(&self.actions),
            chances: cap(&self.chances) + cap(&self.cards) + cap(&self.mirrors) + cap(&self.bounds),
            tables: cap(&self.commits) + cap(&self.boards),
        }
    }

    /// Drops the spare capacity of every buffer.
    pub(super) fn shrink(&mut self) {
        self.nodes.shrink_to_fit();
        self.decisions.shrink_to_fit();
        self.chances.shrink_to_fit();
        self.actions.shrink_to_fit();
        self.cards.shrink_to_fit();
        self.mirrors.shrink_to_fit();
        self.bounds.shrink_to_fit();
        self.commits.shrink_to_fit();
        self.boards.shrink_to_fit();
    }
}

/// The bytes of a [`Tree`]'s parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TreeBytes {
    /// The nodes themselves.
    pub nodes: u64,
    /// The decisions' data and their action lists.
    pub decisions: u64,
    /// The chance nodes' data, cards, mirrored cards and subtree bounds.
    pub chances: u64,
    /// The distinct boards and chip commitments.
    pub tables: u64,
}

/// A decision node: who acts, the actions, where its sums are.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Decision<'a> {
    /// Its index (depth-first order).
    pub index: u32,
    /// Who acts.
    pub player: Player,
    /// The actions, one per child.
    pub actions: &'a [Action],
    /// Where its sums start.
    pub offset: u64,
    /// How many combos the actor has.
    pub combos: usize,
}

impl Decision<'_> {
    /// How many sums of each kind it holds (actions × combos).
    pub fn sum_len(&self) -> usize {
        self.actions.len() * self.combos
    }
}

/// What a node is.
#[derive(Clone, Copy, Debug)]
pub(crate) enum NodeKind<'a> {
    /// A player chooses among the children.
    Decision(Decision<'a>),
    /// A card is dealt: one child per card of `cards`, in its order; each card of `mirrors`
    /// shares the subtree of a card of `cards` under a suit permutation.
    Chance {
        /// The cards with a subtree of their own.
        cards: &'a [Card],
        /// The other cards that can come.
        mirrors: &'a [Mirror],
        /// Where each child's subtree's sums start, and where the last ends.
        bounds: &'a [Bound],
    },
    /// A player folded.
    Fold {
        /// Who folded.
        folder: Player,
    },
    /// The hands are shown on a five-card board.
    Showdown {
        /// The board's index in the game's rankings.
        ranking: u32,
    },
}

/// A node of a [`Tree`], to be read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct NodeRef<'a> {
    tree: &'a Tree,
    id: u32,
}

impl<'a> NodeRef<'a> {
    #[inline]
    fn node(&self) -> &'a Node {
        &self.tree.nodes[self.id as usize]
    }

    /// What it is.
    #[inline]
    pub fn kind(&self) -> NodeKind<'a> {
        let node = *self.node();
        let tree = self.tree;
        match node.tag & 3 {
            DECISION => {
                let d = tree.decisions[node.data as usize];
                let at = d.actions as usize;
                Decision {
                    index: node.data,
                    player: d.player,
                    actions: &tree.actions[at..at + usize::from(node.count)],
                    offset: d.offset,
                    combos: tree.combos[d.player.index()],
                }
                .into()
            }
            CHANCE => {
                let c = tree.chances[node.data as usize];
                let (cards, mirrors, bounds) =
                    (c.cards as usize, c.mirrors as usize, c.bounds as usize);
                let count = usize::from(node.count);
                NodeKind::Chance {
                    cards: &tree.cards[cards..cards + count],
                    mirrors: &tree.mirrors[mirrors..mirrors + c.mirror_count as usize],
                    bounds: &tree.bounds[bounds..bounds + count + 1],
                }
            }
            FOLD => NodeKind::Fold {
                folder: if node.data == 0 {
                    Player::Oop
                } else {
                    Player::Ip
                },
            },
            _ => NodeKind::Showdown { ranking: node.data },
        }
    }

    /// Its index in the arena.
    #[inline]
    pub fn id(&self) -> u32 {
        self.id
    }

    /// The node of index `id` (one that [`id`](Self::id) gave) of the same tree.
    #[inline]
    pub fn at(&self, id: u32) -> NodeRef<'a> {
        NodeRef {
            tree: self.tree,
            id,
        }
    }

    /// How many children it has.
    #[inline]
    pub fn child_count(&self) -> usize {
        usize::from(self.node().count)
    }

    /// Child `i` (panics past [`child_count`](Self::child_count)).
    #[inline]
    pub fn child(&self, i: usize) -> NodeRef<'a> {
        assert!(
            i < self.child_count(),
            "child {i} of {}",
            self.child_count()
        );
        NodeRef {
            tree: self.tree,
            id: self.node().first_child + i as u32,
        }
    }

    /// The children, in order.
    pub fn children(&self) -> impl DoubleEndedIterator<Item = NodeRef<'a>> + ExactSizeIterator {
        let tree = self.tree;
        let first = self.node().first_child;
        (first..first + u32::from(self.node().count)).map(move |id| NodeRef { tree, id })
    }

    /// Chips each player has put in since the spot began, by player index.
    #[inline]
    pub fn commit(&self) -> [f64; 2] {
        self.tree.commits[self.node().commit as usize]
    }

    /// The board at this node.
    #[inline]
    pub fn board(&self) -> CardSet {
        self.tree.boards[usize::from(self.node().board)]
    }

    /// The street being played (the river for showdowns).
    #[inline]
    pub fn street(&self) -> Street {
        match (self.node().tag >> 2) & 3 {
            0 => Street::Flop,
            1 => Street::Turn,
            _ => Street::River,
        }
    }

    /// The pot at this node, given the starting pot.
    pub fn pot(&self, start: f64) -> f64 {
        let commit = self.commit();
        start + commit[0] + commit[1]
    }
}

impl<'a> From<Decision<'a>> for NodeKind<'a> {
    fn from(d: Decision<'a>) -> NodeKind<'a> {
        NodeKind::Decision(d)
    }
}

/// The street after `street` (the river stays the river).
pub(crate) fn next_street(street: Street) -> Street {
    match street {
        Street::Flop => Street::Turn,
        _ => Street::River,
    }
}
