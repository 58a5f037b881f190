//! The trainer's strategy chart: the chart of the selected table and bet — stored for the
//! built-in tables ([`StrategyChart::stored`]: taken at once), else built on a job on the
//! [pool](pokerlab::jobs::Pool::global) (a second or two) and cancelled when the table changes;
//! which line plays a deal, which line a player's hold followed; and the session's mistakes
//! counted by the line the player should have followed.

use std::collections::HashMap;
use std::sync::Arc;

use pokerlab::jobs::{JobHandle, Pool, Waker};
use pokerlab::video_poker::{
    Bet, HoldMask, HoldsAnalysis, LineId, PayTable, StrategyChart, TableId,
};

/// A built-in table and a bet: the chart of the bet's pay schedule.
type ChartKey = (TableId, Bet);

/// Charts kept for tables and bets used before. Only charts of one game and minimum pair are
/// kept at a time: once it has played a deal a chart holds that game's draw tables (15 MB), and
/// charts of three different games held three sets.
const MAX_CHARTS: usize = 3;

/// The chart of the current table, as far as it is known.
#[derive(Clone, Copy, Debug)]
pub enum ChartState<'a> {
    /// Being built; how far along (0 to 1).
    Running(f32),
    /// Built.
    Ready(&'a StrategyChart),
    /// The build failed.
    Failed,
}

/// A round's hold against the chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartVerdict {
    /// The built-in table the chart is of.
    pub table: TableId,
    /// The line that plays the deal (its hold is the chart's).
    pub should: LineId,
    /// The line the player's hold followed, if any line makes that hold.
    pub yours: Option<LineId>,
}

/// The strategy chart's jobs and the mistakes counted by chart line.
#[derive(Default)]
pub struct Coach {
    charts: HashMap<ChartKey, Arc<StrategyChart>>,
    building: Option<(ChartKey, JobHandle<Option<StrategyChart>>)>,
    /// Mistakes by the rule of the line that should have been followed.
    missed: HashMap<String, u64>,
}

impl std::fmt::Debug for Coach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Coach")
            .field("charts", &self.charts.keys().collect::<Vec<_>>())
            .field("missed", &self.missed)
            .finish_non_exhaustive()
    }
}

impl Coach {
    fn keep(&mut self, key: ChartKey, chart: StrategyChart) {
        let same_tables = |c: &StrategyChart| {
            let (t, new) = (c.paytable(), chart.paytable());
            t.kind() == new.kind() && t.min_pair() == new.min_pair()
        };
        if self.charts.len() >= MAX_CHARTS || !self.charts.values().all(|c| same_tables(c)) {
            self.charts.clear();
        }
        self.charts.insert(key, Arc::new(chart));
    }

    /// Takes in a finished chart and finds the chart of `table` at `bet` if it is not known:
    /// the stored one at once, else a build is started (a build for another table or bet is
    /// dropped, which cancels it).
    pub fn poll(&mut self, table: &PayTable, bet: Bet, waker: &Waker) {
        if let Some((key, task)) = &self.building
            && let Some(Some(chart)) = task.take_finished()
        {
            let key = *key;
            self.keep(key, chart);
            self.building = None;
        }
        // Charts are kept for the built-in tables, by their handles.
        let Some(id) = table.builtin_id() else {
            return;
        };
        let key = (id, bet);
        if self.charts.contains_key(&key) || self.building.as_ref().is_some_and(|(k, _)| *k == key)
        {
            return;
        }
        // Stored: a lookup well under a millisecond, no job needed.
        if let Some(chart) = StrategyChart::stored(table, bet) {
            self.keep(key, chart);
            self.building = None;
            return;
        }
        let table = table.clone();
        let task = Pool::global().spawn_task(waker.clone(), move |ctl| {
            let progress = |f: f64| ctl.progress(f);
            if let Ok(chart) =
                StrategyChart::build_for_with(&table, bet, &progress, ctl.cancel_flag())
            {
                ctl.update(|v| *v = Some(chart));
            }
        });
        // Replacing the build of another table drops its handle: that cancels it.
        self.building = Some((key, task));
    }

    /// Blocks until the chart of `table` at `bet` is known (tests and scripts).
    pub fn wait_for(&mut self, table: &PayTable, bet: Bet, waker: &Waker) {
        loop {
            self.poll(table, bet, waker);
            if self.chart(table, bet).is_some() {
                return;
            }
            match &self.building {
                Some((_, job)) if !job.is_done() => job.block_until_done(),
                Some(_) => {}
                None => return,
            }
        }
    }

