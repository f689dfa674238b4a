#!/usr/bin/env python3
"""Bounded-exhaustive differential tester: every loop shape up to K operations (gen.py), built
at -O2 without and with the arc-elide pass, run, and compared by their EVENTS (oracle.py).

    driver.py BUILD --kmax K                    every program of 1..K operations
    driver.py BUILD --seconds S [--kmax K]      exhaustive up to K, then programs of
                                                --sample-kmin..--sample-kmax operations drawn
                                                uniformly at random until S seconds have passed
    driver.py BUILD --slice FILE                the programs named in FILE (one a line)
    driver.py BUILD --programs NAME...          the programs named (gen.name's form)
    driver.py BUILD --premises [--seconds S]    every exemption row without its premise: the run
                                                must catch each (ArcElidePremises.so)
    driver.py BUILD --controls [--seconds S]    every ARCELIDE_TEST_UNSOUND switch: the run
                                                against that unsound plugin must fail
    driver.py BUILD --check-file F.c            one saved program (a lit regression test)

BUILD gives the compiler, the plugin and the runtimes (BUILD/tests/lit.site.cfg.py). Programs
of one flavour are compiled in batches (one translation unit, `./exe N` runs program N): the
batch without the pass and with it (ARCELIDE_OPTIONS from the flavour), each linked with
support.c against the checking runtime (run with ARC_CHECK_LEAKS=1) and the default runtime.
A program whose build without the pass is not clean (see oracle.py) is invalid: the source is
not a correct program (a use after free, say), and it is counted, not compared.

Failures not in expected_failures.txt are minimised (operations deleted while it still fails)
and, with --save DIR, written there as lit tests. Closes with
    enumerate: N programs (E enumerated, S sampled, I invalid), F failed (X expected), R programs/s
    N passed, N failed
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import gen  # noqa: E402
import oracle  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(HERE), "fuzz"))
import ir_oracles  # noqa: E402  (tools/fuzz: the IR rewritten with loop-computed addresses)

SRC_ROOT = os.path.dirname(os.path.dirname(HERE))
CFLAGS = ["-std=gnu11", "-w", "-pthread", "-fopenmp"]  # OpenMP: the atomic holder's reads
# flavours sp, spr (C++, libc++'s std::shared_ptr) and gsp, gspr (libstdc++'s), plus
# Config.stdlib_flags
CXXFLAGS = ["-std=c++17", "-w", "-pthread", "-fopenmp"]
RUN_TIMEOUT = 15
BATCH = 40
SHOW = False
CONTROL_KMAX = 3  # --controls and --premises: every program up to K=3, until the first catch
CONTROL_SECONDS = 600
LOOP_ADDRESS_EVERY = 4  # the loop-address IR oracle on one batch in 4 (and on single programs)
EXPECTED = os.path.join(HERE, "expected_failures.txt")
UNSOUND_NAMES_RE = re.compile(r"^ARC_UNSOUND\((\w+),", re.M)


class Config:
    def __init__(self, build, plugin=None):
        site = open(os.path.join(build, "tests", "lit.site.cfg.py")).read()
        get = lambda key: re.search(r"^config\.%s = \"(.*)\"" % key, site, re.M).group(1)
        self.build = os.path.abspath(build)
        self.clang = get("clang")
        self.plugin = os.path.abspath(plugin or get("plugin"))
        lib = get("lib_dir")
        self.runtimes = {"check": os.path.join(lib, "libarcrt-check.a"),
                         "default": os.path.join(lib, "libarcrt.a")}
        self.include = ["-I" + os.path.join(SRC_ROOT, "runtime", "include"), "-I" + HERE]
        self.opt = get("opt")
        self.openmp = get("openmp_flags").split()
        d, base = os.path.split(self.clang)
        self.clangxx = os.path.join(d, base.replace("clang", "clang++", 1))
        self._libcxx = None
        self._libstdcxx = None

    def libcxx(self):
        """The flags that build and link with libc++ (flavour sp): -stdlib=libc++, or for a
        clang without its own libc++ (LLVM 22's beside Debian's libc++-19-dev, the two packages
        conflict) LLVM 19's headers and library."""
        if self._libcxx is None:
            work = tempfile.mkdtemp(prefix="arc-enum-libcxx-")
            src = os.path.join(work, "p.cpp")
            open(src, "w").write("#include <memory>\nint main() { "
                                 "return std::make_shared<int>(0).use_count() - 1; }\n")
            for f in (["-stdlib=libc++"],
                      ["-stdlib=libc++", "-nostdinc++", "-isystem", "/usr/lib/llvm-19/include/c++/v1",
                       "-L/usr/lib/llvm-19/lib", "-Wl,-rpath,/usr/lib/llvm-19/lib"]):
                exe = os.path.join(work, "p")
                if run([self.clangxx, "-std=c++17"] + f + [src, "-o", exe])[0] == 0 and \
                        run([exe])[0] == 0:
                    self._libcxx = f
                    break
            shutil.rmtree(work, ignore_errors=True)
            if self._libcxx is None:
                sys.exit("enumerate: %s cannot build with libc++ (make deps-check installs "
                         "libc++-19-dev)" % self.clangxx)
        return self._libcxx

    def libstdcxx(self):
        """The flags that build and link with libstdc++ (flavours gsp, gspr): none, the default
        of Debian's clang++, or -stdlib=libstdc++ for a clang configured otherwise."""
        if self._libstdcxx is None:
            work = tempfile.mkdtemp(prefix="arc-enum-libstdcxx-")
            src = os.path.join(work, "p.cpp")
            open(src, "w").write("#include <memory>\n#ifndef __GLIBCXX__\n#error not libstdc++\n"
                                 "#endif\nint main() { "
                                 "return std::make_shared<int>(0).use_count() - 1; }\n")
            for f in ([], ["-stdlib=libstdc++"]):
                exe = os.path.join(work, "p")
                if run([self.clangxx, "-std=c++17"] + f + [src, "-o", exe])[0] == 0 and \
                        run([exe])[0] == 0:
                    self._libstdcxx = f
                    break
            shutil.rmtree(work, ignore_errors=True)
            if self._libstdcxx is None:
                sys.exit("enumerate: %s cannot build with libstdc++ (Debian's clang depends on "
                         "libstdc++-12-dev)" % self.clangxx)
        return self._libstdcxx

    def stdlib_flags(self, stdlib):
        """The compile and link flags of STDLIB ('libc++' or 'libstdc++', gen.stdlib_of; or
        'intrusive': libstdc++, with support_sp.h's intrusive pointer for std::shared_ptr)."""
        if stdlib == "intrusive":
            return self.libstdcxx() + ["-DEN_SP_INTRUSIVE"]
        return self.libstdcxx() if stdlib == "libstdc++" else self.libcxx()

    def snapshot(self, work):
        """Copies the plugin and the runtimes into WORK: the build folder may be rebuilt meanwhile."""
        p = os.path.join(work, "ArcElide.so")
        shutil.copy(self.plugin, p)
        self.plugin = p
        for k, v in list(self.runtimes.items()):
            d = os.path.join(work, os.path.basename(v))
            shutil.copy(v, d)
            self.runtimes[k] = d


