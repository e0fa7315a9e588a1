#!/usr/bin/env python3
"""Time to first prompt at a pty for forms holding a megabyte of Markdown.

    python3 bench/markdown.py [--rounds N] [--binary PATH] [--json FILE]

Cases (each a form whose first question is "Ready?"):
  small          a one-row form (the baseline)
  note-later     the first question, then a section with a 1 MB Markdown note (loaded, not yet shown)
  help-later     a second question whose help is 1 MB of Markdown
  note-first     the 1 MB note before the first question: rendered and drawn before the prompt
  note-first-raw the same with "markdown": false (the text wrapped as written)
  hostile-first  1 MB of nested quotes, lists and emphasis markers before the first question

The binary runs at a new pty (80 columns, TERM=xterm-256color, colour on, a scratch
XDG_STATE_HOME and XDG_CONFIG_HOME); the clock runs from fork to the prompt's title appearing
in what the pty shows (which includes draining everything drawn before it). Median and
min-max of N rounds after one warm-up. Not a test: nothing here asserts a time.
"""
import argparse
import json
import os
import pty
import select
import signal
import statistics
import sys
import tempfile
import time

MEGABYTE = 1 << 20


def realistic_markdown(size):
    """Help-like Markdown: headings, paragraphs with emphasis, code, links, nested lists, quotes."""
    block = (
        "## Section {n}\n\n"
        "Please read **carefully**: the *release* process uses `git tag -s` and "
        "[the guide](https://example.org/guide/{n}) before anything is pushed.\n\n"
        "1. Merge every pull request\n   - check the *milestone*\n   - run `make check`\n"
        "2. Write the changelog\n\n"
        "> Keep it short; nobody reads a **wall** of text.\n> Really.\n\n"
        "```\nmake release VERSION={n}\n```\n\n---\n\n"
    )
    parts, total, n = [], 0, 0
    while total < size:
        text = block.format(n=n)
        parts.append(text)
        total += len(text.encode())
        n += 1
    return "".join(parts)


def hostile_markdown(size):
    unit = "> - *a **b _c `d [e](f "
    return (unit * (size // len(unit) + 1))[:size]


def form(first_rows, later_sections=(), markdown=True):
    document = {"askform": 1, "id": "bench-markdown", "sections": [{"title": "Start", "rows": first_rows}]}
    document["sections"] += list(later_sections)
    if not markdown:
        document["markdown"] = False
    return json.dumps(document)


READY = {"key": "ready", "type": "text", "title": "Ready?"}


def cases():
    big = realistic_markdown(MEGABYTE)
    hostile = hostile_markdown(MEGABYTE)
    note = {"type": "note", "title": "Read this first", "help": big}
    return {
        "small": form([READY]),
        "note-later": form([READY], [{"title": "Later", "rows": [note, {"key": "b", "type": "text"}]}]),
        "help-later": form([READY, {"key": "b", "type": "text", "help": big}]),
        "note-first": form([note, READY]),
        "note-first-raw": form([note, READY], markdown=False),
        "hostile-first": form([{"type": "note", "title": hostile}, READY]),
    }


def first_prompt(binary, path, scratch):
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": scratch,
           "XDG_STATE_HOME": scratch + "/state", "XDG_CONFIG_HOME": scratch + "/config",
           "INPUTRC": "/dev/null", "COLUMNS": "80", "LINES": "24"}
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "fill", path], env)
    seen = b""
    elapsed = None
    deadline = start + 30
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 1)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 1 << 16)
        except OSError:
            break
        if not chunk:
            break
        seen = seen[-64:] + chunk
        if b"Ready?" in seen:
            elapsed = time.perf_counter() - start
            break
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "askform"))
    parser.add_argument("--only", help="comma-separated case names")
    parser.add_argument("--json", help="write the raw times here")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"bench/markdown.py: no binary at {binary} (swift build -c release --product askform)")
    results = {}
    with tempfile.TemporaryDirectory(prefix="askform-markdown-") as scratch:
        for name, text in cases().items():
            if args.only and name not in args.only.split(","):
                continue
            path = os.path.join(scratch, name + ".json")
            with open(path, "w") as handle:
                handle.write(text)
            first_prompt(binary, path, scratch)  # warm-up
            times = []
            for _ in range(args.rounds):
                elapsed = first_prompt(binary, path, scratch)
                if elapsed is None:
                    sys.exit(f"bench/markdown.py: {name}: the first prompt never appeared")
                times.append(elapsed * 1000)
            results[name] = times
            size = len(text.encode()) / MEGABYTE
            print(f"{name:15} {size:5.2f} MB  median {statistics.median(times):7.1f} ms"
                  f"  ({min(times):.1f}–{max(times):.1f})", flush=True)
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=2)


if __name__ == "__main__":
    main()
