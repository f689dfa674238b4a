// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
/* Attacks the Objective-C ARC premise of row DESTRUCTORS_RETURN: "the module is Objective-C ARC
 * code (it declares an llvm.objc.* intrinsic)" is a property of the module, the promise it stands
 * for (ARC's language rules) covers Objective-C objects only. This is a C file with GLib objects,
 * no destructors-return promise, whose finalizer calls exit() (allowed: GLib says nothing about
 * finalizers); the file also reaches objc_retain through the name of its LLVM intrinsic (an asm
 * label, a GNU C extension; the intrinsic is lowered to a call of objc_retain, which this file
 * defines), under a condition that is false at run time. If the ARC test made GLib's loop
 * hoistable, the source ends in the iteration whose unref is the last (a callee dropped the other
 * reference) and the hoisted loop runs on.
 * Correct output: "iteration 0" .. "iteration 3", "finalize exits", exit 0. */
#include <glib-object.h>
#include <stdio.h>
#include <stdlib.h>

void *objc_retain(void *p) { return p; } /* what llvm.objc.retain is lowered to */
extern void *arc_intrinsic_retain(void *) __asm__("llvm.objc.retain");
static volatile int never = 0;

typedef struct {
  GObject parent;
  long value;
} Res;
typedef struct {
  GObjectClass parent_class;
} ResClass;
G_DEFINE_TYPE(Res, res, G_TYPE_OBJECT)
static void res_finalize(GObject *obj) {
  (void)obj;
  printf("finalize exits\n");
  exit(0);
}
static void res_class_init(ResClass *k) { G_OBJECT_CLASS(k)->finalize = res_finalize; }
static void res_init(Res *r) { r->value = 0; }

static GObject *holder;
static void step_impl(int i) {
  if (i == 3) {
    GObject *h = holder;
    holder = NULL;
    g_object_unref(h);
  }
}
static void (*volatile step)(int) = step_impl;
static volatile int n_iter = 6;

static __attribute__((noinline)) void run(Res *o, int n) {
  for (int i = 0; i < n; i++) {
    Res *s = g_object_ref(o);
    s->value += i;
    printf("iteration %d\n", i);
    step(i);
    g_object_unref(s);
  }
}

int main(void) {
  if (never)
    arc_intrinsic_retain(NULL);
  Res *o = g_object_new(res_get_type(), NULL);
  holder = G_OBJECT(o);
  run(o, n_iter);
  printf("not reached\n");
  return 1;
}
