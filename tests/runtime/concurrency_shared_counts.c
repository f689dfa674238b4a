// Several threads retain and release objects that any thread may touch millions of times; the
// counts must come out exact and every destructor must run exactly once, on the thread that
// dropped the last reference, after every other thread's writes (release/acquire ordering, which
// TSan checks in tsan_concurrency_shared_counts.c). The main thread allocates the objects and
// takes part in every phase as one more thread. By default the objects come from arc_alloc, so
// they are BIASED with the main thread as their owner: its retains are plain stores into the
// same word the other threads add to atomically. With --shared they are SHARED (published LOCAL
// objects). sabotage_lost_updates.c and sabotage_bias.c run this same program against runtimes
// whose SHARED add, or whose BIASED owner test, is broken, and expect lost updates.
//
// Usage: concurrency_shared_counts [threads] [iterations per thread] [--until-loss SECONDS]
//                                  [--shared]
//   threads is the number of threads started besides the main thread. --until-loss repeats only
//   phase 1 (all threads retain one object) with fresh objects until a wrong count is seen or
//   SECONDS have passed; used by the positive controls.
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t 2 2000000 | FileCheck %s
// RUN: %t 2 2000000 --shared | FileCheck %s
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check && env ARC_CHECK_LEAKS=1 %t.check 2 20000 \
// RUN:   2>&1 | FileCheck %s --check-prefixes=CHECK,NOLEAK --implicit-check-not=arc-check:
//
// CHECK: phase 1 (retain): count exact
// CHECK: phase 2 (retain+release pairs): count exact
// CHECK: phase 3 (release): count exact
// CHECK: phase 4 (published LOCAL object): count exact
// CHECK: phase 5 (racing last releases): {{[0-9]+}} objects, each destroyed exactly once
// CHECK: all phases passed
// NOLEAK: arc-check: no leaks

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 16
#define RACE_OBJECTS 20000

static int nthreads = 4;     // threads started; the main thread is one more participant
static int participants = 5; // nthreads + 1
static int shared_mode;      // --shared: SHARED objects instead of BIASED ones
static long iterations = 1000000;
static pthread_barrier_t barrier;

// Phases 1-4 work on one object; phase 5 on an array of objects.
static void *shared_obj;
static atomic_int shared_destroyed;
static void count_destroy(void *payload) {
  (void)payload;
  atomic_fetch_add(&shared_destroyed, 1);
}

struct racer {
  int seen[MAX_THREADS + 1]; // written by each participant (plain) before its release
};
static struct racer *racers[RACE_OBJECTS];
static atomic_int race_destroyed, race_bad;
static void racer_destroy(void *payload) {
  struct racer *r = payload;
  for (int t = 0; t < participants; ++t) // needs every release to happen-before us
    if (r->seen[t] != t + 1)
      atomic_fetch_add(&race_bad, 1);
  atomic_fetch_add(&race_destroyed, 1);
}

enum phase { RETAIN, PAIRS, RELEASE, RACE };
struct job {
  int tid;
  enum phase phase;
};

static void *worker(void *arg) {
  struct job *job = arg;
  pthread_barrier_wait(&barrier); // start together, so that the threads really contend
  switch (job->phase) {
  case RETAIN:
    for (long i = 0; i < iterations; ++i)
      arc_retain(shared_obj);
    break;
  case PAIRS:
    for (long i = 0; i < iterations; ++i)
      arc_release(arc_retain(shared_obj));
    break;
  case RELEASE:
    for (long i = 0; i < iterations; ++i)
      arc_release(shared_obj);
    break;
  case RACE:
    for (int i = 0; i < RACE_OBJECTS; ++i) {
      racers[i]->seen[job->tid] = job->tid + 1;
      arc_release(racers[i]);
    }
    break;
  }
  return NULL;
}

// Every participant runs the phase: nthreads new threads and the main thread (the last one).
static void run(enum phase phase) {
  pthread_t th[MAX_THREADS];
  struct job jobs[MAX_THREADS + 1];
  for (int t = 0; t < participants; ++t) {
    jobs[t].tid = t;
    jobs[t].phase = phase;
    if (t < nthreads && pthread_create(&th[t], NULL, worker, &jobs[t]) != 0) {
      perror("pthread_create");
      exit(2);
    }
  }
  worker(&jobs[nthreads]);
  for (int t = 0; t < nthreads; ++t)
    pthread_join(th[t], NULL);
}

// The objects of phases 1-3 and 5: BIASED (owned by the main thread), or SHARED with --shared.
static void *new_object(size_t size, void (*destroy)(void *)) {
  return shared_mode ? arc_publish(arc_alloc_local(size, destroy)) : arc_alloc(size, destroy);
}

