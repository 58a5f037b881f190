//! The range editor's window: for one seat, the range's text (applied as it is typed whenever
//! it reads), the 13×13 starting-hand grid to paint on (press and drag; the first cell decides
//! paint or erase), a top-percent slider, the range's size, the brush, the suit picker and the
//! named ranges ([`super::range_library`]) in a body that scrolls on a short screen; below it,
//! always in sight, Clear, Any hand, Cancel and Done. It draws the [`RangeEditor`] model and
//! returns what the user did as [`RangeEdit`]s.

use egui::{Align, Align2, Context, Id, Layout, RichText, TextEdit, Ui};

use super::range_heat;
use super::range_library::{self, RangeLibraryWidgets};
use crate::app::hand_odds::classes::SeatClasses;
use crate::app::hand_odds::library::RangeLibrary;
use crate::app::hand_odds::range_editor::{RangeEdit, RangeEditor};
use crate::ui::theme::hand_odds::{
    EDITOR_BODY_MAX, EDITOR_CHROME, EDITOR_MIN_HEIGHT, RANGE_GRID_SIDE, SLIDER_LESS,
};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use crate::ui::widgets::hand_chart::{HandChart, PaintStroke};
use pokerlab::cards::CardSet;
use pokerlab::format::{counted, percent_places};
use pokerlab::range::HandClass;

/// What the editor's window shows, from the tab's model.
pub struct EditorView<'a> {
    /// The editor.
    pub editor: &'a RangeEditor,
    /// The named ranges and the brush.
    pub library: &'a RangeLibrary,
    /// What the last named-range action did.
    pub message: Option<&'a str>,
    /// The share of each class's combos highlighted from the holdings panel, if any.
    pub highlight: Option<&'a [f32; HandClass::COUNT]>,
    /// The cards on the table (for the live combo count).
    pub dead: CardSet,
    /// The equity of each class, when the equity view is shown.
    pub classes: Option<&'a SeatClasses>,
}

/// What the editor's window remembers between frames.
#[derive(Clone, Debug, Default)]
pub struct EditorWidgets {
    /// The paint stroke under way.
    pub stroke: PaintStroke,
    /// The named-range rows' fields.
    pub library: RangeLibraryWidgets,
}

