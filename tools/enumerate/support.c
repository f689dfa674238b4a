/* support.c - the opaque half of every enumerated program (tools/enumerate/gen.py): roots,
 * destructor, event log, writer thread, custom runtime with a callback, exit/longjmp at a fixed
 * iteration, and main. Built once, without the pass. */
#define _DEFAULT_SOURCE /* usleep */
#include "support.h"

#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

long en_iter = -1;
long en_iters = EN_ITERS;
long en_at[3] = {EN_REPLACE1, EN_REPLACE2, EN_LEAVE};
long en_dtor_written;
long en_len = 16;
atomic_int en_ready;
static atomic_int go;
void *en_root_a, *en_root_b;
void *en_spare_a[4], *en_spare_b[4];
void *en_exit_obj, *en_box_obj;
void *en_guard[8] = {&en_guard, &en_guard, &en_guard, NULL,
                     &en_guard, &en_guard, &en_guard, &en_guard};
void *en_each[EN_ITERS];
void *en_kept[8];
void *en_toggle;
struct en_hand en_hand = {0, 0, EN_REPLACE1, 0};

static void **slot_of[2] = {&en_root_a, &en_root_b};
static atomic_long next_id = 100;
static jmp_buf jump;
static int in_loop; /* the program is between its start and its loop's end */
unsigned char en_dead_ids[EN_MAX_IDS];
static unsigned char made[EN_MAX_IDS];
static pthread_mutex_t made_lock = PTHREAD_MUTEX_INITIALIZER;

static struct {
  struct arc_header h;
  struct eobj o;
} nil = {{ARC_RC_IMMORTAL, 0}, {EN_ALIVE, 0, 0, NULL}};
void *en_nil = &nil.o;
long en_pos = -1;
long en_lev[EN_ROWS][EN_SLOTS][2];
long en_sup[EN_EVENTS][5]; /* kind, iteration, position, x, y */
long en_nsup;

/* The writer threads log at a fixed time, not at what they read of the loop's en_iter and en_pos
 * (no ordering; and with the pass, a store of en_pos before a call that alias analysis calls
 * unable to read it may be gone): the writer of A, C and Y at iteration 0, the hand-over (the
 * body's first operation, slot 1); the writer of H where the loop's en_handover says. */
static _Thread_local int fixed_time;
static _Thread_local long fixed_iter, fixed_pos = 1;

void (*en_replace_hook)(int who);
void (*en_cleanup_hook)(void);

static void sup_log(long kind, long x, long y) {
  if (en_nsup == EN_EVENTS)
    return;
  long *e = en_sup[en_nsup++];
  e[0] = kind;
  e[1] = fixed_time ? fixed_iter : en_iter;
  e[2] = fixed_time ? fixed_pos : en_pos;
  e[3] = x;
  e[4] = y;
}

/* One event of the merged log: sorted by iteration, position, then the program's event before
 * support.c's, then the order support.c logged them. */
struct event {
  long iter, pos, source, seq, kind, x, y;
};
static int by_time(const void *p, const void *q) {
  const struct event *a = p, *b = q;
  long d[] = {a->iter - b->iter, a->pos - b->pos, a->source - b->source, a->seq - b->seq};
  for (int i = 0; i < 4; ++i)
    if (d[i])
      return d[i] < 0 ? -1 : 1;
  return 0;
}
static struct event events[EN_EVENTS + EN_ROWS * EN_SLOTS];

void en_log(long kind, long x, long y) { sup_log(kind, x, y); }

/* The id of the object at ADDR at event N of the merged log (the newest allocation there before
 * it), or -1 when that object's destructor had already run (-2: no object there; -3: address 0,
 * an empty std::shared_ptr of flavour sp). */
static long id_at(long addr, long n) {
  if (addr == (long)en_nil)
    return 0;
  if (addr == 0)
    return -3;
  long id = -2;
  for (long m = 0; m < n; ++m) {
    if (events[m].kind == EV_NEW && events[m].x == addr)
      id = events[m].y;
    else if (events[m].kind == EV_DTOR && events[m].y == id)
      id = -1;
  }
  return id;
}

