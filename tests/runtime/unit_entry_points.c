// Unit tests of every runtime entry point and state transition: LOCAL, SHARED and IMMORTAL
// objects, publish, the _local entries, the observers, NULL, saturation into the IMMORTAL band,
// and destructors that release children (iteratively). The same program runs against the default
// build, the checking build (which must stay silent and find no leaks), and, through
// asan_unit_entry_points.c, under ASan/UBSan.
//
// RUN: %clang %cflags %s %arcrt -o %t && %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %clang %cflags %s %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NOLEAK --implicit-check-not=FAIL \
// RUN:       --implicit-check-not=arc-check:

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

// The raw count word, read through the public layout (tests only).
static long long word(const void *p) { return ((const struct arc_header *)p - 1)->rc; }
static void set_word(void *p, long long w) { ((struct arc_header *)p - 1)->rc = w; }

static int destroyed;
static void *last_destroyed;
static int depth, max_depth;
static void count_destroy(void *payload) {
  ++destroyed;
  last_destroyed = payload;
}

struct node {
  struct node *left, *right;
};
static void node_destroy(void *payload) {
  struct node *n = payload;
  if (++depth > max_depth)
    max_depth = depth;
  ++destroyed;
  arc_release(n->left);
  arc_release(n->right);
  --depth;
}

struct str {
  long len;
  char bytes[8];
};
ARC_STATIC_IMMORTAL(hello, struct str, {5, "hello"});

static void test_null(void) {
  EXPECT(arc_retain(NULL) == NULL);
  EXPECT(arc_retain_local(NULL) == NULL);
  arc_release(NULL);
  arc_release_local(NULL);
  EXPECT(arc_publish(NULL) == NULL);
  EXPECT(arc_count(NULL) == 0);
  EXPECT(arc_is_unique(NULL) == 0);
  printf("null: ok\n");
  // CHECK: null: ok
}

static void test_shared(void) {
  destroyed = 0;
  // A SHARED object: published LOCAL (arc_alloc makes BIASED objects in a thread with an owner
  // number, which this one has; test_biased).
  long *p = arc_publish(arc_alloc_local(sizeof(long), count_destroy));
  EXPECT(p != NULL);
  EXPECT((uintptr_t)p % 16 == 0);
  *p = 42;
  printf("shared alloc: count=%ld unique=%d word=%lld\n", arc_count(p), arc_is_unique(p), word(p));
  // CHECK: shared alloc: count=1 unique=1 word=-1
  EXPECT(arc_retain(p) == p);
  printf("shared retain: count=%ld unique=%d word=%lld\n", arc_count(p), arc_is_unique(p), word(p));
  // CHECK: shared retain: count=2 unique=0 word=-2
  EXPECT(arc_retain_local(p) == p); // the _local entries honour the SHARED state
  printf("shared retain_local: count=%ld word=%lld\n", arc_count(p), word(p));
  // CHECK: shared retain_local: count=3 word=-3
  EXPECT(arc_publish(p) == p); // no-op on SHARED
  EXPECT(word(p) == -3);
  arc_release_local(p);
  arc_release(p);
  printf("shared released twice: count=%ld unique=%d destroyed=%d\n", arc_count(p),
         arc_is_unique(p), destroyed);
  // CHECK: shared released twice: count=1 unique=1 destroyed=0
  EXPECT(*p == 42);
  arc_release(p);
  printf("shared last release: destroyed=%d payload=%s\n", destroyed,
         last_destroyed == p ? "same" : "other");
  // CHECK: shared last release: destroyed=1 payload=same
}

// BIASED: the count word's low half counts the allocation and the owner's retains, the high half
// other threads' retains minus all releases (arc.h, "States"). This thread is the owner.
#define HALVES(owned, shared)                                                                      \
  ((long long)(((unsigned long long)(unsigned)(shared) << 32) | (unsigned)(owned)))
static void *other_thread_retain(void *p) { return arc_retain(p); }
static void *other_thread_release(void *p) {
  arc_release(p);
  return NULL;
}
static void test_biased(void) {
  destroyed = 0;
  long *p = arc_alloc(sizeof(long), count_destroy);
  EXPECT(p != NULL);
  *p = 7;
  EXPECT(word(p) == HALVES(1, 0));
  printf("biased alloc: count=%ld unique=%d\n", arc_count(p), arc_is_unique(p));
  // CHECK: biased alloc: count=1 unique=1
  arc_retain(p);
  arc_retain_local(p); // the _local entries honour the BIASED state
  EXPECT(word(p) == HALVES(3, 0));
  arc_release(p);
  EXPECT(word(p) == HALVES(3, -1));
  printf("biased owner retains 2, releases 1: count=%ld unique=%d\n", arc_count(p),
         arc_is_unique(p));
  // CHECK: biased owner retains 2, releases 1: count=2 unique=0
  pthread_t t;
  pthread_create(&t, NULL, other_thread_retain, p);
  pthread_join(t, NULL);
  EXPECT(word(p) == HALVES(3, 0));
  pthread_create(&t, NULL, other_thread_release, p);
  pthread_join(t, NULL);
  EXPECT(word(p) == HALVES(3, -1));
  EXPECT(arc_publish(p) == p); // no-op on BIASED
  EXPECT(word(p) == HALVES(3, -1));
  arc_release_local(p);
  printf("biased after another thread's retain and release: count=%ld unique=%d destroyed=%d\n",
         arc_count(p), arc_is_unique(p), destroyed);
  // CHECK: biased after another thread's retain and release: count=1 unique=1 destroyed=0
  EXPECT(*p == 7);
  // The last reference released by another thread (the hand-over): destroyed there.
  pthread_create(&t, NULL, other_thread_release, p);
  pthread_join(t, NULL);
  printf("biased last release in another thread: destroyed=%d\n", destroyed);
  // CHECK: biased last release in another thread: destroyed=1
}

