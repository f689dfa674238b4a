// CFLAGS: tests/adversarial/objc_imprecise_uses.ll
/* Attacks (H9 for imprecise releases, Objective-C profile; docs/pair-elision.md): the IR in
 * objc_imprecise_uses.ll (built together with this file: run.sh from the repository root) holds
 * pairs objc_retain / objc_release with !clang.imprecise_release, with a call to drop_owner()
 * between them that releases the only other reference, and a use of the object after that call
 * reached through an aggregate, a vector, freeze + llvm.ptrmask, an integer round trip, or in a
 * loop across blocks. By ARC's rules the variable's object must live until that use; deleting
 * the pair frees it in drop_owner() and the use reads freed memory (ASan) or a poisoned value.
 * This file supplies objc_retain/objc_release (forwarding to libarcrt, as bench/objc_shim.c) and
 * drop_owner(); the destructor poisons the payload.
 * Correct output: five "NAME: 42" lines, exit 0. */
#include <arc.h>
#include <stdio.h>

void *objc_retain(void *p) { return arc_retain(p); }
void objc_release(void *p) { arc_release(p); }

static void *owner;
void drop_owner(void) {
  void *o = owner;
  owner = NULL;
  arc_release(o);
}
void report(long v) { printf("%ld\n", v); }

long via_aggregate(void *x);
long via_vector(void *x);
long via_freeze_ptrmask(void *x);
long via_integer(void *x);
long via_loop_phi(void *x, long n);

static void poison(void *p) { *(long *)p = -1; }
static void *fresh(void) {
  long *o = arc_alloc(sizeof *o, poison);
  *o = 42;
  owner = o;
  return o;
}

int main(void) {
  printf("via_aggregate: %ld\n", via_aggregate(fresh()));
  printf("via_vector: %ld\n", via_vector(fresh()));
  printf("via_freeze_ptrmask: %ld\n", via_freeze_ptrmask(fresh()));
  printf("via_integer: %ld\n", via_integer(fresh()));
  printf("via_loop_phi: %ld\n", via_loop_phi(fresh(), 4) / 4);
  return 0;
}