static void print_events(void) {
  long n = 0;
  for (long r = 0; r < EN_ROWS; ++r)
    for (long s = 0; s < EN_SLOTS; ++s)
      if (en_lev[r][s][0])
        events[n++] = (struct event){r, s, 0, 0, en_lev[r][s][0], en_lev[r][s][1], 0};
  for (long i = 0; i < en_nsup; ++i)
    events[n++] =
        (struct event){en_sup[i][1], en_sup[i][2], 1, i, en_sup[i][0], en_sup[i][3], en_sup[i][4]};
  qsort(events, n, sizeof events[0], by_time);
  for (long m = 0; m < n; ++m) {
    long k = events[m].kind, x = events[m].x, y = events[m].y;
    if (k == EV_NEW)
      continue;
    printf("[%ld] ", events[m].iter);
    switch (k) {
    case EV_LIVE_A:
    case EV_LIVE_B:
      if (x >= 0)
        printf("use %c %ld", k == EV_LIVE_A ? 'a' : 'b', x);
      else
        printf("use %c DEAD", k == EV_LIVE_A ? 'a' : 'b');
      break;
    case EV_USE_A:
    case EV_USE_B: {
      long id = id_at(x, m);
      if (id >= 0)
        printf("use %c %ld", k == EV_USE_A ? 'a' : 'b', id);
      else if (id == -3)
        printf("use %c empty", k == EV_USE_A ? 'a' : 'b');
      else
        printf("use %c DEAD", k == EV_USE_A ? 'a' : 'b');
      break;
    }
    case EV_COUNT_A:
      printf("count a %ld", x);
      break;
    case EV_COUNT_B:
      printf("count b %ld", x);
      break;
    case EV_G:
      printf("dtor-written %ld", x);
      break;
    case EV_WINDOW:
      printf("window-read %ld", x);
      break;
    case EV_WORD:
      printf("word a %lx", x);
      break;
    case EV_LOOP_END:
      printf("loop end");
      break;
    case EV_AFTER:
      printf("after %ld", x);
      break;
    case EV_CMP:
      printf("same a %ld", x);
      break;
    case EV_DTOR:
      if (x < 0)
        printf("dtor %ld", y);
      else if (x == 0)
        printf("dtor %ld peer DEAD", y);
      else
        printf("dtor %ld peer alive val %ld", y, x - 1);
      break;
    case EV_DROP:
      printf("drop %c", (int)x);
      break;
    case EV_EXIT:
      printf("exit");
      break;
    case EV_LONGJMP:
      printf("longjmp");
      break;
    case EV_THROW:
      printf("throw");
      break;
    case EV_WRITER:
      printf("writer replaces a");
      break;
    case EV_CALLBACK:
      printf("callback replaces a");
      break;
    case EV_LANDED:
      printf("landed");
      break;
    case EV_END:
      printf("end");
      break;
    case EV_DTOR_EXITS:
      printf("dtor exits");
      break;
    case EV_DTOR_DEAD:
      printf("dtor of a dead object");
      break;
    default:
      printf("event %ld", k);
    }
    putchar('\n');
  }
}

void en_publish(void **a, void **b) {
  slot_of[0] = a;
  slot_of[1] = b;
}

static void *make(int kind, long id) {
  struct eobj *o = arc_alloc(sizeof *o, en_dtor);
  if (!o)
    abort();
  o->magic = EN_ALIVE;
  o->id = id;
  o->val = id * 7 % 100;
  o->peer = NULL;
  (void)kind;
  sup_log(EV_NEW, (long)o, id);
  pthread_mutex_lock(&made_lock);
  if (id < EN_MAX_IDS)
    made[id] = 1;
  pthread_mutex_unlock(&made_lock);
  return o;
}

void *en_new(int kind) { return make(kind, atomic_fetch_add(&next_id, 1)); }

