//! The hand in play: the solved game it is dealt on, the library's [`PracticeHand`], the grade
//! of the player's last decision (shown at once, until the next), and what the opponent and
//! the deck did since, in words.

use std::sync::Arc;

use rand::Rng;

use pokerlab::format;
use pokerlab::practice::SpotKey;
use pokerlab::practice::{
    ComboClass, DealError, End, Event, Grade, HandRecord, NodeKind, PlayError, PracticeHand,
    Thresholds,
};
use pokerlab::solver::{Game, Player, Street};

/// The player's last decision, graded.
#[derive(Clone, Debug, PartialEq)]
pub struct LastGrade {
    /// The grade.
    pub grade: Grade,
    /// The kind of decision.
    pub kind: Option<NodeKind>,
    /// What the player's combo held.
    pub class: Option<ComboClass>,
    /// The street.
    pub street: Street,
}

/// A hand being played (or just over).
#[derive(Clone, Debug)]
pub struct InPlay {
    /// The key of its spot.
    pub key: SpotKey,
    /// The solved game it is played on.
    pub game: Arc<Game>,
    /// The hand.
    pub hand: PracticeHand,
    /// The last decision's grade.
    pub last: Option<LastGrade>,
    /// What happened in the hand, in order, in words.
    pub events: Vec<String>,
}

/// "OOP" or "IP".
pub fn seat_name(player: Player) -> &'static str {
    match player {
        Player::Oop => "OOP",
        Player::Ip => "IP",
    }
}

impl InPlay {
    /// Deals a hand on `game` with the player in seat `player`, and plays the opponent and
    /// the deck up to the player's first decision.
    pub fn deal(
        key: SpotKey,
        game: Arc<Game>,
        player: Player,
        initiative: Option<Player>,
        rng: &mut impl Rng,
    ) -> Result<InPlay, DealError> {
        let hand = PracticeHand::deal(&game, player, initiative, rng)?;
        let mut play = InPlay {
            key,
            game,
            hand,
            last: None,
            events: Vec::new(),
        };
        play.play_on(rng);
        Ok(play)
    }

    /// Takes the player's action `index`, grades it, and plays on to the player's next
    /// decision or the end; returns the hand's record once it is over.
    pub fn act(
        &mut self,
        index: usize,
        thresholds: &Thresholds,
        rng: &mut impl Rng,
    ) -> Result<Option<HandRecord>, PlayError> {
        let grade = self.hand.act(&self.game, index, thresholds)?;
        let record = self.hand.decisions().last();
        self.last = Some(LastGrade {
            kind: record.and_then(|d| d.kind),
            class: record.and_then(|d| d.class),
            street: record.map_or(Street::River, |d| d.street),
            grade,
        });
        let action = self
            .last
            .as_ref()
            .map(|l| l.grade.chosen_action().name.clone())
            .unwrap_or_default();
        self.events
            .push(format!("You ({}): {action}", seat_name(self.hand.player())));
        self.play_on(rng);
        Ok(self
            .hand
            .outcome()
            .is_some()
            .then(|| self.hand.record(&self.game)))
    }

    /// Plays the opponent and the deck until the player acts or the hand ends.
    fn play_on(&mut self, rng: &mut impl Rng) {
        let opponent = seat_name(self.hand.player().other());
        match self.hand.advance(&self.game, rng) {
            Ok(events) => {
                for event in events {
                    self.events.push(match event {
                        Event::Acted(action) => format!("{opponent}: {action}"),
                        Event::Dealt(card) => format!("Dealt {card}"),
                        Event::Over(outcome) => {
                            let end = match outcome.end {
                                End::Fold { folder } if folder == self.hand.player() => {
                                    "You folded".to_owned()
                                }
                                End::Fold { .. } => format!("{opponent} folded"),
                                End::Showdown => format!(
                                    "Showdown: {opponent} shows {}",
                                    self.hand.combo(self.hand.player().other())
                                ),
                            };
                            format!("{end}. Your result: {} chips", format::coins(outcome.won))
                        }
                    });
                }
            }
            Err(e) => self.events.push(format!("The hand cannot go on: {e}")),
        }
    }

    /// The pot at the node the hand is at.
    pub fn pot(&self) -> f64 {
        self.hand.view(&self.game).map_or(0.0, |v| v.pot())
    }

    /// Each player's stack behind at the node: the spot's stack less what each put in.
    pub fn stacks(&self) -> [f64; 2] {
        let stack = self.game.spot().stack;
        let committed = self
            .hand
            .view(&self.game)
            .map_or([0.0, 0.0], |v| v.committed());
        [stack - committed[0], stack - committed[1]]
    }
}
