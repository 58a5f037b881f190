#!/usr/bin/env bash
# Follows docs/ARCHITECTURE.md's tab recipe to the letter with a dummy tab, in a scratch copy
# of the committed tree (`git archive HEAD`), and runs the tests a new tab must pass: the
# registry's test, the tab tests (every tab opens by its shortcut and its label), and the image
# snapshots after the recipe's one redrawn picture (`tab_bar`); every other picture must be
# unchanged; the README's tab list (`readme::`) and every tab's controls within a laptop's
# window (`ui_reach::`). Exit status 0 when the recipe is complete.
#
#   tools/tab_recipe_check.sh        # the scratch copy in $TMPDIR/pokerlab-tab-recipe, removed after
#
# Builds into this checkout's target folder (the copy's own crates get their own artifacts, at
# a fixed path so that a second run reuses them; the dependencies are shared). Not run by
# .ci/run: the first run builds both crates again (minutes).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${TMPDIR:-/tmp}/pokerlab-tab-recipe"
rm -rf "$scratch"
mkdir -p "$scratch"
trap 'rm -rf "$scratch"' EXIT
trap 'echo "tools/tab_recipe_check.sh: a step failed (line $LINENO)" >&2' ERR
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
last=$(grep -n '^            [A-Za-z]*([a-z_]*, [a-z_]*_mut): crate::app::' app/src/app/tab.rs | tail -1 | cut -d: -f1)
sed -i "${last}a\\
$line" app/src/app/tab.rs
grep -q "Dummy(dummy, dummy_mut)" app/src/app/tab.rs

# 5. The README's tab list: the name, bold, last, and the shortcuts one further.
perl -0pi -e 's/ and (\*\*[^*]+\*\*)(\s+)\(Ctrl\+1 … Ctrl\+(\d),/", $1 and **Dummy**$2(Ctrl+1 … Ctrl+" . ($3 + 1) . ","/e' README.md
grep -q '\*\*Dummy\*\*' README.md

export CARGO_TARGET_DIR="$root/target"
# 4. The tab bar's picture, redrawn.
UPDATE_SNAPSHOTS=1 cargo test --release -p pokerlab-app --test it -- ui_snapshots::tab_bar \
    --exact
# The tests.
cargo test --release -p pokerlab-app --lib app::tab::
cargo test --release -p pokerlab-app --test it -- ui_tabs:: readme:: ui_reach::
# One picture at a time: software rendering of several at once can time out on a busy machine.
cargo test --release -p pokerlab-app --test it -- ui_snapshots:: --test-threads=1
echo "the tab recipe, followed with a dummy tab: green"
