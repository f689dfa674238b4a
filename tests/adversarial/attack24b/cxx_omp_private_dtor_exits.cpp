/* Attacks the ownership search in a region body (rows OWNED_ACROSS_LOOP,
 * OMP_BOOKKEEPING_RETURNS): each thread has a `private` C++ object whose destructor runs at the
 * end of the body, after the worksharing loop, and ends the program when told to. The forking
 * function hands its reference of h (destructor willreturn nounwind: sets `destroyed`) to
 * `orig`, which a callee drops in the last iteration (a team of one, so the order is fixed):
 * that release is the last one and the read after it sees `destroyed`. The private object's
 * destructor then prints `seen` and exits, so the forking function never touches h again.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <cstdio>
#include <cstdlib>

static int destroyed;
static long *orig;
static int seen_out;
static volatile int n_iter = 4;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(orig);
}
static void (*volatile step)(int, int) = step_impl;

struct Reporter {
  int armed = 1;
  Reporter() {}
  Reporter(const Reporter &) {}
  ~Reporter() {
    if (armed) {
      std::printf("seen %d\n", seen_out);
      std::printf("destroyed %d\n", destroyed);
      std::fflush(stdout);
      std::exit(0);
    }
  }
};

static __attribute__((noinline)) void run(int n) {
  long *h = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *h = 0;
  orig = h;
  Reporter rep;
  rep.armed = 0;
#pragma omp parallel num_threads(1) shared(h) private(rep)
  {
    int seen = 0;
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++) {
      long *s = static_cast<long *>(arc_retain(h));
      *s += i;
      step(i, n);
      arc_release(s);
      seen += destroyed;
    }
    seen_out = seen;
  }
  *h = -1; /* never reached */
  arc_release(h);
}

int main() {
  run(n_iter);
  std::printf("not reached\n");
  return 1;
}
