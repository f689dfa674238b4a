// cxx_slot_moved_by_callee.cpp - trap 2: the copy's slot is passed by reference to a visible
// (noinline) callee that moves from it in iteration 3 (into a global). The drop at the end of
// the iteration then finds an empty slot and changes no count; the global owns the reference the
// copy took. A pass that pairs the copy's increment with that drop (or hoists the pair) leaves
// the global with a reference nobody took: an over-release at sink.reset() (ASan: use after free
// or double free), or the object freed early.
// Correct output: "acc 9802", "count 2", "count 1", "end", "~T 100", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<T> sink;
__attribute__((noinline)) void take_ref(std::shared_ptr<T> &s, long i) {
  if (i == 3)
    sink = std::move(s);
}
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    take_ref(c, i);
    acc += c ? c->x : 2;
  }
  return acc;
}
int main() {
  auto t = std::make_shared<T>(100);
  std::printf("acc %ld\n", run(t, 99));
  std::printf("count %ld\n", t.use_count());
  sink.reset();
  std::printf("count %ld\n", t.use_count());
  std::printf("end\n");
  return 0;
}
