// cxx_weak_global_observer.cpp - H4 through another pointer: a weak_ptr kept in a global reads
// the same control block's count (use_count(), an inline monotonic load of block + 8, the block
// loaded from the global, not the handle's SSA value) in the loop after the copy is dropped.
// Correct output: "acc 1100", exit 0 (and "~T 1").
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::weak_ptr<T> gw;
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
    acc += gw.use_count() == 1 ? 10 : 0;
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(1);
  gw = p;
  std::printf("acc %ld\n", run(std::move(p), 100));
  return 0;
}