def run(cmd, timeout=120, env=None):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if e.stdout else ""
        return "timeout", out, "timeout after %ss" % timeout


def support_object(cfg, work):
    obj = os.path.join(work, "support.o")
    if not os.path.exists(obj):
        rc, _, err = run([cfg.clang, "-O2"] + CFLAGS + cfg.include +
                         ["-c", os.path.join(HERE, "support.c"), "-o", obj])
        if rc != 0:
            sys.exit("enumerate: cannot build support.c:\n" + err)
    return obj


def support_sp_object(cfg, work, stdlib="libc++"):
    obj = os.path.join(work, "support_sp.%s.o" % stdlib)
    if not os.path.exists(obj):
        rc, _, err = run([cfg.clangxx, "-O2"] + CXXFLAGS + cfg.stdlib_flags(stdlib) +
                         cfg.include + ["-c", os.path.join(HERE, "support_sp.cpp"), "-o", obj])
        if rc != 0:
            sys.exit("enumerate: cannot build support_sp.cpp over %s:\n%s" % (stdlib, err))
    return obj


def build(cfg, src, tag, work, options, with_pass, stdlib="libc++"):
    """Compiles SRC (with the pass: ARCELIDE_OPTIONS=OPTIONS; C++ for a .cpp, the sp flavours,
    over STDLIB: 'libc++' or 'libstdc++') and links it against both runtimes. Returns
    ({runtime: exe}, None) or (None, why)."""
    obj = os.path.join(work, tag + ".o")
    cxx = src.endswith(".cpp")
    cc, flags = (cfg.clangxx, CXXFLAGS + cfg.stdlib_flags(stdlib)) if cxx else (cfg.clang, CFLAGS)
    cmd = [cc, "-O2"] + flags + cfg.include + ["-c", src, "-o", obj]
    env = dict(os.environ)
    env.pop("ARCELIDE_OPTIONS", None)
    if with_pass:
        cmd[1:1] = ["-fpass-plugin=" + cfg.plugin, "-fverify-intermediate-code"]
        if options:
            env["ARCELIDE_OPTIONS"] = options
    ir = None
    remarks = ""
    if with_pass:
        # through the IR: the atomic holder's promise is checked on it (oracle.atomic_slots); the
        # pass's remarks say which programs' loops it hoisted (hoists_by_program)
        ll = os.path.join(work, tag + ".ll")
        rc, _, err = run(cmd[:cmd.index("-c")] + ["-Rpass=arc-elide", "-S", "-emit-llvm", src,
                                                  "-o", ll], env=env)
        if rc != 0:
            return None, "compile failed (%s): %s" % (rc, err[-1500:])
        ir = open(ll).read()
        remarks = err
        cmd = [cc, "-O2", "-w", "-fopenmp", "-c", ll, "-o", obj]
    rc, _, err = run(cmd, env=env)
    if rc != 0:
        return None, "compile failed (%s): %s" % (rc, err[-1500:])
    exes = {"ir": ir, "remarks": remarks} if ir is not None else {}
    for rt, lib in cfg.runtimes.items():
        exe = os.path.join(work, "%s.%s" % (tag, rt))
        top = os.path.dirname(work)
        sp = [support_sp_object(cfg, top, stdlib)] + cfg.stdlib_flags(stdlib) if cxx else []
        rc, _, err = run([cc, obj] + sp + [support_object(cfg, top), lib,
                                           "-pthread", "-o", exe] + cfg.openmp)
        if rc != 0:
            return None, "link failed: " + err[-1500:]
        exes[rt] = exe
    return exes, None


