/* Attacks (H4 for the cpython profile, which README and docs/rules/h4-observers.md state as: the count is read by
 * any code, "Py_REFCNT is a plain load of the object's first word"). The loop reads
 * Py_REFCNT(o) with a plain load before its Py_IncRef/Py_DecRef pair, to decide copy-on-write
 * (the test CPython itself makes before resizing a string or list in place: "am I the only
 * owner?"). H4 looks only for *calls* that may read the first word; a plain load is not one, so
 * the pair is hoisted, and every iteration then sees one more reference: "copied" instead of
 * "in place". (The pair stores the list's size to a global, which keeps it from being simply
 * deleted by H9.) Real CPython 3.11, linked from Debian's libpython3.11.
 * Correct output: "in place 1000, copied 0", exit 0. */
// CFLAGS: -DNDEBUG -I/usr/include/python3.11 -lpython3.11
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdio.h>

static volatile int n = 1000;
Py_ssize_t last_size;

static __attribute__((noinline)) long scan(PyObject *o, int iters) {
  long in_place = 0;
  for (int i = 0; i < iters; i++) {
    if (Py_REFCNT(o) == 1)
      in_place++; /* only owner: could append in place */
    Py_IncRef(o);
    last_size = PyList_GET_SIZE(o);
    Py_DecRef(o);
  }
  return in_place;
}

int main(void) {
  Py_Initialize();
  PyObject *o = PyList_New(0);
  int iters = n;
  long in_place = scan(o, iters);
  printf("in place %ld, copied %ld\n", in_place, iters - in_place);
  Py_DecRef(o);
  Py_FinalizeEx();
  return 0;
}
