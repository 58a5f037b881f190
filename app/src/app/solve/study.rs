//! What a study of a solve asks beyond one player's strategy, computed off the UI thread (in
//! the tab's jobs): each player's EV, equity and equity realisation at a node
//! ([`PlayerFigures`]), the report over the next card at a chance node ([`NextCards`]: for
//! each turn or river card, the strategy mix and EV of the player who acts next), and the
//! orders the tab's tables are sorted in ([`Sort`]).
//!
//! A player's figure at a node averages its combos' figures over the pairs of combos the two
//! players can hold there: each combo weighs its reach times the opponent reach it can meet
//! (card removal), as [`pokerlab::solver::Figures`] averages at the root. EV is counted from
//! the node on (the chips the player takes from the pot at the end, less what it puts in from
//! here), so the two players' EVs add up to the pot.

use std::cmp::Ordering;

use pokerlab::cards::Card;
use pokerlab::solver::{Action, Game, Line, NodeView, Player, Step};

/// One player's figures at a node.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerFigures {
    /// The chips it expects to take from the node on; `None` where it meets no opponent combo.
    pub ev: Option<f64>,
    /// Its equity against the opponent's range here, a fraction.
    pub equity: Option<f64>,
    /// `ev / (equity × pot)`.
    pub realisation: Option<f64>,
}

/// The weight of each combo of `player` at `view` in the player's figures: its reach times
/// the opponent reach it can meet.
pub fn pair_weights(view: &NodeView<'_>, player: Player) -> Vec<f64> {
    let opponents = view.combos(player.other());
    let opponent_reach = view.reach(player.other());
    view.combos(player)
        .iter()
        .zip(view.reach(player))
        .map(|(combo, &r)| {
            if r <= 0.0 {
                return 0.0;
            }
            let cards = combo.cards();
            let met: f64 = opponents
                .iter()
                .zip(opponent_reach)
                .filter(|(o, _)| !o.collides(cards))
                .map(|(_, &q)| f64::from(q))
                .sum();
            f64::from(r) * met
        })
        .collect()
}

/// The `weights`-weighted mean of the `values` that are known; `None` if none weighs.
fn weighted_mean(values: &[Option<f64>], weights: &[f64]) -> Option<f64> {
    let (mut sum, mut total) = (0.0, 0.0);
    for (v, &w) in values.iter().zip(weights) {
        if let Some(v) = v
            && w > 0.0
        {
            sum += v * w;
            total += w;
        }
    }
    (total > 0.0).then(|| sum / total)
}

impl PlayerFigures {
    /// `player`'s figures at `view`, from its combos' EVs and equities there (as
    /// [`NodeView::ev`] and [`NodeView::equity`] give them).
    pub fn from_combos(
        view: &NodeView<'_>,
        player: Player,
        ev: &[Option<f64>],
        equity: &[Option<f64>],
    ) -> PlayerFigures {
        let weights = pair_weights(view, player);
        let committed = view.committed()[player.index()];
        let ev = weighted_mean(ev, &weights).map(|v| v + committed);
        let equity = weighted_mean(equity, &weights);
        PlayerFigures {
            ev,
            equity,
            realisation: realisation(ev, equity, view.pot()),
        }
    }

    /// `player`'s EV at `view` alone (no equity: a walk of the subtree, no runouts).
    pub fn ev_only(view: &NodeView<'_>, player: Player) -> Option<f64> {
        let weights = pair_weights(view, player);
        weighted_mean(&view.ev(player), &weights).map(|v| v + view.committed()[player.index()])
    }
}

/// `ev / (equity × pot)` where both are known and the equity is not 0.
pub fn realisation(ev: Option<f64>, equity: Option<f64>, pot: f64) -> Option<f64> {
    match (ev, equity) {
        (Some(v), Some(e)) if e > 0.0 && pot > 0.0 => Some(v / (e * pot)),
        _ => None,
    }
}

/// One card of the next-card report.
#[derive(Clone, Debug, PartialEq)]
pub struct CardRow {
    /// The card dealt.
    pub card: Card,
    /// The acting player's overall frequency of each action after it (empty where no one
    /// acts after it, or the player's combos do not reach).
    pub frequencies: Vec<f64>,
    /// The acting player's EV after it, from there on.
    pub ev: Option<f64>,
}

