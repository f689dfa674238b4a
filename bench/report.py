#!/usr/bin/env python3
"""bench/report.py - turns what bench/run.sh measured into the benchmark's three outputs.

Reads OUT/raw/<build>.txt (the `sample` lines of bench/rows.c), OUT/raw/<build>.remarks (the
pass's remarks), OUT/callgrind/*.out, OUT/compile_cost.json and the objc IR in OUT/obj, and
writes:

  the tables on stdout            ns per iteration (median) and the ratio to row A of the same
                                  process, serial and parallel; instructions per iteration;
                                  what objc-arc did; the acceptance verdicts
  OUT/results.json                everything, including every sample
  OUT/results.md                  the tables in Markdown (with min and max), for the README
  OUT/results.png                 the chart (gnuplot, pngcairo)

Exit status 1 when a build's run failed its result checks or is missing.
"""
import argparse
import datetime
import json
import os
import re
import statistics
import subprocess
import sys

ROWS = ["A", "B-static", "B-heap", "C", "M", "D", "D-seen", "R", "O"]
ROW_LABELS = {"A": "no refcounting", "B-static": "immortal literal", "B-heap": "shared heap handle",
              "C": "per-worker handle", "M": "bare malloc+free",
              "D": "new object per iteration",
              "D-seen": "D, use() visible", "R": "rotated copy",
              "O": "owned handle, read after release"}
MODES = ["serial", "parallel"]
LABELS = {
    "seed-spinlock.none": "seed spinlock runtime",
    "seed-spinlock.arc-elide": "seed spinlock runtime + arc-elide",
    "atomic.none": "unguarded atomic runtime",
    "atomic.arc-elide": "unguarded atomic runtime + arc-elide",
    "before.none": "libarcrt before issue 15",
    "before.arc-elide": "libarcrt before issue 15 + arc-elide",
    "ours.none": "libarcrt",
    "ours.arc-elide": "libarcrt + arc-elide",
    "lto.none": "libarcrt, full LTO",
    "lto.arc-elide": "libarcrt, full LTO + arc-elide at link",
    "objc.none": "objc IR, no ARC optimizer",
    "objc.objc-arc": "objc IR + opt -passes=objc-arc",
    "objc.arc-elide": "objc IR + arc-elide<runtime=objc>",
}
COLORS = {
    "seed-spinlock.none": "#b2182b", "seed-spinlock.arc-elide": "#f4a582",
    "atomic.none": "#8c510a", "atomic.arc-elide": "#dfc27d",
    "before.none": "#762a83", "before.arc-elide": "#c2a5cf",
    "ours.none": "#2166ac", "ours.arc-elide": "#92c5de",
    "lto.none": "#01665e", "lto.arc-elide": "#80cdc1",
    "objc.none": "#1b7837", "objc.objc-arc": "#5aae61", "objc.arc-elide": "#d9f0d3",
}
ROW_FUNCTIONS = {"A": "row_a", "B-static": "row_bstatic", "B-heap": "row_bheap", "C": "row_c",
                 "M": "row_m", "D": "row_d", "D-seen": "row_dseen", "R": "row_r",
                 "O": "row_o"}


def summary(xs):
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "n": len(xs),
            "samples": xs}


def read_build(out, build):
    path = os.path.join(out, "raw", build + ".txt")
    samples = {(r, m): [] for r in ROWS for m in MODES}
    checked = False
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                parts = line.split()
                if parts[:1] == ["sample"]:
                    samples[(parts[1], parts[2])].append(float(parts[4]))
                elif line.startswith("# all results checked"):
                    checked = True
    errors = ""
    err = os.path.join(out, "raw", build + ".err")
    if os.path.exists(err):
        errors = open(err).read().strip()
    result = {"label": LABELS.get(build, build), "results_checked": checked and not errors,
              "errors": errors, "rows": {}}
    for m in MODES:
        for r in ROWS:
            if samples[(r, m)]:
                result["rows"].setdefault(m, {})[r] = summary(samples[(r, m)])
        a = result["rows"].get(m, {}).get("A")
        for r, s in result["rows"].get(m, {}).items():
            s["ratio_to_A"] = s["median"] / a["median"] if a else None
            # the ratio per repetition (row and its A from the same repetition), median of those
            if a and len(a["samples"]) == len(s["samples"]):
                s["paired_ratio_to_A"] = statistics.median(
                    x / y for x, y in zip(s["samples"], a["samples"]))
    result["remarks"] = read_remarks(os.path.join(out, "raw", build + ".remarks"))
    return result


