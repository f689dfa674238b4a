/* Attacks: class x (libc++ std::shared_ptr) with OpenMP: the process's first threads start
 * inside a serial loop that copies. Each iteration of the outer loop copies h, and its first
 * iteration forks the program's first OpenMP team (before it, the process has one thread); the
 * team's `omp parallel for` copies h 10000 times per outer iteration on two threads. Every count
 * change must stay atomic across the fork (non-atomic counts lose updates under the race: the
 * count after the loop and the destructor's run change), and the outer copy's pair must balance
 * whatever the pass does with it.
 * Correct output: "sum 1400000", "count 1", "destroy 7", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <memory>

struct Obj {
  long v;
  explicit Obj(long x) : v(x) {}
  ~Obj() { std::printf("destroy %ld\n", v); }
};

__attribute__((noinline)) static long run(const std::shared_ptr<Obj> &h, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<Obj> outer = h;
    long part = 0;
#ifndef CONTROL /* the control: the inner loop serial (compiled, never run) */
#pragma omp parallel for num_threads(2) reduction(+ : part)
#endif
    for (long k = 0; k < 10000; k++) {
      std::shared_ptr<Obj> inner = h;
      part += inner->v;
    }
    acc += part + outer->v - 7;
  }
  return acc;
}

int main() {
  std::shared_ptr<Obj> h = std::make_shared<Obj>(7);
  long sum = run(h, 20);
  std::printf("sum %ld\n", sum);
  std::printf("count %ld\n", h.use_count());
  return 0;
}