static void test_local(void) {
  destroyed = 0;
  int *p = arc_alloc_local(sizeof(int), count_destroy);
  EXPECT(p != NULL);
  printf("local alloc: count=%ld unique=%d word=%lld\n", arc_count(p), arc_is_unique(p), word(p));
  // CHECK: local alloc: count=1 unique=1 word=1
  EXPECT(arc_retain_local(p) == p);
  EXPECT(arc_retain(p) == p);
  printf("local retained twice: count=%ld unique=%d word=%lld\n", arc_count(p), arc_is_unique(p),
         word(p));
  // CHECK: local retained twice: count=3 unique=0 word=3
  arc_release(p);
  printf("local release: count=%ld word=%lld\n", arc_count(p), word(p));
  // CHECK: local release: count=2 word=2
  EXPECT(arc_publish(p) == p);
  printf("published: count=%ld unique=%d word=%lld\n", arc_count(p), arc_is_unique(p), word(p));
  // CHECK: published: count=2 unique=0 word=-2
  EXPECT(arc_publish(p) == p); // publishing twice is a no-op
  EXPECT(word(p) == -2);
  arc_release_local(p);
  printf("published release_local: count=%ld unique=%d word=%lld destroyed=%d\n", arc_count(p),
         arc_is_unique(p), word(p), destroyed);
  // CHECK: published release_local: count=1 unique=1 word=-1 destroyed=0
  arc_release(p);
  printf("published last release: destroyed=%d\n", destroyed);
  // CHECK: published last release: destroyed=1

  // A LOCAL object released to zero without ever being published.
  destroyed = 0;
  p = arc_alloc_local(0, count_destroy);
  EXPECT(p != NULL);
  arc_retain_local(p);
  arc_release_local(p);
  arc_release_local(p);
  printf("local last release: destroyed=%d\n", destroyed);
  // CHECK: local last release: destroyed=1
}

static void test_immortal(void) {
  void *p = hello;
  EXPECT(word(p) == ARC_RC_IMMORTAL);
  printf("immortal: count=%s unique=%d len=%ld bytes=%s\n",
         arc_count(p) == ARC_COUNT_IMMORTAL ? "ARC_COUNT_IMMORTAL" : "other", arc_is_unique(p),
         hello->len, hello->bytes);
  // CHECK: immortal: count=ARC_COUNT_IMMORTAL unique=0 len=5 bytes=hello
  for (int i = 0; i < 1000; ++i) {
    EXPECT(arc_retain(p) == p);
    EXPECT(arc_retain_local(p) == p);
    EXPECT(arc_publish(p) == p);
  }
  for (int i = 0; i < 3000; ++i) { // more releases than retains: still a no-op
    arc_release(p);
    arc_release_local(p);
  }
  printf("immortal after 2000 retains, 6000 releases: word unchanged=%d count=%s\n",
         word(p) == ARC_RC_IMMORTAL,
         arc_count(p) == ARC_COUNT_IMMORTAL ? "ARC_COUNT_IMMORTAL" : "other");
  // CHECK: immortal after 2000 retains, 6000 releases: word unchanged=1 count=ARC_COUNT_IMMORTAL
}

// Objects driven to the saturation threshold by writing the word directly (2^30 real retains take
// seconds; tests/runtime/saturation_states.c has the exact rule, state by state). Kept in globals:
// saturated objects are leaked by design, and LSan must see them as reachable.
static void *saturated_local, *saturated_shared, *saturated_biased[2];

