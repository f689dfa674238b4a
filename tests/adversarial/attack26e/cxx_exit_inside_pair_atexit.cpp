// cxx_exit_inside_pair_atexit.cpp - control for cxx_exit_after_drop_atexit: exit() while the
// iteration's copy is alive (the source strands the copy, a hoisted loop the preheader's
// reference: one either way). Correct output: "at exit 3", exit 0.
#include <cstdio>
#include <cstdlib>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::weak_ptr<T> gw;
static void at_exit() { std::printf("at exit %ld\n", gw.use_count()); }
__attribute__((noinline)) long use(const T *p, long i) {
  if (i == 9)
    std::exit(0);
  return p->x;
}
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get(), i);
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(3);
  gw = p;
  std::atexit(at_exit);
  run(p, 100);
  std::printf("not reached\n");
  return 1;
}
