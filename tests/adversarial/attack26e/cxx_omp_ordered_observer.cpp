// cxx_omp_ordered_observer.cpp - H4 in an OpenMP body: in an ordered region (one thread at a
// time, in iteration order), a copy is made and dropped, then the count is read through a global
// weak_ptr: no other copy exists at that moment, so the source always reads 1 (the function's
// local). Correct output: "ones 64", exit 0.
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
  long ones = 0;
#pragma omp parallel for ordered schedule(static, 1)
  for (long i = 0; i < n; i++) {
#pragma omp ordered
    {
      {
        std::shared_ptr<T> c = local;
        use(c.get());
      }
      ones += gw.use_count() == 1;
    }
  }
  return ones;
}
int main() {
  auto p = std::make_shared<T>(4);
  gw = p;
  std::printf("ones %ld\n", run(std::move(p), 64));
  return 0;
}
