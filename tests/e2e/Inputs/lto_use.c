/* lto_use.c - the callees of lto_loops.c, in their own translation unit (noinline, so that under
 * LTO the loops keep calling them and the pass sees them as calls with bodies, not inlined code).
 * use_counted() reads the payload and counts its calls in a global of its own: it keeps nothing
 * and does not synchronise, but does write memory. */
#include <arc.h>
#include <stddef.h>

extern void *rewritten_handle;
long use_calls;
static void *kept_object;

__attribute__((noinline)) long use_counted(const long *payload) {
  use_calls++;
  return *payload;
}

__attribute__((noinline)) long use_keeps(const long *payload) {
  if (kept_object)
    arc_release(kept_object);
  kept_object = arc_retain((void *)payload);
  return *payload;
}

__attribute__((noinline)) long use_rewrites(const long *payload) {
  rewritten_handle = (void *)payload;
  return *payload;
}

void drop_kept(void) {
  if (kept_object)
    arc_release(kept_object);
  kept_object = NULL;
}