static void test_saturation(void) {
  destroyed = 0;
  saturated_local = arc_alloc_local(8, count_destroy);
  set_word(saturated_local, ARC_COUNT_SATURATION - 1);
  arc_retain(saturated_local); // reaches the threshold: parked in the IMMORTAL band's middle
  printf("local overflow: parked=%d count=%s\n", word(saturated_local) == ARC_RC_IMMORTAL,
         arc_count(saturated_local) == ARC_COUNT_IMMORTAL ? "ARC_COUNT_IMMORTAL" : "other");
  // CHECK: local overflow: parked=1 count=ARC_COUNT_IMMORTAL
  for (int i = 0; i < 10; ++i)
    arc_release_local(saturated_local);
  EXPECT(word(saturated_local) == ARC_RC_IMMORTAL);

  saturated_shared = arc_publish(arc_alloc_local(8, count_destroy));
  set_word(saturated_shared, 1 - ARC_COUNT_SATURATION); // SHARED, count 2^30 - 1
  EXPECT(arc_count(saturated_shared) == ARC_COUNT_SATURATION - 1);
  arc_retain(saturated_shared); // reaches the threshold: parked in the band's middle
  printf("shared overflow: parked=%d count=%s\n", word(saturated_shared) == ARC_RC_IMMORTAL,
         arc_count(saturated_shared) == ARC_COUNT_IMMORTAL ? "ARC_COUNT_IMMORTAL" : "other");
  // CHECK: shared overflow: parked=1 count=ARC_COUNT_IMMORTAL
  for (int i = 0; i < 10; ++i) {
    arc_release(saturated_shared);
    arc_retain(saturated_shared);
    arc_release(saturated_shared);
  }
  EXPECT(word(saturated_shared) == ARC_RC_IMMORTAL);

  // BIASED: the retain that takes the count to 2^30. [0] by the owner's retain (owned 2^30 - 1 ->
  // 2^30), [1] by another thread's (shared likewise).
  for (int i = 0; i < 2; ++i) {
    saturated_biased[i] = arc_alloc(8, count_destroy);
    set_word(saturated_biased[i], i == 0 ? HALVES((1u << 30) - 1, 0) : HALVES(1, (1u << 30) - 1));
    EXPECT(arc_count(saturated_biased[i]) == (i == 0 ? (1L << 30) - 1 : 1L << 30));
    if (i == 0)
      arc_retain(saturated_biased[i]);
    else {
      pthread_t t;
      pthread_create(&t, NULL, other_thread_retain, saturated_biased[i]);
      pthread_join(t, NULL);
    }
    long long parked = word(saturated_biased[i]);
    for (int j = 0; j < 10; ++j) {
      arc_release(saturated_biased[i]);
      arc_retain(saturated_biased[i]);
      arc_release(saturated_biased[i]);
    }
    printf("biased overflow %s: count=%s unique=%d unchanged=%d\n", i == 0 ? "owner" : "other",
           arc_count(saturated_biased[i]) == ARC_COUNT_IMMORTAL ? "ARC_COUNT_IMMORTAL" : "other",
           arc_is_unique(saturated_biased[i]), word(saturated_biased[i]) == parked);
  }
  // CHECK: biased overflow owner: count=ARC_COUNT_IMMORTAL unique=0 unchanged=1
  // CHECK: biased overflow other: count=ARC_COUNT_IMMORTAL unique=0 unchanged=1
  printf("saturated objects destroyed=%d\n", destroyed);
  // CHECK: saturated objects destroyed=0
}

static void test_children(void) {
  // A tree of 7 nodes; the root's destructor releases its children, and so on. Destruction is
  // iterative: no destructor runs inside another one.
  destroyed = 0;
  max_depth = 0;
  struct node *leaves[4];
  for (int i = 0; i < 4; ++i) {
    leaves[i] = (i % 2 ? arc_alloc : arc_alloc_local)(sizeof(struct node), node_destroy);
    leaves[i]->left = leaves[i]->right = NULL;
  }
  struct node *mid[2];
  for (int i = 0; i < 2; ++i) {
    mid[i] = arc_alloc(sizeof(struct node), node_destroy);
    mid[i]->left = leaves[2 * i];
    mid[i]->right = leaves[2 * i + 1];
  }
  struct node *root = arc_alloc_local(sizeof(struct node), node_destroy);
  root->left = mid[0];
  root->right = mid[1];
  arc_retain(leaves[3]); // kept alive by us
  arc_release(root);
  printf("tree: destroyed=%d max_depth=%d leaf3 count=%ld\n", destroyed, max_depth,
         arc_count(leaves[3]));
  // CHECK: tree: destroyed=6 max_depth=1 leaf3 count=1
  arc_release(leaves[3]);
  printf("tree: destroyed=%d\n", destroyed);
  // CHECK: tree: destroyed=7

  // A destructor may be NULL; sizes may be 0; impossible sizes fail cleanly.
  void *q = arc_alloc(0, NULL);
  EXPECT(q != NULL);
  arc_release(q);
  q = arc_alloc_local(0, NULL);
  EXPECT(q != NULL);
  arc_release_local(q);
  EXPECT(arc_alloc(SIZE_MAX, NULL) == NULL);
  EXPECT(arc_alloc_local(SIZE_MAX - 8, NULL) == NULL);
  printf("edge allocations: ok\n");
  // CHECK: edge allocations: ok
}

int main(void) {
  test_null();
  test_shared();
  test_biased();
  test_local();
  test_immortal();
  test_saturation();
  test_children();
  printf("failures: %d\n", failures);
  // CHECK: failures: 0
  // NOLEAK: arc-check: no leaks (17 objects allocated, 13 freed, 4 immortalized)
  return failures != 0;
}
