#!/usr/bin/env python3
"""askform on the peers' own files: `askform fill copier.yml` against `copier copy`, and
`askform fill cookiecutter.json` against `cookiecutter`, on the 20-question templates that
bench-anchors generates (generated/copier_tpl, generated/cookiecutter_tpl), under the same pty,
keys, environment and interleaving as its bench.py (which this imports from the anchors copy).

    python bench/convert.py ANCHORS_DIR [--rounds N]      (ANCHORS_VENV: the peers' virtualenv)

Every run types the 20 answers and is checked: copier's and cookiecutter's answers file by
bench.py's own check, askform's JSON against the expected answers (integers as integers from
copier.yml; as text from cookiecutter.json, since cookiecutter renders every value to text).
Prints a markdown table of medians (min–max) of time to first prompt and of the whole fill,
and the peer/askform ratio of the first prompt (the goal: at least 20).
"""
import argparse
import os
import statistics
import sys

anchors = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("-") else ".")
sys.path.insert(0, anchors)
os.chdir(anchors)
import bench  # noqa: E402  (bench-anchors' bench.py: its runners, keys and checks)

GEN = bench.GEN
COPIER_YML = os.path.join(GEN, "copier_tpl", "copier.yml")
COOKIECUTTER_JSON = os.path.join(GEN, "cookiecutter_tpl", "cookiecutter.json")
AS_TEXT = {k: (str(v) if isinstance(v, int) and not isinstance(v, bool) else v) for k, v in bench.EXPECTED.items()}

bench.TOOLS["askform-copier"] = dict(
    inter=lambda d: ([bench.ASKFORM_BIN, "fill", COPIER_YML, "-o", f"{d}/a.json", "--no-review"], f"{d}/a.json"),
    keys=bench.keys_line, verify=bench.verify_json, env=lambda d: {"XDG_STATE_HOME": f"{d}/state"},
    review=bench.REVIEW, nonint={})
bench.TOOLS["askform-cookiecutter"] = dict(
    inter=lambda d: ([bench.ASKFORM_BIN, "fill", COOKIECUTTER_JSON, "-o", f"{d}/a.json", "--no-review"], f"{d}/a.json"),
    keys=bench.keys_line, verify=lambda path: bench.verify_json(path, AS_TEXT), env=lambda d: {"XDG_STATE_HOME": f"{d}/state"},
    review=bench.REVIEW, nonint={})

PAIRS = [("copier", "askform-copier"), ("cookiecutter", "askform-cookiecutter")]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("anchors", nargs="?")
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    missing = bench.askform_missing()
    if missing:
        print("FAIL: " + missing)
        return 1
    samples = {tool: {"ttfp": [], "total": []} for pair in PAIRS for tool in pair}
    for round_number in range(args.rounds + 1):
        order = [tool for pair in PAIRS for tool in (pair if round_number % 2 else reversed(pair))]
        for tool in order:
            result = bench.run_interactive(tool)
            if "error" in result:
                print(f"FAIL: {tool}: {result['error']}")
                return 1
            if round_number > 0:                    # round 0 is the warm-up
                for metric in ("ttfp", "total"):
                    samples[tool][metric].append(result[metric])
        print(f"round {round_number}/{args.rounds}" + (" (warm-up)" if round_number == 0 else ""), file=sys.stderr)

    def cell(values):
        return f"{statistics.median(values):.1f} ({min(values):.1f}–{max(values):.1f})"

    print("| file | tool | first prompt (ms) | whole fill (ms) | peer / askform, first prompt |")
    print("|---|---|---|---|---|")
    ratios = []
    for peer, ours in PAIRS:
        ratio = statistics.median(samples[peer]["ttfp"]) / statistics.median(samples[ours]["ttfp"])
        ratios.append(f"{peer} {ratio:.1f}x")
        name = "copier.yml" if peer == "copier" else "cookiecutter.json"
        print(f"| {name} | {peer} | {cell(samples[peer]['ttfp'])} | {cell(samples[peer]['total'])} | |")
        print(f"| {name} | askform | {cell(samples[ours]['ttfp'])} | {cell(samples[ours]['total'])} | {ratio:.1f} |")
    print("peer/askform first prompt: " + ", ".join(ratios) + " (goal: at least 20x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
