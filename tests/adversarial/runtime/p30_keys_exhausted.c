/* p30: the program uses up every pthread key (PTHREAD_KEYS_MAX) before the runtime first
 * runs, then threads allocate, share and exit. The runtime cannot create a key of its own;
 * whatever it does instead, it must not corrupt the program's keys (each key's value must be
 * the program's own at every destructor call), and counting/destruction must stay exact.
 * (Losing owner numbers, i.e. more SHARED fallbacks, is allowed by the contract: INFO only.)
 * Failure: a user key destructor called with a foreign value, crash, wrong counts, leak. */
#include "common.h"
#include <limits.h>
static pthread_key_t keys[2048];
static int nkeys;
static atomic_long bad_vals, dtor_calls;
static void kd(void *v) {
  atomic_fetch_add(&dtor_calls, 1);
  long x = (long)v;
  if ((x & 0xffff0000L) != 0x5a5a0000L)
    atomic_fetch_add(&bad_vals, 1);
}
static tobj *shared_o;
static int owners[600];
static void *th(void *a) {
  long i = (long)a;
  for (int k = 0; k < nkeys; k++)
    pthread_setspecific(keys[k], (void *)(0x5a5a0000L | k));
  tobj *m = tobj_new(-1);
  owners[i] = (int)((hdr_destroy_word(m) >> 48) & 0xff);
  for (int r = 0; r < 1000; r++) {
    arc_retain(shared_o);
    arc_retain(m);
    arc_release(m);
    arc_release(shared_o);
  }
  arc_release(m);
  for (int k = 0; k < nkeys; k++)
    if (pthread_getspecific(keys[k]) != (void *)(0x5a5a0000L | k))
      atomic_fetch_add(&bad_vals, 1);
  return 0;
}
int main(void) {
  while (nkeys < 2048 && pthread_key_create(&keys[nkeys], kd) == 0)
    nkeys++;
  printf("program holds %d keys\n", nkeys);
  shared_o = tobj_new(0);
  for (int k = 0; k < nkeys; k++)
    pthread_setspecific(keys[k], (void *)(0x5a5a0000L | k));
  for (long i = 0; i < 600; i += 2) {
    pthread_t a, b;
    pthread_create(&a, 0, th, (void *)i);
    pthread_create(&b, 0, th, (void *)(i + 1));
    pthread_join(a, 0);
    pthread_join(b, 0);
  }
  int fb = 0;
  for (int i = 0; i < 600; i++)
    fb += owners[i] == 0;
  printf("INFO: threads that got the SHARED fallback: %d of 600\n", fb);
  if (atomic_load(&bad_vals))
    FAILF("%ld user key values were corrupted", atomic_load(&bad_vals));
  if (atomic_load(&dtor_calls) != 600L * nkeys)
    FAILF("user key destructors called %ld times, expected %ld", atomic_load(&dtor_calls),
          600L * nkeys);
  if (arc_count(shared_o) != 1)
    FAILF("count %ld", arc_count(shared_o));
  arc_release(shared_o);
  return finish("p30_keys_exhausted");
}
