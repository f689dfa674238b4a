// cxx_omp_lastprivate_copy.cpp - an OpenMP body assigns the handle into a lastprivate
// shared_ptr every iteration (a carried reference in each thread's private copy: the assignment
// drops the previous value), and the last iteration's value is copied out to the original after
// the loop. Correct output: "acc 2000", "count 2", "last 9", "count 1", "~T 9", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, std::shared_ptr<T> &last, long n) {
  std::shared_ptr<T> local = h;
  std::shared_ptr<T> l;
  long acc = 0;
#pragma omp parallel for lastprivate(l) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    l = local;
    acc += use(l.get()) > 0;
  }
  last = l;
  return acc;
}
int main() {
  auto p = std::make_shared<T>(9);
  std::shared_ptr<T> last;
  std::printf("acc %ld\n", run(p, last, 2000));
  std::printf("count %ld\n", p.use_count());
  std::printf("last %ld\n", last->x);
  last.reset();
  std::printf("count %ld\n", p.use_count());
  return 0;
}
