// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
// ARCELIDE_OPTIONS: destructors-return
/* Control for rows DESTRUCTORS_RETURN / OWNED_ACROSS_LOOP with GLib under the user's
 * destructors-return promise, finalizers that return and no resurrection: `run` holds its own
 * reference across the loop (released after it), `holder` a second one that a callee drops in
 * the last iteration; the read of `disposed` after the in-loop release never sees dispose (the
 * release is not the last). Hoisted (the promise) and correct.
 * Correct output: "seen 0", "value 15", "disposed 1", "finalized 1", exit 0. */
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

static int disposed, finalized;
static GObject *holder, *keeper;

static void res_dispose(GObject *obj) {
  disposed = 1;
  G_OBJECT_CLASS(res_parent_class)->dispose(obj);
}
static void res_finalize(GObject *obj) {
  finalized = 1;
  G_OBJECT_CLASS(res_parent_class)->finalize(obj);
}
static void res_class_init(ResClass *k) {
  G_OBJECT_CLASS(k)->dispose = res_dispose;
  G_OBJECT_CLASS(k)->finalize = res_finalize;
}
static void res_init(Res *r) { r->value = 0; }

static void step_impl(int i, int n) {
  if (i == n - 1) {
    GObject *h = holder;
    holder = NULL;
    g_object_unref(h);
  }
}
static void (*volatile step)(int, int) = step_impl;
static volatile int n_iter = 6;

static __attribute__((noinline)) long run(Res *o, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    Res *s = g_object_ref(o);
    s->value += i;
    step(i, n);
    g_object_unref(s);
    seen += disposed;
  }
  long v = o->value;
  g_object_unref(o); /* run's own reference: the last one */
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  Res *o = g_object_new(res_get_type(), NULL);
  holder = g_object_ref(G_OBJECT(o)); /* o's first reference goes to run */
  long v = run(o, n_iter);
  printf("value %ld\n", v);
  printf("disposed %d\n", disposed);
  printf("finalized %d\n", finalized);
  return 0;
}
