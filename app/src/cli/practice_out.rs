//! What `pokerlab practice` prints: text for a person at a terminal, or JSON lines
//! (`--json`), one object per event with a `type`: `start`, `hand`, `opponent`, `card`,
//! `decision` (with the grade), `result` and `summary`. Messages about input go to stderr.

use std::io::Write;

use pokerlab::format::{coins, counted, percent_places};
use pokerlab::practice::{
    DecisionRecord, Drill, End, Event, Grade, PracticeHand, Session, Verdict,
};
use pokerlab::solver::Game;
use serde_json::json;

use super::CliError;
use super::out::{Out, stdout};

/// A message on stderr (the session goes on).
pub fn warn(message: &str) {
    let message = super::checks::printable(message);
    let _ = writeln!(std::io::stderr(), "pokerlab: {message}");
}

/// The session's output.
pub struct Printer {
    out: Out,
    json: bool,
}

impl Printer {
    /// Text, or JSON lines.
    pub fn new(json: bool) -> Printer {
        Printer {
            out: stdout(json),
            json,
        }
    }

    fn line(&mut self, value: &serde_json::Value) -> Result<(), CliError> {
        super::write_json_line(&mut self.out, value)
    }

    /// The drill and the seed.
    pub fn start(&mut self, drill: &Drill, seed: u64, hands: u32) -> Result<(), CliError> {
        let board = match drill.board {
            pokerlab::practice::BoardChoice::Fixed(b) => b.to_string(),
            pokerlab::practice::BoardChoice::Filter { filter, street } => {
                format!("{filter} ({})", street.name())
            }
        };
        if self.json {
            return self.line(&json!({
                "type": "start", "seed": seed, "hands": hands, "board": board,
                "seat": drill.seat.name(), "pot": drill.spot.pot, "stack": drill.spot.stack,
            }));
        }
        writeln!(
            self.out,
            "Practice: {hands} hands on {board}, seat {}, pot {}, stack {} (seed {seed})",
            drill.seat.name(),
            drill.spot.pot,
            drill.spot.stack
        )?;
        Ok(())
    }

    /// A hand dealt.
    pub fn hand(&mut self, number: u32, hand: &PracticeHand, game: &Game) -> Result<(), CliError> {
        let me = hand.player();
        let cards = hand.combo(me).cards().to_string();
        let board = hand.start_board().to_string();
        if self.json {
            return self.line(&json!({
                "type": "hand", "hand": number, "seat": me.name(), "cards": cards,
                "board": board, "pot": game.spot().pot,
            }));
        }
        writeln!(
            self.out,
            "\nHand {number}: you are {} with {cards} on {board}, pot {}",
            me.name().to_uppercase(),
            game.spot().pot
        )?;
        Ok(())
    }

    /// The opponent's actions, the cards dealt, the end.
    pub fn events(
        &mut self,
        number: u32,
        events: &[Event],
        hand: &PracticeHand,
        game: &Game,
    ) -> Result<(), CliError> {
        let opponent = hand.player().other().name();
        for event in events {
            match event {
                Event::Acted(action) if self.json => self.line(&json!({
                    "type": "opponent", "hand": number, "player": opponent,
                    "action": action.token(), "name": action.to_string(),
                }))?,
                Event::Acted(action) => {
                    writeln!(self.out, "  {}: {action}", opponent.to_uppercase())?;
                }
                Event::Dealt(card) if self.json => self.line(&json!({
                    "type": "card", "hand": number, "card": card.to_string(),
                }))?,
                Event::Dealt(card) => writeln!(self.out, "  Dealt {card}")?,
                Event::Over(outcome) => {
                    let shown = hand.combo(hand.player().other()).cards().to_string();
                    let end = match outcome.end {
                        End::Fold { folder } if folder == hand.player() => "you folded",
                        End::Fold { .. } => "the opponent folded",
                        End::Showdown => "showdown",
                    };
                    if self.json {
                        self.line(&json!({
                            "type": "result", "hand": number, "end": end,
                            "board": hand.board(game).to_string(),
                            "opponent_cards": shown, "pot": outcome.pot, "won": outcome.won,
                        }))?;
                    } else {
                        writeln!(
                            self.out,
                            "  {end}: the opponent held {shown} on {}; you {} {} chips",
                            hand.board(game),
                            if outcome.won < 0.0 { "lost" } else { "won" },
                            coins(outcome.won.abs())
                        )?;
                    }
                }
            }
        }
        self.out.flush()?;
        Ok(())
    }

