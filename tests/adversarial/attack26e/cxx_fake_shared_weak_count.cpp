// cxx_fake_shared_weak_count.cpp - trap 6 with libc++'s own class: a user class derived from
// std::__shared_weak_count (libc++'s public control-block base), used through its public
// __add_shared()/__release_shared() as a resettable use counter: created with count -1 (its
// constructor's argument), raised and lowered once per iteration, and __on_zero_shared (slot 2)
// runs at every drop to -1, then __release_weak (which would free a heap block; the user's
// __on_zero_shared_weak does nothing). The exact IR of a shared_ptr copy and drop, on a block
// that is revived every iteration. Correct output: "zero 40", exit 0.
// (Borderline: names with __ are the implementation's; see README.)
#include <cstdio>
#include <memory>
static long zeros, weak_zeros;
struct Usage : std::__shared_weak_count {
  Usage() : std::__shared_weak_count(-1) {}
  void __on_zero_shared() noexcept override { zeros++; }
  void __on_zero_shared_weak() noexcept override { weak_zeros++; }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const void *p) { return p != nullptr; }
__attribute__((noinline)) long run(Usage *u, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    u->__add_shared();
    u->__add_weak(); // keep the weak count from reaching zero in __release_weak
    acc += use(u);
    u->__release_shared();
  }
  return acc;
}
int main() {
  static Usage usage;
  Usage *u = &usage;
  run(u, 40);
  std::printf("zero %ld\n", zeros);
  return 0;
}
