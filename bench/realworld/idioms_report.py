#!/usr/bin/env python3
"""The table of bench/realworld/idioms.sh: one row per counted IR set and idiom, from the
JSON files idioms_inloop.py wrote into OUT (NAME.json, NAME's version in PROJECT.version), and the
test-suite results of the builds without and with the plugin: gtest's JSON reports
(OUT/yaml-cpp/tests/VARIANT.json with libc++, OUT/yaml-cpp/tests-libstdcxx/VARIANT.json with
libstdc++) and cargo test's logs (OUT/rust-oracle/VARIANT.log), each
test's result compared with the base build's; and a table of the intrusive-count candidates
found by IR pattern (at + 0 and at other offsets, by last-reference path) before and after each
variant, with the intrusive_count runtime's remarks.

    idioms_report.py OUT
"""
import collections
import glob
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("idioms_inloop",
                                               os.path.join(HERE, "idioms_inloop.py"))
idioms_inloop = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(idioms_inloop)

LIBRARY = {"libcxx": "libc++ 19", "libstdcxx": "libstdc++ 12", "libcxx-tests": "libc++ 19",
           "libstdcxx-tests": "libstdc++ 12"}
# the folder of a C++ test suite's builds: the library they were built with
SUITE_LIBRARY = {"tests": "libc++ 19", "tests-libstdcxx": "libstdc++ 12"}


def pairs(c):
    """'pairs (invariant)', and the slot pairs when there are any (idioms_inloop.py)."""
    return "%d (%d)%s" % (c["pairs"], c.get("invariant_pairs", 0),
                          ", slot %d" % c["slot_pairs"] if c.get("slot_pairs") else "")


def cell(c, key):
    return "%d / %d" % (c[key][1], c[key][0]) if c else "-"


def intrusive_cells(ir):
    """The in-loop intrusive_ir tallies (idioms_inloop.py) of one set: increments, decrements
    by last-reference path, calls of an out-of-line release(), pairs (invariant), each at + 0
    and at another offset."""
    at = {"+0": collections.Counter(), "+N": collections.Counter()}
    for key, (_, inloop) in ir["counts"].items():
        words = key.split()
        where = "+0" if words[1] == "+0" else "+N"
        at[where][" ".join([words[0]] + words[2:])] += inloop
    cells = []
    for where in ("+0", "+N"):
        c = at[where]
        dec = ", ".join("%s %d" % (k.split()[1], v) for k, v in sorted(c.items())
                        if k.startswith("decrement ") and v)
        calls = sum(v for k, v in c.items() if k.startswith("decrement_call"))
        cells.append("%d / %d%s%s; pairs %d (%d)" % (
            c["increment"], sum(v for k, v in c.items() if k.startswith("decrement ")),
            " (%s)" % dec if dec else "", ", via release() %d" % calls if calls else "",
            c["pairs"], c["invariant_pairs"]))
    return cells


