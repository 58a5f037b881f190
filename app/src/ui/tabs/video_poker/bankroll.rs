//! The bankroll view of the Video Poker tab: a bankroll and a number of hands typed, the chance
//! of losing that bankroll within them, and the distribution of the net result after them twice
//! — as play goes on past a lost bankroll and as it stops there, each under the words of what
//! it assumes — with the chance of being ahead and a plot (bars over the coins won or lost,
//! losses and wins in their colours): all the app's exact [`BankrollView`].

use egui::{Align2, Pos2, Rect, RichText, Sense, Stroke, TextEdit, Ui, Vec2, WidgetInfo};

use crate::app::video_poker::bankroll::{BankrollEdit, BankrollView, NetFigures};
use crate::app::video_poker::{Action, VideoPoker};
use crate::ui::theme::video_poker::{
    BANKROLL_BAR, BANKROLL_FIELD, BANKROLL_FILL, BANKROLL_PLOT_BOTTOM, BANKROLL_PLOT_HEIGHT,
    BANKROLL_PLOT_MARGIN,
};
use crate::ui::theme::{Palette, bold, regular, space, text_size};
use pokerlab::format::{chance, coins, group_digits, signed};

/// The view: the inputs, the chance of ruin, and both distributions of the net result.
pub fn bankroll_ui(ui: &mut Ui, p: &Palette, state: &VideoPoker, actions: &mut Vec<Action>) {
    let (inputs, view) = state.bankroll();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = space::XS;
        ui.label(RichText::new("Bankroll").color(p.text_muted));
        field_ui(ui, p, inputs.bankroll_text(), "Bankroll in coins", |text| {
            actions.push(Action::Bankroll(BankrollEdit::Bankroll(text)));
        });
        ui.label(RichText::new("coins, over").color(p.text_muted));
        field_ui(ui, p, inputs.hands_text(), "Hands played", |text| {
            actions.push(Action::Bankroll(BankrollEdit::Hands(text)));
        });
        ui.label(RichText::new("hands").color(p.text_muted));
    });
    match view {
        BankrollView::Refused(why) => {
            ui.label(RichText::new(why).color(p.error));
        }
        BankrollView::Counting(_) => {
            ui.label(RichText::new("Working out the odds…").color(p.text_muted));
        }
        BankrollView::Failed => {
            ui.label(RichText::new("The table's analysis failed: no figures").color(p.error));
        }
        BankrollView::Ready(q, figures) => {
            let hands = group_digits(q.hands);
            figure_row_ui(
                ui,
                p,
                &format!(
                    "Losing {} coins within {hands} hands",
                    group_digits(q.bankroll)
                ),
                &chance(figures.ruin),
            );
            for net in [&figures.played_on, &figures.stopped] {
                ui.add_space(space::XS);
                distribution_ui(ui, p, net, q.hands);
            }
        }
    }
}

/// One distribution of the net result, under the words of what it assumes: the chance of
/// being ahead, the mean and spread, and the plot.
fn distribution_ui(ui: &mut Ui, p: &Palette, net: &NetFigures, hands: u32) {
    ui.label(
        RichText::new(format!("If {}:", net.assumes))
            .font(bold(text_size::SMALL))
            .color(p.text_muted),
    );
    let count = group_digits(hands);
    figure_row_ui(
        ui,
        p,
        &format!("Ahead after {count} hands"),
        &chance(net.ahead),
    );
    ui.label(
        RichText::new(format!(
            "Net result after {count} hands: {} coins on average, standard deviation {} \
             (perfect play)",
            signed_coins(net.mean),
            coins(net.std_dev)
        ))
        .font(regular(text_size::SMALL))
        .color(p.text_faint),
    );
    ui.add_space(space::XS);
    plot_ui(ui, p, net, hands);
}

/// One input field: its text as typed; `changed` gets the new text.
fn field_ui(ui: &mut Ui, p: &Palette, text: &str, name: &str, changed: impl FnOnce(String)) {
    let mut text = text.to_owned();
    let response = ui
        .add(
            TextEdit::singleline(&mut text)
                .desired_width(BANKROLL_FIELD)
                .hint_text(RichText::new("1000").color(p.text_faint)),
        )
        .accessible_name(name);
    if response.changed() {
        changed(text);
    }
}

/// A caption and its figure on one line; the figure is its own label (screen readers, tests).
fn figure_row_ui(ui: &mut Ui, p: &Palette, caption: &str, figure: &str) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(format!("{caption}:")).color(p.text_muted));
        ui.label(
            RichText::new(figure)
                .font(bold(text_size::BODY))
                .color(p.text),
        );
    });
}

