/* Attacks: a program that carries its own implementation of the part of the arc.h API it uses
 * (arc_alloc, arc_retain, arc_release) in the same translation unit, and an object that never
 * leaves its thread. The thread-local rewrite would turn the calls into arc_alloc_local /
 * arc_retain_local / arc_release_local, entries this program neither defines nor uses; they
 * then come from libarcrt, whose LOCAL objects this program's arc_release does not understand
 * (or the link fails on duplicate definitions).
 * Correct output: "local sum 100", "destroyed", exit 0. */
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

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int n = 100;

static __attribute__((noinline)) long run_local(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 1;
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  arc_release(o);
  return acc;
}

int main(void) {
  printf("local sum %ld\n", run_local());
  return 0;
}
