//! The `pokerlab` binary: the desktop app, or a command-line tool when given a subcommand.

fn main() {
    std::process::exit(pokerlab::cli::run());
}
