// cxx_thread_observer_handshake.cpp - another thread reads the count (through a weak_ptr) at a
// moment the loop's thread holds no copy: after each iteration's drop, main hands over to the
// observer and waits for its answer (release/acquire handshake: race-free, deterministic).
// The source always reads 1. A hoisted pair shows 2: docs/differences.md item 2 lists "an
// observer on another thread" as a known difference; this program shows that it is one.
// Correct output: "ones 20", exit 0.
#include <atomic>
#include <cstdio>
#include <memory>
#include <thread>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::weak_ptr<T> gw;
std::atomic<long> turn{-1}, answered{-1};
static long ones;
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      std::shared_ptr<T> c = local;
      acc += use(c.get());
    }
    turn.store(i, std::memory_order_release);
    while (answered.load(std::memory_order_acquire) != i)
      ;
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(4);
  gw = p;
  std::thread obs([] {
    for (long i = 0; i < 20; i++) {
      while (turn.load(std::memory_order_acquire) != i)
        ;
      ones += gw.use_count() == 1;
      answered.store(i, std::memory_order_release);
    }
  });
  run(std::move(p), 20);
  obs.join();
  std::printf("ones %ld\n", ones);
  return 0;
}
