//! Nothing of its own: this package exists to compile pokerlab's examples from outside the
//! pokerlab crate (see `Cargo.toml` and `run.sh`).
