/* p16: owner numbers are exclusive among LIVE threads, under churn. 4000 threads, up to 300
 * alive at once (so the SHARED fallback is hit and numbers free up again). Each thread, after
 * its first arc_alloc, reads its owner number from the object header and marks it taken in a
 * global table with an atomic exchange (must find it free); it clears the mark just before
 * returning (the runtime frees the number only after that, at thread exit). A thread that got
 * the fallback allocates again later (a number may be free by then). Every thread also storms
 * retain/release over objects of live and exited threads (the table of all objects keeps one
 * reference each), so a duplicate number would also show up as lost plain updates.
 * Failure: "owner X held by two live threads", final count != 1, canary DIE, leak, TSan race. */
#include "common.h"
#define MAXT 4000
static _Atomic(tobj *) all[MAXT];
static atomic_long nall;
static atomic_int active[256];
static atomic_int fallback_first, fallback_late_biased;
static int owner_of(void *p) { return (int)((hdr_destroy_word(p) >> 48) & 0xff); }
static void *worker(void *a) {
  long id = (long)a;
  uint64_t s = id * 31 + 7;
  tobj *mine = tobj_new(id);
  int x = owner_of(mine);
  if (x == 0) {
    atomic_fetch_add(&fallback_first, 1);
    usleep(xrand(&s) % 2000);
    tobj *again = tobj_new(-1);
    x = owner_of(again);
    if (x)
      atomic_fetch_add(&fallback_late_biased, 1);
    arc_release(again);
  }
  if (x && atomic_exchange(&active[x], 1))
    FAILF("owner %d held by two live threads", x);
  atomic_store_explicit(&all[id], arc_retain(mine), memory_order_release);
  atomic_fetch_add(&nall, 1);
  long n = atomic_load(&nall);
  usleep(50000 + xrand(&s) % 50000);
  for (int r = 0; r < 300; r++) {
    long j = xrand(&s) % MAXT;
    tobj *o = atomic_load_explicit(&all[j], memory_order_acquire);
    if (!o)
      continue;
    tcheck(o, "storm");
    arc_retain(o);
    arc_retain(mine);
    arc_release(o);
    arc_release(mine);
  }
  (void)n;
  arc_release(mine);
  if (x)
    atomic_store(&active[x], 0);
  return 0;
}
int main(int argc, char **argv) {
  long nt = argc > 1 ? atol(argv[1]) : MAXT;
  if (nt > MAXT)
    nt = MAXT;
  runs_init(MAXT);
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 64 * 1024);
  pthread_t live[300];
  int nlive = 0;
  uint64_t s = 99;
  for (long i = 0; i < nt; i++) {
    if (nlive == 300 || (nlive > 280 && xrand(&s) % 2)) {
      int k = xrand(&s) % nlive;
      pthread_join(live[k], 0);
      live[k] = live[--nlive];
    }
    while (pthread_create(&live[nlive], &at, worker, (void *)i))
      usleep(100);
    nlive++;
  }
  while (nlive)
    pthread_join(live[--nlive], 0);
  printf("fallback at first alloc: %d, of those biased on a later alloc: %d\n",
         atomic_load(&fallback_first), atomic_load(&fallback_late_biased));
  for (long i = 0; i < nt; i++) {
    tobj *o = atomic_load(&all[i]);
    if (o) {
      if (arc_count(o) != 1)
        FAILF("obj %ld count %ld", i, arc_count(o));
      else
        arc_release(o);
    }
  }
  return finish("p16_number_exclusive");
}
