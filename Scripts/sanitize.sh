#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then under ThreadSanitizer: every target,
# the askform binary the end-to-end tests run included, is built with the sanitizer.
#
#   Scripts/sanitize.sh [address|thread]...      (default: address thread)
#
# Each sanitizer builds from scratch in its own directory (.build/sanitize-NAME, removed
# first), so the normal .build is untouched and nothing of one run leaks into the next.
# Expect a long run: each is a full build plus the suite, some 3-5 times slower than usual.
# Exits non-zero when a build, a test or a sanitizer report fails; logs are kept in
# .build/sanitize-NAME.log.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

# halt_on_error: the first report ends the process, so a finding fails its test loudly. The
# tests hand these options on to every askform they start.
# LeakSanitizer is off. What it reports here is not askform's: Regex compilation in the
# standard library leaves cycles behind, and globals holding Swift enums (pointers with tag
# bits) look unreferenced to it; and an askform that exits 23 for such a report fails every
# end-to-end test. (Checked by hand: no report names askform's own allocations but two
# word-break strings readline keeps for the whole run.)
asan_options="halt_on_error=1:detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
tsan_options="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
unset ASAN_OPTIONS TSAN_OPTIONS
# Swift's backtracer would run inside a failing sanitized process; the sanitizer's own
# report says more.
export SWIFT_BACKTRACE=enable=no

status=0
summary=()
for sanitizer in "${sanitizers[@]}"; do
    case $sanitizer in
        address | thread) ;;
        *) echo "unknown sanitizer '$sanitizer' (address, thread)" >&2; exit 64 ;;
    esac
    scratch=.build/sanitize-$sanitizer
    log=.build/sanitize-$sanitizer.log
    rm -rf "$scratch"
    mkdir -p .build
    echo "swift test --sanitize=$sanitizer (scratch $scratch, log $log)..."
    started=$(date +%s)
    set +e
    if [ "$sanitizer" = address ]; then
        ASAN_OPTIONS=$asan_options swift test --sanitize=address --scratch-path "$scratch" >"$log" 2>&1
    else
        TSAN_OPTIONS=$tsan_options swift test --sanitize=thread --scratch-path "$scratch" >"$log" 2>&1
    fi
    code=$?
    set -e
    elapsed=$(( $(date +%s) - started ))
    reports=$(grep -cE '^(==[0-9]+==ERROR|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread|UndefinedBehavior)Sanitizer)' "$log" || true)
    result=$(grep -E '^(✔|✘) Test run with' "$log" | tail -1 || true)
    line="$sanitizer: ${elapsed}s, exit $code, sanitizer reports: $reports, ${result:-no test run line}"
    [ "$code" -eq 0 ] && [ "$reports" -eq 0 ] || status=1
    echo "$line"
    summary+=("$line")
done

echo
printf '%s\n' "${summary[@]}"
exit $status
