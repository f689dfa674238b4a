/* global_handle.c - a global handle and an opaque function that rewrites it, for the tests where
 * the pass must refuse to hoist (tests/e2e/refused_opaque_writer.c).
 *
 * Compiled separately, so that the test's compiler cannot see that step() writes g_handle. */

void *g_handle; /* the handle the test's loop copies */
void *g_spare;  /* another object; step() swaps the two */

/* Every 1000th call swaps g_handle and g_spare (the globals keep owning one reference each). A
 * loop that hoisted the copy of g_handle out would keep using the old object and compute a
 * different sum. */
__attribute__((noinline)) void step(long i) {
  if (i % 1000 == 999) {
    void *old = g_handle;
    g_handle = g_spare;
    g_spare = old;
  }
}
