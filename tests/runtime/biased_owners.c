// BIASED objects across their owners' lives (arc.h, "States" and "Threads"):
//  - exit:    a thread allocates objects, hands them over and exits; then one new thread
//             allocates (it gets the freed owner number, the lowest free one) and retains and
//             releases the old objects as their owner, while another thread retains and
//             releases them too. Every count must be exact, every destructor must run once.
//  - numbers: 300 threads alive at once each allocate an object: 254 owner numbers exist, the
//             main thread holds one, so 253 objects are BIASED with distinct owners and the rest
//             SHARED; all of them are then released by the main thread.
// The same program runs against the checking build (no leaks, no complaints) and under TSan.
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t | FileCheck %s
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check 2>&1 | FileCheck %s --check-prefixes=CHECK,NOLEAK \
// RUN:   --implicit-check-not=arc-check:
//
// CHECK: exit: 4000 objects, counts exact, each destroyed once
// CHECK: numbers: 253 BIASED with distinct owners, 47 SHARED, each destroyed once
// NOLEAK: arc-check: no leaks

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#define OBJECTS 4000
#define ROUNDS 200
#define THREADS 300

static atomic_int destroyed;
static void count_destroy(void *payload) {
  (void)payload;
  atomic_fetch_add(&destroyed, 1);
}

// The owner byte of an object's header (bits 48..55 of the destructor word, little-endian).
static unsigned owner_of(void *p) {
  return ((unsigned char *)&((struct arc_header *)p - 1)->destroy)[6];
}

static void *objects[OBJECTS];

static void *allocate_and_exit(void *unused) {
  (void)unused;
  for (int i = 0; i < OBJECTS; ++i)
    objects[i] = arc_alloc(8, count_destroy);
  return NULL;
}

static pthread_barrier_t start;
static unsigned successor_number;
static void *successor(void *unused) { // allocates first: takes the exited thread's number
  (void)unused;
  void *mine = arc_alloc(8, count_destroy);
  successor_number = owner_of(mine);
  arc_release(mine);
  pthread_barrier_wait(&start);
  for (int r = 0; r < ROUNDS; ++r)
    for (int i = 0; i < OBJECTS; ++i)
      arc_release(arc_retain(arc_retain(objects[i]))), arc_release(objects[i]);
  return NULL;
}
static void *other(void *unused) {
  (void)unused;
  pthread_barrier_wait(&start);
  for (int r = 0; r < ROUNDS; ++r)
    for (int i = 0; i < OBJECTS; ++i)
      arc_release(arc_retain(arc_retain(objects[i]))), arc_release(objects[i]);
  return NULL;
}

static int test_exit(void) {
  arc_release(arc_alloc(8, count_destroy)); // the main thread takes its number first
  pthread_t t, u;
  pthread_create(&t, NULL, allocate_and_exit, NULL);
  pthread_join(t, NULL);
  unsigned first = owner_of(objects[0]);
  pthread_barrier_init(&start, NULL, 2);
  pthread_create(&t, NULL, successor, NULL);
  pthread_create(&u, NULL, other, NULL);
  pthread_join(t, NULL);
  pthread_join(u, NULL);
  int exact = 1;
  for (int i = 0; i < OBJECTS; ++i)
    exact &= arc_count(objects[i]) == 1 && owner_of(objects[i]) == first;
  int before = atomic_load(&destroyed); // the two single objects above
  for (int i = 0; i < OBJECTS; ++i)
    arc_release(objects[i]);
  if (!exact || successor_number != first || before != 2 ||
      atomic_load(&destroyed) != OBJECTS + 2) {
    printf("FAIL exit: exact=%d, owner %u then %u, destroyed %d before and %d after\n", exact,
           first, successor_number, before, atomic_load(&destroyed));
    return 0;
  }
  printf("exit: %d objects, counts exact, each destroyed once\n", OBJECTS);
  return 1;
}

static void *threads_objects[THREADS];
static pthread_barrier_t all_alive;
static void *allocate_one(void *arg) {
  long i = (long)arg;
  threads_objects[i] = arc_alloc(8, count_destroy);
  pthread_barrier_wait(&all_alive); // no thread exits (frees its number) before all allocated
  return NULL;
}

static int test_numbers(void) {
  atomic_store(&destroyed, 0);
  pthread_t t[THREADS];
  pthread_barrier_init(&all_alive, NULL, THREADS);
  for (long i = 0; i < THREADS; ++i)
    if (pthread_create(&t[i], NULL, allocate_one, (void *)i) != 0) {
      perror("pthread_create");
      return 0;
    }
  for (int i = 0; i < THREADS; ++i)
    pthread_join(t[i], NULL);
  int biased = 0, shared = 0, distinct = 1;
  unsigned char seen[256] = {0};
  for (int i = 0; i < THREADS; ++i) {
    unsigned o = owner_of(threads_objects[i]);
    if (o != 0) {
      ++biased;
      distinct &= !seen[o];
      seen[o] = 1;
    } else if (((struct arc_header *)threads_objects[i] - 1)->rc == -1) {
      ++shared;
    }
    arc_retain(threads_objects[i]); // by a non-owner (every thread here exited: by anyone)
    arc_release(threads_objects[i]);
    arc_release(threads_objects[i]);
  }
  if (!distinct || atomic_load(&destroyed) != THREADS) {
    printf("FAIL numbers: distinct=%d, destroyed %d\n", distinct, atomic_load(&destroyed));
    return 0;
  }
  printf("numbers: %d BIASED with distinct owners, %d SHARED, each destroyed once\n", biased,
         shared);
  return 1;
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  return test_exit() && test_numbers() ? 0 : 1;
}
