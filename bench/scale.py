#!/usr/bin/env python3
"""askform's own scaling figures, printed as markdown tables:

- loading: `askform check` on generated forms of 1,250 … 10,000 rows (and 100,000 rows) and on
  one select of 100,000 options; time per row should stay flat (linear loading);
- piped fill: 500 … 4,000 rows answered through a pipe (goal: 2,000 rows < 100 ms, linear);
- the 20-question piped fill of bench-anchors beside the C program's getline() loop;
- expressions: forms of 500 … 4,000 rows, each with a computed default, a template in its
  title and a check: `check` and a piped fill taking every default (µs per row: linear);
- linearity of the work that used to be quadratic, 1,000 … 100,000 rows (µs per row should
  stay flat): a piped fill whose every row has a `when` (reading the row before), `check` of
  rows whose `when` names an unknown key (each with a did-you-mean look-up), and `validate` of
  1,000 unknown keys against the form;
- repeat groups: a piped fill of 250 … 2,000 items of 5 rows (µs per item), and `validate` of
  answers files of 1,000 and 10,000 items.

Each figure is the median (min–max) of --runs runs after one warm-up.
usage: python3 bench/scale.py --askform PATH [--anchors DIR] [--runs 9] [--json OUT] [--only linearity|expressions]
  --json: also write every figure (median, min, max, samples in ms) to OUT; bench/table.py
  takes the 10,000-row `askform check` from there.
"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

def form(rows, options_per_select=0):
    section_rows = []
    for i in range(rows):
        if options_per_select:
            section_rows.append({"key": f"q{i}", "type": "select", "title": f"Pick {i}",
                                 "options": [f"option-{j:05d}" for j in range(options_per_select)]})
        elif i % 4 == 0:
            section_rows.append({"key": f"q{i}", "type": "integer", "title": f"Number {i}", "min": 0, "max": 1000})
        elif i % 4 == 1:
            section_rows.append({"key": f"q{i}", "type": "select", "title": f"Choice {i}",
                                 "options": ["red", "green", "blue", "other"]})
        elif i % 4 == 2:
            section_rows.append({"key": f"q{i}", "type": "confirm", "title": f"Yes or no {i}"})
        else:
            section_rows.append({"key": f"q{i}", "type": "text", "title": f"Text {i}", "maxLength": 80})
    return {"askform": 1, "id": f"bench-{rows}", "sections": [{"title": "All", "rows": section_rows}]}

def answers(rows):
    return "".join(["7\n", "green\n", "y\n", "some text\n"][i % 4] for i in range(rows)).encode()

RESULTS = {}

def chained_form(rows):
    # Every row but the first has a `when` reading the row before it.
    section_rows = [{"key": "q0", "type": "text"}] + [
        {"key": f"q{i}", "type": "text", "when": f"q{i - 1} != 'stop'"} for i in range(1, rows)]
    return {"askform": 1, "id": f"chain-{rows}", "sections": [{"rows": section_rows}]}

def unknown_keys_form(rows):
    # Every row but the first has a `when` naming a key no row has (a did-you-mean look-up each).
    # Names of one length at every size, so that the figures compare the same look-ups.
    section_rows = [{"key": "q000000", "type": "text"}] + [
        {"key": f"q{i:06d}", "type": "text", "when": f"q{i:06d}x == 'a'"} for i in range(1, rows)]
    return {"askform": 1, "id": f"unknown-{rows}", "sections": [{"rows": section_rows}]}

def expressions_form(rows):
    # Every row: a default computed from the row before, a template in its title, and a check.
    section_rows = [{"key": "q0", "type": "text", "default": "start"}] + [
        {"key": f"q{i}", "type": "text", "title": f"After {{{{ q{i - 1} }}}}",
         "default": f"{{{{ lower(q{i - 1}) }}}}",
         "checks": [{"that": f"len(q{i}) <= 80 and q{i} != 'stop'", "message": f"not after {{{{ q{i - 1} }}}}"}]}
        for i in range(1, rows)]
    return {"askform": 1, "id": f"expressions-{rows}", "sections": [{"rows": section_rows}]}

def expressions(args, tmp):
    print("| expressions: a computed default, a template and a check on every row | rows | median ms (min–max) | µs per row |")
    print("|---|---|---|---|")
    for rows in (500, 1000, 2000, 4000):
        path = os.path.join(tmp, f"expressions{rows}.json")
        json.dump(expressions_form(rows), open(path, "w"))
        m = timed([args.askform, "check", path], runs=args.runs, name=f"check_expressions_{rows}")
        print(f"| `check` (loading and typing) | {rows:,} | {fmt(m)} | {m[0]*1000/rows:.1f} |")
    for rows in (500, 1000, 2000, 4000):
        path = os.path.join(tmp, f"expressions{rows}.json")
        m = timed([args.askform, "fill", path], stdin=b"\n" * rows, runs=args.runs, name=f"fill_expressions_{rows}")
        print(f"| piped fill, every row taking its computed default | {rows:,} | {fmt(m)} | {m[0]*1000/rows:.1f} |")

def linearity(args, tmp):
    sizes = (1000, 10000, 100000)
    print("| linearity | rows | median ms (min–max) | µs per row |")
    print("|---|---|---|---|")
    for rows in sizes:
        path = os.path.join(tmp, f"chain{rows}.json")
        json.dump(chained_form(rows), open(path, "w"))
        m = timed([args.askform, "fill", path], stdin=b"go\n" * rows, runs=args.runs if rows < 100000 else 3,
                  name=f"fill_when_{rows}")
        print(f"| piped fill, a `when` on every row | {rows:,} | {fmt(m)} | {m[0]*1000/rows:.1f} |")
    for rows in sizes:
        path = os.path.join(tmp, f"unknown{rows}.json")
        json.dump(unknown_keys_form(rows), open(path, "w"))
        m = timed([args.askform, "check", path], runs=args.runs if rows < 100000 else 3, name=f"check_unknown_{rows}",
                  expect=65)
        print(f"| `check`, every `when` names an unknown key | {rows:,} | {fmt(m)} | {m[0]*1000/rows:.1f} |")
    answers = os.path.join(tmp, "unknown-answers.json")
    json.dump({f"x{i}": "a" for i in range(1000)}, open(answers, "w"))
    for rows in sizes:
        path = os.path.join(tmp, f"rows{rows}.json")
        json.dump(form(rows), open(path, "w"))
        m = timed([args.askform, "validate", path, answers], runs=args.runs if rows < 100000 else 3,
                  name=f"validate_unknown_{rows}", expect=65)
        print(f"| `validate`, 1,000 unknown keys | {rows:,} | {fmt(m)} | {m[0]*1000/rows:.1f} |")

def repeat_form(maximum=10000):
    # One repeat group of 5 rows per item (a `when` inside reads the item's own row).
    rows = [{"key": "name", "type": "text", "maxLength": 40},
            {"key": "age", "type": "integer", "min": 0, "max": 150},
            {"key": "kind", "type": "select", "options": ["adult", "child", "infant"]},
            {"key": "insured", "type": "confirm"},
            {"key": "note", "type": "text", "when": "age < 18"}]
    return {"askform": 1, "id": f"repeat-bench", "sections": [
        {"title": "Trip", "rows": [{"key": "city", "type": "text"}]},
        {"key": "people", "title": "Person", "repeat": {"min": 0, "max": maximum}, "rows": rows}]}

def repeat_lines(items):
    # The add question's "y", then the item's five rows (age 30: `note` is hidden, so four lines).
    return b"Rome\n" + b"y\nAda\n30\nadult\ny\n" * items + b"n\n"

def repeat(args, tmp):
    path = os.path.join(tmp, "repeat.json")
    json.dump(repeat_form(), open(path, "w"))
    print("| repeat group, 5 rows per item (piped; a `when` in each) | items | median ms (min–max) | µs per item |")
    print("|---|---|---|---|")
    for items in (250, 500, 1000, 2000):
        m = timed([args.askform, "fill", path], stdin=repeat_lines(items), runs=args.runs, name=f"fill_repeat_{items}")
        print(f"| piped fill | {items:,} | {fmt(m)} | {m[0]*1000/items:.1f} |")
    for items in (1000, 10000):
        answers = os.path.join(tmp, f"repeat-answers-{items}.json")
        json.dump({"city": "Rome", "people": [{"name": f"P{i}", "age": 30 + i % 50, "kind": "adult", "insured": True}
                                              for i in range(items)]}, open(answers, "w"))
        m = timed([args.askform, "validate", path, answers], runs=args.runs if items < 10000 else 3,
                  name=f"validate_repeat_{items}")
        print(f"| `validate` of an answers file | {items:,} | {fmt(m)} | {m[0]*1000/items:.1f} |")

def timed(cmd, stdin=b"", runs=9, name=None, expect=0):
    samples = []
    for index in range(runs + 1):
        start = time.perf_counter()
        done = subprocess.run(cmd, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = (time.perf_counter() - start) * 1000
        if done.returncode != expect:
            sys.exit(f"FAIL: {' '.join(cmd)} exited {done.returncode}: {done.stderr.decode()[:300]}")
        if index:
            samples.append(elapsed)
    result = statistics.median(samples), min(samples), max(samples)
    if name:
        RESULTS[name] = dict(median=result[0], min=result[1], max=result[2], samples=samples)
    return result

def fmt(m):
    return f"{m[0]:.1f} ({m[1]:.1f}–{m[2]:.1f})"

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--askform", required=True)
    parser.add_argument("--anchors")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--json")
    parser.add_argument("--only", choices=["linearity", "expressions", "repeat"])
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix="askform-scale-")
    env_state = {"XDG_STATE_HOME": tmp}
    os.environ.update(env_state)
    if args.only:
        {"linearity": linearity, "expressions": expressions, "repeat": repeat}[args.only](args, tmp)
        if args.json:
            with open(args.json, "w") as out:
                json.dump(dict(runs=args.runs, figures=RESULTS), out, indent=1)
        return

    print("| askform check | file size | median ms (min–max) | µs per row |")
    print("|---|---|---|---|")
    for rows in (1250, 2500, 5000, 10000, 100000):
        path = os.path.join(tmp, f"rows{rows}.json")
        json.dump(form(rows), open(path, "w"))
        m = timed([args.askform, "check", path], runs=args.runs if rows < 100000 else 3,
                  name=f"check_rows_{rows}")
        print(f"| {rows:,} rows | {os.path.getsize(path)/1e6:.1f} MB | {fmt(m)} | {m[0]*1000/rows:.1f} |")
    path = os.path.join(tmp, "options100k.json")
    json.dump(form(1, 100000), open(path, "w"))
    m = timed([args.askform, "check", path], runs=args.runs, name="check_options_100000")
    print(f"| 1 select, 100,000 options | {os.path.getsize(path)/1e6:.1f} MB | {fmt(m)} | – |")
    print()
    print("| piped fill | median ms (min–max) | µs per row |")
    print("|---|---|---|")
    for rows in (500, 1000, 2000, 4000):
        path = os.path.join(tmp, f"fill{rows}.json")
        json.dump(form(rows), open(path, "w"))
        m = timed([args.askform, "fill", path], stdin=answers(rows), runs=args.runs,
                  name=f"fill_rows_{rows}")
        print(f"| {rows:,} rows | {fmt(m)} | {m[0]*1000/rows:.1f} |")
    if args.anchors:
        generated = os.path.join(args.anchors, "generated")
        lines = open(os.path.join(generated, "answers", "lines.txt"), "rb").read() if os.path.exists(os.path.join(generated, "answers", "lines.txt")) else None
        c_binary = os.path.join(args.anchors, "build", "form_readline")
        if lines and os.path.exists(c_binary):
            print()
            print("| 20 questions piped | median ms (min–max) |")
            print("|---|---|")
            c = timed([c_binary], stdin=lines, runs=args.runs, name="piped20_c")
            a = timed([args.askform, "fill", os.path.join(generated, "askform", "form.json")], stdin=lines,
                      runs=args.runs, name="piped20_askform")
            print(f"| C readline program (getline) | {fmt(c)} |")
            print(f"| askform | {fmt(a)} |")
            print(f"| ratio askform/C | {a[0]/c[0]:.2f} |")
    print()
    expressions(args, tmp)
    print()
    linearity(args, tmp)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(dict(runs=args.runs, figures=RESULTS), out, indent=1)

main()
