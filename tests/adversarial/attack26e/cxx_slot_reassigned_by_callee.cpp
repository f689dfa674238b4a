// cxx_slot_reassigned_by_callee.cpp - trap 2: the copy's slot is passed by reference to a
// visible callee that assigns another shared_ptr into it in iteration 3. The drop at the end of
// the iteration then lowers the OTHER block's count, and the callee's assignment lowered the
// handle's. Counted right, both stay alive; paired by the slot's first value, the other block
// loses a reference it never got (freed while `other` still owns it) and the handle keeps one.
// Correct output: "acc 10000", "t 1", "o 1", "~T 200", "~T 100", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<T> other;
__attribute__((noinline)) void take_ref(std::shared_ptr<T> &s, long i) {
  if (i == 3)
    s = other;
}
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    take_ref(c, i);
    acc += c->x;
  }
  return acc;
}
int main() {
  auto t = std::make_shared<T>(100);
  other = std::make_shared<T>(200);
  std::printf("acc %ld\n", run(t, 99));
  std::printf("t %ld\n", t.use_count());
  std::printf("o %ld\n", other.use_count());
  other.reset();
  t.reset();
  return 0;
}
