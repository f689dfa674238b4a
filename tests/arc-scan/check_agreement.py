#!/usr/bin/env python3
"""Checks that arc-scan's findings agree with the arc-elide pass's remarks on C programs.

For every program: (1) every retain/release pair the pass hoisted out of a *parallel* loop is at
the line of an operation of an arc-scan finding (arc-scan flagged every loop the pass fixed);
(2) every arc-scan finding has a remark of the pass at one of its operations, or a NotHoisted
remark inside its loop that names its handle (no flagged loop is missing from the remarks).
Remarks come from clang's own -Rpass output, independently of arc-scan's --explain.

Usage: check_agreement.py --arc-scan BIN --clang CLANG --plugin SO [--cflags FLAGS] PATH...
PATH is a C file or a folder (its *.c files). Exit 1 when any program disagrees."""
import argparse
import glob
import json
import os
import re
import shlex
import subprocess
import sys

REMARK = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<col>\d+): remark: (?P<text>.*) "
                    r"\[-Rpass(?P<missed>-missed)?=arc-elide\]$")


def remarks_of(args, source):
    command = [args.clang, "-O2", "-g", "-fno-color-diagnostics", "-fno-caret-diagnostics",
               "-fpass-plugin=" + args.plugin, "-Rpass=arc-elide", "-Rpass-missed=arc-elide",
               "-w", *shlex.split(args.cflags), "-c", source, "-o", os.devnull]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"clang failed on {source}:\n{run.stderr}")
    found = []
    for line in run.stderr.splitlines():
        m = REMARK.match(line)
        if m and os.path.basename(m["file"]) == os.path.basename(source):
            found.append({"line": int(m["line"]), "text": m["text"], "missed": bool(m["missed"])})
    return found


def findings_of(args, source):
    command = [args.arc_scan, "--format=json", source, "--", *shlex.split(args.cflags)]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"arc-scan failed on {source} (exit {run.returncode}):\n{run.stderr}")
    return json.loads(run.stdout)["findings"]


def named(text, finding):
    return f"'{finding['handle']}'" in text or f"'{finding['handle'].split('->')[0]}'" in text


def check(args, source):
    remarks, findings = remarks_of(args, source), findings_of(args, source)
    problems = []
    op_lines = {op["line"] for f in findings for op in f["operations"]}
    hoisted = [r for r in remarks
               if r["text"].startswith("hoisted ") and "out of the parallel loop" in r["text"]]
    for r in hoisted:
        if r["line"] not in op_lines:
            problems.append(f"line {r['line']}: the pass hoisted a pair arc-scan did not flag: "
                            f"{r['text']}")
    for f in findings:
        lines = {op["line"] for op in f["operations"]}
        first = min(f["loop"]["line"], f["loop"]["loop_line"])
        if not any(r["line"] in lines or
                   (r["missed"] and first <= r["line"] <= f["loop"]["end_line"] and named(r["text"], f))
                   for r in remarks):
            problems.append(f"line {f['line']}: arc-scan flagged '{f['handle']}' but the pass "
                            "made no remark on it")
    name = os.path.relpath(source, args.root) if args.root else source
    print(f"{name}: {len(hoisted)} parallel hoist(s), {len(findings)} finding(s): "
          + ("agree" if not problems else "DISAGREE"))
    for p in problems:
        print("  " + p)
    return not problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arc-scan", required=True)
    parser.add_argument("--clang", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--cflags", default="")
    parser.add_argument("--root", help="print paths relative to this folder")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    sources = []
    for path in args.paths:
        sources += sorted(glob.glob(os.path.join(path, "*.c"))) if os.path.isdir(path) else [path]
    results = [check(args, s) for s in sources]
    if all(results):
        print(f"arc-scan and arc-elide agree on all {len(results)} programs")
    else:
        print(f"arc-scan and arc-elide disagree on {results.count(False)} of {len(results)} programs")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
