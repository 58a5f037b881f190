//! `pokerlab cards`: write a PNG of every card face and back, to look at the deck or use it
//! elsewhere — all of them or none, even when interrupted: SIGINT and SIGTERM are caught while
//! the cards are drawn, the drawing stops before the next card, and the temporary files written
//! so far are removed.

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;

use super::CliError;
use pokerlab::art::{CardFace, DeckStyle, MAX_HEIGHT, MIN_HEIGHT, render, width_for_height};
use pokerlab::files::{StagedFile, WriteError, commit_all};
use pokerlab::format::escape_controls;

/// Arguments of `pokerlab cards`.
#[derive(Debug, Args)]
pub struct CardsArgs {
    /// Directory to write the PNGs into (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Card height in pixels (8 to 4096); the width follows the 2.5 : 3.5 card shape.
    #[arg(long, value_name = "PX")]
    pub height: u32,
    /// Use the four-colour deck (spades black, hearts red, diamonds blue, clubs green).
    #[arg(long)]
    pub four_color: bool,
}

/// Runs `pokerlab cards`: checks every target first, renders and writes each card to a
/// temporary file beside its target, and only when all are written renames them into place —
/// all or nothing.
pub fn run(args: &CardsArgs) -> Result<(), CliError> {
    if !(MIN_HEIGHT..=MAX_HEIGHT).contains(&args.height) {
        return Err(CliError::BadInput(format!(
            "--height {}: card height must be {MIN_HEIGHT} to {MAX_HEIGHT} pixels",
            args.height
        )));
    }
    let dir = &args.out;
    let shown_dir = escape_controls(&dir.display().to_string()).into_owned();
    if dir.exists() && !dir.is_dir() {
        return Err(CliError::BadInput(format!(
            "--out {shown_dir}: not a directory"
        )));
    }
    let targets: Vec<(CardFace, PathBuf)> = CardFace::all()
        .map(|face| (face, dir.join(format!("{}.png", face.file_stem()))))
        .collect();
    // Nothing is written if any target is taken by something other than a file.
    for (_, path) in &targets {
        if let Ok(meta) = std::fs::metadata(path)
            && !meta.is_file()
        {
            let what = if meta.is_dir() {
                "a directory"
            } else {
                "not a regular file"
            };
            return Err(CliError::BadInput(format!(
                "--out {shown_dir}: {} is {what}; move it away (nothing was written)",
                escape_controls(&path.display().to_string())
            )));
        }
    }
    let created = !dir.exists();
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::BadInput(format!(
            "--out {shown_dir}: cannot create the directory: {e}"
        ))
    })?;
    let style = if args.four_color {
        DeckStyle::FourColor
    } else {
        DeckStyle::TwoColor
    };
    let stop = Arc::new(AtomicBool::new(false));
    let handlers = catch_signals(&stop)?;
    let staged = stage_all(&targets, style, args.height, &shown_dir, &stop);
    let staged = match staged {
        Ok(staged) => staged,
        Err(e) => {
            // The temporary files are gone with `staged`; so is a directory made for them.
            if created {
                let _ = std::fs::remove_dir(dir);
            }
            return Err(e);
        }
    };
    // All or nothing: the old files are kept until every new one is in place, and put back
    // if any rename fails. A signal from here on waits for the renames (a few milliseconds).
    let committed = commit_all(staged);
    for id in handlers {
        signal_hook::low_level::unregister(id);
    }
    let count = committed.map_err(|e| {
        CliError::Failed(format!(
            "--out {shown_dir}: cannot put the cards in place: {e} (the files there are as \
             they were)"
        ))
    })?;
    let mut out = super::out::stdout(false);
    writeln!(
        out,
        "wrote {count} cards ({}×{} px, {}) to {}",
        width_for_height(args.height),
        args.height,
        style.name(),
        shown_dir
    )?;
    out.flush()?;
    Ok(())
}

/// Sets `stop` on SIGINT and SIGTERM instead of ending the process (which would leave the
/// temporary files behind); returns the handlers, to be removed once the files are in place.
fn catch_signals(stop: &Arc<AtomicBool>) -> Result<Vec<signal_hook::SigId>, CliError> {
    [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM]
        .into_iter()
        .map(|signal| {
            signal_hook::flag::register(signal, Arc::clone(stop)).map_err(|e| {
                CliError::Failed(format!(
                    "cannot watch for interruptions: {e} (nothing was written)"
                ))
            })
        })
        .collect()
}

/// Renders every card and writes it beside its target, not yet in place. On an error or when
/// `stop` is set (a signal) the files written so far are removed (dropped) and the error says
/// nothing was written.
fn stage_all(
    targets: &[(CardFace, PathBuf)],
    style: DeckStyle,
    height: u32,
    shown_dir: &str,
    stop: &AtomicBool,
) -> Result<Vec<StagedFile>, CliError> {
    let mut staged = Vec::with_capacity(targets.len());
    for (face, path) in targets {
        if stop.load(Ordering::Relaxed) {
            return Err(CliError::Interrupted(
                "nothing was written (the temporary files are removed)".to_owned(),
            ));
        }
        let png = render(*face, style, height)
            .and_then(|image| image.to_png())
            .map_err(|e| CliError::Failed(format!("{face}: {e} (nothing was written)")))?;
        let file = StagedFile::write(path, &png).map_err(|e| {
            let message = format!(
                "--out {shown_dir}: cannot write {}: {e} (nothing was written)",
                escape_controls(&path.display().to_string())
            );
            match e {
                WriteError::Io(io) if io.kind() != std::io::ErrorKind::PermissionDenied => {
                    CliError::Failed(message)
                }
                _ => CliError::BadInput(message),
            }
        })?;
        staged.push(file);
    }
    Ok(staged)
}
