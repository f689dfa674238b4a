// cxx_omp_copy_control.cpp - control: an omp parallel for body copies a shared_ptr captured from
// the enclosing function (hoisted per worker, if at all), static and dynamic schedules. After the
// region the count is back to 1 and the destructor runs at the reset. Correct output:
// "acc 8000", "acc 8000", "count 1", "~T 2", "end", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run_static(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get());
  }
  return acc;
}
__attribute__((noinline)) long run_dynamic(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
#pragma omp parallel for schedule(dynamic, 7) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get());
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(2);
  std::printf("acc %ld\n", run_static(p, 4000));
  std::printf("acc %ld\n", run_dynamic(p, 4000));
  std::printf("count %ld\n", p.use_count());
  p.reset();
  std::printf("end\n");
  return 0;
}
