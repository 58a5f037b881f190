//! temp
fn main() {
    let r = pokerlab::equity::bench::timing_request("mc_hu")
        .unwrap()
        .with_limits(pokerlab::equity::MonteCarloLimits::samples(1_000_000));
    let res = pokerlab::equity::calculate(&r).unwrap();
    println!("{}", res.equity(0));
}
