#!/usr/bin/env python3
"""bench/idioms/report.py - the table of bench/idioms/run.sh.

Reads OUT/<program>.txt (`sample <row> <serial|parallel> <rep> <ns>` lines) for each program
(libc++, libstdc++, intrusive, rust) and prints, per program and mode, every row's median ns per iteration
with its min and max, its ratio to the control row ("bare") of the same process (medians), and
the paired ratio (median over repetitions of row / control of the same repetition). Writes the
same in Markdown to OUT/results.md and everything to OUT/results.json. Exit status 1 when a
program's run failed its checks or has no samples.
"""
import argparse
import json
import os
import statistics
import sys

LABELS = {"libc++": "std::shared_ptr, libc++", "libstdc++": "std::shared_ptr, libstdc++",
          "intrusive": "llvm::IntrusiveRefCntPtr", "rust": "Rust Arc"}
ROW_TEXT = {"bare": "control: the loop without the copy", "copy": "copy per iteration",
            "copy+pass": "copy per iteration, with the pass", "clone": "Arc::clone + drop per iteration",
            "clone+pass": "Arc::clone + drop per iteration, with the pass",
            "local": "copy of a local per iteration (C++ parallel: firstprivate; Rust: a clone per thread)",
            "local+pass": "copy of a local per iteration, with the pass"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--machine", default="")
    ap.add_argument("--compiler", default="")
    ap.add_argument("--n", type=int)
    ap.add_argument("--reps", type=int)
    ap.add_argument("--programs", nargs="*", default=[])
    a = ap.parse_args()
    status = 0
    results = {}
    md = ["| program | mode | row | median ns/iter | min | max | x control | paired x control |",
          "|---|---|---|---:|---:|---:|---:|---:|"]
    for prog in a.programs:
        path = os.path.join(a.out, prog + ".txt")
        samples = {}  # (row, mode) -> {rep: ns}
        checked = False
        for line in open(path) if os.path.exists(path) else []:
            f = line.split()
            if f[:1] == ["sample"]:
                samples.setdefault((f[1], f[2]), {})[int(f[3])] = float(f[4])
            elif line.startswith("# all results checked"):
                checked = True
        if not samples or not checked:
            print("%s: FAILED (no samples, or its checks failed; see %s.err)" % (prog, prog))
            status = 1
            continue
        print("\n%s (ns per iteration: median, min-max; x: against the control of the same run)"
              % LABELS.get(prog, prog))
        results[prog] = {}
        for mode in ["serial", "parallel"]:
            control = samples.get(("bare", mode), {})
            cmed = statistics.median(control.values()) if control else None
            for (row, m), by_rep in samples.items():
                if m != mode:
                    continue
                vals = list(by_rep.values())
                med = statistics.median(vals)
                ratio = med / cmed if cmed else None
                paired = [by_rep[r] / control[r] for r in by_rep if r in control and control[r] > 0]
                pmed = statistics.median(paired) if paired else None
                results[prog]["%s %s" % (row, mode)] = {
                    "median": med, "min": min(vals), "max": max(vals), "x_control": ratio,
                    "paired_x_control": pmed, "samples": vals}
                print("  %-8s %-11s %8.2f  (%6.2f-%7.2f)  %6.1fx  %-s" % (
                    mode, row, med, min(vals), max(vals), ratio or 0, ROW_TEXT.get(row, "")))
                md.append("| %s | %s | %s | %.2f | %.2f | %.2f | %.1fx | %.1fx |" % (
                    LABELS.get(prog, prog), mode, row, med, min(vals), max(vals), ratio or 0,
                    pmed or 0))
    head = "N = %s iterations per row, %s repetitions; %s; %s" % (a.n, a.reps, a.machine, a.compiler)
    with open(os.path.join(a.out, "results.md"), "w") as f:
        f.write("## Inlined reference counting (bench/idioms)\n\n%s\n\n%s\n" % (head, "\n".join(md)))
    with open(os.path.join(a.out, "results.json"), "w") as f:
        json.dump({"n": a.n, "reps": a.reps, "machine": a.machine, "compiler": a.compiler,
                   "programs": results}, f, indent=1)
    print("\n%s\n(written to %s)" % (head, os.path.join(a.out, "results.md")))
    return status


if __name__ == "__main__":
    sys.exit(main())
