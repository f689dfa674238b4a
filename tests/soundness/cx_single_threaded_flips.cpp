/* Attacks: class x (std::shared_ptr; aimed at libstdc++): the process's first thread starts in
 * the middle of the loop, in the loop's own body. libstdc++ picks, at every count change, a
 * plain add while __libc_single_threaded says the process has one thread and a volatile acq_rel
 * atomic add once a thread has started (glibc clears the flag in pthread_create, for good); libc++
 * is atomic throughout. Before iteration 10 the process has one thread: the outer copy of slot is
 * taken with a plain increment. In iteration 10 the loop itself starts a std::thread (inline:
 * only std::thread's start is out of line), which copies slot and copies the copy 100000 times
 * each while the loop copies its own copy 20 times an iteration; the outer copy of iteration 10,
 * taken plainly, is dropped atomically. The loop joins the thread in iteration 900. Every count
 * change after the start must be atomic (a flag read once before the loop, or before the start,
 * loses updates under the race: the count at the end and the destructor's run change), and a pair
 * hoisted across the start must still balance.
 * Correct output: "thread 400000", "sum 42000", "count 1", "destroy 2", exit 0 (the loop reads
 * 2 twenty-one times an iteration for 1000 iterations; the thread 2 twice for 100000 copies). */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <memory>
#include <thread>

struct Obj {
  long v;
  explicit Obj(long x) : v(x) {}
  ~Obj() { std::printf("destroy %ld\n", v); }
};

static std::shared_ptr<Obj> slot;
static std::thread worker;
static long worker_sum;
static volatile long start_at = 10, join_at = 900; /* read in the loop: no peeling */

static void copier() {
  long s = 0;
  for (long k = 0; k < 100000; k++) {
    std::shared_ptr<Obj> c = slot; /* a read of slot: no race with the loop's copies */
    std::shared_ptr<Obj> d = c;
    s += c->v + d->v;
  }
  worker_sum = s;
}

__attribute__((noinline)) static long run(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<Obj> copy = slot; /* plain before iteration 10 under libstdc++ */
    if (i == start_at)
      worker = std::thread(copier); /* the process's first thread */
    for (int k = 0; k < 20; k++) {
      std::shared_ptr<Obj> inner = copy; /* while the thread copies the same object */
      acc += inner->v;
    }
    if (i == join_at)
      worker.join();
    acc += copy->v;
  }
  return acc;
}

int main() {
  slot = std::make_shared<Obj>(2);
  long sum = run(1000);
  std::printf("thread %ld\n", worker_sum);
  std::printf("sum %ld\n", sum);
  std::printf("count %ld\n", slot.use_count());
  slot.reset();
  return 0;
}
