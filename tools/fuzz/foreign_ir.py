#!/usr/bin/env python3
"""Runs the arc-elide pass over IR it was not written for; it must never crash, and its output
must always verify.

    foreign_ir.py BUILD [--stress N] [--first-seed S] [--jobs J] [--keep DIR]

BUILD is a build folder (build, build-llvm22): opt, clang, llvm-stress and the plugin come from
BUILD/tests/lit.site.cfg.py. The corpus:
  tests      every .ll under tests/ (those opt itself accepts without the plugin)
  stress     N modules from llvm-stress (sizes 20..400) with arc runtime calls inserted at random
             points (insert_rc.py): pairs, lone retains and releases, reloaded handles, observers,
             fresh objects
  sources    the project's own C: runtime/src, pass/src, examples, tests/e2e and tests/runtime
             programs, tools/fuzz/support.c, compiled with clang -emit-llvm at -O0 (without
             optnone), -O1 and -O2
  programs   a few random programs of tools/fuzz/gen.py at -O1
Each module goes through several pipelines with -verify-each: arc-elide alone, after
loop-simplify, with each parameter (no-hoist, no-local, runtime=arc), with each other runtime
profile (objc, swift, glib, numba, cpython) and a custom one, and the whole -O2 pipeline with
the plugin loaded (where it runs at the vectorizer start). A failure is a nonzero exit of
opt (a crash, an assertion, or a verifier error) on a module that opt accepts without the plugin.
Closes with: `foreign-ir: M modules, R runs, F failed`.
"""
import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import gen  # noqa: E402
import insert_rc  # noqa: E402

PIPELINES = [
    ["-passes=arc-elide"],
    ["-passes=loop-simplify,arc-elide"],
    ["-passes=arc-elide<no-hoist>"],
    ["-passes=arc-elide<no-local;runtime=arc>"],
    ["-passes=default<O2>"],
]
# For the .ll tests and llvm-stress modules (whose calls come from every profile): each other
# runtime profile, and a custom runtime described by parameters.
PROFILE_PIPELINES = [["-passes=loop-simplify,arc-elide<runtime=%s>" % name]
                     for name in ["objc", "swift", "glib", "numba", "cpython"]] + [
    ["-passes=loop-simplify,arc-elide<retain=arc_retain;release=arc_release;observer=arc_count;"
     "alloc=arc_alloc>"]]


def run(cmd, timeout=300, stdin=None):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, input=stdin)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", "timeout after %ss" % timeout


def site(build):
    text = open(os.path.join(build, "tests", "lit.site.cfg.py")).read()
    get = lambda key: re.search(r"^config\.%s = \"(.*)\"" % key, text, re.M).group(1)
    return {k: get(k) for k in ["clang", "opt", "plugin", "llvm_tools_dir", "openmp_flags"]}


def corpus_tests():
    for path in sorted(glob.glob(os.path.join(SRC_ROOT, "tests", "**", "*.ll"), recursive=True)):
        if re.search(r"^; XFAIL:", open(path).read(), re.M):
            continue  # a known failure of the pass, tracked by its own XFAIL test
        yield "tests/" + os.path.relpath(path, os.path.join(SRC_ROOT, "tests")), path


def c_sources():
    pats = ["runtime/src/*.c", "pass/src/*.c", "examples/*.c", "tests/e2e/*.c",
            "tests/e2e/Inputs/*.c", "tests/runtime/*.c", "tests/runtime/Inputs/*.c",
            "tools/fuzz/support.c", "bench/**/*.c"]
    for pat in pats:
        for path in sorted(glob.glob(os.path.join(SRC_ROOT, pat), recursive=True)):
            yield path


