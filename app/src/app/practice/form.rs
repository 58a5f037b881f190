//! The drill picker as the user typed it ([`DrillText`]: one text per field, kept in the state
//! file as typed) and its reading into a library [`Drill`], the [`SolveSettings`] its spots are
//! solved to and the grading [`Thresholds`], with a message naming the field for anything that
//! does not read.
//!
//! The board field takes either cards (`Ks 7d 2c 4h`: every hand on that board) or a board
//! filter (`K-high dry`, `monotone`, `paired`, `any`), dealt on the street chosen. Flop drills
//! are solved on a small tree — the first bet size typed for each street and all-in, raises
//! all-in only — so that one solve per board is quick enough to wait for once and small
//! enough to keep on disk.
//!
//! ```
//! use pokerlab_app::app::practice::DrillText;
//! let text = DrillText::default();
//! let read = text.read().unwrap();
//! assert_eq!(read.drill.street().unwrap(), pokerlab::solver::Street::River);
//! ```

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::app::solve::SpotText;
use pokerlab::cards::CardSet;
use pokerlab::practice::{BoardChoice, BoardFilter, Drill, Seat, Thresholds};
use pokerlab::solver::{BetsText, Player, SolveSettings, SpotField, SpotFields, Street};

/// The raise cap of practice spots (raises per street).
pub const RAISE_CAP: u8 = 2;

/// The all-in threshold of practice spots (a fraction of the pot).
pub const ALL_IN_THRESHOLD: f64 = 0.1;

/// One text field of the drill picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The out-of-position player's range.
    Oop,
    /// The in-position player's range.
    Ip,
    /// The board, or a board filter.
    Board,
    /// The pot in chips.
    Pot,
    /// The effective stack in chips.
    Stack,
    /// Bet sizes on the flop.
    FlopBets,
    /// Bet sizes on the turn.
    TurnBets,
    /// Bet sizes on the river.
    RiverBets,
    /// Raise sizes.
    Raises,
    /// The target exploitability of each solve, % of the pot.
    Target,
    /// The most a "best" decision gives up, % of the pot.
    Best,
    /// The most a "correct" decision gives up.
    Correct,
    /// The most an "inaccuracy" gives up.
    Inaccuracy,
    /// The most a "mistake" gives up (more is a blunder).
    Mistake,
}

impl Field {
    /// The spot's fields, in the order of the form.
    pub const SPOT: [Field; 10] = [
        Field::Oop,
        Field::Ip,
        Field::Board,
        Field::Pot,
        Field::Stack,
        Field::FlopBets,
        Field::TurnBets,
        Field::RiverBets,
        Field::Raises,
        Field::Target,
    ];

    /// The grading thresholds' fields.
    pub const THRESHOLDS: [Field; 4] = [
        Field::Best,
        Field::Correct,
        Field::Inaccuracy,
        Field::Mistake,
    ];

    /// The field's name on screen (and its accessibility label).
    pub const fn label(self) -> &'static str {
        match self {
            Field::Oop => "Practice OOP range",
            Field::Ip => "Practice IP range",
            Field::Board => "Board or filter",
            Field::Pot => "Practice pot",
            Field::Stack => "Practice stack",
            Field::FlopBets => "Practice flop bets",
            Field::TurnBets => "Practice turn bets",
            Field::RiverBets => "Practice river bets",
            Field::Raises => "Practice raises",
            Field::Target => "Solve target (% of pot)",
            Field::Best => "Best up to (% of pot)",
            Field::Correct => "Correct up to",
            Field::Inaccuracy => "Inaccuracy up to",
            Field::Mistake => "Mistake up to",
        }
    }

    /// The short name shown beside the field.
    pub const fn caption(self) -> &'static str {
        match self {
            Field::Oop => "OOP range",
            Field::Ip => "IP range",
            Field::Board => "Board",
            Field::Pot => "Pot",
            Field::Stack => "Stack",
            Field::FlopBets => "Flop bets",
            Field::TurnBets => "Turn bets",
            Field::RiverBets => "River bets",
            Field::Raises => "Raises",
            Field::Target => "Solve to (%)",
            Field::Best => "Best ≤ (%)",
            Field::Correct => "Correct ≤",
            Field::Inaccuracy => "Inaccuracy ≤",
            Field::Mistake => "Mistake ≤",
        }
    }
}

/// Who made the last bet before the spot (the preflop raiser), for naming decisions (c-bet,
/// donk bet).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Raiser {
    /// Out of position.
    Oop,
    /// In position (a button open called by the big blind).
    #[default]
    Ip,
    /// Nobody (a limped or checked-through pot).
    Nobody,
}

