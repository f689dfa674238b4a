// cxx_local_passed_to_writer.cpp - H2 and row FUNCTION_PRIVATE_MEMORY: the function's local
// shared_ptr (its address never stored anywhere: the callee is nocapture) is passed by
// reference to a visible callee that assigns a new object to it in iteration 3. The old object's
// last owner is then the iteration's copy. Correct output: "it 3 x 1", "~T 1", "it 4 x 2",
// "acc 16", "~T 2", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) void maybe_replace(std::shared_ptr<T> &s, long i) {
  if (i == 3)
    s = std::make_shared<T>(2);
}
__attribute__((noinline)) long run(long n) {
  std::shared_ptr<T> local = std::make_shared<T>(1);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    maybe_replace(local, i);
    acc += c->x;
    if (i >= 2 && i <= 5)
      std::printf("it %ld x %ld\n", i, c->x);
  }
  return acc;
}
int main() {
  std::printf("acc %ld\n", run(10));
  return 0;
}
