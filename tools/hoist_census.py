#!/usr/bin/env python3
"""Counts what the pass hoists and refuses over a corpus, for one or more plugin builds side by
side: the cost of a rule change in hoisted loops (docs/exemptions.md).

    hoist_census.py --plugin NAME=PATH [--plugin NAME=PATH ...] [--fuzz N] [--clang clang-19]

The corpus: every .ll file under tests/ (IR the pass's own tests and the foreign-IR corpus use),
examples/*.c and bench/*.c compiled at -O2, and N programs of the differential fuzzer
(tools/fuzz/gen.py, seeds 1..N). Each file is compiled once to IR at -O2 without the pass; each
plugin then runs `arc-elide` on that IR with remarks on. Prints, per corpus and plugin, the
remarks that say a handle was hoisted (or a pair deleted) and the refusals per rule, and closes
with the files whose hoist count differs between the first two plugins.
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOISTED = re.compile(r"hoisted retain(/release)? of|deleted retain/release")
REFUSED = re.compile(r"not hoisted \((H\d)\)")


def remarks(opt, plugin, ll):
    """The arc-elide remarks of one run on LL (a list of lines; empty when opt fails)."""
    cmd = [opt, "-load-pass-plugin=" + plugin, "-passes=arc-elide", "-disable-output",
           "-pass-remarks=arc-elide", "-pass-remarks-missed=arc-elide", ll]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return [line for line in run.stderr.splitlines() if "remark:" in line]


def to_ir(clang, source, out, extra):
    cmd = [clang, "-O2", "-S", "-emit-llvm", "-Xclang", "-disable-llvm-passes", "-o", out,
           "-I" + os.path.join(ROOT, "runtime", "include"), source] + extra
    if subprocess.run(cmd, capture_output=True).returncode != 0:
        return False
    # The -O2 pipeline up to where the plugin runs by default (after the loop passes).
    opt = clang.replace("clang", "opt", 1)
    return subprocess.run([opt, "-passes=default<O2>", "-S", "-o", out, out],
                          capture_output=True).returncode == 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--plugin", action="append", required=True, help="NAME=PATH")
    ap.add_argument("--fuzz", type=int, default=100, help="fuzzer programs (seeds 1..N)")
    ap.add_argument("--clang", default="clang-19")
    args = ap.parse_args()
    plugins = [p.split("=", 1) for p in args.plugin]
    opt = args.clang.replace("clang", "opt", 1)
    work = tempfile.mkdtemp(prefix="hoist-census-")
    corpora = collections.OrderedDict()
    corpora["IR tests (tests/**/*.ll)"] = sorted(
        f for f in glob.glob(os.path.join(ROOT, "tests", "**", "*.ll"), recursive=True))
    c_files = sorted(glob.glob(os.path.join(ROOT, "examples", "*.c")) +
                     glob.glob(os.path.join(ROOT, "bench", "*.c")))
    compiled = []
    for source in c_files:
        out = os.path.join(work, os.path.basename(source) + ".ll")
        if to_ir(args.clang, source, out, ["-fopenmp"]):
            compiled.append(out)
    corpora["examples/ and bench/ (C, -O2)"] = compiled
    fuzz = []
    for seed in range(1, args.fuzz + 1):
        c = os.path.join(work, "fuzz%d.c" % seed)
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "fuzz", "gen.py"), str(seed),
                        "-o", c], check=True)
        out = c + ".ll"
        if to_ir(args.clang, c, out, ["-fopenmp", "-I" + os.path.join(ROOT, "tools", "fuzz")]):
            fuzz.append(out)
    corpora["fuzzer programs (gen.py seeds 1..%d)" % args.fuzz] = fuzz

    per_file = collections.defaultdict(dict)
    for corpus, files in corpora.items():
        print("== %s: %d files" % (corpus, len(files)))
        for name, plugin in plugins:
            hoisted, refused = 0, collections.Counter()
            for f in files:
                lines = remarks(opt, plugin, f)
                h = sum(bool(HOISTED.search(line)) for line in lines)
                hoisted += h
                per_file[f][name] = h
                for line in lines:
                    m = REFUSED.search(line)
                    if m:
                        refused[m.group(1)] += 1
            rules = ", ".join("%s %d" % kv for kv in sorted(refused.items()))
            print("  %-10s hoisted %5d   refused %5d (%s)" % (name, hoisted, sum(refused.values()),
                                                             rules))
    if len(plugins) >= 2:
        a, b = plugins[0][0], plugins[1][0]
        changed = [(f, c[a], c[b]) for f, c in per_file.items() if c.get(a) != c.get(b)]
        print("== files whose hoist count differs (%s -> %s): %d" % (a, b, len(changed)))
        for f, x, y in sorted(changed):
            print("  %s: %s -> %s" % (os.path.relpath(f, ROOT) if f.startswith(ROOT)
                                      else os.path.basename(f), x, y))


if __name__ == "__main__":
    main()
