#!/usr/bin/env bash
# Follows docs/ARCHITECTURE.md's tab recipe to the letter with a dummy tab, in a scratch copy
# of the committed tree (`git archive HEAD`), and runs the tests a new tab must pass: the
# registry's test, the tab tests (every tab opens by its shortcut and its label), and the image
# snapshots after the recipe's one redrawn picture (`tab_bar`); every other picture must be
# unchanged. Exit status 0 when the recipe is complete.
#
#   tools/tab_recipe_check.sh            # scratch copy in a temporary folder, removed after
#
# Builds into this checkout's target folder (the copy's own crates get their own artifacts;
# the dependencies are reused). Not run by .ci/run: it rebuilds both crates (minutes).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
git -C "$root" archive HEAD | tar -x -C "$scratch"
cd "$scratch"

# 1. The model, and its `mod` line.
cat > app/src/app/dummy.rs <<'RS'
//! A dummy tab, added by tools/tab_recipe_check.sh to check the tab recipe.

use serde::{Deserialize, Serialize};

use crate::app::tab_model::{TabModel, TickContext};

/// The dummy tab's model.
#[derive(Debug, Default)]
pub struct Dummy;

/// Its part of the state file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SavedDummy {}

impl TabModel for Dummy {
    const TITLE: &'static str = "Dummy";
    type Saved = SavedDummy;

    fn from_saved(_: &SavedDummy) -> Dummy {
        Dummy
    }

    fn saved(&self) -> SavedDummy {
        SavedDummy {}
    }

    fn tick(&mut self, _: &TickContext<'_>) {}

    fn status_line(&self) -> String {
        "A dummy tab".to_owned()
    }
}
RS
echo "pub mod dummy;" >> app/src/app/mod.rs

# 2. The drawing, and its `mod` line.
cat > app/src/ui/tabs/dummy.rs <<'RS'
//! The dummy tab's drawing (tools/tab_recipe_check.sh).

use egui::Ui;

use super::{TabContext, TabUi};
use crate::app::dummy::Dummy;

impl TabUi for Dummy {
    type Widgets = ();

    fn tab_ui(ui: &mut Ui, _: &mut Dummy, _: &mut (), _: &mut TabContext<'_>) {
        ui.label("Nothing here");
    }
}
RS
echo "pub mod dummy;" >> app/src/ui/tabs/mod.rs

# 3. One line in the registry, after the last tab.
line='            Dummy(dummy, dummy_mut): crate::app::dummy::Dummy,'
sed -i "/^            Benchmark(benchmark, benchmark_mut): crate::app::benchmark::Benchmark,\$/a\\
$line" app/src/app/tab.rs
grep -q "Dummy(dummy, dummy_mut)" app/src/app/tab.rs

export CARGO_TARGET_DIR="$root/target"
# 4. The tab bar's picture, redrawn.
UPDATE_SNAPSHOTS=1 cargo test --release -p pokerlab-app --test it -- ui_snapshots::tab_bar
# The tests.
cargo test --release -p pokerlab-app --lib app::tab::
cargo test --release -p pokerlab-app --test it -- ui_tabs:: ui_snapshots::
echo "the tab recipe, followed with a dummy tab: green"
