//! How long frames take, so that "the UI never stutters while the engine works" is measured
//! rather than hoped for. The app times its own `ui` pass (the work done on the UI thread) and
//! reads egui's frame interval; the status bar shows both, with the worst of the last seconds.
//!
//! Set `POKERLAB_FRAME_LOG=path` to also write one line per frame (`time_s ui_ms interval_ms`)
//! to a file, for measurements under a virtual display.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::time::Duration;

/// How far back the worst-frame figures look (seconds).
const WINDOW: f64 = 3.0;

/// One frame's timings.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Sample {
    /// When the frame ran (egui time, seconds).
    at: f64,
    /// Time spent in the app's `ui` (milliseconds).
    ui_ms: f32,
    /// Time since the previous frame (milliseconds).
    interval_ms: f32,
}

/// Recent frame timings.
#[derive(Default)]
pub struct FrameStats {
    samples: VecDeque<Sample>,
    log: Option<BufWriter<File>>,
    frames: u64,
}

impl std::fmt::Debug for FrameStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FrameStats")
            .field("frames", &self.frames)
            .finish()
    }
}

/// A summary of recent frames.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FrameSummary {
    /// The last frame's `ui` time (ms).
    pub ui_ms: f32,
    /// The worst `ui` time in the window (ms).
    pub worst_ui_ms: f32,
    /// The worst interval between two frames in the window while frames came back to back
    /// (ms): what a user perceives as a stutter.
    pub worst_interval_ms: f32,
}

impl FrameStats {
    /// Empty stats; logs to the file named by `POKERLAB_FRAME_LOG` if set (and creatable).
    pub fn new() -> FrameStats {
        let log = std::env::var_os("POKERLAB_FRAME_LOG")
            .and_then(|path| File::create(path).ok())
            .map(BufWriter::new);
        FrameStats {
            samples: VecDeque::new(),
            log,
            frames: 0,
        }
    }

    /// Records a frame at egui time `at` that spent `ui` in the app, `interval_s` after the
    /// previous frame.
    pub fn record(&mut self, at: f64, ui: Duration, interval_s: f32) {
        let sample = Sample {
            at,
            ui_ms: ui.as_secs_f32() * 1000.0,
            interval_ms: interval_s * 1000.0,
        };
        self.samples.push_back(sample);
        while self.samples.front().is_some_and(|s| s.at < at - WINDOW) {
            self.samples.pop_front();
        }
        self.frames += 1;
        if let Some(log) = &mut self.log {
            let ok = writeln!(
                log,
                "{:.4} {:.3} {:.3}",
                sample.at, sample.ui_ms, sample.interval_ms
            )
            .is_ok();
            if !ok || self.frames.is_multiple_of(30) {
                let _ = log.flush();
            }
        }
    }

    /// The last frame and the worst of the recent ones.
    pub fn summary(&self) -> FrameSummary {
        let ui_ms = self.samples.back().map_or(0.0, |s| s.ui_ms);
        let worst_ui_ms = self.samples.iter().map(|s| s.ui_ms).fold(0.0, f32::max);
        // An interval well above a frame means the app was idle (nothing to repaint), not slow.
        let worst_interval_ms = self
            .samples
            .iter()
            .map(|s| s.interval_ms)
            .filter(|&ms| ms < 100.0)
            .fold(0.0, f32::max);
        FrameSummary {
            ui_ms,
            worst_ui_ms,
            worst_interval_ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_a_window_of_recent_frames() {
        let mut stats = FrameStats::default();
        stats.record(0.0, Duration::from_millis(9), 0.016);
        stats.record(1.0, Duration::from_millis(2), 0.5);
        assert_eq!(stats.summary().worst_ui_ms, 9.0);
        stats.record(5.0, Duration::from_millis(3), 0.016);
        let s = stats.summary();
        assert_eq!(s.ui_ms, 3.0);
        assert_eq!(s.worst_ui_ms, 3.0);
        assert_eq!(s.worst_interval_ms, 16.0);
    }
}
