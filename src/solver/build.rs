//! Building a spot's [`Tree`]: every line of play the bet sizes allow, written straight into
//! the arena. A node's children are given their slots side by side before any of them is
//! built, then each is built in turn (depth first), so that the decisions and their sums are
//! numbered depth first and a subtree's sums are one contiguous range. The bytes are counted
//! as the tree grows; past the budget nodes are only counted, so that a refusal says what the
//! tree needs.

use std::collections::HashMap;

use crate::cards::{Card, CardSet};

use super::spot::{Player, Sizes, Spot, Street};
use super::symmetry::Symmetries;
use super::tree::{
    Action, ActionKind, Bound, CHANCE, ChanceData, DECISION, DecisionData, FOLD, Mirror, Node,
    SHOWDOWN, Tree, next_street,
};

/// The tree and the five-card boards its showdowns are on.
pub(crate) struct Built {
    pub tree: Tree,
    /// The showdown boards, by ranking index.
    pub boards: Vec<CardSet>,
    /// How many nodes were built.
    pub nodes: usize,
    /// Whether the nodes need more than the budget (the tree is then incomplete: past the
    /// budget nodes are only counted, not kept).
    pub over_budget: bool,
    /// Whether some line of play went deeper than [`MAX_TREE_DEPTH`] actions (the tree is
    /// then incomplete).
    pub too_deep: bool,
    /// A lower bound of the bytes the tree and its sums need: the whole tree's, unless
    /// counting stopped ([`COUNT_NODES`] nodes past the budget).
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

/// Builds the tree of a checked spot, one subtree per orbit of dealt cards under
/// `symmetries`, stopping once it needs more than `budget`.
pub(crate) fn build(spot: &Spot, symmetries: &Symmetries, budget: BuildBudget) -> Built {
    let mut builder = Builder {
        spot,
        symmetries,
        tree: Tree {
            combos: [budget.hands[0] as usize, budget.hands[1] as usize],
            ..Tree::default()
        },
        showdowns: Vec::new(),
        index: HashMap::new(),
        commits: HashMap::new(),
        boards: HashMap::new(),
        action_lists: HashMap::new(),
        nodes: 0,
        bytes: 0,
        budget,
        over_at: None,
        depth: 0,
        too_deep: false,
    };
    let street = spot.street().unwrap_or(Street::River);
    builder.tree.nodes.push(Node::default());
    builder.fill(
        Some(0),
        Plan::StreetStart {
            at: At {
                board: spot.board,
                street,
                commit: [0.0, 0.0],
            },
        },
    );
    let over_budget = builder.over();
    let mut tree = builder.tree;
    tree.shrink();
    Built {
        tree,
        boards: builder.showdowns,
        over_budget,
        too_deep: builder.too_deep,
        nodes: builder.nodes,
        bytes: builder.bytes,
    }
}

/// What building may use: a tree whose nodes and sums would need more than `max_bytes` stops
/// early, so that a tree far too big is refused in a moment rather than after building
/// millions of nodes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BuildBudget {
    /// The most bytes the tree and its sums may need.
    pub max_bytes: u64,
    /// Each player's number of combos: a decision node stores its actions' sums
    /// (`sum_bytes` each) per combo of the player to act.
    pub hands: [u64; 2],
    /// The bytes of one combo's regret and strategy sum for one action (8, or 4 compressed).
    pub sum_bytes: u64,
    /// The bytes a decision needs beyond its node and sums (its data, and its scales when
    /// compressed).
    pub decision_bytes: u64,
}

/// Two amounts of chips closer than this are the same amount.
const EPS: f64 = 1e-9;

/// Where a node is: its board, street and the chips put in.
#[derive(Clone, Copy, Debug)]
struct At {
    board: CardSet,
    street: Street,
    commit: [f64; 2],
}

/// A node still to be built.
#[derive(Clone, Copy, Debug)]
enum Plan {
    /// A street begins: a decision of OOP's, or the runout if the players are all-in.
    StreetStart { at: At },
    /// `player` acts, after `raises` raises this street.
    Decision { at: At, player: Player, raises: u8 },
    /// The street's betting is over (check-check or a call).
    StreetEnd { at: At },
    /// Both players all-in: the remaining cards come, then the showdown.
    Runout { at: At },
    /// `folder` folded.
    Fold { at: At, folder: Player },
}

