/* p18: relay of ONE owner number between overlapping threads, with no join in between.
 * 253 parked threads hold 253 owner numbers (main holds the 254th... or not), so exactly one
 * number X is free; a stream of short-lived threads is started without waiting for the
 * previous one to finish: each allocates (taking X if free, else the SHARED fallback), then
 * hammers retain/release on a fixed set of objects that the first X-holder allocated (owner
 * path when it holds X), then exits. A hammer thread retains/releases the same objects with
 * atomics. The only happens-before between consecutive X-holders is the runtime's hand-over
 * of the number, which must order the previous holder's plain stores before the next one's.
 * Failure: TSan data race between two X-holders, wrong final counts (lost plain update),
 * canary DIE, leak. */
#include "common.h"
#define NOBJ 16
static tobj *objs[NOBJ];
static atomic_int parked_go, nparked;
static atomic_int owned_x, shared_fb;
static int X = -1;
static int owner_of(void *p) { return (int)((hdr_destroy_word(p) >> 48) & 0xff); }
static void *parked(void *a) {
  (void)a;
  void *p = arc_alloc(8, 0);
  atomic_fetch_add(&nparked, 1);
  while (!atomic_load(&parked_go))
    usleep(1000);
  arc_release(p);
  return 0;
}
static long ITER = 2000;
static void *relay(void *a) {
  (void)a;
  tobj *m = tobj_new(-1);
  int o = owner_of(m);
  if (o == X)
    atomic_fetch_add(&owned_x, 1);
  else if (o == 0)
    atomic_fetch_add(&shared_fb, 1);
  for (long i = 0; i < ITER; i++) {
    tobj *t = objs[i % NOBJ];
    arc_retain(t);
    arc_retain(t);
    arc_release(t);
    arc_release(t);
  }
  arc_release(m);
  return 0;
}
static void *first_holder(void *a) {
  (void)a;
  for (int i = 0; i < NOBJ; i++)
    objs[i] = tobj_new(i);
  X = owner_of(objs[0]);
  return 0;
}
static atomic_int stop;
static void *hammer(void *a) {
  (void)a;
  while (!atomic_load(&stop))
    for (int i = 0; i < NOBJ; i++) {
      arc_retain(objs[i]);
      arc_release(objs[i]);
    }
  return 0;
}
int main(int argc, char **argv) {
  long gens = argc > 1 ? atol(argv[1]) : 3000;
  if (argc > 2)
    ITER = atol(argv[2]);
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 64 * 1024);
  pthread_attr_t det;
  pthread_attr_init(&det);
  pthread_attr_setstacksize(&det, 64 * 1024);
  pthread_attr_setdetachstate(&det, PTHREAD_CREATE_DETACHED);
  /* park 253 owners (main never allocates with arc_alloc: it uses alloc_local + publish) */
  pthread_t pk[253];
  for (int i = 0; i < 253; i++)
    pthread_create(&pk[i], &at, parked, 0);
  while (atomic_load(&nparked) < 253)
    usleep(1000);
  /* first X holder allocates the shared objects */
  pthread_t first;
  pthread_create(&first, &at, first_holder, 0);
  pthread_join(first, 0);
  printf("X = %d\n", X);
  if (X == 0)
    printf("INFO: no free number (SHARED fallback)\n");
  pthread_t h;
  pthread_create(&h, &at, hammer, 0);
  for (long g = 0; g < gens; g++) {
    pthread_t t;
    while (pthread_create(&t, &det, relay, 0))
      usleep(100);
    if (g % 4 == 3)
      usleep(50);
  }
  usleep(200000);
  /* wait for detached threads: they all finish quickly; poll counts */
  for (int k = 0; k < 200 && atomic_load(&owned_x) + atomic_load(&shared_fb) < gens; k++)
    usleep(10000);
  usleep(100000);
  atomic_store(&stop, 1);
  pthread_join(h, 0);
  atomic_store(&parked_go, 1);
  for (int i = 0; i < 253; i++)
    pthread_join(pk[i], 0);
  printf("relay threads that held X: %d, SHARED fallback: %d, other: %ld\n", atomic_load(&owned_x),
         atomic_load(&shared_fb), gens - atomic_load(&owned_x) - atomic_load(&shared_fb));
  for (int i = 0; i < NOBJ; i++) {
    tcheck(objs[i], "end");
    if (arc_count(objs[i]) != 1)
      FAILF("obj %d count %ld != 1 (lost owner-half update)", i, arc_count(objs[i]));
    else
      arc_release(objs[i]);
  }
  return finish("p18_number_relay");
}
