/* owner.c - owner tags and merge queues. A thread gets an owner tag (1..65535) at its first
 * allocation; the objects it allocates carry that tag and are counted by it with plain
 * instructions (rc.h). Each tag has a record with a merge queue: a lock-free stack onto which
 * other threads push objects whose shared count they could not take below zero (their
 * reference now belongs to the queue). The owner drains its queue at its next allocation (and
 * in arc_count/arc_is_unique) and at its exit; after the exit the queue is CLOSED and a thread
 * that would push merges the object itself, which is safe because the owner no longer writes
 * the biased count. A tag is given to a new thread only once no unmerged object carries it, so
 * a tag never has two writers. docs/runtime.md has the protocol and its correctness argument. */
#include "alloc.h"
#include "rc.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

_Thread_local arcrt_thread arcrt_self
    __attribute__((tls_model("initial-exec"))) = {.tag_bits = ARCRT_NO_TAG};

struct merge_node {
  struct merge_node *next;
  arcrt_header *h;
};
#define CLOSED ((struct merge_node *)1)

#define TAGS (1u << ARCRT_TAG_BITS)
static _Atomic(arcrt_record *) records[TAGS];                /* by tag; tag 0 is never handed out */
static pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER; /* next_tag, exited */
static uint64_t next_tag = 1;
static arcrt_record *exited;
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

void arcrt_fatal(const char *message) {
  fprintf(stderr, "%s\n", message);
  abort();
}

static void thread_exit(void *record);
static void make_exit_key(void) {
  if (pthread_key_create(&exit_key, thread_exit) != 0) {
    arcrt_fatal("arc: pthread_key_create failed");
  }
}

uint64_t arcrt_register_thread(void) {
  arcrt_thread *self = &arcrt_self;
  pthread_once(&exit_key_once, make_exit_key);
  pthread_mutex_lock(&registry);
  arcrt_record *r = NULL;
  for (arcrt_record **p = &exited; *p; p = &(*p)->next_exited)
    if (atomic_load_explicit(&(*p)->live, memory_order_acquire) == 0) {
      r = *p;
      *p = r->next_exited;
      break;
    }
  if (!r && next_tag < TAGS && (r = calloc(1, sizeof *r)) != NULL) {
    r->tag = next_tag++;
    atomic_store_explicit(&records[r->tag], r, memory_order_release);
  }
  pthread_mutex_unlock(&registry);
  self->owned = 0;
  if (!r) { /* no tag left: this thread owns nothing, its objects are born MERGED */
    self->state = ARCRT_UNTAGGED;
    return ARCRT_NO_TAG;
  }
  self->state = ARCRT_OWNER;
  atomic_store_explicit(&r->live, 0, memory_order_relaxed);
  atomic_store_explicit(&r->queue, NULL, memory_order_release); /* reopen */
  self->record = r;
  self->tag_bits = arcrt_tag_bits(r->tag);
  pthread_setspecific(exit_key, r);
  return self->tag_bits;
}

/* The thread that queued h (its release left the reference to the queue) finds the owner gone:
 * it merges h itself, dropping that reference. */
static void merge_for_exited_owner(arcrt_header *h, arcrt_record *r) {
  int64_t n = arcrt_rc_merge(h, -1);
  atomic_fetch_sub_explicit(&r->live, 1, memory_order_release);
  if (n == 0)
    arcrt_destroy(h);
}

void arcrt_request_merge(arcrt_header *h, uint64_t shared) {
  arcrt_record *r = atomic_load_explicit(&records[(shared & ARCRT_TAG_MASK) >> ARCRT_TAG_SHIFT],
                                         memory_order_acquire);
  struct merge_node *node = malloc(sizeof *node);
  if (!node) {
    arcrt_fatal("arc: out of memory for a merge request");
  }
  node->h = h;
  struct merge_node *head = atomic_load_explicit(&r->queue, memory_order_acquire);
  do {
    if (head == CLOSED) {
      free(node);
      merge_for_exited_owner(h, r);
      return;
    }
    node->next = head;
    /* A CAS loop, on the rare path of an object crossing threads: it only retries when another
     * thread pushed onto the same owner's queue at the same moment. */
  } while (!atomic_compare_exchange_weak_explicit(&r->queue, &head, node, memory_order_release,
                                                  memory_order_acquire));
}

