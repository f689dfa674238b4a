// cxx_reset_copy_then_throw.cpp - the landing pad's out-of-line ~shared_ptr reads the copy's
// slot: on odd iterations the copy is reset (the inline drop lowers the count, the slot is null)
// before a call that may throw, on even ones it is not. The throw comes at iteration 5 (slot
// null: the pad changes no count) in the first loop and at iteration 6 (slot holds the copy:
// the pad drops it) in the second. A hoisted pair whose pad release assumes the slot holds the
// copy gets one of the two wrong. The function owns the only reference.
// Correct output: "caught 5 count 1", "caught 6 count 1", "acc ...", "~T 100", exit 0.
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
__attribute__((noinline)) long loop(const std::shared_ptr<T> &local, long n, long at) {
  long acc = 0;
  std::shared_ptr<T> keep = local;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = keep;
    acc += use(c.get());
    if (i & 1)
      c.reset();
    acc += may_throw(i, at);
  }
  return acc;
}
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  long acc = 0;
  try {
    acc += loop(local, n, 5);
  } catch (const std::exception &) {
    std::printf("caught 5 count %ld\n", local.use_count());
  }
  try {
    acc += loop(local, n, 6);
  } catch (const std::exception &) {
    std::printf("caught 6 count %ld\n", local.use_count());
  }
  return acc;
}
int main() {
  std::printf("acc %ld\n", run(std::make_shared<T>(100), 50));
  return 0;
}
