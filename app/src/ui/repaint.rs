//! The one waker the window hands to background work: a repaint of the window, so that a
//! job's news is drawn (and collected by the next logic step) without polling.

use pokerlab::jobs::Waker;

/// The waker that asks `ctx` for a repaint.
pub fn repaint_waker(ctx: &egui::Context) -> Waker {
    let ctx = ctx.clone();
    Waker::new(move || ctx.request_repaint())
}
