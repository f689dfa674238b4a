/* p05: more than 254 threads alive at once, each allocates; then every thread retains/releases
 * every other thread's objects concurrently (owner: plain stores; others: atomic).
 * Attacks: owner-number assignment (two live threads sharing a number => lost plain updates),
 * the 255th+ thread's SHARED fallback, numbers 0/255 being handed out.
 * Failure: two live threads observed with the same owner byte, an object destroyed twice/early
 * (canary DIE), wrong arc_count after the storm, or a leak. */
#include "common.h"
#define NT 300
#define ROUNDS 200
static tobj *objs[NT];
static pthread_barrier_t bar;
static int owner_of[NT];
static void *th(void *a) {
  long i = (long)a;
  objs[i] = tobj_new(i);
  owner_of[i] = (int)((hdr_destroy_word(objs[i]) >> 48) & 0xff);
  pthread_barrier_wait(&bar);
  uint64_t s = i * 7919 + 1;
  for (int r = 0; r < ROUNDS; r++) {
    long j = xrand(&s) % NT;
    tobj *o = objs[j];
    tcheck(o, "storm");
    int k = 1 + xrand(&s) % 8;
    for (int q = 0; q < k; q++)
      arc_retain(o);
    if (arc_count(o) < 1 + k)
      FAILF("count %ld < %d", arc_count(o), 1 + k);
    for (int q = 0; q < k; q++)
      arc_release(o);
    /* own object: owner path */
    for (int q = 0; q < k; q++)
      arc_retain(objs[i]);
    for (int q = 0; q < k; q++)
      arc_release(objs[i]);
  }
  pthread_barrier_wait(&bar);
  if (arc_count(objs[i]) != 1)
    FAILF("thread %ld obj count %ld != 1", i, arc_count(objs[i]));
  pthread_barrier_wait(&bar);
  arc_release(objs[i]);
  return 0;
}
int main(void) {
  runs_init(NT);
  pthread_barrier_init(&bar, 0, NT);
  pthread_t t[NT];
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 256 * 1024);
  for (long i = 0; i < NT; i++)
    if (pthread_create(&t[i], &at, th, (void *)i))
      DIE("create");
  for (long i = 0; i < NT; i++)
    pthread_join(t[i], 0);
  int seen[256] = {0}, shared = 0;
  for (int i = 0; i < NT; i++) {
    int o = owner_of[i];
    if (o == 0) {
      shared++;
      continue;
    }
    if (seen[o])
      FAILF("owner number %d given to two live threads", o);
    seen[o]++;
  }
  int distinct = 0;
  for (int o = 0; o < 256; o++)
    distinct += seen[o] ? 1 : 0;
  printf("distinct owners %d, shared-fallback %d, owner255=%d\n", distinct, shared, seen[255]);
  return finish("p05_many_alive");
}
