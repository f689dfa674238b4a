/* Attacks: arc.h's saturation rule and docs/differences.md ("a hoisted pair reaches the same peak
 * count as the pairs it replaces") with TWO threads whose loops take turns: each iteration waits
 * for its turn, retains and releases the shared object, and hands the turn over, so in the source
 * at most one copy is held at a time (peak 2^30 - 1: never IMMORTAL). Hoisted, each thread would
 * hold its copy for its whole loop at once (peak 2^30: IMMORTAL, destructor never runs). The pass
 * must refuse (the hand-over store after the release: H8).
 * Correct output: "count before 1073741822", "sums 100 100, mortal", "destroyed", exit 0. */
// RUNTIME: default
// TIMEOUT: 120
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static _Atomic int turn;
static long *obj;
static volatile int n = 100;
static long sums[2];
__attribute__((noinline)) static long loop(long *o, int me, int iters) {
  long acc = 0;
  for (int i = 0; i < iters; i++) {
    while (atomic_load_explicit(&turn, memory_order_acquire) != me)
      ;
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
    atomic_store_explicit(&turn, 1 - me, memory_order_release);
  }
  return acc;
}
static void *worker(void *arg) {
  int me = (int)(long)arg;
  sums[me] = loop(obj, me, n);
  return NULL;
}
int main(void) {
  obj = arc_alloc(sizeof *obj, destroy);
  *obj = 1;
  for (long i = 0; i < ARC_COUNT_SATURATION - 3; i++)
    arc_retain(obj);
  printf("count before %ld\n", arc_count(obj));
  pthread_t t[2];
  for (long k = 0; k < 2; k++)
    pthread_create(&t[k], NULL, worker, (void *)k);
  for (int k = 0; k < 2; k++)
    pthread_join(t[k], NULL);
  long c = arc_count(obj);
  printf("sums %ld %ld, %s\n", sums[0], sums[1], c == ARC_COUNT_IMMORTAL ? "immortal" : "mortal");
  for (long i = 0; i < ARC_COUNT_SATURATION - 2; i++)
    arc_release(obj);
  return 0;
}
