//! The Hand Odds tab's state: the table (seats, board, dead cards) and the live equity of
//! every street.

pub mod live;
pub mod table;
