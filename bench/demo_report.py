#!/usr/bin/env python3
"""Formats the steps of bench/demo.sh for a terminal (aligned columns, no compiler noise).

  demo_report.py remarks LOG SOURCE.c          the pass's remarks, one line each, by source line
  demo_report.py counts N REPS WITHOUT.err WITH.err   count_rc.c's lines as a table
  demo_report.py timing WITHOUT.out WITH.out [LOADAVG NPROC]
                                               the example's two timing outputs side by side,
                                               then the headline: row B in parallel without and
                                               with the pass in ns, row A (no refcounting) of
                                               the same run beside each, and a warning when the
                                               load average (a copy of /proc/loadavg taken
                                               before the timing) says other processes compete
                                               with the timed threads

Exits non-zero (with one line saying why) when the inputs show a wrong result: differing
checksums, or a count line missing.
"""
import re
import sys

REMARK = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?P<col>\d+): remark: (?P<text>.*?)"
                    r"\s*\[-Rpass(?P<missed>-missed)?=arc-elide\]\s*$")
FUNCTION = re.compile(r"^\s*(?:static\s+)?(?:\w+\s+\**)+(?P<name>\w+)\s*\([^;]*$")


def enclosing_functions(source):
    """Line number -> the name of the function whose definition starts at or before it."""
    names, current = {}, "file scope"
    with open(source) as f:
        for number, line in enumerate(f, 1):
            m = FUNCTION.match(line)
            if m and m.group("name") not in ("if", "for", "while", "switch", "return"):
                current = m.group("name")
            names[number] = current
    return names


def remarks(log, source):
    names = enclosing_functions(source)
    seen, rows = set(), []
    with open(log) as f:
        for line in f:
            m = REMARK.match(line.rstrip("\n"))
            if not m or (m["line"], m["text"]) in seen:
                continue
            seen.add((m["line"], m["text"]))
            text = m["text"]
            about_object = text.startswith("object ")
            if about_object:
                verdict = "shared" if m["missed"] else "local"
            elif m["missed"]:
                verdict = "refused"
            elif text.startswith("deleted"):
                verdict = "deleted"
            else:
                verdict = "hoisted"
            rows.append((about_object, int(m["line"]), names.get(int(m["line"]), "?"), verdict,
                         text))
    if not rows:
        sys.exit("error: the pass printed no remarks (was it loaded? see %s)" % log)
    rows.sort()
    width = max(len(r[2]) for r in rows)
    for group, title in ((False, "retain/release pairs in loops (hoisting, rules H1-H6)"),
                         (True, "allocations (thread-local objects: non-atomic counting)")):
        chosen = [r for r in rows if r[0] == group]
        if not chosen:
            continue
        print("   %s:" % title)
        print("     %-5s %-*s  %-8s %s" % ("line", width, "function", "verdict", "remark"))
        for _, line, fn, verdict, text in chosen:
            print("     %-5d %-*s  %-8s %s" % (line, width, fn, verdict, text))
    tally = {}
    for r in rows:
        tally[r[3]] = tally.get(r[3], 0) + 1
    print("   (%s)" % ", ".join("%d %s" % (n, v) for v, n in sorted(tally.items())))


COUNT = re.compile(r"count_rc: (.*)$")


def counts(n, reps, without, with_):
    n, reps = int(n), int(reps)
    # shared_handle.c runs a warm-up repetition of min(N, 1000) iterations, then REPS of N; rows
    # B and C retain and release, serially and in parallel: 4 loops per repetition.
    iterations = 4 * (min(n, 1000) + n * reps)
    print("   %-14s %10s %10s %14s %15s %8s   %s" % (
        "build", "retains", "releases", "local retains", "local releases", "threads",
        "calls per iteration of rows B, C"))
    values = []
    for label, path in (("without pass", without), ("with pass", with_)):
        fields = None
        with open(path) as f:
            for line in f:
                m = COUNT.search(line)
                if m:
                    fields = dict(kv.split("=") for kv in m.group(1).split())
        if fields is None:
            sys.exit("error: no count_rc line in %s (was the shim linked with -Wl,--wrap?)" % path)
        calls = sum(int(fields[k]) for k in
                    ("retains", "releases", "local_retains", "local_releases"))
        values.append(calls)
        print("   %-14s %10s %10s %14s %15s %8s   %.5f" % (
            label, fields["retains"], fields["releases"], fields["local_retains"],
            fields["local_releases"], fields["threads"], calls / iterations))
    print("   (%d loop iterations in rows B and C; the pass removed %d of %d calls, %.3f%%)" % (
        iterations, values[0] - values[1], values[0], 100.0 * (values[0] - values[1]) / values[0]))


