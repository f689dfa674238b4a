// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
// ARCELIDE_OPTIONS: destructors-return
/* Attacks row OWNED_ACROSS_LOOP (H8, "Objects the function keeps alive") under the user's
 * destructors-return promise, with GLib: the later "use" of the object after the loop (here
 * g_object_unref of the reference dispose took, which the function takes over from `keeper`) is
 * taken as proof that no release in the loop ran its destructor. In GLib the release that drops the
 * last reference runs dispose (user code) first, and dispose may resurrect the object by taking a
 * new reference (g_object_unref allows it: the count is tested again after dispose, and the object
 * lives on). So the loop's release is the "last" one (it runs dispose, which returns: the promise
 * holds), yet the object is alive after the loop and the function's unref there is correct.
 * In the source, the read of `disposed` after the release in the last iteration sees dispose's
 * write; hoisted, dispose runs at the loop's exit. The function `run` borrows the object, whose
 * only reference is held by `holder`; a callee drops `holder` in the last iteration. After the loop
 * `run` drops the reference dispose took (`keeper`), which runs dispose again (no resurrection
 * the second time) and finalizes the object. Correct output: "seen 1", "value 15", "disposed 1",
 * "finalized 1", exit 0. */
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
  static int resurrected;
  if (!resurrected) {
    resurrected = 1;
    keeper = g_object_ref(obj); /* resurrect: the object lives on */
  }
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
  long v = 15;
  keeper = NULL;
  g_object_unref(o); /* the reference dispose took; the object lives until here */
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  Res *o = g_object_new(res_get_type(), NULL);
  holder = G_OBJECT(o);
  long v = run(o, n_iter);
  printf("value %ld\n", v);
  printf("disposed %d\n", disposed);
  printf("finalized %d\n", finalized);
  return 0;
}
