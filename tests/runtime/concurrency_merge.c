// The owner-biased merge protocol under concurrency: objects crossing threads in every order,
// owners that exit before the objects they allocated, published LOCAL objects, owner tags reused
// by later threads. Every object carries a serial number and a canary; its destructor checks the
// canary, records the destruction in a per-object flag and counts a second destruction as an
// error. Every scenario ends with each object destroyed exactly once, every destructor seeing the
// writes of every thread that released it before (TSan checks that in
// tsan_concurrency_merge.c), and, in the checking build, the side table agreeing with the header
// after every operation. sabotage_merge.c runs this program against a runtime whose releases by
// other threads never queue a merge, and expects it to report objects that were never destroyed.
//
// Scenarios: 1 hand-off, 2 owner exits first, 3 random walk, 4 publish, 5 tag reuse, 6
// destructors (allocating, releasing the exiting owner's objects) run by an owner's exit.
//
// Usage: concurrency_merge [threads] [scale]   (scale multiplies every scenario's size)
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t 4 4 | FileCheck %s
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check && env ARC_CHECK_LEAKS=1 %t.check 3 1 \
// RUN:   2>&1 | FileCheck %s --check-prefixes=CHECK,NOLEAK --implicit-check-not=arc-check:
//
// CHECK: handoff: {{[0-9]+}} objects, each destroyed once
// CHECK: owner exits first: {{[0-9]+}} objects, each destroyed once
// CHECK: random walk: {{[0-9]+}} objects, each destroyed once
// CHECK: publish: {{[0-9]+}} objects, each destroyed once
// CHECK: tag reuse: {{[0-9]+}} threads
// CHECK-NEXT: tag reuse: {{[0-9]+}} objects, each destroyed once
// CHECK: destructors during the owner's exit: {{[0-9]+}} objects, each destroyed once
// CHECK: all merge scenarios passed
// NOLEAK: arc-check: no leaks

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_THREADS 16
#define CANARY 0x5eed5eed5eed5eedULL

struct obj {
  uint64_t canary;
  long serial;
  int seen[MAX_THREADS]; // plain writes by each thread before it releases
};

static int nthreads = 4, scale = 1;
static long nobjects;                 // objects of the running scenario
static atomic_int *destroyed_flags;   // per serial: times destroyed
static atomic_long destroyed, errors; // totals of the running scenario
static pthread_barrier_t barrier;

static void obj_destroy(void *payload) {
  struct obj *o = payload;
  if (o->canary != CANARY || o->serial < 0 || o->serial >= nobjects) {
    atomic_fetch_add(&errors, 1);
    return;
  }
  if (atomic_fetch_add(&destroyed_flags[o->serial], 1) != 0)
    atomic_fetch_add(&errors, 1); // destroyed twice
  o->canary = 0;
  atomic_fetch_add(&destroyed, 1);
}

static struct obj *new_obj(long serial) {
  struct obj *o = arc_alloc(sizeof *o, obj_destroy);
  if (!o) {
    perror("arc_alloc");
    exit(2);
  }
  o->canary = CANARY;
  o->serial = serial;
  for (int t = 0; t < MAX_THREADS; ++t)
    o->seen[t] = 0;
  return o;
}

static void begin(long n) {
  nobjects = n;
  free(destroyed_flags);
  destroyed_flags = calloc((size_t)n, sizeof *destroyed_flags);
  atomic_store(&destroyed, 0);
  atomic_store(&errors, 0);
}

// The calling thread's next allocation merges what other threads queued for it.
static void drain_own_queue(void) { arc_release(arc_alloc(0, NULL)); }

static int finish(const char *name) {
  long d = atomic_load(&destroyed), e = atomic_load(&errors);
  long never = 0, twice = 0;
  for (long i = 0; i < nobjects; ++i) {
    int f = atomic_load(&destroyed_flags[i]);
    never += f == 0;
    twice += f > 1;
  }
  if (d == nobjects && e == 0 && never == 0 && twice == 0) {
    printf("%s: %ld objects, each destroyed once\n", name, nobjects);
    return 1;
  }
  printf("FAIL %s: %ld of %ld objects destroyed, %ld never, %ld twice, %ld errors\n", name, d,
         nobjects, never, twice, e);
  return 0;
}

static void spawn(void *(*fn)(void *), int n) {
  pthread_t th[MAX_THREADS];
  static long ids[MAX_THREADS];
  for (int t = 0; t < n; ++t) {
    ids[t] = t;
    if (pthread_create(&th[t], NULL, fn, &ids[t]) != 0) {
      perror("pthread_create");
      exit(2);
    }
  }
  for (int t = 0; t < n; ++t)
    pthread_join(th[t], NULL);
}

// ---- 1. handoff: the owner keeps one reference per worker in its biased count; the workers
// retain and release (shared count), then each drops the reference it was given (below zero:
// merge requests), while the owner drops its own at the same time (its biased count never
// reaches zero: the merge happens at its next allocation).
static struct obj **objs;

