//! The game itself: a machine with credits, a bet, a deal, holds and a draw.
//!
//! The rules live in the type. The machine is either ready for a deal or has a hand in play
//! ([`GameState`]); holding and drawing exist only with a hand in play, dealing only without
//! one, and a deal takes the bet from the credits only if they cover it, so credits (an
//! unsigned count) can never go below zero.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{Bet, Deck, DeckCard, GameError, HoldMask, PayClass, PayTable};

/// A hand in play: five cards dealt, some held, the rest of the deck waiting face down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealtHand {
    deck: Deck,
    held: HoldMask,
    bet: Bet,
}

impl DealtHand {
    /// The five dealt cards, in the order shown.
    pub fn cards(&self) -> [DeckCard; 5] {
        self.deck.deal()
    }

    /// The cards currently held.
    pub fn held(&self) -> HoldMask {
        self.held
    }

    /// The bet on this hand.
    pub fn bet(&self) -> Bet {
        self.bet
    }
}

/// How a round ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    /// The five cards dealt.
    pub dealt: [DeckCard; 5],
    /// The cards kept.
    pub held: HoldMask,
    /// The final hand, in the same places as the deal (held cards stay where they were).
    pub final_hand: [DeckCard; 5],
    /// The final hand's class.
    pub class: PayClass,
    /// The bet.
    pub bet: Bet,
    /// Coins paid (0 for a losing hand).
    pub payout: u64,
}

/// Where a round stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameState {
    /// Waiting for a deal; remembers how the last round ended, if there was one.
    Ready {
        /// The last round.
        last: Option<RoundResult>,
    },
    /// A hand is in play.
    Dealt(DealtHand),
}

/// A video poker machine: credits, a bet, a shuffled deck; deal, hold, draw, pay.
///
/// ```
/// use pokerlab::video_poker::{Bet, Deck, GameError, HoldMask, Machine, PayTable};
/// use pokerlab::parse_cards;
/// let mut game = Machine::with_seed(PayTable::default(), 10, 42);
/// assert_eq!(game.draw(), Err(GameError::NotDealt));        // no draw before a deal
/// // Deal four to a royal, hold them, and draw the ten.
/// let deck = Deck::stacked(&parse_cards("As Ks Qs Js 2d Ts").unwrap()).unwrap();
/// game.deal_from(deck).unwrap();
/// assert_eq!(game.credits(), 5);                            // the bet is taken
/// assert_eq!(game.deal(), Err(GameError::HandInPlay));      // one hand at a time
/// game.set_held("11110".parse().unwrap()).unwrap();
/// let result = game.draw().unwrap();
/// assert_eq!(result.class.to_string(), "Royal Flush");
/// assert_eq!(result.payout, 4000);
/// assert_eq!(game.credits(), 4005);
/// ```
#[derive(Clone, Debug)]
pub struct Machine {
    table: PayTable,
    credits: u64,
    bet: Bet,
    rng: SmallRng,
    state: GameState,
}

impl Machine {
    /// A machine with `credits` coins, betting the maximum, shuffling from OS entropy.
    pub fn new(table: PayTable, credits: u64) -> Machine {
        Machine::with_rng(table, credits, rand::make_rng())
    }

    /// A machine whose shuffles are fixed by `seed` (for tests and replays).
    pub fn with_seed(table: PayTable, credits: u64, seed: u64) -> Machine {
        Machine::with_rng(table, credits, SmallRng::seed_from_u64(seed))
    }

    fn with_rng(table: PayTable, credits: u64, rng: SmallRng) -> Machine {
        Machine {
            table,
            credits,
            bet: Bet::MAX,
            rng,
            state: GameState::Ready { last: None },
        }
    }

    /// The pay table.
    pub fn paytable(&self) -> &PayTable {
        &self.table
    }

    /// Credits on the machine.
    pub fn credits(&self) -> u64 {
        self.credits
    }

    /// Adds credits (inserting money); saturates rather than overflow.
    pub fn add_credits(&mut self, coins: u64) {
        self.credits = self.credits.saturating_add(coins);
    }