impl Raiser {
    /// The player, if any.
    pub const fn player(self) -> Option<Player> {
        match self {
            Raiser::Oop => Some(Player::Oop),
            Raiser::Ip => Some(Player::Ip),
            Raiser::Nobody => None,
        }
    }
}

/// The drill as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DrillText {
    /// OOP's range.
    pub oop: String,
    /// IP's range.
    pub ip: String,
    /// The board's cards or a filter.
    pub board: String,
    /// The street a filter deals boards for.
    pub street: StreetChoice,
    /// The pot.
    pub pot: String,
    /// The effective stack.
    pub stack: String,
    /// Bet sizes per street (flop, turn, river).
    pub bets: [String; 3],
    /// Raise sizes.
    pub raises: String,
    /// The target exploitability of each solve (% of the pot).
    pub target: String,
    /// The player's seat.
    pub seat: SeatChoice,
    /// Who raised before the spot.
    pub raiser: Raiser,
    /// The thresholds (% of the pot): best, correct, inaccuracy, mistake.
    pub thresholds: [String; 4],
}

/// The street of a filtered drill (saved by name).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum StreetChoice {
    /// Three cards.
    Flop,
    /// Four cards.
    Turn,
    /// Five cards.
    #[default]
    River,
}

impl StreetChoice {
    /// All three, in order.
    pub const ALL: [StreetChoice; 3] =
        [StreetChoice::Flop, StreetChoice::Turn, StreetChoice::River];

    /// The solver's street.
    pub const fn street(self) -> Street {
        match self {
            StreetChoice::Flop => Street::Flop,
            StreetChoice::Turn => Street::Turn,
            StreetChoice::River => Street::River,
        }
    }

    /// "Flop", "Turn", "River".
    pub const fn name(self) -> &'static str {
        match self {
            StreetChoice::Flop => "Flop",
            StreetChoice::Turn => "Turn",
            StreetChoice::River => "River",
        }
    }
}

/// The seat (saved by name).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatChoice {
    /// Out of position.
    Oop,
    /// In position.
    #[default]
    Ip,
    /// Either, by a coin flip each hand.
    Both,
}

impl SeatChoice {
    /// All three, in order.
    pub const ALL: [SeatChoice; 3] = [SeatChoice::Oop, SeatChoice::Ip, SeatChoice::Both];

    /// The library's seat.
    pub const fn seat(self) -> Seat {
        match self {
            SeatChoice::Oop => Seat::Oop,
            SeatChoice::Ip => Seat::Ip,
            SeatChoice::Both => Seat::Both,
        }
    }

    /// "OOP", "IP", "Both".
    pub const fn name(self) -> &'static str {
        match self {
            SeatChoice::Oop => "OOP",
            SeatChoice::Ip => "IP",
            SeatChoice::Both => "Both",
        }
    }
}

impl Default for DrillText {
    /// A river drill that solves in well under a second: an overpair-heavy range against a
    /// capped one on a dry board, the player in position.
    fn default() -> Self {
        let t = Thresholds::default();
        let pct = |x: f64| trim_number(x * 100.0);
        DrillText {
            oop: "QQ-77,AJs,KQs,QJs,JTs,T9s".to_owned(),
            ip: "AA-88,AQs+,KJs+,QJs,JTs,65s".to_owned(),
            board: "Qs Jh 7d 4c 2s".to_owned(),
            street: StreetChoice::River,
            pot: "100".to_owned(),
            stack: "200".to_owned(),
            bets: ["33,75".to_owned(), "75,a".to_owned(), "75,a".to_owned()],
            raises: "a".to_owned(),
            target: "0.5".to_owned(),
            seat: SeatChoice::Ip,
            raiser: Raiser::Ip,
            thresholds: [
                pct(t.best),
                pct(t.correct),
                pct(t.inaccuracy),
                pct(t.mistake),
            ],
        }
    }
}

/// A number as short text: `0.5`, `2`, `15`.
fn trim_number(x: f64) -> String {
    let text = format!("{x:.4}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// Why the typed drill cannot be played.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum FormError {
    /// A field does not read.
    #[error("{field}: {message}")]
    Field {
        /// The field's caption.
        field: &'static str,
        /// What is wrong.
        message: String,
    },
}

fn field_error(field: Field, message: impl ToString) -> FormError {
    FormError::Field {
        field: field.caption(),
        message: message.to_string(),
    }
}

/// A drill read from the form.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadDrill {
    /// The drill.
    pub drill: Drill,
    /// How far each of its spots is solved.
    pub settings: SolveSettings,
    /// How its decisions are graded.
    pub thresholds: Thresholds,
}

