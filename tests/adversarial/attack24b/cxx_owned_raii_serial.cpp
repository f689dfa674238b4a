/* Row OWNED_ACROSS_LOOP with C++ unwinding exits: an RAII owner holds h (destructor willreturn
 * nounwind) for the whole function, the loop takes a copy per iteration with an RAII holder, a
 * callee drops an extra reference in iteration 2 and may throw (it does in iteration 4, caught
 * by the caller); the read after each release counts `destroyed`. Every exit, the unwinding one
 * included, reaches the owner's release.
 * Correct output: "seen 0", "caught", "destroyed 1", exit 0. */
#include <arc.h>
#include <cstdio>
#include <stdexcept>

static int destroyed;
static long *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static int seen;
static void step_impl(int i) {
  if (i == 2) {
    long *e = extra;
    extra = nullptr;
    arc_release(e);
  }
  if (i == 4)
    throw std::runtime_error("stop");
}
static void (*volatile step)(int) = step_impl;

struct Ref {
  long *p;
  explicit Ref(long *h) : p(static_cast<long *>(arc_retain(h))) {}
  ~Ref() { arc_release(p); }
};
struct Owner {
  long *p;
  Owner() : p(static_cast<long *>(arc_alloc(sizeof(long), destroy))) { *p = 0; }
  ~Owner() {
    *p = -1;
    arc_release(p);
  }
};

static __attribute__((noinline)) void run(int n) {
  Owner own;
  extra = static_cast<long *>(arc_retain(own.p));
  for (int i = 0; i < n; i++) {
    {
      Ref s(own.p);
      *s.p += i;
      step(i);
    }
    seen += destroyed;
  }
}

int main() {
  try {
    run(n_iter);
  } catch (const std::exception &) {
    std::printf("seen %d\n", seen);
    std::printf("caught\n");
  }
  std::printf("destroyed %d\n", destroyed);
  return 0;
}