def run_program(exes, n):
    res = {}
    for rt, exe in exes.items():
        if rt in ("ir", "remarks"):
            continue
        # ARC_CHECK_DESTRUCTORS_RETURN=0: support.c's objects whose destructors exit break arc's
        # contract on purpose, where the pass does not rely on it (they are never the hoisted
        # handle: another object's release stays a way out)
        env = (dict(os.environ, ARC_CHECK_LEAKS="1", ARC_CHECK_DESTRUCTORS_RETURN="0")
               if rt == "check" else dict(os.environ))
        env.pop("ARC_CHECK_LEAKS", None) if rt != "check" else None
        res[rt] = run([exe, str(n)], timeout=RUN_TIMEOUT, env=env)
    return res


# A loop whose refcounting left it: hoisted (plain, chunk or dispatch loop), or a pair H9 deleted.
HOISTED = re.compile(r"^\S+?:(\d+):\d+: remark: (hoisted |deleted retain/release of '[^']*' in the )",
                     re.M)


# The loop a remark names ("... out of the loop at batch.cpp:LINE"): the remark's own location
# is the header's for an inlined count (flavour sp: libc++'s shared_ptr.h).
LOOP_AT = re.compile(r"loop at batch\.c(?:pp)?:(\d+)")


def hoists_by_program(src_text, remarks):
    """{program number: loops hoisted}, from the remarks' line numbers in the batch's text."""
    starts = [i + 1 for i, l in enumerate(src_text.splitlines()) if l.startswith("/* program ")]
    out = {}
    for m in HOISTED.finditer(remarks):
        end = remarks.find("\n", m.end())
        at = LOOP_AT.search(remarks, m.end(), len(remarks) if end < 0 else end)
        line = int(at.group(1)) if at else int(m.group(1))
        n = sum(1 for s in starts if s <= line) - 1
        if n >= 0:
            out[n] = out.get(n, 0) + 1
    return out


def check_batch(cfg, progs, work, tag, hoists=None):
    """Runs PROGS (one flavour) and returns one verdict per program:
    ('pass'|'invalid'|'fail', why). HOISTS (a dict): program name -> loops the pass hoisted."""
    d = os.path.join(work, tag)
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "batch.cpp" if gen.is_cxx(progs[0]) else "batch.c")
    text = gen.emit_batch(progs)
    open(src, "w").write(text)
    options = gen.PASS_OPTIONS[progs[0][0]]
    stdlib = gen.stdlib_of(progs[0]) or "libc++"
    base, why = build(cfg, src, "nopass", d, options, False, stdlib)
    if base is None:
        return [("invalid", "generator: " + why)] * len(progs)
    opt, why = build(cfg, src, "pass", d, options, True, stdlib)
    if opt is None:
        if len(progs) == 1:
            return [("fail", why)]
        # find the program(s) that break the compile, one by one
        return [check_batch(cfg, [p], work, "%s.%d" % (tag, i), hoists)[0]
                for i, p in enumerate(progs)]
    if hoists is not None:
        by_n = hoists_by_program(text, opt["remarks"])
        for n, p in enumerate(progs):
            hoists[gen.name(p)] = by_n.get(n, 0)
    # (the loop-address IR oracle rewrites the reloads of C handles: not for flavour sp)
    addr_why = loop_address_oracle(cfg, src, d, progs[0][0]) if LOOP_ADDRESS_EVERY and not \
        gen.is_cxx(progs[0]) and (
        zlib.crc32(tag.encode()) % LOOP_ADDRESS_EVERY == 0 or len(progs) == 1) else None
    if addr_why:
        if len(progs) == 1:
            return [("fail", addr_why)]
        return [check_batch(cfg, [p], work, "%s.%d" % (tag, i), hoists)[0]
                for i, p in enumerate(progs)]
    out = []
    for n, p in enumerate(progs):
        a, b = run_program(base, n), run_program(opt, n)
        out.append(oracle.compare(a, b))
        if out[-1][0] == "pass" and p[1] == "atomic":
            why = oracle.atomic_slots(opt["ir"], n)
            if why:
                out[-1] = ("fail", why)
        if SHOW:
            for rt in sorted(a):
                for label, r in (("without", a[rt]), ("with", b[rt])):
                    print("---- %s, %s runtime, %s the pass: status %s\n%s%s" % (
                        gen.name(p), rt, label, r[0], r[1], r[2]))
            print("---- verdict: %s: %s" % out[-1])
    shutil.rmtree(d, ignore_errors=True)
    return out


