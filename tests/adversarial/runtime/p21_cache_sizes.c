/* p21: the per-thread block caches with every size class. Objects of random sizes 0..400
 * bytes (all 16-byte classes, the 240-byte boundary, and malloc-backed ones) are allocated by
 * producers, filled completely with a per-object pattern, sent to other threads which verify
 * and release them (so blocks migrate between caches, > 64 per class to force spills to
 * free()), while threads also exit and new ones start (cache flush at exit).
 * A block handed to two live objects, or smaller than requested, shows up as a corrupted
 * pattern. Failure: pattern mismatch, canary DIE, leak, ASan report. */
#include "common.h"
#include "ring.h"
typedef struct {
  uint64_t canary;
  size_t size;
  uint64_t seed;
} hdr_t;
#define P 3
static ring_t rings[P][P]; /* [producer][consumer], SPSC */
static long N = 60000;
static void fill(unsigned char *b, size_t n, uint64_t seed) {
  for (size_t i = 0; i < n; i++)
    b[i] = (unsigned char)(seed + i * 131);
}
static int verify(const unsigned char *b, size_t n, uint64_t seed) {
  for (size_t i = 0; i < n; i++)
    if (b[i] != (unsigned char)(seed + i * 131))
      return 0;
  return 1;
}
static void dtor(void *p) {
  hdr_t *h = p;
  if (h->canary != CANARY)
    DIE("dtor bad canary");
  if (!verify((unsigned char *)(h + 1), h->size, h->seed))
    DIE("dtor: payload pattern corrupted (size %zu)", h->size);
  h->canary = POISON;
  atomic_fetch_add(&g_dtors, 1);
}
static void *small_dtor_cnt(void *p) {
  (void)p;
  return 0;
}
static void sdtor(void *p) {
  (void)p;
  atomic_fetch_add(&g_dtors, 1);
}
static void *mk(uint64_t *s) {
  size_t tiny = xrand(s) % sizeof(hdr_t); /* also exercise the tiny classes (0..23 bytes) locally */
  void *tp = arc_alloc(tiny, sdtor);
  atomic_fetch_add(&g_allocs, 1);
  if (tiny)
    memset(tp, 0xAB, tiny);
  arc_retain(tp);
  arc_release(tp);
  arc_release(tp);
  size_t sz = sizeof(hdr_t) + xrand(s) % (400 - sizeof(hdr_t));
  hdr_t *h = arc_alloc(sz, dtor);
  atomic_fetch_add(&g_allocs, 1);
  h->canary = CANARY;
  h->size = sz - sizeof(hdr_t);
  h->seed = xrand(s);
  fill((unsigned char *)(h + 1), h->size, h->seed);
  return h;
}
static void check(void *p) {
  size_t u = arc_count(p);
  (void)u;
  hdr_t *h = p;
  if (h->canary == CANARY && !verify((unsigned char *)(h + 1), h->size, h->seed))
    DIE("consumer: pattern corrupted");
}
static atomic_int done_prod;
static void *consumer(void *a) {
  long c = (long)a;
  uint64_t s = c + 5;
  void *keep[200];
  int nk = 0;
  for (;;) {
    void *p = 0;
    int fin = atomic_load(&done_prod) == P;
    for (int k = 0; k < P && !p; k++)
      p = ring_pop(&rings[k][c]);
    if (!p) {
      if (fin)
        break;
      sched_yield();
      continue;
    }
    check(p);
    if (nk < 200 && (xrand(&s) & 1)) {
      keep[nk++] = p;
      continue;
    }
    arc_release(p);
    if (nk == 200) {
      for (int i = 0; i < nk; i++) {
        check(keep[i]);
        arc_release(keep[i]);
      }
      nk = 0;
    }
    void *q = mk(&s);
    check(q);
    arc_release(q); /* reuse released blocks */
  }
  for (int i = 0; i < nk; i++) {
    check(keep[i]);
    arc_release(keep[i]);
  }
  return 0;
}
static void *producer(void *a) {
  long id = (long)a;
  uint64_t s = id * 77 + 3;
  for (long i = 0; i < N; i++) {
    void *p = mk(&s);
    ring_push(&rings[id % 10][(id % 10 + 1 + (i % (P - 1))) % P], p);
  }
  atomic_fetch_add(&done_prod, 1);
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    N = atol(argv[1]);
  (void)small_dtor_cnt;
  for (int round = 0; round < 4; round++) {
    atomic_store(&done_prod, 0);
    pthread_t pr[P], co[P];
    for (long i = 0; i < P; i++)
      pthread_create(&co[i], 0, consumer, (void *)i);
    for (long i = 0; i < P; i++)
      pthread_create(&pr[i], 0, producer, (void *)(i + round * 10));
    for (int i = 0; i < P; i++)
      pthread_join(pr[i], 0);
    for (int i = 0; i < P; i++)
      pthread_join(co[i], 0);
  }
  return finish("p21_cache_sizes");
}
