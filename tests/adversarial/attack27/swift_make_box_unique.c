/* Attacks (swift profile, H4): swift_makeBoxUnique, a Swift runtime entry
 * (include/swift/Runtime/HeapObject.h: "Performs a uniqueness check on the pointer to a box
 * structure. If the check fails allocates a new box and stores the pointer in the buffer.") that
 * the table neither lists as an observer nor names as opaque by decision. It takes the buffer, not
 * the box. The swift runtime cannot be linked here, so this file defines swift_retain,
 * swift_release and swift_makeBoxUnique with the header's semantics (a box with an atomic
 * count; the real runtime checks refCounts.isUniquelyReferenced()). The loop calls it before the
 * iteration's swift_retain/swift_release pair on the same box: in the source the box is unique
 * there; with the pair hoisted it is not, and every iteration copies the box.
 * Correct output: "acc 55, boxes copied 0", exit 0. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct HeapObject {
  const void *metadata;
  _Atomic uint64_t refCounts;
  long value;
} HeapObject;
typedef struct {
  HeapObject *object;
  void *value;
} BoxPair;
static long allocs;
__attribute__((noinline)) HeapObject *swift_retain(HeapObject *o) {
  if (o)
    atomic_fetch_add_explicit(&o->refCounts, 1, memory_order_relaxed);
  return o;
}
__attribute__((noinline)) void swift_release(HeapObject *o) {
  if (o && atomic_fetch_sub_explicit(&o->refCounts, 1, memory_order_acq_rel) == 1)
    free(o);
}
__attribute__((noinline)) static HeapObject *swift_allocBox_(void) {
  HeapObject *b = calloc(1, sizeof *b);
  b->refCounts = 1;
  allocs++;
  return b;
}
/* HeapObject.h: "Performs a uniqueness check on the pointer to a box structure. If the check
 * fails allocates a new box and stores the pointer in the buffer." */
__attribute__((noinline)) BoxPair swift_makeBoxUnique(void *buffer, const void *type,
                                                      size_t alignMask) {
  (void)type, (void)alignMask;
  HeapObject **slot = buffer;
  HeapObject *box = *slot;
  if (atomic_load_explicit(&box->refCounts, memory_order_acquire) != 1) {
    HeapObject *nb = swift_allocBox_();
    nb->value = box->value;
    *slot = box = nb;
  }
  return (BoxPair){box, &box->value};
}
static volatile int n = 10;
__attribute__((noinline)) static long run(HeapObject *h, int iters) {
  long acc = 0;
  for (int i = 0; i < iters; i++) {
    HeapObject *buf = h;
    BoxPair p = swift_makeBoxUnique(&buf, NULL, 7);
    *(long *)p.value += 1;
    if (buf != h)
      swift_release(buf);
    HeapObject *s = swift_retain(h);
    acc += s->value;
    swift_release(s);
  }
  return acc;
}
int main(void) {
  HeapObject *h = swift_allocBox_();
  long acc = run(h, n);
  printf("acc %ld, boxes copied %ld\n", acc, allocs - 1);
  swift_release(h);
  return 0;
}
