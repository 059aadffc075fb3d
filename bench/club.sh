#!/usr/bin/env bash
# bench/club.sh: a club's data folder of 10,000 games, and the time `list`, `history`,
# `stats` and `players` take over it with hyperfine, the files in the page cache
# (--warmup): with the summary cache (`cache/summaries.json`) and without it
# (CANASTA_NO_CACHE=1: every game read and replayed, as before the cache). See
# bench/README.md. Prints a markdown table on stdout; hyperfine's report goes to stderr.
#
# The games are made quickly, not recorded one by one: a few template games are recorded
# with the real binary (Classic won, Classic in play with penalties and a concealed going
# out, Classic for two, three-handed, six-handed in three partnerships, Samba), and their
# files are then copied GAMES times with the players taken from a club of 40 names, the
# days spread over two years and the files' times an hour or more in the past (a club's
# files are not all written in the last seconds); every 20th game is archived.
#
# Environment (all optional):
#   GAMES=10000 RUNS=10 WARMUP=2   games made; timed and warm-up runs per command
#   CANASTA=target/release/canasta  the binary (built with `cargo build --release` if it
#                                   is the default and missing)
#   BEFORE=path                     also time this binary (canasta before the cache)
#   BENCH_TMP=$TMPDIR  where the data folder is made;  KEEP=1 keeps it
set -euo pipefail

GAMES=${GAMES:-10000}
RUNS=${RUNS:-10}
WARMUP=${WARMUP:-2}
KEEP=${KEEP:-0}

root=$(cd "$(dirname "$0")/.." && pwd)
say() { echo "club.sh: $*" >&2; }

command -v hyperfine >/dev/null || {
    say "hyperfine is not installed (apt-get install hyperfine, or cargo install hyperfine)"
    exit 2
}
command -v python3 >/dev/null || { say "python3 is needed"; exit 2; }
if [ -z "${CANASTA:-}" ]; then
    CANASTA=$root/target/release/canasta
    [ -x "$CANASTA" ] || cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin canasta
fi
[ -x "$CANASTA" ] || { say "no $CANASTA"; exit 2; }

work=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/canasta-club.XXXXXX")
if [ "$KEEP" = 1 ]; then say "work directory $work (kept)"; else trap 'rm -rf "$work"' EXIT; fi
export NO_COLOR=1
export CANASTA_CONFIG_DIR=$work/config   # no user presets
mkdir -p "$CANASTA_CONFIG_DIR"
unset CANASTA_NO_CACHE

# --- Templates ----------------------------------------------------------------------------
t=$work/templates
c() { "$CANASTA" --data-dir "$t" "$@" >/dev/null 2>&1; }
# Record up to N hands (the game may end sooner: the rest are refused, and skipped).
hands() { local n=$1; shift; for _ in $(seq "$n"); do c record "$@" 2>/dev/null || break; done; }
four="--player Ann --player Bob --player Cy --player Di"
# 1: Classic, played to the end.
c new $four
hands 4 "We: out 1n 1m 1r 250" "They: 150 -30"
hands 3 "We: 120 -45" "They: out 1n 1r 250"
hands 8 "We: out 2n 1m 2r 400" "They: 90 -60"
# 2: Classic in play, penalties and a concealed going out.
c new $four
hands 2 --nobody-out --melded We=50 --in-hand We=450 --penalty We:undeclared_red_three \
    --red-threes They=2 --melded They=40 --in-hand They=190 --penalty They:illegal_pile_take=2
hands 2 --out They --concealed --natural They=2 --melded They=290 --red-threes They=2 \
    --melded We=90 --in-hand We=120 --penalty We:illegal_pile_take
hands 4 "We: out 1n 1m 300" "They: 200 -20"
# 3: Classic for two.
c new --variant classic-2p --player Ann --player Bob
hands 4 "Ann: out 1n 1r 150" "Bob: 160 -25"
hands 8 "Ann: 90 -30" "Bob: out 1n 1m 1r 200"
# 4: three-handed.
c new --variant classic-3p --side Ann --side Bob --side Cy
hands 8 --lone Bob --out Bob --natural Bob=1 --melded Bob=150 --red-threes Bob=1 \
    --melded Ann=100 --in-hand Ann=60 --melded Cy=50 --in-hand Cy=40
# 5: six-handed, three partnerships, no players named.
c new --variant classic-6p --side A --side B --side C
hands 8 --out A --natural A=1 --mixed A=1 --melded A=200 --red-threes A=1 --melded B=100 \
    --in-hand B=20 --melded C=50 --in-hand C=30 --red-threes C=1
# 6: Samba.
c new --variant samba $four
hands 2 "We: out 5s6s7s8s9sTsJs KKKKKKK" "They: 4d5d6d -20"
hands 8 "We: 90 -20" "They: out 2n 1m 200"

# --- The club's games -----------------------------------------------------------------------
say "making $GAMES games"
python3 - "$t/games" "$work/data" "$GAMES" <<'PY'
import os, re, sys, time

src, data, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
templates = [open(os.path.join(src, f), encoding="utf-8").read()
             for f in sorted(os.listdir(src), key=lambda f: int(f.split(".")[0]))]
