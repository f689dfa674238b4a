/* p10: saturation. (a) owner retains 2^30 + 2^17 times: must become IMMORTAL (arc_count ==
 * ARC_COUNT_IMMORTAL, arc_is_unique 0), releases are no-ops, destructor never runs.
 * (b) same via non-owner retains from 2 threads concurrently with owner retains (both halves
 * hit their 2^16 checkpoints, concurrent IMMORTAL transitions).
 * (c) 2^30 - 2^16 references (just under the threshold, taken by owner+non-owner mixes) and then
 * all released: must NOT be immortal: destructor must run exactly once on the last release.
 * Failure: destructor runs (early destroy) in (a)/(b), count wrong, leak in (c). */
#include "common.h"
static tobj *o;
static long per;
static void *nonowner_retain(void *a) {
  (void)a;
  for (long i = 0; i < per; i++)
    arc_retain(o);
  return 0;
}
static void *nonowner_release(void *a) {
  (void)a;
  for (long i = 0; i < per; i++)
    arc_release(o);
  return 0;
}
static void *owner_retain(void *a) {
  (void)a;
  for (long i = 0; i < per; i++)
    arc_retain(o);
  return 0;
}
int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "a";
  runs_init(4);
  if (!strcmp(mode, "a")) {
    o = tobj_new(0);
    long n = (1L << 30) + (1L << 17);
    for (long i = 0; i < n; i++)
      arc_retain(o);
    long c = arc_count(o);
    if (c != ARC_COUNT_IMMORTAL)
      FAILF("(a) count after %ld owner retains = %ld, expected IMMORTAL", n, c);
    if (arc_is_unique(o))
      FAILF("(a) is_unique on immortal");
    for (long i = 0; i < n + 1; i++)
      arc_release(o); /* exactly the references held */
    if (atomic_load(&g_dtors))
      FAILF("(a) immortal object destroyed");
    tcheck(o, "a end");
    if (arc_count(o) != ARC_COUNT_IMMORTAL)
      FAILF("(a) immortal lost: %ld", arc_count(o));
    atomic_fetch_add(&g_allocs, -1); /* leaked by design */
  } else if (!strcmp(mode, "b")) {
    o = tobj_new(0);
    per = (1L << 28) + 1000;
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
      pthread_create(&t[i], 0, nonowner_retain, 0);
    owner_retain(0);
    owner_retain(0);
    for (int i = 0; i < 2; i++)
      pthread_join(t[i], 0);
    long c = arc_count(o);
    if (c != ARC_COUNT_IMMORTAL)
      FAILF("(b) count after 2^30+ mixed retains = %ld", c);
    per = (1L << 28) + 1000;
    for (int i = 0; i < 2; i++)
      pthread_create(&t[i], 0, nonowner_release, 0);
    for (long i = 0; i < 2 * per + 1; i++)
      arc_release(o); /* exactly the references held */
    for (int i = 0; i < 2; i++)
      pthread_join(t[i], 0);
    if (atomic_load(&g_dtors))
      FAILF("(b) immortal object destroyed");
    if (arc_count(o) != ARC_COUNT_IMMORTAL)
      FAILF("(b) immortal lost: %ld", arc_count(o));
    atomic_fetch_add(&g_allocs, -1);
  } else { /* c */
    o = tobj_new(0);
    per = (1L << 28) - (1L << 15);
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
      pthread_create(&t[i], 0, nonowner_retain, 0);
    owner_retain(0);
    owner_retain(0);
    for (int i = 0; i < 2; i++)
      pthread_join(t[i], 0);
    long c = arc_count(o), want = 4 * per + 1;
    if (c != want)
      FAILF("(c) count %ld expected %ld (became immortal below 2^30?)", c, want);
    for (int i = 0; i < 2; i++)
      pthread_create(&t[i], 0, nonowner_release, 0);
    for (long i = 0; i < 2 * per; i++)
      arc_release(o);
    for (int i = 0; i < 2; i++)
      pthread_join(t[i], 0);
    if (arc_count(o) != 1)
      FAILF("(c) count %ld expected 1", arc_count(o));
    arc_release(o);
  }
  char name[32];
  snprintf(name, sizeof name, "p10_saturate(%s)", mode);
  return finish(name);
}
