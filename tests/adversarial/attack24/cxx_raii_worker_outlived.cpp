/* Attacks OWNED_ACROSS_LOOP from C++: a RAII handle (retain in the constructor, release in the
 * destructor) in a loop of a detached std::thread worker, which allocates the object with a
 * destructor LLVM infers willreturn nounwind, hands its reference to a global, and stores
 * through the object after the loop (every exit reaches a use: the normal one that store, the
 * unwinding one from step() the RAII handle's release). A callee drops the handed reference in
 * the last iteration, so the RAII handle's release there is the last one; the rest of that iteration reads the destructor's
 * flag, publishes it, and runs a long computation (a nested loop of 2^62 rounds of arithmetic,
 * computable trip count). main waits for the report, prints it and returns, ending the process
 * while the worker computes. Correct output: "after the last release the worker saw
 * destroyed=1", exit 0. */
#include <arc.h>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

static int destroyed;
static std::atomic<int> report{0};
static long *extra;
static volatile int n_iter = 5;
static volatile unsigned long sink;
static void destroy(void *) { destroyed = 1; }
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(extra);
}
static void (*volatile step)(int, int) = step_impl;

struct Ref {
  long *p;
  explicit Ref(long *q) : p(static_cast<long *>(arc_retain(q))) {}
  ~Ref() { arc_release(p); }
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
};
static __attribute__((noinline)) void work(int n) {
  long *h = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *h = 3;
  extra = h; /* the allocation's reference, dropped by step() */
  unsigned long x = 1;
  for (int i = 0; i < n; i++) {
    {
      Ref r(h);
      *r.p += i;
      step(i, n);
    }
    if (i == n - 1)
      report.store(1 + destroyed, std::memory_order_release);
    unsigned long lim = i == n - 1 ? (1UL << 62) : 16;
    for (unsigned long k = 0; k < lim; k++)
      x = (x ^ (x >> 13)) * 6364136223846793005UL + k;
  }
  *h = 0; /* never reached: main returns first */
  sink = x;
}

int main() {
  std::thread t(work, (int)n_iter);
  t.detach();
  for (int k = 0; k < 5000; k++) {
    int r = report.load(std::memory_order_acquire);
    if (r) {
      std::printf("after the last release the worker saw destroyed=%d\n", r - 1);
      return 0;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  std::printf("no report\n");
  return 0;
}
