/* p20: API edge cases on every state, from owner and non-owner threads.
 * arc_publish must be a no-op on BIASED (word > 0 looks like LOCAL!), SHARED, IMMORTAL (static
 * and saturated) and NULL; NULL-safety of every entry; arc_count / arc_is_unique results per
 * state; retain returns p. Non-owner publish on a BIASED object runs concurrently with the
 * owner's plain retains.
 * Failure: changed counts after publish, wrong observer results, leak, early destroy. */
#include "common.h"
ARC_STATIC_IMMORTAL(simm, long, 7);
static tobj *b;
static atomic_int stop;
static void *nonowner(void *a) {
  (void)a;
  while (!atomic_load(&stop)) {
    if (arc_publish(b) != b)
      FAILF("publish did not return p");
    arc_retain(b);
    arc_publish(b);
    arc_release(b);
    if (arc_count(b) < 2)
      FAILF("non-owner sees count %ld < 2", arc_count(b));
    if (arc_is_unique(b))
      FAILF("non-owner sees unique");
  }
  return 0;
}
int main(int argc, char **argv) {
  int nosat = argc > 1 && !strcmp(argv[1], "nosat"); /* saturated objects are leaked by design */
  runs_init(8);
  if (arc_retain(NULL) || arc_publish(NULL) || arc_count(NULL) || arc_is_unique(NULL) ||
      arc_retain_local(NULL))
    FAILF("NULL handling");
  arc_release(NULL);
  arc_release_local(NULL);
  /* static immortal */
  if (arc_retain(simm) != simm || arc_publish(simm) != simm)
    FAILF("immortal retain/publish return");
  arc_release(simm);
  if (arc_count(simm) != ARC_COUNT_IMMORTAL || arc_is_unique(simm))
    FAILF("static immortal observers");
  /* BIASED, owner publish */
  b = tobj_new(0);
  if (arc_count(b) != 1 || !arc_is_unique(b))
    FAILF("fresh biased: count %ld unique %d", arc_count(b), arc_is_unique(b));
  arc_publish(b);
  arc_retain(b);
  arc_publish(b);
  if (arc_count(b) != 2 || arc_is_unique(b))
    FAILF("biased after publish: count %ld unique %d", arc_count(b), arc_is_unique(b));
  pthread_t t;
  pthread_create(&t, 0, nonowner, 0);
  for (long i = 0; i < (nosat ? 200000 : 3000000); i++) {
    arc_retain(b);
    arc_publish(b);
    arc_release(b);
  }
  atomic_store(&stop, 1);
  pthread_join(t, 0);
  if (arc_count(b) != 2)
    FAILF("biased count %ld != 2 after publish storm", arc_count(b));
  arc_release(b);
  if (arc_count(b) != 1 || !arc_is_unique(b))
    FAILF("biased count %ld / unique %d", arc_count(b), arc_is_unique(b));
  arc_release(b);
  /* LOCAL -> SHARED with count 3 */
  tobj *l = arc_alloc_local(sizeof(tobj), tobj_dtor);
  atomic_fetch_add(&g_allocs, 1);
  l->canary = CANARY;
  l->id = 1;
  arc_retain(l);
  arc_retain(l);
  if (arc_publish(l) != l || arc_count(l) != 3)
    FAILF("publish kept count? %ld", arc_count(l));
  arc_publish(l);
  if (arc_count(l) != 3)
    FAILF("double publish changed count %ld", arc_count(l));
  arc_release(l);
  arc_release(l);
  if (!arc_is_unique(l))
    FAILF("shared unique");
  arc_release(l);
  /* saturated BIASED: publish must keep it immortal */
  if (nosat)
    return finish("p20_api_edges(nosat)");
  tobj *s = tobj_new(2);
  for (long i = 0; i < (1L << 30) + (1L << 17); i++)
    arc_retain(s);
  arc_publish(s);
  if (arc_count(s) != ARC_COUNT_IMMORTAL || arc_is_unique(s))
    FAILF("saturated observers %ld", arc_count(s));
  arc_release(s);
  if (atomic_load(&g_runs[2]))
    FAILF("saturated destroyed");
  atomic_fetch_add(&g_allocs, -1);
  return finish("p20_api_edges");
}
