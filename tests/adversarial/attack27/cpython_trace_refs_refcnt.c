/* Attacks (cpython profile, H4): the profile takes CPython's count to be the object's first word.
 * A CPython built --with-trace-refs (Py_TRACE_REFS, Include/object.h: _PyObject_HEAD_EXTRA)
 * puts two list pointers, _ob_next and _ob_prev, before ob_refcnt: the count is at offset 16 and
 * Py_REFCNT is a plain load there. The loop reads Py_REFCNT before its Py_IncRef/Py_DecRef pair
 * (copy-on-write test). Layout and the function forms as in that build (libpython with
 * Py_TRACE_REFS is not installed here, so they are defined in this file).
 * Correct output: "in place 1000 of 1000", exit 0. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef intptr_t Py_ssize_t;
typedef struct _object {
  struct _object *_ob_next, *_ob_prev;
  Py_ssize_t ob_refcnt;
  void *ob_type;
} PyObject;

__attribute__((noinline)) void Py_IncRef(PyObject *o) {
  if (o)
    o->ob_refcnt++;
}
__attribute__((noinline)) void Py_DecRef(PyObject *o) {
  if (o && --o->ob_refcnt == 0)
    free(o);
}
#define Py_REFCNT(ob) (((PyObject *)(ob))->ob_refcnt)

static volatile int n = 1000;
void *last_type;

__attribute__((noinline)) static long scan(PyObject *o, int iters) {
  long in_place = 0;
  for (int i = 0; i < iters; i++) {
    if (Py_REFCNT(o) == 1)
      in_place++;
    Py_IncRef(o);
    last_type = o->ob_type;
    Py_DecRef(o);
  }
  return in_place;
}

int main(void) {
  PyObject *o = calloc(1, sizeof *o);
  o->ob_refcnt = 1;
  printf("in place %ld of %d\n", scan(o, n), n);
  Py_DecRef(o);
  return 0;
}
