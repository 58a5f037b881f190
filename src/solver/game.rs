//! A spot made solvable: its tree with the solver's sums in f32, the combos and the showdown
//! tables, the memory it takes, and the whole-game figures — each player's expected value,
//! best-response value and the exploitability.

use super::build::{BuildBudget, build};
use super::cfr::{Ctx, Discounts, Play, Schedule, evaluate_plays, train};
use super::combo_tables::{Hands, Ranked, Ranking};
use super::runouts::Runouts;
use super::scratch;
use super::spot::{Player, Spot, SpotError};
use super::sums::Sums;
use super::symmetry::Symmetries;
use super::terminal::compatible_reach;
use super::tree::{DecisionData, NodeRef, Tree, TreeBytes};

/// The default memory limit for a tree: 4 GiB.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

/// How [`Game::with_options`] builds a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOptions {
    /// Refuse a tree that needs more bytes than this ([`SpotError::TooBig`]).
    pub max_memory: u64,
    /// Build one subtree per orbit of dealt cards under the suit permutations that leave the
    /// spot unchanged (on by default; off gives every card its own subtree, the same answers
    /// for more memory and time).
    pub isomorphism: bool,
    /// Keep the regrets in 16 bits and the strategy sums in 8, with one scale each per node
    /// (`compact.rs`): 3 bytes a sum instead of 8, for a small loss of precision (off by
    /// default).
    pub compress: bool,
}

impl Default for GameOptions {
    /// [`DEFAULT_MAX_MEMORY`], isomorphism on, no compression.
    fn default() -> Self {
        GameOptions {
            max_memory: DEFAULT_MAX_MEMORY,
            isomorphism: true,
            compress: false,
        }
    }
}

/// A spot's game tree, ready to be solved and read.
///
/// Values are in chips and are each player's share of the final pot less what it put in
/// after the spot began, so the two players' values add up to the starting pot.
///
/// ```
/// use pokerlab::solver::{BetSizes, Game, Spot};
/// let spot = Spot {
///     oop: "AA,KK,QQ,JJ".parse().unwrap(),
///     ip: "AK,AQ,KQ,JJ".parse().unwrap(),
///     board: "2c 7d 9h Ts 3s".parse().unwrap(),
///     pot: 100.0,
///     stack: 200.0,
///     bets: "75,a".parse()?,
///     raises: "a".parse()?,
///     raise_cap: 1,
///     all_in_threshold: 0.1,
/// };
/// let mut game = Game::new(spot, pokerlab::solver::DEFAULT_MAX_MEMORY)?;
/// for _ in 0..200 {
///     game.iterate();
/// }
/// let figures = game.figures();
/// assert!(figures.exploitability_percent < 1.0);
/// assert!((figures.ev[0] + figures.ev[1] - 100.0).abs() < 0.01);
/// # Ok::<(), pokerlab::solver::SpotError>(())
/// ```
pub struct Game {
    pub(crate) spot: Spot,
    pub(crate) hands: Hands,
    pub(crate) rankings: Vec<Ranking>,
    pub(crate) symmetries: Symmetries,
    pub(crate) runouts: Runouts,
    pub(crate) tree: Tree,
    pub(crate) sums: Sums,
    pub(crate) iterations: u32,
    isomorphism: bool,
    compress: bool,
    nodes: usize,
    memory: u64,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("iterations", &self.iterations)
            .field("memory", &self.memory)
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

/// Whole-game figures of the average strategies.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Figures {
    /// Each player's expected value in chips (OOP, IP), averaged over the pairs of combos the
    /// ranges can hold together (weighted by the ranges' weights).
    pub ev: [f64; 2],
    /// Each player's best-response value against the other's average strategy, in chips.
    pub best_response: [f64; 2],
    /// The mean of the two players' best-response gains, in % of the starting pot:
    /// `(br_oop + br_ip − pot) / 2 / pot × 100` (0 at an equilibrium).
    pub exploitability_percent: f64,
}

