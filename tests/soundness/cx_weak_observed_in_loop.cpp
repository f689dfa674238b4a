/* Attacks: class x (std::shared_ptr): a weak_ptr observed in the loop while the loop copies the
 * strong owner. Each iteration reads the weak_ptr's use_count() and expired() before taking its
 * copy of the owner (the copy of the previous iteration is gone), use_count() and lock() while the
 * copy is alive, and use_count() and expired() again after the copy's drop. The weak_ptr reads the
 * same count through its own pointer to the control block (libstdc++: a relaxed load, and lock()
 * an inlined compare-and-swap loop; libc++: the same load, lock() out of line), so a copy hoisted
 * out of the loop would show one owner more before and after it. In iteration 400 step() hands
 * over to a std::thread that drops the two other owners (owner and keep): the loop's copy is the
 * last owner, ~Obj runs at the end of iteration 400 (through the slow path: the weak_ptr keeps
 * the weak count above 1), and from then on the copies are empty and the weak_ptr expired.
 * Correct output: "destroy 1 in iteration 400", then "before 802 during 1203 locked 401 after 800
 * expired-before 599 expired-after 600 sum 401" (before: 2 owners in iterations 0-400; during: 3;
 * after: 2 in iterations 0-399, 0 in 400 once the copy went), "expired 1", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H[24]\)
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

static std::shared_ptr<Obj> owner, keep;
static std::atomic<int> go{0};

static void dropper() {
  while (go.load(std::memory_order_acquire) != 1)
    ;
  owner.reset();
  keep.reset();
  go.store(2, std::memory_order_release);
}

__attribute__((noinline)) void step(long i) {
  if (i == 400) {
    go.store(1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2)
      ;
  }
}

__attribute__((noinline)) static void run(const std::weak_ptr<Obj> &w, long n) {
  long before = 0, during = 0, locked = 0, after = 0, exp_before = 0, exp_after = 0, sum = 0;
  for (long i = 0; i < n; i++) {
    iter = i;
    before += w.use_count();
    exp_before += w.expired();
    {
      std::shared_ptr<Obj> copy = owner;
      during += w.use_count();
      if (std::shared_ptr<Obj> p = w.lock())
        locked += p->id;
      step(i);
      sum += copy ? copy->id : 0;
    }
    after += w.use_count();
    exp_after += w.expired();
  }
  std::printf("before %ld during %ld locked %ld after %ld expired-before %ld expired-after %ld "
              "sum %ld\n",
              before, during, locked, after, exp_before, exp_after, sum);
}

int main() {
  owner = std::make_shared<Obj>(1);
  keep = owner;
  std::weak_ptr<Obj> w = owner;
  std::thread t(dropper);
  run(w, 1000);
  t.join();
  std::printf("expired %d\n", (int)w.expired());
  return 0;
}
