// cxx_use_count_after_drop.cpp - H4 on the handle itself: use_count() of the handle read in the
// loop after the iteration's copy is dropped. The source always reads 1; with the pair hoisted
// it would read 2. Correct output: "acc 1100", exit 0 (and "~T 1").
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
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
    acc += local.use_count() == 1 ? 10 : 0;
  }
  return acc;
}
int main() {
  std::printf("acc %ld\n", run(std::make_shared<T>(1), 100));
  return 0;
}
