#!/usr/bin/env python3
"""The report of bench/realworld: report.py OUT [PROJECT...] prints a markdown report of the
variants measured under OUT (projects not measured yet are left out) (OUT/PROJECT/VARIANT/result.json, measure.py) and writes it to
OUT/report.md.

One row per project and plugin variant, against the project's base build (no plugin): retain/
release call sites inside loops before and after, loops with a hoisted handle, handles hoisted,
pairs deleted, refusals, compile CPU time and .text size before and after, and the test suite's
counts before and after (any test whose result differs is listed as a finding). Then the ten most
frequent refusal reasons of each project's plugin build, and its refused handles by what the
loop does with them, as the remark says (the pass groups a loop's calls by handle): "retain/release
of" (a pair on one handle), "retain of" (retain only) or "release of" (release only: a container's
references consumed, mostly). Loops of the plugin build's final IR that hold refcount calls but
got no refusal (inloop.py's loops, matched to the refusals by function, file and line) are
classed by the calls left in them: a pair on one handle (a release whose argument is a retain's
argument or result), a retain and a release on different handles, retain only, release only.
Up to ten refused pairs are listed, the most frequent reasons first but handles that are another
object in each iteration last: the candidates a sound rule might take.
"""
import collections
import json
import os
import re
import sys

PLUGIN_VARIANTS = ("plugin", "delete-pairs", "custom")


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def secs(x):
    return "%.1f" % x if x < 10 else "%.0f" % x


def pct(a, b):
    return "%+.0f%%" % (100.0 * (b - a) / a) if a else "-"


def classify(calls):
    retains = [c for c in calls if c["kind"] == "retain"]
    releases = [c for c in calls if c["kind"] == "release"]
    if retains and releases:
        names = {c["arg"] for c in retains} | {c["result"] for c in retains if c["result"]}
        if any(c["arg"] in names for c in releases):
            return "pair on one handle"
        return "retain and release, different handles"
    return "retain only" if retains else "release only"


def test_cell(t):
    if not t:
        return "n/a"
    return "%d/%d/%d" % (t.get("passed", 0), t.get("failed", 0), t.get("skipped", 0))


