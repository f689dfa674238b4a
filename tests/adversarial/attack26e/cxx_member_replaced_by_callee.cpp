// cxx_member_replaced_by_callee.cpp - H2: a method's loop copies a shared_ptr member while a
// visible callee replaces that member in iteration 3 (the old object's last owner is the
// iteration's copy, dropped at the end of that iteration). Correct output: "it 3 x 1", "~T 1"
// (at the end of iteration 3), "it 4 x 2", "acc ...", "~T 2", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
struct Obj {
  std::shared_ptr<T> m;
  __attribute__((noinline)) void step(long i) {
    if (i == 3)
      m = std::make_shared<T>(2);
  }
  __attribute__((noinline)) long run(long n) {
    long acc = 0;
    for (long i = 0; i < n; i++) {
      std::shared_ptr<T> c = m;
      step(i);
      acc += c->x;
      if (i >= 2 && i <= 5)
        std::printf("it %ld x %ld\n", i, c->x);
    }
    return acc;
  }
};
int main() {
  Obj o;
  o.m = std::make_shared<T>(1);
  std::printf("acc %ld\n", o.run(10));
  return 0;
}