def loop_address_oracle(cfg, src, work, flavour):
    """The batch's IR without the pass, each handle reload rewritten to go through an address
    computed next to it (tools/fuzz/ir_oracles.py), must go through the pass and the verifier
    (the preheader copy of a reload must not use the address computed in the loop). Why not,
    or None."""
    ll = os.path.join(work, "nopass.ll")
    rc, _, err = run([cfg.clang, "-O2"] + CFLAGS + cfg.include + ["-S", "-emit-llvm", src, "-o", ll])
    if rc != 0:
        return None
    mutated, count = ir_oracles.with_loop_addresses(open(ll).read())
    path = os.path.join(work, "addr.ll")
    open(path, "w").write(mutated)
    if run([cfg.opt, "-passes=verify", "-disable-output", path])[0] != 0:
        return None  # the rewriting, not the pass
    options = gen.PASS_OPTIONS[flavour]
    passes = "loop-simplify,arc-elide%s,verify" % (("<%s>" % options) if options else "")
    rc, _, err = run([cfg.opt, "-load-pass-plugin=" + cfg.plugin, "-passes=" + passes,
                      "-disable-output", path])
    if rc != 0:
        first = next((l for l in err.splitlines() if l.strip()), "exit status %s" % rc)
        return "IR oracle: with its reloads through loop-computed addresses (%d), opt with the " \
               "pass fails: %s" % (count, first[:300])
    return None


def load_expected():
    exp = {}
    if os.path.exists(EXPECTED):
        for line in open(EXPECTED):
            line = line.split("#", 1)[0].strip()
            if line:
                name, cls = line.split()[:2]
                exp[name] = cls
    return exp


def minimise(cfg, prog, work, deadline, cache):
    """Deletes operations (and tries the plain arc flavour) while the program still fails; each
    step checks all candidates in one batch and keeps the first that fails."""
    best = prog
    trail = []
    while time.time() < deadline:
        if gen.name(best) in cache:
            best = cache[gen.name(best)]
            break
        trail.append(gen.name(best))
        flavour, holder, body = best
        cands = []
        for i in range(len(body)):
            nb = body[:i] + body[i + 1:]
            c = (flavour, holder, nb)
            if gen.fits(c):
                cands.append(c)
        if flavour not in ["arc"] + gen.SP_FLAVOURS:
            cands.append(("arc", holder, body))
        if not cands:
            break
        by_flavour = {}
        for c in cands:
            by_flavour.setdefault(c[0], []).append(c)
        found = None
        for f, cs in by_flavour.items():
            for c, v in zip(cs, check_batch(cfg, cs, work, "min")):
                if v[0] == "fail":
                    found = c
                    break
            if found:
                break
        if not found:
            break
        best = found
    for n in trail:
        cache[n] = best
    return best


def save(prog, why, cls, directory, expected=False):
    text = gen.emit_batch([prog])
    fname = "enum_" + re.sub(r"[^A-Za-z0-9]+", "_", gen.name(prog)).strip("_") + (
        ".cpp" if gen.is_cxx(prog) else ".c")
    path = os.path.join(directory, fname)
    options = gen.PASS_OPTIONS[prog[0]]
    why_line = " / ".join(why.splitlines()[:3])[:300]
    head = ["// Found by the loop-shape enumerator (tools/enumerate/driver.py): program %s" % gen.name(prog),
            "// %s" % (("class: " + cls) if cls else "class: unclassified"),
            "// What differed: %s" % why_line,
            "// The program is built without and with the pass and run on the checking and the",
            "// default runtime; tools/enumerate/oracle.py compares the events (docs/differences.md).",
            "// Listed in tools/enumerate/expected_failures.txt until the pass is fixed."
            if expected else "//",
            "// XFAIL: *" if expected else "//",
            "// RUN: %%python %%src_root/tools/enumerate/driver.py %%obj_root --check-file %%s%s%s"
            % ((" --options '%s'" % options) if options else "",
               (" --stdlib %s" % gen.stdlib_of(prog))
               if gen.stdlib_of(prog) in ("libstdc++", "intrusive") else ""),
            ""]
    open(path, "w").write("\n".join(head) + text)
    return path


