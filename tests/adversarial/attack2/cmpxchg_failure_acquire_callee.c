/* Attacks H2 "synchronising call" with the compare-exchange failure ordering: the loop's visible
 * callee (memory(argmem) inferred) waits for a writer thread with
 * compare_exchange_strong(relaxed on success, ACQUIRE on failure) on its own control word; the
 * writer replaces the global handle before releasing the word. Hoisted, the loop would keep
 * the first object. Correct output: "destroyed 5", "sum 7000 count 1", "destroyed 9", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

struct ctl {
  long calls;
  atomic_int word;
};
static struct ctl ctl;
void *global_handle;

void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) long use_counted(const long *payload, struct ctl *c) {
  if (++c->calls == 500) {
    atomic_store_explicit(&c->word, 1, memory_order_release);
    int expect = 2;
    while (!atomic_compare_exchange_strong_explicit(&c->word, &expect, 3, memory_order_relaxed,
                                                    memory_order_acquire))
      expect = 2;
  }
  return *payload;
}

void *writer(void *arg) {
  struct ctl *c = arg;
  while (atomic_load_explicit(&c->word, memory_order_acquire) != 1)
    ;
  long *n = arc_alloc(sizeof *n, destroy);
  *n = 9;
  void *old = global_handle;
  global_handle = n;
  arc_release(old);
  atomic_store_explicit(&c->word, 2, memory_order_release);
  return 0;
}

__attribute__((noinline)) long loop(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(global_handle);
    acc += use_counted(s, &ctl);
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
