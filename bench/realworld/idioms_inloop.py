#!/usr/bin/env python3
"""Counts the inlined reference-count changes (docs/idioms.md) that sit inside loops of a set of
IR modules, then runs arc-elide on each module and counts what is left, with the pass's remarks.

    idioms_inloop.py [--llvm-version 19] [--plugin build/lib/ArcElide.so]
                     [--variant NAME=PIPELINE ...] [--work DIR] [--json OUT] [--jobs 2]
                     MODULE_OR_DIR...

A MODULE is a .bc or .ll file (a folder: every .bc and .ll under it); a .o or .rlib member with
an embedded .llvmbc section is read through llvm-objcopy.

What counts as a count change (an IR heuristic, from the patterns of docs/idioms.md). Each
`atomicrmw` is described by its operation, width, constant operand, ordering, volatility, and
the constant byte offset of its address from a base pointer (the address is `getelementptr
[inbounds] i8, ptr BASE, i64 N` defined in the function: offset N; another getelementptr:
unknown, never a count; anything else, an argument, a load, a phi: offset 0, base the address
itself). Modules whose llvm.ident names rustc are Rust; the rest are C++.
- libcxx-shared-ptr (C++): increment `add i64 1 monotonic` at offset 8 (`__shared_owners_`);
  decrement `add i64 -1 acq_rel` at offset 8 whose old value is compared with 0 (`icmp eq`,
  the last owner: libc++ keeps owners - 1).
- libstdcxx-shared-ptr (C++, profile libstdcxx_shared_ptr): increment `volatile add i32 1
  acq_rel` at offset 8 (`_M_use_count`); decrement `volatile add i32 -1 acq_rel` at offset 8.
  Each copy or drop is one site: only the atomic arm of libstdc++'s dispatch on
  `__libc_single_threaded` is counted, not its plain arm (a load, add and store) nor the drop's
  unique-owner path (plain stores of 0), which every copy and drop also has. This is the RMW
  form whose whole sequence the pass recognises; the count does not check the rest of the
  sequence (the dispatch, the last-use test): a site the pass does not recognise is still counted.
- intrusive (C++): an `i32` count at offset 0: `add 1 monotonic` or `add 1 acq_rel` (LLVM's
  ThreadSafeRefCountedBase, boost's thread_safe_counter); decrement `sub 1 acq_rel` or `add -1
  acq_rel` whose old value is compared with 1.
- rust-arc (Rust): increment `add i64 1 monotonic` at offset 0 whose old value is tested for
  overflow (`icmp slt OLD, 0` or `icmp sgt OLD, -1`, the branch to `llvm.trap`); decrement `sub
  i64 1 release` at offset 0 whose old value is compared with 1 (then `fence acquire`,
  `drop_slow`).
Every other `atomicrmw` whose operand is 1 or -1 (weak counts, counters of the program, the
forms above without their test) is tallied as `other`, by its description, so that a form the
heuristic misses shows. Also counted, as `via call`, calls in loops of the out-of-line
destructors that hold a decrement: libc++'s `std::__1::shared_ptr<T>::~shared_ptr`
(`_ZNSt3__110shared_ptrI...ED1Ev|ED2Ev`), libstdc++'s `__shared_ptr<...>::~__shared_ptr`, Rust's
`drop_in_place<alloc::sync::Arc<...>>`; and libc++'s `__shared_weak_count::lock()` (an increment
in libc++.so).

Intrusive-count candidates, by IR pattern alone (`intrusive_ir`, whatever the pass recognises):
a *decrement* is a non-volatile `atomicrmw sub i32 1` or `add i32 -1` (any ordering) whose old
value is compared with 1 (`icmp eq`/`ne`), at any constant offset from its base (libstdc++'s
volatile shared_ptr counts aside); an *increment* is a non-volatile `atomicrmw add i32 1` at an
offset at which the same module has such a decrement (a field that is both raised and lowered to
its last reference). Each is classed by its offset (`+0`, the count the pass recognises, or
`+N`, e.g. + 8 after a vtable pointer) and each decrement by its *last-reference path*, the
blocks reachable from the branch on `old == 1` without passing its other successor: `virtual`
(an indirect call there of a function loaded from a vtable, i.e. from a pointer that clang's
TBAA marks as a "vtable pointer", or an offset into one: a delete through the vtable),
`indirect` (another indirect call: a callback, e.g. a destroy function kept in the object),
`frees` (a call of operator delete or free, no indirect call), `call` (only calls of named functions, e.g. an out-of-line destructor,
tallied by name in `path_calls`), `none` (no call), or `no-branch` (the test feeds no
conditional branch). Calls in loops of a function of the module that holds such a decrement of
its first parameter (an out-of-line `release()`) count as `decrement_call`s, classed by that
function's decrement. In-loop increments and decrements on the same base and offset in the same
outermost cycle are pairs (invariant when the base is defined outside it), as above; so are an
increment at + 0 and such a call whose first argument is its base.

In a loop: the instruction's block is in a cycle of the CFG (opt's `print<cycles>`, LLVM's
CycleInfo, as inloop.py reads it; a change in a nested loop counts once). Counts are static
sites, not executions. A *pair* is an increment and a decrement of one idiom in the same
outermost cycle on the same base SSA value (libc++ and Rust decrement the value they
incremented, docs/idioms.md), each increment paired at most once; an *invariant* pair's base is
defined outside that cycle (an argument, a value computed before the loop): the pairs a
loop-invariant-handle rule can take. A pair whose base is loaded in the loop (`for (auto x :
v)` copying each element, or a copy of a local reloaded from its slot) may change object every
iteration: whether it does is H2's question, which the count does not answer.
libstdc++'s drop reloads the control block from the copy's slot (docs/idioms.md, trap 1), so its
decrement's base is never the increment's SSA value. A decrement left unpaired whose base is
`load ptr, ptr S`, in a cycle that also holds `store ptr B, ptr S` (the same S) of an unpaired
increment's base B of the same idiom, is a *slot pair* (`slot_pairs`, counted apart from
`pairs`; its invariance is not judged): what the pass's forwarding of a reload of a local slot
may pair. Not when S, or the object S is a constant offset into, is an operand of a call in
that cycle (`take_ref(copy)`: the callee may write the slot; `llvm.lifetime.*` aside). Beyond
that the count does not check, as the pass does, that nothing between the store and the reload
may write S, so slot pairs bound from above the pairs the pass can see. A copy stored as one
`<2 x ptr>` (clang 22 does that sometimes) makes no slot pair here.

Then, per variant (default `plugin=arc-elide` and `destructors-return=arc-elide<destructors-
return>`), `opt -load-pass-plugin PLUGIN -passes=PIPELINE,verify -pass-remarks-output=...` runs
on every module and the same counts are made on its output; the remarks of pass arc-elide are
tallied: loops hoisted (`Hoisted`, `HoistedLazily`), handles hoisted, pairs deleted, refusals
(`NotHoisted`) by rule and by reason (measure.py's reason_of), and the other remark names; and
per runtime named by a remark (`by_runtime`: e.g. `intrusive_count`), its hoists and refusals.
A module opt rejects is counted as such. Each output is also compared, comments aside, with the
input and with LoopSimplify's output alone (the pass runs LoopSimplify first where it finds
something to look at), once exactly and once with metadata aside (debug locations and their
numbering): a module the pass changed without hoisting anything in it is a finding (a refused
count change must be put back exactly). Prints a table; --json writes every number and every
in-loop site (function, idiom, kind, source file and line).
"""
import argparse
import collections
import concurrent.futures
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


