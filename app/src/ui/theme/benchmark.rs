//! The Benchmark tab's sizes, beside the rest of the theme so that the whole look stays in one
//! place (points unless said otherwise).

/// Above this width the evaluator's figures and the timings take a column each.
pub const TWO_COLUMNS_ABOVE: f32 = 900.0;
/// The progress bar: this share of the width, at least the next.
pub const PROGRESS_SHARE: f32 = 0.5;
/// The narrowest progress bar.
pub const PROGRESS_MIN: f32 = 160.0;
/// Width of a figure row's labels ("7 cards", "sequential").
pub const LABEL_WIDTH: f32 = 150.0;
/// Height of a figure row.
pub const ROW_HEIGHT: f32 = 30.0;
/// Width of a figure row's value ("850.0 M/s").
pub const VALUE_WIDTH: f32 = 110.0;
/// Half the height of a figure row's bar.
pub const TRACK_HALF: f32 = 7.0;
/// Size of the Run button.
pub const RUN_BUTTON: [f32; 2] = [170.0, 36.0];
/// Size of the Stop button.
pub const STOP_BUTTON: [f32; 2] = [72.0, 36.0];
/// Width of a timing row's value ("2.40 ms").
pub const TIMING_VALUE_WIDTH: f32 = 130.0;
/// Space between the lines of a timing row's words.
pub const TIMING_LINE_SPACING: f32 = 1.0;
