//! Reading a solved game: a [`Line`] of actions and dealt cards leads from the root to a
//! node, and a [`NodeView`] of it answers who acts, with what strategy, at what frequencies,
//! for what EV and equity, with which ranges.

use thiserror::Error;

use super::cfr::{Play, average_strategy, evaluate};
use super::combo_tables::Ranking;
use super::game::Game;
use super::spot::{Player, Street};
use super::terminal::{Pays, compatible_reach, showdown_values};
use super::tree::{Action, NodeKind, NodeRef};
use crate::cards::{Card, CardSet};
use crate::enumerate::combinations;
use crate::range::{Combo, Range};

/// One step down the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The action with this index at a decision node.
    Action(usize),
    /// This card at a chance node.
    Card(Card),
}

/// A path from the root: actions at decision nodes, cards at chance nodes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line(pub Vec<Step>);

/// Why a line does not lead anywhere.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LineError {
    /// No action at the node has this token.
    #[error("`{token}` is not an action here (after `{at}`): the actions are {actions}")]
    NoSuchAction {
        /// The token.
        token: String,
        /// The line so far.
        at: String,
        /// The actions' tokens.
        actions: String,
    },
    /// A chance node needs a card.
    #[error("`{token}` is not a card that can be dealt here (after `{at}`)")]
    NotACard {
        /// The token.
        token: String,
        /// The line so far.
        at: String,
    },
    /// The hand is already over.
    #[error("the hand is over after `{at}`: nothing can follow `{token}`")]
    Over {
        /// The token.
        token: String,
        /// The line so far.
        at: String,
    },
}

/// What a node is, for people and tools.
#[derive(Clone, Debug, PartialEq)]
pub enum NodeInfo {
    /// A player chooses an action.
    Decision {
        /// Who acts.
        player: Player,
        /// The actions.
        actions: Vec<Action>,
    },
    /// A card is dealt.
    Chance {
        /// The cards that can come.
        cards: Vec<Card>,
    },
    /// A player folded.
    Fold {
        /// Who folded.
        folder: Player,
    },
    /// The hands are shown.
    Showdown,
}

/// A node of a solved game with the reach of every combo of both players.
///
/// A card that shares the subtree of another under a suit permutation leads to that card's
/// node; the view keeps the permutation (`symmetry`: the real cards are what it makes of the
/// node's) and the real board, and answers in the real combos.
pub struct NodeView<'a> {
    game: &'a Game,
    node: NodeRef<'a>,
    reach: [Vec<f32>; 2],
    line: String,
    board: CardSet,
    symmetry: usize,
}

impl std::fmt::Debug for NodeView<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NodeView")
            .field("line", &self.line)
            .finish_non_exhaustive()
    }
}

impl Game {
    /// The root.
    pub fn root(&self) -> NodeView<'_> {
        NodeView {
            game: self,
            node: self.tree.root(),
            reach: self.hands.weights.clone(),
            line: String::new(),
            board: self.spot.board,
            symmetry: 0,
        }
    }

    /// The node at the end of `line`.
    pub fn node(&self, line: &Line) -> Result<NodeView<'_>, LineError> {
        let mut view = self.root();
        for step in &line.0 {
            view = view.child(*step).ok_or_else(|| LineError::Over {
                token: format!("{step:?}"),
                at: view.line.clone(),
            })?;
        }
        Ok(view)
    }

    /// Reads a line written as tokens separated by spaces or commas: at a decision node an
    /// action's token (`x`, `c`, `f`, `b75`, `r150`, `a`, or `check`, `call`, `fold`,
    /// `allin`), at a chance node a card (`Kh`).
    pub fn parse_line(&self, text: &str) -> Result<Line, LineError> {
        let mut steps = Vec::new();
        let mut view = self.root();
        let mut at: Vec<String> = Vec::new();
        for token in text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
        {
            let step = match view.info() {
                NodeInfo::Decision { actions, .. } => {
                    let index = actions
                        .iter()
                        .position(|a| a.matches(token))
                        .ok_or_else(|| LineError::NoSuchAction {
                            token: token.to_owned(),
                            at: at.join(" "),
                            actions: actions
                                .iter()
                                .map(Action::token)
                                .collect::<Vec<_>>()
                                .join(", "),
                        })?;
                    Step::Action(index)
                }
                NodeInfo::Chance { cards } => {
                    let not_a_card = || LineError::NotACard {
                        token: token.to_owned(),
                        at: at.join(" "),
                    };
                    let card: Card = token.parse().map_err(|_| not_a_card())?;
                    if !cards.contains(&card) {
                        return Err(not_a_card());
                    }
                    Step::Card(card)
                }
                _ => {
                    return Err(LineError::Over {
                        token: token.to_owned(),
                        at: at.join(" "),
                    });
                }
            };
            view = view.child(step).ok_or_else(|| LineError::Over {
                token: token.to_owned(),
                at: at.join(" "),
            })?;
            steps.push(step);
            at.push(token.to_owned());
        }
        Ok(Line(steps))
    }
}

