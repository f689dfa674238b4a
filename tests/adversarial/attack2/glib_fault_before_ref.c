/* Attacks H5 with GLib's profile (g_object_ref/g_object_unref on a real GObject): a faulting
 * read before the ref, as fault_before_retain.c. In round 3 an opaque call drops main's
 * reference inside the pair, so the source's unref there finalizes the object; round 4 faults
 * before its ref and siglongjmps out. Hoisted, the preheader's ref is stranded: never finalized.
 * Correct output: "finalized", "left the loop at 4, finalized 1", exit 0. */
// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
#include "fault_common.h"
#include <glib-object.h>
#include <stdio.h>

static int finalized;
static GObject *owner;
static volatile int where = -1, n_iter = 10;

static void on_weak(gpointer data, GObject *was) {
  (void)data, (void)was;
  finalized = 1;
  printf("finalized\n");
}

static void drop_impl(int i) {
  where = i;
  if (i == 3) {
    g_object_unref(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int) = drop_impl;

static __attribute__((noinline)) long run(GObject *h, const long *probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    acc += probe[i * stride];
    GObject *s = g_object_ref(h);
    acc += (long)G_OBJECT_TYPE(s) & 1;
    drop(i);
    g_object_unref(s);
  }
  return acc;
}

int main(void) {
  long stride = fault_setup(4);
  owner = g_object_new(G_TYPE_OBJECT, NULL);
  g_object_weak_ref(owner, on_weak, NULL);
  if (sigsetjmp(env, 1) == 0)
    printf("loop ended normally %ld\n", run(owner, (const long *)region, stride, n_iter));
  else
    printf("left the loop at %d, finalized %d\n", where + 1, finalized);
  return 0;
}
