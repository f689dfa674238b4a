// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
// ARCELIDE_OPTIONS: destructors-return
/* Attacks row OWNED_ACROSS_LOOP in its OpenMP form with GLib under the destructors-return
 * promise: glib_toggle_window_read_owned_promise as a `parallel for` region (a team of one, so
 * that the toggle notifications come in one order), the forking function loading o->value after
 * the region. The body's g_object_ref runs user code (toggle notifications), which the OpenMP form
 * does not allow in a body; the read of `weak_state` after each unref sees the notification.
 * Correct output: "weak seen 6", "value 15", exit 0. */
#include <glib-object.h>
#include <omp.h>
#include <stdio.h>

typedef struct {
  GObject parent;
  long value;
} Res;
typedef struct {
  GObjectClass parent_class;
} ResClass;
G_DEFINE_TYPE(Res, res, G_TYPE_OBJECT)
static void res_class_init(ResClass *k) { (void)k; }
static void res_init(Res *r) { r->value = 0; }

static int weak_state;
static void toggled(gpointer data, GObject *obj, gboolean is_last_ref) {
  (void)data, (void)obj;
  weak_state = is_last_ref;
}
static volatile int n_iter = 6;

static __attribute__((noinline)) long run(Res *o, int n) {
  int seen = 0;
#pragma omp parallel for num_threads(1) schedule(static) reduction(+ : seen) shared(o)
  for (int i = 0; i < n; i++) {
    Res *s = g_object_ref(o);
    s->value += i;
    g_object_unref(s);
    seen += weak_state;
  }
  long v = o->value; /* alive: the toggle reference holds it */
  printf("weak seen %d\n", seen);
  return v;
}

int main(void) {
  Res *o = g_object_new(res_get_type(), NULL);
  g_object_add_toggle_ref(G_OBJECT(o), toggled, NULL);
  g_object_unref(o); /* only the toggle reference is left */
  long v = run(o, n_iter);
  printf("value %ld\n", v);
  g_object_remove_toggle_ref(G_OBJECT(o), toggled, NULL);
  return 0;
}
