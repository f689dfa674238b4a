/* Attacks (unwinding exits in OpenMP regions): inside a parallel region, each thread runs a
 * serial loop over a RAII copy of h whose use() throws on a chosen iteration; the exception is
 * caught inside the region, outside the loop (conforming: the same thread catches it in the same
 * region), and the thread then runs the loop again to the end. A second region runs an
 * `omp for schedule(dynamic, 3)` whose iterations catch their own exceptions (the copy alive
 * around the try) and continue: the chunk loop is hoisted lazily; its landing pads are inside
 * the iteration.
 * Correct output: "serial-in-region: caught 2 count 1", "dynamic: caught 10 count 1",
 * "destroyed", exit 0. */
#include <arc.h>
#include <atomic>
#include <cstdio>
#include <omp.h>

struct Ref {
  void *p;
  explicit Ref(void *h) : p(arc_retain(h)) {}
  ~Ref() { arc_release(p); }
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
};

static std::atomic<long> sink;
__attribute__((noinline)) void use(void *p, int i, int bad) {
  sink += *(long *)p;
  if (i == bad)
    throw i;
}

__attribute__((noinline)) static void serial_loop(void *h, int n, int bad) {
  for (int i = 0; i < n; i++) {
    Ref r(h);
    use(r.p, i, bad);
  }
}

static void destroy(void *) { std::printf("destroyed\n"); }

int main() {
  void *h = arc_alloc(sizeof(long), destroy);
  *(long *)h = 1;
  std::atomic<int> caught{0};
#pragma omp parallel num_threads(2)
  {
    int bad = 10 + 20 * omp_get_thread_num();
    try {
      serial_loop(h, 100, bad);
    } catch (int) {
      caught++;
    }
    serial_loop(h, 100, -1);
  }
  std::printf("serial-in-region: caught %d count %ld\n", caught.load(), arc_count(h));
  caught = 0;
#pragma omp parallel for schedule(dynamic, 3)
  for (int i = 0; i < 100; i++) {
    Ref r(h);
    try {
      use(r.p, i % 10, 0);
    } catch (int) {
      caught++;
    }
    sink += *(long *)r.p;
  }
  std::printf("dynamic: caught %d count %ld\n", caught.load(), arc_count(h));
  arc_release(h);
  return 0;
}
