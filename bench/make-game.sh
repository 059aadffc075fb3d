#!/usr/bin/env bash
# bench/make-game.sh N DIR: make data dir DIR holding one unfinished Classic game of N hands
# (the current game), for the benchmark.
#
# Three hands are recorded with the real binary, so the file is exactly what canasta
# writes (a going out with a natural canasta; a going out with a mixed canasta, a red
# three and a note; a hand nobody went out with penalties on both sides). Recording
# thousands of hands one by one would replay the whole game each time, so the file's
# `hands:` entries are then repeated, in that cycle of three, up to N. The cycle nets 0
# for both sides (+800/0, +100/+650, -900/-650), so no total ever goes past 900 and the
# game (to 5000) never ends. The result is loaded back with `show --format json` and its
# hand count checked.
#
# The binary is $CANASTA, default target/release/canasta of this repository.
set -euo pipefail

if [ $# -ne 2 ] || ! [[ $1 =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 N DIR   (N hands, N >= 1; DIR must not exist or be empty)" >&2
    exit 2
fi
n=$1
dir=$2
root=$(cd "$(dirname "$0")/.." && pwd)
canasta=${CANASTA:-$root/target/release/canasta}
[ -x "$canasta" ] || { echo "$0: no $canasta (cargo build --release first)" >&2; exit 2; }
if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
    echo "$0: $dir is not empty" >&2
    exit 2
fi
mkdir -p "$dir"

c() { "$canasta" --data-dir "$dir" "$@"; }
if ! id=$(c new --player Ann --player Bob --player Cy --player Di 2>"$dir/new.err" | tail -n 1) \
   || [ -z "$id" ]; then
    cat "$dir/new.err" >&2
    exit 1
fi
rm -f "$dir/new.err"
c record --out We --natural We=1 --melded We=200 --in-hand We=0 \
         --melded They=100 --in-hand They=100 >/dev/null
c record --out They --mixed They=1 --red-threes They=1 --melded They=150 --in-hand They=0 \
         --melded We=120 --in-hand We=20 --note "Bob went out" >/dev/null
c record --nobody-out --melded We=50 --in-hand We=450 --penalty We:undeclared_red_three \
         --red-threes They=2 --melded They=40 --in-hand They=190 \
         --penalty They:illegal_pile_take=2 --penalty They:undeclared_red_three \
         --penalty They:failed_to_go_out >/dev/null

file="$dir/games/$id.yaml"
[ -f "$file" ] || { echo "$0: no game file $file" >&2; exit 1; }

python3 - "$file" "$n" <<'PY'
import os, sys

path, n = sys.argv[1], int(sys.argv[2])
end = "# end of game log\n"
text = open(path, encoding="utf-8").read()
head, sep, rest = text.partition("\nhands:\n")
if not sep or not rest.endswith(end):
    sys.exit(f"{path}: not the layout expected (a `hands:` list, then {end!r} last)")
body = rest[: -len(end)]

# One entry per top-level "- " line of the list.
hands, current = [], []
for line in body.splitlines(keepends=True):
    if line.startswith("- ") and current:
        hands.append("".join(current))
        current = []
    current.append(line)
if current:
    hands.append("".join(current))
if len(hands) != 3:
    sys.exit(f"{path}: expected 3 recorded hands, found {len(hands)}")

out = [head, sep]
out.extend(hands[i % 3] for i in range(n))
out.append(end)
tmp = path + ".tmp"
with open(tmp, "w", encoding="utf-8") as f:
    f.write("".join(out))
os.replace(tmp, path)
PY

got=$(c show --format json | python3 -c '
import json, sys
g = json.load(sys.stdin)
print(len(g["hands"]), g["finished"], g["totals"])')
read -r hands finished _ <<<"$got"
if [ "$hands" != "$n" ] || [ "$finished" != "False" ]; then
    echo "$0: $file loads as: $got (wanted $n hands, unfinished)" >&2
    exit 1
fi
echo "$file: $n hands, $(wc -c <"$file") bytes"
