/* Attacks (IR validity): a "unity build" that carries its own implementation of the arc.h API
 * in the same translation unit, compiled with -g. The runtime functions are then defined in the
 * module with debug info, and the verifier requires every call to such a function from a
 * function with debug info to carry a !dbg location: the calls the pass creates (the hoisted
 * retain, the releases at the exits) must have one. The implementation here honours the arc.h
 * contract for SHARED objects (atomic counts, destructor at zero), so hoisting is allowed.
 * Correct output: "sum 100", "count 1", "destroyed", exit 0. */
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
__attribute__((noinline)) long arc_count(const void *p) {
  return p ? (long)atomic_load(&((const struct hdr *)p - 1)->rc) : 0;
}

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int n = 100;

static __attribute__((noinline)) long run(long *h) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  printf("sum %ld\n", run(h));
  printf("count %ld\n", arc_count(h));
  arc_release(h);
  return 0;
}
