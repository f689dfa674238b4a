/* Attacks (cpython profile, H4): the profile takes CPython's count to be the object's first word
 * ("Py_REFCNT is a plain load of the first word"). In free-threaded CPython (3.13t, 3.14t:
 * Py_GIL_DISABLED, Include/object.h) the first word is ob_tid, and the count is ob_ref_local
 * (uint32 at offset 12) + ob_ref_shared (offset 16); Py_REFCNT is an inline function reading
 * those two. The loop reads Py_REFCNT before its Py_IncRef/Py_DecRef pair (the copy-on-write test
 * CPython makes before resizing in place). The object layout, Py_REFCNT and the two function forms
 * are those of the free-threaded headers (simplified: the owning thread's local count only);
 * libpython3.13t is not installed here, so they are defined in this file.
 * Correct output: "in place 1000 of 1000", exit 0. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef intptr_t Py_ssize_t;
typedef struct _object {
  uintptr_t ob_tid;
  uint16_t ob_flags;
  uint8_t ob_mutex;
  uint8_t ob_gc_bits;
  uint32_t ob_ref_local;
  Py_ssize_t ob_ref_shared;
  void *ob_type;
} PyObject;

__attribute__((noinline)) void Py_IncRef(PyObject *o) {
  if (o)
    o->ob_ref_local++;
}
__attribute__((noinline)) void Py_DecRef(PyObject *o) {
  if (o && --o->ob_ref_local == 0 && o->ob_ref_shared == 0)
    free(o);
}
static inline Py_ssize_t Py_REFCNT(PyObject *ob) {
  return (Py_ssize_t)ob->ob_ref_local + ob->ob_ref_shared;
}

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
  o->ob_ref_local = 1;
  printf("in place %ld of %d\n", scan(o, n), n);
  Py_DecRef(o);
  return 0;
}