/// The report over the next card at a chance node.
#[derive(Clone, Debug, PartialEq)]
pub struct NextCards {
    /// The line of the chance node.
    pub line: Vec<Step>,
    /// The player who acts after the card (OOP where no one does: an all-in runout).
    pub player: Player,
    /// The actions after the card (the first card's; every card has the same).
    pub actions: Vec<Action>,
    /// One row per card, in card order.
    pub rows: Vec<CardRow>,
}

impl NextCards {
    /// The report at the chance node of `game` at the end of `line`; `None` elsewhere.
    pub fn of(game: &Game, line: &[Step]) -> Option<NextCards> {
        let view = game.node(&Line(line.to_vec())).ok()?;
        let dealt = view.dealt();
        let first = &dealt.first()?.1;
        let player = first.player().unwrap_or(Player::Oop);
        let actions = first.actions().to_vec();
        let rows = dealt
            .iter()
            .map(|(card, child)| CardRow {
                card: *card,
                frequencies: child.action_frequencies().unwrap_or_default(),
                ev: PlayerFigures::ev_only(child, player),
            })
            .collect();
        Some(NextCards {
            line: line.to_vec(),
            player,
            actions,
            rows,
        })
    }

    /// The rows in the order of `sort` (by card, EV or an action's frequency).
    pub fn sorted(&self, sort: Sort) -> Vec<&CardRow> {
        let mut rows: Vec<&CardRow> = self.rows.iter().collect();
        rows.sort_by(|a, b| {
            let order = match sort.key {
                SortKey::Name | SortKey::Reach | SortKey::Equity | SortKey::Realisation => {
                    a.card.cmp(&b.card)
                }
                SortKey::Ev => by_value(a.ev, b.ev),
                SortKey::Action(i) => {
                    by_value(a.frequencies.get(i).copied(), b.frequencies.get(i).copied())
                }
            };
            sort.apply(order)
        });
        rows
    }
}

/// What a table is sorted by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SortKey {
    /// The combo or the card.
    Name,
    /// How often the combo gets here.
    Reach,
    /// The frequency of the action with this index.
    Action(usize),
    /// The EV.
    Ev,
    /// The equity.
    Equity,
    /// The equity realisation.
    Realisation,
}

/// A table's order: a column, up or down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sort {
    /// The column.
    pub key: SortKey,
    /// Largest first.
    pub descending: bool,
}

impl Default for Sort {
    /// By name, from the first.
    fn default() -> Self {
        Sort {
            key: SortKey::Name,
            descending: false,
        }
    }
}

impl Sort {
    /// The order after a click on the header of `key`: the other way round if it is the
    /// column already sorted by, else that column, names from the first and figures largest
    /// first.
    pub fn clicked(self, key: SortKey) -> Sort {
        if self.key == key {
            Sort {
                key,
                descending: !self.descending,
            }
        } else {
            Sort {
                key,
                descending: key != SortKey::Name,
            }
        }
    }

    /// `order` (ascending) turned the way of this sort.
    pub fn apply(self, order: Ordering) -> Ordering {
        if self.descending {
            order.reverse()
        } else {
            order
        }
    }
}

/// Two figures in ascending order, unknowns first.
pub fn by_value(a: Option<f64>, b: Option<f64>) -> Ordering {
    match (a, b) {
        (Some(a), Some(b)) => a.total_cmp(&b),
        (None, Some(_)) => Ordering::Less,
        (Some(_), None) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_sorts_by_a_column_then_the_other_way_round() {
        let sort = Sort::default();
        assert_eq!((sort.key, sort.descending), (SortKey::Name, false));
        let by_ev = sort.clicked(SortKey::Ev);
        assert_eq!((by_ev.key, by_ev.descending), (SortKey::Ev, true));
        let again = by_ev.clicked(SortKey::Ev);
        assert_eq!((again.key, again.descending), (SortKey::Ev, false));
        let by_name = again.clicked(SortKey::Name);
        assert!(!by_name.descending);
        assert_eq!(by_ev.apply(Ordering::Less), Ordering::Greater);
    }

    #[test]
    fn unknown_figures_sort_below_known_ones() {
        assert_eq!(by_value(None, Some(-1e9)), Ordering::Less);
        assert_eq!(by_value(Some(2.0), Some(1.0)), Ordering::Greater);
        assert_eq!(by_value(None, None), Ordering::Equal);
    }

    #[test]
    fn realisation_needs_an_equity() {
        assert_eq!(realisation(Some(50.0), Some(0.5), 100.0), Some(1.0));
        assert_eq!(realisation(Some(50.0), Some(0.0), 100.0), None);
        assert_eq!(realisation(None, Some(0.5), 100.0), None);
    }
}
