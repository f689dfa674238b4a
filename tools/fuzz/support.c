/* support.c - the other translation unit of every generated fuzz program (see support.h). */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include "support.h"

#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void *fz_slot[FZ_SLOTS];
struct fz_box fz_box[FZ_BOXES];
void *fz_arr[FZ_ARR];

static _Atomic long destroyed_sum, destroyed_count;
static long next_id = 900000000; /* ids of objects made here; only ever used serially */

void fz_destroyed(const struct obj *o) {
  atomic_fetch_add_explicit(&destroyed_sum, o->id, memory_order_relaxed);
  atomic_fetch_add_explicit(&destroyed_count, 1, memory_order_relaxed);
}
long fz_destroyed_sum(void) { return atomic_load(&destroyed_sum); }
long fz_destroyed_count(void) { return atomic_load(&destroyed_count); }

void *fz_new(long id, long val) {
  struct obj *o = arc_alloc(sizeof *o, fz_d_plain);
  o->id = id, o->val = val, o->child = 0, o->slot = 0;
  return o;
}

void fz_d_plain(void *payload) { fz_destroyed(payload); }

void fz_d_child(void *payload) {
  struct obj *o = payload;
  fz_destroyed(o);
  arc_release(o->child);
}

void fz_d_rewrite(void *payload) {
  struct obj *o = payload;
  fz_destroyed(o);
  void *old = fz_slot[o->slot];
  fz_slot[o->slot] = fz_new(o->id + 500000000, o->val + 1);
  arc_release(old);
}

long fz_use(const void *p) {
  const struct obj *o = p;
  return o ? o->val * 3 + o->id % 7 : 0;
}
long fz_use_opaque(const void *p) { return fz_use(p) + 1; }
void fz_noop(long i) { (void)i; }

static void replace(void **where, long val) {
  void *old = *where;
  *where = fz_new(next_id++, val);
  arc_release(old);
}
void fz_rewrite_slot(long k, long i, long period) {
  if (i % period == period - 1)
    replace(&fz_slot[k], i);
}
void fz_rewrite_box(long k, long i, long period) {
  if (i % period == period - 1)
    replace(&fz_box[k].h, i + 1);
}
void fz_rewrite_arr(long k, long i, long period) {
  if (i % period == period - 1)
    replace(&fz_arr[k], i + 2);
}
void fz_rewrite_ptr(void **where, long i, long period) {
  if (i % period == period - 1)
    replace(where, i + 3);
}
void fz_bump(void *p, long v) { ((struct obj *)p)->val += v; }

static void **stash;
void fz_stash(void **where) { stash = where; }
void fz_rewrite_stashed(long i, long period) {
  if (stash && i % period == period - 1)
    replace(stash, i + 4);
}

jmp_buf fz_jmp;
void fz_longjmp_at(long i, long k) {
  if (i == k)
    longjmp(fz_jmp, 1);
}
void fz_pthread_exit_at(long i, long k) {
  if (i == k)
    pthread_exit(NULL);
}
void fz_exit_at(long i, long k, long acc) {
  if (i == k) {
    printf("exit: %ld\n", acc);
    exit(0);
  }
}

void fz_sleep_ms(long ms) {
  struct timespec t = {ms / 1000, ms % 1000 * 1000000};
  while (nanosleep(&t, &t) != 0) {
  }
}
int fz_watch(atomic_int *flag, long ms) {
  for (long waited = 0; waited < ms && !atomic_load(flag); ++waited)
    fz_sleep_ms(1);
  return atomic_load(flag) != 0;
}

void fz_drop(void **slot) {
  void *old = *slot;
  *slot = NULL;
  arc_release(old);
}
