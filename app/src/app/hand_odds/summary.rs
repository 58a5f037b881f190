//! What the Hand Odds tab says about the table, decided apart from drawing: each seat's part
//! in the hand (its result, outs, words), who leads or won, which cards are outs and how
//! likely the next card is one, the caption under the board and the status line.
//!
//! Equities and shares stay fractions here; the UI writes them as percentages.

use super::HandOdds;
use super::table::{Deal, MIN_SEATS, Seat, Slot, Street};
use pokerlab::cards::{Card, CardSet};
use pokerlab::equity::outs::cards_high_first;
use pokerlab::equity::{EquityResult, MethodUsed};
use pokerlab::format::{counted, duration, percent_places, samples};

/// What one seat plate shows.
#[derive(Clone, Debug)]
pub struct SeatView<'a> {
    /// The seat, from 0.
    pub seat: usize,
    /// What it holds.
    pub hand: &'a Seat,
    /// For a range seat, how many of its hands no card on the table blocks (on this street:
    /// after its "continue with" steps).
    pub live_combos: Option<usize>,
    /// For a range seat narrowed on an earlier street, what it continued with, in words
    /// ("flop: set, top pair or flush draw").
    pub narrowed: Option<String>,
    /// Whether the range editor is open for this seat.
    pub editing: bool,
    /// The current street's result and the seat's index in it, if the seat is in the hand
    /// and there is a result.
    pub result: Option<(&'a EquityResult, usize)>,
    /// Whether the seat is in the hand (ready: two cards, random or a range).
    pub in_hand: bool,
    /// Whether the result is a quick estimate standing in for a count still running.
    pub estimate: bool,
    /// Whether the computation failed (the board's caption says why).
    pub failed: bool,
    /// The seat's hand in words, once it has a card.
    pub description: Option<&'a str>,
    /// On the flop and the turn, the seat's outs if it is behind.
    pub outs: Option<CardSet>,
    /// The selected slot of the table.
    pub selected: Option<Slot>,
    /// Whether the seat can be removed (a table keeps two).
    pub can_remove: bool,
}

impl SeatView<'_> {
    /// Whether the selected slot is one of this seat's.
    pub fn owns_selection(&self) -> bool {
        matches!(self.selected, Some(Slot::Hole { seat, .. }) if seat == self.seat)
    }
}

/// One seat's outs, for the Outs section.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatOuts {
    /// The seat, from 0.
    pub seat: usize,
    /// The cards that would put it ahead, highest first.
    pub cards: Vec<Card>,
    /// The chance the next card is one of them (0 to 1).
    pub next_card: f64,
}

/// The Outs section: the outs of each seat that is behind, and a note when there are none to
/// show.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OutsSummary {
    /// The seats behind, in seat order.
    pub seats: Vec<SeatOuts>,
    /// Why no seat is listed (or what outs are, before the flop).
    pub note: Option<&'static str>,
}

/// The caption under the board: who leads (a headline), or what to do next, or why there is
/// no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardCaption {
    /// The words.
    pub text: String,
    /// Whether it is the headline of the hand (who leads or won) rather than a hint.
    pub headline: bool,
}

impl HandOdds {
    /// What seat `seat` continued with on the streets before the current one, in words.
    fn narrowed_words(&self, seat: usize, deal: Option<&Deal>, k: Option<usize>) -> Option<String> {
        let (deal, k) = (deal?, k?);
        let steps = self.continuing.steps(seat)?;
        let words: Vec<String> = deal
            .narrowed
            .iter()
            .filter(|n| n.player == k && n.from <= deal.street)
            .filter_map(|n| {
                let on = if n.from == Street::Turn {
                    Street::Flop
                } else {
                    Street::Turn
                };
                Some(format!(
                    "{}: {}",
                    on.name().to_lowercase(),
                    steps.on(on)?.describe()
                ))
            })
            .collect();
        (!words.is_empty()).then(|| words.join("; "))
    }

