/* Attacks: class x (libc++ std::shared_ptr) and class 5's exit order: two copies per iteration
 * whose destructors print. The loop copies a, then b, and resets the copy of a before the
 * iteration ends (the copy of b dies at the end of the scope): each iteration drops a, then b, not
 * the reverse of construction. In the last iteration step() hands over to a std::thread that
 * drops main's owners, so the loop's copies are the last ones: ~A reads b's payload (b must still
 * be alive), then ~B poisons it. Hoisted, the drops at the loop's exit must keep the order a, b.
 * Correct output: "destroy a: b says 42", "destroy b", "sum 43000", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H[245]\)
#include <atomic>
#include <cstdio>
#include <memory>
#include <thread>

struct B {
  long v = 42;
  long pad[40] = {};
  ~B() {
    v = -1;
    std::printf("destroy b\n");
  }
};
struct A {
  long v = 1;
  B *b = nullptr;
  ~A() { std::printf("destroy a: b says %ld\n", b->v); }
};

static std::shared_ptr<A> owner_a;
static std::shared_ptr<B> owner_b;
static std::atomic<int> go{0};

static void dropper() {
  while (go.load(std::memory_order_acquire) != 1)
    ;
  owner_a.reset();
  owner_b.reset();
  go.store(2, std::memory_order_release);
}

__attribute__((noinline)) void step(long i, long n) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i, (void)n;
#else
  if (i == n - 1) { /* the loop holds its own copies here */
    go.store(1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2)
      ;
  }
#endif
}

__attribute__((noinline)) static long loop(const std::shared_ptr<A> &a, const std::shared_ptr<B> &b,
                                           long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<A> ca = a;
    std::shared_ptr<B> cb = b;
    acc += ca->v + cb->v;
    step(i, n);
    ca.reset(); /* a first */
  } /* ~cb (~ca drops nothing) */
  return acc;
}

int main() {
  owner_b = std::make_shared<B>();
  owner_a = std::make_shared<A>();
  owner_a->b = owner_b.get();
  std::thread t(dropper);
  /* the loop reads main's owners through references; after the hand-over it reads only its
   * copies */
  long sum = loop(owner_a, owner_b, 1000);
  t.join();
  std::printf("sum %ld\n", sum);
  return 0;
}
