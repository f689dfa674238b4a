/* Attacks (arc profile, H4): a program that carries its own implementation of arc.h (a unity
 * build; arc.h's contract for SHARED objects: atomic counts, destructor at zero) in the same
 * translation unit. README: "a program's own function called arc_retain is taken for arc's".
 * Its retain and release are large enough to stay calls, but arc_count is one load and clang
 * inlines it into the loop before the pass runs: the observer H4 looks for is gone, only a
 * relaxed atomic load of the header is left, and the pair after it is hoisted. Every iteration
 * then sees count 2 where the source sees 1.
 * Correct output: "unique 100 of 100", exit 0. */
// CFLAGS: -DARC_UNITY
#include <arc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
struct hdr {
  _Atomic long long rc;
  void (*destroy)(void *);
};
__attribute__((noinline)) void *arc_alloc(size_t size, void (*destroy)(void *payload)) {
  struct hdr *h = malloc(sizeof(struct hdr) + size);
  if (!h)
    return NULL;
  atomic_init(&h->rc, 1);
  h->destroy = destroy;
  return h + 1;
}
__attribute__((noinline)) void *arc_retain(void *p) {
  if (p)
    atomic_fetch_add_explicit(&((struct hdr *)p - 1)->rc, 1, memory_order_relaxed);
  return p;
}
__attribute__((noinline)) void arc_release(void *p) {
  if (!p)
    return;
  struct hdr *h = (struct hdr *)p - 1;
  if (atomic_fetch_sub_explicit(&h->rc, 1, memory_order_acq_rel) == 1) {
    if (h->destroy)
      h->destroy(p);
    free(h);
  }
}
long arc_count(const void *p) {
  return p ? (long)atomic_load_explicit(&((struct hdr *)p - 1)->rc, memory_order_relaxed) : 0;
}
int arc_is_unique(const void *p) {
  return p && atomic_load_explicit(&((struct hdr *)p - 1)->rc, memory_order_acquire) == 1;
}
static volatile int n = 100;
__attribute__((noinline)) static long scan(long *o, int iters) {
  long uniq = 0;
  for (int i = 0; i < iters; i++) {
    uniq += arc_count(o) == 1;
    long *s = arc_retain(o);
    uniq += *s;
    arc_release(s);
  }
  return uniq;
}
int main(void) {
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 0;
  printf("unique %ld of %d\n", scan(o, n), n);
  arc_release(o);
  return 0;
}
