#!/usr/bin/env bash
# bench/run.sh: time canasta's commands against the floor (bench/floor: parse the same game
# file with the same YAML library, print a comfy-table of the totals) with hyperfine.
# See bench/README.md. Prints markdown tables on stdout; hyperfine's own report goes to
# stderr.
#
# Environment (all optional):
#   RUNS=30 WARMUP=3        timed and warm-up runs per command, 100-hand game
#   BIG_RUNS=10 BIG_WARMUP=1  the same for the 1,000- and 10,000-hand games
#   ROUNDS=10               the runs are split into this many hyperfine invocations, the
#                           command order reversed every other round; times are pooled
#   LTO=1                   also build canasta with lto, codegen-units=1, strip into
#                           LTO_TARGET_DIR (default /tmp/canasta-lto-target) and time its
#                           `show` (LTO=0 skips this, it is the slowest build)
#   BENCH_TMP=$TMPDIR       where the games are made (record, undo, edit, drop fsync the
#                           game file and its folder: on tmpfs, /dev/shm, that costs ~nothing)
#   KEEP=1                  keep the work directory (games, hyperfine JSON)
#   ONLY='show --explain|show --explain (de)'  time only these rows of the 100-hand table
#                           (names as the table gives them, `|` between)
#   BIG=0                   leave out the 1,000- and 10,000-hand games
set -euo pipefail

RUNS=${RUNS:-30}
WARMUP=${WARMUP:-3}
BIG_RUNS=${BIG_RUNS:-10}
BIG_WARMUP=${BIG_WARMUP:-1}
ROUNDS=${ROUNDS:-10}
LTO=${LTO:-1}
KEEP=${KEEP:-0}

root=$(cd "$(dirname "$0")/.." && pwd)
bench=$root/bench

if ! command -v hyperfine >/dev/null; then
    echo "run.sh: hyperfine is not installed." >&2
    echo "  Debian/Ubuntu: apt-get install hyperfine; otherwise: cargo install hyperfine" >&2
    echo "  (or see https://github.com/sharkdp/hyperfine#installation)" >&2
    exit 2
fi
command -v python3 >/dev/null || { echo "run.sh: python3 is needed for the tables" >&2; exit 2; }

work=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/canasta-bench.XXXXXX")
if [ "$KEEP" = 1 ]; then
    echo "run.sh: work directory $work (kept)" >&2
else
    trap 'rm -rf "$work"' EXIT
fi

say() { echo "run.sh: $*" >&2; }

# --- Builds -------------------------------------------------------------------------------
say "building canasta (release)"
cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin canasta
canasta=$root/target/release/canasta

say "building the floor (release)"
cargo build --release --quiet --manifest-path "$bench/floor/Cargo.toml"
floor=$bench/floor/target/release/floor

canasta_lto=
if [ "$LTO" = 1 ]; then
    lto_dir=${LTO_TARGET_DIR:-/tmp/canasta-lto-target}
    say "building canasta with lto = true, codegen-units = 1, strip = true into $lto_dir"
    CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_STRIP=true \
        CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
        cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin canasta \
        --target-dir "$lto_dir"
    canasta_lto=$lto_dir/release/canasta
fi

# --- Games --------------------------------------------------------------------------------
export NO_COLOR=1
export CANASTA_CONFIG_DIR=$work/config   # no user presets
mkdir -p "$CANASTA_CONFIG_DIR"
for n in 100 1000 10000; do
    CANASTA=$canasta "$bench/make-game.sh" "$n" "$work/g$n" >&2
    id=$(cat "$work/g$n/current")
    cp "$work/g$n/games/$id.yaml" "$work/g$n.saved.yaml"
done

# --- Timing -------------------------------------------------------------------------------
load_start=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
busy=$(ps -e -o pcpu=,comm= 2>/dev/null | awk '$1 > 20 && $2 !~ /^(run\.sh|ps|awk)$/' | head -3)
[ -n "$busy" ] && say "warning: other processes are busy, the figures will be noisy:
$busy"
q() { printf "'%s'" "${1//\'/\'\\\'\'}"; }   # quote for hyperfine -N (shell-words)

