//! What the Solve tab shows of one node of a solved game, computed once when the node is
//! chosen ([`NodeSummary::of`]): the line that led there, who acts with which actions, the
//! acting player's strategy by hand class (reach-weighted over its combos) and combo by combo,
//! the overall action frequencies, the cards a chance node can deal, and both players'
//! reach-weighted ranges. Each combo's EV, equity and equity realisation take a walk of the
//! subtree and, on a flop, every runout: they are [`NodeValues`], computed in a job and
//! filled in when they come ([`NodeSummary::fill`]).
//!
//! Equity realisation is `EV / (equity × pot)`, where EV is the chips a combo expects to take
//! from this node on (its share of the pot at the end, less the chips it puts in from here)
//! and the pot is the pot at the node: 1 means the combo wins its equity's share of the pot,
//! more means it wins more than that by its betting, less that it loses some.

use pokerlab::cards::Card;
use pokerlab::range::{Combo, HandClass};
use pokerlab::solver::{Action, Game, Line, NodeInfo, Player, Step};

use std::sync::Arc;

use pokerlab::jobs::{Pool, Waker};

use super::Solve;
use super::study::{NextCards, PlayerFigures, Sort, SortKey, by_value};

/// One combo of the acting player at a decision node.
#[derive(Clone, Debug, PartialEq)]
pub struct ComboRow {
    /// The combo.
    pub combo: Combo,
    /// Its index among the acting player's combos (as the solver numbers them).
    pub index: usize,
    /// Its weight of reaching the node (range weight × own strategy so far).
    pub reach: f64,
    /// Its probability of each action (sums to 1).
    pub strategy: Vec<f64>,
    /// Chips it expects to take from the node on (see the module's definition); `None` until
    /// the node's [`NodeValues`] are in, or where no opponent combo can be met.
    pub ev: Option<f64>,
    /// Its equity against the opponent's range here (a fraction).
    pub equity: Option<f64>,
    /// `ev / (equity × pot)`.
    pub realisation: Option<f64>,
}

/// One of the 169 hand classes at a decision node.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassCell {
    /// The summed reach of its combos here.
    pub reach: f64,
    /// The reach-weighted mix of actions (empty where the class does not reach).
    pub mix: Vec<f64>,
    /// Its combos that reach the node.
    pub combos: Vec<ComboRow>,
}

/// What kind of node it is, for the tab.
#[derive(Clone, Debug, PartialEq)]
pub enum NodeKind {
    /// A player acts.
    Decision {
        /// Who.
        player: Player,
        /// The actions, in order.
        actions: Vec<Action>,
    },
    /// A card is dealt: the cards that can come.
    Chance(Vec<Card>),
    /// The hand ended: a fold or a showdown, in words.
    Over(String),
}

/// One node of a solve, ready to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeSummary {
    /// The tokens of the line from the root (`b75`, `c`, `Kh`).
    pub line: Vec<String>,
    /// What the node is.
    pub kind: NodeKind,
    /// The pot here, in chips.
    pub pot: f64,
    /// The board here, as text.
    pub board: String,
    /// The overall frequency of each action (decision nodes).
    pub frequencies: Vec<f64>,
    /// The 169 classes, by [`HandClass::index`] (decision nodes).
    pub classes: Vec<ClassCell>,
    /// Both players' reach-weighted ranges in range text (OOP, IP).
    pub ranges: [String; 2],
    /// The acting player's chips put in since the spot began (decision nodes).
    pub committed: f64,
    /// Whether the combos' EVs and equities are still being computed (decision nodes).
    pub values_pending: bool,
    /// Each player's (OOP, IP) summed reach per class, by [`HandClass::index`]: the
    /// reach-weighted ranges as grids.
    pub range_classes: [Vec<f64>; 2],
    /// Each player's (OOP, IP) EV, equity and realisation here, once computed.
    pub figures: Option<[PlayerFigures; 2]>,
}

