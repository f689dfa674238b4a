/* Attacks: class x (libc++ std::shared_ptr) and class d: the copy's drop is the object's last
 * and its destructor does not return. The loop copies h (a reference to main's owner) in every
 * iteration; in iteration 2 step() resets the owner (an opaque call, after the copy was made), so
 * that iteration's drop of the copy is the last: ~Obj prints and calls exit(0), and no later
 * iteration runs. Hoisted, the loop would run on to its end before the destructor ran. Nothing
 * says an inlined count's slow path (libc++'s __on_zero_shared through the control block's
 * vtable) returns; here the owner's reset is also a write, by a call, of the slot the loop copies
 * from (cx_other_dtor_exits has no such write).
 * With clang 22's IR, H4 refuses first (step() is an opaque call that may read the count outside
 * the copy's window in that IR); either rule leaves the loop alone.
 * Correct output: "iteration 0".."iteration 2", "destroyed in iteration 2", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \((H2|H4)\)
// CONTROL: -DCONTROL
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <cstdlib>
#include <memory>

static long iter = -1;

struct Obj {
  long v;
  explicit Obj(long x) : v(x) {}
  ~Obj() {
    std::printf("destroyed in iteration %ld\n", iter);
    std::fflush(stdout);
    std::exit(0);
  }
};

static std::shared_ptr<Obj> owner;

__attribute__((noinline)) void step(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i;
#else
  std::printf("iteration %ld\n", i);
  if (i == 2)
    owner.reset();
#endif
}

__attribute__((noinline)) static long run(const std::shared_ptr<Obj> &h, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    iter = i;
    std::shared_ptr<Obj> copy = h;
    step(i);
    acc += copy->v;
  }
  return acc;
}

int main() {
  owner = std::make_shared<Obj>(3);
  long sum = run(owner, 10);
  std::printf("not reached: sum %ld\n", sum);
  return 1;
}
