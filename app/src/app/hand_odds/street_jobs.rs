//! Live equity for the table: one engine job per street reached (pre-flop, flop, turn, river,
//! each with the board as it was then), so the chart can show how every seat's equity moved;
//! and one small job for the outs of the players behind.
//!
//! Each job is kept with the request it was made for. Every frame the table's requests are
//! compared with the jobs' and a job whose request no longer matches is dropped (which cancels
//! it) and replaced, so only ever a snapshot of the job made for the current inputs is shown.
//! The current street's job is submitted first (the engine's pool runs jobs in order); finished
//! results are remembered, so taking a card off and putting it back shows its numbers at once.

use super::table::{Counting, Deal, Street};
use pokerlab::cards::{Card, CardSet};
use pokerlab::equity::outs::outs;
use pokerlab::equity::{Engine, EquityJob, EquityRequest, EquityResult, PlayerSpec};
use pokerlab::eval::evaluate;
use pokerlab::jobs::{JobHandle, Merge, Waker};

/// How many finished results are remembered.
const CACHE: usize = 48;

/// One street's computation as the view sees it.
#[derive(Clone, Debug, Default)]
pub struct StreetView {
    /// The best answer so far for this street's request (final once `done`).
    pub result: Option<EquityResult>,
    /// Whether `result` is a quick estimate standing in for an exact count still running.
    pub estimate: bool,
    /// How far along the computation is, 0 to 1.
    pub progress: f64,
    /// Whether the answer is final.
    pub done: bool,
    /// Why there is no answer.
    pub error: Option<String>,
}

/// The computation for one street.
struct StreetJob {
    request: EquityRequest,
    job: Option<EquityJob>,
    view: StreetView,
}

/// The outs of each seat in the hand that is behind on the flop or turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OutsList {
    /// Per seat of the deal (same order): the outs of a seat that is behind, `None` for a seat
    /// that leads, ties for the lead, or is random.
    pub seats: Vec<Option<CardSet>>,
    /// Whether it was computed.
    pub ready: bool,
}

impl Merge for OutsList {
    fn merge(&mut self, other: OutsList) {
        if other.ready {
            *self = other;
        }
    }
}

/// What the outs are computed from.
#[derive(Clone, Debug, PartialEq)]
struct OutsKey {
    players: Vec<PlayerSpec>,
    board: Vec<Card>,
    dead: CardSet,
}

/// Outs for every seat that is behind: against the other known hands, with the dead cards
/// out of play. Random seats have none and are not counted as opponents.
fn compute_outs(key: &OutsKey) -> OutsList {
    let board: CardSet = key.board.iter().copied().collect();
    let hands: Vec<Option<CardSet>> = key
        .players
        .iter()
        .map(|p| p.hole_cards().map(|h| h.cards()))
        .collect();
    let values: Vec<_> = hands
        .iter()
        .map(|h| h.map(|h| evaluate(h | board)))
        .collect();
    let best = values.iter().flatten().max().copied();
    let seats = hands
        .iter()
        .zip(&values)
        .enumerate()
        .map(|(i, (hand, value))| {
            let (hand, value) = (*hand.as_ref()?, (*value)?);
            if Some(value) >= best {
                return None;
            }
            let opponents: Vec<CardSet> = hands
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .filter_map(|(_, h)| *h)
                .collect();
            outs(hand, board, &opponents, key.dead)
                .ok()
                .map(|o| o.outs())
        })
        .collect();
    OutsList { seats, ready: true }
}

struct OutsJob {
    key: OutsKey,
    handle: JobHandle<OutsList>,
}

/// The live computations of the table.
#[derive(Default)]
pub struct LiveEquity {
    streets: Vec<StreetJob>,
    cache: Vec<(EquityRequest, EquityResult)>,
    outs: Option<OutsJob>,
}

impl std::fmt::Debug for LiveEquity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveEquity")
            .field("streets", &self.streets.len())
            .field("cached", &self.cache.len())
            .finish()
    }
}

/// The request for the deal as it stood at `street`.
pub fn street_request(deal: &Deal, street: Street, counting: Counting) -> EquityRequest {
    let board = deal.board[..street.board_len().min(deal.board.len())]
        .iter()
        .copied()
        .collect();
    EquityRequest::new(deal.players_on(street))
        .with_board(board)
        .with_dead(deal.dead)
        .with_method(counting.method())
}

impl LiveEquity {
    /// Brings the jobs in line with `deal` (`None`: nothing to compute): jobs whose request
    /// changed are cancelled and replaced. `waker` is called when a job has news.
    pub fn update(
        &mut self,
        deal: Option<&Deal>,
        counting: Counting,
        engine: &Engine,
        waker: Waker,
    ) {
        self.update_with(deal, counting, engine, waker, &mut |_| {});
    }