def check_file(cfg, path, options, work, stdlib="libc++"):
    base, why = build(cfg, path, "nopass", work, options, False, stdlib)
    if base is None:
        print("enumerate: the program does not build without the pass: " + why)
        return 1
    opt, why = build(cfg, path, "pass", work, options, True, stdlib)
    if opt is None:
        print("FAIL: " + why)
        return 1
    v = oracle.compare(run_program(base, 0), run_program(opt, 0))
    if v[0] == "pass":
        why = oracle.atomic_slots(opt["ir"], 0)
        v = ("fail", why) if why else v
    print("%s: %s" % (v[0].upper(), v[1]))
    return 0 if v[0] == "pass" else 1


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.enumerated = self.sampled = self.invalid = self.passed = 0
        self.failed, self.expected, self.xpass = [], [], []
        self.first_fail_at = None
        self.start = self.last_report = time.time()
        # per shape (shape_of): [programs compared, programs with a loop hoisted, of those with a
        # read of what destructors write after a release of a (G, Wa: the exit window)]
        self.shapes = {}
        self.hoists = {}  # program name -> loops hoisted


def run_programs(cfg, source, args, work, stats, expected, seconds=None, stop_after=None,
                 reference=None):
    """Checks the programs SOURCE yields ((prog, 'enumerated'|'sampled')), in batches of one
    flavour, on --jobs threads, until SOURCE ends, SECONDS pass or STOP_AFTER failures."""
    start = time.time()
    stop = threading.Event()
    pending = {}  # flavour -> list
    batches = []

    def batch_source():
        for prog, how in source:
            if stop.is_set():
                return
            pending.setdefault(prog[0], []).append((prog, how))
            if len(pending[prog[0]]) >= args.batch:
                yield pending.pop(prog[0])
        for v in list(pending.values()):
            if v:
                yield v

    counter = [0]

    def work_one(batch):
        if stop.is_set():
            return
        with stats.lock:
            counter[0] += 1
            tag = "b%d" % counter[0]
        hoists = {}
        verdicts = check_batch(cfg, [p for p, _ in batch], work, tag, hoists)
        if reference:
            # a control: a failure counts only if the sound plugin passes the same program
            for i, ((prog, how), v) in enumerate(zip(batch, verdicts)):
                if v[0] == "fail" and gen.name(prog) not in expected:
                    ref = check_batch(reference, [prog], work, tag + ".ref%d" % i)[0]
                    if ref[0] != "pass":
                        verdicts[i] = ("pass", "fails with the sound plugin too")
        with stats.lock:
            stats.hoists.update(hoists)
            for (prog, how), (kind, why) in zip(batch, verdicts):
                if how == "enumerated":
                    stats.enumerated += 1
                else:
                    stats.sampled += 1
                name = gen.name(prog)
                if kind != "invalid" and name in hoists:
                    row = stats.shapes.setdefault(shape_of(prog), [0, 0, 0])
                    row[0] += 1
                    if hoists[name]:
                        row[1] += 1
                        # (dp's H9 deletes pairs whatever follows them)
                        row[2] += prog[0] != "dp" and window_read_after_release(prog[2])
                if kind == "invalid":
                    stats.invalid += 1
                elif kind == "pass":
                    stats.passed += 1
                    if name in expected:
                        stats.xpass.append(name)
                elif name in expected:
                    stats.expected.append((prog, why))
                else:
                    stats.failed.append((prog, why))
                    if stats.first_fail_at is None:
                        stats.first_fail_at = stats.enumerated + stats.sampled
                    if not args.quiet:
                        print("FAIL %s: %s" % (name, why.splitlines()[0][:300]), flush=True)
                    if stop_after and len(stats.failed) >= stop_after:
                        stop.set()
            if seconds and time.time() - start > seconds:
                stop.set()
            if not args.quiet and time.time() - stats.last_report > 60:
                stats.last_report = time.time()
                n = stats.enumerated + stats.sampled
                print("progress: %d programs (%d invalid), %d failed, %d expected failures, "
                      "%.1f programs/s" % (n, stats.invalid, len(stats.failed),
                                           len(stats.expected), n / (time.time() - stats.start)),
                      flush=True)

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        futures = set()
        for b in batch_source():
            futures.add(ex.submit(work_one, b))
            while len(futures) >= args.jobs * 2:
                done, futures = concurrent.futures.wait(
                    futures, return_when=concurrent.futures.FIRST_COMPLETED)
                for f in done:
                    f.result()
            if stop.is_set():
                break
        for f in futures:
            f.result()
    return time.time() - start


