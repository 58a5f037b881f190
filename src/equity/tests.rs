//! Unit tests of the equity engine (filled in below).
