// cxx_longjmp_after_drop.cpp - H8: a callee longjmps out of the loop after the iteration's copy
// was dropped (no object with a destructor is live between the setjmp and the longjmp apart
// from those of the setjmp's frame). After the jump the count is read: the source holds no
// copy. Correct output: "jumped count 2", "acc 70", "~T 7", exit 0.
#include <csetjmp>
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
static std::jmp_buf env;
__attribute__((noinline)) void checkpoint(long i) {
  if (i == 9)
    std::longjmp(env, 1);
}
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
static long acc;
__attribute__((noinline)) void loop(const std::shared_ptr<T> *h, long n) {
  for (long i = 0; i < n; i++) {
    {
      std::shared_ptr<T> c = *h;
      acc += use(c.get());
    }
    checkpoint(i);
  }
}
int main() {
  auto p = std::make_shared<T>(7);
  std::shared_ptr<T> second = p;
  if (setjmp(env) == 0) {
    loop(&second, 100);
    std::printf("not reached\n");
  } else {
    std::printf("jumped count %ld\n", p.use_count());
  }
  std::printf("acc %ld\n", acc);
  second.reset();
  return 0;
}
