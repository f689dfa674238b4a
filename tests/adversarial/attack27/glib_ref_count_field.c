/* Attacks (glib profile, H4): GObject's public `ref_count` field (gobject/gobject.h: struct
 * _GObject { GTypeInstance g_type_instance; guint ref_count; GData *qdata; }), read with a plain
 * load at the top of each iteration, before the iteration's g_object_ref: "am I the only owner?".
 * The read is in the window where the source holds no copy (after the previous iteration's
 * g_object_unref), so hoisting the pair makes every iteration after the first see 2. Real GLib.
 * Correct output: "shared seen 0 of 10", exit 0. */
// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
#include <glib-object.h>
#include <stdio.h>

static volatile int n = 10;

__attribute__((noinline)) static int scan(GObject *o, int iters) {
  int shared = 0;
  for (int i = 0; i < iters; i++) {
    if (o->ref_count > 1)
      shared++;
    GObject *s = g_object_ref(o);
    g_object_set_data(s, "k", NULL);
    g_object_unref(s);
  }
  return shared;
}

int main(void) {
  GObject *o = g_object_new(G_TYPE_OBJECT, NULL);
  printf("shared seen %d of %d\n", scan(o, n), n);
  g_object_unref(o);
  return 0;
}
