#!/usr/bin/env python3
"""The combined table of bench/run.sh, from the JSON files the runners wrote:

  ANCHORS/results/ratio-latest.json   ratio.py: askform and the C readline program, interleaved
  ANCHORS/results/bench-*.json        bench.py: bash `read` (and questionary, copier, cookiecutter)
  ANCHORS/results/scale-*.json        bench_scale.py: questionary.autocomplete over 100,000 options
  --scale FILE                        bench/scale.py --json: `askform check` on 10,000 rows

Rows are metrics, columns tools; cells are median (min–max); then askform / C and its goal.
usage: python3 bench/table.py --anchors DIR --scale FILE [--load-before TEXT] [--venv-missing VENV]
"""
import argparse
import datetime
import glob
import json
import os
import platform
import statistics
import subprocess
import sys

# (ratio.py metric, label, unit, goal as an askform/C ratio or None)
METRICS = [
    ("ttfp", "time to first prompt at a pty (ms)", "ms", 1.5),
    ("interactive", "20 answers at a pty, spawn → exit (ms)", "ms", 1.5),
    ("piped", "20 answers piped, spawn → exit (ms)", "ms", 3.5),
    ("rss_interactive", "peak RSS, at a pty (MiB)", "kb", 4.5),
    ("rss_piped", "peak RSS, piped (MiB)", "kb", 4.5),
    ("tab", "100,000 options: TAB → first match (ms)", "ms", 2.0),
    ("startup100k", "100,000 options: spawn → prompt (ms)", "ms", 3.0),
    ("check10k", "`askform check`, 10,000-row form (ms)", "ms", None),
]

# peers measured by bench.py: column, bench.py tool id, the non-interactive variant used for "piped"
PEERS = [
    ("bash `read`", "bash-read", "pipe"),
    ("questionary", "questionary", "pipe-keystrokes"),
    ("copier", "copier", "pipe-keystrokes"),
    ("cookiecutter", "cookiecutter", "pipe"),
]
PYTHON_PEERS = {"questionary", "copier", "cookiecutter"}
SCALE_PEER = {"questionary": "questionary.autocomplete | TAB (complete_while_typing=False)"}


def newest(pattern):
    files = sorted(glob.glob(pattern))
    return files[-1] if files else None


def load(path):
    with open(path) as f:
        return json.load(f)


def cell_samples(xs, unit):
    if not xs:
        return "–"
    d = 1024 if unit == "kb" else 1
    return f"{statistics.median(xs) / d:.1f} ({min(xs) / d:.1f}–{max(xs) / d:.1f})"


def cell_stats(s, unit):
    if not s:
        return "–"
    d = 1024 if unit == "kb" else 1
    return f"{s['median'] / d:.1f} ({s['min'] / d:.1f}–{s['max'] / d:.1f})"


def machine():
    model = "?"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        swift = "swift: n/a"
    return f"{os.cpu_count()} CPUs ({model}), Linux {platform.release()}, {swift}"


