/* p04: many short-lived threads (2000 over time, up to 300 alive at once). Each allocates
 * objects, puts references into a global pool, takes random objects from the pool (often
 * allocated by exited owners whose numbers it or another live thread may now hold),
 * retains/releases them many times (owner path if it inherited the number), writes its own
 * slot, and exits while others keep using its objects. Main drains the pool at the end.
 * Failure: canary DIE (early destroy/UAF, double destroy), leak, count below the number of
 * references the thread itself holds, TSan report. */
#include "common.h"
#define POOL 4096
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static tobj *pool[POOL];
static int npool;
static long NTHREADS = 2000;
static atomic_long idgen;
static void put(tobj *o) {
  pthread_mutex_lock(&mu);
  if (npool < POOL) {
    pool[npool++] = o;
    o = 0;
  }
  pthread_mutex_unlock(&mu);
  if (o)
    arc_release(o);
}
static tobj *take(uint64_t *s) { /* returns a retained reference (moved out of the pool) or NULL */
  tobj *o = 0;
  pthread_mutex_lock(&mu);
  if (npool) {
    int k = xrand(s) % npool;
    o = pool[k];
    pool[k] = pool[--npool];
  }
  pthread_mutex_unlock(&mu);
  return o;
}
static void *worker(void *a) {
  uint64_t s = (uint64_t)(long)a * 2654435761u + 1;
  int nalloc = 1 + xrand(&s) % 4;
  for (int i = 0; i < nalloc; i++) {
    tobj *o = tobj_new(atomic_fetch_add(&idgen, 1));
    int k = xrand(&s) % 3;
    for (int j = 0; j < k; j++)
      put(arc_retain(o));
    put(o);
  }
  for (int r = 0; r < 20; r++) {
    tobj *o = take(&s);
    if (!o)
      break;
    tcheck(o, "taken");
    int k = 1 + xrand(&s) % 16;
    for (int j = 0; j < k; j++)
      arc_retain(o);
    long c = arc_count(o);
    if (c < k + 1)
      FAILF("count %ld < %d held by this thread", c, k + 1);
    for (int j = 0; j < k; j++)
      arc_release(o);
    tcheck(o, "after");
    if (xrand(&s) % 4)
      put(o);
    else
      arc_release(o);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    NTHREADS = atol(argv[1]);
  runs_init(NTHREADS * 5 + 10);
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 128 * 1024);
  pthread_t live[300];
  int nlive = 0;
  uint64_t s = 777;
  for (long i = 0; i < NTHREADS; i++) {
    if (nlive == 300 || (nlive && xrand(&s) % 3 == 0)) {
      int k = xrand(&s) % nlive;
      pthread_join(live[k], 0);
      live[k] = live[--nlive];
    }
    if (pthread_create(&live[nlive], &at, worker, (void *)i))
      DIE("create");
    nlive++;
  }
  while (nlive)
    pthread_join(live[--nlive], 0);
  for (int i = 0; i < npool; i++) {
    tcheck(pool[i], "drain");
    arc_release(pool[i]);
  }
  return finish("p04_owner_churn");
}
