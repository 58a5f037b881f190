#!/usr/bin/env bash
# Builds pokerlab's engine examples (equity of two ranges, a river solve, a video-poker best
# hold) as a program outside the workspace would, with the library's default features (none),
# runs each, and compares its output with the pinned copy in expected/. Exit 1 on a difference.
# Uses the workspace's target folder (the same release profile: the dependencies are reused).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# The workspace's lock file, so the outside crate builds the same dependency versions.
cp "$root/Cargo.lock" "$here/Cargo.lock"
status=0
for example in range_equity solve_river best_hold; do
    out="$(cargo run --quiet --release --manifest-path "$here/Cargo.toml" \
        --target-dir "$root/target" --example "$example")"
    if diff -u "$here/expected/$example.txt" <(printf '%s\n' "$out"); then
        echo "$example: as pinned"
    else
        echo "$example: output differs from expected/$example.txt" >&2
        status=1
    fi
done
exit $status