impl<'a> NodeView<'a> {
    /// The line that led here, in tokens.
    pub fn line(&self) -> &str {
        &self.line
    }

    /// What the node is.
    pub fn info(&self) -> NodeInfo {
        match self.node.kind() {
            NodeKind::Decision(d) => NodeInfo::Decision {
                player: d.player,
                actions: d.actions.to_vec(),
            },
            NodeKind::Chance { .. } => NodeInfo::Chance {
                cards: self.cards(),
            },
            NodeKind::Fold { folder } => NodeInfo::Fold { folder },
            NodeKind::Showdown { .. } => NodeInfo::Showdown,
        }
    }

    /// The cards a chance node can deal, in the real suits, in card order.
    fn cards(&self) -> Vec<Card> {
        let NodeKind::Chance { cards, mirrors, .. } = self.node.kind() else {
            return Vec::new();
        };
        let symmetries = &self.game.symmetries;
        let mut out: Vec<Card> = cards
            .iter()
            .copied()
            .chain(mirrors.iter().map(|m| m.card))
            .map(|c| symmetries.card(self.symmetry, c))
            .collect();
        out.sort_unstable();
        out
    }

    /// The node's per-combo values `node_values` (in the node's combos) of `player`, in the
    /// real combos.
    fn to_real<T: Copy>(&self, player: usize, node_values: &[T], actions: usize) -> Vec<T> {
        if self.symmetry == 0 {
            return node_values.to_vec();
        }
        let map = &self.game.symmetries.list[self.symmetry].combos[player];
        let n = map.len();
        let mut out = node_values.to_vec();
        for a in 0..actions {
            for (k, &h) in map.iter().enumerate() {
                out[a * n + h as usize] = node_values[a * n + k];
            }
        }
        out
    }

    /// The real per-combo `values` of `player` in the node's combos.
    fn to_node(&self, player: usize, values: &[f32]) -> Vec<f32> {
        if self.symmetry == 0 {
            return values.to_vec();
        }
        let map = &self.game.symmetries.list[self.symmetry].combos[player];
        map.iter().map(|&h| values[h as usize]).collect()
    }

    /// The player to act at a decision node.
    pub fn player(&self) -> Option<Player> {
        match self.node.kind() {
            NodeKind::Decision(d) => Some(d.player),
            _ => None,
        }
    }

