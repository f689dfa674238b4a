// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
/* Control of glib_toggle_notify_exits_promise WITHOUT the promise (must be refused). It attacks
 * the reach of the destructors-return promise (row DESTRUCTORS_RETURN) with GLib: the
 * promise is about destructors (finalizers); a GObject toggle reference's notify is not one, and
 * GLib calls it from g_object_ref / g_object_unref calls that are NOT the last (2 -> 1 and
 * 1 -> 2). Here the toggle notify calls exit() the third time the object drops to its toggle
 * reference, which happens in one of the loop's unrefs: the source prints two iterations and
 * exits there. Every finalizer of the program returns (the promise is true). If the pass took the
 * promise for "every release of the handle returns", the hoisted loop would run on.
 * main's own unref (to the toggle reference alone) is the first drop, so the third is in
 * iteration 1. Borderline: docs/differences.md item 3 says toggle notifications fire fewer times
 * and at other points; a notification that does not return makes that a way out of the loop.
 * Correct output: "iteration 0", "iteration 1", "toggle exit", exit 0. */
#include <glib-object.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int drops;
static void toggled(gpointer data, GObject *obj, gboolean is_last_ref) {
  (void)data, (void)obj;
  if (is_last_ref && ++drops == 3) {
    printf("toggle exit\n");
    fflush(stdout);
    _exit(0);
  }
}
static volatile int n_iter = 6;

static __attribute__((noinline)) void run(GObject *o, int n) {
  for (int i = 0; i < n; i++) {
    GObject *s = g_object_ref(o);
    g_object_set_data(s, "i", GINT_TO_POINTER(i));
    printf("iteration %d\n", i);
    g_object_unref(s);
  }
}

int main(void) {
  GObject *o = g_object_new(G_TYPE_OBJECT, NULL);
  g_object_add_toggle_ref(o, toggled, NULL);
  g_object_unref(o); /* only the toggle reference left */
  run(o, n_iter);
  printf("done\n");
  return 1;
}
