// cxx_local_escaped_then_replaced.cpp - H2: the function's local shared_ptr has its address
// published (a global pointer) before the loop; a visible callee replaces it through that
// pointer in iteration 3. The copies after that are of the new object; the old one dies at the
// end of iteration 3 (the iteration's copy was its last owner). Correct output: "it 3 x 1",
// "~T 1", "it 4 x 2", "acc ...", "~T 2", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<T> *gp;
__attribute__((noinline)) void step(long i) {
  if (i == 3)
    *gp = std::make_shared<T>(2);
}
__attribute__((noinline)) long run(long n) {
  std::shared_ptr<T> local = std::make_shared<T>(1);
  gp = &local;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    step(i);
    acc += c->x;
    if (i >= 2 && i <= 5)
      std::printf("it %ld x %ld\n", i, c->x);
  }
  gp = nullptr;
  return acc;
}
int main() {
  std::printf("acc %ld\n", run(10));
  return 0;
}
