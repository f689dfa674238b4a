/* Attacks: class x (libc++ std::shared_ptr): a copy moved into a callee (a hand-over). Each
 * iteration copies h and moves the copy into keep(), a by-value parameter: the increment is in
 * the loop, the decrement is keep()'s (or the sink's, which keeps every fourth copy until the next
 * one replaces it). An increment with no decrement in the caller is no pair: hoisting it, or
 * pairing it with a later decrement, would change the counts keep() sees and the count after the
 * loop.
 * Correct output: "seen 2999", "count after 2", "count at end 1", "destroy 5", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H3\)
// CONTROL: -DCONTROL
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <memory>
#include <utility>

struct Obj {
  long v;
  explicit Obj(long x) : v(x) {}
  ~Obj() { std::printf("destroy %ld\n", v); }
};

static std::shared_ptr<Obj> sink;
static long seen;

__attribute__((noinline)) void keep(std::shared_ptr<Obj> p, long i) {
  seen += p.use_count(); /* h, p and, from iteration 1 on, the copy the sink keeps */
  if (i % 4 == 0)
    sink = std::move(p);
}

__attribute__((noinline)) static void run(const std::shared_ptr<Obj> &h, long n) {
  for (long i = 0; i < n; i++) {
    std::shared_ptr<Obj> copy = h;
#ifdef CONTROL /* the control: the copy only read, not moved (compiled, never run) */
    seen += copy->v;
#else
    keep(std::move(copy), i);
#endif
  }
}

int main() {
  std::shared_ptr<Obj> h = std::make_shared<Obj>(5);
  run(h, 1000);
  std::printf("seen %ld\n", seen);
  std::printf("count after %ld\n", h.use_count());
  sink.reset();
  std::printf("count at end %ld\n", h.use_count());
  return 0;
}