/// Coins with their sign: `+12.5`, `-48`.
fn signed_coins(value: f64) -> String {
    if value >= 0.0 {
        format!("+{}", coins(value))
    } else {
        format!("-{}", coins(-value))
    }
}

/// The plot of the distribution: the results grouped into bars a few points wide, each as
/// tall as the chance of ending in it; a line at zero. Results under the plot's left end are
/// left out of it.
fn plot_ui(ui: &mut Ui, p: &Palette, figures: &NetFigures, hands: u32) {
    let (Some(&(first, _)), Some(&(high, _))) = (figures.points.first(), figures.points.last())
    else {
        return;
    };
    // The worst results are possible but vanishingly rare: the plot starts four standard
    // deviations under the mean (its right end is the library's ceiling, where the rare big
    // wins still show).
    let low = first.max(figures.mean - 4.0 * figures.std_dev).min(high);
    let width = ui.available_width();
    let (rect, response) =
        ui.allocate_exact_size(Vec2::new(width, BANKROLL_PLOT_HEIGHT), Sense::hover());
    let summary = format!(
        "Distribution of the net result after {} hands, if {}: from {} to {} coins, {} on \
         average",
        group_digits(hands),
        figures.assumes,
        signed(low.round() as i64),
        signed(high.round() as i64),
        signed_coins(figures.mean)
    );
    response.widget_info(|| WidgetInfo::labeled(egui::accesskit::Role::Image, true, &summary));
    if !ui.is_rect_visible(rect) {
        return;
    }
    let plot = Rect::from_min_max(
        rect.min + Vec2::splat(BANKROLL_PLOT_MARGIN),
        rect.max - Vec2::new(BANKROLL_PLOT_MARGIN, BANKROLL_PLOT_BOTTOM),
    );
    let bars = bars(&figures.points, low, high, plot.width());
    let tallest = bars.iter().map(|b| b.1).fold(0.0, f64::max);
    if tallest <= 0.0 {
        return;
    }
    let span = (high - low).max(1.0);
    let x_of = |x: f64| plot.left() + plot.width() * ((x - low) / span).clamp(0.0, 1.0) as f32;
    let painter = ui.painter_at(rect);
    painter.hline(plot.x_range(), plot.bottom(), Stroke::new(1.0, p.border));
    let bar_width = plot.width() / bars.len().max(1) as f32;
    for (i, &(from, chance)) in bars.iter().enumerate() {
        let left = plot.left() + bar_width * i as f32;
        let height = plot.height() * (chance / tallest) as f32;
        let color = if from < 0.0 { p.error } else { p.exact };
        let bar = Rect::from_min_max(
            Pos2::new(left, plot.bottom() - height),
            Pos2::new(left + bar_width, plot.bottom()),
        );
        painter.rect_filled(bar, 0.0, color.gamma_multiply(BANKROLL_FILL));
    }
    if (low..=high).contains(&0.0) {
        painter.vline(x_of(0.0), plot.y_range(), Stroke::new(1.0, p.text_faint));
    }
    let small = regular(text_size::SMALL);
    let below = plot.bottom() + 2.0;
    for (x, align) in [(low, Align2::LEFT_TOP), (high, Align2::RIGHT_TOP)] {
        painter.text(
            Pos2::new(x_of(x), below),
            align,
            signed(x.round() as i64),
            small.clone(),
            p.text_faint,
        );
    }
    if low < 0.0 && high > 0.0 {
        painter.text(
            Pos2::new(x_of(0.0), below),
            Align2::CENTER_TOP,
            "0",
            small,
            p.text_faint,
        );
    }
}

/// The points grouped into bars of about [`BANKROLL_BAR`] points over `width`: each bar's
/// lowest result and the chance of ending in it.
fn bars(points: &[(f64, f64)], low: f64, high: f64, width: f32) -> Vec<(f64, f64)> {
    let count = ((width / BANKROLL_BAR).floor() as usize).max(1);
    let span = (high - low).max(1.0);
    let mut bars: Vec<(f64, f64)> = (0..count)
        .map(|i| (low + span * i as f64 / count as f64, 0.0))
        .collect();
    for &(x, chance) in points.iter().filter(|&&(x, _)| x >= low) {
        let i = (((x - low) / span) * count as f64) as usize;
        if let Some(bar) = bars.get_mut(i.min(count - 1)) {
            bar.1 += chance;
        }
    }
    bars
}
