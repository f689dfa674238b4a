// cxx_throw_between.cpp - an exception thrown while the iteration's copy is alive (iteration 5),
// caught outside the loop in the same function, and one thrown after the copy was dropped
// (iteration 7 of the second loop). The landing pad destroys the copy (the out-of-line
// ~shared_ptr on its slot). Hoisted, the pad must release exactly the hoisted reference.
// The function owns the only reference (moved in), so the count and the order of "~T" against
// "caught" show any imbalance. Correct output: "caught 5 count 1", "caught 7 count 1",
// "~T 100", "acc 2100", "after", exit 0.
#include <cstdio>
#include <memory>
#include <stdexcept>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) long may_throw(const T *p, long i, long at) {
  if (i == at)
    throw std::runtime_error("x");
  return p->x;
}
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  long acc = 0;
  try {
    for (long i = 0; i < n; i++) {
      std::shared_ptr<T> c = local;
      acc += may_throw(c.get(), i, 5);
    }
  } catch (const std::exception &) {
    std::printf("caught 5 count %ld\n", local.use_count());
  }
  try {
    for (long i = 0; i < n; i++) {
      {
        std::shared_ptr<T> c = local;
        acc += c->x * 2;
      }
      may_throw(local.get(), i, 7);
    }
  } catch (const std::exception &) {
    std::printf("caught 7 count %ld\n", local.use_count());
  }
  return acc;
}
int main() {
  long acc = run(std::make_shared<T>(100), 50);
  std::printf("acc %ld\n", acc);
  std::printf("after\n");
  return 0;
}
