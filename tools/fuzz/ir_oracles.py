"""Structural oracles on the IR of a generated program (see driver.py): what the output of a run
cannot show.

- atomic_slots(ir): every load of an `at_slot` global of the program (shapes.py, atomic_read)
  is atomic. A pass that copies a relaxed atomic reload into the preheader as a plain load adds
  a data race that only ThreadSanitizer would report, and only on an unlucky schedule.
- with_loop_addresses(ir): the module with every load of a pointer reloaded through an address
  computed right next to it (a zero-offset GEP or a no-op bitcast). Optimised C never keeps such
  addresses, other front ends and passes do; the pass must strip them to decide, and must not
  leave its preheader copy using them. The driver runs the pass and the verifier over the result.
"""
import re

ATOMIC_SLOT = re.compile(r"^\s*%\S+ = load (?!atomic)[^,]*, ptr @at_slot\d+\b.*$", re.M)


def atomic_slots(ir):
    """Why the IR breaks the atomic_read shape's promise, or None."""
    bad = ATOMIC_SLOT.search(ir)
    if bad:
        return "a load of an atomic slot is not atomic: " + bad.group(0).strip()
    return None


LOAD = re.compile(r"^(\s*)(%\S+) = load ptr, ptr ")


def _operand(text, at):
    """The pointer operand starting at TEXT[at]: a name, or a constant expression with its
    parentheses. Returns (operand, end) or None."""
    m = re.match(r"[@%][-\w.$]+|null", text[at:])
    if m:
        return m.group(0), at + m.end()
    m = re.match(r"(getelementptr|bitcast|addrspacecast)[^(]*\(", text[at:])
    if not m:
        return None
    depth, i = 0, at
    while i < len(text):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[at:i + 1], i + 1
        i += 1
    return None


def with_loop_addresses(ir):
    """(module text, number of loads rewritten): each `%x = load ptr, ptr P` becomes a
    computation of P's address right before it (alternately `getelementptr i8, ptr P, i64 0`,
    `getelementptr [1 x ptr], ptr P, i64 0, i64 0` and `bitcast ptr P to ptr`) and a load
    through that."""
    out, n = [], 0
    for line in ir.split("\n"):
        m = LOAD.match(line)
        op = _operand(line, m.end()) if m else None
        if not op or op[0] == "null":
            out.append(line)
            continue
        pointer, end = op
        name = "%%fz.addr%d" % n
        form = ["getelementptr i8, ptr %s, i64 0", "getelementptr [1 x ptr], ptr %s, i64 0, i64 0",
                "bitcast ptr %s to ptr"][n % 3]
        out.append("%s%s = %s" % (m.group(1), name, form % pointer))
        out.append(line[:m.end()] + name + line[end:])
        n += 1
    return "\n".join(out), n
