// cxx_assign_other_then_throw.cpp - like cxx_reset_copy_then_throw, but on odd iterations the
// copy is assigned another object before the call that may throw: the landing pad's
// out-of-line ~shared_ptr then drops the OTHER object's reference. Throws at iteration 5 (slot
// holds other) and 6 (slot holds the copy). Correct output: "caught 5 count 1 other 1",
// "caught 6 count 1 other 1", "acc ...", "~T 100", "~T 200" (order by the reset), exit 0.
#include <cstdio>
#include <memory>
#include <stdexcept>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) long may_throw(long i, long at) {
  if (i == at)
    throw std::runtime_error("x");
  return i;
}
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long loop(const std::shared_ptr<T> &h, const std::shared_ptr<T> &o,
                                    long n, long at) {
  long acc = 0;
  std::shared_ptr<T> keep = h, other = o;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = keep;
    acc += use(c.get());
    if (i & 1)
      c = other;
    acc += may_throw(i, at);
  }
  return acc;
}
int main() {
  auto h = std::make_shared<T>(100);
  auto o = std::make_shared<T>(200);
  long acc = 0;
  for (long at : {5L, 6L}) {
    try {
      acc += loop(h, o, 50, at);
    } catch (const std::exception &) {
      std::printf("caught %ld count %ld other %ld\n", at, h.use_count(), o.use_count());
    }
  }
  std::printf("acc %ld\n", acc);
  h.reset();
  o.reset();
  return 0;
}
