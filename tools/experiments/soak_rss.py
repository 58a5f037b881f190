#!/usr/bin/env python3
"""Random-input soak of the real window, measuring resident memory (VmRSS).

Run inside a virtual display:
    xvfb-run -a -s "-screen 0 1400x900x24" python3 tools/experiments/soak_rss.py BIN SECONDS [SEED]

Starts BIN (the app) with POKERLAB_STATE_FILE in a temporary directory, waits for it to
settle, reads VmRSS, then sends random clicks, drags, scrolls, keys (tabs, zoom, holds, deal)
and typed text with xdotool for SECONDS, reading VmRSS every 10 s; then idles 15 s and reads it
again. Prints one line per sample and a summary; exits 1 if the app died.
"""
import os, random, subprocess, sys, tempfile, time

def rss_parts(pid):
    """VmRSS split as 'anon A file F' MB: file-backed pages (the binary, libLLVM behind the
    software renderer) are shared and reclaimable; anonymous ones are what the app holds."""
    parts = {}
    try:
        with open(f"/proc/{app_pid(pid)}/status") as f:
            for line in f:
                if line.startswith(("RssAnon:", "RssFile:")):
                    parts[line.split(":")[0]] = int(line.split()[1]) / 1024.0
    except OSError:
        return ""
    return f"(anon {parts.get('RssAnon', 0):.1f}, file {parts.get('RssFile', 0):.1f})"

def app_pid(pid):
    """The app's pid: `pid` itself, or under SOAK_WRAP the wrapper's newest descendant."""
    children = f"/proc/{pid}/task/{pid}/children"
    while os.environ.get("SOAK_WRAP") and os.path.exists(children):
        kids = open(children).read().split()
        if not kids:
            break
        pid = int(kids[-1])
        children = f"/proc/{pid}/task/{pid}/children"
    return pid

def rss_mb(pid):
    """VmRSS of the app (under a wrapper, the wrapper's newest descendant), in MB."""
    with open(f"/proc/{app_pid(pid)}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return float("nan")

def save_smaps(pid, label):
    """With SOAK_SMAPS=DIR, keeps a copy of the app's /proc/PID/smaps as DIR/LABEL.txt, to see
    which mappings grew (tools/experiments/smaps_diff.py A B)."""
    folder = os.environ.get("SOAK_SMAPS")
    if not folder:
        return
    os.makedirs(folder, exist_ok=True)
    try:
        with open(f"/proc/{app_pid(pid)}/smaps") as src, open(os.path.join(folder, f"{label}.txt"), "w") as dst:
            dst.write(src.read())
    except OSError:
        pass

def xdo(*args):
    subprocess.run(["xdotool", *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

TEXTS = ["AsKs", "random", "QQ+,AKs", "15%", "Qh7h2c", "xx", "AhAh", "10h9h", "Group3+", "!!",
         "AA:0.5,KK", "2c3c4c5c6c", "", "Kx", "TsJs"]
KEYS = ["1", "2", "3", "4", "5", "space", "Return", "Tab", "Escape", "BackSpace", "Delete",
        "Up", "Down", "Left", "Right", "ctrl+1", "ctrl+2", "ctrl+3", "ctrl+4", "ctrl+plus",
        "ctrl+minus", "ctrl+0", "ctrl+a"]

def main():
    binary, seconds = sys.argv[1], float(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="soak-")
    env = dict(os.environ, POKERLAB_STATE_FILE=os.path.join(tmp, "state.json"))
    log = open(os.path.join(tmp, "app.log"), "w")
    # SOAK_WRAP="heaptrack -o FILE" runs the app under a profiler (its RSS is then not read).
    wrap = os.environ.get("SOAK_WRAP", "").split()
    app = subprocess.Popen(wrap + [binary], env=env, stdout=log, stderr=log)
    time.sleep(10)
    start_rss = rss_mb(app.pid)
    print(f"start-up: {start_rss:.1f} MB {rss_parts(app.pid)}", flush=True)
    save_smaps(app.pid, "start")
    t0 = time.time(); next_sample = t0 + 10; actions = 0; peak = start_rss
    while time.time() - t0 < seconds and app.poll() is None:
        r = rng.random()
        x, y = rng.randrange(0, 1400), rng.randrange(0, 900)
        if r < 0.55:
            xdo("mousemove", str(x), str(y), "click", "1")
        elif r < 0.62:
            x2, y2 = rng.randrange(0, 1400), rng.randrange(0, 900)
            xdo("mousemove", str(x), str(y), "mousedown", "1", "mousemove", str(x2), str(y2), "mouseup", "1")
        elif r < 0.68:
            xdo("mousemove", str(x), str(y), "click", rng.choice(["4", "5"]))
        elif r < 0.90:
            xdo("key", rng.choice(KEYS))
        else:
            xdo("type", "--delay", "5", rng.choice(TEXTS))
            xdo("key", "Return")
        actions += 1
        if time.time() >= next_sample:
            m = rss_mb(app.pid); peak = max(peak, m)
            print(f"{time.time() - t0:6.0f} s  {actions:6d} actions  {m:.1f} MB {rss_parts(app.pid)}",
                  flush=True)
            save_smaps(app.pid, f"{time.time() - t0:04.0f}")
            next_sample += 10
    alive = app.poll() is None
    if alive:
        time.sleep(15)
        end_rss = rss_mb(app.pid)
        end_parts = rss_parts(app.pid)
        save_smaps(app.pid, "end")
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
        print(f"after the soak and 15 s idle: {end_rss:.1f} MB (start {start_rss:.1f}, peak {peak:.1f}, "
              f"growth {end_rss - start_rss:+.1f} MB) {end_parts}, {actions} actions, exit {app.returncode}")
    else:
        print(f"APP DIED with status {app.returncode} after {actions} actions; log in {tmp}/app.log")
        sys.exit(1)

main()
