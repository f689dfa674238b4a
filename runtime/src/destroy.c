/* destroy.c - iterative destruction. The first object of a thread to reach count zero is
 * destroyed here in a loop; any object that a destructor releases to zero meanwhile is pushed
 * on a thread-local pending list instead of being destroyed recursively, and the loop picks it
 * up next. The link lives in the dead object's count word (nobody may read it any more), so the
 * list costs no memory and the stack stays flat however long a chain of objects is. */
#include "asserts.h"

static ARCRT_TLS arcrt_header *pending; /* objects waiting for their destructor */
static ARCRT_TLS int draining;          /* this thread is inside the loop below */

void arcrt_destroy(arcrt_header *h) {
  /* Only an object whose last reference is gone is destroyed: its word is 0 (dead). */
  ARCRT_ASSERT(atomic_load_explicit(&h->rc, memory_order_relaxed) == 0);
  if (draining) {
    atomic_store_explicit(&h->rc, (int64_t)(intptr_t)pending, memory_order_relaxed);
    pending = h;
    return;
  }
  draining = 1;
  for (;;) {
    void (*destroy)(void *) = arcrt_destructor_of(h);
    if (destroy)
      destroy(arcrt_payload_of(h));
    arcrt_dispose(h);
    h = pending;
    if (!h)
      break;
    pending = (arcrt_header *)(intptr_t)atomic_load_explicit(&h->rc, memory_order_relaxed);
    atomic_store_explicit(&h->rc, 0, memory_order_relaxed); /* dead again, not a link */
  }
  draining = 0;
}
