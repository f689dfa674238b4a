/* Attacks H2 for GLib (whose ref runs user code: toggle notifications): a global handle is
 * reloaded every iteration; the object has a toggle reference whose notification, on the ref
 * that makes it "strong" in iteration 3, replaces the global handle with another object. The
 * loop's later iterations must use the new object (3 * 1 + 7 * 2). Correct output:
 * "sum 17", exit 0. */
// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
#include <glib-object.h>
#include <stdio.h>

GObject *global_handle;
static GObject *second;
static int toggles;
static volatile int n_iter = 10;

static void on_toggle(gpointer data, GObject *obj, gboolean is_last) {
  (void)data, (void)obj;
  if (!is_last && ++toggles == 3)
    global_handle = second;
}

static __attribute__((noinline)) long run(int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    GObject *s = g_object_ref(global_handle);
    acc += GPOINTER_TO_INT(g_object_get_data(s, "v"));
    g_object_unref(s);
  }
  return acc;
}

int main(void) {
  GObject *first = g_object_new(G_TYPE_OBJECT, NULL);
  second = g_object_new(G_TYPE_OBJECT, NULL);
  g_object_set_data(first, "v", GINT_TO_POINTER(1));
  g_object_set_data(second, "v", GINT_TO_POINTER(2));
  g_object_add_toggle_ref(first, on_toggle, NULL);
  g_object_unref(first); /* only the toggle reference is left */
  global_handle = first;
  printf("sum %ld\n", run(n_iter));
  g_object_remove_toggle_ref(first, on_toggle, NULL);
  g_object_unref(second);
  return 0;
}