    /// The actions at a decision node (empty elsewhere).
    pub fn actions(&self) -> &'a [Action] {
        match self.node.kind() {
            NodeKind::Decision(d) => d.actions,
            _ => &[],
        }
    }

    /// The board here.
    pub fn board(&self) -> CardSet {
        self.board
    }

    /// The street here.
    pub fn street(&self) -> Street {
        self.node.street()
    }

    /// The pot here, in chips.
    pub fn pot(&self) -> f64 {
        self.node.pot(self.game.spot.pot)
    }

    /// The chips each player (OOP, IP) has put in since the spot began.
    pub fn committed(&self) -> [f64; 2] {
        self.node.commit()
    }

    /// The combos of `player` (indices of every per-combo answer).
    pub fn combos(&self, player: Player) -> &'a [Combo] {
        &self.game.hands.combos[player.index()]
    }

    /// How likely each combo of `player` is to be here: its range weight times the chance
    /// its own strategy leads here (0 for combos a dealt card blocks).
    pub fn reach(&self, player: Player) -> &[f32] {
        &self.reach[player.index()]
    }

    /// The reach as a range (for an equity tool).
    pub fn range(&self, player: Player) -> Range {
        let mut range = Range::empty();
        for (combo, &r) in self.combos(player).iter().zip(self.reach(player)) {
            range.set(*combo, r);
        }
        range
    }

    /// The acting player's average strategy, `[action][combo]` (each combo's column sums to 1).
    pub fn strategy(&self) -> Option<Vec<f32>> {
        match self.node.kind() {
            NodeKind::Decision(d) => {
                let p = d.player.index();
                let strategy = average_strategy(&self.game.sums, &d, self.game.hands.len(p));
                Some(self.to_real(p, &strategy, d.actions.len()))
            }
            _ => None,
        }
    }

    /// Each action's share of the acting player's reach here (sums to 1).
    pub fn action_frequencies(&self) -> Option<Vec<f64>> {
        self.frequencies_where(|_| true)
    }

    /// Each action's share of the reach of the acting player's combos that `keep` selects;
    /// `None` away from decision nodes or if those combos do not reach here.
    pub fn frequencies_where(&self, keep: impl Fn(Combo) -> bool) -> Option<Vec<f64>> {
        let player = self.player()?;
        let strategy = self.strategy()?;
        let n = self.game.hands.len(player.index());
        let reach = self.reach(player);
        let combos = self.combos(player);
        let actions = self.actions().len();
        let mut freq = vec![0.0f64; actions];
        let mut total = 0.0f64;
        for h in (0..n).filter(|&h| keep(combos[h])) {
            let r = f64::from(reach[h]);
            total += r;
            for (a, slot) in freq.iter_mut().enumerate() {
                *slot += r * f64::from(strategy[a * n + h]);
            }
        }
        if total <= 0.0 {
            return None;
        }
        freq.iter_mut().for_each(|f| *f /= total);
        Some(freq)
    }

    /// The opponent reach each combo of `player` can meet here (its card removal applied).
    fn compatible(&self, player: Player) -> Vec<f64> {
        let p = player.index();
        let mut compat = vec![0.0f64; self.game.hands.len(p)];
        compatible_reach(
            &self.game.hands,
            p,
            &self.reach[1 - p],
            self.board,
            &mut compat,
        );
        compat
    }

    /// Each combo's expected value here in chips, counted as [`Game`] counts values (its share
    /// of the final pot less all it put in since the spot began), both players playing their
    /// average strategies; `None` where no opponent combo can be met.
    pub fn ev(&self, player: Player) -> Vec<Option<f64>> {
        let (ctx, _) = self.game.ctx();
        let p = player.index();
        let mut out = vec![0.0f32; self.game.hands.len(p)];
        evaluate(
            self.node,
            &ctx,
            &self.game.sums,
            p,
            &self.to_node(1 - p, &self.reach[1 - p]),
            Play::Average,
            &mut out,
        );
        per_pair(&self.to_real(p, &out, 1), &self.compatible(player))
    }

    /// Each combo's equity (its share of the pot if the hand went to showdown now, averaged
    /// over the cards to come) against the opponent's reach here; `None` where no opponent
    /// combo can be met.
    pub fn equity(&self, player: Player) -> Vec<Option<f64>> {
        let p = player.index();
        let hands = &self.game.hands;
        let board = self.board;
        let mut sum = vec![0.0f64; hands.len(p)];
        let mut values = vec![0.0f32; hands.len(p)];
        let pays = Pays {
            win: 1.0,
            lose: 0.0,
            tie: 0.5,
        };
        let missing = 5usize.saturating_sub(board.len());
        for extra in combinations(CardSet::FULL - board, missing) {
            let full = board | extra;
            let ranking = Ranking::new(hands, full);
            let opp: Vec<f32> = self.reach[1 - p]
                .iter()
                .zip(&hands.bits[1 - p])
                .map(|(&r, &b)| if b & extra.0 != 0 { 0.0 } else { r })
                .collect();
            showdown_values(hands, &ranking, p, &opp, pays, &mut values);
            for (s, &v) in sum.iter_mut().zip(&values) {
                *s += f64::from(v);
            }
        }
        // Each pair of hands meets the same number of runouts: all but 4 of the unseen cards.
        let unseen = 52 - board.len() as u64;
        let per_pair_runouts = binomial(unseen - 4, missing as u64) as f64;
        let compat: Vec<f64> = self
            .compatible(player)
            .iter()
            .map(|c| c * per_pair_runouts)
            .collect();
        let sum: Vec<f32> = sum.iter().map(|&s| s as f32).collect();
        // f32 sums can stray past the ends by a rounding error.
        per_pair(&sum, &compat)
            .into_iter()
            .map(|e| e.map(|e| e.clamp(0.0, 1.0)))
            .collect()
    }

    /// The child reached by `step`, if there is one.
    pub fn child(&self, step: Step) -> Option<NodeView<'a>> {
        let hands = &self.game.hands;
        match (self.node.kind(), step) {
            (NodeKind::Decision(d), Step::Action(a)) if a < d.actions.len() => {
                let p = d.player.index();
                let n = hands.len(p);
                let strategy = self.strategy()?;
                let mut reach = self.reach.clone();
                for (h, r) in reach[p].iter_mut().enumerate() {
                    *r *= strategy[a * n + h];
                }
                Some(NodeView {
                    game: self.game,
                    node: self.node.child(a),
                    reach,
                    line: joined(&self.line, &d.actions[a].token()),
                    board: self.board,
                    symmetry: self.symmetry,
                })
            }
            (NodeKind::Chance { cards, mirrors, .. }, Step::Card(card)) => {
                let symmetries = &self.game.symmetries;
                let in_node = symmetries.card_back(self.symmetry, card);
                let (index, symmetry) = match cards.iter().position(|&c| c == in_node) {
                    Some(index) => (index, self.symmetry),
                    None => {
                        let mirror = mirrors.iter().find(|m| m.card == in_node)?;
                        let symmetry = symmetries.compose(self.symmetry, mirror.symmetry as usize);
                        (mirror.child as usize, symmetry)
                    }
                };
                let mut reach = self.reach.clone();
                for (p, list) in reach.iter_mut().enumerate() {
                    for (r, &bits) in list.iter_mut().zip(&hands.bits[p]) {
                        if bits & card.bit() != 0 {
                            *r = 0.0;
                        }
                    }
                }
                Some(NodeView {
                    game: self.game,
                    node: self.node.child(index),
                    reach,
                    line: joined(&self.line, &card.to_string()),
                    board: self.board.with(card),
                    symmetry,
                })
            }
            _ => None,
        }
    }

    /// The children of a chance node, by dealt card.
    pub fn dealt(&self) -> Vec<(Card, NodeView<'a>)> {
        self.cards()
            .into_iter()
            .filter_map(|c| Some((c, self.child(Step::Card(c))?)))
            .collect()
    }
}

fn joined(line: &str, token: &str) -> String {
    if line.is_empty() {
        token.to_owned()
    } else {
        format!("{line} {token}")
    }
}

fn per_pair(values: &[f32], compat: &[f64]) -> Vec<Option<f64>> {
    values
        .iter()
        .zip(compat)
        .map(|(&v, &c)| (c > 1e-9).then(|| f64::from(v) / c))
        .collect()
}

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}
