// cxx_private_block_throw.cpp - a control block no other code can reach (made by make_shared in
// the function, held only by its locals) copied in a loop across a call that throws in
// iteration 5 (caught outside the loop, in the same function), and once more across a throw
// after the copy's drop. The landing pad's ~shared_ptr() on the copy's slot is raised to a drop;
// a hoisted pair must release exactly once on the unwinding path. The deleter shows the block's
// end: after "caught 7". Correct output: "caught 5 count 1", "caught 7 count 1", "deleter 3",
// "acc 3", exit 0.
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
  long acc = 0;
  try {
    for (long i = 0; i < n; i++) {
      std::shared_ptr<T> c = local;
      acc += may_throw(i, 5);
    }
  } catch (const std::exception &) {
    std::printf("caught 5 count %ld\n", local.use_count());
  }
  try {
    for (long i = 0; i < n; i++) {
      {
        std::shared_ptr<T> c = local;
        acc += c ? 0 : 100;
      }
      acc += may_throw(i, 7);
    }
  } catch (const std::exception &) {
    std::printf("caught 7 count %ld\n", local.use_count());
  }
  return acc;
}
int main() {
  std::printf("acc %ld\n", run(50));
  return 0;
}