inloop = load("inloop", os.path.join(HERE, "inloop.py"))
measure = load("measure", os.path.join(HERE, "measure.py"))
summary = measure.summary

IDIOMS = ("libcxx-shared-ptr", "libstdcxx-shared-ptr", "intrusive", "rust-arc")
RMW = re.compile(r"^\s*(%[\w.$-]+|%\"[^\"]*\") = atomicrmw (volatile )?(\w+) ptr "
                 r"(%[\w.$-]+|%\"[^\"]*\"|@[\w.$-]+|[^,]+), (i\d+) (-?\d+)"
                 r"(?: syncscope\(\"[^\"]*\"\))? (\w+)")
GEP = re.compile(r"^\s*(%[\w.$-]+) = getelementptr (?:inbounds )?(?:nuw )?(?:nusw )?i8, "
                 r"ptr (%[\w.$-]+|@[\w.$-]+), i64 (-?\d+)")
LOAD_PTR = re.compile(r"^\s*(%[\w.$-]+) = load ptr, ptr (%[\w.$-]+)")
STORE_PTR = re.compile(r"^\s*store ptr (%[\w.$-]+), ptr (%[\w.$-]+)")
ICMP = re.compile(r"^\s*%[\w.$-]+ = icmp (\w+) (i\d+) (%[\w.$-]+), (-?\d+)")
ICMP1 = re.compile(r"^\s*(%[\w.$-]+) = icmp (eq|ne) i32 (%[\w.$-]+), 1$")
BR = re.compile(r"^\s*br i1 (%[\w.$-]+), label %(\"[^\"]*\"|[\w.$-]+), label %(\"[^\"]*\"|[\w.$-]+)")
LABEL = re.compile(r"label %(\"[^\"]*\"|[\w.$-]+)")
ANY_CALL = re.compile(r"\b(?:call|invoke)\b[^@%(]*?(?:\([^)]*\)\s*)?(@\"?[\w.$]+\"?|%[\w.$-]+)\(")
FREES = re.compile(r"^(_Zd[la]Pv\w*|free|cfree)$")
DEFINE_PARAM = re.compile(r"\(ptr\b[^,]*? (%[\w.$-]+)[,)]")
CALL = re.compile(r"\b(?:call|invoke)\b[^@]*@\"?([\w.$]+)\"?\(")
VIA_CALL = (("libcxx-shared-ptr", "decrement", re.compile(r"^_ZNSt3__110shared_ptrI.*ED[12]")),
            ("libcxx-shared-ptr", "increment", re.compile(r"^_ZNSt3__119__shared_weak_count4lockEv$")),
            ("libstdcxx-shared-ptr", "decrement", re.compile(r"^_ZNSt12__shared_ptrI.*ED[12]Ev$")),
            ("rust-arc", "decrement",
             re.compile(r"drop_in_place(\$LT\$alloc\.\.sync\.\.Arc\$LT\$|.*5alloc4sync3Arc)")))