def shape_of(prog):
    """The shape a program's hoists are counted under: the new holders, the OpenMP flavours and
    the C++ flavours by name, the other holders together."""
    flavour, holder, _ = prog
    if gen.is_own(holder) or holder.startswith("forked") or gen.is_cxx(prog):
        return "%s:%s" % (flavour, holder)
    if flavour in ("omps", "ompd"):
        return "%s:%s" % (flavour, "global" if holder == "global" else "other")
    return "other holders"


def window_read_after_release(body):
    """BODY reads what destructors write (G, Wa's read) or releases an object whose destructor
    returns (F) in the exit window of a's last release: after the release of an explicit copy,
    with no copy of a open and no retain of a after it in the body (nor a carried copy, which the
    body's end re-retains). H8 lets such a read through only when the function keeps the object
    alive (OWNED_ACROSS_LOOP). Only for bodies with no pair of b, so that the loop hoisted is
    a's."""
    if "Rb" in body or "Lb" in body:
        return 0
    if next(op for op in body if op in ("Ra", "La", "Wa")) != "Ra":
        return 0  # a carried copy
    depth, released = 0, False
    for j, op in enumerate(body):
        if op == "Ra":
            depth += 1
        elif op in ("La", "Wa", "Na") and depth:
            depth -= 1
            released = True
        if (op in ("G", "F", "Wa") and released and not depth and "Ra" not in body[j + 1:]):
            return 1
    return 0


HOLDER_FILTER = None  # --holders: a regex the holder must match
FLAVOUR_FILTER = None  # --flavours: the same for the flavour
WINDOW_READS = False  # --window-reads: only bodies window_read_after_release accepts


def selected(prog):
    return ((HOLDER_FILTER is None or HOLDER_FILTER.fullmatch(prog[1])) and
            (FLAVOUR_FILTER is None or FLAVOUR_FILTER.fullmatch(prog[0])) and
            (not WINDOW_READS or window_read_after_release(prog[2])))


def source_enumerated(kmin, kmax):
    for k in range(kmin, kmax + 1):
        for p in gen.programs(k):
            if selected(p):
                yield p, "enumerated"


def source_sampled(r, kmin, kmax):
    while True:
        p = gen.sample(r, kmin, kmax)
        if selected(p):
            yield p, "sampled"


def print_shapes(stats):
    for shape in sorted(stats.shapes):
        n, h, w = stats.shapes[shape]
        print("hoisted: %-18s %6d of %6d programs, %d with a read in a's exit window" % (
            shape, h, n, w))


def guess_class(prog):
    """The known miscompile class a failing program most likely belongs to (a guess from its
    operations, for the saved test's header; check it by hand)."""
    flavour, holder, body = prog
    if "Ma" in body:
        return "6 (an intrinsic reads the count: memcpy of the header, size not constant)"
    if "C" in body:
        return "2 (acquire on the failure path of a compare-exchange)"
    if flavour == "cb":
        return "3 (a retain that runs user code)"
    if "Z" in body:
        return "5 (several handles: the order of the exit releases)"
    if any(op in body for op in ("E", "J", "Q")):
        return "4 (a call that may not return, or a destructor that exits)"
    if holder in ("byval", "restrict", "sret") and any(op in body for op in ("A", "Y")):
        return "1 (argument memory whose address escapes to another thread)"
    return None


def run_control(cfg, args, work, label, name, plugin):
    """Enumerates with PLUGIN until the first failure the sound plugin does not share; prints
    after how many programs it came (LABEL NAME). Returns whether one came."""
    c = Config(cfg.build, plugin=plugin)
    c.runtimes = cfg.runtimes
    cdir = os.path.join(work, "%s-%s" % (label, name))
    os.makedirs(cdir, exist_ok=True)
    c.snapshot(cdir)
    stats = Stats()
    secs = run_programs(c, source_enumerated(1, args.kmax or CONTROL_KMAX), args, work, stats,
                        load_expected(), seconds=args.seconds or CONTROL_SECONDS, stop_after=1,
                        reference=cfg)
    if stats.failed:
        print("%s %-34s caught after %d programs (%.0f s): %s: %s" % (
            label, name, stats.first_fail_at, secs, gen.name(stats.failed[0][0]),
            stats.failed[0][1].splitlines()[0][:120]), flush=True)
        return True
    print("%s %-34s NOT CAUGHT in %d programs (%.0f s)" % (
        label, name, stats.enumerated + stats.sampled, secs), flush=True)
    return False