    /// The player's decision: the board, the pot and the actions with their numbers (text
    /// only).
    pub fn prompt(&mut self, hand: &PracticeHand, game: &Game) -> Result<(), CliError> {
        if self.json {
            return Ok(());
        }
        let pot = hand.view(game).map(|v| v.pot()).unwrap_or(0.0);
        let class = hand
            .combo_class(game)
            .map(|c| format!(" ({c})"))
            .unwrap_or_default();
        let kind = hand
            .node_kind(game)
            .map(|k| format!(", {k}"))
            .unwrap_or_default();
        writeln!(
            self.out,
            "  Your move on {}, pot {}{kind}; you hold {}{class}:",
            hand.board(game),
            coins(pot),
            hand.combo(hand.player()).cards()
        )?;
        for (i, action) in hand.actions(game).iter().enumerate() {
            writeln!(self.out, "    {} {:<5} {action}", i + 1, action.token())?;
        }
        self.out.flush()?;
        Ok(())
    }

    /// A graded decision.
    pub fn grade(
        &mut self,
        number: u32,
        decision: &DecisionRecord,
        grade: &Grade,
    ) -> Result<(), CliError> {
        if self.json {
            let mut value =
                serde_json::to_value(decision).map_err(|e| CliError::Failed(e.to_string()))?;
            if let Some(map) = value.as_object_mut() {
                map.insert("type".to_owned(), json!("decision"));
                map.insert("hand".to_owned(), json!(number));
            }
            return self.line(&value);
        }
        let chosen = grade.chosen_action();
        let best = grade.best_action();
        writeln!(
            self.out,
            "  {}: {} — lost {} chips ({} of the pot); best: {}",
            chosen.name,
            grade.verdict.word().to_uppercase(),
            coins(grade.loss),
            percent_places(grade.loss_pot, 1),
            best.name
        )?;
        for (i, a) in grade.actions.iter().enumerate() {
            let mark = if i == grade.chosen { "*" } else { " " };
            writeln!(
                self.out,
                "   {mark} {:<24} EV {:>9} ({:>7} of the pot)  played {}",
                a.name,
                coins(a.ev),
                percent_places(a.ev_pot, 1),
                percent_places(a.frequency, 0)
            )?;
        }
        self.out.flush()?;
        Ok(())
    }

    /// The session's figures.
    pub fn summary(&mut self, session: &Session, skipped: u32) -> Result<(), CliError> {
        let stats = session.stats();
        if self.json {
            let mut value =
                serde_json::to_value(&stats).map_err(|e| CliError::Failed(e.to_string()))?;
            if let Some(map) = value.as_object_mut() {
                map.insert("type".to_owned(), json!("summary"));
                map.insert("skipped_lines".to_owned(), json!(skipped));
            }
            return self.line(&value);
        }
        let all = &stats.all;
        writeln!(
            self.out,
            "\nSession: {}, {}, {}; EV lost {} chips, {} per decision ({} of the pot); won {} \
             chips",
            counted(stats.hands, "hand", "hands"),
            counted(all.decisions, "decision", "decisions"),
            counted(all.errors, "error", "errors"),
            coins(all.loss),
            coins(all.mean_loss()),
            percent_places(all.mean_loss_pot(), 2),
            coins(stats.won)
        )?;
        let verdicts: Vec<String> = Verdict::ALL
            .iter()
            .map(|v| format!("{} {}", v.word(), stats.verdicts[v.index()]))
            .collect();
        writeln!(self.out, "  Verdicts: {}", verdicts.join(", "))?;
        for (kind, t) in &stats.by_kind {
            writeln!(
                self.out,
                "  {:<26} {:>4} decided, {:>3} errors, {:>9} chips lost",
                kind.name(),
                t.decisions,
                t.errors,
                coins(t.loss)
            )?;
        }
        for (class, t) in &stats.by_class {
            writeln!(
                self.out,
                "  {:<26} {:>4} decided, {:>3} errors, {:>9} chips lost",
                class.to_string(),
                t.decisions,
                t.errors,
                coins(t.loss)
            )?;
        }
        Ok(())
    }

    /// Flushes standard output.
    pub fn flush(&mut self) -> Result<(), CliError> {
        self.out.flush()?;
        Ok(())
    }
}
