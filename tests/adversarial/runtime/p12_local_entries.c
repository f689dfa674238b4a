/* p12: arc_retain_local / arc_release_local (the arc-elide entries) on BIASED objects, called
 * by non-owner threads concurrently with the owner (which uses both the generic and the _local
 * entries), plus on published LOCAL (SHARED) objects and static IMMORTAL ones.
 * Contract: "They honour the state like the generic entries (a SHARED or BIASED object still
 * gets its atomic operation...)".
 * Failure: wrong final arc_count (lost update), early destroy (canary DIE), leak, TSan race. */
#include "common.h"
ARC_STATIC_IMMORTAL(imm, long, 42);
static tobj *b, *s;
static long N = 3000000;
static pthread_barrier_t bar;
static void *nonowner(void *a) {
  long id = (long)a;
  pthread_barrier_wait(&bar);
  for (long i = 0; i < N; i++) {
    if ((i + id) & 1) {
      arc_retain_local(b);
      arc_retain(s);
      arc_release_local(b);
      arc_release_local(s);
    } else {
      arc_retain(b);
      arc_retain_local(s);
      arc_release(b);
      arc_release(s);
    }
    arc_retain_local(imm);
    arc_release_local(imm);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    N = atol(argv[1]);
  b = tobj_new(0);
  s = arc_alloc_local(sizeof(tobj), tobj_dtor);
  atomic_fetch_add(&g_allocs, 1);
  s->canary = CANARY;
  s->id = 1;
  arc_publish(s);
  pthread_barrier_init(&bar, 0, 3);
  pthread_t t[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&t[i], 0, nonowner, (void *)i);
  pthread_barrier_wait(&bar);
  for (long i = 0; i < N; i++) {
    if (i & 1) {
      arc_retain_local(b);
      arc_retain_local(b);
      arc_release(b);
      arc_release_local(b);
    } else {
      arc_retain(b);
      arc_release_local(b);
    }
  }
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (arc_count(b) != 1)
    FAILF("biased count %ld != 1 after balanced _local traffic", arc_count(b));
  if (arc_count(s) != 1)
    FAILF("shared count %ld != 1", arc_count(s));
  if (arc_count(imm) != ARC_COUNT_IMMORTAL)
    FAILF("immortal count %ld", arc_count(imm));
  tcheck(b, "end");
  tcheck(s, "end");
  arc_release_local(b);
  arc_release_local(s);
  return finish("p12_local_entries");
}
