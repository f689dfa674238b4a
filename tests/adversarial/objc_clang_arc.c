// CFLAGS: tests/adversarial/objc_clang_arc.ll
/* Attacks (H9 for imprecise releases on clang's own ARC output): objc_clang_arc.ll is what clang
 * emits for two Objective-C functions under -fobjc-arc before any optimisation (ARC's optimizer
 * does not run on .ll input, so only arc-elide touches the pairs): after_drop() copies its
 * argument into a local, calls use_obj(), then drop_owner() (which releases the owner's
 * reference), then read_field() on the local, which must still see the object; loop() does the
 * same per iteration without drop_owner(). This file supplies objc_retain/objc_release
 * (forwarding to libarcrt, as bench/objc_shim.c does) and the callees; the destructor poisons
 * the payload. Build from the repository root (the CFLAGS path).
 * Correct output: "after_drop: 42", "loop: 420 count 1", exit 0. */
#include <arc.h>
#include <stdio.h>
void *objc_retain(void *p) { return arc_retain(p); }
void objc_release(void *p) { arc_release(p); }
static void *owner;
void use_obj(void *p) { (void)p; }
void drop_owner(void) {
  void *o = owner;
  owner = NULL;
  arc_release(o);
}
long read_field(void *p) { return *(long *)p; }
long after_drop(void *x);
long loop(void *x, int n);
static void poison(void *p) { *(long *)p = -1; }
static void *fresh(void) {
  long *o = arc_alloc(sizeof *o, poison);
  *o = 42;
  owner = o;
  return o;
}
int main(void) {
  printf("after_drop: %ld\n", after_drop(fresh()));
  void *o = fresh();
  long sum = loop(o, 10);
  printf("loop: %ld count %ld\n", sum, arc_count(o));
  drop_owner();
  return 0;
}
