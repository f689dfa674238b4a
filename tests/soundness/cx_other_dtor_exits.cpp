/* Attacks: class x (libc++ std::shared_ptr) with class 4's way out: another object's last drop,
 * inlined in the loop, runs a destructor that exits. Each iteration copies a (a pair of the kind
 * the pass would hoist: nothing in the loop writes a's owner) and takes over owners[i] by a move
 * (a store of null into another global), whose drop at the end of the iteration is that B's last:
 * the inlined decrement, then libc++'s __on_zero_shared through the control block's vtable. In
 * iteration 2, ~B prints and calls exit(0). The source holds no copy of a then (its copy died
 * first), so at exit main's owner is a's only one: a static destructor drops it and ~A prints. A
 * pair of a hoisted out of the loop would still hold a's count when the exit runs: ~A would never
 * run.
 * Correct output: "iteration 0".."iteration 2", "destroy b 2", "destroy a", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H4\)
// CONTROL: -DCONTROL
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>

struct A {
  long v = 1;
  ~A() { std::printf("destroy a\n"); }
};
struct B {
  long id;
  explicit B(long i) : id(i) {}
  ~B() {
    if (id == 2) {
      std::printf("destroy b %ld\n", id);
      std::exit(0);
    }
  }
};

static std::shared_ptr<A> owner_a;
static std::shared_ptr<B> owners[8];

__attribute__((noinline)) long use(const A *a, const B *b) {
#ifdef CONTROL
  (void)b; /* no call */
#else
  std::printf("iteration %ld\n", b->id);
#endif
  return a->v;
}

__attribute__((noinline)) static long run(const std::shared_ptr<A> &a, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<A> ca = a;
#ifdef CONTROL /* the control: B's owners only read (compiled, never run) */
    const std::shared_ptr<B> &cb = owners[i];
#else
    std::shared_ptr<B> cb = std::move(owners[i]);
#endif
    acc += use(ca.get(), cb.get());
    ca.reset(); /* a's copy first: none is alive when ~B exits */
  }
  return acc;
}

int main() {
  owner_a = std::make_shared<A>();
  for (long i = 0; i < 8; i++)
    owners[i] = std::make_shared<B>(i);
  long sum = run(owner_a, 8);
  std::printf("not reached: sum %ld\n", sum);
  return 1;
}
