// cxx_private_block_throw_reset.cpp - cxx_private_block_throw with the copy reset on odd
// iterations before the call that throws (iteration 5: the pad's ~shared_ptr() finds an empty
// slot) and assigned another private block on iterations divisible by 3 (iteration 6: the pad
// drops the other block's reference). Correct output: "caught 5 count 1 other 1",
// "caught 6 count 1 other 1", "deleter 4" and "deleter 3" at the end, exit 0.
#include <cstdio>
#include <memory>
#include <stdexcept>
struct T {
  long x;
  explicit T(long v) : x(v) {}
};
__attribute__((noinline)) long may_throw(long i, long at) {
  if (i == at)
    throw std::runtime_error("x");
  return i & 1;
}
static void del(T *t) {
  std::printf("deleter %ld\n", t->x);
  delete t;
}
__attribute__((noinline)) long run(long n) {
  std::shared_ptr<T> local(new T(3), del);
  std::shared_ptr<T> other(new T(4), del);
  long acc = 0;
  for (long at : {5L, 6L}) {
    try {
      for (long i = 0; i < n; i++) {
        std::shared_ptr<T> c = local;
        if (i & 1)
          c.reset();
        else if (i % 3 == 0)
          c = other;
        acc += may_throw(i, at);
      }
    } catch (const std::exception &) {
      std::printf("caught %ld count %ld other %ld\n", at, local.use_count(), other.use_count());
    }
  }
  return acc;
}
int main() {
  std::printf("acc %ld\n", run(50));
  return 0;
}
