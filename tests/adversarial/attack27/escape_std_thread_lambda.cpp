/* Attacks (thread-local rewrite, C++): the object is captured BY VALUE (the raw pointer) in a
 * lambda given to std::thread, after a loop that retains and releases it; the new thread retains,
 * reads and releases it. std::thread copies the lambda into its own state (heap), so the pointer
 * reaches another thread through memory and a call the pass cannot see into.
 * Correct output: "sum 10", "thread saw 7", "destroyed", exit 0. */
#include <arc.h>
#include <cstdio>
#include <thread>

static void destroy(void *) { std::printf("destroyed\n"); }
static volatile int n = 10;

int main() {
  long *o = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *o = 7;
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = static_cast<long *>(arc_retain(o));
    sum += *s != 0;
    arc_release(s);
  }
  std::printf("sum %ld\n", sum);
  std::thread t([o] {
    long *s = static_cast<long *>(arc_retain(o));
    std::printf("thread saw %ld\n", *s);
    arc_release(s);
  });
  t.join();
  arc_release(o);
  return 0;
}
