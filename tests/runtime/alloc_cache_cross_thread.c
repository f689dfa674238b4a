// The runtime's per-thread block cache (runtime/src/alloc.h) under objects that cross threads:
//
//   cross    rounds of objects of every size class (and larger, uncached, ones) allocated by
//            fresh threads that exit before anything is released (the owner exits first), then
//            retained and released by four other threads in a random order, so that blocks move
//            into other threads' caches and are handed out again in the next round. Every
//            payload carries its object's id and a check word: a block handed out twice while
//            live, or freed while live, breaks one; every destructor must run exactly once.
//   bounded  a producer thread allocates 2,000,000 objects in batches and a consumer thread
//            releases them: every block ends up in the consumer's cache, which must give what
//            exceeds its bound back to free(). With both threads still alive, the bytes malloc
//            has in use (mallinfo2) may not grow by more than 4 MiB (the caches' bound is
//            64 blocks per class per thread; unbounded, 2M blocks of 32 bytes are 64 MB).
//
// sabotage_alloc_cache.c runs `bounded` against libarcrt-sabotage-cache.a, whose cache never
// gives a block back, and expects it to fail.
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t
// RUN: %t cross | FileCheck %s --check-prefix=CROSS
// RUN: %t bounded | FileCheck %s --check-prefix=BOUNDED
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check cross 2>&1 | FileCheck %s --check-prefixes=CROSS,NOLEAK \
// RUN:   --implicit-check-not=arc-check:
//
// CROSS: cross: 6 rounds, {{[0-9]+}} objects, each destroyed exactly once, payloads intact
// BOUNDED: bounded: 2000000 objects from one thread released by another, malloc in use grew by
// BOUNDED-SAME: KiB (bound 4096 KiB)
// NOLEAK: arc-check: no leaks

#define _GNU_SOURCE
#include <arc.h>

#include <malloc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ---- cross ------------------------------------------------------------------------------------

#define ROUNDS 6
#define OBJECTS 6000
#define ALLOCATORS 3
#define RELEASERS 4

struct payload {
  long id;
  long check; // ~id; a block reused while live overwrites one of the two
  long size;  // payload bytes; the last long of the payload holds id too
};

static struct payload *objects[OBJECTS];
static int extra_refs[OBJECTS];        // references added by the allocator beyond the first
static _Atomic int destroyed[OBJECTS]; // times each object's destructor ran
static _Atomic int corrupt;            // payloads found damaged
static _Atomic long releases_to_do[RELEASERS];
static int round_no;

static void verify(const struct payload *p) {
  long last;
  memcpy(&last, (const char *)p + p->size - sizeof last, sizeof last);
  if (p->check != ~p->id || last != p->id)
    atomic_fetch_add(&corrupt, 1);
}

static void destroy_object(void *payload) {
  struct payload *p = payload;
  verify(p);
  if (p->id >= 0 && p->id < OBJECTS)
    atomic_fetch_add(&destroyed[p->id], 1);
  memset(p, 0xee, (size_t)p->size); // a later use of this block as a live object shows up
}

static unsigned long next_random(unsigned long *state) {
  *state = *state * 6364136223846793005ul + 1442695040888963407ul;
  return *state >> 33;
}

// Payload sizes of 32..264 bytes (blocks of 48..280: every class from 3 up, and past the largest)
// and some of 400+ bytes (never cached). Classes 1 and 2 are `bounded`'s.
static long size_of(unsigned long *rng) {
  unsigned long r = next_random(rng) % 40;
  return r < 30 ? 32 + 8 * (long)r : 400 + (long)r;
}

static void *allocator(void *arg) {
  long first = (long)(intptr_t)arg;
  unsigned long rng = (unsigned long)first * 7919 + (unsigned long)round_no * 104729 + 1;
  for (long id = first; id < OBJECTS; id += ALLOCATORS) {
    long size = size_of(&rng);
    struct payload *p = arc_alloc((size_t)size, destroy_object);
    if (!p) {
      perror("arc_alloc");
      exit(2);
    }
    p->id = id;
    p->check = ~id;
    p->size = size;
    memcpy((char *)p + size - sizeof id, &id, sizeof id);
    extra_refs[id] = (int)(next_random(&rng) % 3);
    for (int k = 0; k < extra_refs[id]; k++)
      arc_retain(p);
    objects[id] = p;
  }
  return NULL; // the allocating thread exits before any of its objects is released
}

// Each releaser drops one reference at a time from random objects that still have some; the
// references of one object are dropped by different threads in no fixed order.
static _Atomic int refs_left[OBJECTS];
static pthread_barrier_t start_releasing;

static void *releaser(void *arg) {
  long me = (long)(intptr_t)arg;
  unsigned long rng = (unsigned long)me * 31337 + (unsigned long)round_no * 7 + 3;
  pthread_barrier_wait(&start_releasing);
  long todo = atomic_load(&releases_to_do[me]);
  while (todo > 0) {
    long id = (long)(next_random(&rng) % OBJECTS);
    for (long probe = 0; probe < OBJECTS; probe++, id = (id + 1) % OBJECTS) {
      int left = atomic_load(&refs_left[id]);
      while (left > 0 && !atomic_compare_exchange_weak(&refs_left[id], &left, left - 1))
        ;
      if (left > 0) {
        struct payload *p = objects[id];
        verify(p);
        // Also allocate and free a short-lived object now and then: it comes from this thread's
        // cache, filled with blocks other threads allocated.
        if (next_random(&rng) % 4 == 0) {
          struct payload *q = arc_alloc(p->size, destroy_object);
          q->id = -1;
          q->check = 0;
          q->size = p->size;
          long minus_one = -1;
          memcpy((char *)q + q->size - sizeof minus_one, &minus_one, sizeof minus_one);
          arc_release(q);
        }
        arc_release(p);
        todo--;
        break;
      }
    }
  }
  return NULL;
}

