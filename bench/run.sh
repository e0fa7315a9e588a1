#!/usr/bin/env bash
# Side-by-side benchmarks: askform (release build) against the baselines of
# the bench-anchors harness — the C readline program (the limit), bash `read`, and questionary,
# copier and cookiecutter when their virtualenv exists — then askform's own scaling figures.
#
#   bench/run.sh [ROUNDS]        (default 10 interleaved rounds, after one warm-up each)
#
# Prints one markdown table (rows: metrics, columns: tools, cells: median (min–max), with
# askform / C and its goal), then the scaling tables. Progress goes to stderr; each runner's
# full output and JSON stay in $TMPDIR/askform-bench, and the table in bench/results/.
# Needs gcc, libreadline-dev, /usr/bin/time (apt-get install time) and python3 with pexpect;
# for the Python tools, the venv of the harness's setup.sh ($ANCHORS_VENV,
# default /tmp/anchors-venv).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-10}"
# the anchors: $ANCHORS, else shared/bench-anchors beside the checkout (or beside the main
# checkout, for a git worktree)
anchors_src="${ANCHORS:-}"
if [ -z "$anchors_src" ]; then
    common="$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)"
    for candidate in ../shared/bench-anchors ${common:+"$(dirname "$common")/../shared/bench-anchors"}; do
        if [ -d "$candidate" ]; then anchors_src="$candidate"; break; fi
    done
fi
if [ ! -f "${anchors_src:-.}/ratio.py" ]; then
    echo "bench/run.sh: no bench-anchors harness found beside the checkout; set ANCHORS=DIR" >&2
    exit 2
fi
anchors_src="$(cd "$anchors_src" && pwd -P)"
venv="${ANCHORS_VENV:-/tmp/anchors-venv}"
work="${TMPDIR:-/tmp}/askform-bench"
load_before="$(uptime)"

echo "== building the release binary" >&2
swift build -c release --product askform >&2
binary="$PWD/.build/release/askform"
# A binary the linker has just written sits in the page cache in large folios, and each page
# fault then maps far more of it: peak RSS reads up to 1 MiB high (docs/PERFORMANCE.md). Read
# back from disk, it is cached as any installed binary is.
sync
if ! { echo 3 > /proc/sys/vm/drop_caches; } 2>/dev/null; then
    echo "== could not drop the page cache (not root?): peak RSS may read high" >&2
fi
export ASKFORM_BIN="$binary"

rm -rf "$work" && mkdir -p "$work/logs"
cp -r "$anchors_src" "$work/anchors"
chmod -R u+w "$work/anchors"
rm -f "$work"/anchors/results/*          # the shared copy's old results are not this run's

if [ -x "$venv/bin/python" ]; then
    py="$venv/bin/python"
    peers="bash-read,c-readline,questionary,copier,cookiecutter"
    venv_flag=()
else
    py="python3"
    peers="bash-read,c-readline"
    venv_flag=(--venv-missing "$venv")
    echo "== no virtualenv at $venv: questionary, copier and cookiecutter are not run" \
         "(make it with $anchors_src/setup.sh)" >&2
fi

# step NAME COMMAND...: run it in the anchors copy, log everything, show only the round lines
step() {
    local name="$1"; shift
    echo "== $name" >&2
    if ! (cd "$work/anchors" && "$@") >"$work/logs/$name.log" 2>&1; then
        tail -n 5 "$work/logs/$name.log" >&2
        echo "bench/run.sh: $name failed (log: $work/logs/$name.log)" >&2
        exit 1
    fi
    grep -E '^(round|FAIL|askform: skipped|  warm-up)' "$work/logs/$name.log" | tail -n 2 | sed 's/^/   /' >&2
}

# 1. askform and the C program, back to back in every round (ratio.py builds the C programs)
step ratio "$py" ratio.py --rounds "$rounds" --askform "$binary"
# 2. the peers on the 20-question form (with the C program again, as a drift check)
step peers "$py" bench.py --rounds "$rounds" --tools "$peers"
# 3. the peers' 100,000-option case (only questionary has one)
if [ ${#venv_flag[@]} -eq 0 ]; then
    step peers-scale "$py" bench_scale.py --rounds "$rounds" --tools questionary.autocomplete
fi
# 4. askform on the peers' own files (copier.yml, cookiecutter.json) against the peers
if [ ${#venv_flag[@]} -eq 0 ]; then
    echo "== askform on copier.yml and cookiecutter.json (bench/convert.py)" >&2
    if ! (ANCHORS_VENV="$venv" "$py" bench/convert.py "$work/anchors" --rounds "$rounds") \
            >"$work/askform-convert.md" 2>"$work/logs/convert.log"; then
        tail -n 5 "$work/askform-convert.md" "$work/logs/convert.log" >&2
        echo "bench/run.sh: convert failed (log: $work/logs/convert.log)" >&2
        exit 1
    fi
fi
# 5. askform's own scaling (and `check` on 10,000 rows for the table)
echo "== askform scaling (bench/scale.py)" >&2
python3 bench/scale.py --askform "$binary" --anchors "$work/anchors" --runs "$rounds" \
    --json "$work/askform-scale.json" >"$work/askform-scale.md"

mkdir -p bench/results
{
    python3 bench/table.py --anchors "$work/anchors" --scale "$work/askform-scale.json" \
        --load-before "$load_before" "${venv_flag[@]}"
    echo
    echo "## askform scaling (bench/scale.py, median (min–max) of $rounds runs after a warm-up)"
    echo
    cat "$work/askform-scale.md"
    if [ -f "$work/askform-convert.md" ]; then
        echo
        echo "## askform on copier.yml and cookiecutter.json (bench/convert.py, median (min–max) of $rounds rounds after a warm-up)"
        echo
        cat "$work/askform-convert.md"
    fi
} | tee bench/results/latest.md
cp "$work"/anchors/results/*.json "$work/askform-scale.json" bench/results/
