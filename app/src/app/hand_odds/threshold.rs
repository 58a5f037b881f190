//! The equities an equity threshold of "continue with" needs ([`ThresholdEquities`]): each
//! combo of a seat's range, alone, against the other seats as they stand on the step's street,
//! counted exactly ([`combo_equities`]) on the pool — never in the logic step, and in chunks of
//! combos so that a job whose question changed stops soon after it is dropped. What the steps
//! of the current deal need is asked for each frame; what is no longer asked for is forgotten
//! (a running job for it is cancelled).

use std::sync::Arc;

use pokerlab::equity::{
    ComboEquity, EXACT_COST_LIMIT, Engine, EquityRequest, PlayerSpec, combo_equities,
    combo_equities_cost,
};
use pokerlab::format::group_digits;
use pokerlab::jobs::{JobHandle, Merge, Waker};
use pokerlab::range::Range;

/// The most chunks one count is split into (a cancelled job stops after the chunks running).
const CHUNKS: usize = 32;

/// What one threshold needs counted: each combo of player `player`'s range in `request` (the
/// players as they stand on the step's street, its board and dead cards) alone against the
/// others.
#[derive(Clone, Debug, PartialEq)]
pub struct EquityKey {
    /// The question on the step's street, counted exactly.
    pub request: EquityRequest,
    /// The player whose combos are counted (an index into the request's players).
    pub player: usize,
}

/// The combos counted for a key, or why they cannot be.
pub(super) type Counted = Result<Arc<Vec<ComboEquity>>, String>;

/// What the job's chunks find, merged.
#[derive(Clone, Debug, Default)]
struct Found {
    combos: Vec<ComboEquity>,
    error: Option<String>,
}

impl Merge for Found {
    fn merge(&mut self, other: Found) {
        self.combos.extend(other.combos);
        if self.error.is_none() {
            self.error = other.error;
        }
    }
}

/// The job counting one key.
struct Counting {
    key: EquityKey,
    handle: JobHandle<Found>,
}

/// The counted equities of the current steps, and the job counting the next one.
#[derive(Default)]
pub(super) struct ThresholdEquities {
    known: Vec<(EquityKey, Counted)>,
    wanted: Vec<EquityKey>,
    job: Option<Counting>,
}

impl std::fmt::Debug for ThresholdEquities {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ThresholdEquities")
            .field("known", &self.known.len())
            .field("wanted", &self.wanted.len())
            .field("counting", &self.job.is_some())
            .finish()
    }
}

impl Clone for ThresholdEquities {
    /// The counted figures; a running job stays with the original.
    fn clone(&self) -> Self {
        ThresholdEquities {
            known: self.known.clone(),
            wanted: self.wanted.clone(),
            job: None,
        }
    }
}

impl ThresholdEquities {
    /// The counted equities of `key`, if known; otherwise `key` is asked for (see
    /// [`sync`](Self::sync)).
    pub(super) fn get(&mut self, key: &EquityKey) -> Option<&Counted> {
        if !self.wanted.contains(key) {
            self.wanted.push(key.clone());
        }
        self.known.iter().find(|(k, _)| k == key).map(|(_, c)| c)
    }

    /// The counted equities of `key`, if known, without asking for them.
    pub(super) fn known(&self, key: &EquityKey) -> Option<&Counted> {
        self.known.iter().find(|(k, _)| k == key).map(|(_, c)| c)
    }

    /// Starts a frame: takes in the finished job's figures and forgets what was asked for
    /// before.
    pub(super) fn begin(&mut self) {
        if let Some(job) = &self.job {
            let snapshot = job.handle.snapshot();
            if snapshot.done {
                let counted = match (snapshot.error, snapshot.value.error) {
                    (Some(e), _) => Err(e.to_string()),
                    (None, Some(e)) => Err(e),
                    (None, None) => Ok(Arc::new(snapshot.value.combos)),
                };
                self.known.push((job.key.clone(), counted));
                self.job = None;
            }
        }
        self.wanted.clear();
    }

    /// Ends a frame: forgets figures no step asked for, drops (cancels) a job counting
    /// something no longer asked for, and starts counting the first key asked for that is not
    /// known.
    pub(super) fn sync(&mut self, engine: &Engine, waker: &Waker) {
        let wanted = &self.wanted;
        self.known.retain(|(k, _)| wanted.contains(k));
        if self.job.as_ref().is_some_and(|j| !wanted.contains(&j.key)) {
            self.job = None;
        }
        if self.job.is_some() {
            return;
        }
        let next = wanted
            .iter()
            .find(|w| !self.known.iter().any(|(k, _)| k == *w));
        if let Some(key) = next.cloned() {
            self.job = start(key, engine, waker, &mut self.known);
        }
    }

