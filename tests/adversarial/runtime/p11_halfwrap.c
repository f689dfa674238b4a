/* p11: the owner's half only grows (owner retains), the other half only shrinks (releases), so
 * an object with a small count can have a low half far beyond 2^30 / 2^31 (and a high half
 * near -2^31). Contract: the count is the sum of the halves mod 2^32; IMMORTAL only "from 2^30
 * references on". Also a non-owner variant: non-owner retain + release (high half oscillates).
 * Modes: argv[1] = number of owner retain/release pairs (default 2^31 + 2^17 + 5).
 * Failure: arc_count wrong at checkpoints, object turns IMMORTAL with count 2 (destructor never
 * runs -> leak), early destroy. */
#include "common.h"
int main(int argc, char **argv) {
  unsigned long long n = argc > 1 ? strtoull(argv[1], 0, 0) : (1ULL << 31) + (1ULL << 17) + 5;
  runs_init(4);
  tobj *o = tobj_new(0);
  arc_retain(o); /* count 2 */
  double t0 = now_s();
  for (unsigned long long i = 0; i < n; i++) {
    arc_retain(o);
    arc_release(o);
    if ((i & ((1ULL << 26) - 1)) == 0) {
      long c = arc_count(o);
      if (c != 2) {
        FAILF("after %llu pairs arc_count=%ld (expected 2) rc=%016llx dw=%016llx", i, c, hdr_rc(o),
              hdr_destroy_word(o));
        break;
      }
    }
  }
  /* also hit exact multiples around the boundary with a few deeper retains */
  for (int k = 0; k < 70000; k++)
    arc_retain(o);
  long c = arc_count(o);
  if (c != 70002)
    FAILF("after deep retains arc_count=%ld expected 70002 rc=%016llx dw=%016llx", c, hdr_rc(o),
          hdr_destroy_word(o));
  for (int k = 0; k < 70000; k++)
    arc_release(o);
  c = arc_count(o);
  printf("pairs=%llu time=%.1fs rc=%016llx count=%ld\n", n, now_s() - t0, hdr_rc(o), c);
  if (c != 2)
    FAILF("final arc_count=%ld expected 2", c);
  arc_release(o);
  if (atomic_load(&g_dtors) != 0)
    FAILF("destroyed early");
  arc_release(o);
  return finish("p11_halfwrap");
}
