/* support.h - what every generated fuzz program (tools/fuzz/gen.py) shares with support.c.
 *
 * support.c is compiled on its own, without the pass, and linked into both builds of every
 * program: to the optimiser of a generated program its functions are opaque calls into another
 * translation unit. Some of them rewrite slots (and release what was there), some only read;
 * fz_use is declared pure, so the compiler may assume it writes nothing, which is true. */
#ifndef FUZZ_SUPPORT_H
#define FUZZ_SUPPORT_H

#include <setjmp.h>
#include <stdatomic.h>

/* The payload of every object the programs make. */
struct obj {
  long id;           /* summed into fz_destroyed_sum when the object is destroyed */
  long val;          /* what the loops read */
  struct obj *child; /* owned; released by fz_d_child */
  long slot;         /* the slot fz_d_rewrite / the program's own rewriting destructor rewrites */
};
struct fz_box {
  void *h;
  long tag;
};

enum { FZ_SLOTS = 6, FZ_BOXES = 3, FZ_ARR = 8 };
extern void *fz_slot[FZ_SLOTS]; /* each holds one reference to a live object */
extern struct fz_box fz_box[FZ_BOXES];
extern void *fz_arr[FZ_ARR];

/* Destructors: all add the object's id to the checksums (atomically: order does not matter). */
void fz_d_plain(void *payload);
void fz_d_child(void *payload);   /* also releases payload->child */
void fz_d_rewrite(void *payload); /* also replaces fz_slot[payload->slot], releasing the old */
void fz_destroyed(const struct obj *o);
long fz_destroyed_sum(void);
long fz_destroyed_count(void);

/* An object made where the optimiser cannot see it (owned by the caller). */
void *fz_new(long id, long val);

/* Reads an object (NULL-safe). Pure: writes nothing, which the optimiser may rely on. */
long fz_use(const void *p) __attribute__((pure));
/* The same read, but opaque: for all the optimiser knows it writes anything. */
long fz_use_opaque(const void *p);
/* Does nothing, opaquely. */
void fz_noop(long i);
/* When i % period == period - 1, replaces the slot with a fresh object and releases the old
 * one (which may run a destructor); otherwise does nothing. */
void fz_rewrite_slot(long k, long i, long period);
void fz_rewrite_box(long k, long i, long period);
void fz_rewrite_arr(long k, long i, long period);
void fz_rewrite_ptr(void **where, long i, long period);
/* Remembers a slot's address (NULL forgets it); fz_rewrite_stashed then rewrites that slot
 * like fz_rewrite_ptr. A local whose address was stashed may change in any opaque call. */
void fz_stash(void **where);
void fz_rewrite_stashed(long i, long period);
/* Adds v to an object's val (the payload, never a slot). */
void fz_bump(void *p, long v);

/* For the shapes of tools/fuzz/shapes.py: callees that leave the loop without returning when
 * i == k (and otherwise return at once), a sleep, a watchdog, an opaque drop of an owner. */
extern jmp_buf fz_jmp;                     /* fz_longjmp_at jumps here */
void fz_longjmp_at(long i, long k);        /* longjmp(fz_jmp, 1) */
void fz_pthread_exit_at(long i, long k);   /* pthread_exit(NULL) */
void fz_exit_at(long i, long k, long acc); /* prints "exit: ACC", then exit(0) */
void fz_sleep_ms(long ms);
/* Waits up to MS milliseconds for *FLAG to become nonzero; returns whether it did. */
int fz_watch(atomic_int *flag, long ms);
/* Sets *SLOT to NULL and releases what it held. */
void fz_drop(void **slot);

#endif
