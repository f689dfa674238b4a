"""Compiles a few numba kernels (prange loops over arrays, slices taken in loops) with Debian's
python3-numba and writes each compiled module as LLVM bitcode into the folder given as argv[1].
numba's own LLVM is older than ours; bitcode, unlike textual IR, is read across versions."""
import os
import sys

import llvmlite.binding as llvm
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def scale(a, s):
    out = np.empty_like(a)
    for i in prange(a.shape[0]):
        out[i] = a[i] * s
    return out


@njit(parallel=True)
def row_sums(m):
    out = np.empty(m.shape[0])
    for i in prange(m.shape[0]):
        out[i] = m[i].sum()
    return out


@njit
def slices(m):
    acc = 0.0
    for i in range(m.shape[0]):
        row = m[i]
        acc += row[0] + row[-1]
    return acc


@njit
def shared_view(a, n):
    acc = 0.0
    view = a[1:]
    for _ in range(n):
        acc += view.sum()
    return acc


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    scale(np.ones(8), 2.0)
    row_sums(np.ones((4, 4)))
    slices(np.ones((4, 4)))
    shared_view(np.ones(8), 3)
    for kernel in (scale, row_sums, slices, shared_view):
        for index, ir in enumerate(kernel.inspect_llvm().values()):
            module = llvm.parse_assembly(ir)
            with open(os.path.join(folder, f"{kernel.__name__}{index}.bc"), "wb") as out:
                out.write(module.as_bitcode())


if __name__ == "__main__":
    main()
