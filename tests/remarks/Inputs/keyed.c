// Input of tests/remarks/keyed_args.test: one loop hoisted, one refused because of a call
// (H4, the culprit), and one object made thread-local.
#include "arc.h"

long use(void *o);

long hoisted(void *h, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    void *s = arc_retain(h);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

long refused(void *h, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    void *s = arc_retain(h);
    acc += (long)arc_count(s);
    arc_release(s);
  }
  return acc;
}
