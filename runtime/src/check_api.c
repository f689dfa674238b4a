/* check_api.c - the public entry points of the checking build (libarcrt-check.a). Every call
 * takes one (recursive) mutex, looks the object up in the side table, aborts with an
 * "arc-check:" message naming the object, the operation and the threads if the call is a misuse,
 * and otherwise does exactly what the default build does to the header (rc.h, owner.c). The side
 * table keeps its own exact count of every object, and after each operation the header must
 * agree with it: the owner-biased protocol (biased + shared count, merge requests, merges) may
 * never lose or invent a reference, an unmerged object must carry its allocating thread's tag,
 * only that thread may change its biased count, and an object must be destroyed exactly when
 * its count reaches zero (at once, or at the merge its last release requested). Destructors run
 * outside the mutex except when a merge runs them; freed blocks go to the quarantine. With
 * ARC_CHECK_LEAKS=1, live objects, and objects whose count reached zero but were never
 * destroyed (a lost merge), are reported at exit. */
#define _GNU_SOURCE
#include "alloc.h"
#include "check.h"
#include "rc.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Recursive: a merge that runs inside an entry point (a release that finds the owner gone, an
 * allocation that drains its queue) destroys and disposes of objects under the same lock. */
static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static unsigned long long n_allocated, n_freed;

static pid_t this_thread(void) { return (pid_t)syscall(SYS_gettid); }

/* "thread 1234" or "thread 1234 (main)". */
static const char *thread_name(pid_t tid, char *buf, size_t len) {
  snprintf(buf, len, "thread %ld%s", (long)tid, tid == getpid() ? " (main)" : "");
  return buf;
}

