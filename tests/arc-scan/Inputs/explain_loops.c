/* Input of explain.test: row B of examples/shared_handle.c (the pass hoists it), the same loop
 * with the handle's slot rewritten in the loop (the pass must refuse), a GObject (the pass's glib
 * profile hoists it too) and a GRcBox (an entry the pass does not know). Compiled, never run:
 * the rewrite would race. */
#include <arc.h>

long use(const void *payload);
void *g_object_ref(void *object);
void g_object_unref(void *object);
void *g_rc_box_acquire(void *box);
void g_rc_box_release(void *box);

long row_b_parallel(void *shared, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

struct slot {
  void *handle;
};

long slot_rewritten(struct slot *slot, void *other, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(slot->handle);
    acc += use(s);
    arc_release(s);
    if (i == n / 2)
      slot->handle = other;
  }
  return acc;
}

long gobject_loop(void *gobject, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *g = g_object_ref(gobject);
    acc += use(g);
    g_object_unref(g);
  }
  return acc;
}

long rc_box_loop(void *box, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *b = g_rc_box_acquire(box);
    acc += use(b);
    g_rc_box_release(b);
  }
  return acc;
}
