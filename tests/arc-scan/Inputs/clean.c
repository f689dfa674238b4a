/* No finding: the parallel loop refcounts only its iterations' own objects; the loop that
 * copies a shared handle is serial. */
#include <stddef.h>

void *arc_alloc(size_t size, void (*destroy)(void *));
void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

long clean(void *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *own = arc_alloc(16, NULL);
    acc += use(arc_retain(own));
    arc_release(own);
    arc_release(own);
  }
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}
