/* Attacks: class 3 with class 4, a retain that runs user code which does not return (GLib).
 * Two objects X0, X1 carry only a toggle reference each; the toggle notify counts the times one
 * of them goes from 1 to 2 references and calls exit(0) the 700th time. Each iteration takes a
 * reference to X[i & 1] and then borrows B (an argument; main holds it) in a retain/release
 * pair, X's reference dropped inside B's pair. The program leaves from inside g_object_ref(X)
 * in iteration 699, before B's retain: the source holds no reference to B then (the previous
 * iteration released it), so the atexit handler sees B's count at 1.
 * If the pass took g_object_ref for a retain that always returns, B's retain would run on every
 * entry (H5), the pair would be hoisted, and the handler would see 2.
 * CONTROL: the same loop with GLib's counting declared to run no user code (a custom runtime of
 * g_object_ref/g_object_unref with no-user-code) hoists B's pair.
 * Correct output: "exit in notify", "B has 1 reference(s)", exit 0. */
// CFLAGS: $(pkg-config --cflags --libs gobject-2.0)
// EXPECT-REMARK: not hoisted \(H5\)
// ENV: ARCELIDE_OPTIONS=destructors-return
// CONTROL-ENV: ARCELIDE_OPTIONS=retain=g_object_ref;release=g_object_unref;no-user-code;destructors-return
#include <glib-object.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  GObject parent;
  long value;
} Item;
typedef struct {
  GObjectClass parent_class;
} ItemClass;
G_DEFINE_TYPE(Item, item, G_TYPE_OBJECT)
static void item_class_init(ItemClass *c) { (void)c; }
static void item_init(Item *i) { i->value = 1; }

static Item *B;
static int crossings;

static void report(void) {
  printf("B has %u reference(s)\n", (unsigned)G_OBJECT(B)->ref_count);
  fflush(stdout);
}

static void toggled(gpointer data, GObject *obj, gboolean is_last_ref) {
  (void)data, (void)obj;
  if (!is_last_ref && ++crossings == 700) {
    printf("exit in notify\n");
    exit(0);
  }
}

__attribute__((noinline)) static long loop(Item **xs, Item *b, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    Item *x = g_object_ref(xs[i & 1]); /* runs toggled() */
    Item *s = g_object_ref(b);
    acc += s->value + x->value;
    g_object_unref(x);
    g_object_unref(s);
  }
  return acc;
}

int main(void) {
  Item *xs[2];
  for (int k = 0; k < 2; k++) {
    xs[k] = g_object_new(item_get_type(), NULL);
    g_object_add_toggle_ref(G_OBJECT(xs[k]), toggled, NULL);
    g_object_unref(xs[k]);
  }
  B = g_object_new(item_get_type(), NULL);
  atexit(report);
  long sum = loop(xs, B, 1000);
  printf("sum %ld (not reached)\n", sum);
  return 1;
}
