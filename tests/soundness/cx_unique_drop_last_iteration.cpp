/* Attacks: class x (std::shared_ptr; aimed at libstdc++'s drop): the loop's copy becomes the
 * object's only owner in the loop's last iteration, so its drop at the end of that iteration
 * destroys the object. libstdc++'s drop first loads both counts as one 64-bit word: use count 1
 * and weak count 1 (no weak_ptr) is its unique fast path, which stores 0 to both counts, then
 * disposes and destroys without a read-modify-write; otherwise the decrement, and the last-use
 * slow path when the old count was 1. Each iteration copies the global slot; in iteration 999
 * (the last of 1000), step() drops the slot's two owners (slot and keep): phase 0 in this thread
 * while the process has one thread, phases 1 and 2 by handing over to a std::thread (a release
 * store, then an acquire wait). Phases 0 and 1 take the fast path; phase 2 holds a weak_ptr, so
 * its drop takes the decrement and the slow path. The destructor must run exactly once per phase,
 * in iteration 999 and before the code after the loop prints; a pair hoisted out of the loop
 * would copy an object step() dropped, and a drop that ran both paths would destroy it twice.
 * Correct output: "destroy 1 in iteration 999", "after loop: destroyed 1", "phase 0: sum 1000",
 * "destroy 2 in iteration 999", "after loop: destroyed 2", "phase 1: sum 2000",
 * "destroy 3 in iteration 999", "after loop: destroyed 3", "phase 2: sum 3000",
 * "weak expired 1", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS}
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
static int destroyed;
Obj::~Obj() {
  destroyed++;
  std::printf("destroy %ld in iteration %ld\n", id, iter);
}

static std::shared_ptr<Obj> slot, keep;
static std::atomic<int> go{0};
static int phase;
[[maybe_unused]] static volatile long last = 999;

static void drop_both() {
  slot.reset();
  keep.reset();
}

static void dropper() {
  for (int round = 1; round <= 2; round++) {
    while (go.load(std::memory_order_acquire) != 2 * round - 1)
      ;
    drop_both(); /* the loop's copy is now the only owner */
    go.store(2 * round, std::memory_order_release);
  }
}

__attribute__((noinline)) void step(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i, (void)dropper;
#else
  if (i != last)
    return;
  if (phase == 0) {
    drop_both();
    return;
  }
  go.store(2 * phase - 1, std::memory_order_release);
  while (go.load(std::memory_order_acquire) != 2 * phase)
    ;
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
  iter = -1;
  std::printf("after loop: destroyed %d\n", destroyed);
  return acc;
}

int main() {
  std::thread t;
  for (phase = 0; phase < 3; phase++) {
    if (phase == 1)
      t = std::thread(dropper); /* phase 0 ran with one thread */
    slot = std::make_shared<Obj>(phase + 1);
    keep = slot;
    std::weak_ptr<Obj> w;
    if (phase == 2)
      w = slot; /* weak count 2: not the unique fast path */
    long sum = run(1000);
    std::printf("phase %d: sum %ld\n", phase, sum);
    if (phase == 2)
      std::printf("weak expired %d\n", (int)w.expired());
  }
  t.join();
  return 0;
}