static void adopt(void *p, long id) {
  struct eobj *o = p;
  if (!o)
    abort();
  o->magic = EN_ALIVE;
  o->id = id;
  o->val = id * 7 % 100;
  o->peer = NULL;
  sup_log(EV_NEW, (long)o, id);
  pthread_mutex_lock(&made_lock);
  made[id] = 1;
  pthread_mutex_unlock(&made_lock);
}
void en_adopt(void *a) {
  adopt(a, 1);
  en_root_a = a;
}
void en_adopt_obj(void *x, long id) { adopt(x, id); }
void en_adopt_exit(void *x) {
  adopt(x, 52);
  en_exit_obj = x;
}
long en_forked[2];

static int exit_in_dtor_id = -1;
static void drop(int h);

void en_dtor(void *payload) {
  struct eobj *o = payload;
  if (o->magic != EN_ALIVE) {
    sup_log(EV_DTOR_DEAD, 0, 0);
    return;
  }
  sup_log(EV_DTOR, !o->peer ? -1 : o->peer->magic == EN_ALIVE ? o->peer->val + 1 : 0, o->id);
  en_dtor_written = o->id;
  pthread_mutex_lock(&made_lock);
  if (o->id < EN_MAX_IDS)
    en_dead_ids[o->id] = 1;
  pthread_mutex_unlock(&made_lock);
  /* op U's objects act only while a program runs (the ones left are released at exit) */
  int each_box = in_loop && o->id == EN_EACH_ID + EN_REPLACE1;
  int each_exit = in_loop && o->id == EN_EACH_ID + EN_LEAVE;
  if (payload == en_box_obj || each_box) {
    /* a box: it owned a's holder reference; its destructor drops it */
    if (!each_box)
      en_box_obj = NULL;
    struct eobj *a = *slot_of[0];
    if (a->peer == o)
      a->peer = NULL; /* a no longer reads the box once it is gone */
    drop(0);
  }
  o->magic = 0xdead;
  o->val = -1;
  if (o->id == exit_in_dtor_id || payload == en_exit_obj || each_exit) {
    sup_log(EV_DTOR_EXITS, 0, 0);
    exit(0);
  }
}

int en_dead(long id) { return id >= 0 && id < EN_MAX_IDS && en_dead_ids[id]; }

static void drop(int h) {
  void *o = *slot_of[h];
  *slot_of[h] = en_nil;
  sup_log(EV_DROP, 'a' + h, 0);
  arc_release(o);
}
void en_drop_at(int h, long i) {
  if (i == EN_DROP)
    drop(h - 'a');
}
void en_drop_both_at(long i) {
  if (i == EN_DROP) {
    drop(0);
    drop(1);
  }
}
void en_drop_exit_at(long i) {
  if (i == EN_DROP) {
    struct eobj *b = *slot_of[1];
    if (b)
      exit_in_dtor_id = (int)b->id;
    drop(1);
    exit_in_dtor_id = -1;
  }
}
void en_exit_at(long i) {
  if (i == EN_LEAVE) {
    sup_log(EV_EXIT, 0, 0);
    exit(0);
  }
}
void en_longjmp_at(long i) {
  if (i == EN_LEAVE) {
    sup_log(EV_LONGJMP, 0, 0);
    longjmp(jump, 1);
  }
}

/* Replaces a's slot with a new object and releases the old one (atomically stored: the atomic
 * holder is read with atomic loads). */
static void replace_a(int who) {
  if (en_replace_hook) {
    en_replace_hook(who);
    return;
  }
  void *o = __atomic_load_n(slot_of[0], __ATOMIC_RELAXED);
  void *n = en_new('a');
  __atomic_store_n(slot_of[0], n, __ATOMIC_RELAXED);
  sup_log(who, 0, 0);
  arc_release(o);
}

