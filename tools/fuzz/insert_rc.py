#!/usr/bin/env python3
"""Inserts runtime calls (arc, or another profile's) at random points of a textual LLVM module (llvm-stress output).

    insert_rc.py SEED < in.ll > out.ll

For random pointer values (pointer arguments, allocas, GEPs, pointer loads, selects and phis) it
inserts, in the block that defines them (or in any block, for arguments):
  - a retain and a later release of the same value (a pair, sometimes in a loop),
  - a lone retain or a lone release (unbalanced),
  - a handle reloaded from a pointer argument, retained and released,
  - a count observer (arc_count / arc_is_unique),
  - a fresh object (arc_alloc) released again, or stored.
Half the Objective-C releases carry !clang.imprecise_release, as clang emits them for local strong
variables.
The result is meaningless as a program but well-formed IR: the pass must not crash on it and
its output must verify. The runtime's declarations are added (nounwind, as clang emits them).
"""
import random
import re
import sys

# The runtimes whose calls are inserted (one per module, by the seed): retain (and whether it
# returns its argument), release, an observer, an allocation. Every module declares all of them.
FLAVORS = {
    "arc": ("arc_retain", True, "arc_release", "arc_count", "arc_alloc"),
    "objc": ("objc_retain", True, "objc_release", None, None),
    "swift": ("swift_retain", True, "swift_release", "swift_retainCount", None),
    "glib": ("g_object_ref", True, "g_object_unref", None, None),
    "numba": ("NRT_incref", False, "NRT_decref", "NRT_MemInfo_refcount", None),
    "cpython": ("Py_IncRef", False, "Py_DecRef", None, None),
}

DECLS = """
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_alloc_local(i64, ptr) nounwind
declare ptr @arc_retain_local(ptr) nounwind
declare void @arc_release_local(ptr) nounwind
declare ptr @arc_publish(ptr) nounwind
declare i64 @arc_count(ptr) nounwind
declare i32 @arc_is_unique(ptr) nounwind
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare ptr @swift_retain(ptr) nounwind
declare void @swift_release(ptr) nounwind
declare i64 @swift_retainCount(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare void @NRT_incref(ptr) nounwind
declare void @NRT_decref(ptr) nounwind
declare i64 @NRT_MemInfo_refcount(ptr) nounwind
declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind
"""

LABEL = re.compile(r"^([A-Za-z$._][\w$.]*|\d+):")
DEF = re.compile(r"^\s+(%[\w.]+) = (.*)$")
PTR_DEF = re.compile(r"^(alloca |getelementptr |load ptr, |select i1 [^,]+, ptr |phi ptr )")
TERMINATORS = ("br ", "ret ", "ret\n", "switch ", "unreachable", "indirectbr ", "resume ",
               "invoke ", "callbr ")


def instrument(text, seed):
    r = random.Random(seed)
    lines = text.split("\n")
    out_funcs = []
    counter = [0]
    flavor = FLAVORS[sorted(FLAVORS)[seed // 2 % len(FLAVORS)]] if seed % 2 else FLAVORS["arc"]

    def fresh(prefix):
        counter[0] += 1
        return "%%%s.rc%d" % (prefix, counter[0])

    # Split into functions: [start, end) line ranges of bodies.
    i = 0
    result = []
    while i < len(lines):
        line = lines[i]
        if not line.startswith("define "):
            result.append(line)
            i += 1
            continue
        j = i
        while not lines[j].startswith("}"):
            j += 1
        result += instrument_function(lines[i:j + 1], r, fresh, flavor)
        i = j + 1
    return "\n".join(result) + DECLS


def instrument_function(body, r, fresh, flavor):
    retain_fn, returns, release_fn, observer_fn, alloc_fn = flavor

    def retain(value, result):
        if returns:
            return "%s = call ptr @%s(ptr %s)" % (result, retain_fn, value)
        return "call void @%s(ptr %s)" % (retain_fn, value)

    def release(value):
        call = "call void @%s(ptr %s)" % (release_fn, value)
        if release_fn == "objc_release" and r.random() < 0.5:
            call += ", !clang.imprecise_release !{}"  # a local strong variable's (H9 imprecise)
        return call

    header = body[0]
    args = re.findall(r"ptr(?: [a-z]+)* (%[\w.]+)", header.split("(", 1)[1])
    # blocks: list of [label line index, [instruction line indices]]
    blocks = []
    for idx, line in enumerate(body[1:-1], start=1):
        if LABEL.match(line):
            blocks.append((idx, []))
        elif line.strip() and not line.strip().startswith(";"):
            if not blocks:
                blocks.append((None, []))
            blocks[-1][1].append(idx)
    inserts = {}  # line index -> list of lines to insert before it

    def add(before, text):
        inserts.setdefault(before, []).append("  " + text)

    def block_points(insts, after=None):
        """Line indices one may insert before: after the phis (and after AFTER), up to and
        including the terminator (inserting before it)."""
        first = 0
        while first < len(insts) and " = phi " in body[insts[first]]:
            first += 1
        if after is not None:
            first = max(first, insts.index(after) + 1)
        return insts[first:]

    ptr_defs = []  # (block index, line index, name)
    for b, (_, insts) in enumerate(blocks):
        for idx in insts:
            m = DEF.match(body[idx])
            if m and PTR_DEF.match(m.group(2)):
                ptr_defs.append((b, idx, m.group(1)))

    n_ops = r.randint(1, 8)
    for _ in range(n_ops):
        choices = [("def", d) for d in ptr_defs] + [("arg", a) for a in args]
        if not choices or not blocks:
            break
        kind, what = r.choice(choices)
        if kind == "def":
            b, idx, name = what
            points = block_points(blocks[b][1], after=idx)
        else:
            name = what
            b = r.randrange(len(blocks))
            points = block_points(blocks[b][1])
        if not points:
            continue
        a = r.randrange(len(points))
        z = r.randrange(a, len(points))
        op = r.random()
        if op < 0.45:
            rc = fresh("p")
            add(points[a], retain(name, rc))
            add(points[z], release(rc if returns and r.random() < 0.6 else name))
        elif op < 0.55:
            add(points[a], release(name))
        elif op < 0.62:
            add(points[a], retain(name, fresh("u")))
        elif op < 0.78:
            h = fresh("h")
            add(points[a], "%s = load ptr, ptr %s" % (h, name))
            add(points[a], retain(h, fresh("p")))
            add(points[z], release(h))
        elif op < 0.86 and observer_fn and not (flavor[0] == "arc_retain" and r.random() < 0.5):
            add(points[a], "%s = call i64 @%s(ptr %s)" % (fresh("c"), observer_fn, name))
        elif op < 0.86:
            if r.random() < 0.5:
                add(points[a], "%s = call i64 @arc_count(ptr %s)" % (fresh("c"), name))
            else:
                add(points[a], "%s = call i32 @arc_is_unique(ptr %s)" % (fresh("c"), name))
        else:
            o = fresh("o")
            add(points[a], "%s = call ptr @arc_alloc(i64 16, ptr null)" % o)
            if r.random() < 0.5:
                add(points[z], release(o) if alloc_fn else "call void @arc_release(ptr %s)" % o)
            else:
                add(points[z], "store ptr %s, ptr %s" % (o, name))
    out = []
    for idx, line in enumerate(body):
        out += inserts.get(idx, [])
        out.append(line)
    return out


def main():
    seed = int(sys.argv[1])
    sys.stdout.write(instrument(sys.stdin.read(), seed))


if __name__ == "__main__":
    main()
