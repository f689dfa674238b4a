/* Attacks: class 1, memory assumed private although its address escapes (a C++ named return
 * value: the sret object, which LLVM marks noalias). make_holder() builds its result in place
 * (NRVO), publishes the address of the result's handle field to a std::thread writer, and runs
 * a loop that reloads that field; in iteration 400 (inside its pair) it hands over through
 * rendezvous(), a noinline function touching only its argument (release store, acquire spin). The
 * writer swaps a new object into the field and drops the old one. The loop must use the new object
 * from then on. Hoisted with the reload (H2 taking the sret object as private), the loop keeps the
 * old object alive until its end and sums the old payload.
 * CONTROL: without the publication (-DCONTROL) the loop is hoisted.
 * Correct output: "destroyed 2" (during the loop), "sum 4995", "destroyed 7", exit 0
 * (401 x 2 + 599 x 7). */
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <atomic>
#include <cstdio>
#include <thread>

static std::atomic<int> phase{0};
static void **published;

static void destroy(void *p) { std::printf("destroyed %ld\n", *static_cast<long *>(p)); }

struct Holder {
  void *h;
  long sum;
  Holder() : h(nullptr), sum(0) {}
  Holder(const Holder &) = delete;
  Holder(Holder &&o) noexcept : h(o.h), sum(o.sum) { o.h = nullptr; }
  ~Holder() { arc_release(h); }
};

__attribute__((noinline)) void rendezvous(std::atomic<int> *ph) {
  ph->store(1, std::memory_order_release);
  while (ph->load(std::memory_order_acquire) != 2)
    ;
}

__attribute__((unused)) static void writer() { // unused in the CONTROL build
  while (phase.load(std::memory_order_acquire) != 1)
    ;
  long *n = static_cast<long *>(arc_alloc(sizeof *n, destroy));
  *n = 7;
  void *old = *published;
  *published = n;
  arc_release(old);
  phase.store(2, std::memory_order_release);
}

__attribute__((noinline)) static Holder make_holder(void *first, long n) {
  Holder r; /* constructed in the caller's memory (sret) */
  r.h = arc_retain(first);
#ifndef CONTROL
  published = &r.h;
#endif
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *s = static_cast<long *>(arc_retain(r.h));
#ifndef CONTROL
    if (i == 400) /* inside the pair: the iteration holds the old object */
      rendezvous(&phase);
#endif
    acc += *s;
    arc_release(s);
  }
  r.sum = acc;
  return r;
}

int main() {
  long *a = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *a = 2;
#ifndef CONTROL
  std::thread t(writer);
#endif
  {
    Holder h = make_holder(a, 1000);
    arc_release(a);
#ifndef CONTROL
    t.join();
#endif
    std::printf("sum %ld\n", h.sum);
  }
  return 0;
}
