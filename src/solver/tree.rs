//! The game tree of a spot: every sequence of checks, bets, raises, calls and folds the bet
//! sizes allow, with the turn and river cards dealt at chance nodes. Each node knows the
//! chips each player has put in since the spot began, so every terminal's payoff follows from
//! the node alone.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use crate::cards::{Card, CardSet};

use super::compact::Packed;
use super::spot::{Player, Sizes, Spot, Street};
use super::symmetry::Symmetries;

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

/// A decision node's data: who acts, the actions, and the solver's sums.
#[derive(Clone, Debug)]
pub(crate) struct Decision {
    /// Who acts.
    pub player: Player,
    /// The actions, one per child.
    pub actions: Vec<Action>,
    /// Cumulative discounted regrets, `[action][combo]`.
    pub regrets: Vec<f32>,
    /// Cumulative discounted strategy weights, `[action][combo]`.
    pub strategy_sum: Vec<f32>,
    /// The same sums in 16 bits when the game is compressed (`regrets` and `strategy_sum`
    /// are then empty).
    pub packed: Option<Box<Packed>>,
}

impl Decision {
    /// How many sums of each kind it holds (actions × combos).
    pub fn sum_len(&self) -> usize {
        self.packed
            .as_ref()
            .map_or(self.strategy_sum.len(), |p| p.len())
    }

    /// The strategy sums, decoded if compressed.
    pub fn strategy_sums(&self) -> Cow<'_, [f32]> {
        match &self.packed {
            Some(p) => {
                let mut out = vec![0.0f32; p.len()];
                p.decode_strategy(&mut out);
                Cow::Owned(out)
            }
            None => Cow::Borrowed(&self.strategy_sum),
        }
    }

    /// Replaces the strategy sums by `values` (as many as [`Decision::sum_len`]).
    pub fn set_strategy_sums(&mut self, values: &[f32]) {
        match &mut self.packed {
            Some(p) => p.encode_strategy(values),
            None => {
                for (slot, &v) in self.strategy_sum.iter_mut().zip(values) {
                    *slot = v;
                }
            }
        }
    }
}

/// What a node is.
#[derive(Clone, Debug)]
pub(crate) enum NodeKind {
    /// A player chooses among the children.
    Decision(Decision),
    /// A card is dealt: one child per card of `cards`, in its order; each card of `mirrors`
    /// shares the subtree of a card of `cards` under a suit permutation.
    Chance {
        /// The cards with a subtree of their own (all the cards that can come, without suit
        /// symmetry).
        cards: Vec<Card>,
        /// The other cards that can come.
        mirrors: Vec<Mirror>,
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

/// A card dealt at a chance node that reads its subtree from another card's: `card` is what
/// the game's suit permutation `symmetry` makes of the card of child `child`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mirror {
    /// The card dealt.
    pub card: Card,
    /// The index of the child (and of its card in `cards`) whose subtree it shares.
    pub child: u32,
    /// The index of the suit permutation in the game's [`Symmetries`].
    pub symmetry: u32,
}

/// A node of the tree.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    /// What it is.
    pub kind: NodeKind,
    /// The children (decision and chance nodes).
    pub children: Vec<Node>,
    /// Chips each player has put in since the spot began, by player index.
    pub commit: [f64; 2],
    /// The board at this node.
    pub board: CardSet,
    /// The street being played (the river for showdowns).
    pub street: Street,
}

impl Node {
    /// The pot at this node, given the starting pot.
    pub fn pot(&self, start: f64) -> f64 {
        start + self.commit[0] + self.commit[1]
    }
}

/// The tree and the five-card boards its showdowns are on.
pub(crate) struct Built {
    pub root: Node,
    pub boards: Vec<CardSet>,
    /// How many nodes were built.
    pub nodes: usize,
    /// Whether the nodes need more than the budget (the tree is then incomplete: past the
    /// budget nodes are only counted, not kept).
    pub over_budget: bool,
    /// Whether some line of play went deeper than [`MAX_TREE_DEPTH`] actions (the tree is
    /// then incomplete).
    pub too_deep: bool,
    /// A lower bound of the bytes its nodes need: the whole tree's, unless counting stopped
    /// ([`COUNT_NODES`] nodes past the budget).
    pub bytes: u64,
}

