//! What the Video Poker tab shows, decided here so the drawing only formats and paints: the
//! pay table's rows (which line lights up, how often each line comes), the machine's screen
//! (which cards show, which are held or marked best, the banner), this hand's two EVs and the
//! hint, the verdict on the last hand with its best holds, and the session's scorecard.

use std::time::Duration;

use super::{VideoPoker, WholeGame};
use pokerlab::video_poker::{Bet, DeckCard, HoldMask, LineFrequency, PayClass, RoundEv};

/// Holds listed under the last hand.
const TOP_HOLDS: usize = 3;

/// A hold in words: "Jh Jd", or "nothing (draw five)".
///
/// ```
/// use pokerlab_app::app::video_poker::hold_words;
/// use pokerlab::video_poker::HoldMask;
/// let dealt: [pokerlab::Card; 5] = pokerlab::parse_exact("Jh Jd 7c 4s 2d", 5)
///     .unwrap()
///     .try_into()
///     .unwrap();
/// assert_eq!(hold_words("11000".parse().unwrap(), &dealt), "Jh Jd");
/// assert_eq!(hold_words(HoldMask::NONE, &dealt), "nothing (draw five)");
/// ```
pub fn hold_words<C: Copy + std::fmt::Display>(mask: HoldMask, dealt: &[C; 5]) -> String {
    if mask == HoldMask::NONE {
        "nothing (draw five)".to_owned()
    } else {
        mask.describe(dealt)
    }
}

/// One line of the pay table.
#[derive(Clone, Debug, PartialEq)]
pub struct PayRow {
    /// The line as the machine shows it: "Full House".
    pub label: &'static str,
    /// Coins paid at one to five coins bet.
    pub pays: [u64; 5],
    /// How often a round ends in this line under perfect play, once the table's analysis is
    /// done.
    pub chance: Option<f64>,
    /// Whether the last round (between hands) was paid by this line, on any of its hands.
    pub lit: bool,
}

/// The table's return under perfect play at the current bet, as far as it is known.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ReturnFigure {
    /// Known.
    Ready {
        /// Coins returned per coin bet (0.995439 for 9/6 Jacks or Better at five coins).
        rate: f64,
        /// Whether perfect play gets back at least what it bets.
        at_least_even: bool,
        /// The variance of a round's result per coin bet under perfect play (19.51 for 9/6
        /// Jacks or Better).
        variance: f64,
        /// The bet it is for.
        bet: Bet,
        /// Distinct deals solved (up to suits).
        representatives: usize,
        /// How long the analysis took.
        elapsed: Duration,
    },
    /// Being computed; how far along (0 to 1).
    Running(f32),
    /// The computation failed.
    Failed,
}

/// One of the five cards on the machine's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardOnScreen {
    /// The card, face up (the joker too); `None`: a card back (before the first deal).
    pub card: Option<DeckCard>,
    /// Wild in this game (a deuce in Deuces Wild, the joker): marked on the machine.
    pub wild: bool,
    /// Held (a hand is in play).
    pub held: bool,
    /// Part of the best hold, marked because the hint is on (a hand is in play).
    pub hinted: bool,
}

/// What the banner across the top of the screen says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Banner {
    /// Nothing played yet.
    PressDeal,
    /// A hand is in play and its odds are known.
    HoldThenDraw,
    /// A hand is in play and its odds are being worked out.
    WorkingOutTheOdds,
    /// The last round paid.
    Won {
        /// The final hand's pay class.
        class: PayClass,
        /// Coins paid.
        payout: u64,
    },
    /// The last round, played on several hands, paid on some of them.
    HandsPaid {
        /// Hands that paid.
        paid: usize,
        /// Hands played.
        of: usize,
        /// Coins paid on all of them.
        payout: u64,
    },
    /// The last round paid nothing.
    NoWin,
}

/// One of the other hands of a multi-play round, drawn from the same hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OtherHand {
    /// Its cards: while a hand is in play the held cards (the others face down); after the
    /// draw, its final hand. `None` before the first deal.
    pub cards: [Option<DeckCard>; 5],
    /// Its final hand's class and what it paid, after the draw.
    pub result: Option<(PayClass, u64)>,
}

/// This hand's figures, once its holds are analysed. With multi-play the EVs are the
/// round's: per coin bet on each hand, summed over the hands (each extra hand at its own EV).
#[derive(Clone, Debug, PartialEq)]
pub struct ThisHand {
    /// The hands the hold is played on.
    pub hands: u8,
    /// The EV of the cards held now (on one hand, the hold's EV).
    pub yours: RoundEv,
    /// The best EV.
    pub best: RoundEv,
    /// Whether the cards held now are a best hold.
    pub is_best: bool,
    /// The place of the cards held now among the 32 holds (1: best).
    pub place: usize,
    /// What the cards held now give up per coin bet on each hand.
    pub loss: RoundEv,
    /// The same in coins at this bet, on all the hands played.
    pub loss_coins: f64,
    /// The best hold in words, when the hint is on.
    pub hint: Option<String>,
}

