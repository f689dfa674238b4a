/* Attacks: class 6, an intrinsic that reads the count. A CPython-like object whose first word is
 * its reference count; the program defines Py_IncRef/Py_DecRef itself (noinline, so they stay
 * calls) and is built with the pass's cpython profile (ARCELIDE_OPTIONS=runtime=cpython). Each
 * iteration first takes a snapshot of the object with memcpy (its size is not a constant, so
 * the copy stays a call to llvm.memcpy), adding the snapshot's count word to a total, and then
 * uses the object in a Py_IncRef/Py_DecRef pair. Outside the pair the count is 1 (main's).
 * Hoisted, every snapshot would see 2.
 * CONTROL: with a snapshot that leaves out the count word (-DCONTROL: the copy starts past
 * the header) the pair is hoisted.
 * Correct output: "counts seen 1000 (max 1)", "sum 5000", "dealloc 5", exit 0. */
// ENV: ARCELIDE_OPTIONS=runtime=cpython;destructors-return
// EXPECT-REMARK: not hoisted \(H4\)
// CONTROL: -DCONTROL
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  long ob_refcnt; /* the header: the count lies in its first 24 bytes in every CPython build */
  void *ob_type;
  long ob_extra;
  long value;
  long more[4];
} PyObject;

__attribute__((noinline)) void Py_IncRef(PyObject *o) { o->ob_refcnt++; }

__attribute__((noinline)) void Py_DecRef(PyObject *o) {
  if (--o->ob_refcnt == 0) {
    printf("dealloc %ld\n", o->value);
    free(o);
  }
}

static volatile size_t object_size = sizeof(PyObject);

__attribute__((noinline)) static long scan(PyObject *o, long n, size_t size, long *counts,
                                           long *max) {
  PyObject snap;
  long acc = 0, seen = 0, top = 0;
  for (long i = 0; i < n; i++) {
#ifndef CONTROL
    memcpy(&snap, o, size);
#else
    snap.ob_refcnt = 1;
    memcpy(&snap.value, &o->value, size - 3 * sizeof(long));
#endif
    Py_IncRef(o);
    acc += o->value;
    Py_DecRef(o);
    seen += snap.ob_refcnt;
    top = snap.ob_refcnt > top ? snap.ob_refcnt : top;
  }
  *counts = seen;
  *max = top;
  return acc;
}

int main(void) {
  PyObject *o = calloc(1, sizeof *o);
  o->ob_refcnt = 1;
  o->value = 5;
  long counts, max;
  long sum = scan(o, 1000, object_size, &counts, &max);
  printf("counts seen %ld (max %ld)\n", counts, max);
  printf("sum %ld\n", sum);
  Py_DecRef(o);
  return 0;
}
