//! The Hand Odds tab's sizes: the side panel, the felt and its board, the seat plates, the
//! breakdown and the range editor; beside the rest of the theme so that the whole look stays
//! in one place (points unless said otherwise; a share is of the space named).

/// The side panel: this share of the tab, within the two bounds.
pub const SIDE_SHARE: f32 = 0.36;
/// The narrowest side panel.
pub const SIDE_MIN: f32 = 340.0;
/// The widest side panel.
pub const SIDE_MAX: f32 = 480.0;
/// Below this width the seat plates take one column, else two.
pub const ONE_COLUMN_BELOW: f32 = 640.0;
/// Height of a seat plate.
pub const PLATE_HEIGHT: f32 = 96.0;
/// Height kept under the plates for the equity chart and the outs.
pub const CHART_AREA_HEIGHT: f32 = 230.0;
/// The lowest felt (the table with the board).
pub const FELT_MIN: f32 = 170.0;
/// The highest felt.
pub const FELT_MAX: f32 = 300.0;
/// Above this width the outs go beside the equity chart, which then takes a share of the width.
pub const CHART_BESIDE_ABOVE: f32 = 700.0;
/// The equity chart's share of the width when the outs are beside it.
pub const CHART_SHARE: f32 = 0.58;
/// Height of the equity-by-street chart.
pub const STREET_CHART_HEIGHT: f32 = 150.0;
/// Height of a dead card in the side panel.
pub const DEAD_CARD: f32 = 46.0;
/// Height of an out's card.
pub const OUT_CARD: f32 = 34.0;
/// Space between the outs' cards.
pub const OUT_SPACING: f32 = 3.0;
/// Width of a figure column of the breakdown.
pub const FIGURE_W: f32 = 64.0;
/// Space between the rows of the final hands' table.
pub const FINAL_ROW_SPACING: f32 = 2.0;
/// Space between the rows of the holdings' lists.
pub const HOLDINGS_ROW_SPACING: f32 = 1.0;
/// Height of the sorted list of hand classes under the heat map.
pub const HEAT_LIST_HEIGHT: f32 = 150.0;
/// Space between the rows of that list.
pub const HEAT_ROW_SPACING: f32 = 1.0;
/// The side of the range editor's grid.
pub const RANGE_GRID_SIDE: f32 = 416.0;
/// The range editor window's height beyond its scrolling body: title bar, margins, the row of
/// Cancel and Done, and a gap to the window's bottom edge.
pub const EDITOR_CHROME: f32 = 112.0;
/// The range editor's scrolling body at its tallest (the paint view with the named ranges).
pub const EDITOR_BODY_MAX: f32 = 700.0;
/// The least height of the range editor's scrolling body, however short the window.
pub const EDITOR_MIN_HEIGHT: f32 = 200.0;
/// The top-percent slider is this much narrower than the grid (room for its label and value).
pub const SLIDER_LESS: f32 = 120.0;
/// Width of the range library's name field.
pub const LIBRARY_NAME_WIDTH: f32 = 150.0;
/// The width of the equity threshold field of "continue with" (a percentage).
pub const THRESHOLD_WIDTH: f32 = 44.0;
/// Board cards: this share of the felt's height, within the two bounds.
pub const CARD_SHARE: f32 = 0.5;
/// The smallest board card (height).
pub const CARD_MIN: f32 = 56.0;
/// The largest board card (height).
pub const CARD_MAX: f32 = 104.0;
/// Gap between board cards of one street, as a share of the card height (at least `space::XS`).
pub const CARD_GAP_SHARE: f32 = 0.06;
/// Extra gap between streets, as a share of the card width.
pub const STREET_GAP_SHARE: f32 = 0.32;
/// The board sits this share of the felt's height below its centre.
pub const CARDS_LOWER_SHARE: f32 = 0.02;
/// A street's name ("FLOP") is this far above its cards.
pub const STREET_LABEL_ABOVE: f32 = 8.0;
/// Text size of a street's name, as a share of the card height, within the two bounds.
pub const STREET_LABEL_SHARE: f32 = 0.13;
/// The smallest street name.
pub const STREET_LABEL_MIN: f32 = 10.0;
/// The largest street name.
pub const STREET_LABEL_MAX: f32 = 13.0;
/// No caption under the board in less room than this.
pub const CAPTION_MIN_ROOM: f32 = 18.0;
/// The caption's centre: this share of the room under the board.
pub const CAPTION_ROOM_SHARE: f32 = 0.45;
/// Text size of a headline caption, as a share of the card height, within the two bounds.
pub const HEADLINE_SHARE: f32 = 0.14;
/// The smallest headline caption.
pub const HEADLINE_MIN: f32 = 11.0;
/// The largest headline caption.
pub const HEADLINE_MAX: f32 = 14.0;
/// The figures either side of the board keep this share of the felt's height from its ends.
pub const SIDES_INSET_SHARE: f32 = 0.22;
/// No figures either side of the board in less width than this.
pub const SIDES_MIN: f32 = 120.0;
/// A side caption ("STREET") ends this far above the felt's middle.
pub const SIDE_CAPTION_ABOVE: f32 = 14.0;
/// Text size of the side captions and the street's card count.
pub const SIDE_CAPTION_SIZE: f32 = 10.5;
/// The street's name beside the board starts this far above the felt's middle.
pub const STREET_NAME_ABOVE: f32 = 10.0;
/// Text size of the street's name beside the board.
pub const STREET_NAME_SIZE: f32 = 20.0;
/// "1 OF 3 CARDS" starts this far below the felt's middle.
pub const CARD_COUNT_BELOW: f32 = 14.0;
/// The method badge's centre is this far below the felt's middle.
pub const METHOD_BADGE_LOWER: f32 = 2.0;
/// Height of the method badge's row.
pub const METHOD_BADGE_HEIGHT: f32 = 22.0;
/// The method's detail starts this far below the felt's middle.
pub const METHOD_DETAIL_BELOW: f32 = 16.0;
/// Text size of a badge on the felt.
pub const FELT_BADGE_SIZE: f32 = 12.5;
/// Width of a seat's big equity figure.
pub const BIG_WIDTH: f32 = 110.0;
/// A seat's name row starts this far above the plate's padding.
pub const NAME_ROW_RAISE: f32 = 3.0;
/// Height of a seat's name row.
pub const NAME_ROW: f32 = 20.0;
/// Height of a seat's equity bar.
pub const BAR_ROW: f32 = 10.0;
/// Height of a seat's figures row.
pub const FIGURES_ROW: f32 = 16.0;
/// Space between the figures row and the bar.
pub const FIGURES_ABOVE_BAR: f32 = 5.0;
/// Width of a seat plate's colour stripe.
pub const STRIPE: f32 = 5.0;
/// How far a seat plate's shadow falls below it.
pub const PLATE_SHADOW: f32 = 2.0;
/// Space between the small buttons on a seat's name row.
pub const NAME_BUTTON_SPACING: f32 = 2.0;
/// Width kept beside a seat's figures for the method badge's own padding.
pub const BADGE_ROOM: f32 = 12.0;
/// The "Add player" tile's dashed border is this far inside it.
pub const ADD_TILE_INSET: f32 = 1.0;
/// Width of that dashed border.
pub const ADD_TILE_STROKE: f32 = 1.2;
/// Length of a dash of that border.
pub const ADD_TILE_DASH: f32 = 6.0;
/// Gap between its dashes.
pub const ADD_TILE_GAP: f32 = 5.0;
/// Gap between the cells of a range seat's 13 × 13 picture.
pub const THUMB_GAP: f32 = 1.0;
/// The frame around that picture.
pub const THUMB_FRAME: f32 = 2.0;
/// Corner radius of its cells.
pub const THUMB_CELL_RADIUS: f32 = 1.0;
/// Padding of a headline caption's pill (both sides together, across and down).
pub const HEADLINE_PAD: [f32; 2] = [24.0, 8.0];
/// Padding of a badge on the felt (both sides together, across and down).
pub const FELT_BADGE_PAD: [f32; 2] = [16.0, 6.0];
/// Padding of the small buttons on a seat's name row.
pub const NAME_BUTTON_PADDING: [f32; 2] = [6.0, 0.0];
/// Height of the equity distribution under the heat map's list.
pub const DISTRIBUTION_HEIGHT: f32 = 120.0;
/// Room left of the distribution's plot for the equity labels.
pub const DISTRIBUTION_LEFT: f32 = 36.0;
/// Room under the distribution's plot for the share labels.
pub const DISTRIBUTION_BOTTOM: f32 = 18.0;
/// Room above and right of the distribution's plot.
pub const DISTRIBUTION_MARGIN: f32 = 8.0;
/// Width of the distribution's curve.
pub const DISTRIBUTION_STROKE: f32 = 2.0;
/// Opacity of the area under the distribution's curve.
pub const DISTRIBUTION_FILL: f32 = 0.18;
/// Side of the grid of a range on the next street, shown once it continued ("continue with"):
/// wide enough that each cell holds its name ("AKo") at the chart's smallest font.
pub const NEXT_RANGE_SIDE: f32 = 286.0;
