#!/usr/bin/env python3
"""Differential driver: builds random programs without and with the arc-elide pass, runs both
against the checking runtime, and compares.

    driver.py BUILD --seeds FIRST:COUNT [options]     a fixed slice (the CI slice)
    driver.py BUILD --seconds S [options]              fresh seeds until S seconds have passed
    driver.py BUILD --seeds 1:20 --shapes acquire      every program with one special scene

BUILD is a build folder (build, build-llvm22): the compiler, the plugin, the checking runtime
and the OpenMP flags are read from BUILD/tests/lit.site.cfg.py. For each seed, tools/fuzz/gen.py
makes a program; it is compiled at -O2 twice (without the pass, and with -fpass-plugin and
-Rpass=arc-elide), linked with tools/fuzz/support.c and libarcrt-check.a, and run with
ARC_CHECK_LEAKS=1 and OMP_NUM_THREADS=2. The build without the pass must be clean (exit 0, no
`arc-check:` report but "no leaks"), else the generator is at fault and that is reported as a
GENERATOR failure. The build with the pass must then print the same stdout, exit 0, and be as
clean. Passed remarks are counted: loops hoisted ("hoisted retain/release ...", and pairs deleted
in loops by H9, "deleted retain/release ... in the loop") and objects made thread-local (remarks that mention arc_alloc_local / thread-local).

The build with the pass runs the IR verifier (-fverify-intermediate-code): a compile that fails
is a failure. Programs with special scenes (shapes.py) also get structural oracles on the IR
(ir_oracles.py): with an atomic_read scene, the pass build's loads of its atomic slots must stay
atomic; with a loop_address scene, the IR without the pass, its handles reloaded through
addresses computed in the loop, must go through `loop-simplify,arc-elide,verify` in opt.

A failing program is minimised (minimise.py) and, with --save DIR, written there as a lit
regression test together with the original seed. Closes with one summary line:

    fuzz: N programs, F failed, G generator failures, H hoisted loops in P programs (X%),
          L objects made local, R programs/s
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import gen  # noqa: E402
import ir_oracles  # noqa: E402
import minimise  # noqa: E402
import shapes  # noqa: E402

SRC_ROOT = os.path.dirname(os.path.dirname(HERE))
CFLAGS = ["-std=c11", "-w", "-pthread"]


def hash_text(text):
    return sum(text.encode()) % 1000003


# ASan only: UBSan's checks branch to handlers that end the program, loop exits that keep most
# pairs in their loops (H5), so with them the pass would hardly fire on these programs.
SANITIZE = ["-fsanitize=address", "-fno-sanitize-recover=all"]


class Config:
    def __init__(self, build, plugin=None, clang=None, runtime=None, sanitize=False):
        site = open(os.path.join(build, "tests", "lit.site.cfg.py")).read()
        get = lambda key: re.search(r"^config\.%s = \"(.*)\"" % key, site, re.M).group(1)
        self.clang = clang or get("clang")
        self.plugin = os.path.abspath(plugin or get("plugin"))
        lib_dir = get("lib_dir")
        # With --sanitize: ASan on the program and the runtime's ASan build instead of
        # the checking runtime (LeakSanitizer reports the leaks then).
        self.sanitize = SANITIZE if sanitize else []
        # the runtime's ASan build also has UBSan's checks: link UBSan's runtime too
        self.sanitize_link = ["-fsanitize=address,undefined"] if sanitize else []
        self.runtime = runtime or os.path.join(
            lib_dir, "libarcrt-asan.a" if sanitize else "libarcrt-check.a")
        self.openmp = get("openmp_flags").split()
        self.omp_compile = [f for f in self.openmp if not f.startswith(("-Wl,", "-L"))]
        self.include = ["-I" + os.path.join(SRC_ROOT, "runtime", "include"), "-I" + HERE]
        self.opt = get("opt")
        self.shapes = "mix"

    def snapshot(self, work):
        """Copies the plugin and the runtime into WORK: others may rebuild the build folder while
        a long run goes on. Waits until the copy of the plugin loads."""
        for attempt in range(60):
            plugin = os.path.join(work, "ArcElide.so")
            runtime = os.path.join(work, os.path.basename(self.runtime))
            shutil.copy(self.plugin, plugin)
            shutil.copy(self.runtime, runtime)
            rc, _, err = run([self.opt, "-load-pass-plugin=" + plugin, "-passes=arc-elide",
                              "-disable-output", os.devnull])
            if rc == 0:
                self.plugin, self.runtime = plugin, runtime
                return
            time.sleep(5)
        sys.exit("driver: the plugin %s does not load: %s" % (self.plugin, err))


def run(cmd, timeout=120, env=None, cwd=None):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=cwd)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return "timeout", out, "timeout after %ss" % timeout


def support_object(cfg, work):
    obj = os.path.join(work, "support.o")
    if not os.path.exists(obj):
        rc, _, err = run([cfg.clang, "-O2"] + CFLAGS + cfg.sanitize + cfg.include +
                         ["-c", os.path.join(HERE, "support.c"), "-o", obj])
        if rc != 0:
            sys.exit("driver: cannot build support.c:\n" + err)
    return obj


def clean_run(rc, err, sanitize=False):
    """Why a run against the checking runtime (or under the sanitizers) is not clean, or None."""
    if rc != 0:
        lines = [l for l in err.splitlines() if "ERROR:" in l or "runtime error:" in l
                 or "arc-check:" in l]
        return "exit status %s%s" % (rc, (": " + lines[0]) if lines else "")
    if sanitize:
        bad = [l for l in err.splitlines() if "ERROR:" in l or "runtime error:" in l]
        return ("sanitizer: " + bad[0]) if bad else None
    reports = [l for l in err.splitlines() if "arc-check:" in l and "arc-check: no leaks" not in l]
    if reports:
        return "runtime report: " + reports[0]
    if "arc-check: no leaks" not in err:
        return "no leak report (ARC_CHECK_LEAKS=1 was ignored?)"
    return None


def build_and_run(cfg, text, work, tag, with_pass):
    src = os.path.join(work, "%s.c" % tag)
    if not os.path.exists(src):
        open(src, "w").write(text)
    obj, exe = os.path.join(work, tag + (".p.o" if with_pass else ".n.o")), \
        os.path.join(work, tag + (".p" if with_pass else ".n"))
    # Debug info on half the programs (by the text, so a program always builds the same way):
    # the pass reads it for names, and must behave the same with and without it.
    debug = ["-g"] if hash_text(text) % 2 == 0 else []
    cmd = [cfg.clang, "-O2"] + CFLAGS + cfg.sanitize + debug + cfg.include + cfg.omp_compile + \
        ["-c", src, "-o", obj]
    env = None
    if with_pass:
        cmd += ["-fpass-plugin=" + cfg.plugin, "-Rpass=arc-elide", "-fverify-intermediate-code"]
        # H9 deletes pairs of the arc runtime only under arc-elide<delete-pairs>: half the
        # programs (by the text) are built with it, so both configurations are fuzzed.
        if hash_text(text) % 4 >= 2:
            env = dict(os.environ, ARCELIDE_OPTIONS="delete-pairs")
    rc, _, remarks = run(cmd, env=env)
    if rc != 0:
        return {"stage": "compile", "why": "compile failed (%s): %s" % (rc, remarks[-2000:])}
    if with_pass and ATOMIC_MARK in text:
        ir_cmd = [x for x in cmd if x not in ("-c", obj, "-o")] + ["-S", "-emit-llvm", "-o", "-"]
        rc, ir, err = run(ir_cmd)
        why = ("compile to IR failed: " + err[-2000:]) if rc != 0 else ir_oracles.atomic_slots(ir)
        if why:
            return {"stage": "oracle", "why": why}
    rc, _, err = run([cfg.clang, obj, support_object(cfg, os.path.dirname(work)), cfg.runtime,
                      "-pthread", "-o", exe] + cfg.sanitize_link + cfg.openmp)
    if rc != 0:
        return {"stage": "link", "why": "link failed: " + err[-2000:]}
    env = dict(os.environ, ARC_CHECK_LEAKS="1", OMP_NUM_THREADS="2")
    rc, out, err = run([exe], timeout=RUN_TIMEOUT, env=env)
    if cfg.sanitize:
        return finish(rc, out, err, remarks, clean_run(rc, err, sanitize=True))
    return finish(rc, out, err, remarks, clean_run(rc, err))


ATOMIC_MARK = "shape atomic_read"
ADDRESS_MARK = "fz-oracle: loop-address"
RUN_TIMEOUT = 20  # seconds; the programs run in well under one


def loop_address_oracle(cfg, text, work, tag):
    """('fail'|'generator', why, mutated IR) when the pass breaks the verifier on the program's
    IR with its handles reloaded through addresses computed in the loop, else None."""
    src = os.path.join(work, "%s.c" % tag)
    rc, ir, err = run([cfg.clang, "-O2"] + CFLAGS + cfg.include + cfg.omp_compile +
                      ["-S", "-emit-llvm", "-o", "-", src])
    if rc != 0:
        return "generator", "loop-address oracle: compile to IR failed: " + err[-1000:], None
    mutated, count = ir_oracles.with_loop_addresses(ir)
    path = os.path.join(work, tag + ".addr.ll")
    open(path, "w").write(mutated)
    rc, _, err = run([cfg.opt, "-passes=verify", "-disable-output", path])
    if rc != 0:
        return "generator", "loop-address oracle: the rewritten IR is invalid: " + err[-1000:], None
    rc, _, err = run([cfg.opt, "-load-pass-plugin=" + cfg.plugin,
                      "-passes=loop-simplify,arc-elide,verify", "-disable-output", path])
    if rc != 0:
        first = next((l for l in err.splitlines() if l.strip()), "exit status %s" % rc)
        return "fail", "loop-address oracle: opt with the pass failed (%d loads rewritten): %s" % (
            count, first), mutated
    return None


def finish(rc, out, err, remarks, why):
    # Pairs H9 deletes outright ("deleted retain/release ... in the loop") count as loops whose
    # refcounting left the loop, like hoisted ones.
    hoisted = len(re.findall(r"remark: hoisted |remark: deleted retain/release of '[^']*' in the ",
                             remarks))
    local = len([l for l in remarks.splitlines() if "remark:" in l and
                 "[-Rpass=arc-elide]" in l and re.search(r"arc_alloc_local|is thread-local", l)])
    return {"stage": "run", "rc": rc, "out": out, "err": err, "why": why,
            "hoisted": hoisted, "local": local, "remarks": remarks}


def check_text(cfg, text, work, tag="p"):
    """('ok'|'fail'|'generator', why, hoisted, local) for one program's text."""
    os.makedirs(work, exist_ok=True)
    base = build_and_run(cfg, text, work, tag, False)
    if base["stage"] != "run" or base["why"]:
        return "generator", "without the pass: " + base["why"], 0, 0
    opt = build_and_run(cfg, text, work, tag, True)
    if opt["stage"] != "run":
        return "fail", "with the pass: " + opt["why"], 0, 0
    if opt["why"]:
        return "fail", "with the pass: " + opt["why"], opt["hoisted"], opt["local"]
    if opt["out"] != base["out"]:
        a, b = base["out"].splitlines(), opt["out"].splitlines()
        diff = next((("-%s\n+%s" % (x, y)) for x, y in zip(a, b) if x != y), "lengths differ")
        return "fail", "with the pass the output differs:\n" + diff, opt["hoisted"], opt["local"]
    if ADDRESS_MARK in text:
        bad = loop_address_oracle(cfg, text, work, tag)
        if bad:
            return bad[0], bad[1], opt["hoisted"], opt["local"]
    return "ok", None, opt["hoisted"], opt["local"]


