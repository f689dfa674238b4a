/* Attacks H2's FUNCTION_PRIVATE_MEMORY exemption (a slot behind a restrict argument): run()
 * takes a restrict pointer to the struct, publishes the address of its handle field (a pointer
 * based on it, so restrict allows the writer's store) to a writer thread, and hands over through a
 * callee that touches only its arguments (release store, acquire spin). The writer replaces the
 * handle through it. Correct output: "sum 7000", "destroyed 5", "destroyed 9", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

struct big {
  void *h;
  long pad[16];
};
struct ctl {
  long calls;
  atomic_int word;
};
static struct ctl ctl;
static void *volatile *volatile published; /* the address of run()'s h field */
static long *replacement;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) long use_counted(const long *payload, struct ctl *c) {
  if (++c->calls == 500) {
    atomic_store_explicit(&c->word, 1, memory_order_release);
    while (atomic_load_explicit(&c->word, memory_order_acquire) != 2)
      ;
  }
  return *payload;
}

static void *writer(void *arg) {
  struct ctl *c = arg;
  while (atomic_load_explicit(&c->word, memory_order_acquire) != 1)
    ;
  *published = replacement; /* run()'s copy now names the replacement */
  atomic_store_explicit(&c->word, 2, memory_order_release);
  return 0;
}

static __attribute__((noinline)) long run(struct big *restrict bp, long n) {
  published = (void *volatile *)&bp->h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(bp->h);
    acc += use_counted(s, &ctl);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 5;
  replacement = arc_alloc(sizeof *replacement, destroy);
  *replacement = 9;
  struct big b = {.h = h};
  pthread_t t;
  pthread_create(&t, NULL, writer, &ctl);
  long sum = run(&b, 1000);
  pthread_join(t, NULL);
  printf("sum %ld\n", sum);
  arc_release(h);
  arc_release(replacement);
  return 0;
}
