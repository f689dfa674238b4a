/* Attacks (objc profile, H4 behind a visible callee): Foundation's NSExtraRefCount(id) (NSObject.h;
 * GNUstep-base on libobjc2 implements it as object_getRetainCount_np(obj) - 1), read at the top
 * of each iteration before a manual-retain-release objc_retain/objc_release pair (a C module:
 * C's rules). libobjc2 cannot be linked here, so this file defines objc_retain, objc_release and
 * object_getRetainCount_np with libobjc2's layout (the count in the word before the object,
 * arc.mm). The observer is reached through a visible callee: the pass must see it and refuse.
 * Correct output: "extra count 0 in 10 of 10", exit 0. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct objc_object {
  void *isa;
  long ivar;
} *id;
static _Atomic uintptr_t *rc_word(id obj) { return (_Atomic uintptr_t *)obj - 1; }
static id new_object(void) {
  _Atomic uintptr_t *w = calloc(1, sizeof(uintptr_t) + sizeof(struct objc_object));
  return (id)(w + 1);
}
__attribute__((noinline)) id objc_retain(id obj) {
  if (obj)
    atomic_fetch_add_explicit(rc_word(obj), 1, memory_order_relaxed);
  return obj;
}
__attribute__((noinline)) void objc_release(id obj) {
  if (obj && atomic_fetch_sub_explicit(rc_word(obj), 1, memory_order_acq_rel) == 0)
    free(rc_word(obj));
}
__attribute__((noinline)) size_t object_getRetainCount_np(id obj) {
  return atomic_load_explicit(rc_word(obj), memory_order_relaxed) + 1;
}
__attribute__((noinline)) unsigned long NSExtraRefCount(id obj) {
  return object_getRetainCount_np(obj) - 1;
}
static volatile int n = 10;
long sink;
__attribute__((noinline)) static int run(id o, int iters) {
  int owned_once = 0;
  for (int i = 0; i < iters; i++) {
    if (NSExtraRefCount(o) == 0)
      owned_once++;
    id s = objc_retain(o);
    sink += s->ivar;
    objc_release(s);
  }
  return owned_once;
}
int main(void) {
  id o = new_object();
  printf("extra count 0 in %d of %d\n", run(o, n), n);
  objc_release(o);
  return 0;
}
