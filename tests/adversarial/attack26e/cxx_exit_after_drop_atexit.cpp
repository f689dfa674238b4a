// cxx_exit_after_drop_atexit.cpp - H8: exit() in the loop after the iteration's copy is dropped
// (iteration 9); an atexit handler reads the count through a global weak_ptr. The source holds
// no copy there: 1 owner (main's local, which exit() does not destroy). A hoisted pair would
// strand its reference: 2. Correct output: "at exit 1", exit 0.
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
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      std::shared_ptr<T> c = local;
      acc += use(c.get());
    }
    if (i == 9) {
      local.reset(); // the function's own reference too: the source has main's only
      std::exit(0);
    }
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
