/* Attacks: class 2 in C++: an acquire on the failure path of std::atomic::compare_exchange_weak.
 * A Worker object holds a handle member that a std::thread writer replaces. Worker::run() loops in
 * rounds; in each it first announces the round (a release store, outside the inner loop), and the
 * inner loop's first iteration waits with
 *   while (turn.compare_exchange_weak(expected = r, r, relaxed, acquire)) {}
 * which succeeds (relaxed) while the writer has not finished the round and fails with acquire
 * order once it has stored r + 1 (release). The writer replaces this->h (and drops the old object)
 * before that store, so every reload of h after the wait must see the new object.
 * If the pass took the compare-exchange for relaxed, it would hoist the reload of h and its pair
 * out of the inner loop: the copy would read h before the wait and sum the old payload.
 * CONTROL: -DCONTROL makes the failure ordering relaxed (racy, never run): hoisted.
 * Correct output: "destroyed 20", "destroyed 21", "sum 4300" (100 x 21 + 100 x
 * 22), "destroyed 22", exit 0. */
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <atomic>
#include <cstdio>
#include <thread>

#ifdef CONTROL
constexpr std::memory_order kFailure = std::memory_order_relaxed;
#else
constexpr std::memory_order kFailure = std::memory_order_acquire;
#endif

static void destroy(void *p) { std::printf("destroyed %ld\n", *static_cast<long *>(p)); }

struct Worker {
  long *h; /* written by the writer between `go` and `turn` */
  std::atomic<int> go{0}, turn{0};

  __attribute__((noinline)) long run(long n) {
    long acc = 0;
    for (int r = 0; r < 2; r++) {
      go.store(r + 1, std::memory_order_release);
      for (long i = 0; i < n; i++) {
        if (i == 0) {
          int expected = r;
          while (turn.compare_exchange_weak(expected, r, std::memory_order_relaxed, kFailure))
            expected = r;
        }
        long *s = static_cast<long *>(arc_retain(h));
        acc += *s;
        arc_release(s);
      }
    }
    return acc;
  }

  void write() {
    for (int r = 0; r < 2; r++) {
      while (go.load(std::memory_order_acquire) != r + 1)
        ;
      long *n = static_cast<long *>(arc_alloc(sizeof(long), destroy));
      *n = 21 + r;
      long *old = h;
      h = n;
      arc_release(old);
      turn.store(r + 1, std::memory_order_release);
    }
  }
};

int main() {
  Worker w;
  w.h = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *w.h = 20;
  std::thread t([&w] { w.write(); });
  long sum = w.run(100);
  t.join();
  std::printf("sum %ld\n", sum);
  arc_release(w.h);
  return 0;
}
