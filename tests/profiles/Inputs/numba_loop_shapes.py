"""Compiles numba functions of the shapes of llvmlite's refprune tests (slice_in_loop,
raise_in_loop, typed_list_loop, alias_in_loop, nested_alias) and a prange loop with Debian's
python3-numba (0.56), and writes, into the folder given as argv[1], for each function numba
lowered (the NUMBA_DUMP_LLVM dump: numba's IR before any optimisation):
  NAME.ll          the module after a small cleanup in numba's own LLVM (sroa, instcombine,
                   simplifycfg: what numba runs before its refprune);
  NAME.refprune.ll the same after llvmlite's refprune pass (all its subpasses), for comparison.
Both are LLVM 11 text with typed pointers (i8*), which opt 19 and 22 read as `ptr`."""
import contextlib
import io
import os
import re
import sys

os.environ["NUMBA_DUMP_LLVM"] = "1"
os.environ["NUMBA_NUM_THREADS"] = "2"

import llvmlite.binding as llvm  # noqa: E402
import numpy as np  # noqa: E402
from numba import njit, prange  # noqa: E402
from numba.typed import List  # noqa: E402


@njit
def slice_in_loop(a, n):
    acc = 0.0
    for i in range(n):
        v = a[1:]
        acc += v[0]
    return acc


@njit
def raise_in_loop(a, n):
    acc = 0.0
    for i in range(n):
        v = a[1:]
        if v[0] < 0:
            raise ValueError("negative")
        acc += v[0]
    return acc


@njit
def typed_list_loop(lst, n):
    acc = 0
    for i in range(n):
        other = lst
        acc += other[i % len(other)]
    return acc


@njit
def alias_in_loop(a, n):
    acc = 0.0
    for i in range(n):
        b = a
        if b[0] < 0:
            raise ValueError("negative")
        acc += b[0]
    return acc


@njit
def nested_alias(a, n):
    acc = 0.0
    for i in range(n):
        b = a
        for j in range(n):
            c = b
            if c[j] < 0:
                raise ValueError("negative")
            acc += c[j]
    return acc


@njit(parallel=True)
def prange_loop(a, s):
    out = np.empty_like(a)
    for i in prange(a.shape[0]):
        tail = a[i:]
        out[i] = tail[0] * s
    return out


SHAPES = ("slice_in_loop", "raise_in_loop", "typed_list_loop", "alias_in_loop", "nested_alias",
          "prange_loop", "__numba_parfor_gufunc")


def cleanup(ir, refprune):
    module = llvm.parse_assembly(ir)
    pm = llvm.ModulePassManager()
    pm.add_sroa_pass()
    pm.add_instruction_combining_pass()
    pm.add_cfg_simplification_pass()
    if refprune:
        pm.add_refprune_pass()
    pm.run(module)
    return str(module)


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    llvm.initialize()
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    dump = io.StringIO()
    with contextlib.redirect_stdout(dump):
        a = np.arange(1.0, 9.0)
        slice_in_loop(a, 3)
        raise_in_loop(a, 3)
        lst = List()
        lst.append(1)
        typed_list_loop(lst, 3)
        alias_in_loop(a, 3)
        nested_alias(a, 3)
        prange_loop(a, 2.0)
    parts = re.split(r"^-+LLVM DUMP <function descriptor '([^']*)'>-*$\n", dump.getvalue(),
                     flags=re.M)
    for descriptor, body in zip(parts[1::2], parts[2::2]):
        name = descriptor.split("$")[0]
        if not any(name.startswith(shape) for shape in SHAPES):
            continue
        name = "prange_gufunc" if name.startswith("__numba_parfor_gufunc") else name
        ir = body.split("\n" + "=" * 80)[0]
        for suffix, refprune in ((".ll", False), (".refprune.ll", True)):
            with open(os.path.join(folder, name + suffix), "w") as out:
                out.write(cleanup(ir, refprune))
        print(name)


if __name__ == "__main__":
    main()
