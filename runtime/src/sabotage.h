/* sabotage.h - test-only: the deliberately broken SHARED count update of libarcrt-sabotage.a
 * (built with ARC_TEST_SABOTAGE_PLAIN_COUNT, never installed). A plain load and store instead of
 * an atomic add, which loses updates under contention: the positive control of the concurrency
 * tests (tests/runtime/sabotage_lost_updates.c). rc.h includes this file in that build only, so
 * that no other build has a trace of it on its hot path. */
#ifndef ARCRT_SABOTAGE_H
#define ARCRT_SABOTAGE_H

#include "object.h"

static inline int64_t arcrt_shared_decrement(arcrt_header *h, memory_order order) {
  (void)order;
  int64_t old = atomic_load_explicit(&h->rc, memory_order_relaxed);
  atomic_store_explicit(&h->rc, old - 1, memory_order_relaxed);
  return old;
}

static inline int64_t arcrt_shared_increment(arcrt_header *h, memory_order order) {
  (void)order;
  int64_t old = atomic_load_explicit(&h->rc, memory_order_relaxed);
  atomic_store_explicit(&h->rc, old + 1, memory_order_relaxed);
  return old;
}

#endif /* ARCRT_SABOTAGE_H */