static int run_cross(void) {
  long total = 0;
  for (round_no = 0; round_no < ROUNDS; round_no++) {
    pthread_t t[ALLOCATORS + RELEASERS];
    for (long i = 0; i < ALLOCATORS; i++)
      pthread_create(&t[i], NULL, allocator, (void *)(intptr_t)i);
    for (long i = 0; i < ALLOCATORS; i++)
      pthread_join(t[i], NULL); // the owners have exited
    long refs = 0;
    for (long id = 0; id < OBJECTS; id++) {
      atomic_store(&destroyed[id], 0);
      atomic_store(&refs_left[id], 1 + extra_refs[id]);
      refs += 1 + extra_refs[id];
    }
    for (long i = 0; i < RELEASERS; i++)
      atomic_store(&releases_to_do[i], refs / RELEASERS + (i < refs % RELEASERS));
    pthread_barrier_init(&start_releasing, NULL, RELEASERS);
    for (long i = 0; i < RELEASERS; i++)
      pthread_create(&t[ALLOCATORS + i], NULL, releaser, (void *)(intptr_t)i);
    for (long i = 0; i < RELEASERS; i++)
      pthread_join(t[ALLOCATORS + i], NULL);
    pthread_barrier_destroy(&start_releasing);
    for (long id = 0; id < OBJECTS; id++) {
      int n = atomic_load(&destroyed[id]);
      if (n != 1) {
        printf("FAIL cross: round %d: object %ld destroyed %d times\n", round_no, id, n);
        return 1;
      }
    }
    total += OBJECTS;
  }
  if (atomic_load(&corrupt)) {
    printf("FAIL cross: %d payloads damaged (a block reused while live)\n", atomic_load(&corrupt));
    return 1;
  }
  printf("cross: %d rounds, %ld objects, each destroyed exactly once, payloads intact\n", ROUNDS,
         total);
  return 0;
}

// ---- bounded ----------------------------------------------------------------------------------

#define BATCH 1000
#define BOUNDED_OBJECTS 2000000L
#define BOUND_KIB 4096

static void *batches[2][BATCH];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int full[2];         // batch i is ready for the consumer
static int producer_done;   // the producer has handed over everything
static int consumer_done;   // the consumer has measured; both threads may exit now
static size_t in_use_start; // mallinfo2().uordblks before the transfer

static void nothing(void *payload) { (void)payload; }

static void *producer(void *arg) {
  (void)arg;
  for (long n = 0, b = 0; n < BOUNDED_OBJECTS; n += BATCH, b ^= 1) {
    pthread_mutex_lock(&lock);
    while (full[b])
      pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < BATCH; i++)
      batches[b][i] = arc_alloc(sizeof(long), nothing);
    pthread_mutex_lock(&lock);
    full[b] = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
  }
  pthread_mutex_lock(&lock);
  producer_done = 1;
  pthread_cond_broadcast(&changed);
  while (!consumer_done) // stay alive (with this thread's cache) until the consumer measured
    pthread_cond_wait(&changed, &lock);
  pthread_mutex_unlock(&lock);
  return NULL;
}

static void *consumer(void *arg) {
  long *grew_kib = arg;
  for (long n = 0, b = 0; n < BOUNDED_OBJECTS; n += BATCH, b ^= 1) {
    pthread_mutex_lock(&lock);
    while (!full[b])
      pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < BATCH; i++)
      arc_release(batches[b][i]);
    pthread_mutex_lock(&lock);
    full[b] = 0;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
  }
  pthread_mutex_lock(&lock);
  while (!producer_done)
    pthread_cond_wait(&changed, &lock);
  size_t in_use = mallinfo2().uordblks; // both threads alive: their caches are full
  *grew_kib = in_use > in_use_start ? (long)((in_use - in_use_start) / 1024) : 0;
  consumer_done = 1;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&lock);
  return NULL;
}

static int run_bounded(void) {
  long grew_kib = 0;
  pthread_t p, c;
  in_use_start = mallinfo2().uordblks;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, &grew_kib);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  printf("bounded: %ld objects from one thread released by another, malloc in use grew by %ld "
         "KiB (bound %d KiB)\n",
         BOUNDED_OBJECTS, grew_kib, BOUND_KIB);
  if (grew_kib > BOUND_KIB) {
    printf("FAIL bounded: memory not bounded: the caches kept %ld KiB\n", grew_kib);
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "cross") == 0)
    return run_cross();
  if (argc == 2 && strcmp(argv[1], "bounded") == 0)
    return run_bounded();
  fprintf(stderr, "usage: %s cross|bounded\n", argv[0]);
  return 2;
}
