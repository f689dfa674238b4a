// cxx_omp_dynamic_null.cpp - lazy hoisting out of an OpenMP dispatch loop (dynamic schedule)
// with an empty handle, and with a real one: per worker the retain is taken on its first chunk
// and released when it leaves the dispatch loop, behind the null test. Correct output:
// "empty 4000", "real 12000", "count 1", "~T 3", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p ? 3 : 1; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
#pragma omp parallel for schedule(dynamic, 16) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get());
  }
  return acc;
}
int main() {
  std::shared_ptr<T> e;
  std::printf("empty %ld\n", run(e, 4000));
  auto p = std::make_shared<T>(3);
  std::printf("real %ld\n", run(p, 4000));
  std::printf("count %ld\n", p.use_count());
  return 0;
}