    /// The bet for the next deal.
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// Changes the bet; not while a hand is in play.
    pub fn set_bet(&mut self, bet: Bet) -> Result<(), GameError> {
        match self.state {
            GameState::Dealt(_) => Err(GameError::HandInPlay),
            GameState::Ready { .. } => {
                self.bet = bet;
                Ok(())
            }
        }
    }

    /// Changes the pay table; not while a hand is in play.
    pub fn set_paytable(&mut self, table: PayTable) -> Result<(), GameError> {
        match self.state {
            GameState::Dealt(_) => Err(GameError::HandInPlay),
            GameState::Ready { .. } => {
                self.table = table;
                Ok(())
            }
        }
    }

    /// Where the round stands.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The hand in play, if any.
    pub fn hand(&self) -> Option<&DealtHand> {
        match &self.state {
            GameState::Dealt(hand) => Some(hand),
            GameState::Ready { .. } => None,
        }
    }

    /// Takes the bet from the credits and deals five cards from a freshly shuffled deck (of
    /// 53 cards for Joker Poker).
    pub fn deal(&mut self) -> Result<[DeckCard; 5], GameError> {
        self.check_can_deal()?;
        let deck = Deck::shuffled_for(self.table.kind(), &mut self.rng);
        self.deal_from(deck)
    }

    /// [`deal`](Self::deal) from a given deck (a stacked deck for tests or a replay), which
    /// must be the game's: 52 cards, or 53 for Joker Poker.
    pub fn deal_from(&mut self, deck: Deck) -> Result<[DeckCard; 5], GameError> {
        let left = self.check_can_deal()?;
        if deck.len() != self.table.kind().deck_size() {
            return Err(GameError::BadDeck {
                reason: format!(
                    "a {} game deals from {} cards, not {}",
                    self.table.kind(),
                    self.table.kind().deck_size(),
                    deck.len()
                ),
            });
        }
        let bet = self.bet;
        self.credits = left;
        let cards = deck.deal();
        self.state = GameState::Dealt(DealtHand {
            deck,
            held: HoldMask::NONE,
            bet,
        });
        Ok(cards)
    }

    /// The credits left after taking the bet, if a deal is allowed now.
    fn check_can_deal(&self) -> Result<u64, GameError> {
        if let GameState::Dealt(_) = self.state {
            return Err(GameError::HandInPlay);
        }
        self.credits
            .checked_sub(self.bet.coins() as u64)
            .ok_or(GameError::NotEnoughCredits {
                credits: self.credits,
                bet: self.bet,
            })
    }

    /// Holds or releases the card at `position` (0 to 4); returns whether it is now held.
    pub fn toggle_hold(&mut self, position: usize) -> Result<bool, GameError> {
        if position >= 5 {
            return Err(GameError::BadPosition { position });
        }
        match &mut self.state {
            GameState::Dealt(hand) => {
                hand.held = hand.held.toggled(position);
                Ok(hand.held.is_held(position))
            }
            GameState::Ready { .. } => Err(GameError::NotDealt),
        }
    }

    /// Sets which cards are held.
    pub fn set_held(&mut self, held: HoldMask) -> Result<(), GameError> {
        match &mut self.state {
            GameState::Dealt(hand) => {
                hand.held = held;
                Ok(())
            }
            GameState::Ready { .. } => Err(GameError::NotDealt),
        }
    }

    /// Replaces the cards not held with the next cards of the deck, pays the final hand per
    /// the table and ends the round.
    pub fn draw(&mut self) -> Result<RoundResult, GameError> {
        let GameState::Dealt(hand) = &self.state else {
            return Err(GameError::NotDealt);
        };
        let dealt = hand.deck.deal();
        let mut replacements = hand.deck.stub().iter().copied();
        let mut final_hand = dealt;
        for (i, card) in final_hand.iter_mut().enumerate() {
            if !hand.held.is_held(i)
                && let Some(next) = replacements.next()
            {
                *card = next;
            }
        }
        let class = self
            .table
            .classify(&final_hand)
            .unwrap_or(PayClass::Nothing);
        let payout = self.table.payout(class, hand.bet);
        let result = RoundResult {
            dealt,
            held: hand.held,
            final_hand,
            class,
            bet: hand.bet,
            payout,
        };
        self.credits = self.credits.saturating_add(payout);
        self.state = GameState::Ready {
            last: Some(result.clone()),
        };
        Ok(result)
    }
}