REMARK = re.compile(r"(?:^|/)([\w.]+:\d+):\d+: remark: (.*?)\s*\[-R?pass(-missed)?=arc-elide\]"
                    r"|^remark: ([\w./]+:\d+):\d+: (.*)$")


def read_remarks(path):
    out = []
    if not os.path.exists(path):
        return out
    for line in open(path):
        line = line.rstrip("\n")
        m = re.search(r"([\w.]+:\d+):\d+: remark: (.*?)\s*(\[-Rpass(-missed)?=arc-elide\])?$",
                      line)
        if m and (m.group(1), m.group(2)) not in [(x["at"], x["text"]) for x in out]:
            out.append({"at": m.group(1), "text": m.group(2)})
    return out


# ---- IR: which retain/release calls sit inside a loop (a cycle of the CFG) --------------------

def ir_functions(path):
    """{function name: [(block name, [lines])]} for the defined functions of a .ll file."""
    funcs, name, blocks = {}, None, None
    for line in open(path):
        if line.startswith("define "):
            name = re.search(r"@([\w.$\"]+)\(", line).group(1).strip('"')
            blocks = [["%entry", []]]
            first = True
        elif name and line.startswith("}"):
            funcs[name] = blocks
            name = None
        elif name:
            m = re.match(r"^([\w.$-]+):", line)
            if m:
                blocks.append(["%" + m.group(1), []])
            else:
                blocks[-1][1].append(line)
    return funcs


def calls_in_loops(blocks):
    """(retains, releases) in blocks that are on a cycle, and (retains, releases) overall."""
    succ = {}
    names = [b for b, _ in blocks]
    for i, (b, lines) in enumerate(blocks):
        text = "".join(lines)
        succ[b] = set(re.findall(r"label (%[\w.$-]+)", text))
    # a block is on a cycle if it can reach itself
    on_cycle = set()
    for b in names:
        seen, stack = set(), list(succ.get(b, ()))
        while stack:
            x = stack.pop()
            if x == b:
                on_cycle.add(b)
                break
            if x not in seen:
                seen.add(x)
                stack.extend(succ.get(x, ()))
    counts = {"retain_in_loop": 0, "release_in_loop": 0, "retain": 0, "release": 0}
    for b, lines in blocks:
        for line in lines:
            for kind in ("retain", "release"):
                if re.search(r"call \S+ @(llvm\.objc\.%s|objc_%s)\(" % (kind, kind), line):
                    counts[kind] += 1
                    if b in on_cycle:
                        counts[kind + "_in_loop"] += 1
    return counts


def objc_analysis(out, variants):
    result = {}
    for v in variants:
        path = os.path.join(out, "obj", "objc.%s.ll" % v)
        if not os.path.exists(path):
            continue
        funcs = ir_functions(path)
        per = {}
        for row, fn in ROW_FUNCTIONS.items():
            for mode, name in (("serial", fn + "_serial"),
                               ("parallel", fn + "_parallel.omp_outlined")):
                if name in funcs:
                    per["%s %s" % (row, mode)] = calls_in_loops(funcs[name])
        result[v] = per
    return result


# ---- callgrind ----------------------------------------------------------------------------------

