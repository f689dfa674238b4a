/* p19: the BIASED -> IMMORTAL transition (a write to the owner field in the destructor word)
 * racing with other threads' retain/release of the same object, under ThreadSanitizer.
 * The owner retains 2^30 + 2^17 times (crossing the threshold) while two non-owner threads
 * keep retaining and releasing the same object. After the transition: arc_count ==
 * ARC_COUNT_IMMORTAL; the destructor never runs.
 * argv[1] = number of owner retains (default 2^30 + 2^17).
 * Failure: TSan data race on the header, destructor runs, count not IMMORTAL. */
#include "common.h"
static tobj *o;
static atomic_int stop;
static atomic_long ops;
static void *other(void *a) {
  (void)a;
  long n = 0;
  while (!atomic_load_explicit(&stop, memory_order_relaxed)) {
    arc_retain(o);
    if (arc_count(o) < 2)
      FAILF("count<2");
    arc_release(o);
    n++;
  }
  atomic_fetch_add(&ops, n);
  return 0;
}
int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : (1L << 30) + (1L << 17);
  o = tobj_new(0);
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, other, 0);
  double t0 = now_s();
  for (long i = 0; i < n; i++)
    arc_retain(o);
  atomic_store(&stop, 1);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  long c = arc_count(o);
  printf("owner retains %ld in %.1fs, other ops %ld, count %ld\n", n, now_s() - t0,
         atomic_load(&ops), c);
  if (n >= (1L << 30) + (1L << 17)) {
    if (c != ARC_COUNT_IMMORTAL)
      FAILF("not IMMORTAL after %ld retains: %ld", n, c);
    for (long i = 0; i < 1000; i++)
      arc_release(o);
    if (atomic_load(&g_dtors))
      FAILF("immortal destroyed");
    atomic_fetch_add(&g_allocs, -1);
  } else {
    if (c != n + 1)
      FAILF("count %ld != %ld", c, n + 1);
    for (long i = 0; i <= n; i++)
      arc_release(o);
  }
  return finish("p19_immortal_race");
}