/// The most decisions in a row on any line of play. The bet sizes, the raise cap and
/// [`Spot::check`] bound a line to about 30 (at most `3 + raise cap` decisions on each of
/// three streets); the bound stops a builder that would recurse without end, whatever the
/// spot, and the spot is refused with it.
pub const MAX_TREE_DEPTH: u32 = 64;

/// Past the budget, nodes are counted (not kept), so that a refusal can say what the tree
/// needs rather than where building stopped — at most this many more (about a second).
const COUNT_NODES: usize = 4_000_000;

/// Builds the tree of a checked spot (decision nodes with empty sums), one subtree per orbit
/// of dealt cards under `symmetries`, stopping once its nodes need more than `budget`.
pub(crate) fn build(spot: &Spot, symmetries: &Symmetries, budget: BuildBudget) -> Built {
    let mut builder = Builder {
        spot,
        symmetries,
        boards: Vec::new(),
        index: HashMap::new(),
        nodes: 0,
        bytes: 0,
        budget,
        over_at: None,
        depth: 0,
        too_deep: false,
    };
    let street = spot.street().unwrap_or(Street::River);
    let root = builder.street_start(spot.board, street, [0.0, 0.0]);
    let over_budget = builder.over();
    Built {
        root,
        boards: builder.boards,
        over_budget,
        too_deep: builder.too_deep,
        nodes: builder.nodes,
        bytes: builder.bytes,
    }
}

/// What building may use: a tree whose nodes would need more than `max_bytes` stops early, so
/// that a tree far too big is refused in a moment rather than after building millions of
/// nodes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BuildBudget {
    /// The most bytes the nodes may need.
    pub max_bytes: u64,
    /// The bytes of one node itself.
    pub node_bytes: u64,
    /// Each player's number of combos: a decision node stores at least two actions' sums
    /// (`sum_bytes` each) per combo of the player to act.
    pub hands: [u64; 2],
    /// The bytes of one combo's regret and strategy sum for one action (8, or 4 compressed).
    pub sum_bytes: u64,
}

/// Two amounts of chips closer than this are the same amount.
const EPS: f64 = 1e-9;

struct Builder<'a> {
    spot: &'a Spot,
    symmetries: &'a Symmetries,
    boards: Vec<CardSet>,
    index: HashMap<u64, u32>,
    nodes: usize,
    /// A lower bound of the bytes the nodes built so far need.
    bytes: u64,
    budget: BuildBudget,
    /// The node count when the budget was passed.
    over_at: Option<usize>,
    /// The decisions on the line being built.
    depth: u32,
    /// Whether a line went deeper than [`MAX_TREE_DEPTH`].
    too_deep: bool,
}