def llvm_cflags(tools_dir):
    rc, out, _ = run([os.path.join(tools_dir, "llvm-config"), "--cflags"])
    return out.split() if rc == 0 else []


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("build")
    ap.add_argument("--stress", type=int, default=120, help="llvm-stress modules")
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--programs", type=int, default=6, help="generated C programs")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", help="keep the modules (and failures) in this folder")
    a = ap.parse_args()
    cfg = site(a.build)
    work = a.keep or tempfile.mkdtemp(prefix="arcforeign.")
    os.makedirs(work, exist_ok=True)
    plugin = os.path.join(work, "ArcElide.so")  # a snapshot: others may rebuild BUILD meanwhile
    shutil.copy(cfg["plugin"], plugin)
    opt, clang = cfg["opt"], cfg["clang"]
    stress = os.path.join(cfg["llvm_tools_dir"], "llvm-stress")
    omp = [f for f in cfg["openmp_flags"].split() if not f.startswith(("-Wl,", "-L"))]
    includes = ["-I" + os.path.join(SRC_ROOT, d) for d in
                ["runtime/include", "runtime/src", "pass/src", "pass/shim", "tools/fuzz",
                 "tests/e2e/Inputs"]]
    llvm_inc = llvm_cflags(cfg["llvm_tools_dir"])

    def make_stress(seed):
        size = 20 + (seed * 7919) % 380
        rc, out, err = run([stress, "--seed=%d" % seed, "--size=%d" % size])
        if rc != 0:
            return None, "llvm-stress failed: " + err
        path = os.path.join(work, "stress%d.ll" % seed)
        open(path, "w").write(insert_rc.instrument(out, seed))
        return path, None

    def make_c(path, level):
        name = os.path.relpath(path, SRC_ROOT).replace("/", "_") + "." + level.lstrip("-") + ".ll"
        out = os.path.join(work, name)
        flags = ["-Xclang", "-disable-O0-optnone"] if level == "-O0" else []
        cmd = [clang, level, "-g", "-w", "-std=c11", "-pthread", "-S", "-emit-llvm", path, "-o",
               out] + flags + omp + includes + llvm_inc
        rc, _, err = run(cmd)
        if rc != 0:
            # some e2e inputs need defines we do not know; not the pass's problem
            return None, "clang failed: " + err.splitlines()[0] if err else "clang failed"
        return out, None

    def make_program(seed):
        src = os.path.join(work, "prog%d.c" % seed)
        open(src, "w").write(gen.Gen(seed, "none").program().render())
        return make_c(src, "-O1")

    jobs = []  # (name, maker)
    for name, path in corpus_tests():
        jobs.append((name, lambda p=path: (p, None), True))
    for seed in range(a.first_seed, a.first_seed + a.stress):
        jobs.append(("llvm-stress seed %d" % seed, lambda s=seed: make_stress(s), True))
    for path in c_sources():
        for level in ["-O0", "-O1", "-O2"]:
            jobs.append(("%s %s" % (os.path.relpath(path, SRC_ROOT), level),
                         lambda p=path, l=level: make_c(p, l), False))
    for seed in range(a.first_seed, a.first_seed + a.programs):
        jobs.append(("fuzz program seed %d" % seed, lambda s=seed: make_program(s), False))

    def check(job):
        name, maker, profiles = job
        path, problem = maker()
        if path is None:
            return name, "skipped", problem, 0
        rc, _, err = run([opt, "-passes=verify", "-disable-output", path])
        if rc != 0:
            return name, "skipped", "opt rejects it without the plugin", 0
        runs = 0
        for pipeline in PIPELINES + (PROFILE_PIPELINES if profiles else []):
            runs += 1
            rc, _, err = run([opt, "-load-pass-plugin=" + plugin, "-verify-each",
                              "-disable-output", path] + pipeline)
            if rc != 0:
                return name, "failed", "%s: exit %s: %s" % (" ".join(pipeline), rc,
                                                            err.strip()[-1500:]), runs
        return name, "ok", None, runs

    modules = runs = 0
    failed, skipped = [], []
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        for name, status, why, n in pool.map(check, jobs):
            runs += n
            if status == "skipped":
                skipped.append((name, why))
                continue
            modules += 1
            if status == "failed":
                failed.append((name, why))
                print("FAILED %s: %s" % (name, why), flush=True)
    for name, why in skipped:
        print("skipped %s: %s" % (name, why))
    print("foreign-ir: %d modules, %d runs, %d failed, %d skipped" % (
        modules, runs, len(failed), len(skipped)))
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
