/* Attacks (rotated loops, "carried" rule, with the cpython profile): the loop drops the copy it
 * carries from the previous iteration (Py_DecRef), reads Py_REFCNT with a plain load to decide
 * whether it is the only owner (copy-on-write), then takes the next copy (Py_IncRef). Between
 * the release and the retain the source's count is one lower than with a carried reference; H4
 * is stated to refuse any observer in the loop, but a plain load of the first word is CPython's
 * observer. Real CPython 3.11.
 * Correct output: "in place 1000, copied 0", exit 0. */
// CFLAGS: -DNDEBUG -I/usr/include/python3.11 -lpython3.11
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdio.h>

static volatile int n = 1000;
Py_ssize_t last_size;

static __attribute__((noinline)) long scan(PyObject *o, int iters) {
  long in_place = 0;
  Py_IncRef(o);
  for (int i = 0; i < iters; i++) {
    last_size = PyList_GET_SIZE(o);
    Py_DecRef(o);
    if (Py_REFCNT(o) == 1)
      in_place++; /* only owner now: could append in place */
    Py_IncRef(o);
  }
  Py_DecRef(o);
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