def callgrind(out, n1, n2):
    result = {}
    for build in ("ours.none", "ours.arc-elide"):
        for row in ("a", "b-heap", "c", "m", "d"):
            ir = {}
            for n in (n1, n2):
                path = os.path.join(out, "callgrind", "%s.%s.%d.out" % (build, row, n))
                if os.path.exists(path):
                    for line in open(path):
                        if line.startswith("summary:"):
                            ir[n] = int(line.split()[1])
            if len(ir) == 2:
                name = {"a": "A", "b-heap": "B-heap", "c": "C", "m": "M", "d": "D"}[row]
                result.setdefault(build, {})[name] = {
                    "instructions": {str(n1): ir[n1], str(n2): ir[n2]},
                    "per_iteration": (ir[n2] - ir[n1]) / (n2 - n1)}
    return result


# ---- output -------------------------------------------------------------------------------------

def fmt_cell(s):
    if not s:
        return "-"
    ns = s["median"]
    return "%s (%sx)" % (("%.2f" % ns) if ns < 100 else ("%.0f" % ns),
                         ("%.2f" % s["ratio_to_A"]) if s["ratio_to_A"] < 10 else
                         ("%.1f" % s["ratio_to_A"]) if s["ratio_to_A"] < 100 else
                         ("%.0f" % s["ratio_to_A"]))


def terminal_table(builds, data, mode):
    w = max(len(data[b]["label"]) for b in builds)
    cells = {b: [fmt_cell(data[b]["rows"].get(mode, {}).get(r)) for r in ROWS] for b in builds}
    cw = max(14, max(len(c) for b in builds for c in cells[b]))
    lines = ["   %-*s  %s" % (w, mode + ": ns/iteration (x row A)",
                              "  ".join("%*s" % (cw, r) for r in ROWS))]
    for b in builds:
        lines.append("   %-*s  %s" % (w, data[b]["label"], "  ".join("%*s" % (cw, c)
                                                                      for c in cells[b])))
    return "\n".join(lines)


def markdown_tables(builds, data, full):
    out = []
    for mode in MODES:
        out.append("| %s: ns/iteration (x row A) | %s |" % (mode, " | ".join(ROWS)))
        out.append("|---|" + "---:|" * len(ROWS))
        for b in builds:
            cells = []
            for r in ROWS:
                s = data[b]["rows"].get(mode, {}).get(r)
                if not s:
                    cells.append("-")
                elif full:
                    cells.append("%.2f [%.2f, %.2f] (%.2fx)" % (s["median"], s["min"], s["max"],
                                                              s["ratio_to_A"]))
                else:
                    cells.append(fmt_cell(s))
            out.append("| %s | %s |" % (data[b]["label"], " | ".join(cells)))
        out.append("")
    return "\n".join(out)


