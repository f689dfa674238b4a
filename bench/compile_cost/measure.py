#!/usr/bin/env python3
"""Time `opt -O2` with and without the arc-elide plugin, and the pass's own time as the module
doubles. Driven by run.sh (which builds the modules); see README.md beside this file.

    measure.py --plugin PLUGIN --opt OPT --reps R --ab NAME=FILE ... --scale N=FILE ...
               --json OUT.json

--ab modules: interleaved wall/CPU timing of `opt -O2` (base) vs `opt -O2 -load-pass-plugin`
(plugin), alternating which variant goes first on each repetition.
--scale modules: `opt -O2 -load-pass-plugin -time-passes`, the arc-elide row (its total over all
functions), --scale-reps times each, interleaved across sizes.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time


def run_timed(cmd):
    """Runs CMD; returns (wall seconds, user+sys CPU seconds, stderr text)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.stderr.write(err.decode(errors="replace")[-4000:])
        raise SystemExit("failed (%d): %s" % (p.returncode, " ".join(cmd)))
    return wall, usage.ru_utime + usage.ru_stime, err.decode(errors="replace")


ROW = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+([0-9.]+) \(\s*[0-9.]+%\)\s+([0-9.]+) \(\s*[0-9.]+%\)"
                 r"\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(.+?)\s*$")


def pass_rows(text):
    """{pass name: (user+sys, wall)} from the *pass* execution timing report of -time-passes."""
    rows = {}
    section = None
    for line in text.splitlines():
        if "Pass execution timing report" in line:
            section = "pass"
        elif "Analysis execution timing report" in line:
            section = "analysis"
        m = ROW.match(line)
        if m and section == "pass":
            rows[m.group(5)] = (float(m.group(3)), float(m.group(4)))
    return rows


