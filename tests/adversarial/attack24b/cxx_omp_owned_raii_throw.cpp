/* Row OWNED_ACROSS_LOOP with C++ exceptions in a region body: the forking function allocates h
 * (destructor willreturn nounwind: sets `destroyed`), keeps its reference and gives a second
 * one to `extra`, which a callee drops in iteration 2; each thread's loop takes its copy with an
 * RAII holder, the callee throws in iteration 4 (caught in the body, around the loop, after the
 * holder released its copy), and the read after each release counts `destroyed`. After the
 * region the function stores through h and releases it.
 * Correct output: "seen 0", "caught 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <cstdio>
#include <stdexcept>

static int destroyed;
static long *extra;
static int caught;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
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

static __attribute__((noinline)) int run(int n) {
  long *h = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *h = 0;
  extra = static_cast<long *>(arc_retain(h));
  int seen = 0;
#pragma omp parallel num_threads(1) shared(h) reduction(+ : seen)
  {
    try {
      for (int i = 0; i < n; i++) {
        {
          Ref s(h);
          *s.p += i;
          step(i);
        }
        seen += destroyed;
      }
    } catch (const std::exception &) {
      caught++;
    }
  }
  *h = -1;
  arc_release(h);
  return seen;
}

int main() {
  int seen = run(n_iter);
  std::printf("seen %d\n", seen);
  std::printf("caught %d\n", caught);
  std::printf("destroyed %d\n", destroyed);
  return 0;
}
