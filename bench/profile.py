#!/usr/bin/env python3
"""Where askform's time goes, next to the C readline program of bench-anchors (the figures
behind docs/PERFORMANCE.md). Not a benchmark and not a test: three reports, run by hand.

  callgrind  instruction counts (repeatable on a loaded machine) of: `check` on 10,000 rows,
             the piped 20-answer fill, the interactive fill up to its first prompt and to its
             end (under a pty, answered like bench-anchors does), and the 100,000-option
             fill; askform beside the C program, then askform's costs by part.
  phases     the interactive fill split into time to first prompt, answer → next prompt, and
             last answer → exit; with the state directory (drafts, history) and the output
             on the disk, and again on tmpfs (/dev/shm), to show what the file system costs.
  ladder     spawn → exit of an empty C program, the C program, an empty Swift program
             (-static-stdlib), `askform --version`, `check` and the piped fill, interleaved.

usage: python3 bench/profile.py callgrind|phases|ladder [--askform BIN] [--anchors DIR]
       [--out DIR] [--rounds N]
  --anchors: a bench-anchors copy with generated/ and build/ (bench/run.sh leaves one in
  $TMPDIR/askform-bench/anchors). Needs valgrind (callgrind_annotate), pexpect, gcc, swiftc.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def form_rows(rows):
    """The 10,000-row form of bench/scale.py (one of integer, select, confirm, text per row)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("scale", os.path.join(HERE, "scale.py"))
    source = open(spec.origin).read().split("\nmain()")[0]
    namespace = {}
    exec(compile(source, spec.origin, "exec"), namespace)
    return namespace["form"](rows)


class Anchors:
    def __init__(self, root, askform):
        self.root, self.askform = root, askform
        self.gen = os.path.join(root, "generated")
        self.c_form = os.path.join(root, "build", "form_readline")
        self.c_choice = os.path.join(root, "build", "choice_readline")
        for path in (self.gen, self.c_form, self.c_choice):
            if not os.path.exists(path):
                sys.exit(f"profile.py: {path} missing; run bench/run.sh once (or pass --anchors)")
        os.environ["ASKFORM_BIN"] = askform
        sys.path.insert(0, root)
        import bench  # the anchors' runner: questions, keys, environment
        self.bench = bench
        self.lines = open(os.path.join(self.gen, "answers", "lines.txt"), "rb").read()
        self.form = os.path.join(self.gen, "askform", "form.json")
        self.form100k = os.path.join(self.gen, "askform", "options100k.json")

    def interactive(self, tool, wrapper=(), scale=False, state_dir=None, work_dir=None):
        """One interactive fill under a pty, answered like bench.py; returns phase times (ms)."""
        import pexpect
        d = tempfile.mkdtemp(prefix="askform-profile-", dir=work_dir)
        state = tempfile.mkdtemp(prefix="state-", dir=state_dir) if state_dir else os.path.join(d, "state")
        env = dict(self.bench.ENV, XDG_STATE_HOME=state)
        if scale:
            argv = ([self.askform, "fill", self.form100k, "-o", f"{d}/a.json", "--no-review"] if tool == "askform"
                    else [self.c_choice, os.path.join(self.gen, "options100k.txt"), f"{d}/a.txt"])
        else:
            argv = ([self.askform, "fill", self.form, "-o", f"{d}/a.json", "--no-review"] if tool == "askform"
                    else [self.c_form, f"{d}/a.txt"])
        argv = list(wrapper) + argv
        t0 = time.perf_counter()
        child = pexpect.spawn(argv[0], argv[1:], env=env, dimensions=(40, 120), cwd=d, timeout=600)
        child.delaybeforesend = None
        phases = {}
        try:
            if scale:
                child.expect(rb"Pick one of 100000 options")
                phases["prompt"] = time.perf_counter() - t0
                time.sleep(0.3)
                child.send(b"option-09999")
                time.sleep(0.3)
                child.send(b"\t")
                if child.expect([rb"option-099990", pexpect.TIMEOUT], timeout=5 if wrapper else 2) == 1:
                    child.send(b"\t")
                    child.expect(rb"option-099990")
                time.sleep(0.2)
                child.send(b"0\r")
            else:
                sent, gaps = None, []
                for i, q in enumerate(self.bench.QS):
                    child.expect(re.escape(q["prompt"].encode()))
                    now = time.perf_counter()
                    if i == 0:
                        phases["ttfp"] = now - t0
                    else:
                        gaps.append(now - sent)
                    sent = time.perf_counter()
                    child.send(self.bench.keys_line(q).encode())
                phases["answer_median"] = statistics.median(gaps)
                phases["answers_sum"] = sum(gaps)
            child.expect(pexpect.EOF)
            if not scale:
                phases["last_to_exit"] = time.perf_counter() - sent
            phases["total"] = time.perf_counter() - t0
        finally:
            child.close(force=True)
            shutil.rmtree(d, ignore_errors=True)
            if state_dir:
                shutil.rmtree(state, ignore_errors=True)
        return {k: v * 1000 for k, v in phases.items()}


