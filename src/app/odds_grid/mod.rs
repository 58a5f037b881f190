//! The Odds Grid tab's state: its inputs and the live answer against random opponents.

pub mod inputs;
pub mod live;
