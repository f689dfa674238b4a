#!/usr/bin/env python3
"""Compiles the translation units of a CMake build to LLVM IR (bitcode, one .bc per unit), with
the build's own command for each (compile_commands.json), for idioms_inloop.py to count.

    cxx_ir.py --commands BUILD/compile_commands.json --under SRC/src --out DIR
              [--clang clang++-19] [--stdlib libc++|libstdc++] [--jobs 2]

Only the units whose source file is under one of the --under folders are compiled (a project's
library, not its tests or its bundled test framework), each once (a unit built into a shared
and a static library has two commands: the first is taken). Each command keeps its defines, include
folders, language standard and optimisation flags; its compiler is replaced by --clang, its
-stdlib= flag by --stdlib's, its output by `-emit-llvm -c -o DIR/<path under --under>.bc`.
The IR is clang's final IR at the command's -O level: the optimisation pipeline ran, no code
generator. Prints one line per unit that fails and a total.
"""
import argparse
import concurrent.futures
import json
import os
import shlex
import subprocess
import sys


def command_of(entry, clang, stdlib, out):
    args = entry.get("arguments") or shlex.split(entry["command"])
    result, skip = [clang], False
    for a in args[1:]:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a in ("-c",) or a.startswith("-stdlib=") or a.startswith("-fpass-plugin="):
            continue
        result.append(a)
    if stdlib:
        result.append("-stdlib=" + stdlib)
    return result + ["-emit-llvm", "-c", "-o", out]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--commands", required=True)
    ap.add_argument("--under", action="append", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--clang", default="clang++-19")
    ap.add_argument("--stdlib", default="", help="libc++ or libstdc++ (default: keep none)")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    roots = [os.path.realpath(u) for u in args.under]
    jobs, seen = [], set()
    with open(args.commands) as f:
        for entry in json.load(f):
            path = os.path.realpath(os.path.join(entry["directory"], entry["file"]))
            root = next((r for r in roots if path.startswith(r + os.sep)), None)
            if root is None:
                continue
            rel = os.path.relpath(path, os.path.dirname(root))
            out = os.path.abspath(os.path.join(args.out, rel + ".bc"))
            if out in seen:  # one unit in a shared and a static library: once
                continue
            seen.add(out)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            jobs.append((entry["directory"], command_of(entry, args.clang, args.stdlib, out), rel))

    def run(job):
        cwd, cmd, rel = job
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
        return rel, p.returncode, p.stderr

    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for rel, rc, err in pool.map(run, jobs):
            if rc != 0:
                failed += 1
                print("failed: %s: %s" % (rel, err.strip().splitlines()[-1] if err.strip() else rc))
    print("%d units compiled to IR in %s, %d failed" % (len(jobs) - failed, args.out, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
