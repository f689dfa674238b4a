/* Attacks: class x (libc++ std::shared_ptr): a copy alive across a call that throws, caught
 * outside the loop. Each iteration copies the global slot, then calls checkpoint(), which in
 * iteration 250 first hands over to a std::thread that replaces the slot (the copy becomes
 * object 1's last owner) and then throws. The unwinding destroys the copy (the landing pad calls
 * the out-of-line ~shared_ptr on the copy's slot), so ~Obj runs before the handler, in iteration
 * 250. A pair hoisted out of the loop must release on the unwinding path, before the handler
 * prints, or not be hoisted.
 * Correct output: "destroy 1 in iteration 250", "caught 250", "count in handler 1",
 * "sum 0" (run() never returned), "destroy 2 in iteration 250", exit 0. */
// CFLAGS: -std=c++17 ${LIBCXX_FLAGS} ${OPENMP_FLAGS:--fopenmp}
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
  while (go.load(std::memory_order_acquire) != 1)
    ;
  slot = std::make_shared<Obj>(2);
  go.store(2, std::memory_order_release);
}

__attribute__((noinline)) void checkpoint(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i;
#else
  if (i == throw_at) {
    go.store(1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2)
      ;
    throw i;
  }
#endif
}

__attribute__((noinline)) static long run(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    iter = i;
    std::shared_ptr<Obj> copy = slot;
    checkpoint(i);
    acc += copy->id;
  }
  return acc;
}

int main() {
  slot = std::make_shared<Obj>(1);
  std::thread t(dropper);
  long sum = 0;
  try {
    sum = run(1000);
  } catch (long i) {
    std::printf("caught %ld\n", i);
    std::printf("count in handler %ld\n", slot.use_count());
  }
  t.join();
  std::printf("sum %ld\n", sum);
  slot.reset();
  return 0;
}
