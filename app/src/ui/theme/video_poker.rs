//! The Video Poker tab's sizes and the colours of its machine, beside the rest of the theme so
//! that the whole look stays in one place (points unless said otherwise).

use egui::Color32;

use super::Palette;

/// Width of the side panel (at most 40% of the tab).
pub const SIDE_WIDTH: f32 = 380.0;
/// The side panel takes at most this share of the tab.
pub const SIDE_SHARE: f32 = 0.4;
/// From this window width the strategy chart takes a column of its own beside the machine
/// (the side panel is then two columns wide).
pub const STRATEGY_BESIDE_FROM: f32 = 1700.0;

/// Height of a pay-table row.
pub const PAY_ROW: f32 = 23.0;
/// Height of a pay-table row on a short window.
pub const PAY_ROW_COMPACT: f32 = 18.0;
/// Below this height the pay table closes up its rows, so the cards and buttons stay in view.
pub const SHORT_WINDOW: f32 = 720.0;
/// Below this width the pay table's picker and its return figure take a line each.
pub const NARROW_PAY_TABLE: f32 = 640.0;
/// Width of the game-family picker.
pub const GAME_PICKER: f32 = 210.0;
/// Width of the game-family picker on a narrow tab.
pub const GAME_PICKER_NARROW: f32 = 170.0;
/// Width of the pay-table picker.
pub const TABLE_PICKER: f32 = 300.0;
/// The most height the pay-table picker's list takes before it scrolls.
pub const TABLE_MENU_HEIGHT: f32 = 560.0;
/// Width of the pay-table picker on a narrow tab.
pub const TABLE_PICKER_NARROW: f32 = 240.0;
/// The hand names' column: this share of the table's width, within the two bounds.
pub const PAY_NAME_SHARE: f32 = 0.26;
/// The narrowest hand names' column.
pub const PAY_NAME_MIN: f32 = 150.0;
/// The widest hand names' column.
pub const PAY_NAME_MAX: f32 = 230.0;
/// Width of the "how often" column.
pub const PAY_CHANCE: f32 = 110.0;
/// Width of the return's progress bar while it is computed.
pub const RETURN_PROGRESS: f32 = 120.0;

/// The largest card height on the machine.
pub const MAX_CARD: f32 = 230.0;
/// The smallest card height on the machine.
pub const MIN_CARD: f32 = 80.0;
/// The lowest machine screen.
pub const MIN_SCREEN: f32 = 180.0;
/// The screen's height above the card's: the banner and the tags.
pub const SCREEN_ABOVE_CARD: f32 = 110.0;
/// Room kept under the screen for the meters and buttons.
pub const CONTROLS: f32 = 96.0;
/// Height of the banner across the top of the screen.
pub const BANNER: f32 = 40.0;
/// Height of the room for a tag (HELD above a card, its key or BEST below).
pub const TAG: f32 = 24.0;
/// The HELD pill: this share of the card's width, at most [`HELD_PILL_MAX`].
pub const HELD_PILL_SHARE: f32 = 0.62;
/// The widest HELD pill.
pub const HELD_PILL_MAX: f32 = 110.0;
/// The HELD pill is this much lower than the tag's room.
pub const HELD_PILL_INSET: f32 = 4.0;
/// The BEST pill: this share of the card's width, at most [`BEST_PILL_MAX`].
pub const BEST_PILL_SHARE: f32 = 0.5;
/// The widest BEST pill.
pub const BEST_PILL_MAX: f32 = 90.0;
/// The BEST pill is this much lower than the tag's room.
pub const BEST_PILL_INSET: f32 = 6.0;
/// Size of the WILD badge on a wild card.
pub const WILD_BADGE: [f32; 2] = [40.0, 17.0];
/// How far the WILD badge sits inside the card's corner.
pub const WILD_BADGE_INSET: f32 = 6.0;
/// Height of a card of the other hands of multi-play.
pub const MULTI_CARD: f32 = 46.0;
/// The most other hands of multi-play on one row.
pub const MULTI_COLUMNS: usize = 3;
/// Height of the caption under one of the other hands (its pay).
pub const MULTI_CAPTION: f32 = 16.0;
/// Space between two cards of one of the other hands.
pub const MULTI_CARD_GAP: f32 = 2.0;
/// The gold outline of a wild card among the other hands of multi-play.
pub const MULTI_WILD_OUTLINE: f32 = 2.0;
/// Space above and below a line of the strategy chart.
pub const CHART_ROW_PAD: f32 = 2.0;
/// Width of a chart line's number.
pub const CHART_NUMBER: f32 = 22.0;
/// Width of a chart line's share of deals.
pub const CHART_SHARE: f32 = 46.0;
/// Footnotes shown open under a chart line; more fold under "N more exceptions".
pub const CHART_FOOTNOTES_OPEN: usize = 4;
/// The screen's frame, inside its outline.
pub const SCREEN_FRAME: f32 = 6.0;
/// How far the screen's shadow falls.
pub const SCREEN_SHADOW: f32 = 3.0;
/// The inner corners' radius is this much less than the screen's.
pub const SCREEN_INNER_RADIUS_LESS: u8 = 4;

