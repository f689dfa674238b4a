"""The event oracle of the enumerator: compares one program's runs without and with the pass.

A run is (status, stdout, stderr) per runtime ('check': the checking runtime with
ARC_CHECK_LEAKS=1; 'default': libarcrt.a). stdout is support.c's event log, one event a line
prefixed by the iteration ([-1] before the loop, [99] in the atexit cleanup): uses of copies
(the object's id, or DEAD when its destructor ran), observed counts, header words, reads of what
destructors write, drops, ways out, the loop's end, destructor runs (the id, and what it read of
its peer), and the ids of the objects still live at exit. stderr has the checking runtime's
reports and its leak report.

The run without the pass must be clean, else the program is invalid (not a correct program):
status 0 (1 with a leak report), no other `arc-check:` report, no read of a destroyed object.

The run with the pass must then show the same, except what docs/differences.md allows:
  - a destructor may run later, but not earlier, and no later than the loop's end when it ran
    inside the loop (item 1); reads of what destructors write may differ only when a
    destructor ran later (its side effects moved);
  - nothing else: the same events in the same order (uses, counts seen by observers in the
    loop, header words, ways out), the same destructors with the same reads, the same objects
    live at exit, the same leak report (addresses aside), the same exit status.
"""
import re

DTOR = re.compile(r"^\[(-?\d+)\] (dtor \d+.*)$")
ROW = re.compile(r"^\[(-?\d+)\] ")
ADDRESS = re.compile(r"0x[0-9a-f]+")


def events(out):
    """(main events, destructor events as (text, index among main events, row))."""
    main, dtors = [], []
    for line in out.splitlines():
        m = DTOR.match(line)
        if m:
            dtors.append((m.group(2), len(main), int(m.group(1))))
        else:
            main.append(line)
    return main, dtors


def row(event):
    m = ROW.match(event)
    return int(m.group(1)) if m else None


# Where the checking runtime says a call came from: the executable's path and an addr2line
# command, which differ between the two builds of one program.
CALL_SITE = re.compile(r"called from \S+( \(addr2line [^)]*\))?")


def reports(err):
    # sorted: the leak report lists live objects in the order of its table (by address)
    return sorted(re.sub(r"thread \d+", "thread N", CALL_SITE.sub("called from SITE", ADDRESS.sub("ADDR", l)))
            for l in err.splitlines() if l.startswith("arc-check:"))


def invalid_source(rc, out, err, rt):
    if rc == "timeout":
        return "timeout"
    leaks = any("arc-check: leaks:" in l for l in err.splitlines())
    if rc != 0 and not (rc == 1 and leaks):
        return "exit status %s: %s" % (rc, (err.strip().splitlines() or [""])[-1][:200])
    bad = [l for l in err.splitlines() if l.startswith("arc-check:") and "leak" not in l
           and not l.startswith("arc-check:   ")]
    if bad:
        return "runtime report: " + bad[0]
    if "DEAD" in out or "dead object" in out:
        return "reads a destroyed object"
    if rt == "check" and "arc-check: " not in err and "spin: " not in out:
        return "no leak report"
    return None