impl DrillText {
    /// This drill on the Solve tab's spot: its ranges, board, pot, stack, sizes and target;
    /// the seat, the raiser and the thresholds stay.
    pub fn with_spot(&self, spot: &SpotText) -> DrillText {
        DrillText {
            oop: spot.oop.clone(),
            ip: spot.ip.clone(),
            board: spot.board.clone(),
            pot: spot.pot.clone(),
            stack: spot.stack.clone(),
            bets: spot.bets.clone(),
            raises: spot.raises.clone(),
            target: spot.target.clone(),
            ..self.clone()
        }
    }

    /// The text of `field`.
    pub fn get(&self, field: Field) -> &str {
        match field {
            Field::Oop => &self.oop,
            Field::Ip => &self.ip,
            Field::Board => &self.board,
            Field::Pot => &self.pot,
            Field::Stack => &self.stack,
            Field::FlopBets => &self.bets[0],
            Field::TurnBets => &self.bets[1],
            Field::RiverBets => &self.bets[2],
            Field::Raises => &self.raises,
            Field::Target => &self.target,
            Field::Best => &self.thresholds[0],
            Field::Correct => &self.thresholds[1],
            Field::Inaccuracy => &self.thresholds[2],
            Field::Mistake => &self.thresholds[3],
        }
    }

    /// Sets the text of `field`.
    pub fn set(&mut self, field: Field, text: String) {
        let slot = match field {
            Field::Oop => &mut self.oop,
            Field::Ip => &mut self.ip,
            Field::Board => &mut self.board,
            Field::Pot => &mut self.pot,
            Field::Stack => &mut self.stack,
            Field::FlopBets => &mut self.bets[0],
            Field::TurnBets => &mut self.bets[1],
            Field::RiverBets => &mut self.bets[2],
            Field::Raises => &mut self.raises,
            Field::Target => &mut self.target,
            Field::Best => &mut self.thresholds[0],
            Field::Correct => &mut self.thresholds[1],
            Field::Inaccuracy => &mut self.thresholds[2],
            Field::Mistake => &mut self.thresholds[3],
        };
        *slot = text;
    }

    /// Where the boards come from: the cards typed, or the filter on the street chosen.
    pub fn board_choice(&self) -> Result<BoardChoice, FormError> {
        let text = self.board.trim();
        if let Ok(cards) = text.parse::<CardSet>() {
            return if Street::of_board(cards.len()).is_some() {
                Ok(BoardChoice::Fixed(cards))
            } else {
                Err(field_error(
                    Field::Board,
                    format!("a board has 3, 4 or 5 cards, not {}", cards.len()),
                ))
            };
        }
        match text.parse::<BoardFilter>() {
            Ok(filter) => Ok(BoardChoice::Filter {
                filter,
                street: self.street.street(),
            }),
            Err(e) => Err(field_error(
                Field::Board,
                format!("neither cards nor a board filter ({e})"),
            )),
        }
    }

