#!/usr/bin/env bash
# Writes bench/startup.order: the functions a start of askform runs (a piped fill of the
# bench-anchors form, `check` of it, and `fill --defaults` of Forms/trip.json), in the order
# they are first called, as callgrind names them (mangled). Release builds link these side by
# side (Package.swift: -function-sections and lld's --symbol-ordering-file), so that a start's
# page faults, which each map the 64 KB around them, touch fewer windows of the binary.
# Names no longer in the binary are skipped by the linker; run this again after large changes.
#
#   bench/startup-order.sh [ANCHORS_DIR]    (needs valgrind; the anchors' generated/ folder)
set -euo pipefail
cd "$(dirname "$0")/.."
anchors="${1:-${ANCHORS:-/tmp/anchors}}"
swift build -c release >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# callgrind cannot read the release binary's debug information; the symbol table is enough.
strip -g -o "$work/askform" .build/release/askform
run() { valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/cg.$1" "$work/askform" "${@:2}" >/dev/null 2>&1; }
run piped fill "$anchors/generated/askform/form.json" < "$anchors/generated/answers/lines.txt"
run check check "$anchors/generated/askform/form.json"
run trip fill Forms/trip.json --defaults
grep -hE '^c?fn=\([0-9]+\) ' "$work"/cg.piped "$work"/cg.check "$work"/cg.trip \
    | sed -E 's/^c?fn=\([0-9]+\) //' | awk '!seen[$0]++' > bench/startup.order
echo "bench/startup.order: $(wc -l < bench/startup.order) functions"