def chart(out, builds, data, meta):
    dat = os.path.join(out, "results.dat")
    with open(dat, "w") as f:
        for mode in MODES:
            f.write("# %s\n" % mode)
            for r in ROWS:
                vals = []
                for b in builds:
                    s = data[b]["rows"].get(mode, {}).get(r)
                    vals += ["%.4f %.4f %.4f" % (s["median"], s["min"], s["max"])] if s else \
                        ["NaN NaN NaN"]
                f.write('"%s" %s\n' % (r, " ".join(vals)))
            f.write("\n\n")
    png = os.path.join(out, "results.png")
    plots = []
    for i, b in enumerate(builds):
        c = 2 + 3 * i
        plots.append("'%s' index IDX using %d:%d:%d%s title '%s' lc rgb '%s'" % (
            dat, c, c + 1, c + 2, ":xtic(L[int($0)+1])" if i == 0 else "", data[b]["label"], COLORS.get(b, "gray")))
    plot = ", \\\n     ".join(plots)
    script = """set terminal pngcairo size 1500,1100 font 'DejaVu Sans,11' noenhanced
set output '%(png)s'
set multiplot layout 2,1 title "arcelide benchmark: time per loop iteration (median; bars: min..max of %(reps)d repetitions; log scale)\\n%(machine)s, %(threads)d threads, N = %(n)d, %(date)s" font ',12'
array L[%(rows)d] = [%(labels)s]
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.9 border rgb '#404040'
set logscale y
set yrange [0.3:*]
set ylabel 'ns per iteration'
set grid ytics mytics
set key outside right top vertical
set xtics nomirror font ',10'
set bmargin 4
set title 'serial'
plot %(serial)s
set title 'parallel (OpenMP, %(threads)d threads)'
plot %(parallel)s
unset multiplot
""" % {"rows": len(ROWS),
       "labels": ", ".join('"%s\\n%s"' % (r, ROW_LABELS[r]) for r in ROWS),
       "png": png, "reps": meta["reps"], "machine": meta["machine"], "threads": meta["threads"],
       "n": meta["n"], "date": meta["date"], "serial": plot.replace("IDX", "0"),
       "parallel": plot.replace("IDX", "1")}
    gp = os.path.join(out, "results.gp")
    with open(gp, "w") as f:
        f.write(script)
    r = subprocess.run(["gnuplot", gp], capture_output=True, text=True)
    if r.returncode != 0:
        print("   gnuplot failed: %s" % " ".join(r.stderr.strip().splitlines()[-2:]))
        return None
    return png


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--n", type=int, required=True)
    ap.add_argument("--reps", type=int, required=True)
    ap.add_argument("--cg-n", type=int, nargs=2, required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--machine", required=True)
    ap.add_argument("--compiler", required=True)
    ap.add_argument("--commit", required=True)
    ap.add_argument("--compile-cost-status", default="skipped")
    ap.add_argument("--builds", nargs="+", required=True)
    a = ap.parse_args()

    meta = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "machine": a.machine, "threads": a.threads, "n": a.n, "reps": a.reps,
            "compiler": a.compiler, "commit": a.commit, "callgrind_n": a.cg_n,
            "command": "make bench", "unit": "ns per loop iteration"}
    data = {b: read_build(a.out, b) for b in a.builds}
    failed = [b for b in a.builds if not data[b]["results_checked"]]
    builds = [b for b in a.builds if data[b]["rows"]]

    print("   ns per iteration, median of %d; (x row A) is the ratio to row A of the same mode "
          "in the same process" % a.reps)
    for mode in MODES:
        print()
        print(terminal_table(builds, data, mode))

    # instructions
    cg = callgrind(a.out, *a.cg_n)
    print("\n   serial instructions per iteration (callgrind, libarcrt; (Ir(N=%d) - Ir(N=%d)) / "
          "%d, counted inside the row's function and its callees)" % (
              a.cg_n[1], a.cg_n[0], a.cg_n[1] - a.cg_n[0]))
    print("   %-24s %s" % ("", "  ".join("%8s" % r for r in ("A", "B-heap", "C", "M", "D"))))
    for b in ("ours.none", "ours.arc-elide"):
        if b in cg:
            print("   %-24s %s" % (LABELS[b], "  ".join(
                "%8.1f" % cg[b][r]["per_iteration"] if r in cg[b] else "%8s" % "-"
                for r in ("A", "B-heap", "C", "M", "D"))))

    # objc-arc
    objc = objc_analysis(a.out, [b.split(".", 1)[1] for b in a.builds if b.startswith("objc.")])
    if objc:
        print("\n   the objc peer: retain/release call sites inside the loop (total in the "
              "function) per row")
        variants = list(objc)
        keys = ["%s %s" % (r, m) for m in MODES for r in ROWS]
        print("   %-20s %s" % ("", "  ".join("%-26s" % LABELS["objc." + v][9:] for v in variants)))
        for k in keys:
            cells = []
            for v in variants:
                c = objc[v].get(k)
                cells.append("%-26s" % ("-" if not c else "%d+%d in loop (%d+%d)" % (
                    c["retain_in_loop"], c["release_in_loop"], c["retain"], c["release"])))
            print("   %-20s %s" % (k, "  ".join(cells)))

    # compile cost
    cc = None
    ccp = os.path.join(a.out, "compile_cost.json")
    if a.compile_cost_status == "ok" and os.path.exists(ccp):
        cc = json.load(open(ccp))
        print("\n   compile cost (bench/compile_cost/run.sh): opt -O2 CPU time with / without "
              "the plugin")
        for name, e in cc.get("ab", {}).items():
            print("   %-44s %.3fx (paired %.3fx)" % (name, e["ratio_cpu"], e["paired_ratio_cpu"]))
        if cc.get("scale"):
            print("   the pass's own time as the module doubles: %s; exponent %.2f" % (
                ", ".join("%s fn %.3f s" % (n, e["arc_elide"]["median"])
                          for n, e in cc["scale"].items()), cc.get("scale_exponent", float("nan"))))
    else:
        print("\n   compile cost: %s" % a.compile_cost_status)

    # verdicts
    print("\n   acceptance (issue 5):")
    verdicts = []

    def verdict(ok, text):
        verdicts.append({"ok": ok, "text": text})
        print("   %-4s %s" % ({True: "ok", False: "MISS", None: "n/a"}[ok], text))

    on = data.get("ours.arc-elide", {}).get("rows", {})
    off = data.get("ours.none", {}).get("rows", {})
    if on:
        r = on["parallel"]["B-heap"]["ratio_to_A"]
        verdict(r <= 1.2, "B-heap parallel with the pass: %.2fx A parallel (target <= 1.2x)" % r)
        for mode in MODES:
            r = on[mode]["B-static"]["ratio_to_A"]
            verdict(r <= 1.2, "B-static %s with the pass: %.2fx A (target <= 1.2x)" % (mode, r))
        # Row D's use() is opaque: the fresh object may escape through it, so the rewrite must
        # refuse (and the bench says so); row D-seen is the same loop with a use() the compiler
        # sees, where the thread-local target applies.
        fresh = [x["text"] for x in data["ours.arc-elide"]["remarks"]
                 if x["text"].startswith("object 'fresh'")]
        escapes_through_use = [t for t in fresh if "passed to use()" in t]
        made_local = [t for t in fresh if "is thread-local" in t]
        for row, applied, why in (
                ("D", not escapes_through_use,
                 escapes_through_use[0] if escapes_through_use else ""),
                ("D-seen", bool(made_local), "no thread-local remark for 'fresh' in row D-seen")):
            speedup = off["parallel"][row]["median"] / on["parallel"][row]["median"]
            if applied:
                verdict(speedup >= 1.5, "%s parallel: %.2fx faster with the pass, object made "
                        "thread-local (target >= 1.5x)" % (row, speedup))
            else:
                verdict(None, "%s parallel: %.2fx with the pass; the thread-local rewrite did not "
                        "apply: %s" % (row, speedup, why))
    peers = [b for b in ("seed-spinlock.none", "atomic.none", "objc.objc-arc") if b in builds]
    verdict(len(peers) == 3, "measured peers: %s" % ", ".join(LABELS[b] for b in peers))
    verdict(not failed, "every row's result, every object's destruction and the final counts "
            "checked in every build" + ("" if not failed else ": FAILED in " + ", ".join(failed)))
    for b in failed:
        print("        %s: %s" % (b, data[b]["errors"][:300] or "no results"))

    # issue 15: the runtime's own paths, in the same run
    print("\n   acceptance (issue 15):")
    if off:
        d, m = off["serial"]["D"]["median"], off["serial"]["M"]["median"]
        verdict(d <= m, "D serial without the pass: %.2f ns, %.2fx row M's %.2f ns (target <= 1x)"
                % (d, d / m, m))
        r = off["parallel"]["C"]["ratio_to_A"]
        verdict(r <= 3, "C parallel without the pass: %.2fx A parallel (target <= 3x)" % r)
    # Compared as ratios to row A of the same process (a noisy neighbour slows a whole process),
    # with 5% of slack; the ns are shown too.
    old_on = data.get("before.arc-elide", {}).get("rows", {})
    if on and old_on:
        worse = ["%s %s %.2fx A (%.2f ns), before %.2fx A (%.2f ns)" % (
                     r, mode, on[mode][r]["ratio_to_A"], on[mode][r]["median"],
                     old_on[mode][r]["ratio_to_A"], old_on[mode][r]["median"])
                 for mode in MODES for r in ROWS
                 if r != "A" and r in on.get(mode, {}) and r in old_on.get(mode, {})
                 and on[mode][r]["ratio_to_A"] > 1.05 * old_on[mode][r]["ratio_to_A"]]
        verdict(not worse, "with the pass, every row (as a ratio to row A) at least as fast as "
                "with libarcrt before issue 15, within 5%" +
                ("" if not worse else ": slower: " + "; ".join(worse)))

    # issue 13: full LTO (rows.c and use.c both -flto, the pass at the link, use() seen)
    lto_on = data.get("lto.arc-elide", {}).get("rows", {})
    lto_off = data.get("lto.none", {}).get("rows", {})
    if lto_on and lto_off:
        print("\n   full LTO (issue 13): rows.c and use.c compiled -flto, arc-elide at the link; "
              "median [min, max] ns (x row A of the same process):")
        for mode in MODES:
            for r in ("B-heap", "D", "D-seen"):
                cells = []
                for b in ("ours.none", "ours.arc-elide", "lto.none", "lto.arc-elide"):
                    x = data.get(b, {}).get("rows", {}).get(mode, {}).get(r)
                    cells.append("%s %s" % (LABELS[b], "%.2f [%.2f, %.2f] (%.2fx)" % (
                        x["median"], x["min"], x["max"], x["ratio_to_A"]) if x else "-"))
                print("   %-6s %-8s %s" % (r, mode, "; ".join(cells)))
        made_local = sorted({x["at"] for x in data["lto.arc-elide"]["remarks"]
                             if x["text"].startswith("object 'fresh'")
                             and "is thread-local" in x["text"]})
        verdict(bool(made_local), "row D's fresh object made thread-local at link time (use() in "
                "use.c seen under LTO): %s" % (", ".join(made_local) or "no such remark"))
        for mode in MODES:
            speedup = lto_off[mode]["D"]["median"] / lto_on[mode]["D"]["median"]
            verdict(None, "D %s under full LTO: %.2fx faster with the pass at the link (a report, "
                    "no target)" % (mode, speedup))

    # files
    png = chart(a.out, builds, data, meta)
    md = os.path.join(a.out, "results.md")
    with open(md, "w") as f:
        f.write("Machine: %s; %d OpenMP threads; %s; commit %s; %s.\n"
                "N = %d iterations per row, %d repetitions; `make bench`.\n\n" % (
                    a.machine, a.threads, a.compiler, a.commit, meta["date"], a.n, a.reps))
        f.write(markdown_tables(builds, data, full=False))
        f.write("\nWith min and max:\n\n")
        f.write(markdown_tables(builds, data, full=True))
    result = {"meta": meta, "builds": data, "callgrind": cg, "objc_ir": objc,
              "compile_cost": cc, "compile_cost_status": a.compile_cost_status,
              "verdicts": verdicts, "failed": failed}
    js = os.path.join(a.out, "results.json")
    with open(js, "w") as f:
        json.dump(result, f, indent=1)
    print("\n   wrote %s, %s%s" % (js, md, ", " + png if png else ""))
    if not png:
        print("   error: the chart was not written (gnuplot failed; see %s)" % os.path.join(
            a.out, "results.gp"))
    return 1 if failed or len(builds) != len(a.builds) or not png else 0


if __name__ == "__main__":
    sys.exit(main())