/// Where a game's bytes go: each part's buffers, by their capacities (what the game holds
/// once built; the per-thread scratch of a pass is apart, [`MemoryUse::scratch_per_thread`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryUse {
    /// The tree's nodes (16 bytes each).
    pub nodes: u64,
    /// The decisions' data and their distinct action lists.
    pub decisions: u64,
    /// The chance nodes' data: cards, mirrored cards, subtree bounds.
    pub chances: u64,
    /// The distinct boards and chip commitments of the nodes.
    pub tables: u64,
    /// The regrets and strategy sums (and their scales when compressed).
    pub sums: u64,
    /// The showdown rankings, one per final board, and the all-in runouts' tables (one per
    /// board an all-in is called on before the river: two bytes a pair of combos).
    pub rankings: u64,
    /// The combos and their tables, and the suit permutations' combo maps.
    pub hands: u64,
    /// The largest scratch one thread of a pass takes (reach, values, strategies; not counted
    /// in [`MemoryUse::total`]).
    pub scratch_per_thread: u64,
}

impl MemoryUse {
    /// Everything the game holds.
    pub fn total(&self) -> u64 {
        self.nodes
            + self.decisions
            + self.chances
            + self.tables
            + self.sums
            + self.rankings
            + self.hands
    }
}

fn cap<T>(v: &Vec<T>) -> u64 {
    (v.capacity() * std::mem::size_of::<T>()) as u64
}

/// The bytes of the rankings, counted from their buffers (`list_bytes`: the list's own).
fn ranking_bytes(rankings: &[Ranking], list_bytes: u64) -> u64 {
    list_bytes
        + rankings
            .iter()
            .map(|r| cap(&r.order[0]) + cap(&r.order[1]))
            .sum::<u64>()
}

/// The bytes of the combos' tables and the suit permutations' maps.
fn hand_bytes(hands: &Hands, symmetries: &Symmetries) -> u64 {
    let per_player = |p: usize| {
        cap(&hands.combos[p])
            + cap(&hands.weights[p])
            + cap(&hands.cards[p])
            + cap(&hands.bits[p])
            + cap(&hands.same[p])
    };
    per_player(0) + per_player(1) + symmetries.bytes()
}

/// The largest scratch a pass takes on one thread: along the deepest line, each decision's
/// strategy, values and reach (and its decoded sums when compressed), each chance node's
/// children's values and reach.
fn scratch_bytes(node: NodeRef, hands: &Hands, compress: bool) -> u64 {
    let n = hands.len(0).max(hands.len(1)) as u64;
    let own = match node.kind() {
        super::tree::NodeKind::Decision(d) => {
            let len = d.actions.len() as u64 * n;
            (2 * len + n + if compress { 2 * len } else { 0 }) * 4
        }
        super::tree::NodeKind::Chance { cards, .. } => (cards.len() as u64 * n + 2 * n) * 4,
        _ => n * 8,
    };
    own + node
        .children()
        .map(|c| scratch_bytes(c, hands, compress))
        .max()
        .unwrap_or(0)
}

impl Game {
    /// Builds the tree of `spot` and allocates the solver's sums, unless the spot is wrong or
    /// the tree would need more than `max_memory` bytes ([`SpotError::TooBig`], with the
    /// figure). Suit isomorphism is on. Runs on the calling thread alone (no thread pool is
    /// started).
    pub fn new(spot: Spot, max_memory: u64) -> Result<Game, SpotError> {
        Game::with_options(
            spot,
            GameOptions {
                max_memory,
                isomorphism: true,
                compress: false,
            },
        )
    }