REGRESSION = """// Regression test from the differential fuzzer (tools/fuzz/driver.py), minimised from seed
// {seed}: {why_line}
// Built without and with the pass at -O2, run against the checking runtime with leak reports:
// the same output, and no runtime report.
//
// REQUIRES: openmp
// RUN: %clang -O2 %cflags -w -I%src_root/tools/fuzz %omp_cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -w -I%src_root/tools/fuzz %omp_cflags -fpass-plugin=%plugin \\
// RUN:   -fverify-intermediate-code -c %s -o %t.pass.o
// RUN: %clang -O2 %cflags -w -I%src_root/tools/fuzz -c %src_root/tools/fuzz/support.c -o %t.support.o
// RUN: %clang %cflags %openmp %t.nopass.o %t.support.o %arcrt_check -o %t.nopass
// RUN: %clang %cflags %openmp %t.pass.o %t.support.o %arcrt_check -o %t.pass
// RUN: env ARC_CHECK_LEAKS=1 OMP_NUM_THREADS=2 %t.nopass > %t.nopass.out 2> %t.nopass.err
// RUN: env ARC_CHECK_LEAKS=1 OMP_NUM_THREADS=2 %t.pass > %t.pass.out 2> %t.pass.err
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.err
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:
"""

# Added to REGRESSION for a program with an atomic_read scene: its atomic slots stay atomic.
REGRESSION_ATOMIC = """// The pass build's loads of the atomic slots at_slot* stay atomic:
// RUN: %clang -O2 %cflags -w -I%src_root/tools/fuzz %omp_cflags -fpass-plugin=%plugin -S \\
// RUN:   -emit-llvm -o - %s | FileCheck %s --check-prefix=ATOMIC
// ATOMIC-NOT: {{= load (ptr|i64), ptr @at_slot}}
"""

