#!/usr/bin/env python3
"""Runs lit over a build's test folder and closes with one line: `N passed, N failed`.

Usage: run_lit.py BUILD_DIR [lit args...]. Exit status is lit's."""
import json
import os
import re
import subprocess
import sys

PASSED = {"PASS", "XFAIL"}
SKIPPED = {"UNSUPPORTED", "EXCLUDED"}


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
    status = subprocess.call(lit_command(build) + ["-sv", "-o", results] + tests)
    try:
        codes = [t["code"] for t in json.load(open(results))["tests"]]
    except (OSError, ValueError, KeyError):
        print("0 passed, 1 failed (lit produced no results)")
        return status or 1
    passed = sum(c in PASSED for c in codes)
    skipped = sum(c in SKIPPED for c in codes)
    failed = len(codes) - passed - skipped
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return status


if __name__ == "__main__":
    sys.exit(main())
