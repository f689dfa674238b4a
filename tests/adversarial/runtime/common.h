/* common helpers for adversarial tests of libarcrt */
#ifndef COMMON_H
#define COMMON_H
#define _GNU_SOURCE
#include "arc.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define CANARY 0xC0FFEE1234567890ULL
#define POISON 0xDEADDEADDEADDEADULL

static atomic_long g_fail;
#define FAILF(...)                                                                                 \
  do {                                                                                             \
    if (atomic_fetch_add(&g_fail, 1) < 10) {                                                       \
      fprintf(stderr, "FAIL: " __VA_ARGS__);                                                       \
      fprintf(stderr, "\n");                                                                       \
    }                                                                                              \
  } while (0)
#define DIE(...)                                                                                   \
  do {                                                                                             \
    fprintf(stderr, "FAIL: " __VA_ARGS__);                                                         \
    fprintf(stderr, "\n");                                                                         \
    fflush(stderr);                                                                                \
    abort();                                                                                       \
  } while (0)

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static inline uint64_t xrand(uint64_t *s) {
  uint64_t x = *s;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return *s = x;
}

/* generic tracked object: canary, id, destroyed flag */
typedef struct tobj {
  uint64_t canary;
  long id;
  atomic_int dtor_runs; /* inside payload: only meaningful until freed */
  int pad;
} tobj;

static atomic_long g_dtors;
static atomic_long g_allocs;
/* per-id destructor run counts (external to objects so they survive free) */
static atomic_int *g_runs;
static long g_nruns;

static void tobj_dtor(void *p) {
  tobj *o = p;
  if (o->canary != CANARY)
    DIE("dtor on bad canary %llx (double destroy / corruption) id=%ld",
        (unsigned long long)o->canary, o->id);
  o->canary = POISON;
  if (g_runs && o->id >= 0 && o->id < g_nruns) {
    int r = atomic_fetch_add(&g_runs[o->id], 1);
    if (r != 0)
      DIE("destructor ran twice for id %ld", o->id);
  }
  atomic_fetch_add(&g_dtors, 1);
}

static tobj *tobj_new(long id) {
  tobj *o = arc_alloc(sizeof(tobj), tobj_dtor);
  if (!o)
    DIE("alloc failed");
  o->canary = CANARY;
  o->id = id;
  atomic_init(&o->dtor_runs, 0);
  atomic_fetch_add(&g_allocs, 1);
  return o;
}

static inline void tcheck(tobj *o, const char *where) {
  uint64_t c = *(volatile uint64_t *)&o->canary;
  if (c != CANARY)
    DIE("use after destroy at %s: canary %llx id=%ld", where, (unsigned long long)c, o->id);
}

static void runs_init(long n) {
  g_nruns = n;
  g_runs = calloc(n, sizeof(atomic_int));
}

static int finish(const char *name) {
  long a = atomic_load(&g_allocs), d = atomic_load(&g_dtors);
  if (a != d)
    FAILF("%s: allocs %ld != dtors %ld (leak)", name, a, d);
  if (atomic_load(&g_fail)) {
    fprintf(stderr, "%s: FAILED (%ld failures)\n", name, atomic_load(&g_fail));
    return 1;
  }
  printf("%s: ok (allocs=%ld dtors=%ld)\n", name, a, d);
  return 0;
}

/* owner byte peek (observation only) */
static inline unsigned long long hdr_destroy_word(const void *p) {
  return *(const volatile unsigned long long *)((const char *)p - 8);
}
static inline long long hdr_rc(const void *p) {
  return *(const volatile long long *)((const char *)p - 16);
}
#endif
