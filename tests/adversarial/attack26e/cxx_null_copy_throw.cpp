// cxx_null_copy_throw.cpp - trap 8 on the unwinding exit: copies of an empty shared_ptr (and of a
// real one) alive across a call that throws in iteration 4; the landing pad's out-of-line
// ~shared_ptr finds the copy's slot. A hoisted pair's release in the pad must keep the null
// test. Correct output: "caught empty", "caught real count 1", "~T 8", exit 0.
#include <cstdio>
#include <memory>
#include <stdexcept>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) long may_throw(const T *p, long i) {
  if (i == 4)
    throw std::runtime_error("x");
  return p ? p->x : 1;
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
int main() {
  std::shared_ptr<T> e;
  try {
    run(e, 10);
  } catch (const std::exception &) {
    std::printf("caught empty\n");
  }
  auto p = std::make_shared<T>(8);
  try {
    run(p, 10);
  } catch (const std::exception &) {
    std::printf("caught real count %ld\n", p.use_count());
  }
  return 0;
}
