#!/usr/bin/env python3
"""Counts the refcount calls left inside loops of each IR file, before any pass, after
`opt -passes=objc-arc` (LLVM's own ARC optimiser) and after `opt -passes=arc-elide`.

    loop_rc_calls.py [--precise] [--report-only] OPT PLUGIN FILE...

Prints one line per file, `name: before B, objc-arc O, arc-elide E`, then a total line, and
exits 1 when arc-elide leaves more calls inside loops than objc-arc for some file (or a pass or
the verifier fails). Which blocks are in loops is LLVM's loop info (`print<loops>`) of each
output; the calls counted are objc_retain, objc_release and their llvm.objc.* intrinsics, in
the blocks of any loop (a call in a nested loop counts once).

--precise strips !clang.imprecise_release from the releases first (the precise lifetime clang
gives a variable marked objc_precise_lifetime): objc-arc then deletes a pair only where it can
prove it safe, without ObjC's licence to end an imprecise variable's lifetime at its last use.
--report-only prints the counts and never fails.

objc-arc only optimises a module that declares the llvm.objc.* intrinsics (what clang emits
under -fobjc-arc; ObjCARC's ModuleHasARC), and leaves plain objc_retain/objc_release calls alone.
So both passes are given the file with its objc_retain/objc_release calls renamed to the
intrinsics, which makes it ARC code to each. As written, with plain calls, the file is C or
manual-retain-release code: objc-arc leaves it alone and arc-elide applies C's rules to it (no
pair deletion); it is still run through arc-elide (and the verifier), but not counted."""
import re
import subprocess
import sys

RC = re.compile(r"\bcall\b.*@(llvm\.)?objc_?(retain|release)\(|\bcall\b.*@llvm\.objc\.(retain|release)\(")


def run(args, text=None):
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("%s failed:\n%s" % (" ".join(args[:3]), p.stderr))
    return p


def loop_blocks(opt, ir):
    """{function: set of block names in loops} from print<loops>."""
    err = run([opt, "-passes=print<loops>", "-disable-output"], ir).stderr
    blocks, fn = {}, None
    for line in err.splitlines():
        m = re.match(r"Loop info for function '(.*)':", line)
        if m:
            fn = m.group(1)
            blocks.setdefault(fn, set())
            continue
        m = re.match(r"\s*Loop at depth \d+ containing: (.*)", line)
        if m and fn is not None:
            for b in m.group(1).split(","):
                blocks[fn].add(re.sub(r"<[^>]*>", "", b.strip()).lstrip("%"))
    return blocks


def calls_in_loops(opt, ir):
    loops = loop_blocks(opt, ir)
    count, fn, block = 0, None, None
    for line in ir.splitlines():
        m = re.match(r'define .*@("?[^"(]+"?)\(', line)
        if m:
            fn, block = m.group(1).strip('"'), None
            continue
        m = re.match(r'^("?[^\s":]+"?):', line)
        if m and fn:
            block = m.group(1).strip('"')
            continue
        if fn and block and block in loops.get(fn, ()) and RC.search(line):
            count += 1
    return count


def main():
    args = sys.argv[1:]
    precise = "--precise" in args
    report_only = "--report-only" in args
    args = [a for a in args if a not in ("--precise", "--report-only")]
    opt, plugin, files = args[0], args[1], args[2:]
    worse = 0
    totals = [0, 0, 0]
    for f in files:
        src = run([opt, "-S", f]).stdout
        if precise:
            src = re.sub(r", !clang\.imprecise_release ![0-9]+", "", src)
        intrinsics = re.sub(r"@objc_(retain|release)\(", r"@llvm.objc.\1(", src)
        arc = run([opt, "-passes=objc-arc,verify", "-S"], intrinsics).stdout
        ours = run([opt, "-load-pass-plugin=" + plugin, "-passes=arc-elide,verify", "-S"],
                   src).stdout
        ours2 = run([opt, "-load-pass-plugin=" + plugin, "-passes=arc-elide,verify", "-S"],
                    intrinsics).stdout
        counts = [calls_in_loops(opt, ir) for ir in (src, arc, ours2)]
        totals = [t + c for t, c in zip(totals, counts)]
        name = f.rsplit("/", 1)[-1]
        flag = "" if counts[2] <= counts[1] else "  <- arc-elide leaves more"
        worse += counts[2] > counts[1]
        print("%s: before %d, objc-arc %d, arc-elide %d%s" % (name, *counts, flag))
    print("total: before %d, objc-arc %d, arc-elide %d" % tuple(totals))
    return 1 if worse and not report_only else 0


if __name__ == "__main__":
    sys.exit(main())