/// The verdict on the last draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verdict {
    /// A best hold.
    Perfect {
        /// Its EV per coin (with multi-play, the round's: per coin bet on each hand, summed
        /// over the hands).
        ev: RoundEv,
    },
    /// A worse hold.
    Mistake {
        /// The EV per coin given up (with multi-play, on the round).
        loss: RoundEv,
        /// The same in coins at the bet played, on all the hands played.
        coins: f64,
    },
}

/// A card of the last deal, with the holds it was part of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealtCard {
    /// The card.
    pub card: DeckCard,
    /// Part of the best hold.
    pub in_best: bool,
    /// Part of the player's hold.
    pub in_yours: bool,
}

/// One hold listed under the last hand.
#[derive(Clone, Debug, PartialEq)]
pub struct HoldRow {
    /// Its place among the 32 holds (1: best; ties share a place).
    pub place: usize,
    /// The hold in words.
    pub words: String,
    /// Its EV per coin (with multi-play, the round's).
    pub ev: RoundEv,
    /// The player's hold.
    pub yours: bool,
    /// A best hold.
    pub best: bool,
}

/// The last hand explained.
#[derive(Clone, Debug, PartialEq)]
pub struct LastHand {
    /// The hands the hold was played on.
    pub hands: u8,
    /// With multi-play, the best hold of a single hand in words, where it is not a best hold
    /// of the round (the extra hands draw from a fresh deck, so the round plays differently).
    pub single_best: Option<String>,
    /// The verdict.
    pub verdict: Verdict,
    /// The deal, with the best and the player's holds.
    pub cards: [DealtCard; 5],
    /// The best holds, then the player's if it is not among them.
    pub holds: Vec<HoldRow>,
}

/// The session's scorecard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scorecard {
    /// Hands played.
    pub hands: u64,
    /// Coins bet.
    pub wagered: u64,
    /// Hands not played by a best hold.
    pub mistakes: u64,
    /// The share of hands played perfectly.
    pub accuracy: f64,
    /// Coins the mistakes gave up, on average.
    pub ev_given_up: f64,
    /// Coins won (or lost, below zero).
    pub net: i64,
    /// Coins paid.
    pub paid: u64,
    /// What the machine paid per coin bet.
    pub actual_return: f64,
    /// What the holds played return per coin bet, on average.
    pub expected_return: f64,
    /// What the best holds would return per coin bet, on average.
    pub best_return: f64,
}

impl VideoPoker {
    /// The pay table's lines, best first.
    pub fn pay_rows(&self) -> Vec<PayRow> {
        let t = self.trainer();
        let table = t.game().paytable();
        let lit: Vec<_> = t
            .last()
            .filter(|_| !t.in_play())
            .map(|last| {
                last.hands()
                    .filter(|h| h.payout > 0)
                    .filter_map(|h| table.line_for(h.class).map(|l| l.key))
                    .collect()
            })
            .unwrap_or_default();
        let frequencies: Option<Vec<LineFrequency>> = match t.whole_game() {
            WholeGame::Ready(a) => Some(a.frequencies()),
            _ => None,
        };
        table
            .lines()
            .iter()
            .map(|line| PayRow {
                label: line.label,
                pays: Bet::ALL.map(|bet| {
                    u64::from(table.line_pay(line, bet)) * u64::from(bet.coins())
                        / u64::from(table.units_per_coin())
                }),
                chance: frequencies
                    .as_ref()
                    .and_then(|f| f.iter().find(|f| f.key == line.key))
                    .map(|f| f.probability),
                lit: lit.contains(&line.key),
            })
            .collect()
    }

    /// The table's return under perfect play at the current bet.
    pub fn return_figure(&self) -> ReturnFigure {
        let t = self.trainer();
        match t.whole_game() {
            WholeGame::Ready(a) => ReturnFigure::Ready {
                rate: a.return_rate(),
                at_least_even: a.return_rate() >= 1.0,
                variance: a.variance(),
                bet: t.game().bet(),
                representatives: a.representatives(),
                elapsed: a.elapsed(),
            },
            WholeGame::Running(progress) => ReturnFigure::Running(progress),
            WholeGame::Failed => ReturnFigure::Failed,
        }
    }

