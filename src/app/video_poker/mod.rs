//! The video-poker trainer's state: the machine, the player's holds, the session.

pub mod trainer;