    /// [`Game::new`] with every option said.
    pub fn with_options(spot: Spot, options: GameOptions) -> Result<Game, SpotError> {
        let max_memory = options.max_memory;
        spot.check()?;
        let hands = Hands::new(&spot);
        let symmetries = Symmetries::new(&hands, spot.board, options.isomorphism);
        let sum_bytes = if options.compress { 4 } else { 8 };
        let decision_bytes =
            std::mem::size_of::<DecisionData>() as u64 + if options.compress { 8 } else { 0 };
        let budget = BuildBudget {
            max_bytes: max_memory,
            hands: [hands.len(0) as u64, hands.len(1) as u64],
            sum_bytes,
            decision_bytes,
        };
        let built = build(&spot, &symmetries, budget);
        if built.too_deep {
            return Err(SpotError::TooDeep {
                depth: super::build::MAX_TREE_DEPTH,
            });
        }
        // Each final board ranks the combos it leaves of both players.
        let live: u64 = built
            .boards
            .iter()
            .map(|&board| {
                (0..2)
                    .map(|p| {
                        hands.combos[p]
                            .iter()
                            .filter(|c| !c.collides(board))
                            .count()
                    })
                    .sum::<usize>() as u64
            })
            .sum();
        let ranking_need = live * std::mem::size_of::<Ranked>() as u64
            + built.boards.len() as u64 * std::mem::size_of::<Ranking>() as u64;
        let tree_bytes = built.tree.bytes();
        let need = tree_bytes.nodes
            + tree_bytes.decisions
            + tree_bytes.chances
            + tree_bytes.tables
            + Sums::bytes_for(
                built.tree.sum_len(),
                built.tree.decision_count() as u64,
                options.compress,
            )
            + ranking_need
            + hand_bytes(&hands, &symmetries)
            + Runouts::bytes_for(&hands, &built.tree);
        let memory = if built.over_budget { built.bytes } else { need };
        if built.over_budget || memory > max_memory {
            return Err(SpotError::TooBig {
                needed_mib: memory as f64 / f64::from(1u32 << 20),
                limit_mib: max_memory as f64 / f64::from(1u32 << 20),
                at_least: built.over_budget,
            });
        }
        let tree = built.tree;
        let sums = Sums::new(tree.sum_len(), tree.decision_count(), options.compress);
        let rankings = built
            .boards
            .iter()
            .map(|&board| Ranking::new(&hands, board))
            .collect();
        let runouts = Runouts::new(&hands, &tree);
        Ok(Game {
            spot,
            hands,
            rankings,
            symmetries,
            runouts,
            tree,
            sums,
            iterations: 0,
            isomorphism: options.isomorphism,
            compress: options.compress,
            nodes: built.nodes,
            memory,
        })
    }

    /// Where the game's bytes go, counted from its buffers' capacities (their total is
    /// [`Game::memory_bytes`], the figure computed before the sums were allocated).
    pub fn memory_use(&self) -> MemoryUse {
        let TreeBytes {
            nodes,
            decisions,
            chances,
            tables,
        } = self.tree.bytes();
        MemoryUse {
            nodes,
            decisions,
            chances,
            tables,
            sums: self.sums.bytes(),
            rankings: ranking_bytes(&self.rankings, cap(&self.rankings)) + self.runouts.bytes(),
            hands: hand_bytes(&self.hands, &self.symmetries),
            scratch_per_thread: scratch_bytes(self.tree.root(), &self.hands, self.compress),
        }
    }

    /// The estimated memory of the tree, its sums and tables, in bytes.
    pub fn memory_bytes(&self) -> u64 {
        self.memory
    }

    /// How many nodes the tree has (decisions, chance nodes and terminals).
    pub fn node_count(&self) -> usize {
        self.nodes
    }

    /// Whether the game was built with suit isomorphism ([`GameOptions::isomorphism`]).
    pub fn isomorphism(&self) -> bool {
        self.isomorphism
    }

    /// Whether the sums are kept in 16 and 8 bits ([`GameOptions::compress`]).
    pub fn compressed(&self) -> bool {
        self.compress
    }

    /// How many suit permutations leave the spot unchanged (1 when isomorphism is off or
    /// the spot has no symmetry, 2 on a two-tone board, 6 on a monotone flop).
    pub fn symmetry_count(&self) -> usize {
        self.symmetries.len()
    }