def summary(xs):
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "n": len(xs),
            "samples": xs}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--opt", default="opt-19")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--scale-reps", type=int, default=3)
    ap.add_argument("--ab", action="append", default=[], metavar="NAME=FILE")
    ap.add_argument("--scale", action="append", default=[], metavar="FUNCTIONS=FILE")
    ap.add_argument("--json", required=True)
    ap.add_argument("--meta", action="append", default=[], metavar="KEY=VALUE")
    args = ap.parse_args()

    base_cmd = [args.opt, "-O2", "-o", "/dev/null"]
    plug_cmd = [args.opt, "-O2", "-load-pass-plugin=" + args.plugin, "-o", "/dev/null"]
    ab = [tuple(x.split("=", 1)) for x in args.ab]
    result = {"meta": dict(x.split("=", 1) for x in args.meta), "ab": {}, "scale": {}}
    result["meta"].update({"reps": args.reps, "scale_reps": args.scale_reps,
                           "base_cmd": " ".join(base_cmd) + " MODULE",
                           "plugin_cmd": " ".join(plug_cmd) + " MODULE"})

    samples = {name: {"base": {"wall": [], "cpu": []}, "plugin": {"wall": [], "cpu": []}}
               for name, _ in ab}
    for rep in range(args.reps):
        for name, path in ab:
            order = [("base", base_cmd), ("plugin", plug_cmd)]
            if rep % 2:
                order.reverse()
            for variant, cmd in order:
                wall, cpu, _ = run_timed(cmd + [path])
                samples[name][variant]["wall"].append(wall)
                samples[name][variant]["cpu"].append(cpu)
        print("  rep %d/%d done" % (rep + 1, args.reps), file=sys.stderr, flush=True)

    print("\n## opt -O2 with vs without the plugin (%d interleaved reps; seconds)\n" % args.reps)
    print("| module | base wall median [min, max] | plugin wall median [min, max] | "
          "wall ratio | base CPU median | plugin CPU median | CPU ratio (paired) | verdict (CPU <= 1.02) |")
    print("|---|---|---|---|---|---|---|---|")
    for name, path in ab:
        s = samples[name]
        entry = {"module": path}
        for variant in ("base", "plugin"):
            entry[variant] = {k: summary(v) for k, v in s[variant].items()}
        # Ratio of medians, and the median of per-repetition paired ratios (robust to drift).
        for k in ("wall", "cpu"):
            entry["ratio_" + k] = entry["plugin"][k]["median"] / entry["base"][k]["median"]
            entry["paired_ratio_" + k] = statistics.median(
                p / b for p, b in zip(s["plugin"][k], s["base"][k]))
        # Verdict on CPU time (user+sys of opt): wall time on these shared machines carries other
        # tenants' load; both are reported.
        entry["pass"] = entry["ratio_cpu"] <= 1.02
        result["ab"][name] = entry
        b, p = entry["base"], entry["plugin"]
        print("| %s | %.3f [%.3f, %.3f] | %.3f [%.3f, %.3f] | %.4f | %.3f | %.3f | %.4f (%.4f) | %s |" % (
            name, b["wall"]["median"], b["wall"]["min"], b["wall"]["max"],
            p["wall"]["median"], p["wall"]["min"], p["wall"]["max"], entry["ratio_wall"],
            b["cpu"]["median"], p["cpu"]["median"], entry["ratio_cpu"], entry["paired_ratio_cpu"],
            "PASS" if entry["pass"] else "FAIL"))

    scale = [(int(n), path) for n, path in (x.split("=", 1) for x in args.scale)]
    rows = {n: {"arc": [], "loopsimplify": [], "total": []} for n, _ in scale}
    for rep in range(args.scale_reps):
        for n, path in scale:
            _, _, err = run_timed(plug_cmd + ["-time-passes", path])
            r = pass_rows(err)
            if "arc-elide" not in r:
                raise SystemExit("no arc-elide row in -time-passes output for " + path)
            rows[n]["arc"].append(r["arc-elide"][0])
            rows[n]["loopsimplify"].append(r.get("LoopSimplifyPass", (0, 0))[0])
            rows[n]["total"].append(r["Total"][0])
    if scale:
        print("\n## the pass's own time (-time-passes, arc-elide row, user+sys s; median of %d)\n"
              % args.scale_reps)
        print("| functions | arc-elide median [min, max] | x previous size | % of opt -O2 total "
              "| verdict (x <= 2.0) |")
        print("|---|---|---|---|---|")
        prev = None
        for n, path in scale:
            s = summary(rows[n]["arc"])
            total = statistics.median(rows[n]["total"])
            growth = s["median"] / prev[1] if prev and prev[1] > 0 else None
            # doubling check only when this size is exactly 2x the previous one
            verdict = "" if growth is None else ("PASS" if growth <= 2.0 else "FAIL")
            entry = {"module": path, "arc_elide": s,
                     "loop_simplify_all": summary(rows[n]["loopsimplify"]),
                     "opt_total": summary(rows[n]["total"]),
                     "share_of_total": s["median"] / total,
                     "growth_vs_previous": growth}
            result["scale"][str(n)] = entry
            print("| %d | %.4f [%.4f, %.4f] | %s | %.2f%% | %s |" % (
                n, s["median"], s["min"], s["max"], "-" if growth is None else "%.2f" % growth,
                100 * entry["share_of_total"], verdict))
            prev = (n, s["median"])
        first, last = scale[0][0], scale[-1][0]
        if last > first:
            import math
            t0 = statistics.median(rows[first]["arc"])
            t1 = statistics.median(rows[last]["arc"])
            exponent = math.log(t1 / t0) / math.log(last / first)
            result["scale_exponent"] = exponent
            print("\ngrowth exponent of the pass's time from %d to %d functions: %.3f "
                  "(1.0 = linear; doubling at most doubles <=> exponent <= 1)" % (first, last, exponent))

    os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump(result, f, indent=1)
    print("\nwrote " + args.json)


if __name__ == "__main__":
    main()
