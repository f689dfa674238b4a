#!/usr/bin/env python3
"""Measures one built variant of a project for bench/realworld: writes DIR/result.json.

    measure.py --project P --variant V --profiles glib [--jobs N] DIR

DIR holds build/ (the build folder), time.json (timed.py's record of the build), test.log and
test.rc. Measured, over the project's own code (every path with a folder named tests, test,
fuzzing or examples left out):
- in-loop retain/release call sites in the final IR (inloop.py; its loops go to DIR/inloop.json);
- arc-elide's remarks (*.opt.yaml, read with tools/remark-summary.py's parser): loops the pass
  looked at, loops with a hoisted handle, handles hoisted and refused, refusals by rule and by
  reason, pairs deleted (H9 and the NULL/immortal deletions); each refusal is kept in
  DIR/refusals.json for the report's classification;
- code size: the .text bytes of the project's shared libraries and executables (ELF files of
  type EXEC or DYN built, outside the test folders);
- compile time: CPU seconds (user + system) of the whole build, tests included;
- tests: meson's meson-logs/testlog.json (each test's name and result), automake's .trs
  files (one per test), or else the test log's "PASS: name" and "FAIL: name" lines.
"""
import argparse
import collections
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXCLUDED = {"tests", "test", "fuzzing", "examples", "testsuite"}


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


summary = load("remark_summary", os.path.join(ROOT, "tools", "remark-summary.py"))


def own_files(build, suffixes):
    for root, dirs, names in os.walk(build):
        parts = set(os.path.relpath(root, build).split(os.sep))
        if parts & EXCLUDED or any(p.startswith("meson-") for p in parts):
            continue
        for name in sorted(names):
            if name.endswith(suffixes):
                yield os.path.join(root, name)


