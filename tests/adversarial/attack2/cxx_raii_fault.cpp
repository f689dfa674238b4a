/* Attacks H5 in C++ (RAII handle, a use() that may throw, so the pair's loop has a landing
 * pad): a faulting read before the copy is taken, as fault_before_retain.c. Correct output:
 * "destroyed", "left the loop at 4, destroyed 1", exit 0. */
#include "fault_common.h"
#include <arc.h>
#include <cstdio>

static int destroyed;
static long *owner;
static volatile int where = -1, n_iter = 10;

static void destroy(void *) {
  destroyed = 1;
  std::printf("destroyed\n");
}

struct Ref {
  long *p;
  explicit Ref(long *h) : p(static_cast<long *>(arc_retain(h))) {}
  ~Ref() { arc_release(p); }
  Ref(const Ref &) = delete;
};

static void use_impl(long *p, int i) {
  where = i;
  if (*p < 0)
    throw 1;
  if (i == 3) {
    arc_release(owner);
    owner = nullptr;
  }
}
static void (*volatile use)(long *, int) = use_impl;

static __attribute__((noinline)) long run(long *h, const long *probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    acc += probe[i * stride];
    Ref r(h);
    use(r.p, i);
    acc += *r.p;
  }
  return acc;
}

int main() {
  long stride = fault_setup(4);
  owner = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *owner = 7;
  if (sigsetjmp(env, 1) == 0) {
    try {
      std::printf("loop ended normally %ld\n", run(owner, (const long *)region, stride, n_iter));
    } catch (...) {
      std::printf("caught\n");
    }
  } else {
    std::printf("left the loop at %d, destroyed %d\n", where + 1, destroyed);
  }
  return 0;
}
