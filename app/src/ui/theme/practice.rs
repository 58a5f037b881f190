//! The Practice tab's sizes and the colours of its verdict words, beside the rest of the theme
//! (points unless said otherwise).

use egui::Color32;

use super::Palette;
use pokerlab::practice::Verdict;

/// Width of the drill form on the left.
pub const FORM_WIDTH: f32 = 330.0;
/// Width of a form field's caption.
pub const LABEL_WIDTH: f32 = 112.0;
/// Height of the player's cards and the board's.
pub const CARD: f32 = 92.0;
/// Size of the Start and Next hand buttons.
pub const BUTTON: [f32; 2] = [130.0, 34.0];
/// Height of an action button.
pub const ACTION_HEIGHT: f32 = 34.0;
/// Width of a session figure's column.
pub const STAT_WIDTH: f32 = 170.0;
/// Width of the progress bar while the first solve runs.
pub const PROGRESS: f32 = 260.0;

/// The colour of a verdict's word: green for best and correct, amber for an inaccuracy,
/// orange for a mistake, the error red for a blunder.
pub fn verdict_color(p: &Palette, verdict: Verdict) -> Color32 {
    match verdict {
        Verdict::Best => p.exact,
        Verdict::Correct => p.lighter(p.exact),
        Verdict::Inaccuracy => p.estimate,
        Verdict::Mistake => Color32::from_rgb(0xe0, 0x7b, 0x39),
        Verdict::Blunder => p.error,
    }
}