def reason_of(message):
    """A refusal's reason without its names and places: what the refusals share."""
    m = re.search(r"not hoisted \((H\d+)\):\s*(.*)$", message)
    text = m.group(2) if m else message
    text = re.sub(r"\s*\([a-z]+ runtime; [^)]*\)", "", text)  # "(glib runtime; the loop at ..)"
    text = re.sub(r";? to hoist it, .*$", "", text)  # the advice
    text = re.sub(r"'[^']*'", "'X'", text)
    text = re.sub(r"\b[\w.$]+\(\)", "f()", text)
    text = re.sub(r"[\w./-]+\.[ch]:\d+(:\d+)?", "FILE:LINE", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return text.strip()


def remarks(build):
    seen, refusals = set(), []
    hoisted_loops, loops, handles, deleted = set(), set(), 0, collections.Counter()
    for path in own_files(build, (".opt.yaml",)):
        for doc in summary.documents(path):
            r = summary.parse(doc)
            if r.get("pass") != "arc-elide":
                continue
            identity = (r["kind"], r.get("name"), r.get("function"), r["file"], r["line"],
                        r["message"])
            if identity in seen:
                continue
            seen.add(identity)
            keys, name = r["keys"], r.get("name")
            where = os.path.basename(r["file"] or "")
            if name in ("PairDeleted", "ImprecisePairDeleted", "NullDeleted", "ImmortalDeleted"):
                deleted[name] += 1
            if "Loop" not in keys:
                continue
            loop = (where, keys["Loop"])
            if name in ("Hoisted", "HoistedLazily"):
                loops.add(loop)
                hoisted_loops.add(loop)
                handles += 1
            elif name == "NotHoisted":
                loops.add(loop)
                refusals.append({"file": where, "line": r["line"], "loop": keys["Loop"],
                                 "function": r.get("function", "?"),
                                 "handle": keys.get("Handle", "?"), "rule": keys.get("Rule", "?"),
                                 "reason": reason_of(r["message"]), "message": r["message"]})
    return {"loops_seen": len(loops), "loops_hoisted": len(hoisted_loops),
            "handles_hoisted": handles, "refused": len(refusals),
            "deleted": dict(deleted), "pairs_deleted": sum(deleted.values()),
            "by_rule": dict(collections.Counter(x["rule"] for x in refusals)),
            "by_reason": collections.Counter(
                "%s: %s" % (x["rule"], x["reason"]) for x in refusals).most_common()}, refusals


def text_bytes(build):
    """The .text bytes of the shared libraries and executables (ELF types 2 and 3) built, and a
    checksum of their contents (equal checksums: the pass changed no machine code)."""
    total, digest = 0, hashlib.sha1()
    for path in own_files(build, ("",)):
        if os.path.islink(path) or not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            head = f.read(18)
        if head[:4] != b"\x7fELF" or int.from_bytes(head[16:18], "little") not in (2, 3):
            continue
        out = subprocess.run(["size", "-A", "-d", path], capture_output=True, text=True).stdout
        for line in out.splitlines():
            cols = line.split()
            if cols and cols[0] == ".text":
                total += int(cols[1])
        with tempfile.TemporaryDirectory() as tmp:
            raw = os.path.join(tmp, "text")
            subprocess.run(["objcopy", "-O", "binary", "--only-section=.text", path, raw],
                           capture_output=True)
            if os.path.exists(raw):
                digest.update(os.path.relpath(path, build).encode() + b"\0")
                digest.update(open(raw, "rb").read())
    return total, digest.hexdigest()


def tests(vdir):
    log = os.path.join(vdir, "build", "meson-logs", "testlog.json")
    result = {"rc": int(open(os.path.join(vdir, "test.rc")).read().strip() or 1)}
    if os.path.exists(log):
        per = {}
        with open(log) as f:
            for line in f:
                t = json.loads(line)
                per[t["name"]] = t["result"]
        counts = collections.Counter(per.values())
        result.update({"per_test": per, "passed": counts.get("OK", 0) + counts.get("EXPECTEDFAIL", 0),
                       "failed": sum(n for r, n in counts.items()
                                     if r in ("FAIL", "TIMEOUT", "UNEXPECTEDPASS", "ERROR")),
                       "skipped": counts.get("SKIP", 0)})
    else:  # automake: one .trs file per test, with its ":test-result:"
        per = {}
        for root, _, names in os.walk(os.path.join(vdir, "build")):
            for name in names:
                if name.endswith(".trs"):
                    path = os.path.join(root, name)
                    m = re.search(r"^:test-result: *(\w+)", open(path, errors="replace").read(),
                                  re.M)
                    per[os.path.relpath(path, vdir)[:-4]] = m.group(1) if m else "ERROR"
        if not per:  # a log of "PASS: name" / "FAIL: name" lines
            for m in re.finditer(r"^(PASS|FAIL|SKIP|XFAIL|XPASS|ERROR): (\S+)",
                                 open(os.path.join(vdir, "test.log"), errors="replace").read(),
                                 re.M):
                per[m.group(2)] = m.group(1)
        counts = collections.Counter(per.values())
        # automake's own summary, where there is one: a .trs file serves two tests of one stem
        text = open(os.path.join(vdir, "test.log"), errors="replace").read()
        for key in ("PASS", "XFAIL", "FAIL", "XPASS", "ERROR", "SKIP"):
            m = re.findall(r"^# %s: *(\d+)" % key, text, re.M)
            if m:
                counts[key] = sum(int(n) for n in m)
        result.update({"per_test": per, "passed": counts.get("PASS", 0) + counts.get("XFAIL", 0),
                       "failed": counts.get("FAIL", 0) + counts.get("XPASS", 0)
                       + counts.get("ERROR", 0), "skipped": counts.get("SKIP", 0)})
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--project", required=True)
    ap.add_argument("--variant", required=True)
    ap.add_argument("--profiles", default="")
    ap.add_argument("--custom", default="", help="a custom runtime's entries to count too")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--llvm-version", default="19")
    ap.add_argument("--ir", action="store_true",
                    help="the build folder holds IR files (*.ll), no objects, and no test suite")
    args = ap.parse_args()
    build = os.path.join(args.dir, "build")
    objs = list(own_files(build, (".ll",) if args.ir else (".o",)))
    loops_json = os.path.join(args.dir, "inloop.json")
    subprocess.run([sys.executable, os.path.join(HERE, "inloop.py"), "--profiles", args.profiles,
                    "--custom", args.custom,
                    "--jobs", str(args.jobs), "--llvm-version", args.llvm_version,
                    "--json", loops_json] + objs, check=True)
    with open(loops_json) as f:
        counted = json.load(f)
    rem, refusals = remarks(build)
    with open(os.path.join(args.dir, "refusals.json"), "w") as f:
        json.dump(refusals, f, indent=1)
    with open(os.path.join(args.dir, "time.json")) as f:
        timing = json.load(f)
    result = {"project": args.project, "variant": args.variant,
              "objects": counted["objects"], "no_bitcode": counted["no_bitcode"],
              "rc_calls": counted["calls"], "rc_in_loops": counted["in_loops"],
              "per_entry": counted["per_entry"], "remarks": rem, "compile": timing,
              "tests": None if args.ir else tests(args.dir)}
    result["text_bytes"], result["text_sha1"] = text_bytes(build)
    with open(os.path.join(args.dir, "result.json"), "w") as f:
        json.dump(result, f, indent=1)
    print("%s/%s: %d in-loop calls, %d loops hoisted, %d refused, tests %d/%d" % (
        args.project, args.variant, result["rc_in_loops"], rem["loops_hoisted"], rem["refused"],
        (result["tests"] or {}).get("passed", 0), (result["tests"] or {}).get("failed", 0)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
