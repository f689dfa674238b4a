/* Attacks: class 6 in a carried (rotated) loop: an intrinsic that reads the count in the
 * release/retain gap. A CPython-like object (first word: the count; Py_IncRef/Py_DecRef defined
 * here, noinline; built with ARCELIDE_OPTIONS=runtime=cpython). The loop carries one reference
 * across the back edge: Py_DecRef the previous copy, snapshot the object with memcpy (size not a
 * constant), Py_IncRef the next. In the gap the count is 1 (main's); the carried rewrite deletes
 * the loop's calls and keeps the reference taken before the loop, so the snapshots would see 2.
 * CONTROL: with the snapshot leaving out the count word (-DCONTROL) the handle is carried.
 * Correct output: "counts seen 1000", "sum 9000", "dealloc 9", exit 0. */
// ENV: ARCELIDE_OPTIONS=runtime=cpython;destructors-return
// EXPECT-REMARK: not hoisted \(H[48]\)
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

__attribute__((noinline)) static long walk(PyObject *o, long n, size_t size, long *counts) {
  PyObject snap;
  long acc = 0, seen = 0;
  Py_IncRef(o);
  for (long i = 0; i < n; i++) {
    acc += o->value;
    Py_DecRef(o);
#ifndef CONTROL
    memcpy(&snap, o, size);
#else
    snap.ob_refcnt = 1;
    memcpy(&snap.value, &o->value, size - 3 * sizeof(long));
#endif
    seen += snap.ob_refcnt;
    Py_IncRef(o);
  }
  Py_DecRef(o);
  *counts = seen;
  return acc;
}

int main(void) {
  PyObject *o = calloc(1, sizeof *o);
  o->ob_refcnt = 1;
  o->value = 9;
  long counts;
  long sum = walk(o, 1000, object_size, &counts);
  printf("counts seen %ld\n", counts);
  printf("sum %ld\n", sum);
  Py_DecRef(o);
  return 0;
}