    /// The spot.
    pub fn spot(&self) -> &Spot {
        &self.spot
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// How many combos `player` has on the board.
    pub fn combo_count(&self, player: Player) -> usize {
        self.hands.len(player.index())
    }

    pub(crate) fn ctx(&self) -> (Ctx<'_>, NodeRef<'_>) {
        (
            Ctx {
                hands: &self.hands,
                rankings: &self.rankings,
                symmetries: &self.symmetries,
                pot: self.spot.pot,
                runouts: &self.runouts,
            },
            self.tree.root(),
        )
    }

    /// Runs one iteration of Discounted CFR (OOP's update, then IP's), on the current rayon
    /// pool (chance nodes, and decisions above the river, in parallel). After the first iteration on a thread pool it
    /// allocates nothing: its buffers are the threads' scratch (`scratch.rs`).
    pub fn iterate(&mut self) {
        self.iterate_with(Schedule::DEFAULT);
    }

    /// [`Game::iterate`] under `schedule`.
    pub(crate) fn iterate_with(&mut self, schedule: Schedule) {
        self.iterations += 1;
        let d = Discounts::of(schedule, self.iterations);
        let ctx = Ctx {
            hands: &self.hands,
            rankings: &self.rankings,
            symmetries: &self.symmetries,
            pot: self.spot.pot,
            runouts: &self.runouts,
        };
        let root = self.tree.root();
        for trav in 0..2 {
            let sums = self.sums.as_mut();
            scratch::with_f32(self.hands.len(trav), |out| {
                train(
                    root,
                    &ctx,
                    trav,
                    &self.hands.weights[trav],
                    &self.hands.weights[1 - trav],
                    d,
                    sums,
                    out,
                );
            });
        }
    }

    /// The weight of all pairs of combos the two ranges can hold together.
    pub(crate) fn pair_weight(&self) -> f64 {
        let mut compat = vec![0.0f64; self.hands.len(0)];
        compatible_reach(
            &self.hands,
            0,
            &self.hands.weights[1],
            self.spot.board,
            &mut compat,
        );
        compat
            .iter()
            .zip(&self.hands.weights[0])
            .map(|(c, &w)| c * f64::from(w))
            .sum()
    }

    /// The values of the root to `player` playing as each of `plays` says (one walk), in
    /// chips per pair of combos.
    fn root_values<const K: usize>(&self, player: usize, plays: [Play; K]) -> [f64; K] {
        let (ctx, root) = self.ctx();
        let n = self.hands.len(player);
        let mut out = vec![0.0f32; K * n];
        evaluate_plays(
            root,
            &ctx,
            &self.sums,
            player,
            &self.hands.weights[1 - player],
            &plays,
            &mut out,
        );
        let pairs = self.pair_weight().max(f64::MIN_POSITIVE);
        let mut rows = out.chunks_exact(n);
        [0; K].map(|_| {
            let total: f64 = rows
                .next()
                .unwrap_or_default()
                .iter()
                .zip(&self.hands.weights[player])
                .map(|(&v, &w)| f64::from(v) * f64::from(w))
                .sum();
            total / pairs
        })
    }

    /// Each player's EV and best response, and the exploitability, of the average strategies
    /// (one walk of the tree per player: about the cost of [`Game::exploitability_percent`]).
    pub fn figures(&self) -> Figures {
        let both = [0, 1].map(|p| self.root_values(p, [Play::Average, Play::Best]));
        let ev = both.map(|[ev, _]| ev);
        let best_response = both.map(|[_, br]| br);
        let pot = self.spot.pot;
        Figures {
            ev,
            best_response,
            exploitability_percent: (best_response[0] + best_response[1] - pot) / 2.0 / pot * 100.0,
        }
    }

    /// Only the exploitability, in % of the starting pot (a best-response walk per player).
    pub fn exploitability_percent(&self) -> f64 {
        let pot = self.spot.pot;
        let br = [0, 1].map(|p| self.root_values(p, [Play::Best])[0]);
        (br[0] + br[1] - pot) / 2.0 / pot * 100.0
    }
}