/// The slow part of a decision node: the acting player's EV and equity, combo by combo, in
/// the solver's numbering (`None` where no opponent combo can be met).
#[derive(Clone, Debug, PartialEq)]
pub struct NodeValues {
    /// The line of the node they are for.
    pub line: Vec<Step>,
    /// Each combo's EV in chips, as [`pokerlab::solver::NodeView::ev`] counts it.
    pub ev: Vec<Option<f64>>,
    /// Each combo's equity, a fraction.
    pub equity: Vec<Option<f64>>,
    /// Each player's (OOP, IP) figures at the node.
    pub figures: [PlayerFigures; 2],
}

impl NodeValues {
    /// The values of the decision node of `game` at the end of `line`; `None` for another
    /// kind of node or a line that leads nowhere.
    pub fn of(game: &Game, line: &[Step]) -> Option<NodeValues> {
        let view = game.node(&Line(line.to_vec())).ok()?;
        let player = view.player()?;
        let of = |p: Player| {
            let (ev, equity) = (view.ev(p), view.equity(p));
            let figures = PlayerFigures::from_combos(&view, p, &ev, &equity);
            (ev, equity, figures)
        };
        let (ev, equity, mine) = of(player);
        let (_, _, theirs) = of(player.other());
        let mut figures = [mine, theirs];
        if player == Player::Ip {
            figures.swap(0, 1);
        }
        Some(NodeValues {
            line: line.to_vec(),
            ev,
            equity,
            figures,
        })
    }
}

/// A word for an action: `Check`, `Bet 75%`, `All-in`.
pub fn action_name(action: &Action) -> String {
    use pokerlab::solver::ActionKind as K;
    match (action.kind, action.percent) {
        (K::Fold, _) => "Fold".to_owned(),
        (K::Check, _) => "Check".to_owned(),
        (K::Call, _) => "Call".to_owned(),
        (K::Bet, Some(p)) => format!("Bet {p}%"),
        (K::Raise, Some(p)) => format!("Raise {p}%"),
        _ => "All-in".to_owned(),
    }
}

impl NodeSummary {
    /// The node of `game` at the end of `line`, or `None` if the line leads nowhere.
    pub fn of(game: &Game, line: &[Step]) -> Option<NodeSummary> {
        let view = game.node(&Line(line.to_vec())).ok()?;
        let ranges = [
            view.range(Player::Oop).to_string(),
            view.range(Player::Ip).to_string(),
        ];
        let pot = view.pot();
        let tokens: Vec<String> = view.line().split_whitespace().map(str::to_owned).collect();
        let (kind, frequencies, classes) = match view.info() {
            NodeInfo::Decision { player, actions } => {
                let strategy = view.strategy()?;
                let frequencies = view.action_frequencies().unwrap_or_default();
                let combos = view.combos(player);
                let reach = view.reach(player);
                let n = combos.len();
                let mut classes = vec![ClassCell::default(); HandClass::COUNT];
                for h in 0..n {
                    let r = f64::from(reach[h]);
                    if r <= 0.0 {
                        continue;
                    }
                    let mix: Vec<f64> = (0..actions.len())
                        .map(|a| f64::from(strategy[a * n + h]))
                        .collect();
                    let cell = &mut classes[combos[h].class().index()];
                    cell.reach += r;
                    if cell.mix.is_empty() {
                        cell.mix = vec![0.0; actions.len()];
                    }
                    for (m, s) in cell.mix.iter_mut().zip(&mix) {
                        *m += r * s;
                    }
                    cell.combos.push(ComboRow {
                        combo: combos[h],
                        index: h,
                        reach: r,
                        strategy: mix,
                        ev: None,
                        equity: None,
                        realisation: None,
                    });
                }
                for cell in &mut classes {
                    if cell.reach > 0.0 {
                        let total = cell.reach;
                        cell.mix.iter_mut().for_each(|m| *m /= total);
                    }
                }
                (NodeKind::Decision { player, actions }, frequencies, classes)
            }
            NodeInfo::Chance { cards } => (NodeKind::Chance(cards), Vec::new(), Vec::new()),
            NodeInfo::Fold { folder } => (
                NodeKind::Over(format!(
                    "{} folded: the hand is over.",
                    folder.name().to_uppercase()
                )),
                Vec::new(),
                Vec::new(),
            ),
            NodeInfo::Showdown => (
                NodeKind::Over("Showdown: the hand is over.".to_owned()),
                Vec::new(),
                Vec::new(),
            ),
        };
        let range_classes = [Player::Oop, Player::Ip].map(|p| {
            let mut cells = vec![0.0f64; HandClass::COUNT];
            for (combo, &r) in view.combos(p).iter().zip(view.reach(p)) {
                cells[combo.class().index()] += f64::from(r);
            }
            cells
        });
        let (committed, values_pending) = match view.player() {
            Some(player) => (view.committed()[player.index()], true),
            None => (0.0, false),
        };
        Some(NodeSummary {
            line: tokens,
            kind,
            pot,
            board: view.board().to_string(),
            frequencies,
            classes,
            ranges,
            committed,
            values_pending,
            range_classes,
            figures: None,
        })
    }