/// Draws the editor's window, opened at `open_at` (its top right corner).
pub fn range_editor_ui(
    ctx: &Context,
    view: &EditorView<'_>,
    widgets: &mut EditorWidgets,
    palette: &Palette,
    open_at: egui::Pos2,
) -> Vec<RangeEdit> {
    let editor = view.editor;
    let mut edits = Vec::new();
    let mut open = true;
    let title = format!("Player {} range", editor.seat() + 1);
    egui::Window::new(RichText::new(&title).font(bold(text_size::TITLE)))
        .id(Id::unique("range editor"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .pivot(Align2::RIGHT_TOP)
        .default_pos(open_at)
        .frame(
            egui::Frame::window(&ctx.global_style())
                .fill(palette.panel)
                .inner_margin(space::M),
        )
        .show(ctx, |ui| {
            // On a short screen (a laptop's) the body scrolls rather than run off the bottom,
            // and Cancel and Done stay in sight below it.
            // A fixed height (the body's tallest, or what the screen leaves): an auto-sized
            // scroll area in an auto-sized window would grow a step a frame.
            let room = ctx.content_rect().bottom() - open_at.y - EDITOR_CHROME;
            let height = room.clamp(EDITOR_MIN_HEIGHT, EDITOR_BODY_MAX);
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .min_scrolled_height(height)
                .max_height(height)
                .show(ui, |ui| {
                    editor_body_ui(ui, view, widgets, palette, &mut edits)
                });
            ui.add_space(space::S);
            buttons_ui(ui, palette, &mut edits);
        });
    if !open {
        edits.push(RangeEdit::Done);
    }
    edits
}

/// The window's scrolling body, top to bottom: the text, the view choice and brush, the grid
/// (or the equity heat map), the slider, the range's size and the named ranges.
fn editor_body_ui(
    ui: &mut Ui,
    view: &EditorView<'_>,
    widgets: &mut EditorWidgets,
    palette: &Palette,
    edits: &mut Vec<RangeEdit>,
) {
    let editor = view.editor;
    ui.set_width(RANGE_GRID_SIDE);
    text_ui(ui, editor, palette, edits);
    ui.add_space(space::XS);
    ui.horizontal(|ui| {
        range_heat::view_choice_ui(ui, editor.shows_equity(), edits);
        ui.separator();
        if !editor.shows_equity() {
            range_library::brush_ui(ui, editor, palette, edits);
        }
    });
    ui.add_space(space::XS);
    match view.classes.filter(|_| editor.shows_equity()) {
        Some(classes) => range_heat::heat_map_ui(ui, classes, RANGE_GRID_SIDE, palette),
        None => {
            grid_ui(ui, view, &mut widgets.stroke, palette, edits);
            range_library::suit_picker_ui(ui, editor, view.dead, palette, edits);
        }
    }
    ui.add_space(space::S);
    if editor.shows_equity() {
        size_ui(ui, editor, palette, view.dead);
        return;
    }
    slider_ui(ui, editor, palette, edits);
    ui.add_space(space::XS);
    size_ui(ui, editor, palette, view.dead);
    ui.separator();
    range_library::library_ui(
        ui,
        editor,
        view.library,
        view.message,
        &mut widgets.library,
        palette,
        edits,
    );
}

/// The range's text, in step with the grid, and its error or how to paint.
fn text_ui(ui: &mut Ui, editor: &RangeEditor, p: &Palette, edits: &mut Vec<RangeEdit>) {
    let seat = editor.seat();
    let id = Id::unique(("range editor text", seat));
    let mut text = editor.text().to_owned();
    let mut edit = TextEdit::singleline(&mut text)
        .id(id)
        .hint_text(RichText::new("QQ+, AKs, 15%, AA:0.5 …").color(p.text_faint))
        .desired_width(f32::INFINITY)
        .font(egui::TextStyle::Monospace);
    if editor.error().is_some() {
        edit = edit.text_color(p.error);
    }
    let response = ui
        .add(edit)
        .accessible_name(format!("Player {} range text", seat + 1));
    if response.changed() {
        edits.push(RangeEdit::Text(text));
    }
    let (words, color) = match editor.error() {
        Some(error) => (error, p.error),
        None => (
            "Click or drag across hands to paint; start on a selected hand to erase.",
            p.text_faint,
        ),
    };
    ui.label(
        RichText::new(words)
            .font(regular(text_size::SMALL))
            .color(color),
    );
}

/// The 13×13 grid, each cell as strong as the share of its combos in the range.
fn grid_ui(
    ui: &mut Ui,
    view: &EditorView<'_>,
    stroke: &mut PaintStroke,
    p: &Palette,
    edits: &mut Vec<RangeEdit>,
) {
    let editor = view.editor;
    let seat = editor.seat();
    let mut values = [None; HandClass::COUNT];
    for class in HandClass::all() {
        values[class.index()] = Some(editor.range().class_fraction(class));
    }
    let describe = |class: HandClass, v: f32| {
        let n = class.combo_count();
        let selected = (v * n as f32).round() as usize;
        format!(
            "{class}: {selected} of {}",
            counted(n as u64, "combo", "combos")
        )
    };
    let chart = HandChart::new(
        Id::unique(("range editor grid", seat)),
        p,
        &values,
        RANGE_GRID_SIDE,
        &describe,
    )
    .selection(p.seat(seat))
    .highlight(view.highlight)
    .paint_level(editor.brush())
    .selected(editor.suits_for())
    .label_prefix("Range cell ");
    if editor.picking_suits() {
        if let Some(class) = chart.show(ui) {
            edits.push(RangeEdit::SuitsOf(Some(class)));
        }
    } else {
        let painted = chart.paint(ui, stroke);
        for (class, selected) in painted.cells {
            edits.push(RangeEdit::Paint(class, selected));
        }
        // A right click opens the suits of that hand, whatever the mode.
        if let Some(class) = painted.secondary {
            edits.push(RangeEdit::SuitsOf(Some(class)));
        }
    }
    if stroke.active() {
        ui.ctx().request_repaint();
    }
}

/// The top-percent slider.
fn slider_ui(ui: &mut Ui, editor: &RangeEditor, p: &Palette, edits: &mut Vec<RangeEdit>) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("Top").color(p.text_muted));
        ui.spacing_mut().slider_width = RANGE_GRID_SIDE - SLIDER_LESS;
        // On the slider's steps: a value between steps would be rounded by the slider, which
        // counts as a change and would replace a painted range with the top hands.
        let shown = (editor.top_percent() * 2.0).round() / 2.0;
        let mut top = shown;
        let response = ui
            .add(
                egui::Slider::new(&mut top, 0.0..=100.0)
                    .suffix("%")
                    .step_by(0.5)
                    .fixed_decimals(1),
            )
            .on_hover_text(
                "The strongest hands by equity against one random hand, whole hand classes",
            )
            .accessible_name("Top percent");
        if response.changed() && top != shown {
            edits.push(RangeEdit::TopPercent(top));
        }
    });
}

/// The range's size: combos, share of all hands, and how many the table leaves live.
fn size_ui(ui: &mut Ui, editor: &RangeEditor, p: &Palette, dead: CardSet) {
    let size = editor.size(dead);
    let count = size.combos;
    let mut text = format!(
        "{count} {} · {} of hands",
        if count == 1 { "combo" } else { "combos" },
        percent_places(size.share, 1)
    );
    if size.live != count {
        text.push_str(&format!(" · {} live", size.live));
    }
    let color = if size.all_blocked() { p.error } else { p.text };
    ui.label(RichText::new(text).color(color));
    if size.all_blocked() {
        ui.label(
            RichText::new("Every hand of this range uses a card already on the table.")
                .font(regular(text_size::SMALL))
                .color(p.error),
        );
    }
}

/// Clear, Any hand; Cancel and Done on the right.
fn buttons_ui(ui: &mut Ui, p: &Palette, edits: &mut Vec<RangeEdit>) {
    ui.horizontal(|ui| {
        if ui.button("Clear").on_hover_text("Select no hand").clicked() {
            edits.push(RangeEdit::Clear);
        }
        if ui
            .button("Any hand")
            .on_hover_text("Select every hand")
            .clicked()
        {
            edits.push(RangeEdit::TopPercent(100.0));
        }
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if ui
                .button(RichText::new("Done").color(p.text))
                .on_hover_text("Close the editor; the seat keeps this range")
                .clicked()
            {
                edits.push(RangeEdit::Done);
            }
            if ui
                .button("Cancel")
                .on_hover_text("Put the seat back as it was and close")
                .clicked()
            {
                edits.push(RangeEdit::Cancel);
            }
        });
    });
}