    /// The five cards on the screen: the hand in play, else the last final hand, else backs.
    pub fn cards_on_screen(&self) -> [CardOnScreen; 5] {
        let t = self.trainer();
        let hand = t.game().hand();
        let held = t.held();
        // The best hold of the round in play (of the single hand, on one hand).
        let best = t.round().map(|a| a.best().mask);
        let cards: Option<[DeckCard; 5]> = match (hand, t.last()) {
            (Some(h), _) => Some(h.cards()),
            (None, Some(l)) => Some(l.result.final_hand),
            (None, None) => None,
        };
        let kind = t.game().paytable().kind();
        std::array::from_fn(|i| CardOnScreen {
            card: cards.map(|c| c[i]),
            wild: cards.is_some_and(|c| kind.is_wild(c[i])),
            held: hand.is_some() && held.is_held(i),
            hinted: hand.is_some() && t.hint() && best.is_some_and(|b| b.is_held(i)),
        })
    }

    /// The banner across the top of the screen.
    pub fn banner(&self) -> Banner {
        let t = self.trainer();
        match (t.in_play(), t.last()) {
            (false, Some(l)) if !l.others.is_empty() => {
                let paid = l.hands().filter(|h| h.payout > 0).count();
                if paid == 0 {
                    Banner::NoWin
                } else {
                    Banner::HandsPaid {
                        paid,
                        of: l.others.len() + 1,
                        payout: l.payout(),
                    }
                }
            }
            (false, Some(l)) if l.result.payout > 0 => Banner::Won {
                class: l.result.class,
                payout: l.result.payout,
            },
            (false, Some(_)) => Banner::NoWin,
            (false, None) => Banner::PressDeal,
            (true, _) if t.can_draw() => Banner::HoldThenDraw,
            (true, _) => Banner::WorkingOutTheOdds,
        }
    }

    /// The WIN meter: what the last round paid on all its hands, between hands.
    pub fn win(&self) -> u64 {
        let t = self.trainer();
        t.last().filter(|_| !t.in_play()).map_or(0, |l| l.payout())
    }

    /// With multi-play, the hands beside the first (none on a single-hand machine): the held
    /// cards while a hand is in play, then each hand's final cards and pay; face down before
    /// the first deal or after a round played on fewer hands.
    pub fn other_hands(&self) -> Vec<OtherHand> {
        let t = self.trainer();
        let count = usize::from(t.game().hands().count()).saturating_sub(1);
        let blank = OtherHand {
            cards: [None; 5],
            result: None,
        };
        if let Some(hand) = t.game().hand() {
            let dealt = hand.cards();
            let held = hand.held();
            let cards = std::array::from_fn(|i| held.is_held(i).then_some(dealt[i]));
            return vec![
                OtherHand {
                    cards,
                    result: None
                };
                count
            ];
        }
        match t.last() {
            Some(last) if last.others.len() == count => last
                .others
                .iter()
                .map(|h| OtherHand {
                    cards: h.final_hand.map(Some),
                    result: Some((h.class, h.payout)),
                })
                .collect(),
            _ => vec![blank; count],
        }
    }

    /// Whether to offer more credits: between hands, when the credits no longer cover the bet.
    pub fn needs_refill(&self) -> bool {
        let t = self.trainer();
        !t.in_play() && !t.can_deal()
    }

    /// This hand's EVs, once a hand is in play and analysed (the round's, with multi-play).
    pub fn this_hand(&self) -> Option<ThisHand> {
        let t = self.trainer();
        let a = t.round().filter(|_| t.in_play())?;
        let held = t.held();
        let loss = a.loss(held);
        Some(ThisHand {
            hands: a.hands().count(),
            yours: a.value(held),
            best: a.best().value,
            is_best: a.is_best(held),
            place: a.place(held),
            loss,
            loss_coins: loss.to_f64() * f64::from(a.bet().coins()),
            hint: t.hint().then(|| hold_words(a.best().mask, a.dealt())),
        })
    }

