// cxx_window_observer_callee.cpp - H4's window with the read in a visible noinline callee that
// reaches the count from the element (weak_from_this().use_count()), called after the copy was
// reset on odd iterations (outside the window) and while it is held on even ones.
// Correct output: "twos 50 ones 50", exit 0.
#include <cstdio>
#include <memory>
struct T : std::enable_shared_from_this<T> {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) long owners(const T *p) { return p->weak_from_this().use_count(); }
__attribute__((noinline)) void run(std::shared_ptr<T> own, long n, long *twos, long *ones) {
  std::shared_ptr<T> local = std::move(own);
  T *raw = local.get();
  long t = 0, o = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    if (i & 1)
      c.reset();
    long k = owners(raw);
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
