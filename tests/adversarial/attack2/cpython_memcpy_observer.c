/* Attacks H4 for CPython (a count any code may read): each iteration copies the object's header
 * with memcpy before its Py_IncRef/Py_DecRef pair and records the copied ob_refcnt.
 * Correct output: "refcnt seen 2 2 2 2", exit 0 (main holds one reference, plus the list's). */
// CFLAGS: -DNDEBUG -I/usr/include/python3.11 -lpython3.11
#include <Python.h>
#include <stdio.h>
#include <string.h>

static volatile int n_iter = 4;
static Py_ssize_t seen[8];

static __attribute__((noinline)) void run(PyObject *o, int n) {
  for (int i = 0; i < n; i++) {
    PyObject snap;
    memcpy(&snap, o, sizeof snap);
    seen[i] = snap.ob_refcnt;
    Py_IncRef(o);
    seen[i] += PyList_GET_SIZE(o) * 0;
    Py_DecRef(o);
  }
}

int main(void) {
  Py_Initialize();
  PyObject *l = PyList_New(0);
  PyObject *holder = PyList_New(0);
  PyList_Append(holder, l);
  run(l, n_iter);
  printf("refcnt seen %ld %ld %ld %ld\n", (long)seen[0], (long)seen[1], (long)seen[2],
         (long)seen[3]);
  Py_DecRef(holder);
  Py_DecRef(l);
  Py_Finalize();
  return 0;
}