# A failure of the loop-address oracle: the rewritten IR itself is the test.
REGRESSION_IR = """; Regression test from the differential fuzzer (tools/fuzz/driver.py), minimised from seed
; {seed}: {why_line}
; The IR of the minimised program at -O2 without the pass, with every handle reloaded through an
; address computed next to the load (tools/fuzz/ir_oracles.py): the pass must leave valid IR.
;
; RUN: %opt -load-pass-plugin=%plugin -passes='loop-simplify,arc-elide,verify' -disable-output %s
"""


def minimise_and_save(cfg, seed, why, work, save_dir, log):
    program = gen.Gen(seed, cfg.shapes).program()
    counter = [0]

    def still_fails(text):  # the same kind of failure: a regression test of the same bug
        counter[0] += 1
        status, why_now, _, _ = check_text(cfg, text, os.path.join(work, "min%d" % counter[0]),
                                           "m")
        shutil.rmtree(os.path.join(work, "min%d" % counter[0]), ignore_errors=True)
        return status == "fail" and failure_kind(why_now) == failure_kind(why)

    removed = minimise.minimise(program, still_fails, log)
    text = program.render(removed)
    status, why2, _, _ = check_text(cfg, text, os.path.join(work, "final"), "final")
    why_line = " / ".join((why2 or why).splitlines()[:3])[:300]  # with the lines that differ
    path = None
    if save_dir:
        os.makedirs(save_dir, exist_ok=True)
        origin = "%d" % seed + ("" if cfg.shapes == "mix" else " (--shapes %s)" % cfg.shapes)
        header = REGRESSION.format(seed=origin, why_line=why_line)
        if ATOMIC_MARK in text:
            header += REGRESSION_ATOMIC
        name = "fuzz_seed_%d" % seed + ("" if cfg.shapes == "mix" else "_" + cfg.shapes)
        path = os.path.join(save_dir, name + ".c")
        open(path, "w").write(header + "\n" + text)
        if why_line.startswith("loop-address oracle"):
            bad = loop_address_oracle(cfg, text, os.path.join(work, "final"), "final")
            if bad and bad[2]:
                os.remove(path)
                path = os.path.join(save_dir, name + ".ll")
                open(path, "w").write(REGRESSION_IR.format(seed=origin, why_line=why_line) +
                                      "\n" + bad[2])
    return text, path


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.programs = self.failed = self.generator = self.hoisted = self.hoisted_programs = 0
        self.local = 0
        self.failures = []
        self.found = {}  # kind of failure -> (seed, programs, seconds, special scenes)

    def add(self, seed, status, why, hoisted, local):
        with self.lock:
            self.programs += 1
            self.hoisted += hoisted
            self.hoisted_programs += hoisted > 0
            self.local += local
            if status == "fail":
                self.failed += 1
                self.failures.append((seed, why))
            elif status == "generator":
                self.generator += 1
                self.failures.append((seed, "GENERATOR: " + why))

    def line(self, elapsed):
        share = 100.0 * self.hoisted_programs / max(1, self.programs)
        return ("fuzz: %d programs, %d failed, %d generator failures, %d hoisted loops in %d "
                "programs (%.0f%%), %d objects made local, %.2f programs/s (%.0f s)" % (
                    self.programs, self.failed, self.generator, self.hoisted,
                    self.hoisted_programs, share, self.local, self.programs / max(elapsed, 1e-9),
                    elapsed))


