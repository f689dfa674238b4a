/* Attacks H1/H3/H8 for unwinding exits: a RAII copy per iteration; after the copy's scope
 * ends, a call may throw (in the last iteration, after an opaque call inside the copy's scope
 * dropped the owner, so the copy's release destroyed the object). The catch outside the loop
 * reads the destructor's flag. Correct output: "destroyed", "caught, destroyed 1", exit 0. */
#include <arc.h>
#include <cstdio>

static int destroyed;
static long *owner;
static volatile int n_iter = 5;
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
static void step_impl(int i, int n) {
  if (i == n - 1) {
    arc_release(owner);
    owner = nullptr;
  }
}
static void (*volatile step)(int, int) = step_impl;
static void check_impl(int i, int n) {
  if (i == n - 1)
    throw i;
}
static void (*volatile check)(int, int) = check_impl;

static __attribute__((noinline)) long run(long *h, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    {
      Ref r(h);
      acc += *r.p;
      step(i, n);
    }
    check(i, n);
  }
  return acc;
}

int main() {
  owner = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *owner = 1;
  try {
    std::printf("no throw %ld\n", run(owner, n_iter));
  } catch (int) {
    std::printf("caught, destroyed %d\n", destroyed);
  }
  return 0;
}
