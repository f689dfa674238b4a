#!/usr/bin/env python3
"""Summarises arc-elide's remarks, per loop, from the remark files of a build.

Usage: remark-summary.py [--hoisted-only] PATH...

Each PATH is a remark file (clang -fsave-optimization-record writes FILE.opt.yaml beside each
object; lld --opt-remarks-filename writes NAME and NAME.thin.N) or a folder searched for them
(*.opt.yaml, *.yaml, *.yaml.thin.*). For every loop the pass looked at it prints the handles
hoisted, those refused and by which rule, and how many refcount calls one iteration no longer
runs; then the totals, the refusals counted per rule, and the objects made thread-local. Only
the remarks of pass arc-elide are read (their keyed arguments: Handle, Loop, Rule, Runtime,
OpsRemovedPerIteration, OpsMadePlain); the same remark found twice (a header compiled into two
objects, a file given twice) counts once. --hoisted-only leaves out of the table the loops where
nothing was hoisted (the totals still count them).

No dependency beyond Python 3: the files are read as LLVM writes them (one YAML document per
remark, one argument per line).
"""
import collections
import os
import re
import sys


def unquote(text):
    text = text.strip()
    if len(text) >= 2 and text[0] == "'" and text[-1] == "'":
        return text[1:-1].replace("''", "'")
    if len(text) >= 2 and text[0] == '"' and text[-1] == '"':
        return bytes(text[1:-1], "utf-8").decode("unicode_escape")
    return text


def closed(value):
    """Whether the quoted scalar VALUE ends on this line ('' is an escaped quote inside one)."""
    quote = value[0]
    body = value[1:]
    if quote == "'":
        body = body.replace("''", "")
        return body.endswith("'")
    return re.search(r'(?<!\\)(\\\\)*"$', body) is not None


def documents(path):
    """The remark documents of PATH, as lists of lines."""
    doc = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("--- "):
                if doc:
                    yield doc
                doc = [line]
            elif line == "...":
                if doc:
                    yield doc
                doc = []
            elif doc:
                doc.append(line)
    if doc:
        yield doc


DEBUG_LOC = re.compile(r"File:\s*('(?:[^']|'')*'|[^,]+),\s*Line:\s*(\d+)")


def parse(doc):
    """One remark: its kind, pass, name, function, location and arguments (key, value) in order."""
    remark = {"kind": doc[0][4:].strip().lstrip("!"), "args": [], "file": None, "line": 0}
    i = 1
    while i < len(doc):
        line = doc[i]
        if line.startswith("Args:"):
            i += 1
            while i < len(doc) and doc[i].startswith("  "):
                m = re.match(r"  - (\w+):\s?(.*)$", doc[i])
                i += 1
                if not m:
                    continue  # an argument's own DebugLoc, or its continuation
                value = m.group(2)
                # A quoted value folded over several lines: its lines joined by one space.
                while value[:1] in "'\"" and not closed(value) and i < len(doc):
                    value += " " + doc[i].strip()
                    i += 1
                remark["args"].append((m.group(1), unquote(value)))
            continue
        m = re.match(r"(\w+):\s*(.*)$", line)
        if m:
            key, value = m.group(1), m.group(2)
            if key == "DebugLoc":  # a flow mapping, possibly over several lines
                while "}" not in value and i + 1 < len(doc):
                    i += 1
                    value += " " + doc[i].strip()
                loc = DEBUG_LOC.search(value)
                if loc:
                    remark["file"], remark["line"] = unquote(loc.group(1)), int(loc.group(2))
            else:
                remark[key.lower()] = unquote(value)
        i += 1
    remark["message"] = "".join(value for _, value in remark["args"])
    remark["keys"] = collections.OrderedDict()
    for key, value in remark["args"]:
        if key != "String":
            remark["keys"].setdefault(key, value)
    return remark


def remark_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in sorted(os.walk(path)):
                for name in sorted(names):
                    if name.endswith((".opt.yaml", ".yaml")) or ".yaml.thin." in name:
                        yield os.path.join(root, name)
        else:
            yield path


def first_number(text):
    m = re.search(r"\d+", text or "")
    return int(m.group(0)) if m else 0


def main(argv):
    paths = [a for a in argv if not a.startswith("--")]
    hoisted_only = "--hoisted-only" in argv
    if not paths:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    seen = set()
    loops = collections.OrderedDict()  # (file, loop) -> {"function", "hoisted": [], "refused": []}
    local, shared = [], []
    for path in remark_files(paths):
        for doc in documents(path):
            r = parse(doc)
            if r.get("pass") != "arc-elide":
                continue
            identity = (r["kind"], r.get("name"), r.get("function"), r["file"], r["line"],
                        r["message"])
            if identity in seen:
                continue
            seen.add(identity)
            keys, name = r["keys"], r.get("name")
            if name == "ThreadLocal":
                local.append((keys.get("Handle", "?"), first_number(keys.get("OpsMadePlain"))))
            elif name == "NotThreadLocal":
                shared.append(keys.get("Handle", "?"))
            if "Loop" not in keys or name not in ("Hoisted", "HoistedLazily", "NotHoisted"):
                continue
            where = os.path.basename(r["file"]) if r["file"] else ""
            loop = loops.setdefault((where, keys["Loop"]), {
                "function": r.get("function", "?"), "hoisted": [], "refused": [], "removed": 0,
                "at_least": False})
            if name == "NotHoisted":
                loop["refused"].append((keys.get("Handle", "?"), keys.get("Rule", "?")))
            else:
                ops = keys.get("OpsRemovedPerIteration")
                loop["hoisted"].append(keys.get("Handle", "?"))
                loop["removed"] += first_number(ops)  # the fewest, for a range
                loop["at_least"] |= ops is None or "at least" in r["message"] or " to " in ops

    rows = [("loop", "function", "hoisted", "refused (rule)", "calls removed per iteration")]
    rules = collections.Counter()
    total_removed = 0
    for (_, loop_text), loop in loops.items():
        for _, rule in loop["refused"]:
            rules[rule] += 1
        total_removed += loop["removed"]
        if hoisted_only and not loop["hoisted"]:
            continue
        place = re.sub(r"^the ", "", loop_text)
        rows.append((
            place,
            loop["function"],
            ", ".join(loop["hoisted"]) or "-",
            ", ".join("%s (%s)" % h for h in loop["refused"]) or "-",
            ("at least %d" if loop["at_least"] else "%d") % loop["removed"]
            if loop["hoisted"] else "0",
        ))
    widths = [max(len(row[c]) for row in rows) for c in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(widths[c]) for c, cell in enumerate(row)).rstrip())
    hoisted = sum(len(l["hoisted"]) for l in loops.values())
    refused = sum(len(l["refused"]) for l in loops.values())
    with_hoist = sum(1 for l in loops.values() if l["hoisted"])
    print()
    print("%d loops: %d with a hoisted handle; %d handles hoisted, %d refused%s" % (
        len(loops), with_hoist, hoisted, refused,
        " (" + ", ".join("%s: %d" % kv for kv in sorted(rules.items())) + ")" if rules else ""))
    print("refcount calls removed per iteration, summed over the loops: %d" % total_removed)
    if local or shared:
        print("thread-local objects: %d made local (%d atomic operations made plain), %d stay "
              "shared" % (len(local), sum(n for _, n in local), len(shared)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