static int expect_count(const char *phase, long expected) {
  long got = arc_count(shared_obj);
  if (got == expected && atomic_load(&shared_destroyed) == 0) {
    printf("%s: count exact (%ld)\n", phase, got);
    return 1;
  }
  printf("%s: lost updates: expected count %ld, got %ld (%ld lost), destroyed %d times\n", phase,
         expected, got, expected - got, atomic_load(&shared_destroyed));
  return 0;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

// The positive control: only phase 1, repeated with fresh objects until a wrong count shows up.
static int until_loss(double seconds) {
  double deadline = now() + seconds;
  for (int round = 1;; ++round) {
    shared_obj = new_object(8, count_destroy);
    run(RETAIN);
    long expected = 1 + (long)participants * iterations;
    long got = arc_count(shared_obj);
    if (got != expected) {
      printf("round %d: lost updates: expected count %ld, got %ld\n", round, expected, got);
      return 1; // the object is left as it is: its count is wrong
    }
    for (long i = 1; i < expected; ++i)
      arc_release(shared_obj);
    arc_release(shared_obj);
    if (now() > deadline) {
      printf("no lost updates in %d rounds\n", round);
      return 0;
    }
  }
}

int main(int argc, char **argv) {
  double loss_seconds = 0;
  if (argc > 1)
    nthreads = atoi(argv[1]);
  if (argc > 2)
    iterations = atol(argv[2]);
  for (int i = 3; i < argc; ++i) {
    if (strcmp(argv[i], "--until-loss") == 0 && i + 1 < argc)
      loss_seconds = atof(argv[++i]);
    else if (strcmp(argv[i], "--shared") == 0)
      shared_mode = 1;
    else
      nthreads = 0; // an unknown argument: the usage message below
  }
  participants = nthreads + 1;
  if (nthreads < 1 || nthreads > MAX_THREADS || iterations < 1) {
    fprintf(stderr, "usage: %s [threads<=%d] [iterations] [--until-loss SECONDS] [--shared]\n",
            argv[0], MAX_THREADS);
    return 2;
  }
  pthread_barrier_init(&barrier, NULL, (unsigned)participants);
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (loss_seconds > 0)
    return until_loss(loss_seconds);

  long base = 1, n = (long)participants * iterations;
  shared_obj = new_object(8, count_destroy);
  int ok = expect_count("phase 1 (retain)", (run(RETAIN), base + n)) &&
           expect_count("phase 2 (retain+release pairs)", (run(PAIRS), base + n)) &&
           expect_count("phase 3 (release)", (run(RELEASE), base));
  if (!ok)
    return 1; // a wrong count: releasing further could free a live object
  arc_release(shared_obj);
  if (atomic_load(&shared_destroyed) != 1) {
    printf("FAIL: destroyed %d times\n", atomic_load(&shared_destroyed));
    return 1;
  }

  // A LOCAL object made SHARED by its owner before the threads see it.
  atomic_store(&shared_destroyed, 0);
  shared_obj = arc_alloc_local(8, count_destroy);
  arc_retain_local(shared_obj);
  arc_publish(shared_obj);
  run(PAIRS);
  if (!expect_count("phase 4 (published LOCAL object)", 2))
    return 1;
  arc_release(shared_obj);
  arc_release(shared_obj);
  if (atomic_load(&shared_destroyed) != 1) {
    printf("FAIL: published object destroyed %d times\n", atomic_load(&shared_destroyed));
    return 1;
  }

  // Every participant holds one reference to each object and releases them in the same order,
  // so they race for each last release. In BIASED objects those references were all made by
  // the owner's plain retains, and all but one are released by other threads. Each destructor must
  // run once and see all writes.
  for (int i = 0; i < RACE_OBJECTS; ++i) {
    racers[i] = new_object(sizeof(struct racer), racer_destroy);
    for (int t = 1; t < participants; ++t)
      arc_retain(racers[i]);
  }
  run(RACE);
  if (atomic_load(&race_destroyed) != RACE_OBJECTS || atomic_load(&race_bad) != 0) {
    printf("FAIL: phase 5: %d of %d objects destroyed, %d saw missing writes\n",
           atomic_load(&race_destroyed), RACE_OBJECTS, atomic_load(&race_bad));
    return 1;
  }
  printf("phase 5 (racing last releases): %d objects, each destroyed exactly once\n", RACE_OBJECTS);
  printf("all phases passed\n");
  return 0;
}
