// cxx_throw_escapes_last_owner.cpp - a throw inside the copy's window (the copy alive across the
// call) that leaves the function: the unwinding path destroys the copy (landing pad's
// ~shared_ptr()), then the function's own shared_ptr, then the caller's temporary (the last
// owner, destroyed while the exception leaves main's try block). Hoisted, the unwinding path
// must release the hoisted reference too, or the deleter never runs. Correct output: "deleter 6",
// "caught", exit 0 (and no ASan leak).
#include <cstdio>
#include <memory>
#include <stdexcept>
struct T {
  long x;
  explicit T(long v) : x(v) {}
};
__attribute__((noinline)) long may_throw(const T *p, long i) {
  if (i == 5)
    throw std::runtime_error("x");
  return p ? 1 : 0;
}
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += may_throw(c.get(), i);
  }
  return acc;
}
static void del(T *t) {
  std::printf("deleter %ld\n", t->x);
  delete t;
}
int main() {
  try {
    run(std::shared_ptr<T>(new T(6), del), 10);
  } catch (const std::exception &) {
    std::printf("caught\n");
  }
  return 0;
}
