#!/usr/bin/env python3
"""The oracle's positive control for flavours sp and spr (libc++'s std::shared_ptr), gsp and
gspr (the same over libstdc++), and isp and ispr (over an intrusive count): each program below is built as gen.py writes it and as a
hand-miscompiled copy (what a wrong hoist of an inlined count would do, written in the source),
both without the pass; oracle.compare must call every pair a failure. Prints one verdict a line.

    sp_sabotage.py BUILD
"""
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import driver  # noqa: E402
import gen  # noqa: E402
import oracle  # noqa: E402


def hoist_copy(t):
    """the copy of a taken once before the loop, so it keeps the object the writer replaced"""
    return t.replace("      SpPtr t1 = g0_a;\n", "").replace(
        "    for (i = 0; i < n; i++) {",
        "    SpPtr h1 = g0_a;\n    for (i = 0; i < n; i++) {\n      SpPtr t1 = h1;").replace(
        "    en_iter = EN_AFTER_ROW;", "    h1.reset();\n    en_iter = EN_AFTER_ROW;")


SABOTAGES = [
    # the writer thread's replacement of a's owner: the loop keeps using the old object
    ("sp:global:Ra.H.La", hoist_copy),
    # an observer that sees one copy more in the iteration that leaves (a hoisted increment)
    ("sp:ref:Ra.Oa.La",
     lambda t: t.replace("EV_COUNT_A, t1.use_count()", "EV_COUNT_A, t1.use_count() + (i == 3)")),
    # a count the throw strands (a hoisted pair without its release on the unwinding path)
    ("spr:global:Ra.E",
     lambda t: t.replace("  en_sp_root_a = std::move(g0_a);",
                         "  en_sp_root_a = std::move(g0_a);\n  new SpPtr(en_sp_root_a);")),
    # a destructor that runs earlier (a decrement moved before the hand-over's use)
    ("sp:local:Ra.H.La",
     lambda t: t.replace("      en_handover_call(i, 2);",
                         "      if (i == 2) t1.reset();\n      en_handover_call(i, 2);")),
]
# The same over libstdc++ (flavours gsp, gspr: the same text, another library), and over an
# intrusive count (isp, ispr: the same text, support_sp.h's intrusive pointer)
SABOTAGES += [(prefix + name, edit) for prefix in ("g", "i") for name, edit in SABOTAGES]


def main():
    cfg = driver.Config(sys.argv[1])
    work = tempfile.mkdtemp(prefix="arc-sp-sabotage-")
    try:
        for name, edit in SABOTAGES:
            text = gen.emit_batch([gen.parse(name)])
            bad = edit(text)
            if bad == text:
                print("%s: the sabotage does not apply (gen.py changed)" % name)
                continue
            d = os.path.join(work, name.replace(":", "_"))
            os.makedirs(d)
            runs = []
            for tag, t in (("good", text), ("bad", bad)):
                src = os.path.join(d, tag + ".cpp")
                open(src, "w").write(t)
                exes, why = driver.build(cfg, src, tag, d, None, False,
                                         gen.stdlib_of(gen.parse(name)))
                if exes is None:
                    sys.exit("%s: %s" % (name, why))
                runs.append(driver.run_program(exes, 0))
            verdict, why = oracle.compare(*runs)
            print("%s: %s: %s" % (name, verdict, why))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