    /// [`update`](Self::update), calling `after_current` with the current street's request
    /// right after its job is submitted and before the earlier streets' are: other work for
    /// the same question (the per-class equities) goes on the pool ahead of the earlier
    /// streets, which may be long counts.
    pub fn update_with(
        &mut self,
        deal: Option<&Deal>,
        counting: Counting,
        engine: &Engine,
        waker: Waker,
        after_current: &mut dyn FnMut(&EquityRequest),
    ) {
        self.collect_finished();
        let Some(deal) = deal else {
            self.streets.clear();
            self.outs = None;
            return;
        };
        let reached = deal.street.index() + 1;
        let wanted: Vec<EquityRequest> = Street::ALL[..reached]
            .iter()
            .map(|&s| street_request(deal, s, counting))
            .collect();
        self.streets.truncate(reached);
        let unchanged = self
            .streets
            .iter()
            .zip(&wanted)
            .take_while(|(job, want)| job.request == **want)
            .count();
        let current_is_new = self.streets.len() < reached || unchanged < reached;
        // Earlier streets still running would hold up the current one on the pool: restart
        // them after it.
        let keep = if current_is_new {
            (0..unchanged)
                .take_while(|&i| self.streets[i].view.done)
                .count()
        } else {
            reached
        };
        self.streets.truncate(keep);
        let mut new: Vec<(usize, StreetJob)> = Vec::new();
        for street in (keep..reached).rev() {
            let job = self.start(wanted[street].clone(), engine, waker.clone());
            new.push((street, job));
            if street + 1 == reached {
                after_current(&wanted[street]);
            }
        }
        new.sort_by_key(|(i, _)| *i);
        self.streets.extend(new.into_iter().map(|(_, j)| j));

        // Outs on the flop and the turn.
        let key = OutsKey {
            players: deal.players_on(deal.street),
            board: deal.board.clone(),
            dead: deal.dead,
        };
        if !(3..=4).contains(&deal.board.len()) {
            self.outs = None;
        } else if self.outs.as_ref().is_none_or(|o| o.key != key) {
            let job_key = key.clone();
            let handle = engine.spawn_chunked(1, move |_| compute_outs(&job_key), waker.clone());
            self.outs = Some(OutsJob { key, handle });
        }
        self.collect_finished();
    }

    /// Starts (or finds in the cache) the computation of `request`.
    fn start(&self, request: EquityRequest, engine: &Engine, waker: Waker) -> StreetJob {
        if let Some((_, result)) = self.cache.iter().find(|(r, _)| *r == request) {
            return StreetJob {
                request,
                job: None,
                view: StreetView {
                    result: Some(result.clone()),
                    estimate: false,
                    progress: 1.0,
                    done: true,
                    error: None,
                },
            };
        }
        match engine.submit(request.clone(), waker.clone()) {
            Ok(job) => StreetJob {
                request,
                job: Some(job),
                view: StreetView::default(),
            },
            Err(e) => StreetJob {
                request,
                job: None,
                view: StreetView {
                    done: true,
                    error: Some(e.to_string()),
                    ..StreetView::default()
                },
            },
        }
    }

    /// Reads the running jobs; finished ones are remembered and their handles let go.
    fn collect_finished(&mut self) {
        for street in &mut self.streets {
            let Some(job) = &street.job else { continue };
            let snapshot = job.snapshot();
            street.view = StreetView {
                result: snapshot.result,
                estimate: snapshot.estimate,
                progress: snapshot.progress,
                done: snapshot.done,
                error: snapshot.error.map(|e| e.to_string()),
            };
            if snapshot.done {
                street.job = None;
                if let (Some(result), None) = (&street.view.result, &street.view.error) {
                    self.cache.retain(|(r, _)| *r != street.request);
                    self.cache.push((street.request.clone(), result.clone()));
                    if self.cache.len() > CACHE {
                        self.cache.remove(0);
                    }
                }
            }
        }
    }

    /// Refreshes the views from the running jobs.
    pub fn refresh(&mut self) {
        self.collect_finished();
    }

    /// The view of each street reached, pre-flop first.
    pub fn streets(&self) -> impl Iterator<Item = &StreetView> {
        self.streets.iter().map(|s| &s.view)
    }

    /// The view of the street reached last (the one the bars show).
    pub fn current(&self) -> Option<&StreetView> {
        self.streets.last().map(|s| &s.view)
    }

    /// The request of the street reached last.
    pub fn current_request(&self) -> Option<&EquityRequest> {
        self.streets.last().map(|s| &s.request)
    }

    /// The outs, once computed, for the current flop or turn.
    pub fn outs(&self) -> Option<OutsList> {
        let snapshot = self.outs.as_ref()?.handle.snapshot();
        snapshot.value.ready.then_some(snapshot.value)
    }