def classify(rust, op, vol, width, value, order, offset, tests):
    """(idiom, 'increment'|'decrement') of one atomicrmw, or None. TESTS: the (predicate,
    constant) pairs of the icmps of its old value."""
    v = value if op == "add" else -value if op == "sub" else None
    if v is None:
        return None
    if rust:
        if (width, offset) == ("i64", 0):
            if op == "add" and v == 1 and order == "monotonic" and (
                    ("slt", 0) in tests or ("sgt", -1) in tests):
                return "rust-arc", "increment"
            if op == "sub" and v == -1 and order == "release" and ("eq", 1) in tests:
                return "rust-arc", "decrement"
        return None
    if (width, offset, vol) == ("i64", 8, False):
        if op == "add" and v == 1 and order == "monotonic":
            return "libcxx-shared-ptr", "increment"
        if op == "add" and v == -1 and order == "acq_rel" and ("eq", 0) in tests:
            return "libcxx-shared-ptr", "decrement"
    if (width, offset, vol) == ("i32", 8, True) and order == "acq_rel" and op == "add":
        return "libstdcxx-shared-ptr", "increment" if v == 1 else "decrement"
    if (width, offset, vol) == ("i32", 0, False):
        if op == "add" and v == 1 and order in ("monotonic", "acq_rel"):
            return "intrusive", "increment"
        if v == -1 and order == "acq_rel" and ("eq", 1) in tests:
            return "intrusive", "decrement"
    return None


def module_ir(path, tmp):
    """A bitcode or IR file for PATH (an object's .llvmbc section dumped)."""
    if path.endswith((".bc", ".ll")):
        return path
    bc = os.path.join(tmp, "m.bc")
    p = subprocess.run(["llvm-objcopy-" + LLVM, "--dump-section", ".llvmbc=" + bc, path],
                       capture_output=True)
    if p.returncode != 0 or not os.path.exists(bc) or os.path.getsize(bc) == 0:
        return None
    return bc


def analyse(path):
    """The in-loop count changes of one module: {counts, sites, other}."""
    with tempfile.TemporaryDirectory(prefix="idioms-") as tmp:
        src = module_ir(path, tmp)
        if src is None:
            return None
        ll = os.path.join(tmp, "m.ll")
        p = subprocess.run(["opt-" + LLVM, "-passes=print<cycles>", "-S", "-o", ll, src],
                           capture_output=True, text=True)
        if p.returncode != 0:
            raise RuntimeError("%s: opt failed: %s" % (path, p.stderr[-500:]))
        cyclic = inloop.outermost_cycles(p.stderr)
        with open(ll, errors="replace") as f:
            lines = f.read().splitlines()
    rust = any(l.startswith("!") and "rustc version" in l for l in lines)
    meta = {}
    for line in lines:
        if line.startswith("!"):
            m = re.match(r"(![0-9]+) = (?:distinct )?(.*)$", line)
            if m:
                meta[m.group(1)] = m.group(2)
    meta["vtable tags"] = vtable_tags(meta)
    counts = {i: {"increment": [0, 0], "decrement": [0, 0], "increment_call": [0, 0],
                  "decrement_call": [0, 0], "pairs": 0, "invariant_pairs": 0, "slot_pairs": 0}
              for i in IDIOMS}
    other, sites = collections.Counter(), []
    scans, defined = {}, {}
    fn, body, header = None, [], ""
    for line in lines + ["define @end("]:
        if line.startswith("define "):
            if fn is not None:
                defined[fn] = function(fn, body, cyclic.get(fn, {}), rust, meta, counts, other,
                                       sites, scans, header)
            m = re.search(r'@("(?:[^"\\]|\\.)*"|[\w.$-]+)\(', line)
            fn, body, header = (m.group(1).strip('"') if m else None), [], line
        elif fn is not None:
            body.append(line)
    return {"rust": rust, "counts": counts, "other": dict(other), "sites": sites,
            "intrusive_ir": intrusive_module(scans, defined, meta)}


