// cxx_nested_lazy_null.cpp - lazy hoisting and the null test together: an outer loop over an
// array of handles (some empty), an inner loop that copies the current handle m[i] times (some
// zero). The inner pair may leave the inner loop (guarded by the inner trip count and the null
// test); every count must be back after each outer iteration. Correct output: "acc ...",
// "counts 1 1 1", "~T 3", "~T 2", "~T 1", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p ? 1 : 1000; }
__attribute__((noinline)) long run(const std::shared_ptr<T> *hs, const long *m, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> h = hs[i];
    for (long j = 0; j < m[i]; j++) {
      std::shared_ptr<T> c = h;
      acc += use(c.get());
    }
  }
  return acc;
}
int main() {
  std::shared_ptr<T> a = std::make_shared<T>(1), b = std::make_shared<T>(2), c = std::make_shared<T>(3);
  std::shared_ptr<T> hs[6] = {a, nullptr, b, nullptr, c, a};
  long m[6] = {3, 4, 0, 0, 5, 0};
  std::printf("acc %ld\n", run(hs, m, 6));
  for (auto &h : hs)
    h.reset();
  std::printf("counts %ld %ld %ld\n", a.use_count(), b.use_count(), c.use_count());
  c.reset();
  b.reset();
  a.reset();
  return 0;
}