static void *handoff_worker(void *arg) {
  int me = (int)*(long *)arg;
  pthread_barrier_wait(&barrier);
  for (long i = 0; i < nobjects; ++i) {
    struct obj *o = objs[(i + me * 7) % nobjects];
    arc_release(arc_retain(o));
  }
  for (long i = 0; i < nobjects; ++i) {
    struct obj *o = objs[(i * 7919 + me) % nobjects];
    o->seen[me] = 1;
    arc_release(o);
  }
  return NULL;
}

static int scenario_handoff(void) {
  long n = 2000L * scale;
  begin(n);
  objs = malloc((size_t)n * sizeof *objs);
  for (long i = 0; i < n; ++i) {
    objs[i] = new_obj(i);
    for (int t = 0; t < nthreads; ++t)
      arc_retain(objs[i]); // one for each worker
  }
  pthread_barrier_init(&barrier, NULL, (unsigned)nthreads);
  spawn(handoff_worker, nthreads);
  pthread_barrier_destroy(&barrier);
  for (long i = 0; i < n; ++i)
    arc_release(objs[i]); // the owner's own reference
  drain_own_queue();
  free(objs);
  return finish("handoff");
}

// ---- 2. owner exits first: a thread allocates, gives references away and exits; the other
// threads then drop them, and whoever queues a merge finds the owner gone and merges itself.
// No allocation drains anything here: the objects must die during the releases.
static void *exiting_owner(void *arg) {
  (void)arg;
  for (long i = 0; i < nobjects; ++i) {
    objs[i] = new_obj(i);
    for (int t = 1; t < nthreads; ++t)
      arc_retain(objs[i]); // nthreads references in the biased count
  }
  return NULL; // exits owning all of them
}

static void *late_releaser(void *arg) {
  int me = (int)*(long *)arg;
  pthread_barrier_wait(&barrier);
  for (long i = 0; i < nobjects; ++i) {
    struct obj *o = objs[(i * 7919 + me * 11) % nobjects]; // 7919 is prime: a permutation
    arc_release(arc_retain(o));
    o->seen[me] = 1;
    arc_release(o);
  }
  return NULL;
}

static int scenario_owner_exits(void) {
  long n = 2000L * scale;
  begin(n);
  objs = malloc((size_t)n * sizeof *objs);
  spawn(exiting_owner, 1);
  pthread_barrier_init(&barrier, NULL, (unsigned)nthreads);
  spawn(late_releaser, nthreads);
  pthread_barrier_destroy(&barrier);
  free(objs);
  return finish("owner exits first");
}

// ---- 3. random walk: every thread allocates objects and puts references into shared slots;
// every thread takes references out of random slots and, at random, releases them, moves them
// to another slot, or retains and puts the copy into another slot. Objects cross threads in any
// order, retains and releases of one object come from any thread, and owners exit while others
// still hold their objects (main releases what is left at the end).
#define SLOTS 256
static _Atomic(struct obj *) slots[SLOTS];
static atomic_long next_serial;

