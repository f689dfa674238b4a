// cxx_window_reset_then_read.cpp - H4's window for inlined counts: a count read while the
// iteration's copy is held sees the same number with the pair hoisted, a read after the copy's
// release does not. Here the copy is released early on odd iterations (reset()), and the count
// is read after that point on every path: inside the window on even iterations, outside it on
// odd ones. The source reads 2, 1, 2, 1, ...; hoisted it would read 2 every time.
// Correct output: "twos 50 ones 50", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p, long i) { return (p != nullptr) + (i & 1); }
__attribute__((noinline)) void run(std::shared_ptr<T> own, long n, long *twos, long *ones) {
  std::shared_ptr<T> local = std::move(own);
  long t = 0, o = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    use(c.get(), i);
    if (i & 1)
      c.reset();
    long k = local.use_count();
    t += k == 2;
    o += k == 1;
  }
  *twos = t;
  *ones = o;
}
int main() {
  long t, o;
  run(std::make_shared<T>(1), 100, &t, &o);
  std::printf("twos %ld ones %ld\n", t, o);
  return 0;
}
