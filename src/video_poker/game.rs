//! The game itself: a machine with credits, a bet, a deal, holds and a draw.
//!
//! The rules live in the type. The machine is either ready for a deal or has a hand in play
//! ([`GameState`]); holding and drawing exist only with a hand in play, dealing only without
//! one, and a deal takes the bet from the credits only if they cover it, so credits (an
//! unsigned count) can never go below zero.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use rand::seq::SliceRandom;

use super::{Bet, Deck, DeckCard, ExtraDeck, GameError, Hands, HoldMask, PayClass, PayTable};

/// A hand in play: five cards dealt, some held, the rest of the deck waiting face down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealtHand {
    deck: Deck,
    held: HoldMask,
    bet: Bet,
    hands: Hands,
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

    /// The bet on this hand (on each of its [`hands`](Self::hands)).
    pub fn bet(&self) -> Bet {
        self.bet
    }

    /// How many hands are played from this deal.
    pub fn hands(&self) -> Hands {
        self.hands
    }

    /// Coins staked on the deal: the bet times the hands.
    pub fn stake(&self) -> u64 {
        u64::from(self.bet.coins()) * u64::from(self.hands.count())
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
    hands: Hands,
    extra_deck: ExtraDeck,
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
            hands: Hands::ONE,
            extra_deck: ExtraDeck::Undealt,
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

    /// How many hands the next deal plays.
    pub fn hands(&self) -> Hands {
        self.hands
    }

    /// Changes how many hands are played from one hold; not while a hand is in play.
    pub fn set_hands(&mut self, hands: Hands) -> Result<(), GameError> {
        match self.state {
            GameState::Dealt(_) => Err(GameError::HandInPlay),
            GameState::Ready { .. } => {
                self.hands = hands;
                Ok(())
            }
        }
    }

    /// The deck each extra hand of a multi-play round draws from.
    pub fn extra_deck(&self) -> ExtraDeck {
        self.extra_deck
    }

    /// Changes the deck the extra hands draw from; not while a hand is in play.
    pub fn set_extra_deck(&mut self, deck: ExtraDeck) -> Result<(), GameError> {
        match self.state {
            GameState::Dealt(_) => Err(GameError::HandInPlay),
            GameState::Ready { .. } => {
                self.extra_deck = deck;
                Ok(())
            }
        }
    }

    /// Coins the next deal stakes: the bet times the hands.
    pub fn stake(&self) -> u64 {
        u64::from(self.bet.coins()) * u64::from(self.hands.count())
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

    /// Takes the stake (the bet on each hand) from the credits and deals five cards from a freshly shuffled deck (of
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
            hands: self.hands,
        });
        Ok(cards)
    }

    /// The credits left after taking the bet, if a deal is allowed now.
    fn check_can_deal(&self) -> Result<u64, GameError> {
        if let GameState::Dealt(_) = self.state {
            return Err(GameError::HandInPlay);
        }
        self.credits
            .checked_sub(self.stake())
            .ok_or(GameError::NotEnoughCredits {
                credits: self.credits,
                bet: self.bet,
                hands: self.hands,
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
    /// the table and ends the round. With several [`Hands`] the others are drawn and paid too
    /// (see [`draw_hands`](Self::draw_hands)); this returns the first.
    pub fn draw(&mut self) -> Result<RoundResult, GameError> {
        let mut all = self.draw_hands()?;
        Ok(all.swap_remove(0))
    }

    /// Draws every hand of the deal and pays each per the table: the first from the dealt
    /// deck, each other from a deck of its own, freshly shuffled: the cards not dealt
    /// ([`ExtraDeck::Undealt`], the default) or every card of the game but the ones held
    /// ([`ExtraDeck::LessHeld`]). Returns the hands in order, never empty.
    ///
    /// ```
    /// use pokerlab::video_poker::{Deck, Hands, Machine, PayTable};
    /// use pokerlab::parse_cards;
    /// let mut game = Machine::with_seed(PayTable::default(), 100, 7);
    /// game.set_hands(Hands::new(10).unwrap()).unwrap();
    /// game.deal_from(Deck::stacked(&parse_cards("Ah Ad Ac 7s 2d").unwrap()).unwrap()).unwrap();
    /// assert_eq!(game.credits(), 50); // 5 coins on each of 10 hands
    /// game.set_held("11100".parse().unwrap()).unwrap();
    /// let hands = game.draw_hands().unwrap();
    /// assert_eq!(hands.len(), 10);
    /// // Every hand keeps the three aces, so every hand pays at least trips.
    /// assert!(hands.iter().all(|h| h.payout >= 15 && h.final_hand[..3] == h.dealt[..3]));
    /// let paid: u64 = hands.iter().map(|h| h.payout).sum();
    /// assert_eq!(game.credits(), 50 + paid);
    /// ```
    pub fn draw_hands(&mut self) -> Result<Vec<RoundResult>, GameError> {
        let GameState::Dealt(hand) = &self.state else {
            return Err(GameError::NotDealt);
        };
        let dealt = hand.deck.deal();
        let (held, bet) = (hand.held, hand.bet);
        let first = self.finish(dealt, held, bet, hand.deck.stub().iter().copied());
        let mut all = vec![first];
        let kept: Vec<DeckCard> = (0..5)
            .filter(|&i| held.is_held(i))
            .map(|i| dealt[i])
            .collect();
        // Cards no extra hand can draw: the held ones, or all five dealt.
        let out: &[DeckCard] = match self.extra_deck {
            ExtraDeck::Undealt => &dealt,
            ExtraDeck::LessHeld => &kept,
        };
        for _ in 1..hand.hands.count() {
            let mut deck: Vec<DeckCard> = DeckCard::all(self.table.kind())
                .filter(|c| !out.contains(c))
                .collect();
            deck.shuffle(&mut self.rng);
            all.push(self.finish(dealt, held, bet, deck.into_iter()));
        }
        let paid = all.iter().fold(0u64, |sum, h| sum.saturating_add(h.payout));
        self.credits = self.credits.saturating_add(paid);
        self.state = GameState::Ready {
            last: all.first().cloned(),
        };
        Ok(all)
    }

    /// One hand of a draw: the cards not held replaced from `replacements`, classed and paid.
    fn finish(
        &self,
        dealt: [DeckCard; 5],
        held: HoldMask,
        bet: Bet,
        mut replacements: impl Iterator<Item = DeckCard>,
    ) -> RoundResult {
        let mut final_hand = dealt;
        for (i, card) in final_hand.iter_mut().enumerate() {
            if !held.is_held(i)
                && let Some(next) = replacements.next()
            {
                *card = next;
            }
        }
        let class = self
            .table
            .classify(&final_hand)
            .unwrap_or(PayClass::Nothing);
        RoundResult {
            dealt,
            held,
            final_hand,
            class,
            bet,
            payout: self.table.payout(class, bet),
        }
    }
}