club = ["Alba", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo", "Ines", "Jorge",
        "Karin", "Luis", "Marta", "Nico", "Olga", "Pablo", "Queta", "Rosa", "Sergio", "Tina",
        "Ugo", "Vera", "Walter", "Ximena", "Yago", "Zoe", "Amparo", "Beto", "Chelo", "Dani",
        "Emi", "Fito", "Gala", "Hilda", "Iker", "Juana", "Kiko", "Lola", "Mabel", "Nando"]
names = re.compile(r"\b(Ann|Bob|Cy|Di)\b")
for folder in ("games", "archive"):
    os.makedirs(os.path.join(data, folder), exist_ok=True)
now = time.time()
start = now - 2 * 365 * 86400
for i in range(1, n + 1):
    text = templates[i % len(templates)]
    seat = {k: club[(i * 7 + j * 11) % len(club)] for j, k in enumerate(["Ann", "Bob", "Cy", "Di"])}
    text = names.sub(lambda m: seat[m.group(1)], text)
    when = start + (now - 3600 - start) * i / n
    day = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))
    text = re.sub(r"(?m)^created: .*$", "created: " + day, text)
    folder = "archive" if i % 20 == 0 else "games"
    path = os.path.join(data, folder, f"{i}.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    os.utime(path, (when, when))
PY
d=$work/data
game=1.yaml   # game 1 is not archived
CANASTA_NO_CACHE=1 "$CANASTA" --data-dir "$d" stats >/dev/null   # all of them read and add up
say "games: $(ls "$d/games" | wc -l) in games/, $(ls "$d/archive" | wc -l) archived," \
    "$(du -sh "$d/games" | cut -f1) of game files"
"$CANASTA" --data-dir "$d" history >/dev/null
say "cache: $(du -h "$d/cache/summaries.json" | cut -f1)"

# --- Timing ---------------------------------------------------------------------------------
json=$work/json
mkdir -p "$json"
for cmd in list history stats players; do
    say "timing $cmd"
    before=()
    [ -n "${BEFORE:-}" ] && before=(--prepare true -n before "$BEFORE --data-dir $d $cmd")
    hyperfine --style basic --warmup "$WARMUP" --runs "$RUNS" -N \
        --export-json "$json/$cmd.json" \
        --prepare true -n "cache" "$CANASTA --data-dir $d $cmd" \
        --prepare "touch $d/games/$game" -n "one game changed" "$CANASTA --data-dir $d $cmd" \
        --prepare true -n "no cache" "env CANASTA_NO_CACHE=1 $CANASTA --data-dir $d $cmd" \
        "${before[@]}" >&2
done
say "timing a cache rebuilt from nothing"
hyperfine --style basic --warmup 1 --runs "$(( RUNS < 5 ? RUNS : 5 ))" \
    --export-json "$json/rebuild.json" \
    -n "stats, cache deleted" --prepare "rm -rf $d/cache" "$CANASTA --data-dir $d stats" >&2

say "timing a backup of them restored into an empty folder, and restored again"
backup=$work/backup.yaml
"$CANASTA" --data-dir "$d" export --all -o "$backup" --force 2>/dev/null
say "backup: $(du -h "$backup" | cut -f1)"
# Each restore goes to a new folder (removing 10,000 files just before creating 10,000
# others makes ext4 look through the inodes it just freed, which no real restore meets).
mkdir -p "$work/restores"
hyperfine --style basic --warmup 1 --runs "$(( RUNS < 5 ? RUNS : 5 ))" \
    --export-json "$json/restore.json" \
    -n "restore into an empty folder" \
    "sh -c '$CANASTA --data-dir \$(mktemp -d -p $work/restores)/data import $backup >/dev/null 2>&1'" \
    -n "restore again (every game here already)" \
    "sh -c '$CANASTA --data-dir $d import $backup >/dev/null 2>&1'" >&2

python3 - "$json" "$GAMES" <<'PY'
import json, os, sys

d, n = sys.argv[1], int(sys.argv[2])
def times(cmd):
    return {r["command"]: r for r in json.load(open(os.path.join(d, cmd + ".json")))["results"]}
ms = lambda r: f'{r["mean"] * 1000:.0f} ± {r["stddev"] * 1000:.0f}'
before = "before" in times("list")
print(f"| {n:,} games |" + (" before the cache, ms |" if before else "")
      + " no cache, ms | cache, ms | one game changed, ms |")
print("|---|" + ("---:|" if before else "") + "---:|---:|---:|")
for cmd in ("list", "history", "stats", "players"):
    t = times(cmd)
    row = f"| `{cmd}` |" + (f' {ms(t["before"])} |' if before else "")
    print(row + f' {ms(t["no cache"])} | {ms(t["cache"])} | {ms(t["one game changed"])} |')
r = times("rebuild")["stats, cache deleted"]
print(f'\n`stats` with the cache deleted (every game read, replayed and summarized, the cache written): {ms(r)} ms')
t = times("restore")
print(f'\n`import` of their backup (`export --all`) into an empty folder: {ms(t["restore into an empty folder"])} ms;'
      f' the same backup again (every game recognised, nothing written): {ms(t["restore again (every game here already)"])} ms')
PY
