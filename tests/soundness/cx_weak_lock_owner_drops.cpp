/* Attacks: class x (libc++ std::shared_ptr): weak_ptr::lock() in the loop while another thread
 * drops the only owner. lock() is out of line (libc++.so's __shared_weak_count::lock(), which
 * increments the count or returns an empty pointer; libstdc++'s is inlined, a compare-and-swap
 * loop); the shared_ptr it returns is dropped with the inlined decrement. Each iteration also
 * copies a second, immortal handle (a plain pair of the kind the pass would hoist). In iteration
 * 300 step() hands over to a std::thread that resets the owner: the loop's locked copy is then
 * the last owner, ~Obj runs at the end of iteration 300, and every later lock() is empty. A count
 * taken by lock() must not be paired with a decrement the pass moves, nor may the owner's drop be
 * hidden.
 * Correct output: "destroy 1 in iteration 300", "locked 301 empty 699 other 2000",
 * "destroy 2 in iteration 999", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H2\)
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

static std::shared_ptr<Obj> owner, other;
static std::atomic<int> go{0};

static void dropper() {
  while (go.load(std::memory_order_acquire) != 1)
    ;
  owner.reset();
  go.store(2, std::memory_order_release);
}

__attribute__((noinline)) void step(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i;
#else
  if (i == 300) {
    go.store(1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2)
      ;
  }
#endif
}

__attribute__((noinline)) static void run(const std::weak_ptr<Obj> &w, long n) {
  long locked = 0, empty = 0, acc = 0;
  for (long i = 0; i < n; i++) {
    iter = i;
    std::shared_ptr<Obj> o = other;
    acc += o->id;
    if (std::shared_ptr<Obj> p = w.lock()) {
      locked += p->id;
      step(i);
    } else {
      empty++;
    }
  }
  std::printf("locked %ld empty %ld other %ld\n", locked, empty, acc);
}

int main() {
  owner = std::make_shared<Obj>(1);
  other = std::make_shared<Obj>(2);
  std::weak_ptr<Obj> w = owner;
  std::thread t(dropper);
  run(w, 1000);
  t.join();
  other.reset();
  return 0;
}