__attribute__((noreturn, format(printf, 1, 2))) static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fflush(stdout);
  fputs("arc-check: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

static void verify_header(const char *op, const void *p, arcrt_check_record *r);

static int is_release(const char *op) { return strncmp(op, "arc_release", 11) == 0; }

/* Locks, and returns the record of the live object p, or NULL (still locked) when p is a static
 * IMMORTAL object, which has no record. Aborts on every misuse. */
static arcrt_check_record *enter(const char *op, const void *p) {
  char me_buf[48], other_buf[48];
  pid_t me = this_thread();
  arcrt_header *h = arcrt_header_of(p);
  pthread_mutex_lock(&lock);
  arcrt_check_record *r = arcrt_table_find((uintptr_t)h);
  if (!r) {
    /* Not allocated by us: fine only for a static immortal object. (Reading its header is
     * safe for real static objects; a wild pointer may fault here instead of below.) */
    if (arcrt_is_immortal(atomic_load_explicit(&h->rc, memory_order_relaxed)))
      return NULL;
    die("not an arc object: %s(%p) in %s: no live object allocated by arc_alloc or "
        "arc_alloc_local has this address (a bad pointer, or freed long ago)",
        op, p, thread_name(me, me_buf, sizeof me_buf));
  }
  if (r->state != ARCRT_LIVE) {
    const char *what = r->state == ARCRT_DYING ? "is being destroyed" : "was freed";
    if (is_release(op))
      die("count below zero: %s(%p) in %s: the count already reached zero in %s in %s and the "
          "object %s (released once too often)",
          op, p, thread_name(me, me_buf, sizeof me_buf), r->end_op,
          thread_name(r->end_tid, other_buf, sizeof other_buf), what);
    die("use after free: %s(%p) in %s: the object %s (its count reached zero in %s in %s)", op, p,
        thread_name(me, me_buf, sizeof me_buf), what, r->end_op,
        thread_name(r->end_tid, other_buf, sizeof other_buf));
  }
  if (r->local && !r->published && r->alloc_tid != me)
    die("LOCAL object touched by another thread: %s(%p) in %s, but the object is LOCAL to %s "
        "(allocated by arc_alloc_local); that thread must arc_publish it before sharing it",
        op, p, thread_name(me, me_buf, sizeof me_buf),
        thread_name(r->alloc_tid, other_buf, sizeof other_buf));
  verify_header(op, p, r);
  return r;
}

/* The header against the side table (called under the lock, before and after every operation):
 * an unmerged object carries its owner's tag; its logical count is the side table's count, or
 * one more while a merge request holds the reference of a release (QUEUED). */
static void verify_header(const char *op, const void *p, arcrt_check_record *r) {
  arcrt_header *h = arcrt_header_of(p);
  uint64_t s = atomic_load_explicit(&h->shared, memory_order_relaxed);
  if (!(s & ARCRT_MERGED) && (s & ARCRT_TAG_MASK) != r->tag_bits)
    die("owner tag broken: %s(%p): the unmerged object carries tag %llu, its owner's is %llu", op,
        p, (unsigned long long)((s & ARCRT_TAG_MASK) >> ARCRT_TAG_SHIFT),
        (unsigned long long)(r->tag_bits >> ARCRT_TAG_SHIFT));
  long n = arcrt_logical_count(h);
  if (n == ARC_COUNT_IMMORTAL)
    return;
  long extra = n - r->count;
  if (extra != 0 && !(extra == 1 && (s & ARCRT_QUEUED)))
    die("count lost by the runtime: %s(%p): the header says %ld references, %ld are held%s", op, p,
        n, r->count, s & ARCRT_QUEUED ? " (one more may wait for a merge)" : "");
}

static void leave(void) { pthread_mutex_unlock(&lock); }

void arcrt_check_lock(void) { pthread_mutex_lock(&lock); }
void arcrt_check_unlock(void) { pthread_mutex_unlock(&lock); }

static void *alloc(size_t size, void (*destroy)(void *), int local) {
  pthread_mutex_lock(&lock);
  void *p = arcrt_new_object(size, destroy); /* may merge (and destroy) queued objects first */
  if (!p) {
    leave();
    return NULL;
  }
  arcrt_header *h = arcrt_header_of(p);
  arcrt_check_record *r = arcrt_table_insert((uintptr_t)h);
  if (!r)
    die("out of memory for the side table of %p", p);
  r->size = size;
  r->alloc_tid = this_thread();
  r->state = ARCRT_LIVE;
  r->local = (unsigned char)local;
  r->count = 1;
  uint64_t s = atomic_load_explicit(&h->shared, memory_order_relaxed);
  r->tag_bits = s & ARCRT_MERGED ? ARCRT_NO_TAG : s & ARCRT_TAG_MASK;
  ++n_allocated;
  leave();
  return p;
}

void *arc_alloc(size_t size, void (*destroy)(void *)) { return alloc(size, destroy, 0); }
void *arc_alloc_local(size_t size, void (*destroy)(void *)) { return alloc(size, destroy, 1); }

/* After the destructor: poison the payload, keep the block in quarantine, and forget (and
 * really free) whatever the quarantine pushes out. */
void arcrt_dispose(arcrt_header *h) {
  pthread_mutex_lock(&lock);
  arcrt_check_record *r = arcrt_table_find((uintptr_t)h);
  if (!r || r->state != ARCRT_DYING)
    die("destroyed while referenced: %p is being freed, but %ld references are still held (a "
        "merge freed it early, or freed it twice)",
        arcrt_payload_of(h), r ? r->count : 0L);
  r->state = ARCRT_FREED;
  ++n_freed;
  memset(arcrt_payload_of(h), 0xdd, r->size);
  atomic_store_explicit(&h->rc, 0, memory_order_relaxed);
  arcrt_header *out = arcrt_quarantine_push(h);
  if (out) {
    arcrt_table_remove((uintptr_t)out);
    arcrt_block_free(out);
  }
  leave();
}

/* Only the owner may change the biased count of an unmerged object. */
static void verify_biased_writer(const char *op, const void *p, arcrt_check_record *r,
                                 int64_t before) {
  arcrt_header *h = arcrt_header_of(p);
  int64_t after = atomic_load_explicit(&h->rc, memory_order_relaxed);
  uint64_t s = atomic_load_explicit(&h->shared, memory_order_relaxed);
  if (after != before && !(s & ARCRT_MERGED) && arcrt_self.tag_bits != r->tag_bits)
    die("biased count written by a thread that does not own it: %s(%p)", op, p);
}

static void *retain(const char *op, void *p) {
  if (!p)
    return p;
  arcrt_check_record *r = enter(op, p);
  arcrt_header *h = arcrt_header_of(p);
  int64_t before = atomic_load_explicit(&h->rc, memory_order_relaxed);
  arcrt_rc_retain(h);
  if (r) {
    r->count++;
    verify_biased_writer(op, p, r, before);
    verify_header(op, p, r);
  }
  leave();
  return p;
}

static void release(const char *op, void *p) {
  if (!p)
    return;
  arcrt_check_record *r = enter(op, p);
  arcrt_header *h = arcrt_header_of(p);
  if (r && --r->count == 0) { /* logically dead: now, or at the merge this release requests */
    r->state = ARCRT_DYING;
    r->end_tid = this_thread();
    r->end_op = op;
  }
  int64_t before = atomic_load_explicit(&h->rc, memory_order_relaxed);
  int last = arcrt_rc_release(h); /* may merge and destroy h itself (owner gone) */
  if (r && r->state == ARCRT_LIVE) {
    if (last)
      die("destroyed while referenced: %s(%p) dropped the last reference in the header, but %ld "
          "are still held",
          op, p, r->count);
    verify_biased_writer(op, p, r, before);
    verify_header(op, p, r);
  }
  leave();
  if (last)
    arcrt_destroy(h);
}

void *arc_retain(void *p) { return retain("arc_retain", p); }
void *arc_retain_local(void *p) { return retain("arc_retain_local", p); }
void arc_release(void *p) { release("arc_release", p); }
void arc_release_local(void *p) { release("arc_release_local", p); }

void *arc_publish(void *p) {
  if (!p)
    return p;
  arcrt_check_record *r = enter("arc_publish", p);
  if (r)
    r->published = 1; /* other threads may touch it from now on */
  leave();
  return p;
}

long arc_count(const void *p) {
  if (!p)
    return 0;
  arcrt_check_record *r = enter("arc_count", p);
  arcrt_drain_merges();
  long n = arcrt_logical_count(arcrt_header_of(p));
  if (r && n != ARC_COUNT_IMMORTAL && arcrt_self.tag_bits == r->tag_bits && n != r->count)
    die("count lost by the runtime: arc_count(%p) in the owner: the header says %ld, %ld are "
        "held",
        p, n, r->count);
  leave();
  return n;
}

int arc_is_unique(const void *p) {
  if (!p)
    return 0;
  enter("arc_is_unique", p);
  arcrt_drain_merges();
  int unique = arcrt_logical_count(arcrt_header_of(p)) == 1;
  leave();
  return unique;
}

/* ---- Leak report at exit (ARC_CHECK_LEAKS=1) ---------------------------------------------- */

struct leak_scan {
  unsigned long long live, immortalized, unmerged;
};

static int saturated(arcrt_check_record *r) {
  return arcrt_logical_count((arcrt_header *)r->key) == ARC_COUNT_IMMORTAL;
}

static void count_leak(arcrt_check_record *r, void *ctx) {
  struct leak_scan *s = ctx;
  if (r->state == ARCRT_DYING && r->count == 0) {
    ++s->unmerged; /* its last reference went, but no merge destroyed it */
    return;
  }
  if (r->state != ARCRT_LIVE)
    return;
  if (saturated(r)) /* saturated: immortal by design, not a leak */
    ++s->immortalized;
  else
    ++s->live;
}

static void print_leak(arcrt_check_record *r, void *ctx) {
  unsigned *printed = ctx;
  arcrt_header *h = (arcrt_header *)r->key;
  if (r->state != ARCRT_LIVE || saturated(r) || ++*printed > 20)
    return;
  char buf[48];
  fprintf(stderr, "arc-check:   live object %p: %s, count %ld, allocated by %s in %s\n",
          arcrt_payload_of(h), r->local && !r->published ? "LOCAL" : "SHARED", r->count,
          r->local ? "arc_alloc_local" : "arc_alloc", thread_name(r->alloc_tid, buf, sizeof buf));
}

__attribute__((destructor)) static void leak_check_at_exit(void) {
  const char *env = getenv("ARC_CHECK_LEAKS");
  if (!env || strcmp(env, "1") != 0)
    return;
  fflush(stdout);
  pthread_mutex_lock(&lock);
  arcrt_drain_all_queues(); /* pending merges of every thread, idle ones included */
  struct leak_scan s = {0, 0, 0};
  arcrt_table_each(count_leak, &s);
  if (s.unmerged) {
    fprintf(stderr,
            "arc-check: lost merge: %llu objects lost their last reference but were never "
            "destroyed\n",
            s.unmerged);
    fflush(stderr);
    _exit(1);
  }
  if (s.live) {
    fprintf(stderr, "arc-check: leaks: %llu live objects at exit (%llu allocated, %llu freed)\n",
            s.live, n_allocated, n_freed);
    unsigned printed = 0;
    arcrt_table_each(print_leak, &printed);
    if (s.live > 20)
      fprintf(stderr, "arc-check:   ... and %llu more\n", s.live - 20);
    fflush(stderr);
    _exit(1);
  }
  fprintf(stderr, "arc-check: no leaks (%llu objects allocated, %llu freed, %llu immortalized)\n",
          n_allocated, n_freed, s.immortalized);
  pthread_mutex_unlock(&lock);
}
