/* Attacks H1/H3 and the exit releases with `omp cancel for` (OMP_CANCELLATION=true, set before
 * libomp starts) in a C++ region: each iteration takes its copy of the forking function's h with
 * an RAII holder; in iteration 5 the thread running it requests cancellation inside the holder's
 * scope, so clang leaves the loop through a cleanup that releases the holder's copy; the other
 * thread sees the cancellation at its next cancellation point (inside the scope too). No read in
 * the loop depends on the schedule; the checking runtime and ASan check the counts: every copy
 * released once, the object destroyed once, after the region.
 * Correct output: "destroyed after region 1", exit 0. */
#include <arc.h>
#include <cstdio>
#include <cstdlib>

static int destroyed;
static volatile int n_iter = 64;
static void destroy(void *p) {
  (void)p;
  destroyed++;
}
__attribute__((constructor)) static void cancellation_on() {
  setenv("OMP_CANCELLATION", "true", 1);
}

struct Ref {
  long *p;
  explicit Ref(long *h) : p(static_cast<long *>(arc_retain(h))) {}
  ~Ref() { arc_release(p); }
};

static __attribute__((noinline)) void run(int n) {
  long *h = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *h = 0;
#pragma omp parallel num_threads(2) shared(h)
  {
#pragma omp for schedule(static, 1)
    for (int i = 0; i < n; i++) {
      Ref s(h);
      __atomic_fetch_add(s.p, 1, __ATOMIC_RELAXED);
      if (i == 5) {
#pragma omp cancel for
      }
#pragma omp cancellation point for
    }
  }
  int before = destroyed;
  arc_release(h);
  std::printf("destroyed after region %d\n", destroyed - before);
}

int main() {
  run(n_iter);
  return 0;
}
