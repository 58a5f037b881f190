//! One hand of practice against a solved game: the player's decisions graded as they are
//! made, the opponent playing the solver's strategy for its dealt combo, turn and river cards
//! from the deck, until a fold or the showdown.
//!
//! A [`PracticeHand`] holds no reference to its [`Game`]: every method that walks the tree
//! takes it, so an app can keep the game in an `Arc` and the hand in its state. Pass the game
//! the hand was dealt on.

use rand::{Rng, RngExt};
use thiserror::Error;

use super::deal::{DealError, deal_combos, pick};
use super::drill::SpotKey;
use super::grade::{ActionEv, Grade, GradeError, Thresholds, action_evs};
use super::node_kind::{ComboClass, NodeKind};
use super::session::{DecisionRecord, End, HandRecord, Outcome};
use crate::cards::{Card, CardSet};
use crate::eval::evaluate;
use crate::range::Combo;
use crate::solver::{Action, Game, Line, LineError, NodeInfo, NodeView, Player, Step};

/// Whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The player decides ([`PracticeHand::act`]).
    Player,
    /// The opponent decides ([`PracticeHand::opponent_act`]).
    Opponent,
    /// A card is dealt ([`PracticeHand::deal_card`]).
    Chance,
    /// The hand is over ([`PracticeHand::outcome`]).
    Over,
}

/// Something that happened while [`PracticeHand::advance`] played the hand on.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The opponent acted.
    Acted(Action),
    /// A card was dealt.
    Dealt(Card),
    /// The hand ended.
    Over(Outcome),
}