def failure_kind(why):
    """What a failure looks like, to minimise one failing program of each kind: the first line
    of WHY without numbers and addresses; for a different output, the label of the first line
    that differs (scene, acquire, spinner, leave, ...: which scene printed it)."""
    lines = why.splitlines()
    line = re.sub(r"0x[0-9a-f]+|\d+", "N", lines[0])[:100]
    if line.startswith("with the pass the output differs") and len(lines) > 1:
        label = re.match(r"-([a-z]*)", lines[1])
        line = line.rstrip(":") + ": " + (label.group(1) if label else "?")
    return line


def program_shapes(text):
    return sorted(set(re.findall(r"/\* shape (\w+)", text)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("build")
    ap.add_argument("--seeds", help="FIRST:COUNT, a fixed slice")
    ap.add_argument("--seconds", type=float, help="run fresh seeds for this long")
    ap.add_argument("--plugin", help="another plugin (the positive control)")
    ap.add_argument("--sanitize", action="store_true",
                    help="build with ASan against libarcrt-asan.a instead")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--minimise", action="store_true", help="minimise failures")
    ap.add_argument("--save", help="write minimised failures here as lit tests")
    ap.add_argument("--stop-after", type=int, default=0, help="stop after N failures")
    ap.add_argument("--shapes", default="mix",
                    help="special scenes (shapes.py): mix (default), none, or one of: " +
                    ", ".join(shapes.SHAPES))
    ap.add_argument("--minimise-all", action="store_true",
                    help="minimise every failure, not only the first of each kind")
    ap.add_argument("--min-hoisted-share", type=float, default=0,
                    help="fail unless at least this share of programs hoisted a loop")
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    cfg = Config(a.build, plugin=a.plugin, sanitize=a.sanitize)
    cfg.shapes = a.shapes
    work = tempfile.mkdtemp(prefix="arcfuzz.")
    cfg.snapshot(work)
    support_object(cfg, work)
    stats = Stats()
    start = time.time()
    stop = threading.Event()
    log = (lambda m: None) if a.quiet else (lambda m: print(m, flush=True))

    if a.seeds:
        first, count = (int(x) for x in a.seeds.split(":"))
        seeds = iter(range(first, first + count))
    elif a.seconds:
        base = int.from_bytes(os.urandom(4), "little") * 1000
        log("fuzz: fresh seeds from %d for %.0f s" % (base, a.seconds))
        seeds = iter(range(base, base + 10 ** 9))
    else:
        ap.error("give --seeds or --seconds")
    seed_lock = threading.Lock()
    to_minimise = []  # (seed, why, work folder): the first failure of each kind

    def worker():
        while not stop.is_set():
            if a.seconds and time.time() - start >= a.seconds:
                return
            with seed_lock:
                seed = next(seeds, None)
            if seed is None:
                return
            d = os.path.join(work, str(seed))
            text = gen.Gen(seed, a.shapes).program().render()
            status, why, hoisted, local = check_text(cfg, text, d)
            stats.add(seed, status, why, hoisted, local)
            if status == "ok":
                shutil.rmtree(d, ignore_errors=True)
                continue
            kind, shapes_here = failure_kind(why), ", ".join(program_shapes(text)) or "none"
            with stats.lock:
                first = kind not in stats.found
                if first:
                    stats.found[kind] = (seed, stats.programs, time.time() - start, shapes_here)
                if status == "fail" and (a.minimise or a.save) and (first or a.minimise_all):
                    to_minimise.append((seed, why, d))
            log("FAIL seed %d (%s) after %d programs, %.0f s; special scenes: %s: %s" % (
                seed, status, stats.programs, time.time() - start, shapes_here, why))
            if a.stop_after and stats.failed + stats.generator >= a.stop_after:
                stop.set()

    def minimise_one(item):  # after the run: minimising takes minutes, fuzzing goes first
        seed, why, d = item
        text, path = minimise_and_save(cfg, seed, why, os.path.join(d, "min"), a.save, log)
        log("seed %d minimised (%d lines)%s:\n%s" % (
            seed, text.count("\n"), " -> " + path if path else "", text))

    threads = [threading.Thread(target=worker) for _ in range(a.jobs)]
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):  # a progress line a minute on long runs
        next(t for t in threads if t.is_alive()).join(60)
        if a.seconds and any(t.is_alive() for t in threads):
            log("  ... " + stats.line(time.time() - start))
    for t in threads:
        t.join()
    elapsed = time.time() - start
    if to_minimise:
        log("fuzz: minimising %d failures (the first of each kind)" % len(to_minimise))
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            list(pool.map(minimise_one, to_minimise))
    print(stats.line(elapsed), flush=True)
    for seed, why in stats.failures[:20]:
        print("  seed %d: %s" % (seed, why.splitlines()[0]))
    for kind, (seed, programs, seconds, shapes_here) in sorted(stats.found.items(),
                                                              key=lambda x: x[1][1]):
        print("  first of its kind after %d programs, %.0f s: seed %d (special scenes: %s): %s" % (
            programs, seconds, seed, shapes_here, kind))
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print("work folder:", work)
    share = stats.hoisted_programs / max(1, stats.programs)
    if share < a.min_hoisted_share:
        print("fuzz: only %.0f%% of programs hoisted a loop (want %.0f%%)" % (
            100 * share, 100 * a.min_hoisted_share))
        return 1
    return 1 if stats.failed or stats.generator else 0


if __name__ == "__main__":
    sys.exit(main())
