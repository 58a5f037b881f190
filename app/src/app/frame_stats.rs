//! How long frames take, so that "the UI never stutters while the engine works" is measured
//! rather than hoped for. The app times its own `ui` pass (the work done on the UI thread) and
//! reads the window's frame interval; the status bar shows both, with the worst of the last seconds.
//!
//! Set `POKERLAB_FRAME_LOG=path` to also write one line per frame (`time_s ui_ms interval_ms`)
//! to a file, for measurements under a virtual display.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::time::Duration;

/// Frames before this time (seconds) are start-up and left out of the worst-frame figures.
const STARTUP: f64 = 1.0;

/// How far back the worst-frame figures look (seconds).
const WINDOW: f64 = 3.0;

/// One frame's timings.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Sample {
    /// When the frame ran (the UI's clock, seconds).
    at: f64,
    /// Time spent in the app's `ui` (milliseconds).
    ui_ms: f32,
    /// Time since the previous frame (milliseconds).
    interval_ms: f32,
    /// eframe's whole previous frame on the UI thread: ui, tessellation and painting, less
    /// the wait for the display (milliseconds; 0 if unknown).
    frame_ms: f32,
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
    /// The last measured whole frame (the one before the last `ui`) on the UI thread, as
    /// eframe measures it: ui, tessellation and painting, without the wait for the display
    /// (ms; 0 when unknown, e.g. in tests).
    pub frame_ms: f32,
    /// The worst of those in the window (ms).
    pub worst_frame_ms: f32,
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

    /// Records a frame at UI time `at` (seconds) that spent `ui` in the app, `interval_s` after the
    /// previous frame.
    pub fn record(
        &mut self,
        at: f64,
        ui: Duration,
        interval_s: f32,
        previous_frame_s: Option<f32>,
    ) {
        let previous_frame_ms = previous_frame_s.unwrap_or(0.0) * 1000.0;
        // eframe measures a frame once it is painted: the figure belongs to the previous one.
        if let Some(previous) = self.samples.back_mut() {
            previous.frame_ms = previous_frame_ms;
        }
        let sample = Sample {
            at,
            ui_ms: ui.as_secs_f32() * 1000.0,
            interval_ms: interval_s * 1000.0,
            frame_ms: 0.0,
        };
        self.samples.push_back(sample);
        while self.samples.front().is_some_and(|s| s.at < at - WINDOW) {
            self.samples.pop_front();
        }
        self.frames += 1;
        if let Some(log) = &mut self.log {
            // Flushed every frame: the app may be killed at any time under a test display.
            let _ = writeln!(
                log,
                "{:.4} {:.3} {:.3} {:.3}",
                sample.at, sample.ui_ms, sample.interval_ms, previous_frame_ms
            );
            let _ = log.flush();
        }
    }

    /// The last frame and the worst of the recent ones.
    pub fn summary(&self) -> FrameSummary {
        let last = self.samples.back();
        let previous = self.samples.iter().rev().nth(1);
        // The first second (fonts, the first card pictures) is start-up, not steady work.
        let steady = || self.samples.iter().filter(|s| s.at >= STARTUP);
        FrameSummary {
            ui_ms: last.map_or(0.0, |s| s.ui_ms),
            worst_ui_ms: steady().map(|s| s.ui_ms).fold(0.0, f32::max),
            frame_ms: previous.map_or(0.0, |s| s.frame_ms),
            worst_frame_ms: steady().map(|s| s.frame_ms).fold(0.0, f32::max),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_a_window_of_recent_frames() {
        let mut stats = FrameStats::default();
        stats.record(0.5, Duration::from_millis(40), 0.016, None); // start-up: not counted
        stats.record(1.0, Duration::from_millis(9), 0.016, None);
        stats.record(2.0, Duration::from_millis(2), 0.5, Some(0.004));
        assert_eq!(stats.summary().worst_ui_ms, 9.0);
        stats.record(6.0, Duration::from_millis(3), 0.016, None);
        let s = stats.summary();
        assert_eq!(s.ui_ms, 3.0);
        assert_eq!(s.worst_ui_ms, 3.0);
        assert_eq!(s.frame_ms, 0.0);
        assert_eq!(s.worst_frame_ms, 0.0);
        // The frame at 6 s took 4 ms in all: known once the next one starts.
        stats.record(7.0, Duration::from_millis(1), 0.016, Some(0.004));
        assert_eq!(stats.summary().frame_ms, 4.0);
        assert_eq!(stats.summary().worst_frame_ms, 4.0);
    }
}
