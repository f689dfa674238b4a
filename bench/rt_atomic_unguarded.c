/* rt_atomic_unguarded.c - an unguarded atomic runtime, for the benchmark only.
 *
 * Lock-free, but every retain and release is an atomic read-modify-write of the count word,
 * always: no test for immortal objects (a literal's word is written like any other, so rows.c
 * is built with -DBENCH_WRITABLE_LITERAL against it) and no thread-local fast path. The same API
 * names and 16-byte header as libarcrt; counts are plain positive numbers.
 */
#include <arc.h>
#include <stdatomic.h>
#include <stdlib.h>

static _Atomic long long *count_word(const void *p) {
  return (_Atomic long long *)((char *)p - ARC_HEADER_SIZE);
}

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
  if (p)
    atomic_fetch_add_explicit(count_word(p), 1, memory_order_relaxed);
  return p;
}

void arc_release(void *p) {
  if (!p)
    return;
  if (atomic_fetch_sub_explicit(count_word(p), 1, memory_order_release) == 1) {
    atomic_thread_fence(memory_order_acquire);
    struct arc_header *h = header(p);
    if (h->destroy)
      h->destroy(p);
    free(h);
  }
}

void *arc_retain_local(void *p) { return arc_retain(p); }
void arc_release_local(void *p) { arc_release(p); }
void *arc_publish(void *p) { return p; }

long arc_count(const void *p) {
  return p ? (long)atomic_load_explicit(count_word(p), memory_order_acquire) : 0;
}

int arc_is_unique(const void *p) { return p && arc_count(p) == 1; }
