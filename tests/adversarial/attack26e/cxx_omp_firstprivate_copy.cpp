// cxx_omp_firstprivate_copy.cpp - an omp parallel for whose body copies a firstprivate
// shared_ptr (each thread's own copy, made at the region's start and destroyed at its end):
// hoisted per worker if at all. Correct output: "acc 4000", "count 1", "~T 2", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p, long i) { return (p != nullptr) + 0 * i; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
#pragma omp parallel for firstprivate(local) reduction(+ : acc) schedule(static)
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get(), i);
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(2);
  std::printf("acc %ld\n", run(p, 4000));
  std::printf("count %ld\n", p.use_count());
  return 0;
}