def function(fn, body, cycles, rust, meta, counts, other, sites, scans=None, header=""):
    """Tallies one function's count changes into COUNTS, OTHER and SITES, and its
    intrusive_scan into SCANS; returns its SSA values' defining blocks."""
    geps, tests = {}, collections.defaultdict(set)
    for line in body:
        m = GEP.match(line)
        if m:
            geps[m.group(1)] = (m.group(2), int(m.group(3)))
        else:
            m = re.match(r"^\s*(%[\w.$-]+) = getelementptr ", line)
            if m:  # a variable or typed offset: not a count's address the heuristic knows
                geps[m.group(1)] = (m.group(1), None)
        m = ICMP.match(line)
        if m:
            tests[m.group(3)].add((m.group(1), int(m.group(4))))
    block, found, defined = "entry-block", [], {}
    loaded, stored = {}, collections.defaultdict(set)  # value -> slot; (cycle, slot) -> values
    passed = collections.defaultdict(set)  # cycle -> values passed to a call in it
    for line in body:
        if line.startswith("}"):
            break
        m = re.match(r'^("(?:[^"\\]|\\.)*"|[\w.$-]+):', line)
        if m:
            block = m.group(1).strip('"')
            continue
        m = re.match(r"^\s*(%[\w.$-]+) = ", line)
        if m:
            defined[m.group(1)] = block
        cycle = cycles.get(block)
        m = LOAD_PTR.match(line)
        if m:
            loaded[m.group(1)] = m.group(2)
        m = STORE_PTR.match(line)
        if m and cycle is not None:
            stored[(cycle, m.group(2))].add(m.group(1))
        dbg = re.search(r"!dbg (![0-9]+)", line)
        m = RMW.match(line)
        if m:
            res, vol, op, addr, width, value, order = m.groups()
            base, offset = geps.get(addr, (addr, 0))
            kind = classify(rust, op, bool(vol), width, int(value), order, offset,
                            tests.get(res, set()))
            if kind is None:
                if int(value) in (1, -1) and op in ("add", "sub"):
                    other["%s%s %s %s %s +%s%s" % ("volatile " if vol else "", op, width, value,
                                                   order, "?" if offset is None else offset,
                                                   " in loop" if cycle else "")] += 1
                continue
            found.append((kind, base, cycle, dbg, ""))
            continue
        m = CALL.search(line)
        if m and cycle is not None and not m.group(1).startswith("llvm.lifetime."):
            passed[cycle].update(re.findall(r"%[\w.$-]+", line[m.end():]))
        if m:
            for idiom, what, pattern in VIA_CALL:
                if pattern.search(m.group(1)):
                    found.append(((idiom, what + "_call"), None, cycle, dbg, m.group(1)))
                    break
    paired = collections.defaultdict(int)  # (idiom, cycle, base) -> unpaired increments
    decrements = []  # the in-loop decrements: (idiom, cycle, base, site)
    for (idiom, what), base, cycle, dbg, callee in found:
        slot = counts[idiom][what]
        slot[0] += 1
        if cycle is None:
            continue
        slot[1] += 1
        if what == "increment":
            paired[(idiom, cycle, base)] += 1
        file, line = where(dbg.group(1) if dbg else None, meta)
        sites.append({"function": fn, "idiom": idiom, "kind": what, "cycle": cycle,
                      "base": base or "", "callee": callee, "file": file, "line": line,
                      "pair": ""})
        if what == "decrement":
            decrements.append((idiom, cycle, base, sites[-1]))
    unpaired = []
    for idiom, cycle, base, site in decrements:
        if paired[(idiom, cycle, base)] > 0:
            paired[(idiom, cycle, base)] -= 1
            counts[idiom]["pairs"] += 1
            site["pair"] = "pair"
            if base not in defined or cycles.get(defined[base]) != cycle:
                counts[idiom]["invariant_pairs"] += 1
                site["pair"] = "invariant pair"
        else:
            unpaired.append((idiom, cycle, base, site))
    for idiom, cycle, base, site in unpaired:  # slot pairs: after every same-value pair
        s = loaded.get(base)
        if s is None or s in passed[cycle] or geps.get(s, (s, 0))[0] in passed[cycle]:
            continue
        for b in sorted(stored.get((cycle, s), ())):
            if paired[(idiom, cycle, b)] > 0:
                paired[(idiom, cycle, b)] -= 1
                counts[idiom]["slot_pairs"] += 1
                site["pair"] = "slot pair"
                break
    if scans is not None and not rust:
        scans[fn] = intrusive_scan(header, body, cycles, geps, meta.get("vtable tags", ()))
        scans[fn]["cycles"] = cycles
    return defined


def offset_class(offset):
    return "?" if offset is None else "+%d" % offset


def vtable_tags(meta):
    """The TBAA access tags of clang's vtable-pointer loads (`!{!"vtable pointer", ...}`)."""
    types = {k for k, v in meta.items() if v.startswith('!{!"vtable pointer"')}
    return {k for k, v in meta.items()
            if any(v.startswith("!{%s, %s" % (t, t)) for t in types)}