LINE = re.compile(r"^\s+(?P<name>[A-Z] (?:serial|parallel)\s+.*?)\s+(?P<med>[\d.]+)\s+"
                  r"\[\s*(?P<lo>[\d.]+),\s*(?P<hi>[\d.]+)\]\s+(?P<ratio>[\d.]+)x row A")


def parse_timing(path):
    rows, header, checksum = [], "", None
    with open(path) as f:
        for line in f:
            m = LINE.match(line)
            if m:
                rows.append(m.groupdict())
            elif line.startswith("checksum:"):
                checksum = line.split()[1]
            elif "threads" in line and not header:
                header = line.strip()
    return header, rows, checksum


# A load average above half the cores means other processes ran on at least half of them: the
# parallel rows, one thread per core, share their cores, and their times move from run to run.
LOAD_LIMIT = 0.5


def load_warning(loadavg, nproc):
    """One line when the machine is too loaded for a stable figure, else None."""
    with open(loadavg) as f:
        load1 = float(f.read().split()[0])
    cores = int(nproc)
    if load1 <= LOAD_LIMIT * cores:
        return None, load1
    return ("warning: the machine is busy (load average %.2f over the last minute on %d cores, "
            "above %.1f): other processes share the cores with the timed threads, so these "
            "figures are not stable; rerun the demo on an idle machine" % (
                load1, cores, LOAD_LIMIT * cores)), load1


def headline(r0, r1, loadavg, nproc):
    by0 = {" ".join(r["name"].split()[:2]): r for r in r0}
    by1 = {" ".join(r["name"].split()[:2]): r for r in r1}
    if "B parallel" not in by0 or "A parallel" not in by0:
        sys.exit("error: rows B and A (parallel) missing from the example's output")
    b0, b1, a0, a1 = by0["B parallel"], by1["B parallel"], by0["A parallel"], by1["A parallel"]
    print()
    print("== result: row B in parallel (a shared handle retained and released in every "
          "iteration), ns per iteration, median")
    print("   without the pass: %8.2f ns   (row A, no refcounting, same run: %.2f ns)" % (
        float(b0["med"]), float(a0["med"])))
    print("   with the pass:    %8.2f ns   (row A, no refcounting, same run: %.2f ns)" % (
        float(b1["med"]), float(a1["med"])))
    if loadavg is not None:
        warning, load1 = load_warning(loadavg, nproc)
        if warning:
            print("   " + warning)
        else:
            print("   (load average %.2f on %s cores before the timing: quiet enough)" % (
                load1, nproc))


def timing(without, with_, loadavg=None, nproc=None):
    h0, r0, c0 = parse_timing(without)
    h1, r1, c1 = parse_timing(with_)
    if not r0 or len(r0) != len(r1):
        sys.exit("error: could not read the example's timing output (%s, %s)" % (without, with_))
    name_w = max(len(r["name"]) for r in r0)
    cell = lambda r: "%7.2f [%6.2f, %6.2f] %7.2fx" % (
        float(r["med"]), float(r["lo"]), float(r["hi"]), float(r["ratio"]))
    blank = " " * name_w
    print("   %s   %-32s   %-32s" % (blank, "without the pass", "with the pass"))
    print("   %s   %-32s   %-32s" % (blank, "  median [   min,    max]  x row A",
                                      "  median [   min,    max]  x row A"))
    for a, b in zip(r0, r1):
        print("   %-*s   %s   %s" % (name_w, a["name"], cell(a), cell(b)))
    print("   (%s; ratios are to row A of the same mode in the same run)" % h0.split(";")[0])
    if c0 != c1 or c0 is None:
        sys.exit("error: the checksums differ (without %s, with %s): the pass changed a result"
                 % (c0, c1))
    print("   checksum %s: the same with and without the pass" % c0)
    headline(r0, r1, loadavg, nproc)


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    {"remarks": remarks, "counts": counts, "timing": timing}[cmd](*args)


if __name__ == "__main__":
    main()
