//! The `pokerlab` binary: the desktop app, or a command-line tool when given a subcommand.
//! A thin layer over `pokerlab_app`, itself over the `pokerlab` library.
//!
//! Problems the program works around rather than stops for (a renderer that falls back, a
//! state file that cannot be written, a card picture that cannot be drawn) are logged to
//! stderr through `log`: warnings and errors by default, more with `RUST_LOG=info` or
//! `RUST_LOG=debug`.

fn main() {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .format_timestamp(None)
        .init();
    std::process::exit(pokerlab_app::cli::run());
}
