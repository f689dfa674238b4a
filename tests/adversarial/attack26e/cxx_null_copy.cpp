// cxx_null_copy.cpp - trap 8 (the null test): copies of a shared_ptr whose control block is
// NULL (an empty shared_ptr, and an aliasing shared_ptr with an empty owner and a non-null
// element) in a loop. The copy and the drop change no count; a hoisted pair must keep the test
// of the control block (not of the element) in the preheader and at the exit.
// run() is called with an empty handle, an aliasing handle (no owner), a real one, and with n 0.
// Correct output: "empty 100", "alias 700", "real 700", "zero 0", "count 1", "~T 7", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
static long plain = 7;
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const long *p) { return p ? 7 : 1; }
__attribute__((noinline)) long run(const std::shared_ptr<long> &h, long n) {
  std::shared_ptr<long> local = h; // a local whose address does not escape: SSA after SROA
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> c = local;
    acc += use(c.get());
  }
  return acc;
}
int main() {
  std::shared_ptr<long> empty;
  std::shared_ptr<long> alias(std::shared_ptr<long>(), &plain); // no control block, element set
  auto t = std::make_shared<T>(7);
  std::shared_ptr<long> real(t, &t->x);
  std::printf("empty %ld\n", run(empty, 100));
  std::printf("alias %ld\n", run(alias, 100));
  std::printf("real %ld\n", run(real, 100));
  std::printf("zero %ld\n", run(real, 0));
  real.reset();
  std::printf("count %ld\n", t.use_count());
  return 0;
}
