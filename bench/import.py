#!/usr/bin/env python3
"""bench/import.py: importing one game into a club's data folder of 10,000 games against
importing it into an empty folder, in paired runs (issue 31: recognising a game already
here uses the store's fingerprint index, not every game).

Makes GAMES (10,000) Classic games in a folder by copying one recorded game with the
sides renamed (files dated an hour back, as a club's are), then, for each of RUNS new
games: its import into a fresh empty folder and into the club's folder, one right after
the other; and the same file imported again into the club's folder ("already here").
Also times the first import after the folders changed otherwise (the index built again
from the summary cache). Prints a markdown table of medians in ms.

Environment: CANASTA (default target/release/canasta), GAMES, RUNS, BENCH_TMP.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
canasta = os.environ.get("CANASTA", os.path.join(root, "target/release/canasta"))
games = int(os.environ.get("GAMES", "10000"))
runs = int(os.environ.get("RUNS", "21"))
if not os.access(canasta, os.X_OK):
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "canasta"], cwd=root, check=True)
work = tempfile.mkdtemp(prefix="canasta-import.", dir=os.environ.get("BENCH_TMP"))
env = dict(os.environ, NO_COLOR="1", CANASTA_LANG="en", CANASTA_CONFIG_DIR=os.path.join(work, "config"))
env.pop("CANASTA_NO_CACHE", None)


def run(data, *args):
    start = time.perf_counter()
    done = subprocess.run([canasta, "--data-dir", data, *args], env=env, capture_output=True, text=True)
    took = (time.perf_counter() - start) * 1000
    if done.returncode != 0:
        sys.exit(f"{args}: {done.stderr}")
    return took, done


try:
    # One recorded game, as its file.
    template_dir = os.path.join(work, "template")
    run(template_dir, "new", "--player", "Ann", "--player", "Bob", "--player", "Cy", "--player", "Di")
    run(template_dir, "record", "We: out 1n 1m 1r 250", "They: 150 -30")
    run(template_dir, "record", "We: 120 -45", "They: out 1n 1r 250")
    template = open(os.path.join(template_dir, "games/1.yaml")).read()
    assert "- name: They" in template

    def game(name):
        return template.replace("They", name)

    club = os.path.join(work, "club")
    os.makedirs(os.path.join(club, "games"))
    old = time.time() - 3600
    for i in range(1, games + 1):
        path = os.path.join(club, "games", f"{i}.yaml")
        with open(path, "w") as f:
            f.write(game(f"Table {i}"))
        os.utime(path, (old, old))
    os.utime(os.path.join(club, "games"), (old, old))
    run(club, "list")  # the summary cache, as a club's folder has it
    files = []
    for k in range(runs + 1):
        path = os.path.join(work, f"new-{k}.yaml")
        with open(path, "w") as f:
            f.write(game(f"Visitors {k}"))
        files.append(path)
    first, _ = run(club, "import", files[0])  # the index built from the summaries
    empty, into, again = [], [], []
    for k, path in enumerate(files[1:], 1):
        fresh = os.path.join(work, f"empty-{k}")
        t, _ = run(fresh, "import", path)
        empty.append(t)
        t, done = run(club, "import", path)
        assert done.stdout.strip() == str(games + 1 + k), done.stdout
        into.append(t)
        t, done = run(club, "import", path)
        assert "here already" in done.stderr, done.stderr
        again.append(t)
    med = statistics.median
    print(f"| {games:,} games, {runs} paired runs | ms (median) | ratio to the empty folder |")
    print("| --- | --- | --- |")
    print(f"| import into an empty folder | {med(empty):.1f} | 1.00 |")
    print(f"| import into the club's folder | {med(into):.1f} | {med(into) / med(empty):.2f} |")
    print(f"| the same game imported again (here already) | {med(again):.1f} | {med(again) / med(empty):.2f} |")
    print(f"| the first import after other changes (index built from the summaries) | {first:.1f} | {first / med(empty):.2f} |")
finally:
    if os.environ.get("KEEP") != "1":
        shutil.rmtree(work, ignore_errors=True)
