// cxx_atomic_load_swapped.cpp - H2 with the free atomic_load/atomic_store of shared_ptr (libc++
// locks a mutex of its pool around each): main copies the global with atomic_load every
// iteration; after iteration 5 another thread swaps in a new object (handshake), dropping the
// old one's last owner. Correct output: "~T 1", "swapped", "acc 35", "~T 2", exit 0.
#include <atomic>
#include <cstdio>
#include <memory>
#include <thread>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<T> g;
std::atomic<int> go{0}, done{0};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = std::atomic_load(&g);
    acc += use(c.get());
    c.reset();
    if (i == 4) {
      go.store(1, std::memory_order_release);
      while (!done.load(std::memory_order_acquire))
        ;
      std::printf("swapped\n");
    }
  }
  return acc;
}
int main() {
  std::atomic_store(&g, std::make_shared<T>(1));
  std::thread t([] {
    while (!go.load(std::memory_order_acquire))
      ;
    std::atomic_store(&g, std::make_shared<T>(2));
    done.store(1, std::memory_order_release);
  });
  std::printf("acc %ld\n", run(20));
  t.join();
  std::atomic_store(&g, std::shared_ptr<T>());
  return 0;
}
