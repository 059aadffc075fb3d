#!/usr/bin/env python3
"""bench/circuit.py: a federation's circuit at scale (issue 46, item 6): 20 events of 130
tables (a national each: 260 pairs, 11 rounds, 1,430 games of 3 deals, made with the real
binary as bench/tournament.py makes it), then the time `canasta circuit` takes over them,
in paired runs against a floor (`cat` of the same files). The 20 events are one national
exported once and copied with its players' names shuffled between pairs at each event (so
players change partners from event to event and the circuit's players' standings sum
over many partnerships); a copy's arithmetic is the national's, so each adds up.

Two folders are timed: 20 results files (`tournament export --format results`), and 20
whole nights (`tournament export`: every table's game replayed, 28,600 games).

Environment (all optional):
  CANASTA=target/release/canasta   the binary (built with `cargo build --release` first)
  RUNS=5                           paired runs per folder
  KEEP=1                           keep the folders (their path is printed)
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tournament as national  # noqa: E402  (bench/tournament.py)

RUNS = int(os.environ.get("RUNS", "5"))
EVENTS = 20


def shuffled_results(text, rng, event):
    """The results file with its players dealt out again between its pairs (names only)."""
    data = json.loads(text)
    players = [p["name"] for e in data["entrants"] for p in e["players"]]
    rng.shuffle(players)
    names = {}
    for e in data["entrants"]:
        for p in e["players"]:
            p["name"] = players.pop()
        names[e["number"]] = " & ".join(p["name"] for p in e["players"])
        e["name"] = names[e["number"]]
    for s in data["standings"]:
        for r in s["rows"]:
            r["name"] = names[r["entrant"]]
    data["event"]["name"] = f"stage {event + 1}"
    return json.dumps(data)


def shuffled_night(text, rng, event):
    """The whole night with its players' names dealt out again (the event's entrants and
    every game's sides and players, by text)."""
    rename = {}
    players = [f"Player {i}{s}" for i in range(1, national.PAIRS + 1) for s in "ab"]
    dealt = players[:]
    rng.shuffle(dealt)
    for a, b in zip(players, dealt):
        rename[a] = b.replace("Player", "Pl@yer")
    for a, b in rename.items():
        text = text.replace(a + "\n", b + "\n").replace(a + ",", b + ",").replace(a + "]", b + "]")
    return text.replace("Pl@yer", "Player").replace("name: national", f"name: stage-{event + 1}", 1)


def timed(data, args):
    env = dict(os.environ, CANASTA_DATA_DIR=data, CANASTA_LANG="en")
    start = time.perf_counter()
    out = subprocess.run([national.BIN, *args], env=env, capture_output=True)
    took = time.perf_counter() - start
    if out.returncode != 0:
        sys.exit(f"{' '.join(args)}: exit {out.returncode}\n{out.stderr.decode()}")
    return took, out.stdout


def main():
    if not os.path.exists(national.BIN):
        sys.exit(f"{national.BIN}: build it first (cargo build --release)")
    rng = random.Random(46)
    data = tempfile.mkdtemp(prefix="canasta-circuit-")
    entrants = os.path.join(data, "pairs.txt")
    with open(entrants, "w") as f:
        for i in range(1, national.PAIRS + 1):
            f.write(f"P{i:03}: Player {i}a, Player {i}b\n")
    national.run(data, "tournament", "new", "national", "--variant", "burraco-tournament",
                 "--entrants", entrants, "--plan", national.PLAN)
    for _ in range(11):
        national.run(data, "tournament", "seat", "national")
        national.run(data, "tournament", "publish", "national")
        national.play_round(data, rng)
        national.run(data, "tournament", "close", "national")
    results = national.run(data, "tournament", "export", "national", "--format", "results").stdout
    whole = national.run(data, "tournament", "export", "national").stdout
    folders = {}
    for kind, text, shuffle, ext in [("results files", results, shuffled_results, "json"),
                                     ("whole nights", whole, shuffled_night, "yaml")]:
        folder = os.path.join(data, kind.replace(" ", "-"))
        os.makedirs(folder)
        for e in range(EVENTS):
            with open(os.path.join(folder, f"stage-{e + 1:02}.{ext}"), "w") as f:
                f.write(shuffle(text, rng, e))
        with open(os.path.join(folder, "circuit.yaml"), "w") as f:
            f.write("name: Circuit\nfinalists: {rule: per_stage, share: 10, min_stages: 5}\n")
        folders[kind] = folder
    print(f"A circuit of {EVENTS} events of 130 tables (260 pairs, 11 rounds, 1,430 games "
          f"each); median of {RUNS} paired runs.\n")
    print("| folder | size | `canasta circuit` | floor (`cat` of the same files) |")
    print("|---|---:|---:|---:|")
    for kind, folder in folders.items():
        paths = [os.path.join(folder, p) for p in sorted(os.listdir(folder))]
        size = sum(os.path.getsize(p) for p in paths)
        ours, base = [], []
        for _ in range(RUNS):
            took, out = timed(data, ["circuit", folder, "--format", "json"])
            ours.append(took)
            start = time.perf_counter()
            subprocess.run(["cat", *paths], stdout=subprocess.DEVNULL, check=True)
            base.append(time.perf_counter() - start)
        circuit = json.loads(out)
        assert len(circuit["stages"]) == EVENTS and len(circuit["players"]) == 520, kind
        print(f"| {EVENTS} {kind} | {size / 1e6:.1f} MB | {statistics.median(ours) * 1000:.0f} ms "
              f"| {statistics.median(base) * 1000:.0f} ms |")
    if os.environ.get("KEEP") == "1":
        print(f"\n(data folder kept: {data})")
    else:
        shutil.rmtree(data)


if __name__ == "__main__":
    main()
