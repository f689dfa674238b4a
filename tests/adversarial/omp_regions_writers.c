/* Attacks (H2 OpenMP capture: "Regions that write a captured variable"): one local handle h
 * captured by several parallel regions of one function, some of which replace it:
 * - rounds: per round a writing region (omp sections, one section replaces h and releases the
 *   old object, the other reads it; then a nowait worksharing loop that only reads) and a
 *   loading region (omp for over a copy of h); each round's object is destroyed when replaced;
 * - taskloop_writer: a writing region that replaces h inside a taskloop (the address goes into
 *   the task's shareds: refused), then a loading region;
 * - threadprivate: each thread sets its own threadprivate handle in one region, and a loading
 *   region copies it per iteration (every thread reads its own);
 * - all of this run by two pthreads at once (each activation has its own h).
 * Correct output: per thread "rounds: ..." "taskloop: ..." "threadprivate: ..." lines (sorted
 * by the main thread), "destroyed" count, exit 0, no checking-runtime report. */
#include <arc.h>
#include <omp.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static atomic_long destroyed;
static void destroy(void *p) {
  (void)p;
  atomic_fetch_add(&destroyed, 1);
}
static void *make(long v) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = v;
  return o;
}
/* Opaque to alias analysis (the asm may read and write any memory), so the loading regions'
 * copies are hoisted only by the capture rule. */
__attribute__((noinline)) long use(const void *p) {
  __asm__ volatile("" ::: "memory");
  return *(const long *)p;
}

enum { N = 2000 };

__attribute__((noinline)) long rounds(long base) {
  void *h = make(base);
  long total = 0;
  for (int r = 1; r <= 4; r++) {
    long side = 0;
#pragma omp parallel shared(h) reduction(+ : side)
    {
#pragma omp sections
      {
#pragma omp section
        {
          void *old = h;
          h = make(base + r);
          arc_release(old);
        }
#pragma omp section
        side += 1;
      }
#pragma omp for nowait
      for (int i = 0; i < 10; i++)
        side += use(h) - (base + r);
    }
    long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
    for (int i = 0; i < N; i++) {
      void *s = arc_retain(h);
      acc += use(s);
      arc_release(s);
    }
    total += acc / N + side;
  }
  arc_release(h);
  return total;
}

__attribute__((noinline)) long taskloop_writer(long base) {
  void *h = make(base);
#pragma omp parallel shared(h)
#pragma omp single
#pragma omp taskloop shared(h) num_tasks(2)
  for (int k = 0; k < 2; k++) {
    if (k == 1) {
#pragma omp critical
      {
        void *old = h;
        h = make(base + 50);
        arc_release(old);
      }
    }
  }
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (int i = 0; i < N; i++) {
    void *s = arc_retain(h);
    acc += use(s);
    arc_release(s);
  }
  arc_release(h);
  return acc / N;
}

static void *tp;
#pragma omp threadprivate(tp)

__attribute__((noinline)) long threadprivate_handles(long base) {
  long acc = 0;
#pragma omp parallel
  tp = make(base + 100 + omp_get_thread_num());
#pragma omp parallel reduction(+ : acc)
  {
    long mine = 0;
    for (int i = 0; i < N; i++) {
      void *s = arc_retain(tp);
      mine += use(s);
      arc_release(s);
    }
    acc += mine / N - omp_get_thread_num();
  }
#pragma omp parallel
  {
    arc_release(tp);
    tp = NULL;
  }
  return acc;
}

static char lines[2][200];
static void *runner(void *arg) {
  long k = (long)arg;
  long base = 1000 * (k + 1);
  snprintf(lines[k], sizeof lines[k], "thread %ld: rounds %ld taskloop %ld\n", k, rounds(base),
           taskloop_writer(base));
  return NULL;
}

int main(void) {
  pthread_t t[2];
  for (long k = 0; k < 2; k++)
    pthread_create(&t[k], NULL, runner, (void *)k);
  for (int k = 0; k < 2; k++)
    pthread_join(t[k], NULL);
  fputs(lines[0], stdout);
  fputs(lines[1], stdout);
  /* threadprivate in the initial thread only (its team's threads are libomp's). */
  printf("threadprivate: %ld (threads %d)\n", threadprivate_handles(7), omp_get_max_threads());
  printf("destroyed %ld\n", atomic_load(&destroyed));
  return 0;
}
