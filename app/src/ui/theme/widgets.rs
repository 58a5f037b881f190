//! The shared widgets' sizes (cards, the card picker, equity bars, the table's felt, the 13×13
//! hand chart), beside the rest of the theme so that the whole look stays in one place
//! (points). Proportions of a widget's own size (a card's corner as a share of its height, the
//! felt's gradient rings) are the widget's shape and stay named where it is drawn.

/// A card: how far it lifts when hovered.
pub const CARD_HOVER_LIFT: f32 = 2.0;
/// A card: the glow around a selected card reaches this far.
pub const CARD_SELECTED_GLOW: f32 = 5.0;
/// A card: the ring around a selected card, its distance from the card and its width.
pub const CARD_SELECTED_RING: (f32, f32) = (1.5, 2.5);
/// A card: the outline given by its owner (a seat's colour).
pub const CARD_OUTLINE: f32 = 2.0;
/// A card: the outline while hovered.
pub const CARD_HOVER_OUTLINE: f32 = 1.5;
/// A card: its shadow falls this far below it, and is this much larger.
pub const CARD_SHADOW: (f32, f32) = (1.0, 0.5);
/// An empty card slot: the dashed outline's inset and width.
pub const SLOT_DASH_INSET: f32 = 1.5;
/// An empty card slot: the dashed outline's width.
pub const SLOT_DASH_WIDTH: f32 = 1.2;
/// An empty card slot: the dash length, at least and at most.
pub const SLOT_DASH: (f32, f32) = (3.0, 6.0);
/// An empty card slot: the caption's text size, at least and at most.
pub const SLOT_CAPTION: (f32, f32) = (9.0, 13.0);

/// The card picker: the smallest and largest card heights.
pub const PICKER_CARD_HEIGHT: (f32, f32) = (24.0, 66.0);

/// An equity bar's height, unless its owner sets one.
pub const EQUITY_BAR_HEIGHT: f32 = 12.0;
/// An equity bar's narrowest width.
pub const EQUITY_BAR_MIN_WIDTH: f32 = 40.0;
/// An equity bar's gloss: its distance from the top and its height.
pub const EQUITY_BAR_GLOSS: (f32, f32) = (1.5, 2.0);
/// A badge's padding around its text (horizontal, vertical, in all).
pub const BADGE_PADDING: (f32, f32) = (12.0, 4.0);

/// The table: the rail's width, at least and at most.
pub const RAIL_WIDTH: (f32, f32) = (8.0, 18.0);
/// The table: its shadow falls this far below it.
pub const TABLE_SHADOW_DROP: f32 = 4.0;
/// The table: the rail's edge and the gold line's width.
pub const RAIL_LINE: f32 = 1.5;

/// The hand chart: the gap between cells.
pub const CHART_GAP: f32 = 2.0;
/// The hand chart: a cell's inner outline, its inset and width.
pub const CHART_CELL_OUTLINE: (f32, f32) = (1.5, 1.0);
/// The hand chart: a cell shows its value (on a heat map) from this side up.
pub const CHART_VALUE_FROM: f32 = 30.0;
/// The hand chart: the hand's name, at least and at most.
pub const CHART_NAME_SIZE: (f32, f32) = (8.0, 14.0);
/// The hand chart: the value under the name, at least and at most.
pub const CHART_VALUE_SIZE: (f32, f32) = (7.0, 11.0);

/// The logo: the spade mark's disc (diameter), its ring's width and the mark's text size.
pub const LOGO_MARK: (f32, f32, f32) = (22.0, 1.5, 14.0);
/// The logo: the mark sits this much below the disc's centre (optical centring).
pub const LOGO_MARK_DROP: f32 = 0.5;
/// The logo: the name's text size.
pub const LOGO_NAME: f32 = 18.0;
/// The tab bar: the selected tab's underline, its thickness.
pub const TAB_UNDERLINE: f32 = 3.0;
