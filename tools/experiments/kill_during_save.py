#!/usr/bin/env python3
"""kill -9 the real window while it saves, many times, and count what survives.

Run inside a virtual display:
    xvfb-run -a -s "-screen 0 1400x900x24" python3 tools/experiments/kill_during_save.py BIN KILLS [SEED]

One state file (POKERLAB_STATE_FILE in a temporary directory) is used by every run, so each
run starts from what the one before left. Each run starts BIN, clicks and types at random
(xdotool) so that the state keeps changing and the app keeps saving it, and is killed with
SIGKILL:
  * "random" runs (even numbers): after a random 1.5 to 6 s;
  * "in-save" runs (odd numbers): the moment a temporary file `.state.json.tmp-*` appears in
    the directory (a save between its first byte and its rename), after a random 0 to 3 ms.
After each kill the file is checked: it must exist, be a JSON object with the app's parts,
and the next start must not report it unreadable (no `state.json.unreadable-*` copy, no
"cannot be read" in the log). Prints one line per run and the counts; exits 1 on any loss.
"""
import json, os, random, signal, subprocess, sys, tempfile, threading, time

PARTS = {"version", "settings", "tab", "hand_odds", "odds_grid", "video_poker", "benchmark", "window"}

def xdo(*args):
    subprocess.run(["xdotool", *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def clicker(rng, stop):
    keys = ["1", "2", "3", "4", "5", "space", "Return", "ctrl+1", "ctrl+2", "ctrl+3", "ctrl+4"]
    while not stop.is_set():
        r = rng.random()
        if r < 0.7:
            xdo("mousemove", str(rng.randrange(0, 1400)), str(rng.randrange(0, 900)), "click", "1")
        elif r < 0.9:
            xdo("key", rng.choice(keys))
        else:
            xdo("type", rng.choice(["AsKs", "random", "QQ+", "Qh7h2c"]))
            xdo("key", "Return")

def check(path, tmp):
    """'ok' or what is wrong with the state file."""
    if not os.path.exists(path):
        return "missing"
    data = open(path, "rb").read()
    if not data:
        return "empty"
    try:
        state = json.loads(data)
    except ValueError as e:
        return f"not JSON ({e})"
    if not isinstance(state, dict) or not PARTS <= set(state):
        return "not a whole state"
    if any(n.startswith("state.json.unreadable-") for n in os.listdir(tmp)):
        return "a copy was set aside as unreadable"
    return "ok"

def main():
    binary, kills = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="kill-")
    path = os.path.join(tmp, "state.json")
    env = dict(os.environ, POKERLAB_STATE_FILE=path, RUST_LOG="warn")
    counts = {"kills": 0, "random": 0, "in-save": 0, "killed mid-save": 0, "lost": 0,
              "crashed": 0, "saves seen": 0}
    previous = None
    for run in range(kills):
        mode = "in-save" if run % 2 else "random"
        log_path = os.path.join(tmp, f"run{run}.log")
        log = open(log_path, "w")
        temps_before = {n for n in os.listdir(tmp) if n.startswith(".state.json.tmp-")}
        app = subprocess.Popen([binary], env=env, stdout=log, stderr=log)
        time.sleep(2.5)  # the window opens and reads the state
        stop = threading.Event()
        t = threading.Thread(target=clicker, args=(random.Random(rng.random()), stop))
        t.start()
        seen_temp = False
        if mode == "random":
            time.sleep(rng.uniform(1.5, 6.0))
        else:
            deadline = time.time() + 30
            while time.time() < deadline:
                if any(n.startswith(".state.json.tmp-") for n in os.listdir(tmp)):
                    seen_temp = True
                    break
            time.sleep(rng.uniform(0, 0.003))
        alive = app.poll() is None
        if alive:
            os.kill(app.pid, signal.SIGKILL)
        app.wait()
        stop.set()
        t.join()
        log.close()
        leftover = [n for n in os.listdir(tmp)
                    if n.startswith(".state.json.tmp-") and n not in temps_before]
        counts["kills"] += alive
        counts[mode] += 1
        counts["killed mid-save"] += bool(leftover)
        counts["crashed"] += not alive
        text = open(log_path).read()
        if "cannot be read" in text or "panicked" in text:
            counts["lost" if "cannot be read" in text else "crashed"] += 1
        status = check(path, tmp)
        if status != "ok" and previous is not None:
            counts["lost"] += 1
        current = open(path, "rb").read() if os.path.exists(path) else b""
        changed = current != previous
        counts["saves seen"] += changed
        previous = current
        print(f"run {run:2d} {mode:8s} temp seen {str(seen_temp):5s} killed mid-save "
              f"{str(bool(leftover)):5s} file {status} ({len(current)} bytes, "
              f"{'changed' if changed else 'same'})", flush=True)
    # One last start: it must read the file without a word.
    log_path = os.path.join(tmp, "last.log")
    with open(log_path, "w") as log:
        app = subprocess.Popen([binary], env=env, stdout=log, stderr=log)
        time.sleep(3)
        app.terminate()
        app.wait()
    text = open(log_path).read()
    last_ok = "cannot be read" not in text and "panicked" not in text and check(path, tmp) == "ok"
    print(f"counts: {counts}; last start reads the file: {last_ok}; files: {sorted(os.listdir(tmp))[:6]}...")
    sys.exit(0 if counts["lost"] == 0 and counts["crashed"] == 0 and last_ok else 1)

main()