    /// The last hand explained, once a hand has been played.
    pub fn last_hand(&self) -> Option<LastHand> {
        let last = self.trainer().last()?;
        let analysis = &last.round;
        let decision = &last.decision;
        let chosen = decision.chosen;
        let dealt = analysis.dealt();
        let verdict = if decision.is_correct() {
            Verdict::Perfect {
                ev: analysis.value(chosen),
            }
        } else {
            Verdict::Mistake {
                loss: decision.loss,
                coins: decision.loss.to_f64() * f64::from(analysis.bet().coins()),
            }
        };
        let cards = std::array::from_fn(|i| DealtCard {
            card: dealt[i],
            in_best: decision.best.is_held(i),
            in_yours: chosen.is_held(i),
        });
        let row = |place: usize, mask: HoldMask| HoldRow {
            place,
            words: hold_words(mask, dealt),
            ev: analysis.value(mask),
            yours: mask == chosen,
            best: analysis.is_best(mask),
        };
        let mut holds: Vec<HoldRow> = analysis
            .holds()
            .take(TOP_HOLDS)
            .enumerate()
            .map(|(k, hold)| row(k + 1, hold.mask))
            .collect();
        if !holds.iter().any(|h| h.yours) {
            holds.push(row(analysis.place(chosen), chosen));
        }
        Some(LastHand {
            hands: analysis.hands().count(),
            single_best: analysis
                .single_best_differs()
                .map(|mask| hold_words(mask, dealt)),
            verdict,
            cards,
            holds,
        })
    }

    /// The session's scorecard, once a hand has been played.
    pub fn scorecard(&self) -> Option<Scorecard> {
        let s = self.trainer().stats();
        if s.hands() == 0 {
            return None;
        }
        let wagered = s.wagered() as f64;
        let your_play = s.expected_with_best_play() - s.ev_given_up();
        Some(Scorecard {
            hands: s.hands(),
            wagered: s.wagered(),
            mistakes: s.mistakes(),
            accuracy: s.accuracy(),
            ev_given_up: s.ev_given_up(),
            net: s.net(),
            paid: s.paid(),
            actual_return: s.paid() as f64 / wagered,
            expected_return: your_play / wagered,
            best_return: s.expected_with_best_play() / wagered,
        })
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use pokerlab::jobs::Waker;
    use pokerlab::parse_cards;
    use pokerlab::video_poker::Deck;

    fn dealt(cards: &str) -> VideoPoker {
        let mut tab = VideoPoker::default();
        let waker = Waker::none();
        tab.trainer_mut().wait_until_ready(&waker);
        tab.deal_from(Deck::stacked(&parse_cards(cards).unwrap()).unwrap());
        tab.poll(&waker);
        tab
    }

    #[test]
    fn before_the_first_deal_the_screen_shows_backs_and_asks_for_a_deal() {
        let tab = VideoPoker::default();
        assert_eq!(tab.banner(), Banner::PressDeal);
        assert!(tab.cards_on_screen().iter().all(|c| c.card.is_none()));
        assert_eq!(
            (tab.this_hand(), tab.last_hand(), tab.scorecard()),
            (None, None, None)
        );
        let rows = tab.pay_rows();
        assert_eq!(rows[0].label, "Royal Flush");
        assert_eq!(rows[0].pays, [250, 500, 750, 1000, 4000]);
        assert!(rows.iter().all(|r| !r.lit));
    }

    #[test]
    fn a_four_to_the_royal_kept_as_a_flush_is_explained() {
        let mut tab = dealt("As Ks Qs Js 9s Ts");
        tab.apply(super::super::Action::SetHint(true));
        for i in 0..5 {
            tab.apply(super::super::Action::Toggle(i));
        }
        let hand = tab.this_hand().unwrap();
        assert!(!hand.is_best);
        assert_eq!(hand.hint.as_deref(), Some("As Ks Qs Js"));
        assert!(
            tab.cards_on_screen()[..4]
                .iter()
                .all(|c| c.held && c.hinted)
        );
        assert!(!tab.cards_on_screen()[4].hinted);
        tab.apply(super::super::Action::DealOrDraw);
        // The flush pays 6 per coin at five coins; its line lights up.
        assert_eq!(
            tab.banner(),
            Banner::Won {
                class: PayClass::Flush,
                payout: 30
            }
        );
        assert_eq!(tab.win(), 30);
        let lit: Vec<&str> = tab
            .pay_rows()
            .iter()
            .filter(|r| r.lit)
            .map(|r| r.label)
            .collect();
        assert_eq!(lit, ["Flush"]);
        let last = tab.last_hand().unwrap();
        assert!(matches!(last.verdict, Verdict::Mistake { coins, .. } if coins > 60.0));
        assert_eq!(last.holds[0].words, "As Ks Qs Js");
        assert!(last.holds[0].best && !last.holds[0].yours);
        // The flush is among the best holds listed, marked as the player's.
        assert!(
            last.holds
                .iter()
                .any(|h| h.yours && h.words == "As Ks Qs Js 9s")
        );
        assert!(last.cards[..4].iter().all(|c| c.in_best && c.in_yours));
        let score = tab.scorecard().unwrap();
        assert_eq!((score.hands, score.mistakes, score.net), (1, 1, 25));
        assert_eq!(score.actual_return, 6.0);
    }
}
