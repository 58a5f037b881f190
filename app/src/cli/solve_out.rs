//! What `pokerlab solve` prints: the spot and the tree's memory on stderr before solving, then
//! one node of the solved tree as text or one JSON object (the contract is `docs/CLI.md`).

use std::io::Write;

use serde::Serialize;

use super::{CliError, write_json_line};
use pokerlab::format::{duration_ms, percent, percent_places};
use pokerlab::range::HandClass;
use pokerlab::solver::{Figures, Game, Line, NodeInfo, NodeView, Player, StopReason};

/// What a run found, for the printer.
pub(super) struct Outcome {
    pub game: std::sync::Arc<Game>,
    pub line: Line,
    pub stop: Option<StopReason>,
    pub seconds: f64,
    /// Of `seconds`: building the game before the first iteration, the iterations alone and
    /// the exploitability checks (all 0 for `--load` but `setup`, the loading).
    pub timing: Timing,
    pub exploitability: f64,
    /// The game's figures where the solve's last check made them (else computed here).
    pub figures: Option<Figures>,
    pub target: Option<f64>,
}

/// Where a run's time went, in seconds.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Timing {
    /// From the start of the run to the first iteration: the spot read, the tree built, the
    /// save file's space claimed.
    pub setup: f64,
    /// The iterations alone.
    pub iterate: f64,
    /// The exploitability checks.
    pub check: f64,
}

/// Says on stderr what is about to be solved: the combos, the memory estimate, the threads.
pub(super) fn announce(game: &Game, threads: usize) {
    let _ = writeln!(
        std::io::stderr(),
        "solving: OOP {} combos, IP {} combos, tree about {} ({} nodes{}), {threads} threads",
        game.combo_count(Player::Oop),
        game.combo_count(Player::Ip),
        mib(game.memory_bytes()),
        game.node_count(),
        match game.symmetry_count() {
            1 => String::new(),
            n => format!(", {n} suit permutations"),
        }
    );
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1u32 << 20))
}

/// The process's peak resident memory, in bytes, where the system says it (Linux).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[derive(Serialize)]
struct ActionJson {
    token: String,
    label: String,
    to: f64,
    frequency: f64,
}

#[derive(Serialize)]
struct ClassJson {
    class: String,
    /// The reach-weighted combos of the class here.
    weight: f64,
    frequencies: Vec<f64>,
}

#[derive(Serialize)]
struct NodeJson {
    line: String,
    kind: &'static str,
    player: Option<&'static str>,
    pot: f64,
    board: String,
    actions: Vec<ActionJson>,
    classes: Vec<ClassJson>,
    cards: Vec<String>,
}

#[derive(Serialize)]
struct SolveJson {
    board: String,
    pot: f64,
    stack: f64,
    oop_combos: usize,
    ip_combos: usize,
    iterations: u32,
    seconds: f64,
    setup_seconds: f64,
    iterate_seconds: f64,
    check_seconds: f64,
    exploitability_percent: f64,
    target_percent: Option<f64>,
    stop: Option<StopReason>,
    ev: EvJson,
    memory_estimate_bytes: u64,
    peak_memory_bytes: Option<u64>,
    node: NodeJson,
}

#[derive(Serialize)]
struct EvJson {
    oop: f64,
    ip: f64,
}

/// Each class of the acting player that reaches the node: its reach and action frequencies.
fn classes(view: &NodeView<'_>) -> Vec<ClassJson> {
    let Some(player) = view.player() else {
        return Vec::new();
    };
    let combos = view.combos(player);
    let reach = view.reach(player);
    HandClass::all()
        .filter_map(|class| {
            let weight: f64 = combos
                .iter()
                .zip(reach)
                .filter(|(c, _)| c.class() == class)
                .map(|(_, &r)| f64::from(r))
                .sum();
            let frequencies = view.frequencies_where(|c| c.class() == class)?;
            (weight > 0.0).then(|| ClassJson {
                class: class.to_string(),
                weight,
                frequencies,
            })
        })
        .collect()
}

