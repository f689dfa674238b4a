/* Attacks: hoisting changes which thread runs a destructor, and so creates a data race the
 * source does not have. Thread B owns the only reference to the parent object h and keeps a
 * child in it that B allocated LOCAL (arc_alloc_local; only B ever touches it). Thread A reads h
 * in a loop through retain/release pairs; in its last iteration, after the pair, A tells B it is
 * done and waits for B. B drops its reference: in the source that is the last one, so the parent's
 * destructor runs on B and releases B's child on B. With the pair hoisted, A still holds a
 * reference, the destructor runs on A at its loop exit and releases B's LOCAL child from A (the
 * checking runtime aborts; with the default runtime, a non-atomic count update from a foreign
 * thread).
 * Correct output: "A sum 70", "parent destroyed on B", "child destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

struct parent {
  long value;
  long *child;
};

static pthread_t thread_b;
static atomic_int a_done, b_dropped, child_ready;

static void destroy_child(void *p) {
  (void)p;
  printf("child destroyed\n");
}
static void destroy_parent(void *p) {
  struct parent *par = p;
  printf("parent destroyed on %s\n", pthread_equal(pthread_self(), thread_b) ? "B" : "A");
  arc_release(par->child);
}

static void *b_main(void *arg) {
  struct parent *h = arg; /* B owns the reference main made */
  h->child = arc_alloc_local(sizeof(long), destroy_child);
  *h->child = 1;
  atomic_store(&child_ready, 1);
  while (!atomic_load(&a_done))
    ;
  arc_release(h);
  atomic_store(&b_dropped, 1);
  return NULL;
}

static volatile int n = 7;

static __attribute__((noinline)) long a_loop(struct parent *h) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    struct parent *s = arc_retain(h);
    acc += s->value;
    arc_release(s);
    if (i == n - 1) { /* done with h: let B drop it, wait until it has */
      atomic_store(&a_done, 1);
      while (!atomic_load(&b_dropped))
        ;
    }
  }
  return acc;
}

int main(void) {
  struct parent *h = arc_alloc(sizeof *h, destroy_parent);
  h->value = 10;
  h->child = NULL;
  pthread_create(&thread_b, NULL, b_main, h);
  while (!atomic_load(&child_ready))
    ;
  long acc = a_loop(h);
  pthread_join(thread_b, NULL);
  printf("A sum %ld\n", acc);
  return 0;
}
