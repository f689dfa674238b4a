/* Attacks: class 3, a retain that runs user code (GLib toggle references), through H2.
 * Object A carries a toggle reference and no other: the first g_object_ref(A) takes its count
 * from 1 to 2 and GLib calls the toggle notify, which replaces the global handle slot g_b with a
 * new object and drops the old one. Each iteration reloads g_b into a retain/release pair and,
 * inside the pair, takes a reference to A (dropped only after the loop, so A's count only
 * grows). Iteration 0 uses the old object (its own reference keeps it alive until its release,
 * where it is finalized); every later iteration must see the new one.
 * If the pass took g_object_ref for a retain that writes only A's count, nothing in the loop
 * would write g_b: it would hoist b's pair with a copy of the reload, keep the old object alive
 * through the loop (finalized after the last iteration; the finalizer prints the iteration the
 * loop has reached) and use the new one without a reference of its own.
 * CONTROL: the same loop with GLib's counting declared to run no user code (a custom runtime of
 * g_object_ref/g_object_unref with no-user-code) is hoisted.
 * Correct output: "finalize 1 in iteration 0", "sum 1999" (1 + 999 x 2), "finalize 2 in iteration
 * 999", exit 0. */
// CFLAGS: $(pkg-config --cflags --libs gobject-2.0)
// EXPECT-REMARK: not hoisted \(H2\)
// ENV: ARCELIDE_OPTIONS=destructors-return
// CONTROL-ENV: ARCELIDE_OPTIONS=retain=g_object_ref;release=g_object_unref;no-user-code;destructors-return
#include <glib-object.h>
#include <stdio.h>

typedef struct {
  GObject parent;
  long value;
} Item;
typedef struct {
  GObjectClass parent_class;
} ItemClass;
G_DEFINE_TYPE(Item, item, G_TYPE_OBJECT)

static long progress; /* the loop's iteration */

static void item_finalize(GObject *o) {
  printf("finalize %ld in iteration %ld\n", ((Item *)o)->value, progress);
  G_OBJECT_CLASS(item_parent_class)->finalize(o);
}
static void item_class_init(ItemClass *c) { G_OBJECT_CLASS(c)->finalize = item_finalize; }
static void item_init(Item *i) { i->value = 0; }

static Item *new_item(long v) {
  Item *i = g_object_new(item_get_type(), NULL);
  i->value = v;
  return i;
}

Item *g_b;
static int armed;

static void toggled(gpointer data, GObject *obj, gboolean is_last_ref) {
  (void)data, (void)obj;
  if (armed && !is_last_ref) { /* A went from 1 to 2 references */
    armed = 0;
    Item *old = g_b;
    g_b = new_item(2);
    g_object_unref(old);
  }
}

__attribute__((noinline)) static long loop(Item *a, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    progress = i;
    Item *b = g_object_ref(g_b);
    g_object_ref(a); /* the first one runs toggled() */
    acc += b->value;
    g_object_unref(b);
  }
  return acc;
}

int main(void) {
  Item *a = new_item(100);
  g_object_add_toggle_ref(G_OBJECT(a), toggled, NULL);
  g_object_unref(a); /* A's only reference is now the toggle reference */
  g_b = new_item(1);
  armed = 1;
  long sum = loop(a, 1000);
  for (int i = 0; i < 1000; i++)
    g_object_unref(a);
  printf("sum %ld\n", sum);
  g_object_unref(g_b);
  return 0;
}
