//! Evaluator benchmarks (filled in below).
fn main() {}
