//! The Practice tab (placeholder while the model is built).

use egui::Ui;

use super::{TabContext, TabUi};
use crate::app::practice::Practice;

impl TabUi for Practice {
    type Widgets = ();

    fn tab_ui(_ui: &mut Ui, _model: &mut Practice, _widgets: &mut (), _cx: &mut TabContext<'_>) {}
}
