/* Attacks: class x (libc++ std::shared_ptr): observers of the count inside the loop. Each
 * iteration reads h.use_count() and h.unique() before it copies h, and again while the copy is
 * alive (an inlined monotonic load of the count word, control block + 8). Without the pass the
 * first reads see 1 (the previous iteration's copy is gone) and the second 2; with the copy's
 * increment hoisted out of the loop the first reads would see 2 and unique() would be false.
 * Correct output: "before 1000 unique 1000", "during 2000 unique 0", "count 1", "destroy 7",
 * exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H4\)
// CONTROL: -DCONTROL
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <memory>

/* unique() is deprecated in C++17 (removed in C++20); libc++ 19 still has it: the same load */
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

struct Obj {
  long v;
  explicit Obj(long x) : v(x) {}
  ~Obj() { std::printf("destroy %ld\n", v); }
};

__attribute__((noinline)) static void run(const std::shared_ptr<Obj> &h, long n) {
  long before = 0, ubefore = 0, during = 0, uduring = 0, acc = 0;
  for (long i = 0; i < n; i++) {
#ifndef CONTROL /* the control: no observer (compiled, never run) */
    before += h.use_count();
    ubefore += h.unique();
#endif
    std::shared_ptr<Obj> copy = h;
#ifndef CONTROL
    during += h.use_count();
    uduring += copy.unique();
#endif
    acc += copy->v;
  }
  std::printf("before %ld unique %ld\n", before, ubefore);
  std::printf("during %ld unique %ld\n", during, uduring);
  if (acc != 7 * n)
    std::printf("acc %ld\n", acc);
}

int main() {
  std::shared_ptr<Obj> h = std::make_shared<Obj>(7);
  run(h, 1000);
  std::printf("count %ld\n", h.use_count());
  return 0;
}
