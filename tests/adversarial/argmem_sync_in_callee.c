/* Attacks (H2 through a callee's inferred memory effects; the sibling of
 * globalsaa_sync_in_callee.c without GlobalsAA): the handle is an ordinary external global, and
 * the loop's callee use_counted() touches only memory reachable from its arguments (the payload
 * and a control block), so LLVM infers memory(argmem: readwrite) for it, and alias analysis says
 * the call cannot write global_handle. But the control block's atomics (release store, acquire
 * spin) hand over to a writer thread at calls 500 and 700, which replaces the handle in between
 * (no data race: the handover orders every access). use_counted() is not nosync. Hoisted, the
 * loop keeps the first object.
 * Correct output: "destroyed 5", "destroyed 7", "sum 6600 count 1", "destroyed 9", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

struct ctl {
  long calls;
  atomic_int phase;
};
static struct ctl ctl;
void *global_handle;

void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) void set_handle(void *p) {
  void *old = global_handle;
  global_handle = p;
  arc_release(old);
}

/* touches only memory reachable from its arguments */
__attribute__((noinline)) long use_counted(const long *payload, struct ctl *c) {
  long k = ++c->calls;
  if (k == 500 || k == 700) {
    int want = k == 500 ? 1 : 3;
    atomic_store_explicit(&c->phase, want, memory_order_release);
    while (atomic_load_explicit(&c->phase, memory_order_acquire) != want + 1)
      ;
  }
  return *payload;
}

void *writer(void *arg) {
  struct ctl *c = arg;
  for (int round = 0; round < 2; round++) {
    int want = round == 0 ? 1 : 3;
    while (atomic_load_explicit(&c->phase, memory_order_acquire) != want)
      ;
    long *n = arc_alloc(sizeof *n, destroy);
    *n = round == 0 ? 7 : 9;
    set_handle(n);
    atomic_store_explicit(&c->phase, want + 1, memory_order_release);
  }
  return 0;
}

__attribute__((noinline)) long loop(long n) {
  struct ctl *c = &ctl;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(global_handle);
    acc += use_counted(s, c);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 5;
  global_handle = h;
  pthread_t t;
  pthread_create(&t, NULL, writer, &ctl);
  long sum = loop(1000);
  pthread_join(t, NULL);
  printf("sum %ld count %ld\n", sum, arc_count(global_handle));
  arc_release(global_handle);
  return 0;
}