def load_now():
    try:
        return "load average " + ", ".join(open("/proc/loadavg").read().split()[:3])
    except OSError:
        return "load average n/a"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--anchors", required=True, help="the writable copy of bench-anchors the runners used")
    ap.add_argument("--scale", help="bench/scale.py --json output")
    ap.add_argument("--load-before", default="", help="`uptime` before the runs")
    ap.add_argument("--venv-missing", metavar="VENV",
                    help="questionary, copier and cookiecutter were not run: no virtualenv at VENV")
    args = ap.parse_args()
    results = os.path.join(args.anchors, "results")

    ratio_path = os.path.join(results, "ratio-latest.json")
    if not os.path.exists(ratio_path):
        sys.exit(f"table.py: {ratio_path} missing (ratio.py did not finish)")
    ratio = load(ratio_path)
    bench_path = newest(os.path.join(results, "bench-*.json"))
    bench = load(bench_path)["summary"] if bench_path else {}
    scale_path = newest(os.path.join(results, "scale-*.json"))
    scale = load(scale_path)["summary"] if scale_path else {}
    mine = load(args.scale)["figures"] if args.scale and os.path.exists(args.scale) else {}

    peers = [p for p in PEERS if not (args.venv_missing and p[1] in PYTHON_PEERS)]
    head = ["metric", "askform", "C readline (the limit)"] + [p[0] for p in peers] + ["askform / C", "goal"]
    rows = []
    verdicts = []
    for metric, label, unit, goal in METRICS:
        if metric == "check10k":
            fig = mine.get("check_rows_10000")
            af = cell_stats(fig, unit)
            c = "–"
        else:
            af = cell_samples(ratio["samples"]["askform"].get(metric), unit)
            c = cell_samples(ratio["samples"]["c-readline"].get(metric), unit)
        cells = [label, af, c]
        for _, tool, variant in peers:
            if metric in ("ttfp", "interactive", "rss_interactive"):
                s = bench.get(f"{tool} | interactive (pty)", {})
                s = s.get({"ttfp": "ttfp_ms", "interactive": "total_ms", "rss_interactive": "rss_kb"}[metric])
            elif metric in ("piped", "rss_piped"):
                s = bench.get(f"{tool} | non-interactive: {variant}", {})
                s = s.get("total_ms" if metric == "piped" else "rss_kb")
            elif metric in ("tab", "startup100k") and tool in SCALE_PEER:
                s = scale.get(SCALE_PEER[tool], {}).get("key_ms" if metric == "tab" else "startup_ms")
            else:
                s = None
            cells.append(cell_stats(s, unit))
        if goal is None:
            cells += ["–", "absolute (no peer has it)"]
        else:
            r = ratio["ratios"][metric]
            met = round(r, 2) <= goal
            verdicts.append((metric, r, goal, met))
            cells += [f"{r:.2f}×", f"≤ {goal}×: {'met' if met else '**not met**'}"]
        rows.append(cells)

    stamp = datetime.datetime.strptime(ratio["when"], "%Y%m%d-%H%M%S").strftime("%Y-%m-%d %H:%M")
    out = [f"## askform beside the C readline program and the peers — {stamp}", "",
           f"Machine: {machine()}.  ",
           f"Load: before the runs {args.load_before.strip() or 'n/a'}; after them {load_now()}.", "",
           f"median (min–max) of {ratio['rounds']} interleaved rounds after a warm-up; ms, MiB "
           f"(peak RSS from /usr/bin/time -v); askform / C = ratio of the medians.", "",
           "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    met = sum(v[3] for v in verdicts)
    out += ["", f"Goals met: {met} of {len(verdicts)}"
            + ("" if met == len(verdicts) else " (not met: " + ", ".join(
                f"{m} {r:.2f}× > {g}×" for m, r, g, ok in verdicts if not ok) + ")") + ".", ""]

    notes = ["askform and C come from one ratio.py run (each measurement runs both back to back, the "
             "order flipping every round); the peers from bench.py / bench_scale.py runs right after it, "
             "interleaved among themselves (and with a second C run, below)."]
    if args.venv_missing:
        notes.append(f"questionary, copier and cookiecutter were not run: no virtualenv at "
                     f"{args.venv_missing} (make it with the bench-anchors harness's setup.sh).")
    else:
        notes.append("questionary and copier cannot take answer lines through a pipe (a select takes its "
                     "first option); their “piped” cell is keystrokes piped (arrows, bare y/n). Other "
                     "non-interactive ways: " + ", ".join(
                         f"{tool} {v}: {cell_stats(bench.get(f'{tool} | non-interactive: {v}', {}).get('total_ms'), 'ms')} ms"
                         for tool, v in [("copier", "data-file"), ("cookiecutter", "no-input-args")]) + ".")
        notes.append("100,000 options for questionary: `questionary.autocomplete` with "
                     "complete_while_typing=False, the same keys (\"option-09999\", TAB).")
    c_ref = bench.get("c-readline | interactive (pty)", {})
    c_pipe = bench.get("c-readline | non-interactive: pipe", {})
    if c_ref:
        notes.append("the C program in the peers' run (drift check): first prompt "
                     f"{cell_stats(c_ref.get('ttfp_ms'), 'ms')}, 20 answers {cell_stats(c_ref.get('total_ms'), 'ms')}, "
                     f"piped {cell_stats(c_pipe.get('total_ms'), 'ms')} ms.")
    if ratio.get("askform_second_tab"):
        notes.append(f"askform's first TAB only rang the bell (readline's default, show-all-if-ambiguous "
                     f"off) in {ratio['askform_second_tab']} of {len(ratio['samples']['askform'].get('tab', []))} "
                     "runs; TAB was timed from the second TAB there.")
    notes.append("askform: `fill form.json -o FILE --no-review` at a pty, `fill form.json < lines > FILE` "
                 "piped, `check` on a generated 10,000-row form (bench/scale.py). The C program reads a "
                 "pipe with getline(), at a pty with readline().")
    out += [f"- {n}" for n in notes]
    print("\n".join(out))


if __name__ == "__main__":
    main()