/// Size of the Deal / Draw button.
pub const DEAL_BUTTON: [f32; 2] = [150.0, 46.0];
/// Size of the Bet one and Bet max buttons.
pub const BET_BUTTON: [f32; 2] = [96.0, 46.0];
/// Size of the Add credits button (as wide as its words).
pub const REFILL_BUTTON: [f32; 2] = [0.0, 46.0];
/// The meters' figures are this much larger than a heading.
pub const METER_FIGURE_MORE: f32 = 4.0;

/// Height of the last hand's cards in the side panel.
pub const MINI_CARD: f32 = 56.0;
/// Space between a last-hand card and its tags.
pub const MINI_TAG_GAP: f32 = 3.0;
/// The last hand's tags (BEST, YOU) are this much smaller than a caption.
pub const MINI_TAG_LESS: f32 = 1.5;
/// The verdict is this much larger than body text.
pub const VERDICT_MORE: f32 = 2.0;

impl Palette {
    /// The shadow under the machine's screen.
    pub fn machine_shadow(&self) -> Color32 {
        Color32::from_black_alpha(if self.dark { 90 } else { 35 })
    }

    /// The lower end of the screen's gradient (the upper end is the felt's centre).
    pub fn machine_screen_bottom(&self) -> Color32 {
        self.felt_edge.lerp_to_gamma(self.felt_center, 0.45)
    }

    /// Behind the pay table's column of the current bet.
    pub fn pay_column(&self) -> Color32 {
        self.accent
            .gamma_multiply(if self.dark { 0.16 } else { 0.22 })
    }

    /// Behind the chart line that plays the deal.
    pub fn chart_lit(&self) -> Color32 {
        self.exact
            .gamma_multiply(if self.dark { 0.18 } else { 0.16 })
    }

    /// Behind the chart line the player's mistaken hold followed.
    pub fn chart_yours(&self) -> Color32 {
        self.estimate
            .gamma_multiply(if self.dark { 0.18 } else { 0.16 })
    }

    /// Behind the tutor's question.
    pub fn tutor_question(&self) -> Color32 {
        self.estimate
            .gamma_multiply(if self.dark { 0.14 } else { 0.12 })
    }

    /// Behind every other row of the pay table.
    pub fn pay_row_stripe(&self) -> Color32 {
        self.surface_strong.gamma_multiply(0.45)
    }
}
/// The height of the bankroll view's plot of the net result after N hands.
pub const BANKROLL_PLOT_HEIGHT: f32 = 120.0;
/// Room under the bankroll plot for its axis labels.
pub const BANKROLL_PLOT_BOTTOM: f32 = 16.0;
/// The inner margin of the bankroll plot.
pub const BANKROLL_PLOT_MARGIN: f32 = 6.0;
/// The width of one bar of the bankroll plot (the results are grouped into bars this wide).
pub const BANKROLL_BAR: f32 = 3.0;
/// The width of the bankroll view's two input fields.
pub const BANKROLL_FIELD: f32 = 64.0;
/// How strongly the bankroll plot's bars are filled (a factor on their colour).
pub const BANKROLL_FILL: f32 = 0.75;
