/* p29: exactness of arc_count on a BIASED object under concurrent releases. The owner retains
 * the object in bursts (up to 4096 outstanding references, owner path) and pushes them to 2
 * releaser threads, which release them and then bump a counter. The owner also does
 * retain/release pairs. Every time, the owner checks
 *     1 + pushed - released_after - 2  <=  arc_count  <=  1 + pushed - released_before + 2
 * (released_before read before arc_count, released_after after it; each releaser may have at
 * most one release not yet counted, and one transient non-owner retain). Releasers also do a
 * non-owner retain/release pair and check arc_count >= 2 inside it.
 * Failure: a count outside the bounds (lost or phantom update), early destroy, leak. */
#include "common.h"
#include "ring.h"
static tobj *o;
static ring_t r[2];
static atomic_long released;
static atomic_int stop;
static long N = 3000000;
static void *releaser(void *a) {
  long id = (long)a;
  for (;;) {
    tobj *p = ring_pop(&r[id]);
    if (!p) {
      if (atomic_load(&stop))
        break;
      sched_yield();
      continue;
    }
    if (arc_count(p) < 1)
      FAILF("releaser count < 1");
    arc_retain(p);
    if (arc_count(p) < 2)
      FAILF("releaser count < 2");
    arc_release(p); /* non-owner retain: transient +1 */
    arc_release(p);
    atomic_fetch_add(&released, 1);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    N = atol(argv[1]);
  runs_init(1);
  o = tobj_new(0);
  pthread_t t[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&t[i], 0, releaser, (void *)i);
  long pushed = 0;
  uint64_t s = 3;
  long checks = 0;
  while (pushed < N) {
    int burst = 1 + xrand(&s) % 4096;
    long before = pushed;
    for (int i = 0; i < burst; i++) {
      ring_t *rr = &r[i & 1];
      if (atomic_load_explicit(&rr->tail, memory_order_relaxed) - atomic_load(&rr->head) >= RING_N)
        break;
      ring_push(rr, arc_retain(o));
      pushed++;
      if ((i & 7) == 0) {
        arc_retain(o);
        arc_release(o);
      }
    }
    if (pushed == before)
      sched_yield();
    long rb = atomic_load(&released);
    long c = arc_count(o);
    long ra = atomic_load(&released);
    checks++;
    if (c > 1 + pushed - rb + 2 || c < 1 + pushed - ra - 2) {
      FAILF("count %ld outside [%ld, %ld] (pushed %ld)", c, 1 + pushed - ra - 2,
            1 + pushed - rb + 2, pushed);
      break;
    }
  }
  atomic_store(&stop, 1);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (arc_count(o) != 1)
    FAILF("final count %ld", arc_count(o));
  printf("pushed %ld, %ld bound checks\n", pushed, checks);
  arc_release(o);
  return finish("p29_count_bounds");
}
