// cxx_sret_written_through_alias.cpp - row FUNCTION_PRIVATE_MEMORY's sret case: make() returns its
// local by NRVO, so the local IS the caller's result object x, whose address the caller put in
// a global before the call. A visible callee in make()'s loop assigns a new object to x through
// that global in iteration 3; the loop's copies are of the new object from then on, and the old
// one dies at the end of iteration 3. Correct output: "it 3 x 1", "~T 1", "it 4 x 2", "acc 16",
// "back 2", "~T 2", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<T> *gp;
static long acc;
__attribute__((noinline)) void step(long i) {
  if (i == 3)
    *gp = std::make_shared<T>(2);
}
__attribute__((noinline)) std::shared_ptr<T> make(long n) {
  std::shared_ptr<T> r = std::make_shared<T>(1);
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = r;
    step(i);
    acc += c->x;
    if (i >= 2 && i <= 5)
      std::printf("it %ld x %ld\n", i, c->x);
  }
  return r;
}
int main() {
  std::shared_ptr<T> x = (gp = &x, make(10));
  std::printf("acc %ld\n", acc);
  std::printf("back %ld\n", x->x);
  return 0;
}
