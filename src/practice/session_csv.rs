//! A session as CSV, one row per graded decision, for a spreadsheet.

use super::session::Session;
use crate::solver::Player;

/// The CSV header: the columns of [`Session::to_csv`].
pub const CSV_HEADER: &str = "hand,seat,cards,opponent_cards,board,street,line,kind,class,\
chosen,chosen_ev,best,best_ev,pot,loss,loss_pot,verdict";

impl Session {
    /// One row per decision: the hand's number (from 1), the player's seat, the hole cards of
    /// both, the board at the decision, the street, the line before it, the node kind and hand
    /// class keys, the chosen and best actions' tokens and EVs (chips), the pot, the loss in
    /// chips and as a fraction of the pot, and the verdict. Text fields are quoted when they
    /// hold a comma, a quote or a line break.
    pub fn to_csv(&self) -> String {
        let mut out = String::from(CSV_HEADER);
        out.push('\n');
        for (i, hand) in self.hands.iter().enumerate() {
            for d in &hand.decisions {
                let g = &d.grade;
                let fields = [
                    (i + 1).to_string(),
                    seat(hand.player).to_owned(),
                    hand.player_cards.to_string(),
                    hand.opponent_cards.to_string(),
                    d.board.to_string(),
                    d.street.name().to_owned(),
                    d.line.clone(),
                    d.kind.map(|k| k.key().to_owned()).unwrap_or_default(),
                    d.class.map(|c| c.key()).unwrap_or_default(),
                    g.chosen_action().token.clone(),
                    g.chosen_action().ev.to_string(),
                    g.best_action().token.clone(),
                    g.best_action().ev.to_string(),
                    g.pot.to_string(),
                    g.loss.to_string(),
                    g.loss_pot.to_string(),
                    g.verdict.word().to_owned(),
                ];
                let row: Vec<String> = fields.iter().map(|f| quoted(f)).collect();
                out.push_str(&row.join(","));
                out.push('\n');
            }
        }
        out
    }
}

fn seat(player: Player) -> &'static str {
    player.name()
}

/// A CSV field: quoted, with its quotes doubled, if it needs it (RFC 4180).
fn quoted(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_owned()
    }
}