def intrusive_scan(header, body, cycles, geps, vtags=frozenset()):
    """One function's intrusive-count candidates by IR pattern (the docstring's `intrusive_ir`):
    {"decs": [(base, offset, path, callees, cycle, dbg)], "incs": [(base, offset, cycle, dbg)],
    "loop_calls": [(callee, cycle, dbg, first argument)], "param": the first pointer
    parameter}. VTAGS: the module's vtable_tags."""
    m = DEFINE_PARAM.search(header)
    result = {"decs": [], "incs": [], "loop_calls": [], "param": m.group(1) if m else None}
    blocks, order, block = {}, [], "entry-block"
    icmps, brs, rmws = {}, {}, []
    loads, bases, vtables = {}, {}, set()  # load result -> address; gep -> base; vtable loads
    for line in body:
        m = re.match(r"^\s*(%[\w.$-]+) = load ptr, ptr (%[\w.$-]+)", line)
        if m:
            loads[m.group(1)] = m.group(2)
            t = re.search(r"!tbaa (![0-9]+)", line)
            if t and t.group(1) in vtags:
                vtables.add(m.group(1))
        m = re.match(r"^\s*(%[\w.$-]+) = getelementptr [^%]*?ptr (%[\w.$-]+),", line)
        if m:
            bases[m.group(1)] = m.group(2)

    def through_vtable(callee):
        """Whether CALLEE is loaded from a vtable (a load of a vtable pointer, or an offset
        into one)."""
        slot = loads.get(callee)
        return slot is not None and (slot in vtables or bases.get(slot) in vtables)
    blocks[block] = []
    order.append(block)
    for line in body:
        if line.startswith("}"):
            break
        m = re.match(r'^("(?:[^"\\]|\\.)*"|[\w.$-]+):', line)
        if m:
            block = m.group(1)
            blocks.setdefault(block, [])
            order.append(block)
            continue
        blocks[block].append(line)
        m = ICMP1.match(line.split(", !")[0])
        if m:
            icmps.setdefault(m.group(3), []).append((m.group(1), m.group(2)))
        m = BR.match(line)
        if m:
            brs[m.group(1)] = (m.group(2), m.group(3))
        m = RMW.match(line)
        if m and not m.group(2) and m.group(5) == "i32":
            rmws.append((block, line, m.groups()))
        if cycles.get(block.strip('"')) is not None:
            c = ANY_CALL.search(line)
            if c and c.group(1).startswith("@"):
                dbg = re.search(r"!dbg (![0-9]+)", line)
                arg = re.match(r"\s*ptr\b[^,)%]*(%[\w.$-]+)", line[c.end():])
                result["loop_calls"].append((c.group(1)[1:].strip('"'),
                                             cycles.get(block.strip('"')),
                                             dbg.group(1) if dbg else None,
                                             arg.group(1) if arg else None))
    succ = {b: [x for l in lines for x in LABEL.findall(l)] for b, lines in blocks.items()}
    for blk, line, (res, _vol, op, addr, _w, value, _order) in rmws:
        v = int(value) if op == "add" else -int(value) if op == "sub" else None
        base, offset = geps.get(addr, (addr, 0))
        cycle = cycles.get(blk.strip('"'))
        dbg = re.search(r"!dbg (![0-9]+)", line)
        dbg = dbg.group(1) if dbg else None
        if v == 1 and op == "add":
            result["incs"].append((base, offset, cycle, dbg))
            continue
        if v != -1 or res not in icmps:
            continue
        path, callees = "no-branch", []
        for cmp, pred in icmps[res]:
            if cmp not in brs:
                continue
            t, f = brs[cmp]
            start, other = (t, f) if pred == "eq" else (f, t)
            seen, todo = {other, blk, start}, [start]
            while todo and len(seen) < 500:
                b = todo.pop()
                for line2 in blocks.get(b, []):
                    c = ANY_CALL.search(line2)
                    if c and not c.group(1).startswith("@llvm."):
                        callees.append(c.group(1))
                for n in succ.get(b, []):
                    if n not in seen:
                        seen.add(n)
                        todo.append(n)
            if any(c.startswith("%") and through_vtable(c) for c in callees):
                path = "virtual"
            elif any(c.startswith("%") for c in callees):
                path = "indirect"
            elif any(FREES.match(c[1:].strip('"')) for c in callees):
                path = "frees"
            elif callees:
                path = "call"
            else:
                path = "none"
            break
        result["decs"].append((base, offset, path,
                               [c[1:].strip('"') for c in callees if c.startswith("@")],
                               cycle, dbg))
    return result


