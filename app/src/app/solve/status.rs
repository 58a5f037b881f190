//! The Solve tab's words for where a solve stands — from the first moment (the tree being
//! built, the first iteration under way) to a stop answered at once and the exploitability of
//! a stopped solve measured after — and for a tree refused for its memory, naming the tab's
//! limit and the compressed storage (16-bit regrets, 8-bit strategy sums).

use pokerlab::format;
use pokerlab::solver::{GameOptions, SolveProgress, SpotError, StopReason};

use super::{Field, Solve};

/// The refusal of a spot's tree, with what the tab offers for a tree too big.
pub fn refusal(error: &SpotError, options: &GameOptions) -> String {
    match error {
        SpotError::TooBig { .. } => {
            let also = if options.compress {
                ""
            } else {
                ", or tick “compress (16/8-bit)”"
            };
            format!(
                "{error}. The tab's limit is the {} field ({}){also}.",
                Field::MaxMemory.label(),
                format::memory(options.max_memory)
            )
        }
        _ => error.to_string(),
    }
}

/// "120 iterations, exploitability 0.42% of the pot (target reached), in 1.2 s", or for a
/// solve stopped on request or by its time budget "stopped at 120 iterations, exploitability
/// 0.42% of the pot, after 1.2 s" ("measuring the exploitability…" until it is known). The
/// time comes last: it is the one part that differs from run to run.
pub fn progress_text(p: &SolveProgress) -> String {
    let exploitability = p.exploitability_percent.map_or_else(
        || {
            if p.stop.is_some() {
                "measuring the exploitability…".to_owned()
            } else {
                "exploitability not yet measured".to_owned()
            }
        },
        |e| {
            format!(
                "exploitability {} of the pot",
                format::percent_places(e / 100.0, 2)
            )
        },
    );
    let stop = match p.stop {
        None => "",
        Some(StopReason::Target) => " (target reached)",
        Some(StopReason::Iterations) => " (iteration budget spent)",
        Some(StopReason::Time) => " (time budget spent)",
        Some(StopReason::Cancelled) => "",
    };
    let (stopped, when) = if matches!(p.stop, Some(StopReason::Cancelled | StopReason::Time)) {
        ("stopped at ", "after")
    } else {
        ("", "in")
    };
    format!(
        "{stopped}{} iterations, {}{stop}, {when} {}",
        format::group_digits(p.iterations),
        exploitability,
        format::duration(p.elapsed),
    )
}

impl Solve {
    /// Where the solve stands, in words, from the moment Solve is pressed; `None` before.
    pub fn solve_words(&self) -> Option<String> {
        if self.is_stopping() {
            let done = self.progress.map_or(0, |p| p.iterations);
            return Some(format!(
                "Stopped: keeping the solve at {} iterations (the iteration under way ends first)…",
                format::group_digits(done)
            ));
        }
        if self.is_solving() {
            return Some(match (&self.progress, self.solve.is_some()) {
                (_, false) if self.is_building() => "Solving: building the tree…".to_owned(),
                (_, false) => "Solving: starting…".to_owned(),
                (Some(p), true) if p.iterations > 0 => {
                    let mut p = *p;
                    p.elapsed = p.elapsed.max(self.running_for().unwrap_or_default());
                    format!("Solving: {}", progress_text(&p))
                }
                _ => format!(
                    "Solving: the first iteration is running ({})…",
                    format::duration(self.running_for().unwrap_or_default())
                ),
            });
        }
        let p = self.progress?;
        Some(if self.loaded {
            format!("Loaded: {}", progress_text(&p))
        } else {
            progress_text(&p)
        })
    }

    /// The status bar's line.
    pub fn status_line(&self) -> String {
        if let Some(e) = &self.input_error {
            return format!("Solve: {e}");
        }
        match self.solve_words() {
            Some(words) if self.is_solving() => words,
            Some(words) if words.starts_with("Loaded") => words,
            Some(words)
                if self
                    .progress
                    .is_some_and(|p| p.stop == Some(StopReason::Cancelled)) =>
            {
                // "Stopped at 120 iterations …": not "Solved".
                let mut chars = words.chars();
                chars
                    .next()
                    .map_or(words.clone(), |c| c.to_uppercase().chain(chars).collect())
            }
            Some(words) => format!("Solved: {words}"),
            None => "Set the spot and press Solve.".to_owned(),
        }
    }
}
