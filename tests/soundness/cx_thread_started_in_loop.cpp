/* Attacks: class x (libc++ std::shared_ptr): the process's first thread starts inside the loop.
 * Before iteration 100 the program has one thread (no OpenMP region has run, no std::thread
 * exists), so a count that only this thread touches could be changed with plain instructions; at
 * iteration 100 the loop starts a std::thread that copies and drops the same shared_ptr 200000
 * times while the loop goes on copying it, and the loop joins it at iteration 900. Every copy's
 * increment and decrement must stay atomic from the start of the loop (a non-atomic count loses
 * updates under the race: the final count and the destructor's run change), and a pair hoisted
 * across the thread's start must still balance.
 * Correct output: "thread 400000", "sum 2000", "count 1", "destroy 2", exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
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

static void copier() {
  long s = 0;
  for (long k = 0; k < 200000; k++) {
    std::shared_ptr<Obj> c = slot; /* a read of slot: no race with the loop's copies */
    s += c->v;
  }
  worker_sum = s;
}

__attribute__((noinline)) void step(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i, (void)copier;
#else
  if (i == 100)
    worker = std::thread(copier);
  else if (i == 900)
    worker.join();
#endif
}

__attribute__((noinline)) static long run(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<Obj> copy = slot;
    step(i);
    acc += copy->v;
    std::shared_ptr<Obj> second = slot; /* a second pair after the thread's start */
    for (int k = 0; k < 50; k++) {
      std::shared_ptr<Obj> inner = second; /* an inner loop of copies while the thread runs */
      acc += inner->v - 2;
    }
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