def controls(cfg, args, work):
    """Every unsound switch of pass/src/unsound_switches.def: the enumerator must catch it."""
    names = UNSOUND_NAMES_RE.findall(
        open(os.path.join(SRC_ROOT, "pass", "src", "unsound_switches.def")).read())
    if args.only:
        names = [n for n in names if re.search(args.only, n)]
    caught = 0
    for n in names:
        plugin = build_unsound(cfg, n)
        if plugin is None:
            print("control %s: cannot build the unsound plugin" % n)
            continue
        caught += run_control(cfg, args, work, "control", n, plugin)
    print("%d passed, %d failed" % (caught, len(names) - caught))
    return 0 if caught == len(names) else 1


def premises(cfg, args, work):
    """Every row of the effects model's exemption table (pass/src/exemptions.def) applied
    without its premise (the test-only plugin ArcElidePremises.so, ARCELIDE_IGNORE_PREMISE=ROW):
    the enumerator must catch it."""
    rows = re.findall(r"^ARC_EXEMPTION\((\w+)",
                      open(os.path.join(SRC_ROOT, "pass", "src", "exemptions.def")).read(), re.M)
    if args.only:
        rows = [r for r in rows if re.search(args.only, r)]
    plugin = os.path.join(cfg.build, "lib", "ArcElidePremises.so")
    caught = 0
    for row in rows:
        os.environ["ARCELIDE_IGNORE_PREMISE"] = row
        caught += run_control(cfg, args, work, "premise", row, plugin)
        del os.environ["ARCELIDE_IGNORE_PREMISE"]
    print("%d passed, %d failed" % (caught, len(rows) - caught))
    return 0 if caught == len(rows) else 1