def main(argv):
    out = argv[0]
    projects = argv[1:] or sorted(d for d in os.listdir(out) if os.path.isdir(os.path.join(out, d))
                                  and d not in ("src",))
    lines = []
    emit = lines.append
    emit("| project | variant | rc calls in loops before → after | loops hoisted | handles "
         "hoisted | pairs deleted | refused | compile CPU s before → after | .text bytes "
         "before → after | tests pass/fail/skip before → after |")
    emit("|---|---|---|---|---|---|---|---|---|---|")
    findings, details = [], []
    for p in projects:
        pdir = os.path.join(out, p)
        if not os.path.isdir(pdir):  # not run yet
            continue
        if os.path.exists(os.path.join(pdir, "unavailable")):
            emit("| %s | - | source not available: %s | | | | | | | |" % (
                p, open(os.path.join(pdir, "unavailable")).read().strip()))
            continue
        base = load(os.path.join(pdir, "base", "result.json"))
        if not base or "error" in base:
            emit("| %s | base | %s | | | | | | | |" % (p, (base or {}).get("error", "not built")))
            continue
        for variant in PLUGIN_VARIANTS:
            r = load(os.path.join(pdir, variant, "result.json"))
            if r is None:
                continue
            if "error" in r:
                emit("| %s | %s | %s | | | | | | | |" % (p, variant, r["error"]))
                continue
            rem = r["remarks"]
            bc, rc_ = base["compile"]["cpu_s"], r["compile"]["cpu_s"]
            bt, rt = base["text_bytes"], r["text_bytes"]
            same = base["text_bytes"] > 0 and r.get("text_sha1") == base.get("text_sha1")
            emit("| %s | %s | %d → %d | %d of %d | %d | %d | %d | %s → %s (%s) | %d → %d (%s%s) "
                 "| %s → %s |" % (
                     p, variant, base["rc_in_loops"], r["rc_in_loops"], rem["loops_hoisted"],
                     rem["loops_seen"], rem["handles_hoisted"], rem["pairs_deleted"],
                     rem["refused"], secs(bc), secs(rc_), pct(bc, rc_), bt, rt, pct(bt, rt),
                     ", same code" if same else "",
                     test_cell(base["tests"]), test_cell(r["tests"])))
            bt_, rt_ = base["tests"] or {}, r["tests"] or {}
            note = (" (the project's own machine code is identical in both builds: the "
                    "difference is the test's, not the pass's)" if same else "")
            if (bt_.get("passed"), bt_.get("failed")) != (rt_.get("passed"), rt_.get("failed")):
                findings.append("%s/%s: test counts differ from base (%s vs %s)%s" % (
                    p, variant, test_cell(bt_), test_cell(rt_), note))
            for name, res in sorted(rt_.get("per_test", {}).items()):
                was = bt_.get("per_test", {}).get(name)
                if was != res:
                    findings.append("%s/%s: test %s: %s without the plugin, %s with it%s" % (
                        p, variant, name, was, res, note))
        # The refusals of the custom runtime's build where there is one (the one that knows the
        # project's refcounting), else of the plugin build.
        for variant in ("custom", "plugin"):
            r = load(os.path.join(pdir, variant, "result.json"))
            if r and "error" not in r:
                details.append(("%s (%s)" % (p, variant), r,
                                load(os.path.join(pdir, variant, "refusals.json")) or [],
                                load(os.path.join(pdir, variant, "inloop.json")) or {}))
                break
    emit("")
    emit("rc calls: static call sites of the profile's retain/release entries inside a CFG cycle "
         "of the final IR (inloop.py); compile: CPU seconds of the whole build, tests included; "
         "tests: the project's own suite; same code: the .text of every library and executable is "
         "byte-identical to the base build's.")
    for p in projects:
        ab = load(os.path.join(out, p, "compile_ab.json"))
        if ab and ab.get("base_cpu_s"):
            emit("")
            emit("- %s, compile time file by file (the %d library files compiled without and with "
                 "the plugin in turn, CPU s): %s → %s (%+.1f%%)" % (
                     p, ab["files"], secs(ab["base_cpu_s"]), secs(ab["plugin_cpu_s"]),
                     ab["overhead_pct"]))
    for f in findings:
        emit("")
        emit("- finding: " + f)
    for p, r, refusals, counted in details:
        emit("")
        emit("### %s: refusals by rule (%s)" % (p, ", ".join(
            "%s: %d" % kv for kv in sorted(r["remarks"]["by_rule"].items())) or "none"))
        emit("")
        if r["remarks"]["by_reason"]:
            emit("| refusals | rule: reason |")
            emit("|---|---|")
            for reason, n in r["remarks"]["by_reason"][:10]:
                emit("| %d | %s |" % (n, reason.replace("|", "\\|")))
        # Each refusal by what the loop does with that handle, as the pass grouped its calls
        # (the remark says "retain/release of", "retain of" or "release of"); the loops of the
        # final IR that hold refcount calls and got no refusal, by the calls left in them.
        by_site = {}
        for loop in counted.get("loops", []):
            for c in loop["calls"]:
                by_site.setdefault((os.path.basename(c["file"]), c["line"], loop["function"]),
                                   []).append(loop)
        classes, matched_loops, candidates = collections.Counter(), set(), []
        crosstab = collections.Counter()
        for x in refusals:
            kind = ("pair on one handle" if x["message"].startswith("retain/release of")
                    else "retain only" if x["message"].startswith("retain of") else "release only")
            classes["refused handle: " + kind] += 1
            crosstab[(kind, "%s: %s" % (x["rule"], x["reason"]))] += 1
            for loop in by_site.get((x["file"], x["line"], x["function"]), [])[:1]:
                matched_loops.add(id(loop))
            if kind == "pair on one handle":
                candidates.append(x)
        for loop in counted.get("loops", []):
            if id(loop) not in matched_loops:
                classes["loop without a refusal: " + classify(loop["calls"])] += 1
        emit("")
        emit("Refused handles, by what the loop does with them; loops of the final IR with "
             "refcount calls and no refusal, by the calls left in them:")
        emit("")
        for k, n in sorted(classes.items()):
            emit("- %s: %d" % (k, n))
        if crosstab:
            emit("")
            emit("| refused handles | what the loop does with it | rule: reason |")
            emit("|---|---|---|")
            for (kind, reason), n in sorted(crosstab.items(), key=lambda kv: (kv[0][0], -kv[1])):
                emit("| %d | %s | %s |" % (n, kind, reason.replace("|", "\\|")))
        if candidates:
            emit("")
            emit("Refused loops that hold a retain/release pair on one handle (up to 10):")
            emit("")
            seen = set()
            order = collections.Counter("%s: %s" % (x["rule"], x["reason"]) for x in candidates)
            # A handle that is another object in each iteration is no hoisting candidate at all:
            # those come last.
            for x in sorted(candidates, key=lambda x: ("computed in the loop, so it may be a "
                                                       "different object" in x["reason"],
                                                       -order["%s: %s" % (x["rule"], x["reason"])])):
                key = (x["file"], x["line"], x["rule"])
                if key in seen:
                    continue
                seen.add(key)
                fn = x["function"] if len(x["function"]) <= 48 else x["function"][:45] + "..."
                why = re.sub(r"\s*\(\w+ runtime; [^)]*\)", "", x["message"].split("): ", 1)[-1])
                loop = x["loop"] if len(x["loop"]) <= 60 else x["loop"][:57] + "..."
                emit("- %s:%d, %s (%s, %s): %s" % (x["file"], x["line"], loop, fn, x["rule"], why))
                if len(seen) == 10:
                    break
    text = "\n".join(lines) + "\n"
    with open(os.path.join(out, "report.md"), "w") as f:
        f.write(text)
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