fn node_json(view: &NodeView<'_>) -> NodeJson {
    let info = view.info();
    let frequencies = view.action_frequencies().unwrap_or_default();
    let (kind, player, cards) = match &info {
        NodeInfo::Decision { player, .. } => ("decision", Some(player.name()), Vec::new()),
        NodeInfo::Chance { cards } => (
            "chance",
            None,
            cards.iter().map(|c| c.to_string()).collect(),
        ),
        NodeInfo::Fold { folder } => ("fold", Some(folder.name()), Vec::new()),
        NodeInfo::Showdown => ("showdown", None, Vec::new()),
    };
    NodeJson {
        line: view.line().to_owned(),
        kind,
        player,
        pot: view.pot(),
        board: view.board().to_string(),
        actions: view
            .actions()
            .iter()
            .enumerate()
            .map(|(i, a)| ActionJson {
                token: a.token(),
                label: a.to_string(),
                to: a.to,
                frequency: frequencies.get(i).copied().unwrap_or(0.0),
            })
            .collect(),
        classes: classes(view),
        cards,
    }
}

/// Prints the outcome as text or JSON.
pub(super) fn print(outcome: &Outcome, json: bool) -> Result<(), CliError> {
    let game = &outcome.game;
    let view = game
        .node(&outcome.line)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let figures = outcome.figures.unwrap_or_else(|| game.figures());
    let spot = game.spot();
    let node = node_json(&view);
    let report = SolveJson {
        board: spot.board.to_string(),
        pot: spot.pot,
        stack: spot.stack,
        oop_combos: game.combo_count(Player::Oop),
        ip_combos: game.combo_count(Player::Ip),
        iterations: game.iterations(),
        seconds: outcome.seconds,
        setup_seconds: outcome.timing.setup,
        iterate_seconds: outcome.timing.iterate,
        check_seconds: outcome.timing.check,
        exploitability_percent: outcome.exploitability,
        target_percent: outcome.target,
        stop: outcome.stop,
        ev: EvJson {
            oop: figures.ev[0],
            ip: figures.ev[1],
        },
        memory_estimate_bytes: game.memory_bytes(),
        peak_memory_bytes: peak_memory(),
        node,
    };
    let mut out = super::out::stdout(json);
    if json {
        write_json_line(&mut out, &report)?;
        out.flush()?;
        return Ok(());
    }
    write_text(&mut out, &report)?;
    out.flush()?;
    Ok(())
}

fn write_text(out: &mut impl Write, r: &SolveJson) -> Result<(), CliError> {
    writeln!(
        out,
        "Spot      {}, pot {}, stack {}; OOP {} combos, IP {} combos",
        r.board, r.pot, r.stack, r.oop_combos, r.ip_combos
    )?;
    let stop = match r.stop {
        Some(StopReason::Target) => "target reached",
        Some(StopReason::Iterations) => "iteration limit",
        Some(StopReason::Time) => "time limit",
        Some(StopReason::Cancelled) => "cancelled",
        None => "loaded from a file",
    };
    writeln!(
        out,
        "Solve     {} iterations in {}, exploitability {} of the pot ({stop})",
        r.iterations,
        duration_ms(r.seconds * 1e3),
        percent_places(r.exploitability_percent / 100.0, 3)
    )?;
    let peak = r.peak_memory_bytes.map_or("unknown".to_owned(), mib);
    writeln!(
        out,
        "Memory    tree about {}, process peak {peak}",
        mib(r.memory_estimate_bytes)
    )?;
    writeln!(
        out,
        "EV        OOP {:.2} ({} of the pot), IP {:.2} ({})",
        r.ev.oop,
        percent(r.ev.oop / r.pot),
        r.ev.ip,
        percent(r.ev.ip / r.pot)
    )?;
    let n = &r.node;
    let line = if n.line.is_empty() { "root" } else { &n.line };
    match n.kind {
        "decision" => {
            let who = n.player.unwrap_or("").to_uppercase();
            writeln!(
                out,
                "Node      {line}: {who} to act, pot {}, board {}",
                n.pot, n.board
            )?;
            for a in &n.actions {
                writeln!(out, "  {:<28} {:>8}", a.label, percent(a.frequency))?;
            }
            write!(out, "\n  {:<6}", "class")?;
            for a in &n.actions {
                write!(out, " {:>8}", a.token)?;
            }
            writeln!(out)?;
            for c in &n.classes {
                write!(out, "  {:<6}", c.class)?;
                for f in &c.frequencies {
                    write!(out, " {:>8}", percent_places(*f, 1))?;
                }
                writeln!(out)?;
            }
        }
        "chance" => {
            writeln!(
                out,
                "Node      {line}: a card is dealt, pot {}; one of {}",
                n.pot,
                n.cards.join(" ")
            )?;
        }
        "fold" => {
            let who = n.player.unwrap_or("").to_uppercase();
            writeln!(out, "Node      {line}: {who} folded, pot {}", n.pot)?;
        }
        _ => writeln!(out, "Node      {line}: showdown, pot {}", n.pot)?,
    }
    Ok(())
}
