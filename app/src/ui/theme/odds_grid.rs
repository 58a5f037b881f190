//! The Odds Grid tab's sizes, beside the rest of the theme so that the whole look stays in one
//! place (points unless said otherwise; a share is of the space the tab has).

/// Width of the inputs column.
pub const INPUTS_WIDTH: f32 = 420.0;
/// The inputs column takes at most this share of the tab.
pub const INPUTS_SHARE: f32 = 0.45;
/// Narrowest the grid table gets before the chart moves below it.
pub const TABLE_MIN_WIDTH: f32 = 470.0;
/// Height kept under the chart of starting hands beside the table (its caption and legend).
pub const CHART_ROOM_BELOW: f32 = 110.0;
/// The largest chart of starting hands.
pub const CHART_MAX_SIDE: f32 = 520.0;
/// The smallest chart of starting hands beside the table; a smaller one goes below it.
pub const CHART_MIN_SIDE_BESIDE: f32 = 300.0;
/// The smallest chart of starting hands below the table.
pub const CHART_MIN_SIDE_BELOW: f32 = 240.0;
/// The smallest chart of starting hands, however narrow the tab.
pub const CHART_MIN_SIDE: f32 = 160.0;
/// Height of the hand's two cards.
pub const HAND_CARD: f32 = 76.0;
/// Height of a board card.
pub const BOARD_CARD: f32 = 58.0;
/// Height of a dead card.
pub const DEAD_CARD: f32 = 42.0;
/// Space between the lines of the hand in words.
pub const WORDS_SPACING: f32 = 2.0;
/// Height of a row of the grid by final hand.
pub const ROW_HEIGHT: f32 = 30.0;
/// The final hands' names column: this share of the grid's width, within the two bounds.
pub const NAME_SHARE: f32 = 0.28;
/// The narrowest names column.
pub const NAME_MIN: f32 = 120.0;
/// The widest names column.
pub const NAME_MAX: f32 = 170.0;
/// The two header lines are this much shorter than two rows.
pub const HEADER_TIGHTEN: f32 = 8.0;
/// The rule under a header group's name ("YOUR HAND") is this far below its centre.
pub const GROUP_RULE_BELOW: f32 = 8.0;
/// Space between the last row and the totals' rule.
pub const TOTALS_GAP: f32 = 2.0;
/// The totals' row is this much taller than a row.
pub const TOTALS_TALLER: f32 = 4.0;
/// A figure's faint bar spans at most this share of its cell.
pub const ROW_BAR_SHARE: f32 = 0.9;
/// The faint bar's top is this far above the cell's bottom.
pub const ROW_BAR_ABOVE_BOTTOM: f32 = 6.0;
/// Thickness of the faint bar.
pub const ROW_BAR_THICKNESS: f32 = 3.0;
/// Corner radius of the faint bar.
pub const ROW_BAR_RADIUS: f32 = 1.5;
/// Text size of the spot's title over the results.
pub const TITLE_SIZE: f32 = super::text_size::BODY + 2.0;
/// Text size of the big equity figure.
pub const EQUITY_SIZE: f32 = super::text_size::BIG + 6.0;
/// Width of the progress bar beside the method badge.
pub const PROGRESS_WIDTH: f32 = 90.0;
/// Height of the win / tie / lose bar.
pub const BAR_HEIGHT: f32 = 14.0;
/// Corner radius of the win / tie / lose bar.
pub const BAR_RADIUS: f32 = 7.0;
/// The narrowest win / tie / lose bar.
pub const BAR_MIN_WIDTH: f32 = 60.0;
