#!/usr/bin/env python3
"""bench/tournament_load.py: 130 table phones saving against `canasta serve --tournament`
within one minute (issue 33's scale: a national's round), from loopback addresses.

A tournament of 260 pairs is made and its round 1 published (130 tables); the board is
started with `--tournament`; then each of 130 threads (a table's phone, with its table's
key) asks for its game's state and saves its 3 deals, its first save at a random moment
of the first 40 seconds and the next ones 5 to 10 seconds apart, as a table's scorer
would. Every save's answer time is measured (the request written to the answer read).
Prints the median, the 95th and 99th percentiles and the slowest, and checks that every
game then has its 3 deals.

Environment (optional): CANASTA=target/release/canasta, SPREAD=40 (seconds over which the
tables start), GAP=5 (seconds between a table's deals, at least).
"""

import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get("CANASTA", os.path.join(ROOT, "target/release/canasta"))
SPREAD = float(os.environ.get("SPREAD", "40"))
GAP = float(os.environ.get("GAP", "5"))


def run(data, *args):
    env = dict(os.environ, CANASTA_DATA_DIR=data, CANASTA_LANG="en")
    out = subprocess.run([BIN, *args], env=env, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{' '.join(args)}: exit {out.returncode}\n{out.stderr}")
    return out


def call(port, method, path, key, body=None, source="127.0.0.1"):
    """One HTTP/1.1 call from `source` (each table's phone its own loopback address, as
    each phone in a room has its own); (status, JSON answer, seconds)."""
    payload = json.dumps(body).encode() if body is not None else b""
    head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
            f"X-Canasta-Key: {key}\r\n")
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
    start = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0)) as s:
        s.sendall(head.encode() + b"\r\n" + payload)
        chunks = []
        while True:
            c = s.recv(65536)
            if not c:
                break
            chunks.append(c)
    took = time.perf_counter() - start
    raw = b"".join(chunks).decode(errors="replace")
    status = int(raw.split()[1]) if raw else 0
    text = raw.split("\r\n\r\n", 1)[1] if "\r\n\r\n" in raw else ""
    try:
        return status, json.loads(text), took
    except json.JSONDecodeError:
        return status, {}, took


def main():
    data = tempfile.mkdtemp(prefix="canasta-load-")
    entrants = os.path.join(data, "pairs.txt")
    with open(entrants, "w") as f:
        for i in range(1, 261):
            f.write(f"P{i:03}: Player {i}a, Player {i}b\n")
    run(data, "tournament", "new", "national", "--variant", "burraco-tournament",
        "--entrants", entrants, "--plan", "4 mitchell")
    run(data, "tournament", "seat", "national")
    run(data, "tournament", "publish", "national")
    env = dict(os.environ, CANASTA_DATA_DIR=data, CANASTA_LANG="en")
    board = subprocess.Popen([BIN, "serve", "--listen", "127.0.0.1:0", "--tournament", "national"],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    port = None
    for line in board.stderr:
        m = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        if m:
            port = int(m.group(1))
            break
    threading.Thread(target=lambda: [None for _ in board.stderr], daemon=True).start()
    keys = {t: open(os.path.join(data, f"table-key-{t}")).read().strip() for t in range(1, 131)}
    times, failures = [], []
    finishing = []  # (request sent, answer read) of each table's last deal
    pushed = []  # when each event reached the board's page
    lock = threading.Lock()

    def board_page():
        """A board following `/events` (server-sent events), as a phone's page does."""
        with socket.create_connection(("127.0.0.1", port), timeout=600) as s:
            s.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            while True:
                chunk = s.recv(1 << 16)
                if not chunk:
                    return
                if b"data:" in chunk:
                    with lock:
                        pushed.append(time.perf_counter())

    threading.Thread(target=board_page, daemon=True).start()

    def table(t):
        rng = random.Random(t)
        time.sleep(rng.uniform(0, SPREAD))
        for deal in range(3):
            source = f"127.0.0.{t + 1}"
            status, state, _ = call(port, "GET", "/api/state", keys[t], source=source)
            if status != 200:
                with lock:
                    failures.append((t, "state", status))
                return
            body = {"version": state["version"], "lines": ["out 1c 100", "100"],
                    "hand_id": f"t{t}d{deal}"}
            sent = time.perf_counter()
            status, answer, took = call(port, "POST", "/api/save", keys[t], body, source)
            with lock:
                times.append(took)
                if deal == 2:
                    finishing.append((sent, sent + took))
                if status != 200:
                    failures.append((t, "save", status, answer.get("message")))
            time.sleep(GAP + rng.uniform(0, GAP))

    threads = [threading.Thread(target=table, args=(t,)) for t in range(1, 131)]
    start = time.perf_counter()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    wall = time.perf_counter() - start
    board.terminate()
    status = json.loads(run(data, "tournament", "status", "national", "--format", "json").stdout)
    complete = sum(1 for t in status["tables"] if t["played"] == 3)
    times.sort()
    pct = lambda p: times[min(len(times) - 1, int(len(times) * p))] * 1000
    print(f"130 tables, 3 saves each, over {wall:.0f} s: {len(times)} saves, "
          f"{len(failures)} refused, {complete} of 130 games with their 3 deals.\n")
    print("| save answered in | ms |\n|---|---:|")
    print(f"| median | {statistics.median(times)*1000:.1f} |")
    print(f"| 95th percentile | {pct(0.95):.1f} |")
    print(f"| 99th percentile | {pct(0.99):.1f} |")
    print(f"| slowest | {times[-1]*1000:.1f} |")
    # A game's last deal changes the standings: the board is told within this long of the
    # save's answer (0 when the push came before the answer was read).
    time.sleep(2)
    with lock:
        events = sorted(pushed)
    lags = []
    for sent, answered in finishing:
        after = [e for e in events if e >= sent]
        if after:
            lags.append(max(0.0, after[0] - answered))
    lags.sort()
    if lags:
        print(f"\nThe board told of a finished game's standings ({len(lags)} games; "
              f"{len(events)} pushes in all): median {statistics.median(lags)*1000:.0f} ms, "
              f"slowest {lags[-1]*1000:.0f} ms after the save's answer.")
    if failures:
        print("\nrefused:", failures[:5])
    import shutil
    shutil.rmtree(data)


if __name__ == "__main__":
    main()