    /// The grading thresholds, from percentages of the pot.
    pub fn read_thresholds(&self) -> Result<Thresholds, FormError> {
        let mut values = [0.0f64; 4];
        for (value, field) in values.iter_mut().zip(Field::THRESHOLDS) {
            let text = self.get(field).trim();
            *value = text
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && (0.0..=100.0).contains(x))
                .ok_or_else(|| {
                    field_error(field, format!("`{text}` is not a percentage from 0 to 100"))
                })?
                / 100.0;
        }
        let thresholds = Thresholds {
            best: values[0],
            correct: values[1],
            inaccuracy: values[2],
            mistake: values[3],
        };
        thresholds
            .check()
            .map_err(|e| field_error(Field::Mistake, e))?;
        Ok(thresholds)
    }

    /// The drill, its solve settings and its thresholds, or what is wrong with the text. The
    /// spot is read and checked by the library ([`SpotFields::read`], as `pokerlab solve`
    /// does) on the board typed, or on a board dealt from the filter.
    pub fn read(&self) -> Result<ReadDrill, FormError> {
        let board = self.board_choice()?;
        let street = board
            .street()
            .ok_or_else(|| field_error(Field::Board, "a board has 3, 4 or 5 cards"))?;
        // A board to check the spot on: the one typed, or one the filter deals.
        let mut rng = SmallRng::seed_from_u64(0);
        let sample = board
            .deal(CardSet::EMPTY, &mut rng)
            .map_err(|e| field_error(Field::Board, e))?;
        let sample_text = sample.to_string();
        let small: [String; 3];
        let (bets, raises) = if street == Street::Flop {
            // The small tree: the first size of each street, and all-in.
            small = self.bets.clone().map(|b| first_size_and_all_in(&b));
            ([&small[0], &small[1], &small[2]], "a")
        } else {
            (
                [&self.bets[0], &self.bets[1], &self.bets[2]],
                self.raises.as_str(),
            )
        };
        let fields = SpotFields {
            oop: &self.oop,
            ip: &self.ip,
            board: &sample_text,
            pot: &self.pot,
            stack: &self.stack,
            bets: BetsText::PerStreet([bets[0].as_str(), bets[1].as_str(), bets[2].as_str()]),
            raises,
            raise_cap: RAISE_CAP,
            all_in_threshold: ALL_IN_THRESHOLD,
        };
        let spot = fields.read().map_err(|e| {
            let field = match e.field {
                SpotField::Oop => Field::Oop,
                SpotField::Ip => Field::Ip,
                SpotField::Board => Field::Board,
                SpotField::Pot => Field::Pot,
                SpotField::Stack => Field::Stack,
                SpotField::Bets(Some(Street::Turn)) => Field::TurnBets,
                SpotField::Bets(Some(Street::River)) => Field::RiverBets,
                SpotField::Bets(_) => Field::FlopBets,
                SpotField::Raises => Field::Raises,
                SpotField::RaiseCap | SpotField::Threshold | SpotField::Spot => {
                    return FormError::Field {
                        field: "Spot",
                        message: format!("{e} (on the board {sample_text})"),
                    };
                }
            };
            field_error(field, e)
        })?;
        let target = self
            .target
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && *x > 0.0 && *x <= 100.0)
            .ok_or_else(|| {
                field_error(
                    Field::Target,
                    format!(
                        "`{}` is not a percentage above 0, at most 100",
                        self.target.trim()
                    ),
                )
            })?;
        let thresholds = self.read_thresholds()?;
        Ok(ReadDrill {
            drill: Drill {
                spot,
                board,
                seat: self.seat.seat(),
                initiative: self.raiser.player(),
            },
            settings: SolveSettings {
                target_percent: target,
                ..SolveSettings::default()
            },
            thresholds,
        })
    }
}

/// `75,33` → `75,a`; `a` → `a`; empty (no bet) stays empty.
fn first_size_and_all_in(text: &str) -> String {
    let first = text
        .split(',')
        .map(str::trim)
        .find(|s| !s.is_empty())
        .unwrap_or("");
    match first {
        "" => String::new(),
        "a" | "A" => "a".to_owned(),
        size => format!("{size},a"),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // test code: a panic is a failure report
mod tests {
    use super::*;

    #[test]
    fn the_default_reads_and_bad_fields_are_named() {
        let read = DrillText::default().read().unwrap();
        assert_eq!(read.thresholds, Thresholds::default());
        assert_eq!(read.drill.seat, Seat::Ip);
        let mut text = DrillText::default();
        text.set(Field::Pot, "lots".to_owned());
        let message = text.read().unwrap_err().to_string();
        assert!(message.starts_with("Pot:"), "{message}");
        let mut text = DrillText::default();
        text.set(Field::Board, "zebra".to_owned());
        let message = text.read().unwrap_err().to_string();
        assert!(message.starts_with("Board: neither cards"), "{message}");
        let mut text = DrillText::default();
        text.set(Field::Correct, "0.1".to_owned());
        let message = text.read().unwrap_err().to_string();
        assert!(message.contains("must rise"), "{message}");
    }

    #[test]
    fn a_filter_deals_on_the_street_chosen_and_flops_get_the_small_tree() {
        let mut text = DrillText::default();
        text.set(Field::Board, "monotone".to_owned());
        text.street = StreetChoice::Turn;
        let read = text.read().unwrap();
        assert_eq!(read.drill.street().unwrap(), Street::Turn);
        text.street = StreetChoice::Flop;
        let read = text.read().unwrap();
        let bets = read
            .drill
            .spot
            .bets
            .get(Street::Flop, Player::Oop)
            .to_string();
        assert_eq!(bets, "33,a");
        assert_eq!(
            read.drill
                .spot
                .raises
                .get(Street::Flop, Player::Ip)
                .to_string(),
            "a"
        );
        assert_eq!(first_size_and_all_in(" 75 , 150"), "75,a");
        assert_eq!(first_size_and_all_in(""), "");
    }
}