/// Why a move cannot be made.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum PlayError {
    /// The hand's line does not lead anywhere in this game (another game was passed).
    #[error("{0}")]
    Line(#[from] LineError),
    /// It is not this kind of move's turn.
    #[error("it is not the {0} turn")]
    NotTurn(&'static str),
    /// The decision cannot be graded.
    #[error("{0}")]
    Grade(#[from] GradeError),
    /// No action has this index.
    #[error("there is no action {0} here")]
    NoSuchAction(usize),
    /// The opponent's combo is not in the solver's range here.
    #[error("the opponent's combo has no strategy here")]
    NoStrategy,
    /// No card is left to deal.
    #[error("no card can be dealt")]
    NoCard,
}

/// One hand in play: the player's decisions graded as they are made, the opponent playing
/// the solver's strategy for its dealt combo, turn and river cards from the deck, until a fold
/// or the showdown.
///
/// It holds no reference to its [`Game`]: every method that walks the tree takes it, so an app
/// can keep the game in an `Arc` and the hand in its state. Pass the game the hand was dealt
/// on.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeHand {
    player: Player,
    combos: [Combo; 2],
    board: CardSet,
    initiative: Option<Player>,
    line: Line,
    tokens: Vec<String>,
    decisions: Vec<DecisionRecord>,
    outcome: Option<Outcome>,
    key: SpotKey,
}

impl PracticeHand {
    /// Deals a hand on `game`'s board: both combos by [`deal_combos`], the player in seat
    /// `player`; `initiative` is the lead on the first street (see [`NodeKind`]).
    pub fn deal(
        game: &Game,
        player: Player,
        initiative: Option<Player>,
        rng: &mut impl Rng,
    ) -> Result<PracticeHand, DealError> {
        let spot = game.spot();
        let combos = deal_combos(&spot.oop, &spot.ip, spot.board, rng)?;
        PracticeHand::with_combos(game, player, combos, initiative)
    }

    /// A hand with the given `[oop, ip]` combos (each in its range, live on the board, not
    /// sharing a card).
    pub fn with_combos(
        game: &Game,
        player: Player,
        combos: [Combo; 2],
        initiative: Option<Player>,
    ) -> Result<PracticeHand, DealError> {
        let spot = game.spot();
        for p in Player::BOTH {
            let combo = combos[p.index()];
            if spot.range(p).weight(combo) <= 0.0 || combo.collides(spot.board) {
                return Err(DealError::NotInRange {
                    combo: combo.to_string(),
                    player: p.name(),
                    board: spot.board.to_string(),
                });
            }
        }
        if combos[0].collides(combos[1].cards()) {
            return Err(DealError::Collide(
                combos[0].to_string(),
                combos[1].to_string(),
            ));
        }
        let mut hand = PracticeHand {
            player,
            combos,
            board: spot.board,
            initiative,
            line: Line::default(),
            tokens: Vec::new(),
            decisions: Vec::new(),
            outcome: None,
            key: SpotKey::of(spot),
        };
        // A spot whose tree is one terminal cannot be built, but settle in any case.
        hand.settle(game);
        Ok(hand)
    }

    /// The player's seat this hand.
    pub fn player(&self) -> Player {
        self.player
    }

    /// The combo dealt to `who`.
    pub fn combo(&self, who: Player) -> Combo {
        self.combos[who.index()]
    }

    /// The board the hand started on.
    pub fn start_board(&self) -> CardSet {
        self.board
    }

    /// The actions and cards so far.
    pub fn line(&self) -> &Line {
        &self.line
    }

    /// The decisions made so far, graded.
    pub fn decisions(&self) -> &[DecisionRecord] {
        &self.decisions
    }

    /// The result, once the hand is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The node the hand is at.
    pub fn view<'g>(&self, game: &'g Game) -> Result<NodeView<'g>, PlayError> {
        Ok(game.node(&self.line)?)
    }

    /// Whose move it is.
    pub fn turn(&self, game: &Game) -> Turn {
        match self.view(game).map(|v| v.info()) {
            Ok(NodeInfo::Decision { player, .. }) if player == self.player => Turn::Player,
            Ok(NodeInfo::Decision { .. }) => Turn::Opponent,
            Ok(NodeInfo::Chance { .. }) => Turn::Chance,
            _ => Turn::Over,
        }
    }

    /// The actions at the node (empty away from a decision).
    pub fn actions<'g>(&self, game: &'g Game) -> &'g [Action] {
        self.view(game).map(|v| v.actions()).unwrap_or(&[])
    }

    /// The board now (with the cards dealt since the start).
    pub fn board(&self, game: &Game) -> CardSet {
        self.view(game).map(|v| v.board()).unwrap_or(self.board)
    }

    /// The kind of the decision at the node, for the player to act.
    pub fn node_kind(&self, game: &Game) -> Option<NodeKind> {
        NodeKind::at(game, &self.line, self.initiative)
    }

    /// What the player's combo holds on the board now.
    pub fn combo_class(&self, game: &Game) -> Option<ComboClass> {
        ComboClass::of(self.combo(self.player), self.board(game))
    }

    /// Each action's EV and equilibrium frequency for the player's combo at the player's
    /// decision (what a grade will show; a hint before acting).
    pub fn evs(&self, game: &Game) -> Result<Vec<ActionEv>, PlayError> {
        if self.turn(game) != Turn::Player {
            return Err(PlayError::NotTurn("player's"));
        }
        Ok(action_evs(&self.view(game)?, self.combo(self.player))?)
    }

    /// Takes the player's action `index`, grades it by `thresholds` and records it.
    pub fn act(
        &mut self,
        game: &Game,
        index: usize,
        thresholds: &Thresholds,
    ) -> Result<Grade, PlayError> {
        if self.turn(game) != Turn::Player {
            return Err(PlayError::NotTurn("player's"));
        }
        let view = self.view(game)?;
        if index >= view.actions().len() {
            return Err(PlayError::NoSuchAction(index));
        }
        let grade = Grade::at(&view, self.combo(self.player), index, thresholds)?;
        self.decisions.push(DecisionRecord {
            line: self.tokens.join(" "),
            street: view.street(),
            board: view.board(),
            pot: view.pot(),
            kind: self.node_kind(game),
            class: ComboClass::of(self.combo(self.player), view.board()),
            grade: grade.clone(),
        });
        self.step(game, Step::Action(index), view.actions()[index].token());
        Ok(grade)
    }

    /// The opponent acts: an action drawn from the solver's mix for its combo. Returns the
    /// action's index.
    pub fn opponent_act(&mut self, game: &Game, rng: &mut impl Rng) -> Result<usize, PlayError> {
        if self.turn(game) != Turn::Opponent {
            return Err(PlayError::NotTurn("opponent's"));
        }
        let view = self.view(game)?;
        let mix = opponent_mix(&view, self.combo(self.player.other()))?;
        let index = pick(&mix, rng).ok_or(PlayError::NoStrategy)?;
        self.step(game, Step::Action(index), view.actions()[index].token());
        Ok(index)
    }

    /// Deals the next board card, uniformly among those in neither hand.
    pub fn deal_card(&mut self, game: &Game, rng: &mut impl Rng) -> Result<Card, PlayError> {
        let view = self.view(game)?;
        let NodeInfo::Chance { cards } = view.info() else {
            return Err(PlayError::NotTurn("dealer's"));
        };
        let held = self.combos[0].cards() | self.combos[1].cards();
        let live: Vec<Card> = cards.into_iter().filter(|c| !held.contains(*c)).collect();
        if live.is_empty() {
            return Err(PlayError::NoCard);
        }
        let card = live[rng.random_range(0..live.len())];
        self.step(game, Step::Card(card), card.to_string());
        Ok(card)
    }

    /// Plays the opponent's moves and deals cards until the player is to act or the hand is
    /// over; returns what happened, in order.
    pub fn advance(&mut self, game: &Game, rng: &mut impl Rng) -> Result<Vec<Event>, PlayError> {
        let mut events = Vec::new();
        loop {
            match self.turn(game) {
                Turn::Player => return Ok(events),
                Turn::Over => {
                    if let Some(outcome) = self.outcome {
                        events.push(Event::Over(outcome));
                    }
                    return Ok(events);
                }
                Turn::Opponent => {
                    let actions = self.actions(game);
                    let index = self.opponent_act(game, rng)?;
                    events.push(Event::Acted(actions[index]));
                }
                Turn::Chance => events.push(Event::Dealt(self.deal_card(game, rng)?)),
            }
        }
    }

    /// The hand as a record for a [`Session`](super::Session).
    pub fn record(&self, game: &Game) -> HandRecord {
        HandRecord {
            spot: self.key,
            player: self.player,
            player_cards: self.combo(self.player).cards(),
            opponent_cards: self.combo(self.player.other()).cards(),
            board: self.board,
            final_board: self.board(game),
            pot: game.spot().pot,
            line: self.tokens.join(" "),
            decisions: self.decisions.clone(),
            outcome: self.outcome,
        }
    }

    fn step(&mut self, game: &Game, step: Step, token: String) {
        self.line.0.push(step);
        self.tokens.push(token);
        self.settle(game);
    }

    /// Sets the outcome if the hand is at a fold or a showdown.
    fn settle(&mut self, game: &Game) {
        let Ok(view) = self.view(game) else {
            return;
        };
        let p = self.player.index();
        let pot = view.pot();
        let committed = view.committed();
        let (end, share) = match view.info() {
            NodeInfo::Fold { folder } => {
                let share = if folder == self.player { 0.0 } else { 1.0 };
                (End::Fold { folder }, share)
            }
            NodeInfo::Showdown => {
                let board = view.board();
                let mine = evaluate(board | self.combos[p].cards());
                let theirs = evaluate(board | self.combos[1 - p].cards());
                let share = match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                };
                (End::Showdown, share)
            }
            _ => return,
        };
        self.outcome = Some(Outcome {
            end,
            pot,
            won: share * pot - committed[p],
        });
    }
}

/// The acting player's mix for `combo` at `view`, one weight per action.
pub(super) fn opponent_mix(view: &NodeView<'_>, combo: Combo) -> Result<Vec<f64>, PlayError> {
    let player = view.player().ok_or(PlayError::NotTurn("opponent's"))?;
    let strategy = view.strategy().ok_or(PlayError::NoStrategy)?;
    let combos = view.combos(player);
    let h = combos
        .iter()
        .position(|&c| c == combo)
        .ok_or(PlayError::NoStrategy)?;
    let n = combos.len();
    Ok((0..view.actions().len())
        .map(|a| f64::from(strategy[a * n + h]))
        .collect())
}