    /// The chart of `table` at `bet`, as far as it is known.
    pub fn state(&self, table: &PayTable, bet: Bet) -> ChartState<'_> {
        let Some(id) = table.builtin_id() else {
            return ChartState::Failed;
        };
        let key = (id, bet);
        if let Some(chart) = self.charts.get(&key) {
            return ChartState::Ready(chart);
        }
        match &self.building {
            Some((k, task)) if *k == key => {
                let s = task.read_snapshot(|_| ());
                match (s.error, s.done) {
                    (Some(_), _) | (None, true) => ChartState::Failed,
                    (None, false) => ChartState::Running(s.progress as f32),
                }
            }
            _ => ChartState::Running(0.0),
        }
    }

    /// The chart of `table` at `bet`, once known.
    pub fn chart(&self, table: &PayTable, bet: Bet) -> Option<&StrategyChart> {
        self.charts.get(&(table.builtin_id()?, bet)).map(|c| &**c)
    }

    /// The line that plays an analysed deal in the chart of `table` at the analysis' bet, once
    /// known (the analysis' EVs are used: no draw tables are touched).
    pub fn line_of_deal(&self, table: &PayTable, analysis: &HoldsAnalysis) -> Option<LineId> {
        Some(
            self.chart(table, analysis.bet())?
                .play_analyzed(analysis)
                .line,
        )
    }

    /// Scores the hold `chosen` of an analysed deal against the chart of its bet (once known),
    /// and, unless the hold was `correct` (a best hold of the round as played), counts a
    /// mistake under the rule of the line that should have been followed.
    pub fn record(
        &mut self,
        table: &PayTable,
        analysis: &HoldsAnalysis,
        chosen: HoldMask,
        correct: bool,
    ) -> Option<ChartVerdict> {
        let id = table.builtin_id()?;
        let chart = self.charts.get(&(id, analysis.bet()))?;
        let dealt = analysis.dealt();
        let should = chart.play_analyzed(analysis).line;
        let yours = chart.line_of_hold(dealt, chosen).ok().flatten();
        if !correct && let Some(line) = chart.line(should) {
            *self.missed.entry(line.rule().to_owned()).or_default() += 1;
        }
        Some(ChartVerdict {
            table: id,
            should,
            yours,
        })
    }

    /// The rules missed this session, the most missed first (ties by rule).
    pub fn missed(&self) -> Vec<(String, u64)> {
        let mut missed: Vec<(String, u64)> =
            self.missed.iter().map(|(r, n)| (r.clone(), *n)).collect();
        missed.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        missed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str) -> PayTable {
        PayTable::builtin(name).unwrap_or_else(|| panic!("no built-in table {name}"))
    }

    fn kept(coach: &Coach) -> Vec<&str> {
        let mut names: Vec<&str> = coach.charts.keys().map(|(id, _)| id.name()).collect();
        names.sort_unstable();
        names
    }

    #[test]
    fn charts_of_one_game_are_kept_and_another_game_replaces_them() {
        let waker = Waker::none();
        let mut coach = Coach::default();
        let (nine_six, eight_five) = (table("jacks-or-better-9-6"), table("jacks-or-better-8-5"));
        let deuces = table("deuces-wild");
        coach.wait_for(&nine_six, Bet::MAX, &waker);
        coach.wait_for(&eight_five, Bet::MAX, &waker);
        // Both Jacks or Better: one set of draw tables serves them, so both are kept.
        assert_eq!(kept(&coach), [eight_five.name(), nine_six.name()]);
        assert!(matches!(
            coach.state(&nine_six, Bet::MAX),
            ChartState::Ready(_)
        ));
        coach.wait_for(&deuces, Bet::MAX, &waker);
        // Another game's draw tables: the charts holding the first game's are let go.
        assert_eq!(kept(&coach), [deuces.name()]);
        assert!(matches!(
            coach.state(&nine_six, Bet::MAX),
            ChartState::Running(_)
        ));
    }

    #[test]
    fn a_stored_chart_is_taken_at_once_and_each_pay_schedule_has_its_own() {
        let waker = Waker::none();
        let mut coach = Coach::default();
        let nine_six = table("jacks-or-better-9-6");
        for bet in Bet::ALL {
            // No job: the chart is there after one poll.
            coach.poll(&nine_six, bet, &waker);
            assert!(coach.building.is_none());
            let chart = coach.chart(&nine_six, bet).expect("a stored chart");
            assert_eq!(chart.bet(), bet);
        }
        let (one, five) = (
            coach.chart(&nine_six, Bet::MIN).map(|c| c.chart_return()),
            coach.chart(&nine_six, Bet::MAX).map(|c| c.chart_return()),
        );
        // The royal pays 250 per coin below five coins: a lower return.
        assert!(one < five);
    }
}