def intrusive_module(scans, defined, meta):
    """The module's intrusive_ir tallies from its functions' scans (fn -> intrusive_scan):
    {"counts": {KEY: [all, in loops]}, "path_calls": {callee: n}, "sites": [...]}, KEY being
    `increment +N`, `decrement +N PATH`, `decrement_call +N PATH`, `pairs +N`,
    `invariant_pairs +N`."""
    offsets = {d[1] for sc in scans.values() for d in sc["decs"]}
    release = {}  # function whose decrement lowers its first pointer parameter -> (offset, path)
    for fn, sc in scans.items():
        for base, offset, path, _, _, _ in sc["decs"]:
            if sc["param"] is not None and base == sc["param"]:
                release.setdefault(fn, (offset, path))
    counts, path_calls, sites = collections.defaultdict(lambda: [0, 0]), collections.Counter(), []

    def tally(key, cycle):
        counts[key][0] += 1
        if cycle is not None:
            counts[key][1] += 1

    for fn, sc in scans.items():
        incs = collections.Counter()
        for base, offset, cycle, dbg in sc["incs"]:
            if offset not in offsets:
                continue
            tally("increment " + offset_class(offset), cycle)
            if cycle is not None:
                incs[(cycle, base, offset)] += 1
                file, line = where(dbg, meta)
                sites.append({"function": fn, "kind": "increment",
                              "offset": offset_class(offset), "file": file, "line": line})
        for base, offset, path, callees, cycle, dbg in sc["decs"]:
            tally("decrement %s %s" % (offset_class(offset), path), cycle)
            if cycle is None:
                continue
            if path == "call":
                path_calls.update(set(callees))
            file, line = where(dbg, meta)
            site = {"function": fn, "kind": "decrement", "offset": offset_class(offset),
                    "path": path, "file": file, "line": line, "pair": ""}
            sites.append(site)
            if incs[(cycle, base, offset)] > 0:
                incs[(cycle, base, offset)] -= 1
                tally("pairs " + offset_class(offset), cycle)
                site["pair"] = "pair"
                if base not in defined.get(fn, {}) or \
                        sc["cycles"].get(defined[fn][base]) != cycle:
                    tally("invariant_pairs " + offset_class(offset), cycle)
                    site["pair"] = "invariant pair"
        for callee, cycle, dbg, arg in sc["loop_calls"]:
            if callee in release:
                offset, path = release[callee]
                tally("decrement_call %s %s" % (offset_class(offset), path), cycle)
                file, line = where(dbg, meta)
                site = {"function": fn, "kind": "decrement_call", "callee": callee,
                        "offset": offset_class(offset), "path": path, "file": file,
                        "line": line, "pair": ""}
                sites.append(site)
                if offset == 0 and incs[(cycle, arg, 0)] > 0:  # release(obj), obj's count
                    incs[(cycle, arg, 0)] -= 1
                    tally("pairs +0", cycle)
                    site["pair"] = "pair"
                    if arg not in defined.get(fn, {}) or \
                            sc["cycles"].get(defined[fn][arg]) != cycle:
                        tally("invariant_pairs +0", cycle)
                        site["pair"] = "invariant pair"
    return {"counts": dict(counts), "path_calls": dict(path_calls), "sites": sites}


def where(dbg, meta):
    """(file, line) of the DILocation !N where it was inlined into the function (the last of its
    inlinedAt chain: the project's line, not the library header's), its file through the scope
    chain (a scope's own file: before its parent scope)."""
    text = meta.get(dbg or "", "")
    for _ in range(100):
        m = re.search(r"inlinedAt: (![0-9]+)", text)
        if not m:
            break
        text = meta.get(m.group(1), "")
    m = re.search(r"line: ([0-9]+)", text)
    line = int(m.group(1)) if m else 0
    for _ in range(50):
        m = re.search(r"\bfile: (![0-9]+)", text) or re.search(r"\bscope: (![0-9]+)", text)
        if not m:
            break
        text = meta.get(m.group(1), "")
        f = re.match(r'!DIFile\(filename: "([^"]*)"', text)
        if f:
            return f.group(1), line
    return "", line


def code_of(path, metadata=True):
    """PATH's IR text without comments (what LLVM's printer adds: predecessors, the ModuleID);
    with METADATA false, also without metadata (debug locations, records, numbering)."""
    with open(path, errors="replace") as f:
        lines = [re.sub(r" *;.*", "", line) for line in f]
    if metadata:
        return lines
    return [re.sub(r"![0-9]+", "!N", line) for line in lines
            if not line.startswith("!") and "#dbg_" not in line]


def run_pass(path, variant, pipeline, plugin, work):
    """Runs the pass on PATH: (output module, remark file, changed) or (None, error, None).
    CHANGED: whether the output differs, comments aside, from the input and from LoopSimplify's
    output alone (the pass runs LoopSimplify first, where it finds a runtime's calls): [at all,
    metadata aside]."""
    name = re.sub(r"[^\w.-]", "_", os.path.relpath(path, "/"))
    stem = os.path.join(work, variant, name)
    base = os.path.join(work, "loop-simplify", name + ".ll")
    os.makedirs(os.path.dirname(stem), exist_ok=True)
    os.makedirs(os.path.dirname(base), exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="idioms-") as tmp:
        src = module_ir(path, tmp)
        p = subprocess.run(["opt-" + LLVM, "-load-pass-plugin", plugin,
                            "-passes=%s,verify" % pipeline, "-pass-remarks-output=" + stem +
                            ".opt.yaml", "-pass-remarks-filter=arc-elide", "-S", "-o",
                            stem + ".ll", src], capture_output=True, text=True)
        if p.returncode != 0:
            return None, p.stderr.strip()[-400:], None
        if not os.path.exists(base):
            subprocess.run(["opt-" + LLVM, "-passes=function(loop-simplify),verify", "-S", "-o",
                            base, src], capture_output=True, check=True)
            subprocess.run(["opt-" + LLVM, "-passes=verify", "-S", "-o", base[:-3] + ".in.ll",
                            src], capture_output=True, check=True)
    changed = []
    for metadata in (True, False):
        out = code_of(stem + ".ll", metadata)
        changed.append(out != code_of(base, metadata) and
                       out != code_of(base[:-3] + ".in.ll", metadata))
    return stem + ".ll", stem + ".opt.yaml", changed


