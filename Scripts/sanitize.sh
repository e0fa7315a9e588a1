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

# halt_on_error: the first report ends the process, so a finding fails its test loudly.
# LeakSanitizer is off: it reports Swift's multi-payload enums (pointers with tag bits in
# their spare bits) and the standard library's regex caches as leaks, and an askform that
# exits 23 for a false report would fail every end-to-end test.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
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
    swift test --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1
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
