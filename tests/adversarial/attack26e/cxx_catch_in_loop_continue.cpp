// cxx_catch_in_loop_continue.cpp - an exception thrown inside the copy's window, caught in the
// same iteration (the pad destroys the copy), and the loop goes on; no observer. Every count
// must be back afterwards, and the last owner's deleter runs at the function's end.
// Correct output: "caught 10", "count 1", "deleter 2", "end", exit 0.
#include <cstdio>
#include <memory>
#include <stdexcept>
struct T {
  long x;
  explicit T(long v) : x(v) {}
};
__attribute__((noinline)) long may_throw(const T *p, long i) {
  if (i % 3 == 0)
    throw std::runtime_error("x");
  return p ? 1 : 0;
}
__attribute__((noinline)) void run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long caught = 0;
  for (long i = 0; i < n; i++) {
    try {
      std::shared_ptr<T> c = local;
      may_throw(c.get(), i);
    } catch (const std::exception &) {
      caught++;
    }
  }
  std::printf("caught %ld\n", caught);
  std::printf("count %ld\n", local.use_count() - 1);
}
static void del(T *t) {
  std::printf("deleter %ld\n", t->x);
  delete t;
}
int main() {
  run(std::shared_ptr<T>(new T(2), del), 30);
  std::printf("end\n");
  return 0;
}