/* The owner merges one queued object and drops the queue's reference. */
static void merge_queued(arcrt_header *h) {
  uint64_t s = atomic_load_explicit(&h->shared, memory_order_relaxed);
  if (s & ARCRT_MERGED) { /* the owner merged it meanwhile (its biased count reached 0) */
    if (arcrt_rc_release_shared(h))
      arcrt_destroy(h);
    return;
  }
  arcrt_self.owned--;
  if (arcrt_rc_merge(h, -1) == 0)
    arcrt_destroy(h);
}

static void drain_list(struct merge_node *n) {
  while (n) {
    struct merge_node *next = n->next;
    arcrt_header *h = n->h;
    free(n);
    merge_queued(h);
    n = next;
  }
}

void arcrt_drain_merges(void) {
  arcrt_record *r = arcrt_self.record;
  if (r && atomic_load_explicit(&r->queue, memory_order_relaxed) != NULL)
    drain_list(atomic_exchange_explicit(&r->queue, NULL, memory_order_acquire));
}

#ifdef ARCRT_CHECKING_BUILD
/* The checking build's exit report, under its lock (no thread can be changing a header, since
 * every checked entry takes that lock): merges every pending request of every thread still
 * alive, on its behalf, so that objects waiting for an owner that is idle (a thread pool's
 * worker) are destroyed before the report counts what is left. */
void arcrt_drain_all_queues(void) {
  for (uint64_t tag = 1; tag < TAGS; ++tag) {
    arcrt_record *r = atomic_load_explicit(&records[tag], memory_order_acquire);
    if (!r)
      break;
    struct merge_node *n = atomic_load_explicit(&r->queue, memory_order_acquire);
    if (n == NULL || n == CLOSED)
      continue;
    n = atomic_exchange_explicit(&r->queue, NULL, memory_order_acq_rel);
    while (n) {
      struct merge_node *next = n->next;
      arcrt_header *h = n->h;
      free(n);
      if (atomic_load_explicit(&h->shared, memory_order_relaxed) & ARCRT_MERGED) {
        if (arcrt_rc_release_shared(h))
          arcrt_destroy(h);
      } else if (arcrt_rc_merge(h, -1) == 0) {
        arcrt_destroy(h);
      }
      n = next;
    }
  }
}
#endif

/* pthread key destructor: the thread is exiting. It stops acting as an owner first (from here
 * its own objects take the other threads' path), closes and drains its queue, leaves the count
 * of its still unmerged objects in the record, and gives its cached blocks back. */
static void thread_exit(void *record) {
  arcrt_record *r = record;
  arcrt_thread *self = &arcrt_self;
#ifdef ARCRT_CHECKING_BUILD
  arcrt_check_lock();
#endif
  /* First: destructors run by the drain below may allocate (born MERGED) and release this
   * thread's own objects (the other threads' path) without touching the record. */
  self->tag_bits = ARCRT_NO_TAG;
  self->state = ARCRT_EXITED;
  self->record = NULL;
  drain_list(atomic_exchange_explicit(&r->queue, CLOSED, memory_order_acq_rel));
  atomic_fetch_add_explicit(&r->live, self->owned, memory_order_release);
  self->owned = 0;
#ifdef ARCRT_CHECKING_BUILD
  arcrt_check_unlock();
#endif
  arcrt_cache_flush();
  pthread_mutex_lock(&registry);
  r->next_exited = exited;
  exited = r;
  pthread_mutex_unlock(&registry);
}
