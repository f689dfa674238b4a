"""Checks that arc-elide takes every count observer a runtime's headers name for one.

Usage: observer_families.py OPT PLUGIN LIST

LIST (observer_families.txt) names, per built-in runtime, its usual retain/release pair and every
function that reads a count. For each runtime this writes one module: per observer a function
whose loop retains a handle, calls the observer on it (its real type from LIST: the object as a
pointer, or as its bits), and releases it; and a control function, the same loop with a call of
a function that touches no memory instead. It runs `arc-elide<runtime=NAME>` and reads the
output: each observer's loop must still hold its retain (not hoisted), the control's must not
(hoisted: the loop shape is one the pass hoists, so a kept pair is the observer's doing).
Prints one line per runtime and one per observer the pass hoisted past; exits 1 on any failure.
"""
import re
import subprocess
import sys

VOID_RETAINS = {"NRT_incref", "Py_IncRef"}


def parse(path):
    profiles = []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        words = line.split()
        if words[0] == "profile":
            profiles.append((words[1], words[2], words[3], []))
        else:
            profiles[-1][3].append((words[0], words[1], words[2:]))
    return profiles


def loop(fn, retain, release, body):
    retain_call = ("call void @%s(ptr %%p)" % retain if retain in VOID_RETAINS
                   else "%%r = call ptr @%s(ptr %%p)" % retain)
    return """define void @%s(ptr %%p, i64 %%n) {
entry:
  br label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i.next, %%loop ]
  %s
%s
  call void @%s(ptr %%p)
  %%i.next = add i64 %%i, 1
  %%c = icmp slt i64 %%i.next, %%n
  br i1 %%c, label %%loop, label %%exit
exit:
  ret void
}
""" % (fn, retain_call, body, release)


def module(retain, release, observers):
    text = ["declare %s @%s(ptr) nounwind" % ("void" if retain in VOID_RETAINS else "ptr", retain),
            "declare void @%s(ptr) nounwind" % release,
            "declare i64 @pure(i64) nounwind memory(none)"]
    text += ['declare %s @"%s"(%s) nounwind' % (ret, name, ", ".join(args))
             for name, ret, args in observers]
    text.append(loop("control", retain, release, "  %k = call i64 @pure(i64 %i)"))
    for name, ret, args in observers:
        values = []
        for k, arg in enumerate(args):
            if k == 0:
                values.append("ptr %p" if arg == "ptr" else "%s %%bits" % arg)
            else:
                values.append("%s %s" % (arg, "null" if arg == "ptr" else "0"))
        body = ""
        if args[0] != "ptr":
            body += "  %%bits = ptrtoint ptr %%p to %s\n" % args[0]
        body += '  %%k = call %s @"%s"(%s)' % (ret, name, ", ".join(values))
        text.append(loop("observer." + name, retain, release, body))
    return "\n".join(text)


def retains_in_loops(ir, retain):
    """The functions of IR whose block `loop` still calls RETAIN."""
    kept, fn, block = set(), None, None
    for line in ir.splitlines():
        m = re.match(r'^define .*@"?([^"(]+)"?\(', line)
        if m:
            fn, block = m.group(1), None
            continue
        m = re.match(r"^([\w.]+):", line)
        if m:
            block = m.group(1)
            continue
        if fn and block == "loop" and ("@%s(" % retain) in line:
            kept.add(fn)
    return kept


def main():
    opt, plugin, path = sys.argv[1:4]
    failures = 0
    for name, retain, release, observers in parse(path):
        # destructors-return: the promise that destructors return, so that only H4 decides.
        p = subprocess.run([opt, "-load-pass-plugin=" + plugin,
                            "-passes=arc-elide<runtime=%s;destructors-return>,verify" % name, "-S"],
                           input=module(retain, release, observers), capture_output=True, text=True)
        if p.returncode != 0:
            print("%s: opt failed: %s" % (name, p.stderr))
            failures += 1
            continue
        kept = retains_in_loops(p.stdout, retain)
        if "control" in kept:
            print("%s: control not hoisted: the check proves nothing" % name)
            failures += 1
        missed = [o for o, _, _ in observers if "observer." + o not in kept]
        for o in missed:
            print("%s: %s hoisted past: not an observer" % (name, o))
        failures += len(missed)
        print("%s: %d of %d observers keep their pair, control hoisted" %
              (name, len(observers) - len(missed), len(observers)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