static uint64_t rng_next(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

static void put(struct obj *o, uint64_t *rng) {
  for (int tries = 0; tries < 4; ++tries) {
    struct obj *expected = NULL;
    if (atomic_compare_exchange_strong(&slots[rng_next(rng) % SLOTS], &expected, o))
      return;
  }
  arc_release(o); // no free slot found: drop the reference
}

static void *walker(void *arg) {
  int me = (int)*(long *)arg;
  uint64_t rng = 0x9e3779b97f4a7c15ULL * (uint64_t)(me + 1);
  long steps = 20000L * scale;
  pthread_barrier_wait(&barrier);
  for (long i = 0; i < steps; ++i) {
    unsigned r = (unsigned)(rng_next(&rng) % 100);
    if (r < 10) { // a new object, owned by this thread
      long serial = atomic_fetch_add(&next_serial, 1);
      if (serial >= nobjects)
        continue;
      put(new_obj(serial), &rng);
      continue;
    }
    struct obj *o = atomic_exchange(&slots[rng_next(&rng) % SLOTS], NULL);
    if (!o)
      continue;
    o->seen[me]++;
    if (r < 40) {
      arc_release(o);
    } else if (r < 70) {
      put(o, &rng);
    } else {
      put((struct obj *)arc_retain(o), &rng);
      put(o, &rng);
    }
  }
  return NULL;
}

static int scenario_random_walk(void) {
  long n = 20000L * scale;
  begin(n);
  atomic_store(&next_serial, 0);
  pthread_barrier_init(&barrier, NULL, (unsigned)nthreads);
  spawn(walker, nthreads); // the walkers exit: their objects' owners are gone
  pthread_barrier_destroy(&barrier);
  for (int i = 0; i < SLOTS; ++i) {
    struct obj *o = atomic_exchange(&slots[i], NULL);
    if (o)
      arc_release(o);
  }
  drain_own_queue();
  long made = atomic_load(&next_serial);
  nobjects = made < n ? made : n; // how many were really made
  return finish("random walk");
}

// ---- 4. publish: a LOCAL object, retained by its owner, published, then released by other
// threads and its owner in any order.
static void *publish_worker(void *arg) {
  int me = (int)*(long *)arg;
  pthread_barrier_wait(&barrier);
  for (long i = me; i < nobjects; i += nthreads) {
    objs[i]->seen[me] = 1;
    arc_release(objs[i]);
  }
  return NULL;
}

static int scenario_publish(void) {
  long n = 2000L * scale;
  begin(n);
  objs = malloc((size_t)n * sizeof *objs);
  for (long i = 0; i < n; ++i) {
    struct obj *o = arc_alloc_local(sizeof *o, obj_destroy);
    if (!o)
      exit(2);
    o->canary = CANARY;
    o->serial = i;
    arc_retain_local(o);
    objs[i] = arc_publish(o);
  }
  pthread_barrier_init(&barrier, NULL, (unsigned)nthreads);
  spawn(publish_worker, nthreads);
  pthread_barrier_destroy(&barrier);
  for (long i = 0; i < n; ++i)
    arc_release(objs[i]);
  drain_own_queue();
  free(objs);
  return finish("publish");
}

// ---- 5. tag reuse: many short-lived threads one after the other, each allocating objects and
// leaving them to main. A thread's tag goes to a later thread only once no unmerged object
// carries it, which main's releases bring about for every other generation while the next
// threads run.
#define GENERATIONS 64
static long per_thread;

static void *short_lived(void *arg) {
  long base = *(long *)arg * per_thread;
  for (long i = 0; i < per_thread; ++i) {
    objs[base + i] = new_obj(base + i);
    arc_release(arc_retain(objs[base + i]));
  }
  return NULL; // exits owning them all: main's releases merge them (the owner is gone)
}

static int scenario_tag_reuse(void) {
  per_thread = 50L * scale;
  long n = GENERATIONS * per_thread;
  begin(n);
  objs = malloc((size_t)n * sizeof *objs);
  for (long g = 0; g < GENERATIONS; ++g) {
    pthread_t th;
    long id = g;
    pthread_create(&th, NULL, short_lived, &id);
    pthread_join(th, NULL);
    if (g % 2) // release the previous generation's objects while later threads run
      for (long i = (g - 1) * per_thread; i < (g + 1) * per_thread; ++i)
        arc_release(objs[i]);
  }
  free(objs);
  printf("tag reuse: %d threads\n", GENERATIONS);
  return finish("tag reuse");
}

// ---- 6. destructors during an owner's exit: the owner's queue holds objects other threads
// released; the owner exits without allocating again, so its exit merges them, and their
// destructors allocate (the exiting thread owns nothing any more: born MERGED) and release a
// child the exiting thread owns (now through the other threads' path).
struct parent {
  struct obj base;
  struct obj *child;
};
static atomic_int exit_step;

static void parent_destroy(void *payload) {
  struct parent *p = payload;
  arc_release(arc_alloc(16, NULL)); // allocation inside a destructor, during the exit
  arc_release(p->child);
  obj_destroy(&p->base);
}

static void *exiting_parent_owner(void *arg) {
  (void)arg;
  for (long i = 0; i < nobjects; i += 2) {
    struct parent *p = arc_alloc(sizeof *p, parent_destroy);
    if (!p)
      exit(2);
    p->base.canary = CANARY;
    p->base.serial = i;
    p->child = new_obj(i + 1);
    arc_retain(p); // one for the other thread
    objs[i] = &p->base;
    arc_release(p); // the owner's own: the biased count keeps the other thread's
  }
  atomic_store(&exit_step, 1);
  while (atomic_load(&exit_step) != 2) // the other thread releases them all now
    sched_yield();
  return NULL; // its exit merges the queued parents, running their destructors
}

static void *parent_releaser(void *arg) {
  (void)arg;
  while (atomic_load(&exit_step) != 1)
    sched_yield();
  for (long i = 0; i < nobjects; i += 2)
    arc_release(objs[i]); // count 0 in the shared word: queued to the owner
  atomic_store(&exit_step, 2);
  return NULL;
}

static int scenario_exit_drain(void) {
  long n = 2000L * scale;
  begin(n);
  objs = malloc((size_t)n * sizeof *objs);
  atomic_store(&exit_step, 0);
  pthread_t a, b;
  pthread_create(&a, NULL, exiting_parent_owner, NULL);
  pthread_create(&b, NULL, parent_releaser, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  free(objs);
  return finish("destructors during the owner's exit");
}

int main(int argc, char **argv) {
  if (argc > 1)
    nthreads = atoi(argv[1]);
  if (argc > 2)
    scale = atoi(argv[2]);
  if (nthreads < 2 || nthreads > MAX_THREADS || scale < 1) {
    fprintf(stderr, "usage: %s [threads 2..%d] [scale >= 1]\n", argv[0], MAX_THREADS);
    return 2;
  }
  setvbuf(stdout, NULL, _IOLBF, 0);
  int ok = scenario_handoff() & scenario_owner_exits() & scenario_random_walk() &
           scenario_publish() & scenario_tag_reuse() & scenario_exit_drain();
  free(destroyed_flags);
  if (!ok)
    return 1;
  printf("all merge scenarios passed\n");
  return 0;
}
