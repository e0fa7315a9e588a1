#!/usr/bin/env bash
# Side-by-side benchmarks: askform (release build) against the C readline baseline of
# ../shared/bench-anchors in one run, then askform's own scaling figures.
#   bench/run.sh [ROUNDS]        (default 10; the anchors' ratio.py prints the comparison)
# Needs gcc, libreadline-dev, python3 with pexpect, /usr/bin/time (apt-get install time).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-10}"
anchors_src="${ANCHORS:-../shared/bench-anchors}"
work="${TMPDIR:-/tmp}/askform-bench"

swift build -c release --product askform >/dev/null
binary="$PWD/.build/release/askform"

rm -rf "$work" && mkdir -p "$work"
cp -r "$anchors_src" "$work/anchors"
chmod -R u+w "$work/anchors"

echo "## askform against the C readline program (bench-anchors ratio.py, $rounds rounds)"
echo
(cd "$work/anchors" && python3 ratio.py --rounds "$rounds" --askform "$binary")
echo
echo "## askform scaling"
echo
python3 bench/scale.py --askform "$binary" --anchors "$work/anchors"
