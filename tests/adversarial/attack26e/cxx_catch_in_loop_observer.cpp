// cxx_catch_in_loop_observer.cpp - an exception thrown inside the copy's window and caught inside
// the same iteration: the landing pad destroys the copy (its scope is the try block), then the
// handler reads the count (outside the window: the source reads 2, hoisted 3) and the loop goes
// on. Correct output: "caught 10 ones 10", exit 0.
#include <cstdio>
#include <memory>
#include <stdexcept>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) long may_throw(const T *p, long i) {
  if (i % 3 == 0)
    throw std::runtime_error("x");
  return p ? 1 : 0;
}
__attribute__((noinline)) void run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long caught = 0, ones = 0;
  for (long i = 0; i < n; i++) {
    try {
      std::shared_ptr<T> c = local;
      may_throw(c.get(), i);
    } catch (const std::exception &) {
      caught++;
      ones += local.use_count() == 2;
    }
  }
  std::printf("caught %ld ones %ld\n", caught, ones);
}
int main() {
  run(std::make_shared<T>(1), 30);
  return 0;
}
