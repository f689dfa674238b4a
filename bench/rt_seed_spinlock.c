/* rt_seed_spinlock.c - the seed's original runtime design, rebuilt for the benchmark only.
 *
 * One global spinlock around every retain and release, and unconditional writes: an "immortal"
 * literal's count word is incremented and decremented like any other (so the literal must be in
 * writable memory: rows.c is built with -DBENCH_WRITABLE_LITERAL against this runtime). The
 * same API names and the same 16-byte header as libarcrt, so bench/rows.c links against it
 * unchanged. Counts are plain positive numbers; there is no LOCAL/SHARED/IMMORTAL state.
 */
#include <arc.h>
#include <stdatomic.h>
#include <stdlib.h>

static atomic_int lock_word;

static void lock(void) {
  while (atomic_exchange_explicit(&lock_word, 1, memory_order_acquire))
    while (atomic_load_explicit(&lock_word, memory_order_relaxed))
      __builtin_ia32_pause();
}

static void unlock(void) { atomic_store_explicit(&lock_word, 0, memory_order_release); }

static struct arc_header *header(const void *p) {
  return (struct arc_header *)((char *)p - ARC_HEADER_SIZE);
}

void *arc_alloc(size_t size, void (*destroy)(void *)) {
  struct arc_header *h = malloc(ARC_HEADER_SIZE + size); /* glibc: 16-byte aligned */
  if (!h)
    return NULL;
  h->rc = 1;
  h->destroy = destroy;
  return (char *)h + ARC_HEADER_SIZE;
}

void *arc_alloc_local(size_t size, void (*destroy)(void *)) { return arc_alloc(size, destroy); }

void *arc_retain(void *p) {
  if (!p)
    return p;
  lock();
  header(p)->rc++;
  unlock();
  return p;
}

void arc_release(void *p) {
  if (!p)
    return;
  struct arc_header *h = header(p);
  lock();
  long long rc = --h->rc;
  unlock();
  if (rc == 0) {
    if (h->destroy)
      h->destroy(p);
    free(h);
  }
}

void *arc_retain_local(void *p) { return arc_retain(p); }
void arc_release_local(void *p) { arc_release(p); }
void *arc_publish(void *p) { return p; }

long arc_count(const void *p) {
  if (!p)
    return 0;
  lock();
  long rc = (long)header(p)->rc;
  unlock();
  return rc;
}

int arc_is_unique(const void *p) { return p && arc_count(p) == 1; }
