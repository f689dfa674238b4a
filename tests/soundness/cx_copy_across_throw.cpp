/* Attacks: class x (libc++ std::shared_ptr): a copy alive across a call that throws, caught
 * outside the loop. Each iteration copies the global slot, then calls checkpoint(). In iteration
 * 200 checkpoint() hands over to a std::thread that replaces the slot with object 2 (the copy
 * becomes object 1's last owner: ~Obj runs at the end of iteration 200); in iteration 250 it hands
 * over again (object 3 replaces 2) and then throws. The unwinding destroys the copy (the landing
 * pad calls the out-of-line ~shared_ptr on the copy's slot), so ~Obj of 2 runs before the handler,
 * in iteration 250. A pair hoisted out of the loop would keep copying object 1 (the total and the
 * destructors' iterations change), and it must release on the unwinding path, before the handler
 * prints.
 * Correct output: "destroy 1 in iteration 200", "destroy 2 in iteration 250", "caught 250",
 * "count in handler 1", "total 299", "destroy 3 in iteration 250", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H2\)
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

static long iter = -1;
Obj::~Obj() { std::printf("destroy %ld in iteration %ld\n", id, iter); }

static std::shared_ptr<Obj> slot;
static std::atomic<int> go{0};
[[maybe_unused]] static volatile long throw_at = 250;

static void dropper() {
  for (int round = 1; round <= 2; round++) {
    while (go.load(std::memory_order_acquire) != 2 * round - 1)
      ;
    slot = std::make_shared<Obj>(round + 1);
    go.store(2 * round, std::memory_order_release);
  }
}

__attribute__((noinline)) void checkpoint(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i;
#else
  if (i == 200 || i == throw_at) {
    int round = i == 200 ? 1 : 2;
    go.store(2 * round - 1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2 * round)
      ;
    if (i == throw_at)
      throw i;
  }
#endif
}

static long total; /* what the loop read, kept when it throws */

__attribute__((noinline)) static void run(long n) {
  for (long i = 0; i < n; i++) {
    iter = i;
    std::shared_ptr<Obj> copy = slot;
    checkpoint(i);
    total += copy->id;
  }
}

int main() {
  slot = std::make_shared<Obj>(1);
  std::thread t(dropper);
  try {
    run(1000);
  } catch (long i) {
    std::printf("caught %ld\n", i);
    std::printf("count in handler %ld\n", slot.use_count());
  }
  t.join();
  std::printf("total %ld\n", total);
  slot.reset();
  return 0;
}
