#!/usr/bin/env python3
"""Runs lit over a build's test folder and closes with one line: `N passed, N failed`.

Usage: run_lit.py BUILD_DIR [lit args...]. Exit status is lit's.

Before the run of the whole suite it says how long the run takes (the last run's time in this
build folder, when there is one); after any run it names each skipped test and why (the feature
it needs, and what provides it)."""
import json
import os
import re
import subprocess
import sys
import time

PASSED = {"PASS", "XFAIL"}
SKIPPED = {"UNSUPPORTED", "EXCLUDED"}

# What provides each feature a test may require (tests/lit.cfg.py sets them).
FEATURE_REASONS = {
    "openmp": "OpenMP's omp.h and libomp (make check installs libomp-19-dev)",
    "lld": "lld of this LLVM version (make check installs lld-N)",
    "tsan": "ThreadSanitizer's runtime (libclang-rt-N-dev)",
    "asan": "AddressSanitizer's runtime (libclang-rt-N-dev)",
    "glib": "GLib's development files (libglib2.0-dev)",
    "numba": "numba in the system Python (python3-numba)",
    "valgrind": "valgrind",
    "meson": "meson and ninja (meson, ninja-build)",
    "arc-scan": "arc-scan, built when libclang-N-dev is installed",
    "other-llvm": "a second LLVM installed under /usr/lib/llvm-N (another version than this build's)",
    "deb-package": "ARCELIDE_TEST_DEB=1 (the test installs a .deb into /usr; .ci/run sets it for LLVM 19)",
    "llvm19": "a build against LLVM 19",
    "llvm22": "a build against LLVM 22 (LLVM_VERSION=22 make check)",
}
# The whole suite on 2 idle cores, when no earlier run in the build folder says better.
TYPICAL_MINUTES = 6


def skip_reason(output):
    """Why lit skipped a test, from its message: the features it needs and what provides them."""
    m = re.search(r"unavailable features: (.*)", output)
    if not m:
        return output.strip().splitlines()[0] if output.strip() else "skipped"
    needs = [f.strip() for f in m.group(1).split(",")]
    return "; ".join("needs %s: %s" % (f, FEATURE_REASONS.get(f, "see tests/lit.cfg.py"))
                     for f in needs)


def lit_command(build):
    cache = open(os.path.join(build, "CMakeCache.txt")).read()
    lit = re.search(r"^ARCELIDE_LIT:FILEPATH=(.*)$", cache, re.M).group(1)
    return [sys.executable, lit] if lit.endswith(".py") else [lit]


def main():
    build, extra = sys.argv[1], sys.argv[2:]
    results = os.path.join(build, "tests", "lit-results.json")
    tests = extra or [os.path.join(build, "tests")]
    for path in tests:  # lit finds a subfolder's tests through its mirror in the build tree
        if path.startswith(os.path.join(build, "tests")) and not os.path.splitext(path)[1]:
            os.makedirs(path, exist_ok=True)
    whole_suite = not extra
    last_time = os.path.join(build, "tests", "last-full-run-seconds")
    if whole_suite:
        try:
            seconds = float(open(last_time).read())
            print(f"== the whole suite: the last run in {build} took {seconds / 60:.0f} min "
                  f"{seconds % 60:.0f} s (about {TYPICAL_MINUTES} minutes on 2 idle cores; "
                  "longer on a loaded machine)", flush=True)
        except (OSError, ValueError):
            print(f"== the whole suite: about {TYPICAL_MINUTES} minutes on 2 idle cores "
                  "(longer on a loaded machine)", flush=True)
    start = time.monotonic()
    status = subprocess.call(lit_command(build) + ["-sv", "-o", results] + tests)
    try:
        tests_run = json.load(open(results))["tests"]
        codes = [t["code"] for t in tests_run]
    except (OSError, ValueError, KeyError):
        print("0 passed, 1 failed (lit produced no results)")
        return status or 1
    passed = sum(c in PASSED for c in codes)
    skipped = sum(c in SKIPPED for c in codes)
    failed = len(codes) - passed - skipped
    for t in tests_run:
        if t["code"] in SKIPPED:
            name = t["name"].split(" :: ", 1)[-1]
            print(f"skipped: {name} ({skip_reason(t.get('output', ''))})")
    if whole_suite and failed == 0:
        with open(last_time, "w") as f:
            f.write("%.0f\n" % (time.monotonic() - start))
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return status


if __name__ == "__main__":
    sys.exit(main())
