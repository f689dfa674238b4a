#!/usr/bin/env python3
"""numba's final IR for bench/realworld: numba_ir.py FOLDER

Compiles, with Debian's python3-numba and njit(parallel=True), the parallel workloads that
numba's own test suite defines at module level (numba/tests/test_parfors.py: blackscholes_impl,
lr_impl, example_kmeans_test: array expressions and reductions that numba turns into prange
gufuncs), runs each once on small inputs, and writes every module numba optimised
(NUMBA_DUMP_OPTIMIZED: numba's whole pipeline, llvmlite's refprune included: the IR numba
generates machine code from) to FOLDER/NN_NAME.ll, except numba's own runtime module (nrt).
Prints each workload's result, so a run can be compared with another. The files are LLVM 11
text with typed pointers (i8*), which opt 19 reads as `ptr`.
"""
import contextlib
import io
import os
import re
import sys

os.environ["NUMBA_DUMP_OPTIMIZED"] = "1"
os.environ.setdefault("NUMBA_NUM_THREADS", "2")

import numpy as np  # noqa: E402
import numba  # noqa: E402
from numba.tests.test_parfors import (blackscholes_impl, example_kmeans_test,  # noqa: E402
                                      lr_impl)


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    n = 64
    rng = np.random.RandomState(0)
    runs = [
        ("blackscholes", blackscholes_impl,
         (np.linspace(1.0, 2.0, n), np.linspace(1.1, 2.1, n), np.full(n, 0.1), np.full(n, 0.2),
          np.linspace(0.5, 1.0, n))),
        ("logistic_regression", lr_impl, (rng.rand(n), rng.rand(n, 3), rng.rand(3), 2)),
        ("kmeans", example_kmeans_test, (rng.rand(n, 4), 3, 2, rng.rand(3, 4))),
    ]
    dump = io.StringIO()
    results = []
    with contextlib.redirect_stdout(dump):
        for name, fn, args in runs:
            results.append((name, numba.njit(parallel=True)(fn)(*args)))
    parts = re.split(r"^-*OPTIMIZED DUMP (.*?)-*$\n", dump.getvalue(), flags=re.M)
    count = 0
    for title, body in zip(parts[1::2], parts[2::2]):
        title = title.strip()
        if title == "nrt" or title.startswith("<"):
            continue
        ir = body.split("\n" + "=" * 80)[0]
        if "define " not in ir:
            continue
        count += 1
        safe = re.sub(r"[^\w.]+", "_", title)[:60]
        with open(os.path.join(folder, "%02d_%s.ll" % (count, safe)), "w") as out:
            out.write(ir)
    for name, value in results:
        print("%s: %s" % (name, np.round(np.asarray(value, dtype=float).sum(), 6)))
    print("%d modules written to %s" % (count, folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
