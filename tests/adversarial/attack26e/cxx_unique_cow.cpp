// cxx_unique_cow.cpp - H4: copy-on-write decided by unique() (use_count() == 1) in the loop,
// after the iteration's copy is dropped: in place when unique. The source always writes in
// place (the handle is the only owner at that point); hoisted, it would see 2 and copy.
// Correct output: "x 101 copies 0", exit 0 (and "~T 101").
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
static long copies;
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(std::shared_ptr<T> &out, long n) {
  std::shared_ptr<T> local = std::move(out);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      std::shared_ptr<T> c = local;
      acc += use(c.get());
    }
    if (local.use_count() == 1)
      local->x += 1;
    else
      copies++;
  }
  out = std::move(local);
  return acc;
}
int main() {
  auto p = std::make_shared<T>(1);
  run(p, 100);
  std::printf("x %ld copies %ld\n", p->x, copies);
  return 0;
}
