// cxx_omp_task_copy.cpp - H3 across tasks: a loop (in an omp single) creates a task per iteration
// that captures a copy of the handle (firstprivate: the copy is made in the loop, dropped by the
// task, maybe on another thread), and makes and drops a copy of its own. Correct output:
// "sum 600", "count 1", "~T 3", exit 0.
#include <atomic>
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::atomic<long> sum{0};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) void run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
#pragma omp parallel
#pragma omp single
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    use(c.get());
#pragma omp task firstprivate(c)
    sum += use(c.get());
  }
}
int main() {
  auto p = std::make_shared<T>(3);
  run(p, 200);
  std::printf("sum %ld\n", sum.load());
  std::printf("count %ld\n", p.use_count());
  return 0;
}
