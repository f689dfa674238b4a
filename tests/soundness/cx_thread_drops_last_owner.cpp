/* Attacks: class x (inlined counts, libc++ std::shared_ptr): another thread drops the last other
 * owner while the loop copies, so the destructor runs inside the loop. run() copies the global
 * slot in every iteration (an inlined increment, and the inlined decrement at the end of the
 * iteration). In iteration 500, step() hands over to a std::thread (a release store, then an
 * acquire wait), which replaces the slot with object 2: the loop's copy is then object 1's last
 * owner, and its destruction at the end of iteration 500 runs ~Obj, which prints the iteration.
 * A pair hoisted out of the loop would keep copying object 1 (or run its destructor after the
 * loop): the sum and the destructor's iteration would change.
 * Correct output: "destroy 1 in iteration 500", "sum 1499", "destroy 2 in iteration 999",
 * exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H[24]\)
// CONTROL: -DCONTROL
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <atomic>
#include <cstdio>
#include <memory>
#include <thread>

struct Obj {
  long id;
  explicit Obj(long i) : id(i) {}
  ~Obj();
};

static long iter = -1; /* the loop's iteration, for the destructor */
Obj::~Obj() { std::printf("destroy %ld in iteration %ld\n", id, iter); }

static std::shared_ptr<Obj> slot;
static std::atomic<int> go{0};

static void dropper() {
  while (go.load(std::memory_order_acquire) != 1)
    ;
  slot = std::make_shared<Obj>(2); /* object 1's last other owner */
  go.store(2, std::memory_order_release);
}

__attribute__((noinline)) void step(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i;
#else
  if (i == 500) {
    go.store(1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2)
      ;
  }
#endif
}

__attribute__((noinline)) static long run(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    iter = i;
    std::shared_ptr<Obj> copy = slot;
    acc += copy->id;
    step(i);
  }
  return acc;
}

int main() {
  slot = std::make_shared<Obj>(1);
  std::thread t(dropper);
  long sum = run(1000);
  t.join();
  std::printf("sum %ld\n", sum);
  slot.reset();
  return 0;
}
