/* harness.h - what the end-to-end programs (tests/e2e, tests/local_e2e) share around the loops
 * they test: the work functions their loops call, and worker threads started and joined.
 *
 * Only the harness lives here. The loops under test stay in each program: the pass must see them
 * as written, and the programs' remark checks name their lines. */
#ifndef ARC_TEST_HARNESS_H
#define ARC_TEST_HARNESS_H

#include <pthread.h>
#include <stdlib.h>

/* Reads the object's payload (a long). Defined in use.c, which every program links (%rc_support)
 * and compiles separately, so that it is opaque to the optimiser: for all the pass knows it may
 * keep the pointer, write any memory it can reach, or synchronise with other threads. */
long use(const void *payload);

/* Reads the payload too, but in the program's own file (noinline): LLVM infers that it keeps
 * nothing (nocapture) and does not synchronise (nosync), which the thread-local rewrite needs. */
__attribute__((noinline, unused)) static long peek(const long *payload) { return *payload; }

/* Worker threads. start_threads() runs work(job) on a new thread for each of its n jobs (job t
 * at (char *)jobs + t * job_size; with job_size 0 every thread gets `jobs` itself) and returns
 * at once; join_threads() waits for all of them and returns the sum of what their work returned
 * (a long, cast to void *); run_threads() is the two in one. A thread that cannot be started
 * ends the program with status 1. */
enum { MAX_THREADS = 8 };

struct threads {
  pthread_t id[MAX_THREADS];
  int n;
};

static inline void start_threads(struct threads *threads, int n, void *(*work)(void *), void *jobs,
                                 size_t job_size) {
  if (n > MAX_THREADS)
    exit(1);
  for (threads->n = 0; threads->n < n; threads->n++)
    if (pthread_create(&threads->id[threads->n], NULL, work,
                       job_size ? (char *)jobs + (size_t)threads->n * job_size : jobs) != 0)
      exit(1);
}

static inline long join_threads(struct threads *threads) {
  long sum = 0;
  for (int t = 0; t < threads->n; t++) {
    void *result;
    pthread_join(threads->id[t], &result);
    sum += (long)result;
  }
  return sum;
}

static inline long run_threads(int n, void *(*work)(void *), void *jobs, size_t job_size) {
  struct threads threads;
  start_threads(&threads, n, work, jobs, job_size);
  return join_threads(&threads);
}

#endif /* ARC_TEST_HARNESS_H */