# ------------------------------------------------------------------ callgrind
# (label, regex on callgrind_annotate's inclusive function names) for askform's parts; a function
# inlined into several files appears once per file: the largest entry is taken
PARTS = [
    ("dynamic loader (ld.so: mapping, relocations, symbol lookups)", r"rtld\.c:_dl_start"),
    ("  of which symbol lookups", r"dl-lookup\.c:_dl_lookup_symbol_x"),
    ("Swift runtime: generic metadata by mangled name", r"\?\?\?:swift_getTypeByMangledName"),
    ("Swift runtime: CommandLine static initialiser (/proc/self/maps)", r"_GLOBAL__sub_I_CommandLine\.cpp"),
    ("environment copied into a dictionary", r"ProcessEnvironmentO9variables_WZ"),
    ("form loading (FormLoader.load)", r"FormLoaderV4loadyAC6ResultVSays5UInt8VGF"),
    ("  JSON parse", r"JSONReaderO5parse_6limits.*"),
    ("  model building (FormBuilder.form)", r"FormBuilderV4form4from.*"),
    ("    JSONPointer.appending (pointers built for every member)", r"JSONPointerO9appending_2toS2S_SStF.*"),
    ("    options (select/multiselect)", r"FormBuilderV7optionsySay.*"),
    ("readline: rl_initialize (inputrc, terminfo)", r"\?\?\?:rl_initialize"),
    ("readline: rl_callback_handler_install (prompt)", r"\?\?\?:rl_callback_handler_install"),
    ("drafts: Draft.write", r"DraftC5write.*"),
    ("  JSON serialisation", r"JSONValueO10serialized6pretty.*"),
    ("  AtomicFile.write", r"AtomicFileO5write_2to7private7durable.*"),
    ("completion index (background thread)", r"CompletionCandidatesV_15itemsAfterComma.*"),
]


