/* The few Objective-C runtime functions objc_arc.m needs, in C: objc_retain/objc_release
 * forward to the arc runtime and count retains; objects are arc objects; the GNUstep loader
 * hook does nothing. main() runs the loop and prints the sum and the count. */
#include "arc.h"

#include <stdio.h>

static long retains;

void *objc_retain(void *o) {
  ++retains;
  return arc_retain(o);
}
void objc_release(void *o) { arc_release(o); }
void __objc_load(void *init) { (void)init; }

long use(void *o) { return o != NULL; }
long sum(void *p, long n);

int main(void) {
  void *object = arc_alloc(16, NULL);
  long s = sum(object, 100000);
  printf("sum %ld, objc_retain calls %ld\n", s, retains);
  arc_release(object);
  return 0;
}
