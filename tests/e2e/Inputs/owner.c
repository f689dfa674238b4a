/* owner.c - an owner reference that the tests' loops can drop through an opaque call, and a
 * destructor that leaves a trace, for tests/e2e/refused_exit_window.c.
 *
 * Compiled separately, so that the test's compiler cannot see that drop_owner() may run the
 * destructor (through arc_release) or what the destructor writes. */
#include <arc.h>

struct str {
  long pad[3];
  long len;
};

int destroyed;       /* set by the destructor */
struct str *g_owner; /* the other reference to the test's object */

static void destroy(void *object) {
  ((struct str *)object)->len = 1000000; /* what a stale read after the free would see */
  destroyed = 1;
}

/* A new object whose only reference is g_owner; the caller borrows it. */
struct str *make_owned(long len) {
  struct str *s = arc_alloc(sizeof *s, destroy);
  s->len = len;
  g_owner = s;
  return s;
}

__attribute__((noinline)) void drop_owner(void) {
  arc_release(g_owner);
  g_owner = 0;
}