    /// Fills in each combo's EV (plus the chips it had put in before this node, so it counts
    /// from here on), equity and realisation from `values`, computed for this node.
    pub fn fill(&mut self, values: &NodeValues) {
        let (pot, committed) = (self.pot, self.committed);
        for row in self.classes.iter_mut().flat_map(|c| c.combos.iter_mut()) {
            let back = values
                .ev
                .get(row.index)
                .copied()
                .flatten()
                .map(|v| v + committed);
            let equity = values.equity.get(row.index).copied().flatten();
            row.ev = back;
            row.equity = equity;
            row.realisation = super::study::realisation(back, equity, pot);
        }
        self.figures = Some(values.figures);
        self.values_pending = false;
    }

    /// The acting player's combos that reach the node (those of `class` only, if given), in
    /// the order of `sort`.
    pub fn rows(&self, class: Option<HandClass>, sort: Sort) -> Vec<&ComboRow> {
        let mut rows: Vec<&ComboRow> = match class {
            Some(class) => self.class(class).map(|c| c.combos.iter().collect()),
            None => Some(self.classes.iter().flat_map(|c| &c.combos).collect()),
        }
        .unwrap_or_default();
        rows.sort_by(|a, b| {
            let order = match sort.key {
                SortKey::Name => a.combo.class().index().cmp(&b.combo.class().index()),
                SortKey::Reach => a.reach.total_cmp(&b.reach),
                SortKey::Action(i) => {
                    by_value(a.strategy.get(i).copied(), b.strategy.get(i).copied())
                }
                SortKey::Ev => by_value(a.ev, b.ev),
                SortKey::Equity => by_value(a.equity, b.equity),
                SortKey::Realisation => by_value(a.realisation, b.realisation),
            };
            sort.apply(order.then(a.index.cmp(&b.index)))
        });
        rows
    }

    /// The share of `class`'s combos in `player`'s reach-weighted range here (0 to 1).
    pub fn range_share(&self, player: Player, class: HandClass) -> f64 {
        let reach = self.range_classes[player.index()]
            .get(class.index())
            .copied()
            .unwrap_or(0.0);
        reach / class.combos().len() as f64
    }

    /// The class cell of `class`, if the node is a decision.
    pub fn class(&self, class: HandClass) -> Option<&ClassCell> {
        self.classes.get(class.index())
    }
}

impl Solve {
    /// Starts the next-card report of the chance node shown, and takes it in when it comes
    /// (if it is still for the node shown).
    pub(super) fn step_next_cards(&mut self, pool: &Pool, waker: &Waker) {
        let at_chance = self
            .node
            .as_ref()
            .is_some_and(|n| matches!(n.kind, NodeKind::Chance(_)));
        if !at_chance || self.next_cards.is_some() {
            return;
        }
        match &self.next_job {
            None => {
                let Some(game) = &self.game else { return };
                let game = Arc::clone(game);
                let line = self.line.clone();
                self.next_job = Some(pool.spawn_task(waker.clone(), move |ctl| {
                    let report = NextCards::of(&game, &line);
                    ctl.update(|r: &mut Option<NextCards>| *r = report);
                }));
            }
            Some(job) if job.is_done() => {
                let report = job.take_finished().flatten();
                self.next_job = None;
                self.next_cards = report.filter(|r| r.line == self.line);
            }
            Some(_) => {}
        }
    }
}
