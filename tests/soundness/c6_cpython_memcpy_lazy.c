/* Attacks: class 6 in a lazy hoist: an intrinsic that reads the count between the inner loops.
 * CPython-like object (first word: the count; Py_IncRef/Py_DecRef defined here, noinline;
 * ARCELIDE_OPTIONS=runtime=cpython). Rounds of an outer loop: each first snapshots the object
 * with memcpy (size not a constant), then a guarded inner loop (0 to 4 iterations, computed
 * without reading memory) uses it in a Py_IncRef/Py_DecRef pair. Every snapshot is taken outside
 * the pairs: count 1. Hoisted lazily out of the outer loop, the reference taken in the first
 * round's inner loop would be held at every later snapshot: count 2.
 * CONTROL: with a snapshot that leaves out the count word (-DCONTROL) the pair is hoisted out of
 * the inner loop and lazily out of the outer one.
 * Correct output: "counts seen 20 (max 1)", "sum 80", "dealloc 1", exit 0. */
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
static volatile int nrounds = 20;

__attribute__((noinline)) static long rounds(PyObject *o, int nr, size_t size, long *counts,
                                             long *max) {
  PyObject snap;
  long acc = 0, seen = 0, top = 0;
  for (int r = 0; r < nr; r++) {
#ifndef CONTROL
    memcpy(&snap, o, size);
#else
    snap.ob_refcnt = 1;
    memcpy(&snap.value, &o->value, size - 3 * sizeof(long));
#endif
    seen += snap.ob_refcnt;
    top = snap.ob_refcnt > top ? snap.ob_refcnt : top;
    int m = (r * 7 + 3) % 5;
    if (m > 0) {
      for (int j = 0; j < m; j++) {
        Py_IncRef(o);
        acc += o->value + j;
        Py_DecRef(o);
      }
    }
  }
  *counts = seen;
  *max = top;
  return acc;
}

int main(void) {
  PyObject *o = calloc(1, sizeof *o);
  o->ob_refcnt = 1;
  o->value = 1;
  long counts, max;
  long sum = rounds(o, nrounds, object_size, &counts, &max);
  printf("counts seen %ld (max %ld)\n", counts, max);
  printf("sum %ld\n", sum);
  Py_DecRef(o);
  return 0;
}
