//! The `pokerlab` binary: the desktop app, or a command-line tool when given a subcommand.
//! A thin layer over the library; the command line lives here, not in the library's API.

mod cli;

fn main() {
    std::process::exit(cli::run());
}
