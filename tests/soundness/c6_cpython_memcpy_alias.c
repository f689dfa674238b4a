/* Attacks: class 6 through an alias: the memcpy's source is not the handle's own value but a
 * pointer to the same object loaded from a table before the loop (alias analysis cannot tell
 * them apart: it must take the copy for a read of the count). CPython-like object (first word:
 * the count; Py_IncRef/Py_DecRef defined here, noinline; ARCELIDE_OPTIONS=runtime=cpython). Each
 * iteration snapshots *view with memcpy (size not a constant) before the Py_IncRef/Py_DecRef
 * pair on o; the snapshot's count is 1 there. Hoisted, it would be 2.
 * CONTROL: with a snapshot that leaves out the count word (-DCONTROL) the pair is hoisted.
 * Correct output: "counts seen 1000", "sum 3000", "dealloc 3", exit 0. */
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

__attribute__((noinline)) static long scan(PyObject *o, PyObject *const *table, long n, size_t size,
                                           long *counts) {
  PyObject snap;
  const PyObject *view = table[0]; /* the same object as o, as far as the compiler knows maybe */
  long acc = 0, seen = 0;
  for (long i = 0; i < n; i++) {
#ifndef CONTROL
    memcpy(&snap, view, size);
#else
    snap.ob_refcnt = 1;
    memcpy(&snap.value, &view->value, size - 3 * sizeof(long));
#endif
    Py_IncRef(o);
    acc += o->value;
    Py_DecRef(o);
    seen += snap.ob_refcnt;
  }
  *counts = seen;
  return acc;
}

int main(void) {
  PyObject *o = calloc(1, sizeof *o);
  o->ob_refcnt = 1;
  o->value = 3;
  PyObject *table[1] = {o};
  long counts;
  long sum = scan(o, table, 1000, object_size, &counts);
  printf("counts seen %ld\n", counts);
  printf("sum %ld\n", sum);
  Py_DecRef(o);
  return 0;
}
