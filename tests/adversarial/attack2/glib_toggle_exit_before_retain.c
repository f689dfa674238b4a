/* Attacks H5's "retains of any handle pass control on" for a GLib ref (whose toggle
 * notification is user code): each iteration first takes a GLib reference (kept in an array,
 * so that handle is not hoisted and its ref stays in the loop), then copies an arc handle.
 * The GObject has only a toggle reference, so the first g_object_ref makes it "strong" and the
 * notification calls exit(0) before the arc retain of that iteration. An atexit handler then
 * drops main's arc reference: in the source the loop holds none, so the object is destroyed.
 * Hoisted, the preheader's reference is stranded (not destroyed, leak report, exit 1).
 * Correct output: "toggle: exiting", "destroyed", exit 0. */
// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
#include <arc.h>
#include <glib-object.h>
#include <stdio.h>
#include <stdlib.h>

static long *owner;
static GObject *refs[64];
static volatile int n_iter = 10;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static void at_exit(void) {
  arc_release(owner);
  fflush(stdout);
}
static void on_toggle(gpointer data, GObject *obj, gboolean is_last) {
  (void)data, (void)obj;
  if (!is_last) {
    printf("toggle: exiting\n");
    exit(0);
  }
}

static __attribute__((noinline)) long run(GObject *g, long *h, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    refs[i] = g_object_ref(g);
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(void) {
  GObject *g = g_object_new(G_TYPE_OBJECT, NULL);
  g_object_add_toggle_ref(g, on_toggle, NULL);
  g_object_unref(g); /* only the toggle reference is left */
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 1;
  atexit(at_exit);
  printf("sum %ld\n", run(g, owner, n_iter));
  return 0;
}
