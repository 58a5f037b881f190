//! Times the standard equity spots on one thread: the figures of BENCHMARKS.md. Prints the
//! minimum and median over several runs of wall time and of CPU time (the thread's, or the
//! whole process's for the pool, through the `cpu-time` crate on any platform), since the
//! machine may be shared.
//!
//! `cargo run --release --example equity_timing [ID...]`; the pseudo-id `mc_scaling` runs
//! `mc_hu` on the engine's pool with one and with two threads.

use std::time::Instant;

use cpu_time::{ProcessTime, ThreadTime};
use pokerlab::equity::{Engine, MonteCarloLimits, calculate, timing_spots};

/// CPU time of the calling thread in seconds, or 0 where the platform cannot tell.
fn thread_cpu_seconds() -> f64 {
    ThreadTime::try_now().map_or(0.0, |t| t.as_duration().as_secs_f64())
}

/// CPU time of the whole process in seconds, or 0 where the platform cannot tell.
fn process_cpu_seconds() -> f64 {
    ProcessTime::try_now().map_or(0.0, |t| t.as_duration().as_secs_f64())
}

/// Monte Carlo `mc_hu` on an engine of `threads` threads: hands per wall second and per CPU
/// second of the whole process (medians of five runs of 20 M trials).
fn mc_scaling(threads: usize) {
    let Some(request) = timing_spots::timing_request("mc_hu") else {
        return;
    };
    let samples = 20_000_000;
    let request = request.with_limits(MonteCarloLimits::samples(samples));
    let Ok(engine) = Engine::with_threads(threads) else {
        return;
    };
    let (mut wall, mut cpu) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        let (start, cpu_start) = (Instant::now(), process_cpu_seconds());
        if engine.run(&request).is_err() {
            return;
        }
        cpu.push(process_cpu_seconds() - cpu_start);
        wall.push(start.elapsed().as_secs_f64());
    }
    let ((_, wall_med), (_, cpu_med)) = (stats(wall), stats(cpu));
    println!(
        "mc_hu on {threads} thread(s): {:.1} M hands per wall second, {:.1} M per CPU second",
        samples as f64 / wall_med / 1e6,
        samples as f64 / cpu_med.max(1e-9) / 1e6
    );
}

fn stats(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    (v[0], v[v.len() / 2])
}

fn main() {
    let chosen: Vec<String> = std::env::args().skip(1).collect();
    if chosen.iter().any(|c| c == "mc_scaling") {
        mc_scaling(1);
        mc_scaling(2);
        return;
    }
    for id in timing_spots::TIMING_IDS {
        if !chosen.is_empty() && !chosen.iter().any(|c| c == id) {
            continue;
        }
        let Some(request) = timing_spots::timing_request(id) else {
            continue;
        };
        let runs = if id == "mc_hu" { 9 } else { 31 };
        let (mut wall, mut cpu) = (Vec::new(), Vec::new());
        let mut equity = 0.0;
        for _ in 0..runs {
            let (start, cpu_start) = (Instant::now(), thread_cpu_seconds());
            let result = match calculate(&request) {
                Ok(result) => result,
                Err(e) => {
                    eprintln!("{id}: {e}");
                    return;
                }
            };
            cpu.push(thread_cpu_seconds() - cpu_start);
            wall.push(start.elapsed().as_secs_f64());
            equity = result.equity(0);
        }
        let ((wall_min, wall_med), (cpu_min, cpu_med)) = (stats(wall), stats(cpu));
        let _ = (cpu_min, cpu_med);
        if id == "mc_hu" {
            let rate = |s: f64| timing_spots::MC_HU_SAMPLES as f64 / s / 1e6;
            println!(
                "{id:<18} M hands per CPU-s: best {:.1} median {:.1}   (wall: best {:.1} median {:.1})  equity[0] {equity:.5}",
                rate(cpu_min),
                rate(cpu_med),
                rate(wall_min),
                rate(wall_med)
            );
        } else {
            println!(
                "{id:<18} ms (wall): best {:.3} median {:.3}   equity[0] {equity:.5}",
                wall_min * 1e3,
                wall_med * 1e3
            );
        }
    }
}
