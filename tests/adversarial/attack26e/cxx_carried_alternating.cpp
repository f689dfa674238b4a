// cxx_carried_alternating.cpp - H3 carried references: a shared_ptr assigned in every iteration
// (rotated: the assignment drops the previous value and copies the next) from one of two
// handles, alternately, then from one only. After the loops the owners are dropped one by one
// and the destructors show who still held what. Correct output: "acc1 ...", "acc2 ...",
// "a 2 b 1", "~T 2" (b's last owner), "~T 1" (after c.reset()), exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) std::shared_ptr<T> run(std::shared_ptr<T> a, std::shared_ptr<T> b,
                                                  long n) {
  std::shared_ptr<T> la = std::move(a), lb = std::move(b);
  std::shared_ptr<T> c;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    c = (i & 1) ? lb : la;
    acc += use(c.get());
  }
  std::printf("acc1 %ld\n", acc);
  for (long i = 0; i < n; i++) {
    c = la;
    acc += use(c.get());
  }
  std::printf("acc2 %ld\n", acc);
  std::printf("a %ld b %ld\n", la.use_count(), lb.use_count());
  return c;
}
int main() {
  std::shared_ptr<T> c = run(std::make_shared<T>(1), std::make_shared<T>(2), 9);
  std::printf("back %ld\n", c.use_count());
  c.reset();
  std::printf("end\n");
  return 0;
}