def reason_of(message):
    """measure.py's reason_of, also without the place of a runtime whose name has an underscore
    ("(libcxx_shared_ptr runtime; the loop at ...)") and with any FILE:LINE (.cpp, .rs,
    extensionless C++ headers) written so."""
    text = measure.reason_of(re.sub(r"\s*\(\w+ runtime; [^)]*\)", "", message))
    return re.sub(r"\b[\w./-]+:N\b", "FILE:LINE", text)  # C++ and Rust files, headers


def remarks(files, module_of=None):
    """The arc-elide remarks of FILES, tallied; MODULE_OF maps a remark file to its module (for
    the modules with a hoist)."""
    module_of = module_of or {}
    seen, tally, refusals = set(), collections.Counter(), []
    by_runtime = {}
    hoisted_loops, hoisted_modules = set(), set()
    for path in files:
        if not os.path.exists(path):
            continue
        for doc in summary.documents(path):
            r = summary.parse(doc)
            if r.get("pass") != "arc-elide":
                continue
            identity = (r["kind"], r.get("name"), r.get("function"), r["file"], r["line"],
                        r["message"])
            if identity in seen:
                continue
            seen.add(identity)
            name, keys = r.get("name"), r["keys"]
            tally[name] += 1
            rt = by_runtime.setdefault(keys.get("Runtime", "?"), collections.Counter())
            rt[name] += 1
            if name == "NotHoisted":
                rt["NotHoisted " + keys.get("Rule", "?")] += 1
            if name in ("Hoisted", "HoistedLazily"):
                hoisted_loops.add((r.get("function"), keys.get("Loop")))
                hoisted_modules.add(module_of.get(path))
            if name == "NotHoisted":
                refusals.append({"rule": keys.get("Rule", "?"), "function": r.get("function"),
                                 "file": os.path.basename(r["file"] or ""), "line": r["line"],
                                 "handle": keys.get("Handle", "?"),
                                 "reason": reason_of(r["message"]),
                                 "message": r["message"]})
    return {"by_name": dict(tally), "loops_hoisted": len(hoisted_loops),
            "hoisted_modules": hoisted_modules,
            "handles_hoisted": tally["Hoisted"] + tally["HoistedLazily"],
            "refused": len(refusals),
            "by_rule": dict(collections.Counter(x["rule"] for x in refusals)),
            "by_reason": collections.Counter(
                "%s: %s" % (x["rule"], x["reason"]) for x in refusals).most_common(),
            "refusals": refusals,
            "by_runtime": {k: dict(v) for k, v in by_runtime.items()}}


def add(total, one):
    for idiom, c in one["counts"].items():
        t = total["counts"].setdefault(idiom, {})
        for k, v in c.items():
            if isinstance(v, list):
                t.setdefault(k, [0, 0])
                t[k][0] += v[0]
                t[k][1] += v[1]
            else:
                t[k] = t.get(k, 0) + v
    for k, v in one["other"].items():
        total["other"][k] = total["other"].get(k, 0) + v
    total["sites"].extend(one["sites"])
    mine, theirs = total["intrusive_ir"], one.get("intrusive_ir")
    if theirs:
        for k, v in theirs["counts"].items():
            t = mine["counts"].setdefault(k, [0, 0])
            t[0] += v[0]
            t[1] += v[1]
        for k, v in theirs["path_calls"].items():
            mine["path_calls"][k] = mine["path_calls"].get(k, 0) + v
        mine["sites"].extend(theirs["sites"])


