// CFLAGS: -I/usr/include/python3.11 -lpython3.11
// ARCELIDE_OPTIONS: destructors-return
/* Attacks row OWNED_ACROSS_LOOP (H8) under the destructors-return promise with CPython: an
 * object of a C type whose tp_dealloc first runs its finalizer through
 * PyObject_CallFinalizerFromDealloc (PEP 442); the finalizer (which returns: the promise holds)
 * records that it ran and resurrects the object by storing a new reference in `keeper`, and
 * tp_dealloc then returns without freeing it, as CPython documents. So the loop's Py_DecRef that
 * drops the last reference runs user code, and yet the object is alive after the loop and the
 * function's load of its field `value` there is correct. `run` borrows the object; its only
 * reference (`holder`) is dropped in the last iteration; the read of `finalized`
 * after the Py_DecRef sees the finalizer in the source, not once hoisted.
 * Correct output: "seen 1", "value 42", "finalized 1", exit 0. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdio.h>

typedef struct {
  PyObject_HEAD long value;
} ResObject;

static int finalized;
static PyObject *holder, *keeper;

static void res_finalize(PyObject *self) {
  finalized = 1;
  if (!keeper) {
    Py_INCREF(self);
    keeper = self; /* resurrect */
  }
}
static void res_dealloc(PyObject *self) {
  if (PyObject_CallFinalizerFromDealloc(self) < 0)
    return; /* resurrected */
  Py_TYPE(self)->tp_free(self);
}

static PyTypeObject ResType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "attack.Res",
    .tp_basicsize = sizeof(ResObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = res_dealloc,
    .tp_finalize = res_finalize,
};

static volatile int n_iter = 6;
static long total;

static __attribute__((noinline)) long run(ResObject *o, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    Py_IncRef((PyObject *)o);
    total += i;       /* no load of the object in the loop (H4 would take it for the count) */
    if (i == n - 1) { /* drop holder's reference: the other one */
      PyObject *h = holder;
      holder = NULL;
      Py_DecRef(h);
    }
    Py_DecRef((PyObject *)o);
    seen += finalized;
  }
  long v = o->value; /* correct: the finalizer resurrected it */
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  Py_Initialize();
  if (PyType_Ready(&ResType) < 0)
    return 2;
  PyObject *o = PyObject_CallNoArgs((PyObject *)&ResType);
  ((ResObject *)o)->value = 42;
  holder = o;
  long v = run((ResObject *)o, n_iter);
  printf("value %ld\n", v);
  printf("finalized %d\n", finalized);
  fflush(stdout);
  Py_DecRef(keeper); /* finalizer already called: freed now */
  Py_FinalizeEx();
  return 0;
}
