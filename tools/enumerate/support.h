/* support.h - what every program tools/enumerate/gen.py writes shares with support.c.
 *
 * support.c is compiled without the pass and linked into both builds of a batch, so to the
 * optimiser its functions are opaque. It owns the two roots (a and b, one reference each), the
 * event log (stdout, one line per event), the destructor, the writer thread that replaces a's
 * slot at fixed iterations and publishes with release, the custom runtime whose retain calls
 * user code, and the ways out of a loop (exit, longjmp) at a fixed iteration. */
#ifndef ENUM_SUPPORT_H
#define ENUM_SUPPORT_H

#include <arc.h>
#include <stdatomic.h>

#ifdef __cplusplus /* flavour sp's half (support_sp.cpp) and its programs are C++ */
extern "C" {
#endif

/* The payload of every object. A destructor poisons magic, so a read of a freed object shows. */
struct eobj {
  long magic; /* EN_ALIVE while live */
  long id;
  long val;
  struct eobj *peer; /* read (not owned) by the destructor: a's first object reads b's */
};
enum {
  EN_ALIVE = 0x5afe,
  EN_ITERS = 5,
  EN_REPLACE1 = 2,
  EN_REPLACE2 = 3,
  EN_LEAVE = 3,
  EN_DROP = 4
};

extern long en_iter;  /* the loop's iteration, stored by the loop */
extern long en_iters; /* EN_ITERS, unknown to the optimiser (no full unrolling) */
extern long en_at[3]; /* EN_REPLACE1, EN_REPLACE2, EN_LEAVE, unknown to it too (no peeling) */
extern long en_dtor_written; /* written by every destructor (its id) */
extern long en_len;          /* the size of a header copy, unknown to the optimiser */
extern atomic_int en_ready;  /* set (release) by the writer thread after it replaced a's slot */
extern void *en_root_a, *en_root_b; /* each holds one reference */
/* Objects made before the program runs (ids 11-14 and 21-24, one reference each): what a
 * visible store puts in a slot, so that the store needs no call. */
extern void *en_spare_a[4], *en_spare_b[4];
extern void *en_exit_obj; /* the destructor of this object calls exit(0) */
extern void *en_box_obj;  /* the destructor of this object drops a's holder reference */
extern void *en_guard[8]; /* non-NULL but at iteration EN_LEAVE */
/* One object per iteration (ids 31-35), each released by that iteration (op U), unconditionally:
 * iteration EN_REPLACE1's is a box (its destructor drops a's holder reference), iteration
 * EN_LEAVE's destructor calls exit(0). Made only for programs with flag EN_F_EACH. */
extern void *en_each[EN_ITERS];
enum { EN_EACH_ID = 31 };
/* A toggle object (id 41, made for programs with flag EN_F_TOGGLE): the custom runtime's
 * retain of it runs user code that calls exit(0) at iteration EN_LEAVE. Op V retains it and
 * keeps the reference in en_kept (released at exit): a retain that is no pair. */
extern void *en_toggle;
enum { EN_TOGGLE_ID = 41 };
extern void *en_kept[8];
/* The hand-over of op H: the loop, at iteration `at`, stores its position, sets go (release)
 * and waits for done (acquire); the writer thread waits for go, replaces a's slot and sets done.
 * The program's function doing the loop's half touches only this struct (its argument), so alias
 * analysis calls it unable to write any slot, yet it synchronises with the writer. */
struct en_hand {
  atomic_int go, done;
  long at;  /* the iteration of the hand-over */
  long pos; /* the position of the op, stored by the loop before go: where the writer logs */
};
extern struct en_hand en_hand;

/* Slots of the program's handles: where the writer thread, the callback and the drops write. */
void en_publish(void **slot_a, void **slot_b);
/* An object of the given kind ('a' or 'b'), count 1, owned by the caller. */
void *en_new(int kind);
void en_dtor(void *payload);

/* Events. The program's own events are stores into a table at a row (the iteration, or
 * EN_AFTER_ROW after the loop) and a slot (the event's place in the program text) fixed by the
 * program: no load, no call, so the optimiser and the pass see no read that a destructor's write
 * could reach and no call that could write a slot. Before each operation the program stores its
 * slot in en_pos; support.c's events (destructors, drops, the writer, the callback, ways out)
 * go to their own log with en_iter and en_pos, and the two are merged when printed at exit. */
enum { EN_ROWS = 8, EN_AFTER_ROW = 7, EN_SLOTS = 128, EN_EVENTS = 4096, EN_MAX_IDS = 4096 };
enum {
  EV_USE_A = 1,
  EV_USE_B,
  EV_COUNT_A,
  EV_COUNT_B,
  EV_G,
  EV_WORD,
  EV_LOOP_END,
  EV_AFTER,
  EV_DTOR,
  EV_DROP,
  EV_EXIT,
  EV_LONGJMP,
  EV_WRITER,
  EV_CALLBACK,
  EV_LANDED,
  EV_END,
  EV_DTOR_EXITS,
  EV_DTOR_DEAD,
  EV_NEW,
  EV_LIVE_A, /* a copy read just before its release: its id, or -1 if destroyed (flavour dp) */
  EV_LIVE_B,
  EV_WINDOW, /* op Wa's read of en_dtor_written in an exit window (oracle.py) */
  EV_CMP,    /* holder own-cmp: whether a is still the object a's root holds */
  EV_THROW   /* flavour sp, op E: a call throws */
};
extern long en_pos;
extern long en_lev[EN_ROWS][EN_SLOTS][2];
/* support.c's own log (kind, iteration, position, x, y) and the ids whose destructor ran: the
 * file's destructor (en_vdtor in gen.py's HEAD) writes both itself, with no call, so that LLVM
 * infers willreturn and nounwind for it. */
extern long en_sup[EN_EVENTS][5];
extern long en_nsup;
extern unsigned char en_dead_ids[EN_MAX_IDS];
/* The id of the object P points to, or -1 when its destructor ran (a read of its payload). */
#define EN_LIVE(p)                                                                                 \
  ({                                                                                               \
    struct eobj *e_ = (p);                                                                         \
    long m_ = e_->magic, id_ = e_->id; /* both read: a select, no branch */                        \
    m_ == EN_ALIVE ? id_ : -1L;                                                                    \
  })
#define EN_EV(row, slot, kind, x)                                                                  \
  (en_lev[(row) & (EN_ROWS - 1)][slot][0] = (kind),                                                \
   en_lev[(row) & (EN_ROWS - 1)][slot][1] = (long)(x))
extern void *en_nil;  /* an IMMORTAL object (id 0): what a dropped slot holds, never NULL */
int en_dead(long id); /* did the object with this id's destructor run (a destructor's write) */

/* Objects a program's function makes itself with arc_alloc (the allocation must be in the
 * program's IR, for the ownership rule): these give the payload its id and log it. */
void en_adopt(void *a);              /* holders own-*: object a (id 1), held by a's root */
void en_adopt_obj(void *x, long id); /* op F: another object (its own id) */
void en_adopt_exit(void *x);         /* op X: id 52; its destructor (en_dtor) calls exit(0) */
extern long en_forked[2];            /* holder forked: what the parallel region read */

/* Opaque calls. */
void en_drop_at(int h, long i); /* at i == EN_DROP: slot = NULL, release what it held */
void en_drop_both_at(long i);   /* the same for a, then b */
void en_drop_exit_at(long i);   /* at i == EN_DROP: drops b, whose destructor exit()s */
void en_exit_at(long i);        /* at i == EN_LEAVE: exit(0) */
void en_longjmp_at(long i);     /* at i == EN_LEAVE: longjmp to en_main */
void en_start_writer(void);     /* before the loop: the writer may start (release) */
void en_wait_call(void);        /* waits for en_ready inside an opaque call (a mutex) */

/* The custom runtime: arc_retain/arc_release, and the retain calls en_on_retain (user code). */
void *cb_retain(void *p);
void cb_release(void *p);

/* Flavour sp (support_sp.cpp): support.c's log, the hand-over and main serve it too. A use of an
 * empty std::shared_ptr logs address 0 ("use a empty"). */
void en_log(long kind, long x, long y); /* support.c's log, at en_iter and en_pos */
/* op H's loop half as an opaque call: at i == en_hand.at, go (release), then wait for done */
void en_handover_call(long i, long pos);
extern void (*en_replace_hook)(int who); /* replaces a's slot instead of the arc objects' code */
extern void (*en_cleanup_hook)(void); /* at exit, instead of the arc roots' counts and releases */

/* Program table and main. */
typedef void (*en_program)(void);
int en_main(int argc, char **argv, const en_program *programs, const int *flags, int count);
enum {
  EN_F_WRITER = 1,
  EN_F_SPIN = 2,
  EN_F_HANDOVER = 4,
  EN_F_EACH = 8,
  EN_F_TOGGLE = 16,
  EN_F_OWN = 32, /* the program makes a itself (en_adopt): main makes no root a */
  EN_F_SP = 64   /* flavour sp: support_sp.cpp made the roots (std::shared_ptr), no arc objects */
};

#ifdef __cplusplus
}
#endif
#endif
