/* Attacks: class x (libc++ std::shared_ptr) with class 4: a call that may not return between a
 * copy's drop and the next iteration's copy (H8's exit window). run() copies a local shared_ptr
 * (its address stays in the function: function-private, so no call in the loop can write it),
 * drops the copy, then calls checkpoint(), which calls exit(0) in iteration 3. An atexit handler
 * prints the owner's use_count(): the source holds no copy then (main's owner and run()'s local:
 * 2). A pair hoisted out of the loop would still hold its copy when exit() runs: 3. (The
 * pass refuses for two reasons: checkpoint() may read the count, as the handler does, H4; and it
 * may not return after the drop, H8's exit window.)
 * Correct output: "count at exit 2", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H[48]\)
// CONTROL: -DCONTROL
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <cstdlib>
#include <memory>

struct Obj {
  long v;
  explicit Obj(long x) : v(x) {}
  ~Obj() { std::printf("destroy %ld\n", v); }
};

static std::shared_ptr<Obj> owner;

static void report() { std::printf("count at exit %ld\n", owner.use_count()); }

__attribute__((noinline)) void checkpoint(long i) {
#ifdef CONTROL /* the control: no way out (compiled, never run) */
  (void)i;
#else
  if (i == 3)
    std::exit(0);
#endif
}

__attribute__((noinline)) static long run(const std::shared_ptr<Obj> &h, long n) {
  std::shared_ptr<Obj> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<Obj> copy = local;
    acc += copy->v;
    copy.reset();
    checkpoint(i);
  }
  return acc;
}

int main() {
  owner = std::make_shared<Obj>(4);
  std::atexit(report);
  long sum = run(owner, 10);
  std::printf("not reached: sum %ld\n", sum);
  return 1;
}