# bench TAG N RUNS WARMUP NAME CMD [NAME CMD ...]
# Times the commands on the N-hand game in one hyperfine invocation per round (the order
# reversed every other round), restoring the game file before every run of every command
# (so `record`, `undo`, `edit` always start from the same game and every command, the
# floor included, reads a freshly written file). JSON in $work/TAG.rK.json.
bench() {
    local tag=$1 n=$2 runs=$3 warmup=$4
    shift 4
    local id file per_round r i
    id=$(cat "$work/g$n/current")
    file=$work/g$n/games/$id.yaml
    per_round=$(( (runs + ROUNDS - 1) / ROUNDS ))
    local names=() cmds=()
    while [ $# -gt 0 ]; do names+=("$1"); cmds+=("$2"); shift 2; done
    for ((r = 0; r < ROUNDS; r++)); do
        local args=()
        local order=()
        for ((i = 0; i < ${#names[@]}; i++)); do order+=("$i"); done
        if (( r % 2 == 1 )); then
            local rev=()
            for ((i = ${#order[@]} - 1; i >= 0; i--)); do rev+=("${order[i]}"); done
            order=("${rev[@]}")
        fi
        for i in "${order[@]}"; do args+=(-n "${names[i]}" "${cmds[i]}"); done
        say "$tag, round $((r + 1))/$ROUNDS"
        hyperfine -N --style basic --warmup "$warmup" --runs "$per_round" \
            --prepare "cp $(q "$work/g$n.saved.yaml") $(q "$file")" \
            --export-json "$work/$tag.r$r.json" "${args[@]}" >&2
    done
    cp "$work/g$n.saved.yaml" "$file"
}

c() { local n=$1; shift; echo "$(q "$canasta") --data-dir $(q "$work/g$n") $*"; }
f() { local n=$1 id; id=$(cat "$work/g$n/current"); echo "$(q "$floor") $(q "$work/g$n/games/$id.yaml")"; }
fexplain() { local n=$1 id; id=$(cat "$work/g$n/current"); echo "$(q "$floor") --explain $(q "$work/g$n/games/$id.yaml")"; }
fsave() { local n=$1 id; id=$(cat "$work/g$n/current"); echo "$(q "$floor") --save $(q "$work/g$n/games/$id.yaml")"; }

# 100 hands: each command paired with the floor in its own invocation.
pairs=(
    "show" "show --format json" "show --format yaml" "show --explain" "show --chart"
    "show (es)" "show --explain (de)"
    "list" "export"
    "record" "undo" "edit 1 --melded We=55" "drop 50"
)
if [ -n "${ONLY:-}" ]; then
    IFS='|' read -r -a only <<<"$ONLY"
    kept=()
    for cmd in "${pairs[@]}"; do
        for o in "${only[@]}"; do [ "$cmd" = "$o" ] && kept+=("$cmd"); done
    done
    [ ${#kept[@]} -gt 0 ] || { echo "run.sh: ONLY names no row: $ONLY" >&2; exit 2; }
    pairs=("${kept[@]}")
fi
record_flags="--nobody-out --melded We=50 --in-hand We=50 --melded They=50 --in-hand They=50"
k=0
for cmd in "${pairs[@]}"; do
    args=$cmd
    [ "$cmd" = record ] && args="record $record_flags"
    # The same commands in another language (`--lang`): the catalogs' cost.
    [ "$cmd" = "show (es)" ] && args="--lang es show"
    [ "$cmd" = "show --explain (de)" ] && args="--lang de show --explain"
    case $cmd in
    record* | undo* | edit* | drop*)
        # A change is also paired with the floor that writes the file back durably.
        bench "p$k" 100 "$RUNS" "$WARMUP" floor "$(f 100)" \
            "floor (save)" "$(fsave 100)" \
            "$cmd" "$(c 100 "$args")" ;;
    "show --explain" | "show --explain (de)")
        # Also paired with the floor that prints a table per hand, as --explain does.
        bench "p$k" 100 "$RUNS" "$WARMUP" floor "$(f 100)" \
            "floor (explain)" "$(fexplain 100)" \
            "$cmd" "$(c 100 "$args")" ;;
    *) bench "p$k" 100 "$RUNS" "$WARMUP" floor "$(f 100)" "$cmd" "$(c 100 "$args")" ;;
    esac
    k=$((k + 1))
done
if [ -n "$canasta_lto" ]; then
    bench "lto" 100 "$RUNS" "$WARMUP" floor "$(f 100)" "show" "$(c 100 show)" \
        "show (lto)" "$(q "$canasta_lto") --data-dir $(q "$work/g100") show"
fi

# 1,000 and 10,000 hands: record against show (and the floor), to see the growth.
[ "${BIG:-1}" = 0 ] || for n in 1000 10000; do
    bench "big$n" "$n" "$BIG_RUNS" "$BIG_WARMUP" floor "$(f "$n")" show "$(c "$n" show)" \
        record "$(c "$n" "record $record_flags")"
done

# --- Report -------------------------------------------------------------------------------
load_end=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
stripped=0
if command -v strip >/dev/null && strip -o "$work/canasta.stripped" "$canasta" 2>/dev/null; then
    stripped=$(stat -c %s "$work/canasta.stripped")
fi
sizes="$(stat -c %s "$canasta") $stripped"
[ -n "$canasta_lto" ] && sizes="$sizes $(stat -c %s "$canasta_lto")"
python3 - "$work" "${#pairs[@]}" "$ROUNDS" "$sizes" "$load_start" "$load_end" \
    "$(df -T "$work" | awk 'NR == 2 { print $2 }')" "$RUNS" "$BIG_RUNS" <<'PY'
import glob, json, os, statistics, sys

work, npairs, rounds, sizes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split()
load_start, load_end, fstype, runs, big_runs = sys.argv[5:10]

def load(tag):
    """Pool every round's run times (seconds) by command name."""
    times = {}
    for path in sorted(glob.glob(os.path.join(work, f"{tag}.r*.json"))):
        for res in json.load(open(path))["results"]:
            times.setdefault(res["command"], []).extend(res["times"])
    return times

def ms(ts):
    return statistics.mean(ts) * 1000

def cell(ts):
    sd = statistics.stdev(ts) * 1000 if len(ts) > 1 else 0.0
    return f"{ms(ts):.2f} ± {sd:.2f}"

print("### 100 hands: each command against the floor\n")
print("| command | mean ms | floor mean ms (same runs) | ratio to floor | ratio of medians | "
      "floor doing the same I/O (saves; or a table per hand), mean ms | ratio to it | within 1.5x of its floor |")
print("|---|---:|---:|---:|---:|---:|---:|:---:|")
rows = [load(f"p{k}") for k in range(npairs)]
lto = load("lto")
if lto:
    rows.append(lto)
for t in rows:
    fl = t["floor"]
    for name, ts in t.items():
        if name in ("floor", "floor (save)", "floor (explain)") or (name == "show" and "show (lto)" in t):
            continue
        ratio = ms(ts) / ms(fl)
        med = statistics.median(ts) / statistics.median(fl)
        saving = t.get("floor (save)") or t.get("floor (explain)")
        if saving:
            sratio = ms(ts) / ms(saving)
            extra = f"{cell(saving)} | {sratio:.2f}"
            ok = "yes" if sratio <= 1.5 else "**no**"
        else:
            extra = "| "
            ok = "yes" if ratio <= 1.5 else "**no**"
        print(f"| `{name}` | {cell(ts)} | {cell(fl)} | {ratio:.2f} | {med:.2f} | {extra} | {ok} |")
if lto:
    r = ms(lto["show (lto)"]) / ms(lto["show"])
    print(f"\n`show (lto)`: the same `show` built with lto = true, codegen-units = 1, "
          f"strip = true; {r:.2f}x the plain release build's `show` in the same runs "
          f"({ms(lto['show']):.2f} ms).")

if load("big1000"):
    print("\n### 1,000 and 10,000 hands: `record` against `show`\n")
    print("| hands | floor mean ms | show mean ms | record mean ms | record / show | within 1.2x | show / floor |")
    print("|---:|---:|---:|---:|---:|:---:|---:|")
    big = {}
    for n in (1000, 10000):
        t = load(f"big{n}")
        big[n] = t
        r = ms(t["record"]) / ms(t["show"])
        ok = "yes" if r <= 1.2 else "**no**"
        print(f"| {n:,} | {cell(t['floor'])} | {cell(t['show'])} | {cell(t['record'])} "
              f"| {r:.2f} | {ok} | {ms(t['show']) / ms(t['floor']):.2f} |")

    print("\n### Growth with the number of hands\n")
    print("| command | ms at 100 | ms at 1,000 | ms at 10,000 | 10,000 / 1,000 | µs per added hand (1,000 to 10,000) |")
    print("|---|---:|---:|---:|---:|---:|")
    at100 = {"floor": rows[0]["floor"], "show": rows[0].get("show")}
    for t in rows:
        if "record" in t:
            at100["record"] = t["record"]
    for name in ("floor", "show", "record"):
        if at100.get(name) is None:
            continue
        a, b = ms(big[1000][name]), ms(big[10000][name])
        print(f"| `{name}` | {ms(at100[name]):.1f} | {a:.1f} | {b:.1f} | {b / a:.1f} | {(b - a) / 9:.0f} |")

line = f"\nBinary size: target/release/canasta {int(sizes[0]):,} bytes"
if int(sizes[1]):
    line += f" ({int(sizes[1]):,} stripped)"
if len(sizes) > 2:
    line += f"; built with lto, codegen-units = 1, strip: {int(sizes[2]):,} bytes"
print(line + ".")
print(f"\nRuns: {runs} per command at 100 hands, {big_runs} at 1,000 and 10,000, in {rounds} "
      f"rounds; games on {fstype}; load average {load_start} before, {load_end} after.")
PY