/* ---- the writer thread ------------------------------------------------------------------ */
/* Started by main; once the program is about to enter its loop (en_start_writer, a release
 * store before the loop), it waits 1 ms (the loop is then waiting for it in its first
 * iteration: the program reads a's slot only after its wait), replaces a's slot, releases the
 * old object and publishes with a release store. Any timing gives the same result without the
 * pass; the delay only makes a reload wrongly hoisted above the wait read the old object. */
static void *writer(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&go, memory_order_acquire))
    ;
  if (atomic_load_explicit(&go, memory_order_acquire) < 0)
    return NULL;
  usleep(1000);
  fixed_time = 1;
  replace_a(EV_WRITER);
  atomic_store_explicit(&en_ready, 1, memory_order_release);
  return NULL;
}
void en_start_writer(void) { atomic_store_explicit(&go, 1, memory_order_release); }

/* The writer of op H: waits for the loop's go (acquire; the loop then waits for done), replaces
 * a's slot and sets done (release). It logs at the iteration and position en_handover stored. A
 * program
 * that leaves before its hand-over cancels it (go = -1). */
static void *handover_writer(void *arg) {
  (void)arg;
  int g;
  while (!(g = atomic_load_explicit(&en_hand.go, memory_order_acquire)))
    ;
  if (g < 0)
    return NULL;
  fixed_time = 1;
  fixed_iter = en_hand.at;
  fixed_pos = en_hand.pos;
  replace_a(EV_WRITER);
  atomic_store_explicit(&en_hand.done, 1, memory_order_release);
  return NULL;
}

void en_handover_call(long i, long pos) {
  if (i != en_hand.at)
    return;
  en_hand.pos = pos;
  atomic_store_explicit(&en_hand.go, 1, memory_order_release);
  while (!atomic_load_explicit(&en_hand.done, memory_order_acquire))
    ;
}

static pthread_mutex_t wait_lock = PTHREAD_MUTEX_INITIALIZER;
void en_wait_call(void) {
  for (;;) {
    pthread_mutex_lock(&wait_lock);
    int r = atomic_load_explicit(&en_ready, memory_order_acquire);
    pthread_mutex_unlock(&wait_lock);
    if (r)
      return;
  }
}

/* ---- the custom runtime ------------------------------------------------------------------ */
/* User code run by every retain: a retain of one of b's objects in iterations EN_REPLACE1 and
 * EN_REPLACE2 replaces a's slot (once per iteration), as a toggle-reference callback may; a
 * retain of the toggle object in iteration EN_LEAVE calls exit(0). */
static long callback_done = -1;
static void en_on_retain(void *p) {
  struct eobj *o = p;
  if (!o || !in_loop || o->id == 0)
    return;
  if (p == en_toggle) {
    if (en_iter == EN_LEAVE) {
      sup_log(EV_EXIT, 0, 0);
      exit(0);
    }
    return;
  }
  if (o->val >= 0 && p == *slot_of[1] && (en_iter == EN_REPLACE1 || en_iter == EN_REPLACE2) &&
      callback_done != en_iter) {
    callback_done = en_iter;
    replace_a(EV_CALLBACK);
  }
}
void *cb_retain(void *p) {
  arc_retain(p);
  en_on_retain(p);
  return p;
}
void cb_release(void *p) { arc_release(p); }

