/* Input of explain_status.test: two parallel loops whose shared-handle pairs the pass hoists
 * (row B of examples/shared_handle.c, and the same with the handle read once from a struct
 * before the loop). Compiled, never run. */
#include <arc.h>

long use(const void *payload);

long row_b_parallel(void *shared, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

struct holder {
  void *handle;
};

long from_holder(const struct holder *h, long n) {
  void *shared = h->handle;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}