    /// Whether a count is running or waiting to start.
    pub(super) fn is_counting(&self) -> bool {
        self.job.is_some()
            || self
                .wanted
                .iter()
                .any(|w| !self.known.iter().any(|(k, _)| k == w))
    }

    /// Why a count asked for failed, if one did.
    pub(super) fn error(&self) -> Option<&str> {
        self.known
            .iter()
            .filter(|(k, _)| self.wanted.contains(k))
            .find_map(|(_, c)| c.as_ref().err().map(String::as_str))
    }
}

/// Starts counting `key` on the pool, in chunks of combos; a question refused at once (too
/// much work, an invalid request) is known as refused instead.
fn start(
    key: EquityKey,
    engine: &Engine,
    waker: &Waker,
    known: &mut Vec<(EquityKey, Counted)>,
) -> Option<Counting> {
    let request = &key.request;
    let cost = combo_equities_cost(request, key.player);
    if cost > EXACT_COST_LIMIT {
        let why = format!(
            "counting each hand alone would take about {} evaluations, more than the {} \
             allowed: narrow the other ranges or deal another card first",
            group_digits(cost as u128),
            group_digits(EXACT_COST_LIMIT as u128)
        );
        known.push((key, Err(why)));
        return None;
    }
    let live = request.live_combos(key.player).combos;
    let Some(PlayerSpec::Range(range)) = request.players.get(key.player) else {
        known.push((key, Err("only a range continues by equity".to_owned())));
        return None;
    };
    let per_chunk = live.len().div_ceil(CHUNKS).max(1);
    let parts: Vec<Range> = live
        .chunks(per_chunk)
        .map(|part| {
            let mut sub = Range::empty();
            for &combo in part {
                sub.set(combo, range.weight(combo));
            }
            sub
        })
        .collect();
    if parts.is_empty() {
        known.push((key, Ok(Arc::new(Vec::new()))));
        return None;
    }
    let (job_request, player) = (request.clone(), key.player);
    let chunks = parts.len();
    let handle = engine.spawn_chunked(
        chunks,
        move |i| {
            let mut part = job_request.clone();
            if let (Some(p), Some(sub)) = (part.players.get_mut(player), parts.get(i)) {
                *p = PlayerSpec::Range(sub.clone());
            }
            match combo_equities(&part, player) {
                Ok(combos) => Found {
                    combos,
                    error: None,
                },
                Err(e) => Found {
                    combos: Vec::new(),
                    error: Some(e.to_string()),
                },
            }
        },
        waker.clone(),
    );
    Some(Counting { key, handle })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pokerlab::equity::{Method, PlayerSpec};

    fn key(board: &str) -> EquityKey {
        let players = ["22+,AJs+,KQs", "QQ+,AKs"]
            .iter()
            .map(|r| PlayerSpec::Range(r.parse().unwrap()))
            .collect();
        EquityKey {
            request: EquityRequest::new(players)
                .with_board(board.parse().unwrap())
                .with_method(Method::Exact),
            player: 0,
        }
    }

    /// Runs frames asking for `key` until it is counted.
    fn counted(eq: &mut ThresholdEquities, key: &EquityKey, engine: &Engine) -> Counted {
        loop {
            eq.begin();
            if let Some(found) = eq.get(key).cloned() {
                eq.sync(engine, &Waker::none());
                return found;
            }
            eq.sync(engine, &Waker::none());
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
    }

    #[test]
    fn a_count_no_longer_asked_for_is_dropped_and_the_chunks_make_the_whole() {
        let engine = Engine::with_threads(2).unwrap();
        let (flop, turn) = (key("Qh7h2c"), key("Qh7h2c9h"));
        let mut eq = ThresholdEquities::default();
        eq.begin();
        assert!(eq.get(&flop).is_none());
        eq.sync(&engine, &Waker::none());
        assert!(eq.is_counting());
        // The board changed: the flop's job is dropped (cancelled), the turn's starts.
        eq.begin();
        assert!(eq.get(&turn).is_none());
        eq.sync(&engine, &Waker::none());
        assert_eq!(eq.job.as_ref().map(|j| &j.key), Some(&turn));
        let mut chunked = counted(&mut eq, &turn, &engine).unwrap().to_vec();
        assert!(
            eq.known(&flop).is_none(),
            "nothing kept of the dropped count"
        );
        chunked.sort_by_key(|c| c.combo);
        let whole = combo_equities(&turn.request, 0).unwrap();
        assert_eq!(chunked, whole);
        assert!(!eq.is_counting());
        // Too much work: refused with a reason, no job.
        let mut big = key("");
        big.request.players = (0..4)
            .map(|_| PlayerSpec::Range("22+,A2+,K2+,Q2+".parse().unwrap()))
            .collect();
        eq.begin();
        assert!(eq.get(&big).is_none());
        eq.sync(&engine, &Waker::none());
        assert!(eq.job.is_none());
        assert!(eq.error().unwrap().contains("more than"));
    }
}
