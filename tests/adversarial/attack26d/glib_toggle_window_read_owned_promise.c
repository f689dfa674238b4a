// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
// ARCELIDE_OPTIONS: destructors-return
/* Attacks the argument of row OWNED_ACROSS_LOOP (H8, "Objects the function keeps alive") with GLib
 * under the destructors-return promise: "no release in the loop is the last one; it writes only
 * the count", so reads after it no longer count. A GLib release that is not the last may run user
 * code: a toggle reference's notify (2 -> 1), which writes `weak_state`. The object's only other
 * reference is a toggle reference, so every iteration's ref/unref crosses 1 and 2 and the read
 * of `weak_state` after the unref sees 1 (the notify just ran). The function loads o->value after
 * the loop (the object is alive: the toggle reference holds it), so the ownership search accepts
 * the loop. Hoisted, the preheader's ref makes the object strong for the whole loop and every read
 * sees 0. No finalizer runs during the program (the promise holds trivially). docs/differences.md
 * item 3 documents that toggle notifications fire at other times; here code in the iteration
 * after the release sees it, which H8 is meant to prevent.
 * Correct output: "weak seen 6", "value 15", exit 0. */
#include <glib-object.h>
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