impl Builder<'_> {
    /// Counts one more node needing `extra` bytes beyond the node itself.
    fn count(&mut self, extra: u64) {
        self.nodes += 1;
        self.bytes = self.bytes.saturating_add(self.budget.node_bytes + extra);
        if self.over_at.is_none() && self.over() {
            self.over_at = Some(self.nodes);
        }
    }

    /// Whether the nodes built so far need more than the budget.
    fn over(&self) -> bool {
        self.bytes > self.budget.max_bytes
    }

    /// Whether building stops here: the tree is too deep, or over the budget and counted far
    /// enough past it.
    fn stop_counting(&self) -> bool {
        self.too_deep || self.over_at.is_some_and(|at| self.nodes - at > COUNT_NODES)
    }

    /// An empty node standing for a subtree not built.
    fn stub(board: CardSet, street: Street, commit: [f64; 2]) -> Node {
        Self::leaf(
            NodeKind::Chance {
                cards: Vec::new(),
                mirrors: Vec::new(),
            },
            board,
            street,
            commit,
        )
    }

    fn all_in(&self, commit: f64) -> bool {
        commit >= self.spot.stack - EPS * self.spot.stack.max(1.0)
    }

    fn street_start(&mut self, board: CardSet, street: Street, commit: [f64; 2]) -> Node {
        if self.all_in(commit[0]) {
            return self.runout(board, street, commit);
        }
        self.decision(board, street, commit, Player::Oop, 0)
    }

    fn leaf(kind: NodeKind, board: CardSet, street: Street, commit: [f64; 2]) -> Node {
        Node {
            kind,
            children: Vec::new(),
            commit,
            board,
            street,
        }
    }

    fn showdown(&mut self, board: CardSet, commit: [f64; 2]) -> Node {
        self.count(0);
        let next = self.boards.len() as u32;
        let ranking = *self.index.entry(board.0).or_insert(next);
        if ranking == next {
            self.boards.push(board);
        }
        Self::leaf(NodeKind::Showdown { ranking }, board, Street::River, commit)
    }

    /// The cards still in the deck, one chance node over them, each child built by `next`.
    fn chance(
        &mut self,
        board: CardSet,
        street: Street,
        commit: [f64; 2],
        mut next: impl FnMut(&mut Self, CardSet) -> Node,
    ) -> Node {
        self.count(0);
        if self.stop_counting() {
            return Self::stub(board, street, commit);
        }
        let (cards, mirrors) = self.orbits(board);
        let children = cards.iter().map(|&c| next(self, board.with(c))).collect();
        if self.over() {
            // Past the budget the subtree was only counted.
            return Self::stub(board, street, commit);
        }
        Node {
            kind: NodeKind::Chance { cards, mirrors },
            children,
            commit,
            board,
            street,
        }
    }

    /// The cards that can come on `board`: one per orbit under the permutations that fix
    /// `board` (the lowest card of each), and the others with the permutation from theirs.
    fn orbits(&self, board: CardSet) -> (Vec<Card>, Vec<Mirror>) {
        let fixing = self.symmetries.fixing(board);
        let mut placed = board;
        let mut cards = Vec::new();
        let mut mirrors = Vec::new();
        for card in (CardSet::FULL - board).iter() {
            if placed.contains(card) {
                continue;
            }
            let child = cards.len() as u32;
            cards.push(card);
            placed.insert(card);
            for &s in &fixing {
                let image = self.symmetries.card(s, card);
                if placed.insert(image) {
                    mirrors.push(Mirror {
                        card: image,
                        child,
                        symmetry: s as u32,
                    });
                }
            }
        }
        (cards, mirrors)
    }

    /// Both players all-in: the remaining cards come, then the showdown.
    fn runout(&mut self, board: CardSet, street: Street, commit: [f64; 2]) -> Node {
        if board.len() >= 5 {
            return self.showdown(board, commit);
        }
        self.chance(board, street, commit, |b, next| {
            b.runout(next, next_street(street), commit)
        })
    }

    /// The street's betting is over (check-check or a call).
    fn street_end(&mut self, board: CardSet, street: Street, commit: [f64; 2]) -> Node {
        if street == Street::River {
            return self.showdown(board, commit);
        }
        if self.all_in(commit[0]) {
            return self.runout(board, street, commit);
        }
        self.chance(board, street, commit, |b, next| {
            b.street_start(next, next_street(street), commit)
        })
    }

    /// A decision node and its subtree, unless the line is already [`MAX_TREE_DEPTH`]
    /// decisions deep or building has stopped.
    fn decision(
        &mut self,
        board: CardSet,
        street: Street,
        commit: [f64; 2],
        player: Player,
        raises: u8,
    ) -> Node {
        if self.depth >= MAX_TREE_DEPTH {
            self.too_deep = true;
        }
        self.count(2 * self.budget.sum_bytes * self.budget.hands[player.index()]);
        if self.stop_counting() {
            return Self::stub(board, street, commit);
        }
        self.depth += 1;
        let node = self.decision_below(board, street, commit, player, raises);
        self.depth -= 1;
        if self.over() {
            // Past the budget the subtree was only counted.
            return Self::stub(board, street, commit);
        }
        node
    }

    /// [`decision`](Self::decision)'s node and children.
    fn decision_below(
        &mut self,
        board: CardSet,
        street: Street,
        commit: [f64; 2],
        player: Player,
        raises: u8,
    ) -> Node {
        let (p, o) = (player.index(), player.other().index());
        let to_call = (commit[o] - commit[p]).max(0.0);
        let mut actions = Vec::new();
        let mut children = Vec::new();
        if to_call <= EPS {
            actions.push(Action {
                kind: ActionKind::Check,
                percent: None,
                to: commit[p],
            });
            children.push(if player == Player::Oop {
                self.decision(board, street, commit, Player::Ip, raises)
            } else {
                self.street_end(board, street, commit)
            });
            let sizes = self.spot.bets.get(street, player).clone();
            for (kind, percent, to) in self.sized(&sizes, commit, player, ActionKind::Bet) {
                let mut next = commit;
                next[p] = to;
                actions.push(Action { kind, percent, to });
                children.push(self.decision(board, street, next, player.other(), raises));
            }
        } else {
            actions.push(Action {
                kind: ActionKind::Fold,
                percent: None,
                to: commit[p],
            });
            self.count(0);
            children.push(Self::leaf(
                NodeKind::Fold { folder: player },
                board,
                street,
                commit,
            ));
            let mut called = commit;
            called[p] = commit[o];
            actions.push(Action {
                kind: ActionKind::Call,
                percent: None,
                to: commit[o],
            });
            children.push(self.street_end(board, street, called));
            if raises < self.spot.raise_cap && !self.all_in(commit[o]) {
                let sizes = self.spot.raises.get(street, player).clone();
                for (kind, percent, to) in self.sized(&sizes, commit, player, ActionKind::Raise) {
                    let mut next = commit;
                    next[p] = to;
                    actions.push(Action { kind, percent, to });
                    children.push(self.decision(board, street, next, player.other(), raises + 1));
                }
            }
        }
        // The sums of the actions past the two counted with the node.
        let more = actions.len().saturating_sub(2) as u64;
        self.bytes = self.bytes.saturating_add(more * 8 * self.budget.hands[p]);
        let node = Decision {
            player,
            actions,
            regrets: Vec::new(),
            strategy_sum: Vec::new(),
            packed: None,
        };
        Node {
            kind: NodeKind::Decision(node),
            children,
            commit,
            board,
            street,
        }
    }

    /// The bets or raises `sizes` gives `player`: `(kind, percent, chips put in after)`, in
    /// ascending order, sizes that come to the same amount merged, all-in last.
    fn sized(
        &self,
        sizes: &Sizes,
        commit: [f64; 2],
        player: Player,
        kind: ActionKind,
    ) -> Vec<(ActionKind, Option<f64>, f64)> {
        let (p, o) = (player.index(), player.other().index());
        let stack = self.spot.stack;
        let matched = commit[o].max(commit[p]);
        let pot_after_call = self.spot.pot + 2.0 * matched;
        let mut out: Vec<(ActionKind, Option<f64>, f64)> = Vec::new();
        for &percent in &sizes.percents {
            let to = matched + percent / 100.0 * pot_after_call;
            let behind = stack - to;
            let final_pot = self.spot.pot + 2.0 * to;
            let to = if behind <= EPS * stack.max(1.0)
                || behind < self.spot.all_in_threshold * final_pot
            {
                stack
            } else {
                to
            };
            out.push((kind, Some(percent), to));
        }
        if sizes.all_in {
            out.push((ActionKind::AllIn, None, stack));
        }
        out.sort_by(|a, b| a.2.total_cmp(&b.2));
        out.dedup_by(|later, earlier| (later.2 - earlier.2).abs() <= EPS * stack.max(1.0));
        for item in &mut out {
            if self.all_in(item.2) {
                item.0 = ActionKind::AllIn;
            }
        }
        out
    }
}

/// The street after `street` (the river stays the river).
pub(crate) fn next_street(street: Street) -> Street {
    match street {
        Street::Flop => Street::Turn,
        _ => Street::River,
    }
}
