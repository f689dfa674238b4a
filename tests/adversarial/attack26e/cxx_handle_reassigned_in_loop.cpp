// cxx_handle_reassigned_in_loop.cpp - H2: the handle is reassigned in the loop (iteration 4:
// another object; iteration 8: reset to empty), so the copy is of a different block (or none)
// from then on. The first object's last owner is dropped inside the loop at iteration 4: its
// destructor prints between the iterations' outputs. Correct output: "it 3 x 1", "~T 1",
// "it 4 x 2", ... "~T 2" after "it 7", then "acc ...", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) long use(const T *p) { return p ? p->x : 0; }
__attribute__((noinline)) long run(std::shared_ptr<T> a, std::shared_ptr<T> b, long n) {
  std::shared_ptr<T> local = std::move(a);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    long v = use(c.get());
    acc += v;
    if (i >= 2 && i <= 8)
      std::printf("it %ld x %ld\n", i, v);
    if (i == 3)
      local = std::move(b);
    if (i == 7)
      local.reset();
  }
  return acc;
}
int main() {
  long acc = run(std::make_shared<T>(1), std::make_shared<T>(2), 20);
  std::printf("acc %ld\n", acc);
  return 0;
}
