#!/usr/bin/env python3
"""Counts the calls to a runtime profile's retain and release entries that sit inside a cycle of
the control-flow graph, in the final IR of a set of object files.

    inloop.py [--profiles glib,cpython] [--custom 'retain=F;release=G'] [--jobs N] [--json OUT]
              OBJECT_OR_DIR...

The objects must have been compiled with -fembed-bitcode: clang then splits the compile in two,
the optimisation pipeline (with any -fpass-plugin) writing bitcode and a code generator that runs
no IR pass on it (-disable-llvm-passes) and embeds it in the object's .llvmbc section. That
bitcode is the IR the object's code was generated from. For each object it is dumped
(llvm-objcopy), read by opt with `print<cycles>` (LLVM's CycleInfo: every cycle of the CFG,
reducible or not, so an irreducible loop counts too), and every call or invoke whose callee is a
retain or release entry of the chosen profiles (read from pass/profiles/runtime_profiles.def:
the ARC_ENTRY rows of kind RETAIN, RELEASE, RETAIN_LOCAL, RELEASE_LOCAL) is counted as in a loop
(and, with --custom, every retain= and release= function of a custom runtime written as
ARCELIDE_OPTIONS takes it) when its block belongs to an outermost cycle (a call in a nested loop counts once). Calls are
static call sites, not executions. A folder argument means every *.o under it. An argument
ending in .ll or .bc is IR already and is read as it is.

Prints one line of totals and writes, with --json, {"objects", "no_bitcode", "calls",
"in_loops", "per_entry": {name: [calls, in_loops]}, "loops": [...]}: one "loops" record per
outermost cycle holding such calls, with its object, function and calls (entry, kind retain or
release, the argument and result as IR values, the call's source file and line).
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEF = os.path.join(ROOT, "pass", "profiles", "runtime_profiles.def")
KINDS = ("ARC_CALL_RETAIN", "ARC_CALL_RELEASE", "ARC_CALL_RETAIN_LOCAL", "ARC_CALL_RELEASE_LOCAL")


def profile_entries(profiles):
    """The retain/release entry names of PROFILES (a set of names, empty: all) from the table."""
    names, current = {}, None
    with open(DEF) as f:
        text = f.read()
    for m in re.finditer(r'ARC_PROFILE\((\w+),|ARC_ENTRY\("([^"]+)",\s*(\w+)', text):
        if m.group(1):
            current = m.group(1)
        elif m.group(3) in KINDS and (not profiles or current in profiles):
            names[m.group(2)] = "retain" if "RETAIN" in m.group(3) else "release"
    return names


def custom_entries(text):
    """The entries of a custom runtime written as ARCELIDE_OPTIONS writes it (retain=NAME;...)."""
    names = {}
    for part in (text or "").split(";"):
        key, _, value = part.strip().partition("=")
        if key in ("retain", "retain-local") and value:
            names[value.strip()] = "retain"
        elif key in ("release", "release-local") and value:
            names[value.strip()] = "release"
    return names


def outermost_cycles(text):
    """{function: {block: outermost cycle number}} from opt's `print<cycles>` output TEXT: the
    blocks of every depth-1 cycle (a nested cycle's blocks are in its outermost one), each cycle
    numbered once across the module."""
    cyclic, fn, ncycle = {}, None, 0
    for line in text.splitlines():
        m = re.match(r"CycleInfo for function: (.*)$", line)
        if m:
            fn = m.group(1).strip()
            cyclic[fn] = {}
            continue
        m = re.match(r"    depth=1: entries\(([^)]*)\)(.*)$", line)
        if m and fn is not None:
            ncycle += 1
            for b in (m.group(1) + " " + m.group(2)).split():
                cyclic[fn][b.lstrip("%").strip('"')] = ncycle
    return cyclic


def count(obj, entries, opt, objcopy):
    """(has_bitcode, {entry: [calls, in_loops]}) for one object."""
    with tempfile.TemporaryDirectory(prefix="inloop-") as tmp:
        bc, ll = os.path.join(tmp, "m.bc"), os.path.join(tmp, "m.ll")
        if obj.endswith((".ll", ".bc")):  # IR given as it is
            bc = obj
        else:
            p = subprocess.run([objcopy, "--dump-section", ".llvmbc=" + bc, obj],
                               capture_output=True)
            if p.returncode != 0 or not os.path.exists(bc) or os.path.getsize(bc) == 0:
                return False, {}, []
        p = subprocess.run([opt, "-passes=print<cycles>", "-S", "-o", ll, bc],
                           capture_output=True, text=True)
        if p.returncode != 0:
            raise RuntimeError("%s: opt failed: %s" % (obj, p.stderr[-500:]))
        cyclic = outermost_cycles(p.stderr)
        call = re.compile(r"\b(?:call|invoke)\b[^@]*@\"?([\w.$]+)\"?\(([^)]*)\)")
        result, fn, block = {}, None, None
        sites, meta = [], {}  # in-loop call sites; metadata lines by number
        with open(ll, errors="replace") as f:
            for line in f:
                if line.startswith("define "):
                    m = re.search(r'@("(?:[^"\\]|\\.)*"|[\w.$-]+)\(', line)
                    fn = m.group(1).strip('"') if m else None
                    block = "entry-block"
                    continue
                if fn is None:
                    if line.startswith("!"):
                        m = re.match(r"(![0-9]+) = (?:distinct )?(.*)$", line)
                        if m:
                            meta[m.group(1)] = m.group(2)
                    continue
                if line.startswith("}"):
                    fn = None
                    continue
                m = re.match(r'^("(?:[^"\\]|\\.)*"|[\w.$-]+):', line)
                if m:
                    block = m.group(1).strip('"')
                    continue
                m = call.search(line)
                if m and m.group(1) in entries:
                    slot = result.setdefault(m.group(1), [0, 0])
                    slot[0] += 1
                    if block in cyclic.get(fn, ()):
                        slot[1] += 1
                        res = re.match(r"\s*(%[\w.]+) = ", line)
                        dbg = re.search(r"!dbg (![0-9]+)", line)
                        sites.append({"function": fn, "cycle": cyclic[fn][block],
                                      "entry": m.group(1), "kind": entries[m.group(1)],
                                      "arg": m.group(2).split()[-1] if m.group(2) else "",
                                      "result": res.group(1) if res else "",
                                      "dbg": dbg.group(1) if dbg else None})
        for site in sites:
            site["file"], site["line"] = where(site.pop("dbg"), meta)
        return True, result, sites


def where(dbg, meta):
    """(file, line) of the DILocation !N, through its scope chain to a DIFile."""
    text = meta.get(dbg or "", "")
    m = re.search(r"line: ([0-9]+)", text)
    line = int(m.group(1)) if m else 0
    for _ in range(50):
        m = re.search(r"(?:file|scope): (![0-9]+)", text)
        if not m:
            break
        text = meta.get(m.group(1), "")
        f = re.match(r'!DIFile\(filename: "([^"]*)"', text)
        if f:
            return f.group(1), line
    return "", line


def objects(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith(".o"):
                        yield os.path.join(root, name)
        else:
            yield path


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--profiles", default="", help="comma-separated profile names (default: all)")
    ap.add_argument("--custom", default="",
                    help="also count a custom runtime's entries (retain=NAME;release=NAME;...)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json")
    ap.add_argument("--llvm-version", default="19")
    args = ap.parse_args()
    entries = profile_entries(set(filter(None, args.profiles.split(","))))
    entries.update(custom_entries(args.custom))
    opt, objcopy = "opt-" + args.llvm_version, "llvm-objcopy-" + args.llvm_version
    objs = sorted(set(objects(args.paths)))
    total = {"objects": len(objs), "no_bitcode": 0, "calls": 0, "in_loops": 0, "per_entry": {},
             "loops": []}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for obj, (has_bc, per, sites) in zip(objs, pool.map(
                lambda o: count(o, entries, opt, objcopy), objs)):
            loops = {}
            for site in sites:
                loops.setdefault(site.pop("cycle"), []).append(site)
            for calls in loops.values():
                total["loops"].append({"object": obj, "function": calls[0]["function"],
                                       "calls": calls})
            if not has_bc:
                total["no_bitcode"] += 1
            for name, (calls, looped) in per.items():
                slot = total["per_entry"].setdefault(name, [0, 0])
                slot[0] += calls
                slot[1] += looped
                total["calls"] += calls
                total["in_loops"] += looped
    print("%d objects (%d without bitcode): %d retain/release call sites, %d inside loops" % (
        total["objects"], total["no_bitcode"], total["calls"], total["in_loops"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(total, f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