/* ---- main ------------------------------------------------------------------------------- */
static void cleanup(void) {
  en_iter = 99;
  in_loop = 0;
  if (en_cleanup_hook)
    en_cleanup_hook(); /* flavour sp: its roots' counts, then their drops */
  void *a = en_cleanup_hook ? NULL : *slot_of[0], *b = en_cleanup_hook ? NULL : *slot_of[1];
  *slot_of[0] = *slot_of[1] = NULL;
  /* the holders' counts at exit: a reference stranded by a way out shows here, even when the
   * releases below cannot run (exit() called by a destructor, inside the runtime) */
  if (!en_cleanup_hook)
    printf("[99] at exit: count a %ld, count b %ld\n", arc_count(a), arc_count(b));
  arc_release(a);
  arc_release(b);
  for (int k = 0; k < 4; ++k) {
    arc_release(en_spare_a[k]);
    arc_release(en_spare_b[k]);
    en_spare_a[k] = en_spare_b[k] = NULL;
  }
  for (int k = 0; k < 8; ++k) {
    arc_release(en_kept[k]);
    en_kept[k] = NULL;
  }
  arc_release(en_toggle);
  en_toggle = NULL;
  for (int k = 0; k < EN_ITERS; ++k)
    if (en_each[k] && !en_dead(EN_EACH_ID + k))
      arc_release(en_each[k]); /* not released by the loop (it left early) */
  print_events();
  printf("live:");
  for (int id = 0; id < EN_MAX_IDS; ++id)
    if (made[id] && !en_dead_ids[id])
      printf(" %d", id);
  printf("\n");
  fflush(stdout);
}

static atomic_int spin_done;
static en_program spin_program;
static void *spin_thread(void *arg) {
  (void)arg;
  spin_program();
  atomic_store(&spin_done, 1);
  return NULL;
}

int en_main(int argc, char **argv, const en_program *programs, const int *flags, int count) {
  if (argc < 2)
    return 2;
  int n = atoi(argv[1]);
  if (n < 0 || n >= count)
    return 2;
  alarm(10); /* a hang is a failure, not a stuck run */
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (!(flags[n] & EN_F_SP))
    en_root_b = make('b', 2);
  if (!(flags[n] & (EN_F_OWN | EN_F_SP))) {
    en_root_a = make('a', 1);
    ((struct eobj *)en_root_a)->peer = en_root_b; /* a's destructor reads b: b must outlive a */
  }
  for (int k = 0; k < 4 && !(flags[n] & EN_F_SP); ++k) {
    en_spare_a[k] = make('a', 11 + k);
    en_spare_b[k] = make('b', 21 + k);
  }
  if (flags[n] & EN_F_TOGGLE)
    en_toggle = make('b', EN_TOGGLE_ID);
  if (flags[n] & EN_F_EACH)
    for (int k = 0; k < EN_ITERS; ++k)
      en_each[k] = make('b', EN_EACH_ID + k);
  atexit(cleanup);
  if (flags[n] & EN_F_SPIN) {
    spin_program = programs[n];
    pthread_t t;
    pthread_create(&t, NULL, spin_thread, NULL);
    for (int ms = 0; ms < 100 && !atomic_load(&spin_done); ++ms)
      usleep(1000);
    printf("spin: %s\n", atomic_load(&spin_done) ? "finished" : "running");
    fflush(stdout);
    _exit(0);
  }
  pthread_t w, hw;
  if (flags[n] & EN_F_WRITER)
    pthread_create(&w, NULL, writer, NULL);
  if (flags[n] & EN_F_HANDOVER)
    pthread_create(&hw, NULL, handover_writer, NULL);
  in_loop = 1;
  if (setjmp(jump) == 0) {
    programs[n]();
  } else {
    /* First thing after the jump, before a call reuses the stack of the program's dead frame
     * (where a local, by-value or sret slot may live): the roots take the references back. */
    void *a = *slot_of[0], *b = *slot_of[1];
    *slot_of[0] = *slot_of[1] = NULL;
    en_root_a = a;
    en_root_b = b;
    en_publish(&en_root_a, &en_root_b);
    sup_log(EV_LANDED, 0, 0);
  }
  in_loop = 0;
  en_iter = 98;
  if (flags[n] & EN_F_WRITER) {
    int expected = 0; /* the program left before its loop started the writer */
    atomic_compare_exchange_strong(&go, &expected, -1);
    pthread_join(w, NULL);
  }
  if (flags[n] & EN_F_HANDOVER) {
    int expected = 0; /* the program left before its hand-over */
    atomic_compare_exchange_strong(&en_hand.go, &expected, -1);
    pthread_join(hw, NULL);
  }
  sup_log(EV_END, 0, 0);
  return 0;
}
