//! The Flops tab's sizes, beside the rest of the theme (points).

/// Width of the inputs' column.
pub const INPUTS_WIDTH: f32 = 300.0;
/// Height of the plot of equity across flops.
pub const PLOT_HEIGHT: f32 = 150.0;
/// Height of a table row.
pub const ROW_HEIGHT: f32 = 22.0;
/// Width of the table's board column.
pub const BOARD_WIDTH: f32 = 90.0;
/// Width of the table's weight column.
pub const WEIGHT_WIDTH: f32 = 60.0;
/// Width of a seat's equity column.
pub const EQUITY_WIDTH: f32 = 80.0;
/// Width of a seat's main-holding column.
pub const HOLDING_WIDTH: f32 = 110.0;
/// Size of the Count button.
pub const COUNT_BUTTON: [f32; 2] = [150.0, 32.0];
/// Width of a line of the plot.
pub const PLOT_LINE: f32 = 1.5;
/// Width of a filter's choice box.
pub const FILTER_WIDTH: f32 = 150.0;
/// Width of the holdings table's class column.
pub const CLASS_WIDTH: f32 = 210.0;
/// Width of a seat's column in the holdings table.
pub const SHARE_WIDTH: f32 = 80.0;
/// How opaque the chart's every other texture band is (of the surface colour, 0 to 255).
pub const BAND_ALPHA: u8 = 140;
/// Width of the marker of the flop under the pointer on the chart.
pub const HOVER_LINE: f32 = 1.0;