    /// Whether every computation is finished.
    pub fn is_settled(&self) -> bool {
        self.streets.iter().all(|s| s.view.done && s.job.is_none())
            && self.outs.as_ref().is_none_or(|o| o.handle.snapshot().done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::hand_odds::table::Table;

    fn settle(live: &mut LiveEquity, deal: Option<&Deal>, engine: &Engine) {
        for _ in 0..2000 {
            live.update(deal, Counting::Auto, engine, Waker::none());
            if live.is_settled() {
                live.refresh();
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        panic!("not settled");
    }

    #[test]
    fn each_street_gets_the_exact_answer_for_its_board() {
        let engine = Engine::with_threads(2).unwrap();
        let mut table = Table::new();
        table.set_seat_text(0, "AsKs").unwrap();
        table.set_seat_text(1, "QdQc").unwrap();
        table.set_board_text("Jh Th 2c 5d").unwrap();
        let deal = table.deal().unwrap();
        let mut live = LiveEquity::default();
        settle(&mut live, Some(&deal), &engine);
        let views: Vec<_> = live.streets().cloned().collect();
        assert_eq!(views.len(), 3);
        for (street, view) in Street::ALL.iter().zip(&views) {
            let expected =
                pokerlab::equity::calculate(&street_request(&deal, *street, Counting::Auto))
                    .unwrap();
            let got = view.result.as_ref().unwrap();
            assert_eq!(got.tally, expected.tally, "{street:?}");
        }
        // AK on J-T-2-5 is behind the queens: its outs are the aces, kings, nines and queens
        // that make a straight... as the outs engine counts them.
        let found = live.outs().unwrap();
        let expected = outs(
            "AsKs".parse().unwrap(),
            "Jh Th 2c 5d".parse().unwrap(),
            &["QdQc".parse().unwrap()],
            CardSet::EMPTY,
        )
        .unwrap()
        .outs();
        assert_eq!(found.seats, vec![Some(expected), None]);
    }

    #[test]
    fn range_seats_get_an_estimate_then_the_exact_answer() {
        let engine = Engine::with_threads(2).unwrap();
        let mut table = Table::new();
        table.set_seat_text(0, "QQ+, AKs").unwrap();
        table.set_seat_text(1, "22+,A2s+,KTs+,AJo+").unwrap();
        // A dead card, so that the matchup table (two seats before the flop, nothing dead) does
        // not answer at once and the enumeration runs.
        table.set_dead_text("3d").unwrap();
        let deal = table.deal().unwrap();
        let mut live = LiveEquity::default();
        // Pre-flop range against range with a dead card, counted exactly: billions of outcomes,
        // about a second on two threads; the first answer is a quick estimate.
        live.update(Some(&deal), Counting::Exact, &engine, Waker::none());
        let mut saw_estimate = false;
        for _ in 0..2000 {
            live.refresh();
            let view = live.current().unwrap();
            if view.done {
                break;
            }
            saw_estimate |= view.estimate && view.result.is_some();
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        for _ in 0..4000 {
            live.update(Some(&deal), Counting::Exact, &engine, Waker::none());
            if live.is_settled() {
                live.refresh();
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let expected =
            pokerlab::equity::calculate(&street_request(&deal, Street::PreFlop, Counting::Exact))
                .unwrap();
        let got = live.current().unwrap().result.clone().unwrap();
        assert_eq!(got.method, pokerlab::equity::MethodUsed::Exact);
        assert_eq!(got.tally, expected.tally);
        // The estimate stands until the count (hundreds of milliseconds) is done.
        assert!(saw_estimate, "no estimate shown before the exact count");
        // Outs are not computed against ranges: no seat has any.
        table.set_board_text("Qh7h2c").unwrap();
        let deal = table.deal().unwrap();
        settle(&mut live, Some(&deal), &engine);
        assert!(live.outs().unwrap().seats.iter().all(Option::is_none));
    }

    #[test]
    fn a_changed_board_replaces_only_the_streets_that_changed() {
        let engine = Engine::with_threads(2).unwrap();
        let mut table = Table::new();
        table.set_seat_text(0, "AsKs").unwrap();
        table.set_seat_text(1, "QdQc").unwrap();
        table.set_board_text("Jh Th 2c").unwrap();
        let mut live = LiveEquity::default();
        settle(&mut live, table.deal().as_ref(), &engine);
        let flop = live.current().unwrap().result.clone();
        table.set_board_text("Jh Th 2c 9s").unwrap();
        live.update(
            table.deal().as_ref(),
            Counting::Auto,
            &engine,
            Waker::none(),
        );
        // The pre-flop and flop results are still there, the turn is new.
        let views: Vec<_> = live.streets().cloned().collect();
        assert_eq!(views[1].result, flop);
        assert_eq!(live.current_request().unwrap().board.len(), 4);
        // Back to the flop: from the cache, at once.
        table.set_board_text("Jh Th 2c").unwrap();
        live.update(
            table.deal().as_ref(),
            Counting::Auto,
            &engine,
            Waker::none(),
        );
        assert!(live.current().unwrap().done);
        assert_eq!(live.current().unwrap().result, flop);
    }
}