def annotate(path):
    out = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no", path],
                         capture_output=True, text=True).stdout
    rows = []
    for line in out.splitlines():
        m = re.match(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$", line)
        if m:
            rows.append((int(m.group(1).replace(",", "")), m.group(2)))
    total = rows[0][0] if rows and "PROGRAM TOTALS" in rows[0][1] else max((r[0] for r in rows), default=0)
    return total, rows


def part_costs(rows):
    costs = {}
    for label, pattern in PARTS:
        regex = re.compile(pattern)
        costs[label] = max((c for c, name in rows if regex.search(name)), default=0)
    return costs


def callgrind(anchors, out):
    if not shutil.which("valgrind"):
        sys.exit("profile.py: valgrind missing (apt-get install valgrind)")
    os.makedirs(out, exist_ok=True)
    state = tempfile.mkdtemp(prefix="askform-profile-state-")
    env = dict(os.environ, XDG_STATE_HOME=state)
    rows10k = os.path.join(out, "rows10000.json")
    json.dump(form_rows(10000), open(rows10k, "w"))

    def cg(name, argv, stdin=None, extra=()):
        path = os.path.join(out, f"callgrind.{name}")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={path}", *extra, *argv],
                       input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
        return path

    def cg_pty(name, tool, scale=False, extra=()):
        path = os.path.join(out, f"callgrind.{name}")
        anchors.interactive(tool, ["valgrind", "--tool=callgrind", f"--callgrind-out-file={path}", *extra],
                            scale=scale)
        return path

    runs = {
        "check 10,000 rows": (cg("check10k", [anchors.askform, "check", rows10k]), None),
        "20 answers piped": (cg("piped", [anchors.askform, "fill", anchors.form], anchors.lines),
                             cg("piped.c", [anchors.c_form, "/dev/null"], anchors.lines)),
        "to the first prompt, at a pty": (
            cg_pty("ttfp", "askform", extra=["--dump-after=rl_callback_handler_install"]) + ".1",
            cg_pty("ttfp.c", "c", extra=["--dump-before=rl_getc"]) + ".1"),
        "20 answers at a pty": (cg_pty("interactive", "askform"), cg_pty("interactive.c", "c")),
        "100,000 options: start, TAB, answer (main thread)": (
            cg_pty("scale", "askform", scale=True, extra=["--separate-threads=yes"]) + "-01",
            cg_pty("scale.c", "c", scale=True)),
    }
    shutil.rmtree(state, ignore_errors=True)
    print("## Instructions executed (callgrind, Ir)\n")
    print("| run | askform | C program | askform / C |\n|---|---|---|---|")
    parts = {}
    for name, (a, c) in runs.items():
        total_a, rows_a = annotate(a)
        parts[name] = (total_a, part_costs(rows_a))
        total_c = annotate(c)[0] if c else None
        print(f"| {name} | {total_a:,} | {f'{total_c:,}' if total_c else '–'} | "
              f"{f'{total_a / total_c:.1f}×' if total_c else '–'} |")
    background = os.path.join(out, "callgrind.scale-02")
    if os.path.exists(background):
        print(f"| 100,000 options: completion index (background thread) | {annotate(background)[0]:,} | – | – |")
    print("\n## askform by part (inclusive Ir, share of the run)\n")
    names = list(parts)
    print("| part | " + " | ".join(names) + " |\n|---|" + "---|" * len(names))
    for label, _ in PARTS:
        cells = []
        for name in names:
            total, costs = parts[name]
            cost = costs.get(label, 0)
            cells.append(f"{cost / 1e6:.2f} M ({100 * cost / total:.0f} %)" if cost else "–")
        if any(cell != "–" for cell in cells):
            print(f"| {label} | " + " | ".join(cells) + " |")
    print(f"\ncallgrind files in {out}; read one with `callgrind_annotate --inclusive=yes FILE`.")


# ------------------------------------------------------------------ phases
def phases(anchors, rounds):
    setups = [("state and output on the disk ($TMPDIR)", None, None),
              ("state (drafts, history) on tmpfs, output on the disk", "/dev/shm", None),
              ("state and output on tmpfs (/dev/shm)", "/dev/shm", "/dev/shm")]
    print(f"## Interactive fill by phase (ms, median of {rounds} interleaved runs)\n")
    print("| where | tool | first prompt | answer → next prompt (median) | 19 answers (sum) "
          "| last answer → exit | total |\n|---|---|---|---|---|---|---|")
    for label, state_dir, work_dir in setups:
        samples = {"c": [], "askform": []}
        for r in range(rounds + 1):
            for tool in (("c", "askform") if r % 2 == 0 else ("askform", "c")):
                result = anchors.interactive(tool, state_dir=state_dir if tool == "askform" else None,
                                             work_dir=work_dir)
                if r:
                    samples[tool].append(result)
        for tool in ("c", "askform"):
            med = {k: statistics.median(s[k] for s in samples[tool]) for k in samples[tool][0]}
            print(f"| {label} | {'C program' if tool == 'c' else 'askform'} | {med['ttfp']:.2f} | "
                  f"{med['answer_median']:.2f} | {med['answers_sum']:.2f} | {med['last_to_exit']:.2f} | "
                  f"{med['total']:.2f} |")


# ------------------------------------------------------------------ ladder
def ladder(anchors, rounds):
    tmp = tempfile.mkdtemp(prefix="askform-ladder-")
    open(os.path.join(tmp, "empty.c"), "w").write("int main(void) { return 0; }\n")
    open(os.path.join(tmp, "empty.swift"), "w").write('print("", terminator: "")\n')
    subprocess.run(["gcc", "-O2", "-o", os.path.join(tmp, "empty_c"), os.path.join(tmp, "empty.c")], check=True)
    subprocess.run(["swiftc", "-O", "-static-stdlib", "-o", os.path.join(tmp, "empty_swift"),
                    os.path.join(tmp, "empty.swift")], check=True, capture_output=True)
    env = dict(os.environ, XDG_STATE_HOME=tmp)
    commands = [
        ("empty C program (gcc -O2)", [os.path.join(tmp, "empty_c")], None),
        ("C readline program, 20 lines piped", [anchors.c_form, "/dev/null"], anchors.lines),
        ("empty Swift program (-static-stdlib)", [os.path.join(tmp, "empty_swift")], None),
        ("askform --version", [anchors.askform, "--version"], None),
        ("askform check form.json (20 rows)", [anchors.askform, "check", anchors.form], None),
        ("askform fill form.json, 20 lines piped", [anchors.askform, "fill", anchors.form], anchors.lines),
    ]
    samples = {name: [] for name, _, _ in commands}
    for r in range(rounds + 1):
        for name, argv, data in (commands if r % 2 == 0 else commands[::-1]):
            t0 = time.perf_counter()
            p = subprocess.Popen(argv, stdin=subprocess.PIPE if data else subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
            if data:
                p.stdin.write(data)
                p.stdin.close()
            p.wait()
            if r:
                samples[name].append((time.perf_counter() - t0) * 1000)
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"## Start-up ladder: spawn → exit (ms, median (p10–p90) of {rounds} interleaved runs)\n")
    print("| command | ms |\n|---|---|")
    for name, xs in samples.items():
        xs.sort()
        print(f"| {name} | {statistics.median(xs):.2f} ({xs[len(xs) // 10]:.2f}–{xs[9 * len(xs) // 10]:.2f}) |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("report", choices=["callgrind", "phases", "ladder"])
    ap.add_argument("--askform", default=os.path.join(HERE, "..", ".build", "release", "askform"))
    ap.add_argument("--anchors", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "askform-bench", "anchors"))
    ap.add_argument("--out", default=os.path.join(HERE, "results", "profile"))
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args()
    anchors = Anchors(os.path.abspath(args.anchors), os.path.abspath(args.askform))
    if args.report == "callgrind":
        callgrind(anchors, os.path.abspath(args.out))
    elif args.report == "phases":
        phases(anchors, args.rounds)
    else:
        ladder(anchors, max(args.rounds, 50))


if __name__ == "__main__":
    main()
