/* Input of agreement.test: a parallel loop whose directive comes from a system header's macro,
 * which arc-scan does not read: the pass hoists the pair, arc-scan does not flag it, and the
 * agreement check must say so. */
#include <arc.h>
#include <hidden_for.h>

long use(const void *payload);

long hidden(void *shared, long n) {
  long acc = 0;
  HIDDEN_PARALLEL_FOR
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}
