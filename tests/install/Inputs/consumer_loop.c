// A program that uses the installed runtime and is compiled with the installed plugin
// (tests/install/deb.test): the loop's retain/release pair is hoisted, the result is the same.
#include <arc.h>
#include <stdio.h>

volatile long seen;
__attribute__((noinline)) long use(void *o) {
  seen = o != NULL;
  return 1;
}

__attribute__((noinline)) long sum(void *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  void *o = arc_alloc(16, NULL);
  long total = sum(o, 1000);
  printf("sum: %ld, count after: %ld\n", total, arc_count(o));
  arc_release(o);
  return total == 1000 ? 0 : 1;
}
