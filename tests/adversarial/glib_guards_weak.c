// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
/* Attacks (GLib forms, H3 refinement "NULL guard", destructor timing) on real GObjects:
 * - maybe_null: the handle is NULL in some calls of the function, and the program only refs it
 *   when it is not (`o = h ? g_object_ref(h) : NULL; ...; if (o) g_object_unref(o)`): correct
 *   GLib, no critical may appear;
 * - autoptr_break: g_autoptr in a loop left by break and continue half-way;
 * - clear_then_test: g_clear_object(&o), then a test of the cleared variable in the same
 *   iteration (it is NULL there, whatever the pass did);
 * - weak_last_owner: in the last iteration, after the copy's unref, the owner's reference
 *   (reached through memory, so not the same SSA value) is dropped and the iteration then reads
 *   a weak pointer and a flag that dispose/finalize write: in the source the object is gone
 *   there (the weak pointer is NULL, finalize ran).
 * Correct output: the lines below, no GLib critical (G_DEBUG=fatal-criticals is not set, the
 * criticals would go to stderr; the program counts them with a log handler), exit 0. */
#include <glib-object.h>
#include <stdio.h>

static int criticals;
static void count_log(const gchar *domain, GLogLevelFlags level, const gchar *msg, gpointer d) {
  (void)domain, (void)level, (void)msg, (void)d;
  criticals++;
}

static volatile long sink;
static int finalized;

/* A GObject subclass whose finalize records that it ran. */
typedef struct {
  GObject parent;
  long value;
} Thing;
typedef struct {
  GObjectClass parent;
} ThingClass;
G_DEFINE_TYPE(Thing, thing, G_TYPE_OBJECT)
static void thing_finalize(GObject *o) {
  finalized++;
  G_OBJECT_CLASS(thing_parent_class)->finalize(o);
}
static void thing_class_init(ThingClass *c) { G_OBJECT_CLASS(c)->finalize = thing_finalize; }
static void thing_init(Thing *t) { t->value = 3; }

__attribute__((noinline)) void use(GObject *o) {
  if (o)
    sink = sink + ((Thing *)o)->value;
  else
    sink = sink + 1000;
}

__attribute__((noinline)) long maybe_null(GObject *h, int n) {
  long before = sink;
  for (int i = 0; i < n; i++) {
    GObject *o = h ? g_object_ref(h) : NULL;
    use(o);
    if (o)
      g_object_unref(o);
  }
  return sink - before;
}

__attribute__((noinline)) long autoptr_break(GObject *h, int n, int stop) {
  long before = sink;
  for (int i = 0; i < n; i++) {
    g_autoptr(GObject) o = g_object_ref(h);
    if (i % 3 == 1)
      continue;
    use(o);
    if (i == stop)
      break;
  }
  return sink - before;
}

__attribute__((noinline)) long clear_then_test(GObject *h, int n) {
  long nulls = 0;
  for (int i = 0; i < n; i++) {
    GObject *o = g_object_ref(h);
    use(o);
    g_clear_object(&o);
    if (o == NULL)
      nulls++;
  }
  return nulls;
}

static GObject *owner_slot[1];
static GObject *weak;

__attribute__((noinline)) long weak_last_owner(GObject *h, int n) {
  long seen = 0;
  for (int i = 0; i < n; i++) {
    GObject *o = g_object_ref(h);
    use(o);
    if (o)
      g_object_unref(o);
    if (i == n - 1) {
      g_object_unref(owner_slot[0]);
      owner_slot[0] = NULL;
      seen = (weak == NULL ? 10 : 0) + finalized;
    }
  }
  return seen;
}

int main(void) {
  g_log_set_handler("GLib-GObject", G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING, count_log, NULL);
  GObject *t = g_object_new(thing_get_type(), NULL);
  printf("maybe_null(t): %ld\n", maybe_null(t, 10));
  printf("maybe_null(NULL): %ld\n", maybe_null(NULL, 10));
  printf("autoptr_break: %ld %ld\n", autoptr_break(t, 10, 7), autoptr_break(t, 10, 100));
  printf("clear_then_test: %ld\n", clear_then_test(t, 10));
  printf("count after: %u\n", t->ref_count);
  owner_slot[0] = t;
  weak = t;
  g_object_add_weak_pointer(t, (gpointer *)&weak);
  printf("weak_last_owner: %ld\n", weak_last_owner(t, 10));
  printf("finalized %d weak %s criticals %d\n", finalized, weak ? "set" : "NULL", criticals);
  return 0;
}