def build_unsound(cfg, name):
    """The plugin built with ARCELIDE_TEST_UNSOUND=NAME (BUILD/unsound-NAME, the directory
    tools/fuzz/positive_control.sh also uses; only the ArcElide target)."""
    d = os.path.join(cfg.build, "unsound-" + name)
    so = os.path.join(d, "lib", "ArcElide.so")
    site = open(os.path.join(cfg.build, "tests", "lit.site.cfg.py")).read()
    llvm = re.search(r"^config.llvm_version_major = (\d+)", site, re.M).group(1)
    cmd = ["cmake", "-S", SRC_ROOT, "-B", d, "-DCMAKE_BUILD_TYPE=Release",
           "-DARCELIDE_LLVM_VERSION=" + llvm, "-DARCELIDE_TEST_UNSOUND=" + name]
    if not os.path.exists(os.path.join(d, "CMakeCache.txt")):
        cmd += ["-DCMAKE_C_COMPILER=" + shutil.which("clang-" + llvm),
                "-DCMAKE_CXX_COMPILER=" + shutil.which("clang++-" + llvm)]
    if run(cmd, timeout=600)[0] != 0:
        return None
    if run(["cmake", "--build", d, "--target", "ArcElide", "-j", str(os.cpu_count())],
           timeout=1800)[0] != 0:
        return None
    return so


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--kmax", type=int,
                    help="enumerate every program up to K operations (default 2; 3 for --controls "
                         "and --premises)")
    ap.add_argument("--seconds", type=float, help="then sample until this many seconds passed")
    ap.add_argument("--sample-kmin", type=int, default=3)
    ap.add_argument("--sample-kmax", type=int, default=7)
    ap.add_argument("--seed", type=int, help="the sampler's seed (default: the time)")
    ap.add_argument("--slice", help="a file naming the programs to run")
    ap.add_argument("--programs", nargs="*")
    ap.add_argument("--controls", action="store_true")
    ap.add_argument("--premises", action="store_true",
                    help="every exemption row applied without its premise must be caught")
    ap.add_argument("--only", help="--controls: only the switches matching this regex")
    ap.add_argument("--holders", help="only the programs whose holder matches this regex")
    ap.add_argument("--flavours", help="only the programs whose flavour matches this regex")
    ap.add_argument("--window-reads", action="store_true",
                    help="only the bodies with a read in a's exit window (see --shapes)")
    ap.add_argument("--shapes", action="store_true",
                    help="print, per shape, how many programs had a loop hoisted")
    ap.add_argument("--write-expected", metavar="DIR",
                    help="write every program of expected_failures.txt to DIR as an XFAIL lit test")
    ap.add_argument("--check-file")
    ap.add_argument("--options", help="--check-file: ARCELIDE_OPTIONS")
    ap.add_argument("--stdlib", default="libc++", choices=["libc++", "libstdc++", "intrusive"],
                    help="--check-file: the C++ library of a .cpp program (gsp, gspr: libstdc++)")
    ap.add_argument("--plugin")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--batch", type=int, default=BATCH)
    ap.add_argument("--save", help="write minimised failures here as lit tests")
    ap.add_argument("--minimise-seconds", type=float, default=120)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--show", action="store_true", help="print every run's output")
    args = ap.parse_args()
    global SHOW, HOLDER_FILTER, FLAVOUR_FILTER, WINDOW_READS
    SHOW = args.show
    HOLDER_FILTER = re.compile(args.holders) if args.holders else None
    FLAVOUR_FILTER = re.compile(args.flavours) if args.flavours else None
    WINDOW_READS = args.window_reads
    cfg = Config(args.build, plugin=args.plugin)
    work = tempfile.mkdtemp(prefix="arc-enum-")
    try:
        cfg.snapshot(work)
        support_object(cfg, work)
        if args.check_file:
            d = os.path.join(work, "file")
            os.makedirs(d)
            return check_file(cfg, args.check_file, args.options, d, args.stdlib)
        if args.controls:
            return controls(cfg, args, work)
        if args.premises:
            return premises(cfg, args, work)
        if args.write_expected:
            return write_expected(cfg, args.write_expected, work)
        return explore(cfg, args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def write_expected(cfg, directory, work):
    status = 0
    for name, cls in load_expected().items():
        prog = gen.parse(name)
        v = check_batch(cfg, [prog], work, "expected")[0]
        if v[0] != "fail":
            print("%s: %s, not a failure (remove it from the list)" % (name, v[0]))
            status = 1
            continue
        print("wrote %s" % save(prog, v[1], "%s" % cls, directory, expected=True))
    return status


def explore(cfg, args, work):
    expected = load_expected()
    stats = Stats()
    promised = {}  # a slice's "NAME hoisted" / "NAME refused": what the pass must do
    if args.slice or args.programs is not None:
        names = list(args.programs or [])
        if args.slice:
            for l in open(args.slice):
                words = l.split("#")[0].split()
                if words:
                    names.append(words[0])
                    if len(words) > 1:
                        promised[words[0]] = words[1]
        src = ((gen.parse(n), "enumerated") for n in names if n)
        secs = run_programs(cfg, src, args, work, stats, expected)
    else:
        args.kmax = args.kmax or 2
        secs = run_programs(cfg, source_enumerated(1, args.kmax), args, work, stats, expected,
                            seconds=args.seconds)
        if args.seconds and secs < args.seconds:
            seed = args.seed if args.seed is not None else int(time.time())
            print("enumerate: exhaustive up to K=%d done in %.0f s; sampling K=%d..%d (seed %d)"
                  % (args.kmax, secs, args.sample_kmin, args.sample_kmax, seed), flush=True)
            secs += run_programs(cfg, source_sampled(random.Random(seed), args.sample_kmin,
                                                     args.sample_kmax),
                                 args, work, stats, expected, seconds=args.seconds - secs)
    total = stats.enumerated + stats.sampled
    for name in stats.xpass:
        print("XPASS %s: listed in expected_failures.txt but passes (remove it)" % name)
    for prog, why in stats.expected:
        if gen.name(prog) in expected:
            print("expected failure %s (%s)" % (gen.name(prog), expected[gen.name(prog)]))
    saved = []
    if stats.failed:
        # minimise; a failure whose minimal form is listed is an expected one
        deadline = time.time() + args.minimise_seconds
        cache, seen, still = {}, set(), []
        for prog, why in stats.failed:
            if time.time() >= deadline:
                still.append((prog, why))
                continue
            small = minimise(cfg, prog, work, deadline, cache)
            if gen.name(small) in expected:
                stats.expected.append((prog, why))
                print("expected failure %s: its minimal form %s is listed (%s)" % (
                    gen.name(prog), gen.name(small), expected[gen.name(small)]))
                continue
            still.append((prog, why))
            if gen.name(small) in seen:
                continue
            seen.add(gen.name(small))
            print("minimal failing program %s (from %s)" % (gen.name(small), gen.name(prog)))
            if args.save:
                v = check_batch(cfg, [small], work, "save")[0]
                saved.append(save(small, v[1], guess_class(small), args.save))
                print("saved %s: %s" % (saved[-1], v[1].splitlines()[0][:200]))
        stats.failed = still
    print("enumerate: %d programs (%d enumerated, %d sampled, %d invalid), %d failed "
          "(%d expected), %d unexpected passes, %.1f programs/s" % (
              total, stats.enumerated, stats.sampled, stats.invalid, len(stats.failed),
              len(stats.expected), len(stats.xpass), total / max(secs, 1e-9)))
    if args.shapes:
        print_shapes(stats)
    broken = 0
    for name, what in sorted(promised.items()):
        n = stats.hoists.get(name)
        if n is None or (what == "hoisted") != (n > 0):
            broken += 1
            print("COVERAGE %s: the slice says %s, the pass %s" % (
                name, what, "was not run on it (invalid?)" if n is None else
                "hoisted %d loop(s)" % n if n else "hoisted nothing"))
    bad = len(stats.failed) + len(stats.xpass) + broken
    print("%d passed, %d failed" % (stats.passed + len(stats.expected), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
