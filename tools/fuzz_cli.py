#!/usr/bin/env python3
"""Fuzzes the command line: random arguments, files and environments for every subcommand.

Usage: python3 tools/fuzz_cli.py BINARY [COUNT] [SEED] [JOBS]

Each input is a subcommand with arguments drawn from good and hostile pieces (cards, ranges,
weights, braces, numbers out of range, control characters, paths to odd files, huge thread
counts in RAYON_NUM_THREADS). The promises checked, as the README states them:
  - the process ends within its time limit (no hang),
  - exit status 0 or 2 only, and no panic message,
  - exit 2 prints nothing on stdout (but `eval -`, which streams as documented),
  - `--json` output that succeeds is one JSON value per line,
  - no raw control character (ESC, BEL, U+202E, ...) on stdout or stderr, line breaks and tabs
    aside.
Prints the counts and every failure; exits 1 if any promise was broken.
"""

import json
import os
import random
import subprocess
import sys
import tempfile
import time
import unicodedata
from concurrent.futures import ThreadPoolExecutor

TIME_LIMIT = 60.0  # seconds per run: nothing asked here should take more than a few

HOSTILE = ["\x1b[31m", "\x07", "\u202e", "\n", "\x01x", "\t", "\u200b", "\r"]
RANKS = "23456789TJQKA"
SUITS = "cdhs"


def card(rng):
    return rng.choice(RANKS) + rng.choice(SUITS)


def cards(rng, n):
    deck = [r + s for r in RANKS for s in SUITS]
    rng.shuffle(deck)
    sep = rng.choice(["", " ", ","])
    return sep.join(deck[:n])


def weight(rng):
    return rng.choice(["0.5", "25%", "1", "0", "1e-9", "2", "-1", "0.0001", "100%", "nan", "%"])


def range_text(rng):
    pieces = ["AA", "KK", "QQ+", "AK", "AKs", "AKo", "22+", "A2s+", "KTo+", "99-22", "random",
              "XX", "Ax", "Axs", "Group1", "Group3-Group5", "15%", "10%-20%", "AhKh", "T9s",
              "AZs", "(KK,QQ)", "AA&Group1", "random!AA", "[50]AA,KK[/50]", "77:", ",,", "A",
              "AKss", "KK+", "22-", "1000%"]
    items = []
    for _ in range(rng.randint(1, 4)):
        item = rng.choice(pieces)
        if rng.random() < 0.3:
            item += ":" + weight(rng)
        items.append(item)
    text = rng.choice([",", ", ", " "]).join(items)
    if rng.random() < 0.15:
        text = "{ " + text + " }"
    return text


def player(rng):
    r = rng.random()
    if r < 0.35:
        return cards(rng, 2)
    if r < 0.45:
        return "random"
    if r < 0.9:
        return range_text(rng)
    return rng.choice(["", "AsAs", "Xx", "AsKsQs", "10h9h"] + HOSTILE)  # no NUL: argv cannot hold one


def number(rng):
    return rng.choice(["0", "1", "2", "5", "100", "1000", "20000", "-1", "1e9", "99999999999999999999",
                       "abc", "1.5", "nan", "inf", "300", "301", "0.01"])


def maybe_hostile(rng, text):
    if rng.random() < 0.1:
        i = rng.randint(0, len(text))
        return text[:i] + rng.choice(HOSTILE) + text[i:]
    return text


def odds_args(rng, files):
    n = rng.choice([1, 2, 2, 2, 3, 4, 5, 6, 10, 11])
    args = ["odds"] + [player(rng) for _ in range(n)]
    if rng.random() < 0.4:
        args += ["--board", cards(rng, rng.choice([0, 1, 2, 3, 4, 5, 6]))]
    if rng.random() < 0.2:
        args += ["--dead", cards(rng, rng.randint(0, 4))]
    r = rng.random()
    if r < 0.3:
        args += ["--samples", rng.choice(["100", "1000", "20000", "0", "5", "1e6", "-3"])]
    elif r < 0.4:
        args += ["--seconds", rng.choice(["0.2", "0", "-1", "nan", "400", "0.05"])]
    elif r < 0.5:
        args += ["--exact"]
    for flag in ["--json", "--breakdown"]:
        if rng.random() < 0.3:
            args.append(flag)
    return args


