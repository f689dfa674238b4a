// Saturation is a function of the count alone (arc.h, "Saturation"): an object of every state
// (LOCAL from arc_alloc_local, SHARED from arc_publish, BIASED retained by its owner, BIASED
// retained by another thread) becomes IMMORTAL at exactly ARC_COUNT_SATURATION references, and an
// object whose count peaked one below it is destroyed when its references are released. The
// retains alternate between arc_retain and arc_retain_local. The count is brought near the
// threshold by adding "phantom" references to the word (through the public layout: 2^30 real
// retains take seconds per object, minutes in the checking build), the last hundred are real
// retains, and the phantoms are taken out again before the final releases. A BIASED object's
// halves are first moved far apart (owned + S, shared - S: the same count), as a long run of the
// owner's retain/release pairs leaves them, so that no half is at a multiple of 2^16 when the
// count reaches the threshold. Default and checking builds; libarcrt-sabotage-states.a (the old
// rule: LOCAL at 2^63, SHARED at 2^62, BIASED checked only at every 2^16-th retain of a half)
// must miss the threshold in every state.
//
// RUN: %clang %cflags %s %arcrt -o %t && %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %clang %cflags %s %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check 2>&1 | FileCheck %s --check-prefixes=CHECK,NOLEAK \
// RUN:   --implicit-check-not=FAIL
// RUN: %clang %cflags %s %arcrt_sabotage_states -o %t.sabotage
// RUN: not %t.sabotage | FileCheck %s --check-prefix=SABOTAGE

#include <arc.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

static int failures;
#define EXPECT(cond)                                                                               \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                       \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)

enum state { LOCAL, SHARED, BIASED_OWNER, BIASED_OTHER, NSTATES };
static const char *const names[NSTATES] = {"LOCAL", "SHARED", "BIASED by owner", "BIASED by other"};

enum { REAL = 100 };                       // real retains up to the threshold
static const uint32_t SPLIT = 0x9e3779b9u; // how far apart a BIASED object's halves are moved

static int destroyed;
static void count_destroy(void *payload) {
  (void)payload;
  ++destroyed;
}

// The count word through the public layout (tests only). A BIASED word is two 32-bit halves:
// owned (low) and shared (high); the count is their sum modulo 2^32.
static long long *word(void *p) { return &((struct arc_header *)p - 1)->rc; }
static void add_halves(void *p, uint32_t owned, uint32_t shared) {
  uint64_t w = (uint64_t)*word(p);
  uint32_t lo = (uint32_t)w + owned, hi = (uint32_t)(w >> 32) + shared;
  *word(p) = (long long)((uint64_t)hi << 32 | lo);
}

// Adds n phantom references (n may be negative) to a live, non-saturated object.
static void add_phantom(void *p, enum state s, long n) {
  if (s == LOCAL)
    *word(p) += n;
  else if (s == SHARED)
    *word(p) -= n;
  else
    add_halves(p, (uint32_t)n, 0);
}

static void *make(enum state s) {
  void *p;
  switch (s) {
  case LOCAL:
    p = arc_alloc_local(8, count_destroy);
    EXPECT(*word(p) == 1);
    return p;
  case SHARED:
    p = arc_publish(arc_alloc_local(8, count_destroy));
    EXPECT(*word(p) == -1);
    return p;
  default:
    p = arc_alloc(8, count_destroy);
    EXPECT(*word(p) == 1); // BIASED: owned 1, shared 0
    add_halves(p, SPLIT, -SPLIT);
    EXPECT(arc_count(p) == 1);
    return p;
  }
}

struct job {
  void *p;
  long n;
};
static void *retain_job(void *arg) {
  struct job *j = arg;
  for (long i = 0; i < j->n; ++i)
    (i % 2 ? arc_retain_local : arc_retain)(j->p);
  return NULL;
}

// n real retains: by this thread, or (BIASED_OTHER) by a thread that is not the owner.
static void retain_n(void *p, enum state s, long n) {
  struct job j = {p, n};
  if (s != BIASED_OTHER) {
    retain_job(&j);
    return;
  }
  pthread_t t;
  pthread_create(&t, NULL, retain_job, &j);
  pthread_join(t, NULL);
}

static void release_n(void *p, long n) {
  for (long i = 0; i < n; ++i)
    (i % 2 ? arc_release_local : arc_release)(p);
}

// Saturated objects are leaked by design: kept here so that leak checkers see them reachable.
static void *saturated[NSTATES];

// Count 1 -> ARC_COUNT_SATURATION - 1: not IMMORTAL; one more retain: IMMORTAL.
static void reaches(enum state s) {
  destroyed = 0;
  void *p = saturated[s] = make(s);
  add_phantom(p, s, ARC_COUNT_SATURATION - 1 - REAL);
  retain_n(p, s, REAL - 1);
  long below = arc_count(p);
  retain_n(p, s, 1);
  long at = arc_count(p);
  printf("%s: count %ld -> %s, unique=%d\n", names[s], below,
         at == ARC_COUNT_IMMORTAL ? "IMMORTAL" : "not immortal", arc_is_unique(p));
  EXPECT(below == ARC_COUNT_SATURATION - 1);
  EXPECT(at == ARC_COUNT_IMMORTAL);
  // An IMMORTAL object ignores releases, however many.
  release_n(p, 2 * REAL);
  EXPECT(arc_count(p) == ARC_COUNT_IMMORTAL);
  EXPECT(destroyed == 0);
}

// Count 1 -> ARC_COUNT_SATURATION - 1 (the peak), then every reference released: destroyed once,
// at the last release.
static void stays_below(enum state s) {
  destroyed = 0;
  void *p = make(s);
  add_phantom(p, s, ARC_COUNT_SATURATION - 1 - REAL);
  retain_n(p, s, REAL - 1);
  long peak = arc_count(p);
  release_n(p, REAL - 1);
  add_phantom(p, s, -(ARC_COUNT_SATURATION - 1 - REAL));
  int before_last = destroyed;
  release_n(p, 1);
  printf("%s: peak %ld, destroyed before the last release=%d, after=%d\n", names[s], peak,
         before_last, destroyed);
  EXPECT(peak == ARC_COUNT_SATURATION - 1);
  EXPECT(before_last == 0 && destroyed == 1);
}

int main(void) {
  for (int s = 0; s < NSTATES; ++s)
    reaches((enum state)s);
  // CHECK: LOCAL: count 1073741823 -> IMMORTAL, unique=0
  // CHECK: SHARED: count 1073741823 -> IMMORTAL, unique=0
  // CHECK: BIASED by owner: count 1073741823 -> IMMORTAL, unique=0
  // CHECK: BIASED by other: count 1073741823 -> IMMORTAL, unique=0
  // SABOTAGE: LOCAL: count 1073741823 -> not immortal
  // SABOTAGE: SHARED: count 1073741823 -> not immortal
  // SABOTAGE: BIASED by owner: count 1073741823 -> not immortal
  // SABOTAGE: BIASED by other: count 1073741823 -> not immortal
  for (int s = 0; s < NSTATES; ++s)
    stays_below((enum state)s);
  // CHECK: LOCAL: peak 1073741823, destroyed before the last release=0, after=1
  // CHECK: SHARED: peak 1073741823, destroyed before the last release=0, after=1
  // CHECK: BIASED by owner: peak 1073741823, destroyed before the last release=0, after=1
  // CHECK: BIASED by other: peak 1073741823, destroyed before the last release=0, after=1
  printf("failures=%d\n", failures);
  // CHECK: failures=0
  // NOLEAK: arc-check: no leaks (8 objects allocated, 4 freed, 4 immortalized)
  return failures != 0;
}