def intrusive_table(out):
    """Rows of the intrusive-count candidates by IR pattern, per set that has any."""
    lines = []
    variants = []
    for path in sorted(glob.glob(os.path.join(out, "*.json"))):
        with open(path) as f:
            data = json.load(f)
        ir = data["before"].get("intrusive_ir")
        if not ir or not ir["counts"]:
            continue
        variants = sorted(data["variants"])
        row = [os.path.basename(path)[:-5]] + intrusive_cells(ir)
        for vname in variants:
            v = data["variants"][vname]
            after = intrusive_cells(v["intrusive_ir"])
            rt = v["remarks"].get("by_runtime", {}).get("intrusive_count", {})
            refused = ", ".join("%s %d" % (k.split()[1], n) for k, n in sorted(rt.items())
                                if k.startswith("NotHoisted "))
            row.append("+0: %s; +N: %s; intrusive_count: %d hoisted, %d refused%s" % (
                after[0].split(";")[0], after[1].split(";")[0],
                rt.get("Hoisted", 0) + rt.get("HoistedLazily", 0), rt.get("NotHoisted", 0),
                " (%s)" % refused if refused else ""))
        lines.append("| " + " | ".join(row) + " |")
    if not lines:
        return []
    head = ["set", "at + 0 in loops: inc / dec (by last-reference path); pairs (invariant)",
            "at + N: the same"] + ["after `%s`: inc / dec in loops; remarks" % v
                                   for v in variants]
    return ["", "Intrusive-count candidates by IR pattern (idioms_inloop.py's `intrusive_ir`):",
            "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)] + lines


def main():
    out = sys.argv[1]
    rows, details = [], []
    for path in sorted(glob.glob(os.path.join(out, "*.json"))):
        name = os.path.basename(path)[:-5]
        project, _, lib = name.partition(".")
        with open(path) as f:
            data = json.load(f)
        version = ""
        vfile = os.path.join(out, project + ".version")
        if os.path.exists(vfile):
            version = open(vfile).read().strip().replace("\n", ", ")
        if project.startswith("rust") and os.path.exists(os.path.join(out, "rust.version")):
            rv = open(os.path.join(out, "rust.version")).read().split()[1]
            version = ("rustc %s" % rv) + (", " + version if version else "")
        label = project + (" (tests)" if lib.endswith("tests") else "")
        if project.startswith("rust-"):
            label = project[len("rust-"):] + (" (Rust standard library)" if project == "rust-std"
                                               else " (Debian librust-*-dev)")
        before = data["before"]
        for idiom, c in sorted(before["counts"].items()):
            if not (c["increment"][0] or c["decrement"][0]):
                continue
            row = [label, version, LIBRARY.get(lib, "Rust") + ": " + idiom,
                   str(before["modules"]), cell(c, "increment"), cell(c, "decrement"),
                   pairs(c),
                   "%d / %d" % (c["decrement_call"][1], c["decrement_call"][0])]
            for vname, v in sorted(data["variants"].items()):
                a = v["counts"].get(idiom)
                r = v["remarks"]
                rules = ", ".join("%s %d" % kv for kv in sorted(r["by_rule"].items())) or "none"
                rejected = set(x["module"] for x in v["rejected"])
                lost = collections.Counter(x["kind"] for x in before["sites"]
                                           if x["module"] in rejected and x["idiom"] == idiom)
                row.append("%d / %d (pairs %s); hoisted %d loops, %d handles; refused %d: %s%s"
                           % (a["increment"][1] if a else 0, a["decrement"][1] if a else 0,
                              pairs(a) if a else "0 (0)",
                              r["loops_hoisted"], r["handles_hoisted"],
                    r["refused"], rules,
                    "; **opt crashed on %d modules** (%s; %d / %d of the in-loop inc / dec "
                    "before)" % (len(rejected), ", ".join(sorted(
                        os.path.basename(m)[:-3] for m in rejected)), lost["increment"],
                        lost["decrement"]) if rejected else ""))
            rows.append((sorted(data["variants"]), row))
        for vname, v in sorted(data["variants"].items()):
            by_reason = collections.Counter(
                "%s: %s" % (x["rule"], idioms_inloop.reason_of(x["message"]))
                for x in v["remarks"]["refusals"]).most_common()
            for reason, n in by_reason[:8]:
                details.append("| %s | %s | %d | %s |" % (label + " " + LIBRARY.get(lib, "Rust"),
                                                       vname, n, reason))
    variants = rows[0][0] if rows else []
    head = ["project", "version", "library: idiom", "modules", "inc in loops / all",
            "dec in loops / all", "same-value pairs in loops (base defined outside the loop)"
            ", slot pairs", "dtor calls in loops / all"]
    head += ["after `%s`: inc / dec in loops; remarks" % v for v in variants]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for _, row in rows:
        print("| " + " | ".join(row) + " |")
    for line in intrusive_table(out):
        print(line)
    if details:
        print()
        print("| set | variant | refusals | rule: reason |")
        print("|---|---|---|---|")
        print("\n".join(details))
    suites = []  # (suite, variant, {test: result})
    for path in sorted(glob.glob(os.path.join(out, "*", "tests*", "*.json"))):
        with open(path) as f:
            t = json.load(f)
        results = {}
        for suite in t.get("testsuites", []):
            for case in suite.get("testsuite", []):
                results[suite["name"] + "." + case["name"]] = (
                    "failed" if case.get("failures") else "passed"
                    if case.get("result", "COMPLETED") == "COMPLETED" and
                    case.get("status", "RUN") == "RUN" else "skipped")
        fallback = path[:-5] + ".fallback"
        crashed = sorted(set(os.path.basename(l.strip())[:-len(".cpp.o")]
                             for l in open(fallback))) if os.path.exists(fallback) else []
        variant = os.path.basename(path)[:-5]
        yamls = glob.glob(os.path.join(os.path.dirname(path), variant, "**", "*.opt.yaml"),
                          recursive=True)
        folder = path.split(os.sep)[-2]
        suites.append(("%s (%s)" % (path.split(os.sep)[-3], SUITE_LIBRARY.get(folder, folder)),
                       variant, results, crashed, yamls))
    # cargo test's logs: "test NAME ... ok|FAILED|ignored", and a test binary that dies
    # ("error: test failed, to rerun pass `--test NAME`") as one failed test NAME.
    for path in sorted(glob.glob(os.path.join(out, "rust-oracle", "*.log"))):
        results, binary = {}, ""
        for line in open(path, errors="replace"):
            m = re.match(r"\s*Running (\S+)", line)
            if m:  # "Running tests/scope_join.rs (...)", "Running unittests src/lib.rs (...)"
                binary = line.split("(")[0].split()[-1]
            m = re.match(r"test (\S+)(?: - should panic)? \.\.\. (ok|FAILED|ignored)", line)
            if m:
                results[binary + "::" + m.group(1)] = {"ok": "passed", "FAILED": "failed",
                                                       "ignored": "skipped"}[m.group(2)]
            m = re.match(r"error: test failed, to rerun pass `--test (\S+)`", line)
            if m:
                results[m.group(1) + " (binary)"] = "failed"
        variant = os.path.basename(path)[:-4]
        yamls = glob.glob(os.path.join(out, "rust-oracle", "remarks-" + variant, "*"))
        suites.append(("rayon-core", variant, results, [], yamls))
    if suites:
        print()
        print("| test suite | variant | tests | passed | failed | differs from base | units "
              "compiled without the plugin (clang crashed with it) | the pass in the build: "
              "handles hoisted, refused by rule |")
        print("|---|---|---|---|---|---|---|---|")
        base = {p: r for p, v, r, _, _ in suites if v == "base"}
        for project, variant, results, crashed, yamls in suites:
            r = idioms_inloop.remarks(yamls)
            pass_cell = "-" if variant == "base" else "%d hoisted; %d refused %s" % (
                r["handles_hoisted"], r["refused"],
                ", ".join("%s %d" % kv for kv in sorted(r["by_rule"].items())) or "")
            counts = collections.Counter(results.values())
            diff = [k for k in sorted(set(results) | set(base.get(project, {})))
                    if base.get(project, {}).get(k) != results.get(k)]
            print("| %s | %s | %d | %d | %d | %s | %s | %s |" % (
                project, variant, len(results), counts["passed"], counts["failed"],
                "(base)" if variant == "base" else ", ".join(diff[:5]) or "none",
                ", ".join(crashed) or "none", pass_cell))
    return 0


if __name__ == "__main__":
    sys.exit(main())
