#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, runs each one in turn for
# SECONDS (default 600), and reports executions, coverage and crashes.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]      targets: form-loader when answers pattern headers yaml (default: all)
#
# Each target starts from its committed seeds (Fuzz/corpus/TARGET) plus what earlier runs
# found (Fuzz/.build/corpus/TARGET, not committed). A crash, a leak, a timeout (an input
# taking over 10 s) or an input needing over 2 GiB (or one allocation of 1 GiB) stops that target; its input is saved in
# Fuzz/.build/artifacts/TARGET/ and the script exits 1 after the other targets have run.
# Targets run one after another: one core for the fuzzer, one left for the machine.
set -euo pipefail
cd "$(dirname "$0")"

seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(form-loader when answers pattern headers yaml markdown)

# One -sanitize flag naming both: given `--sanitize=fuzzer --sanitize=address`, SwiftPM passes
# two flags in no fixed order and the Swift 6.3 driver keeps only the last one, so the code
# was built without coverage (libFuzzer: "no interesting inputs... instrumented?") about
# half of the time.
build=(swift build --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address)
echo "building the fuzz targets (libFuzzer + AddressSanitizer)..."
"${build[@]}" 2>&1 | grep -v 'ld.gold: warning: Cannot export local symbol' | tail -3
bin=$("${build[@]}" --show-bin-path)

status=0
summary=()
for target in "${targets[@]}"; do
    case $target in
        form-loader) dict=dict/form.dict ;;
        when) dict=dict/when.dict ;;
        answers) dict=dict/form.dict ;;
        pattern) dict=dict/pattern.dict ;;
        headers) dict=dict/headers.dict ;;
        yaml) dict=dict/yaml.dict ;;
        markdown) dict=dict/markdown.dict ;;
        *) echo "unknown target '$target' (form-loader, when, answers, pattern, headers, yaml, markdown)" >&2; exit 64 ;;
    esac
    work=.build/corpus/$target
    artifacts=.build/artifacts/$target/
    log=.build/logs/$target.log
    mkdir -p "$work" "$artifacts" "$(dirname "$log")"
    echo "fuzz-$target: ${seconds}s..."
    started=$(date +%s)
    set +e
    # Swift's own crash backtracer reads the crashed stack in a way ASan reports as an error of
    # its own; libFuzzer prints the stack anyway. LeakSanitizer is off: it takes Swift enum
    # payloads (pointers with tag bits) for leaks, and growth is caught by -rss_limit_mb.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$bin/fuzz-$target" "$work" "corpus/$target" -dict="$dict" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024 -detect_leaks=0 \
        -max_len=8192 -print_final_stats=1 -artifact_prefix="$artifacts" >"$log" 2>&1
    code=$?
    set -e
    elapsed=$(( $(date +%s) - started ))
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)
    corpus=$(grep -oE 'corp: [0-9]+/[0-9]+[bKM]?b?' "$log" | tail -1 || true)
    crashes=$(find "$artifacts" -type f | wc -l)
    line="fuzz-$target: ${elapsed}s, ${executions:-?} executions (${speed:-?}/s), ${coverage:-cov: ?}, ${corpus:-corp: ?}, peak RSS ${rss:-?} MB, crashes: $crashes"
    if [ "$code" -ne 0 ] || [ "$crashes" -ne 0 ]; then
        status=1
        line+=" (libFuzzer exit $code; see $log and $artifacts)"
        grep -E '^==[0-9]+==ERROR|broken promise|Fatal error|SUMMARY|Test unit written' "$log" | head -5 || true
    fi
    echo "$line"
    summary+=("$line")
done

echo
printf '%s\n' "${summary[@]}"
exit $status
