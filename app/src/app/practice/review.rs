//! Replaying a hand of the session, decision by decision, with the solver's view at each: the
//! grades as they were given (kept in the session), and — when the hand's solve is in memory,
//! or can be solved again because its spot was played this run — the acting player's strategy
//! over the 13×13 grid at that node ([`NodeSummary`], the Solve tab's view of a node).

use pokerlab::jobs::{Pool, Waker};
use pokerlab::practice::{Session, SpotKey};

use super::solves::Solves;
use crate::app::solve::NodeSummary;

/// Where the solver's view of a reviewed decision stands.
#[derive(Clone, Debug, PartialEq)]
pub enum SolverView {
    /// Being solved again (or read from disk).
    Solving,
    /// The node, ready to draw.
    Ready(Box<NodeSummary>),
    /// Not available: the hand's spot was played in an earlier run and is not kept.
    Gone,
}

/// The hand in review and the decision shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The hand, by its place in the session (from 0).
    pub hand: usize,
    /// The decision shown (from 0).
    pub decision: usize,
    /// The solver's view of it, once known.
    pub view: Option<SolverView>,
}

impl Review {
    /// The review of hand `hand`, at its first decision.
    pub fn new(hand: usize) -> Review {
        Review {
            hand,
            decision: 0,
            view: None,
        }
    }

    /// Shows decision `d`.
    pub fn show(&mut self, d: usize) {
        if d != self.decision {
            self.decision = d;
            self.view = None;
        }
    }

    /// The spot key of the hand in review.
    pub fn key(&self, session: &Session) -> Option<SpotKey> {
        session.hands.get(self.hand).map(|h| h.spot)
    }

    /// Fills the solver's view: from the solve in memory, or asks for the spot again if it
    /// was played this run.
    pub fn step(&mut self, session: &Session, solves: &mut Solves, pool: &Pool, waker: &Waker) {
        if matches!(self.view, Some(SolverView::Ready(_) | SolverView::Gone)) {
            return;
        }
        let Some(hand) = session.hands.get(self.hand) else {
            self.view = Some(SolverView::Gone);
            return;
        };
        let Some(decision) = hand.decisions.get(self.decision) else {
            self.view = Some(SolverView::Gone);
            return;
        };
        if let Some(solved) = solves.get(hand.spot) {
            let node = solved
                .game
                .parse_line(&decision.line)
                .ok()
                .and_then(|line| NodeSummary::of(&solved.game, &line.0));
            self.view = Some(node.map_or(SolverView::Gone, |n| SolverView::Ready(Box::new(n))));
            return;
        }
        if solves.is_running(hand.spot) {
            self.view = Some(SolverView::Solving);
            return;
        }
        match solves.spot(hand.spot).cloned() {
            Some((spot, settings)) if solves.error(hand.spot).is_none() => {
                solves.request(&spot, settings, pool, waker);
                self.view = Some(SolverView::Solving);
            }
            _ => self.view = Some(SolverView::Gone),
        }
    }
}