def grid_args(rng, files):
    args = ["grid", rng.choice([cards(rng, 2), cards(rng, 1), "AsAs", "xx", cards(rng, 3)])]
    if rng.random() < 0.5:
        args += ["--board", cards(rng, rng.choice([0, 1, 2, 3, 4, 5, 6]))]
    if rng.random() < 0.4:
        args += ["--opponents", rng.choice(["0", "1", "2", "3", "9", "10", "x"])]
    if rng.random() < 0.3:
        args += ["--samples", rng.choice(["100", "2000", "1", "0", "99999999999999"])]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def outs_args(rng, files):
    args = ["outs", cards(rng, rng.choice([2, 2, 1, 3]))]
    args += ["--board", cards(rng, rng.choice([3, 4, 0, 5, 2]))]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def eval_args(rng, files):
    n = rng.choice([5, 6, 7, 4, 8])
    args = ["eval"] + [cards(rng, n) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def paytable(rng, files):
    return rng.choice(["jacks-or-better-9-6", "deuces-wild", "joker-poker-kings-20-7", "nope",
                       "bonus-poker-8-5"] + files["tables"])


def vp_args(rng, files):
    table = paytable(rng, files)
    dealt = cards(rng, rng.choice([5, 5, 5, 4, 6])).replace(",", " ").split()
    if "joker" in table and rng.random() < 0.5:
        dealt[0] = "Jk"
    args = ["vp", "--paytable", table] + dealt
    if rng.random() < 0.3:
        args += ["--bet", rng.choice(["1", "5", "0", "6"])]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def vp_analyze_args(rng, files):
    args = ["vp-analyze", "--paytable", paytable(rng, files)]
    if rng.random() < 0.3:
        args += ["--bet", rng.choice(["1", "3", "5", "0", "9"])]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def vp_strategy_args(rng, files):
    args = ["vp-strategy", "--paytable", paytable(rng, files)]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def paytables_args(rng, files):
    return ["paytables"] + (["--json"] if rng.random() < 0.5 else []) + (
        [rng.choice(HOSTILE)] if rng.random() < 0.2 else [])


def cards_args(rng, files):
    out = rng.choice(files["dirs"])
    return ["cards", "--out", out, "--height", rng.choice(["8", "16", "0", "5000", "x", "24"])] + (
        ["--four-color"] if rng.random() < 0.3 else [])


def bench_args(rng, files):
    return ["bench", rng.choice(["--frobnicate", "--help", "x\x1b", "--seconds"])]  # a real run takes 10 s


def vp_risk_args(rng, files):
    args = ["vp-risk", "--paytable", paytable(rng, files)]
    if rng.random() < 0.5:
        args += ["--hands", rng.choice(["1", "100", "1000", "0", "10001", "x"])]
    if rng.random() < 0.5:
        args += ["--bankroll", rng.choice(["1", "500", "0", "99999999999", "-5"])]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def narrow_args(rng, files):
    keeps = ["top_pair+", "flush_draw", "set,open_ended", "two_pair+,gutshot", "tp", "", "flush_draw+",
             "nothing+"]
    args = ["narrow", range_text(rng), "--board", cards(rng, rng.choice([3, 3, 4, 2, 5])),
            "--keep", rng.choice(keeps)]
    if rng.random() < 0.2:
        args += ["--dead", cards(rng, rng.randint(0, 3))]
    if rng.random() < 0.3:
        args.append("--json")
    return args


def misc_args(rng, files):
    return rng.choice([["--help"], ["--version"], ["nonsense"], ["\x1b[2J"], ["odds"], ["vp"],
                       ["eval", "--json"], ["grid"], ["cards"], ["odds", "--threads", "99999", "AA", "KK"],
                       ["grid", "AhKh", "--threads", "0"]])


GENERATORS = [
    (odds_args, 30), (grid_args, 12), (outs_args, 8), (eval_args, 10), (vp_args, 8),
    (vp_analyze_args, 3), (vp_strategy_args, 2), (paytables_args, 3), (cards_args, 3),
    (bench_args, 2), (misc_args, 5), (vp_risk_args, 3), (narrow_args, 6),
]


def make_files(root):
    """Pay-table files good and bad, and output folders, in a scratch folder."""
    tables = []

    def write(name, text, mode="w"):
        path = os.path.join(root, name)
        with open(path, mode) as f:
            f.write(text)
        tables.append(path)

    pays = ("royal_flush = 800\nstraight_flush = 50\nfour_of_a_kind = 25\nfull_house = 9\n"
            "flush = 6\nstraight = 4\nthree_of_a_kind = 3\ntwo_pair = 2\njacks_or_better = 1\n")
    write("good.toml", "name = 'good'\n[pays]\n" + pays)
    write("evil.toml", "title = \"T\\u001b[31m\\u0007\\u202e\\nX\"\n[pays]\n" + pays)
    write("huge.toml", "[pays]\n" + pays.replace("jacks_or_better = 1", "jacks_or_better = 100000"))
    write("dup.json", '{"pays": {"royal_flush": 800, "flush": 5, "flush": 6, "jacks_or_better": 1}}')
    write("bad.json", '{"pays": ')
    write("neg.toml", "[pays]\nflush = -1\n")
    write("bin.toml", b"\xff\xfe\x00garbage", "wb")
    fifo = os.path.join(root, "fifo.toml")
    os.mkfifo(fifo)
    tables += [fifo, "/dev/zero", root, os.path.join(root, "missing.toml")]
    dirs = [os.path.join(root, "out1"), os.path.join(root, "out\x1b[31m"), os.path.join(root, "good.toml"),
            "/proc/nope", os.path.join(root, "out1", "deeper")]
    return {"tables": tables, "dirs": dirs}


def raw_controls(text):
    return [c for c in text if c not in "\n\t" and (unicodedata.category(c) in ("Cc", "Cf"))]


def run_one(binary, args, env):
    start = time.monotonic()
    try:
        p = subprocess.run([binary] + args, capture_output=True, timeout=TIME_LIMIT, env=env,
                           stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return {"hang": True, "args": args, "seconds": TIME_LIMIT}
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    problems = []
    if p.returncode not in (0, 2):
        problems.append(f"exit {p.returncode}")
    if "panicked" in err or "RUST_BACKTRACE" in err:
        problems.append("panic")
    if p.returncode == 2 and out and not (args[:1] == ["eval"] and "-" in args):
        problems.append("stdout on exit 2")
    if p.returncode == 0 and "--json" in args and "--help" not in args and out.strip():
        for line in out.strip().splitlines():
            try:
                json.loads(line)
            except ValueError:
                problems.append("invalid JSON")
                break
    if raw_controls(out) or raw_controls(err):
        problems.append(f"raw control {raw_controls(out) + raw_controls(err)!r}")
    return {"args": args, "code": p.returncode, "problems": problems, "err": err[-300:],
            "seconds": time.monotonic() - start}


def main():
    binary = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    jobs = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as root:
        files = make_files(root)
        gens = [g for g, w in GENERATORS for _ in range(w)]
        inputs = []
        for _ in range(count):
            gen = rng.choice(gens)
            args = [maybe_hostile(rng, a) if rng.random() < 0.05 else a for a in gen(rng, files)]
            env = dict(os.environ)
            env.pop("DISPLAY", None)
            if rng.random() < 0.05:
                env["RAYON_NUM_THREADS"] = rng.choice(["100000", "0", "abc", "64", "1"])
            inputs.append((args, env))
        start = time.monotonic()
        with ThreadPoolExecutor(jobs) as pool:
            results = list(pool.map(lambda a: run_one(binary, *a), inputs))
        took = time.monotonic() - start
    codes = {}
    by_command = {}
    failures = []
    for r in results:
        command = r["args"][0] if r["args"] else ""
        by_command[command] = by_command.get(command, 0) + 1
        if r.get("hang"):
            failures.append(("hang", r))
            continue
        codes[r["code"]] = codes.get(r["code"], 0) + 1
        if r["problems"]:
            failures.append((", ".join(r["problems"]), r))
    slowest = max(results, key=lambda r: r["seconds"])
    print(f"{len(results)} inputs (seed {seed}) in {took:.0f} s; exit codes {dict(sorted(codes.items()))}")
    print("by subcommand: " + ", ".join(f"{k!r}: {v}" for k, v in sorted(by_command.items())))
    panics = sum(1 for w, _ in failures if "panic" in w)
    hangs = sum(1 for w, _ in failures if w == "hang")
    other_codes = sum(v for k, v in codes.items() if k not in (0, 2))
    print(f"panics {panics}, hangs {hangs}, exit codes other than 0 and 2: {other_codes}, "
          f"failures in all {len(failures)}; slowest {slowest['seconds']:.1f} s: {slowest['args']!r}")
    for why, r in failures[:40]:
        print(f"FAIL {why}: {r['args']!r} -> {r.get('code')} {r.get('err', '')!r}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
