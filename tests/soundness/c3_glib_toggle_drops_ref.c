/* Attacks: class 3 through H8, a retain after the last release whose user code drops a reference.
 * The loop borrows B (main's reference, handed to the loop in a global) in a g_object_ref/unref
 * pair each iteration; after the pair, in the last iteration, it takes a reference to X, which
 * carries only a toggle reference, so GLib calls the toggle notify. The notify drops main's
 * reference to B, which was B's last one in the source (the loop's pair is released): B is
 * finalized inside the notify, which reports it.
 * If the pass took g_object_ref for a retain that runs no user code, nothing after B's release
 * could see what B's finalization does; it would hoist B's pair, the loop would still hold B at
 * the notify, and B would be finalized at the loop's exit instead.
 * CONTROL: with no retain after the pair (-DCONTROL) B's pair is hoisted.
 * Correct output: "finalize B", "notify: B finalized 1", "sum 1000", exit 0. */
// CFLAGS: $(pkg-config --cflags --libs gobject-2.0)
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL: -DCONTROL
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

static int b_finalized;
static void item_finalize(GObject *o) {
  if (((Item *)o)->value == 1) {
    printf("finalize B\n");
    b_finalized = 1;
  }
  G_OBJECT_CLASS(item_parent_class)->finalize(o);
}
static void item_class_init(ItemClass *c) { G_OBJECT_CLASS(c)->finalize = item_finalize; }
static void item_init(Item *i) { i->value = 0; }

static volatile long last = 999;
static Item *main_ref_to_b; /* main's reference, dropped by the notify */

static void toggled(gpointer data, GObject *obj, gboolean is_last_ref) {
  (void)data, (void)obj;
  if (!is_last_ref && main_ref_to_b) {
    g_object_unref(main_ref_to_b);
    main_ref_to_b = NULL;
    printf("notify: B finalized %d\n", b_finalized);
  }
}

__attribute__((noinline)) static long loop(Item *b, Item *x, long n, long last, Item **keep) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    Item *s = g_object_ref(b);
    acc += s->value;
    g_object_unref(s);
#ifndef CONTROL
    if (i == last) /* the last iteration; an argument, so the compiler cannot peel it off */
      *keep = g_object_ref(x); /* runs toggled() */
#else
    (void)x, (void)keep, (void)last;
#endif
  }
  return acc;
}

int main(void) {
  Item *x = g_object_new(item_get_type(), NULL);
  x->value = 2;
  g_object_add_toggle_ref(G_OBJECT(x), toggled, NULL);
  g_object_unref(x);
  Item *b = g_object_new(item_get_type(), NULL);
  b->value = 1;
  main_ref_to_b = b;
  Item *keep = NULL;
  long sum = loop(b, x, 1000, last, &keep);
  printf("sum %ld\n", sum);
  if (keep)
    g_object_unref(keep);
  return 0;
}