struct Builder<'a> {
    spot: &'a Spot,
    symmetries: &'a Symmetries,
    tree: Tree,
    /// The showdown boards, by ranking index.
    showdowns: Vec<CardSet>,
    /// A showdown board's ranking index.
    index: HashMap<u64, u32>,
    /// A commitment's index in the tree's table (by the bits of the two amounts).
    commits: HashMap<[u64; 2], u32>,
    /// A board's index in the tree's table.
    boards: HashMap<u64, u16>,
    /// Where a list of actions starts in the tree's table, by what decides it: the commitment,
    /// the actor, the street and the raises so far.
    action_lists: HashMap<(u32, u8, u8, u8), u32>,
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
        let node = std::mem::size_of::<Node>() as u64;
        self.bytes = self.bytes.saturating_add(node + extra);
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

    fn all_in(&self, commit: f64) -> bool {
        commit >= self.spot.stack - EPS * self.spot.stack.max(1.0)
    }

    fn commit_index(&mut self, commit: [f64; 2]) -> u32 {
        let key = commit.map(f64::to_bits);
        let next = self.tree.commits.len() as u32;
        let index = *self.commits.entry(key).or_insert(next);
        if index == next {
            self.tree.commits.push(commit);
        }
        index
    }

    fn board_index(&mut self, board: CardSet) -> u16 {
        // At most 1 + 49 + 1,176 boards (a flop, its turns, its rivers): a u16 holds them.
        let next = self.tree.boards.len() as u16;
        let index = *self.boards.entry(board.0).or_insert(next);
        if index == next {
            self.tree.boards.push(board);
        }
        index
    }

    /// Writes the node at `slot` (if it is kept).
    fn write(&mut self, slot: Option<u32>, kind: u8, at: At, data: u32, children: (u32, u8)) {
        let Some(slot) = slot else { return };
        let node = Node {
            first_child: children.0,
            data,
            commit: self.commit_index(at.commit),
            board: self.board_index(at.board),
            tag: Node::tag(kind, at.street),
            count: children.1,
        };
        self.tree.nodes[slot as usize] = node;
    }

    /// Reserves `count` side-by-side slots for children (none if the node is not kept or the
    /// budget is passed): their first index.
    fn reserve(&mut self, kept: bool, count: usize) -> Option<u32> {
        if !kept || self.over() {
            return None;
        }
        let first = self.tree.nodes.len() as u32;
        self.tree
            .nodes
            .resize(self.tree.nodes.len() + count, Node::default());
        Some(first)
    }

    /// Builds the node of `plan` at `slot` and its subtree (only counted where `slot` is
    /// `None`).
    fn fill(&mut self, slot: Option<u32>, plan: Plan) {
        let slot = slot.filter(|_| !self.over());
        match plan {
            Plan::StreetStart { at } => {
                if self.all_in(at.commit[0]) {
                    self.fill(slot, Plan::Runout { at });
                } else {
                    self.decision(slot, at, Player::Oop, 0);
                }
            }
            Plan::Decision { at, player, raises } => self.decision(slot, at, player, raises),
            Plan::StreetEnd { at } => {
                if at.street == Street::River {
                    self.showdown(slot, at);
                } else if self.all_in(at.commit[0]) {
                    self.fill(slot, Plan::Runout { at });
                } else {
                    self.chance(slot, at, false);
                }
            }
            Plan::Runout { at } => {
                if at.board.len() >= 5 {
                    self.showdown(slot, at);
                } else {
                    self.chance(slot, at, true);
                }
            }
            Plan::Fold { at, folder } => {
                self.count(0);
                self.write(slot, FOLD, at, folder.index() as u32, (0, 0));
            }
        }
    }

    fn showdown(&mut self, slot: Option<u32>, at: At) {
        self.count(0);
        let next = self.showdowns.len() as u32;
        let ranking = *self.index.entry(at.board.0).or_insert(next);
        if ranking == next {
            self.showdowns.push(at.board);
        }
        let at = At {
            street: Street::River,
            ..at
        };
        self.write(slot, SHOWDOWN, at, ranking, (0, 0));
    }

    /// An empty chance node standing for a subtree not built (the tree is refused).
    fn stub(&mut self, slot: Option<u32>, at: At) {
        let data = self.tree.chances.len() as u32;
        if slot.is_some() {
            self.tree.chances.push(ChanceData {
                cards: self.tree.cards.len() as u32,
                mirrors: self.tree.mirrors.len() as u32,
                mirror_count: 0,
                bounds: self.tree.bounds.len() as u32,
            });
            self.tree.bounds.push(self.bound());
        }
        self.write(slot, CHANCE, at, data, (0, 0));
    }

    fn bound(&self) -> Bound {
        Bound {
            offset: self.tree.sum_len,
            decision: self.tree.decisions.len() as u32,
        }
    }

    /// The cards still in the deck, one chance node over them; each child is the runout
    /// (`runout`) or the next street.
    fn chance(&mut self, slot: Option<u32>, at: At, runout: bool) {
        let (cards, mirrors) = self.orbits(at.board);
        let extra = cards.len() * (std::mem::size_of::<Card>() + std::mem::size_of::<Bound>())
            + mirrors.len() * std::mem::size_of::<Mirror>()
            + std::mem::size_of::<ChanceData>()
            + std::mem::size_of::<Bound>();
        self.count(extra as u64);
        if self.stop_counting() {
            return self.stub(slot, at);
        }
        let first = self.reserve(slot.is_some(), cards.len());
        let data = self.tree.chances.len() as u32;
        if first.is_some() {
            self.tree.chances.push(ChanceData {
                cards: self.tree.cards.len() as u32,
                mirrors: self.tree.mirrors.len() as u32,
                mirror_count: mirrors.len() as u32,
                bounds: self.tree.bounds.len() as u32,
            });
            self.tree.cards.extend_from_slice(&cards);
            self.tree.mirrors.extend_from_slice(&mirrors);
            // The bounds are written as the children are built.
            let start = self.tree.bounds.len();
            self.tree
                .bounds
                .resize(start + cards.len() + 1, Bound::default());
        }
        let bounds = self
            .tree
            .chances
            .get(data as usize)
            .map(|c| c.bounds as usize);
        let street = next_street(at.street);
        for (i, &card) in cards.iter().enumerate() {
            if let (Some(_), Some(b)) = (first, bounds) {
                self.tree.bounds[b + i] = self.bound();
            }
            let child = At {
                board: at.board.with(card),
                street,
                commit: at.commit,
            };
            let plan = if runout {
                Plan::Runout { at: child }
            } else {
                Plan::StreetStart { at: child }
            };
            self.fill(first.map(|f| f + i as u32), plan);
        }
        if let (Some(_), Some(b)) = (first, bounds) {
            self.tree.bounds[b + cards.len()] = self.bound();
        }
        self.write(
            slot.filter(|_| first.is_some()),
            CHANCE,
            at,
            data,
            (first.unwrap_or(0), cards.len() as u8),
        );
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

    /// A decision node and its subtree, unless the line is already [`MAX_TREE_DEPTH`]
    /// decisions deep or building has stopped.
    fn decision(&mut self, slot: Option<u32>, at: At, player: Player, raises: u8) {
        if self.depth >= MAX_TREE_DEPTH {
            self.too_deep = true;
        }
        let (actions, plans) = self.choices(at, player, raises);
        let sums = actions.len() as u64 * self.budget.hands[player.index()];
        self.count(self.budget.decision_bytes + sums * self.budget.sum_bytes);
        if self.stop_counting() {
            return self.stub(slot, at);
        }
        let first = self.reserve(slot.is_some(), plans.len());
        let data = self.tree.decisions.len() as u32;
        if first.is_some() {
            let commit = self.commit_index(at.commit);
            let key = (commit, player.index() as u8, at.street as u8, raises);
            let next = self.tree.actions.len() as u32;
            let start = *self.action_lists.entry(key).or_insert(next);
            if start == next {
                self.tree.actions.extend_from_slice(&actions);
                self.bytes = self
                    .bytes
                    .saturating_add((actions.len() * std::mem::size_of::<Action>()) as u64);
            }
            self.tree.decisions.push(DecisionData {
                offset: self.tree.sum_len,
                actions: start,
                player,
            });
            self.tree.sum_len += sums;
        }
        self.depth += 1;
        for (i, plan) in plans.iter().enumerate() {
            self.fill(first.map(|f| f + i as u32), *plan);
        }
        self.depth -= 1;
        self.write(
            slot.filter(|_| first.is_some()),
            DECISION,
            at,
            data,
            (first.unwrap_or(0), plans.len() as u8),
        );
    }

    /// A decision's actions and the nodes they lead to.
    fn choices(&self, at: At, player: Player, raises: u8) -> (Vec<Action>, Vec<Plan>) {
        let commit = at.commit;
        let (p, o) = (player.index(), player.other().index());
        let to_call = (commit[o] - commit[p]).max(0.0);
        let mut actions = Vec::new();
        let mut plans = Vec::new();
        if to_call <= EPS {
            actions.push(Action {
                kind: ActionKind::Check,
                percent: None,
                to: commit[p],
            });
            plans.push(if player == Player::Oop {
                Plan::Decision {
                    at,
                    player: Player::Ip,
                    raises,
                }
            } else {
                Plan::StreetEnd { at }
            });
            let sizes = self.spot.bets.get(at.street, player).clone();
            for (kind, percent, to) in self.sized(&sizes, commit, player, ActionKind::Bet) {
                let mut next = commit;
                next[p] = to;
                actions.push(Action { kind, percent, to });
                plans.push(Plan::Decision {
                    at: At { commit: next, ..at },
                    player: player.other(),
                    raises,
                });
            }
        } else {
            actions.push(Action {
                kind: ActionKind::Fold,
                percent: None,
                to: commit[p],
            });
            plans.push(Plan::Fold { at, folder: player });
            let mut called = commit;
            called[p] = commit[o];
            actions.push(Action {
                kind: ActionKind::Call,
                percent: None,
                to: commit[o],
            });
            plans.push(Plan::StreetEnd {
                at: At {
                    commit: called,
                    ..at
                },
            });
            if raises < self.spot.raise_cap && !self.all_in(commit[o]) {
                let sizes = self.spot.raises.get(at.street, player).clone();
                for (kind, percent, to) in self.sized(&sizes, commit, player, ActionKind::Raise) {
                    let mut next = commit;
                    next[p] = to;
                    actions.push(Action { kind, percent, to });
                    plans.push(Plan::Decision {
                        at: At { commit: next, ..at },
                        player: player.other(),
                        raises: raises + 1,
                    });
                }
            }
        }
        (actions, plans)
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