    /// Live combos of seat `seat`'s range on the current street: narrowed when it continued
    /// with chosen holdings on an earlier street.
    fn live_combos(&self, seat: usize, deal: Option<&Deal>, k: Option<usize>) -> Option<usize> {
        if let (Some(deal), Some(k)) = (deal, k)
            && deal.narrowed.iter().any(|n| n.player == k)
        {
            let players = deal.players_on(deal.street);
            return Some(players.get(k)?.range()?.count_live(self.table.used()));
        }
        self.table.live_combos(seat)
    }

    /// What every seat plate shows, seat by seat.
    pub fn seat_views(&self) -> Vec<SeatView<'_>> {
        let current = self.live.current();
        let result = current.and_then(|v| v.result.as_ref());
        let deal = self.deal();
        let outs = (3..=4)
            .contains(&self.table.board_len())
            .then(|| self.live.outs())
            .flatten();
        let seats = self.table.seats();
        seats
            .iter()
            .enumerate()
            .map(|(seat, hand)| {
                let index_in_hand = deal
                    .as_ref()
                    .and_then(|d| d.seats.iter().position(|&s| s == seat));
                SeatView {
                    seat,
                    hand,
                    live_combos: self.live_combos(seat, deal.as_ref(), index_in_hand),
                    narrowed: self.narrowed_words(seat, deal.as_ref(), index_in_hand),
                    editing: self.editor.as_ref().is_some_and(|e| e.seat() == seat),
                    result: index_in_hand.and_then(|k| result.map(|r| (r, k))),
                    in_hand: index_in_hand.is_some(),
                    estimate: current.is_some_and(|v| v.estimate),
                    failed: current.is_some_and(|v| v.error.is_some()),
                    description: self.description(seat),
                    outs: index_in_hand.and_then(|k| {
                        outs.as_ref()
                            .and_then(|o| o.seats.get(k).copied().flatten())
                    }),
                    selected: self.table.selected(),
                    can_remove: seats.len() > MIN_SEATS,
                }
            })
            .collect()
    }

    /// Each seat in the hand with its equity (0 to 1) at every street reached so far,
    /// pre-flop first: the lines of the street chart.
    pub fn equity_by_street(&self) -> Vec<(usize, [Option<f64>; 4])> {
        let Some(deal) = self.deal() else {
            return Vec::new();
        };
        let views: Vec<_> = self.live.streets().collect();
        deal.seats
            .iter()
            .enumerate()
            .map(|(k, &seat)| {
                let mut points = [None; 4];
                for (street, view) in views.iter().enumerate().take(4) {
                    points[street] = view.result.as_ref().map(|r| r.equity(k));
                }
                (seat, points)
            })
            .collect()
    }

    /// The Outs section, on the flop and the turn: each seat that is behind with the cards
    /// that would put it ahead.
    pub fn outs_summary(&self) -> OutsSummary {
        let full_street = (3..=4).contains(&self.table.board_len());
        let (Some(deal), Some(outs)) = (self.deal(), self.live.outs()) else {
            let note = if full_street {
                "Finding the outs…"
            } else {
                "On the flop and the turn, the cards that would put a player who is behind ahead."
            };
            return OutsSummary {
                seats: Vec::new(),
                note: Some(note),
            };
        };
        let unseen = 52 - self.table.used().len();
        let seats: Vec<SeatOuts> = outs
            .seats
            .iter()
            .zip(&deal.seats)
            .filter_map(|(cards, &seat)| {
                let cards = (*cards)?;
                Some(SeatOuts {
                    seat,
                    cards: cards_high_first(cards),
                    next_card: if unseen > 0 {
                        cards.len() as f64 / unseen as f64
                    } else {
                        0.0
                    },
                })
            })
            .collect();
        let note = if !seats.is_empty() {
            None
        } else if deal.players.iter().any(|p| p.range().is_some()) {
            Some(
                "Outs are counted between known hands: a range has none, and is not counted against.",
            )
        } else if outs.seats.iter().any(|o| o.is_some_and(|c| c.is_empty())) {
            Some("The players behind have no outs.")
        } else {
            Some("Nobody is behind on this street.")
        };
        OutsSummary { seats, note }
    }

    /// The caption under the board: why there is no answer, that the street is incomplete,
    /// how to deal the flop, or who leads.
    pub fn board_caption(&self) -> BoardCaption {
        let hint = |text: &str| BoardCaption {
            text: text.to_owned(),
            headline: false,
        };
        if let Some(error) = self.current().and_then(|v| v.error.as_deref()) {
            return hint(&self.error_text(error));
        }
        match (self.table.street(), self.table.pending_board()) {
            (_, n) if n > 0 => {
                hint("Fill the empty board slot: the numbers count the cards before it")
            }
            (Street::PreFlop, _) => hint("Click a board slot, then cards, to deal the flop"),
            (street, _) => BoardCaption {
                text: self.leader_text(street),
                headline: true,
            },
        }
    }

    /// Who is ahead on the board as it stands ("Player 2 leads with Pair of Queens"), or who
    /// won on the river; just the street against a range, where nobody "leads".
    pub fn leader_text(&self, street: Street) -> String {
        let in_hand = self.deal().map(|d| d.seats).unwrap_or_default();
        if in_hand.iter().any(|&s| {
            self.table
                .seats()
                .get(s)
                .is_some_and(|s| s.range().is_some())
        }) {
            // Nobody "leads" against a range: the bars say who is ahead on average.
            return self.table.street_label().to_uppercase();
        }
        let values: Vec<_> = in_hand
            .iter()
            .filter_map(|&seat| Some((seat, self.hand_value(seat)?)))
            .collect();
        let Some(best) = values.iter().map(|(_, v)| *v).max() else {
            return self.table.street_label().to_uppercase();
        };
        let names: Vec<String> = values
            .iter()
            .filter(|(_, v)| *v == best)
            .map(|(s, _)| (s + 1).to_string())
            .collect();
        let hand = best.description();
        let river = street == Street::River;
        match names.as_slice() {
            [one] if river => format!("Player {one} wins with {hand}"),
            [one] => format!("Player {one} leads with {hand}"),
            many => {
                let who = match many.split_last() {
                    Some((last, rest)) => format!("Players {} and {last}", rest.join(", ")),
                    None => String::new(),
                };
                if river {
                    format!("{who} split the pot with {hand}")
                } else {
                    format!("{who} are tied with {hand}")
                }
            }
        }
    }

    /// The status bar's line: how the current numbers were made, or what is missing.
    pub fn status_line(&self) -> String {
        let Some(view) = self.live.current() else {
            return "Give at least two players two cards each (or a range, or any hand) to see their equity."
                .to_owned();
        };
        if let Some(error) = &view.error {
            return self.error_text(error);
        }
        let street = self.table.street_label();
        let sampled = |r: &EquityResult| samples(r.samples());
        match (&view.result, view.done, view.estimate) {
            (Some(r), true, _) => match r.method {
                MethodUsed::Exact => format!(
                    "{street}: exact, {} enumerated in {}",
                    counted(r.samples(), "outcome", "outcomes"),
                    duration(r.elapsed)
                ),
                MethodUsed::MonteCarlo => format!(
                    "{street}: Monte Carlo, {} in {}{}",
                    sampled(r),
                    duration(r.elapsed),
                    if self.counting == super::table::Counting::Auto {
                        " (counting every outcome would be slow here; choose Exact to insist)"
                    } else {
                        ""
                    }
                ),
            },
            (Some(r), false, true) => format!(
                "{street}: estimate from {} — exact count {} done",
                sampled(r),
                percent_places(view.progress, 0)
            ),
            (Some(r), false, false) => format!(
                "{street}: sampling, {} so far ({})",
                sampled(r),
                percent_places(view.progress, 0)
            ),
            (None, _, _) => format!("{street}: computing…"),
        }
    }

    /// The engine's refusal in the table's words: a range with no hand left names its seat.
    pub fn error_text(&self, error: &str) -> String {
        let blocked = (0..self.table.seats().len()).find(|&s| self.table.live_combos(s) == Some(0));
        match blocked {
            Some(seat) => format!(
                "Player {}'s range has no hand left: every one uses a card already on the table",
                seat + 1
            ),
            None => error.to_owned(),
        }
    }
}