def compare_one(base, opt, rt):
    """None when OPT may differ from BASE as it does, else why not."""
    rc0, out0, err0 = base
    rc1, out1, err1 = opt
    if rc1 == "timeout":
        return "%s runtime: timeout with the pass" % rt
    if rc1 != rc0:
        tail = [l for l in err1.splitlines() if "arc-check" in l or "rror" in l][:2]
        return "%s runtime: exit status %s with the pass, %s without%s" % (
            rt, rc1, rc0, (": " + " / ".join(tail)) if tail else "")
    r0, r1 = reports(err0), reports(err1)
    if r0 != r1:
        diff = [l for l in r1 if l not in r0] or [l for l in r0 if l not in r1]
        return "%s runtime: leak/check report differs: %s" % (rt, diff[0] if diff else r1)
    m0, d0 = events(out0)
    m1, d1 = events(out1)
    if sorted(d[0] for d in d0) != sorted(d[0] for d in d1):
        extra = [d[0] for d in d1 if d[0] not in [x[0] for x in d0]]
        missing = [d[0] for d in d0 if d[0] not in [x[0] for x in d1]]
        return "%s runtime: destructors differ: with the pass %s, without %s" % (
            rt, extra[:2] or "-", missing[:2] or "-")
    # The header words a memcpy (op Ma) copies are arc's count word, which arc.h forbids user code
    # to touch (its profile has no count word in the layout: docs/differences.md); the copy still
    # runs, but what it saw is not compared.
    strip = lambda ev: [re.sub(r"word (\w) \S+", r"word \1 ?",
                               re.sub(r"(dtor-written|window-read) -?\d+", r"\1 ?", e))
                        for e in ev]
    if strip(m0) != strip(m1):
        for i, (x, y) in enumerate(zip(m0 + [""] * len(m1), m1 + [""] * len(m0))):
            if x != y:
                return "%s runtime: event %d differs: with the pass %r, without %r" % (rt, i, y, x)
    end = next((i for i, e in enumerate(m0) if e.endswith("loop end")), len(m0))
    # the iteration that left the loop: the row of its last event before the loop's end
    exit_row = next((row(e) for e in reversed(m0[:end]) if 0 <= (row(e) or -1) < 7), None)
    later = False
    used = set()
    for text, i0, r0 in d0:
        j = next(k for k, d in enumerate(d1) if d[0] == text and k not in used)
        used.add(j)
        i1 = d1[j][1]
        if i1 > i0 and r0 == exit_row:
            # H8: a read in the exit window of the release that ran this destructor (op Wa's
            # strict read, in the iteration that leaves) must still see it
            for w in range(i0, min(i1, end)):
                if "window-read" in m0[w] and row(m0[w]) == exit_row:
                    return ("%s runtime: destructor '%s' runs after %r with the pass (a read in "
                            "the exit window of its release, H8)" % (rt, text, m0[w]))
        if i1 < i0:
            return "%s runtime: destructor '%s' runs earlier with the pass" % (rt, text)
        if i1 > i0 and i1 > end:
            return "%s runtime: destructor '%s' runs after the loop's end with the pass" % (rt, text)
        if i1 > i0:
            # Only a handle the loop holds (a hoisted pair) may die later: the object must have
            # been one the loop used before it died without the pass.
            ident = text.split()[1]
            was_used = any(re.search(r"\] use . %s$" % ident, e) for e in m0[:i0])
            if not was_used:
                return ("%s runtime: destructor '%s' runs later with the pass, but the loop never "
                        "used that object (a stale handle was retained)" % (rt, text))
        later |= i1 > i0
    # Without a destructor that runs later, the events are the same, dtor-written values too;
    # only header words (above) are never compared.
    words = lambda ev: [re.sub(r"word (\w) \S+", r"word \1 ?", e) for e in ev]
    if words(m0) != words(m1) and not later:
        i = next(i for i, (x, y) in enumerate(zip(words(m0), words(m1))) if x != y)
        return "%s runtime: event %d differs: with the pass %r, without %r" % (rt, i, m1[i], m0[i])
    return None


def callbacks(out):
    return [l for l in out.splitlines() if l.endswith("callback replaces a")]


def hard(run, rt):
    """What is wrong with a run whatever it may differ in: a crash, a timeout, a check report
    other than the leak report, a read of a destroyed object."""
    rc, out, err = run
    if rc == "timeout" or (rc != 0 and not (rc == 1 and "arc-check: leaks:" in err)):
        return "%s runtime: exit status %s with the pass: %s" % (
            rt, rc, (err.strip().splitlines() or [""])[-1][:200])
    bad = [l for l in err.splitlines() if l.startswith("arc-check:") and "leak" not in l
           and not l.startswith("arc-check:   ")]
    if bad:
        return "%s runtime: report with the pass: %s" % (rt, bad[0])
    # (a destructor's read of its peer is not checked: the peer may outlive it only because
    # the callback replaced the object in time)
    if re.search(r"use . DEAD", out) or "dead object" in out:
        return "%s runtime: reads a destroyed object with the pass" % rt
    return None


def compare(base, opt):
    """('invalid'|'pass'|'fail', why) for one program's runs {runtime: (rc, out, err)}."""
    for rt in sorted(base):
        why = invalid_source(*base[rt], rt=rt)
        if why:
            return "invalid", "%s runtime without the pass: %s" % (rt, why)
    for rt in sorted(base):
        # A custom runtime's retain that runs user code runs it less often, and at other
        # points, when pairs are hoisted (docs/differences.md items 3 and 4): its effects may
        # then differ; only what no difference excuses is checked.
        if callbacks(base[rt][1]) != callbacks(opt[rt][1]):
            why = hard(opt[rt], rt)
            if why:
                return "fail", why
            continue
        why = compare_one(base[rt], opt[rt], rt)
        if why:
            return "fail", why
    return "pass", "same events"


def kind(why):
    """A short name for the kind of a failure (for the summary)."""
    for key in ("timeout", "exit status", "leak/check report", "destructors differ",
                "earlier", "after the loop", "event"):
        if key in why:
            return key
    return "other"


def atomic_slots(ir, n):
    """Why the IR of the pass build breaks program N's atomic holder (its slots at<N>_a and
    at<N>_b are only ever read by atomic loads), or None. A plain copy of a relaxed atomic reload
    in the preheader is a data race that no run shows reliably."""
    bad = re.search(r"^\s*%%\S+ = load (?!atomic)[^,]*, ptr @at%d_[ab]\b.*$" % n, ir, re.M)
    if bad:
        return "IR: a load of an atomic slot is not atomic: " + bad.group(0).strip()
    return None
