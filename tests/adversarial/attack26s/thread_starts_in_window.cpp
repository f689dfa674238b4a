// thread_starts_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): trap 3: the process's first thread starts inside the loop (iteration 3) while the copy is alive and copies/drops the same block 3M times; glibc's __libc_single_threaded flips 1 -> 0, so the hoisted increment (before the loop) takes the plain arm and the hoisted decrement (after it) must take the atomic one. A frozen flag or a lost update shows as a wrong count or a leak. Reasoning: r = 6*3M + 6*3M = 36000000; after run() g and other own: 2; the last reset destroys T, then the weak_ptr is expired.
// RUNS: 20
// EXPECT: r 36000000 count 2
// EXPECT: ~T 6
// EXPECT: expired 1
// EXIT: 0
#include "common.h"
#include <pthread.h>
std::weak_ptr<T> gw;
__attribute__((noinline)) long use(const T *p) { return p->x; }
extern "C" void *churn(void *arg) {
  const std::shared_ptr<T> &src = *static_cast<const std::shared_ptr<T> *>(arg);
  long s = 0;
  for (int k = 0; k < 3000000; k++) { std::shared_ptr<T> d = src; s += d->x; }
  return (void *)s;
}
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n, std::shared_ptr<T> *other) {
  std::shared_ptr<T> local = h; long acc = 0; pthread_t t{};
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += c->x;
    if (i == 3) pthread_create(&t, nullptr, churn, other);
  }
  void *r; pthread_join(t, &r);
  return acc + (long)r;
}
int main() {
  g = std::make_shared<T>(6); gw = g;
  std::shared_ptr<T> other = g;
  long r = run(g, 3000000, &other);
  std::printf("r %ld count %ld\n", r, g.use_count());
  other.reset(); g.reset(); std::printf("expired %d\n", (int)gw.expired());
}
