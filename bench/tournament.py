#!/usr/bin/env python3
"""bench/tournament.py: a national Burraco tournament (issue 33's scale: 260 pairs at 130
tables over 11 rounds, 4 Mitchell and 7 Danish, 1,430 games of 3 deals) made with the
real binary, then the time the director's commands take over it, each in paired runs
against a floor (the least a program can do for the same I/O). Prints a markdown table.

The games' deals are written into each published game's file (the binary checks them
when it reads them: a wrong deal would make the game unreadable and the run stop), not
recorded one by one: 4,290 `record` runs would take minutes and time nothing of interest.

Environment (all optional):
  CANASTA=target/release/canasta   the binary (built with `cargo build --release` first)
  RUNS=10                          paired runs per command
  KEEP=1                           keep the data folder (its path is printed)
"""

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get("CANASTA", os.path.join(ROOT, "target/release/canasta"))
RUNS = int(os.environ.get("RUNS", "10"))
PAIRS = 260
PLAN = "4 mitchell + 7 danish"


def run(data, *args, check=True):
    env = dict(os.environ, CANASTA_DATA_DIR=data, CANASTA_LANG="en")
    out = subprocess.run([BIN, *args], env=env, capture_output=True, text=True)
    if check and out.returncode != 0:
        sys.exit(f"{' '.join(args)}: exit {out.returncode}\n{out.stderr}")
    return out


def deals(ns, ew, rng):
    """Three deals, N-S going out each time with a clean burraco; melded points vary."""
    text = "hands:\n"
    for _ in range(3):
        a, b = rng.randrange(40, 500, 5), rng.randrange(0, 450, 5)
        text += (
            f"- results:\n    {ns}:\n      went_out: normal\n      red_threes: 0\n"
            f"      canastas:\n        clean: 1\n      melded: {a}\n      in_hand: 0\n"
            f"    {ew}:\n      red_threes: 0\n      melded: {b}\n      in_hand: 0\n"
        )
    return text + "# end of game log\n"


def play_round(data, rng):
    seating = json.loads(run(data, "tournament", "seating", "national", "--format", "json").stdout)
    for t in seating["tables"]:
        path = os.path.join(data, "games", f"{t['game']}.yaml")
        with open(path) as f:
            # The log's own `hands:` list is its last top-level key (the rules block above
            # has a `hands: 3` of its own).
            head = f.read().rsplit("\nhands:", 1)[0] + "\n"
        with open(path, "w") as f:
            f.write(head + deals(t["ns"]["name"], t["ew"]["name"], rng))


def timed(data, args, env_extra=None):
    env = dict(os.environ, CANASTA_DATA_DIR=data, CANASTA_LANG="en", **(env_extra or {}))
    start = time.perf_counter()
    out = subprocess.run([BIN, *args], env=env, capture_output=True)
    took = time.perf_counter() - start
    if out.returncode != 0:
        sys.exit(f"{' '.join(args)}: exit {out.returncode}\n{out.stderr.decode()}")
    return took


def floor(paths):
    """The floor: a process that reads these files and writes their size (`cat` of them
    to /dev/null through a small Python, timed the same way)."""
    start = time.perf_counter()
    subprocess.run(["cat", *paths], stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def paired(data, args, floor_paths, env_extra=None):
    ours, base = [], []
    for _ in range(RUNS):
        ours.append(timed(data, args, env_extra))
        base.append(floor(floor_paths))
    return statistics.median(ours), statistics.median(base)


def main():
    if not os.path.exists(BIN):
        sys.exit(f"{BIN}: build it first (cargo build --release)")
    rng = random.Random(33)
    data = tempfile.mkdtemp(prefix="canasta-national-")
    entrants = os.path.join(data, "pairs.txt")
    with open(entrants, "w") as f:
        for i in range(1, PAIRS + 1):
            f.write(f"P{i:03}: Player {i}a, Player {i}b\n")
    run(data, "tournament", "new", "national", "--variant", "burraco-tournament",
        "--entrants", entrants, "--plan", PLAN)
    seat_times = []
    for r in range(1, 12):
        start = time.perf_counter()
        run(data, "tournament", "seat", "national")
        seat_times.append((r, time.perf_counter() - start))
        run(data, "tournament", "publish", "national")
        play_round(data, rng)
        run(data, "tournament", "close", "national")
    games = [os.path.join(data, "games", g) for g in os.listdir(os.path.join(data, "games"))]
    event = os.path.join(data, "tournaments", "national.yaml")
    cache = os.path.join(data, "cache", "summaries.json")
    standings = ["tournament", "standings", "national"]
    warm = paired(data, standings, [event, cache])
    cold = paired(data, standings, [event, *games], {"CANASTA_NO_CACHE": "1"})
    status = paired(data, ["tournament", "status", "national"], [event, *games[:130]])
    danish = [t for r, t in seat_times if r > 4]
    print(f"National: {PAIRS} pairs, 130 tables, 11 rounds ({PLAN}), {len(games)} games; "
          f"median of {RUNS} paired runs.\n")
    print("| command | canasta | floor (same files read) |")
    print("|---|---|---|")
    print(f"| `tournament standings` (summary cache warm) | {warm[0]*1000:.0f} ms | {warm[1]*1000:.0f} ms |")
    print(f"| `tournament standings` (no cache: 1,430 games replayed) | {cold[0]*1000:.0f} ms | {cold[1]*1000:.0f} ms |")
    print(f"| `tournament status` (the round's 130 tables) | {status[0]*1000:.0f} ms | {status[1]*1000:.0f} ms |")
    print(f"| `tournament seat`, a Danish round of 130 tables (standings + seating), median of 7 | "
          f"{statistics.median(danish)*1000:.0f} ms | |")
    if os.environ.get("KEEP") == "1":
        print(f"\n(data folder kept: {data})")
    else:
        shutil.rmtree(data)


if __name__ == "__main__":
    main()