def modules(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith((".bc", ".ll")):
                        yield os.path.join(root, name)
        else:
            yield path


def empty():
    return {"modules": 0, "rejected": [], "counts": {}, "other": {}, "sites": [],
            "intrusive_ir": {"counts": {}, "path_calls": {}, "sites": []}}


def intrusive_lines(name, total, sites):
    """Prints the intrusive_ir tallies (KEY in loops/all), when there are any, and with SITES
    each in-loop candidate (`intrusive-ir FUNCTION KIND OFFSET [PATH] [CALLEE] [PAIR]`)."""
    c = total["intrusive_ir"]["counts"]
    if not c:
        return
    cells = ["%s %d/%d" % (k, v[1], v[0]) for k, v in sorted(c.items())]
    print("%-20s intrusive by IR pattern (in loops/all): %s" % (name, ", ".join(cells)))
    if total["intrusive_ir"]["path_calls"]:
        print("%-20s intrusive last-reference paths' callees (in loops): %s" % (
            "", json.dumps(total["intrusive_ir"]["path_calls"], sort_keys=True)))
    for x in total["intrusive_ir"]["sites"] if sites else ():
        print(" ".join(w for w in ("intrusive-ir", x["function"], x["kind"], x["offset"],
                                   x.get("path", ""), x.get("callee", ""), x.get("pair", ""))
                       if w))


def line_of(name, total):
    cells = []
    for idiom in IDIOMS:
        c = total["counts"].get(idiom)
        if not c or not (c["increment"][0] or c["decrement"][0] or c["increment_call"][0]
                         or c["decrement_call"][0]):
            continue
        cells.append("%s: inc %d/%d in loops, dec %d/%d, pairs %d (invariant %d)%s, "
                     "dtor calls %d/%d"
                     % (idiom, c["increment"][1], c["increment"][0], c["decrement"][1],
                        c["decrement"][0], c["pairs"], c["invariant_pairs"],
                        ", slot pairs %d" % c["slot_pairs"] if c.get("slot_pairs") else "",
                        c["decrement_call"][1], c["decrement_call"][0]))
    return "%-20s %d modules: %s" % (name, total["modules"], "; ".join(cells) or "none")


def main():
    global LLVM
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--llvm-version", default="19")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib", "ArcElide.so"))
    ap.add_argument("--variant", action="append", default=[],
                    help="NAME=PIPELINE (default: plugin=arc-elide, "
                    "destructors-return=arc-elide<destructors-return>); 'none': no pass")
    ap.add_argument("--work", default=None,
                    help="where the pass's outputs go (default: a temporary folder, removed)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json")
    ap.add_argument("--sites", action="store_true",
                    help="also print every in-loop site: function, idiom, kind, base value")
    args = ap.parse_args()
    LLVM = args.llvm_version
    variants = [v.split("=", 1) for v in args.variant] or [
        ["plugin", "arc-elide"], ["destructors-return", "arc-elide<destructors-return>"]]
    if variants == [["none"]]:
        variants = []
    temporary = tempfile.TemporaryDirectory(prefix="idioms-work-") if not args.work else None
    work = args.work or temporary.name
    mods = sorted(set(modules(args.paths)))
    result = {"before": empty(), "variants": {}}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for path, one in zip(mods, pool.map(analyse, mods)):
            if one is None:
                result["before"]["rejected"].append(path)
                continue
            result["before"]["modules"] += 1
            for s in one["sites"] + one["intrusive_ir"]["sites"]:
                s["module"] = path
            add(result["before"], one)
        print(line_of("before", result["before"]))
        if args.sites:
            for x in result["before"]["sites"]:
                print("site %s %s %s %s%s%s" % (x["function"], x["idiom"], x["kind"], x["base"],
                                                " " + x["callee"] if x["callee"] else "",
                                                " (slot pair)" if x["pair"] == "slot pair"
                                                else ""))
        intrusive_lines("before", result["before"], args.sites)
        for name, pipeline in variants:
            total, files = empty(), []

            def one_variant(path):
                out, rem, changed = run_pass(path, name, pipeline, args.plugin, work)
                return path, out, rem, changed, (analyse(out) if out else None)
            total["changed"], total["changed_code"], module_of = [], [], {}
            for path, out, rem, changed, one in pool.map(one_variant, mods):
                if out is None:
                    total["rejected"].append({"module": path, "error": rem})
                    continue
                if changed[0]:
                    total["changed"].append(path)
                if changed[1]:
                    total["changed_code"].append(path)
                files.append(rem)
                module_of[rem] = path
                total["modules"] += 1
                for s in one["sites"] + one["intrusive_ir"]["sites"]:
                    s["module"] = path
                add(total, one)
            total["remarks"] = remarks(files, module_of)
            result["variants"][name] = total
            r = total["remarks"]
            print(line_of(name, total))
            if args.sites:
                for x in total["sites"]:
                    print("%s site %s %s %s %s%s" % (name, x["function"], x["idiom"],
                                                     x["kind"], x["base"],
                                                     " (slot pair)" if x["pair"] == "slot pair"
                                                     else ""))
            print("%-20s remarks: %d loops hoisted, %d handles hoisted, %d refused %s; %s; "
                  "%d modules changed (%d with a hoist), %d metadata aside (%d with a hoist)%s"
                  % ("", r["loops_hoisted"], r["handles_hoisted"], r["refused"],
                     json.dumps(r["by_rule"], sort_keys=True),
                     json.dumps(r["by_name"], sort_keys=True), len(total["changed"]),
                     len(set(total["changed"]) & r["hoisted_modules"]),
                     len(total["changed_code"]),
                     len(set(total["changed_code"]) & r["hoisted_modules"]),
                "; opt rejected %d modules" % len(total["rejected"]) if total["rejected"]
                else ""))
            intrusive_lines(name, total, args.sites)
            if "intrusive_count" in r["by_runtime"]:
                print("%-20s intrusive_count remarks: %s" % (
                    "", json.dumps(r["by_runtime"]["intrusive_count"], sort_keys=True)))
    for v in result["variants"].values():
        v["remarks"]["hoisted_modules"] = sorted(v["remarks"]["hoisted_modules"])
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1, sort_keys=True)
    if temporary:
        temporary.cleanup()
    return 0


LLVM = "19"
if __name__ == "__main__":
    sys.exit(main())
