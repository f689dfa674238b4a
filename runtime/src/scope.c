/* scope.c - the scoped entries (arc.h, "Loop references"): arc_retain_scoped and
 * arc_release_scoped keep, per thread, a stack of the loop references the arc-elide pass hoisted
 * out of loops that a call may leave without returning (longjmp, exit, pthread_exit, a
 * cancellation point). Each entry is {object, frame slot, cookie}. A reference whose loop was
 * left that way is "stranded"; this file releases it
 *   - when a later scoped call of the thread finds its frame gone (prune_stranded),
 *   - when the thread exits (pthread key destructor: return, pthread_exit, cancellation),
 *   - at exit() (an atexit handler, for the calling thread only).
 *
 * The frame slot is an i64 in the frame of the function that holds the loop: the pass stores 0
 * into it at function entry; the first scoped retain of the invocation writes a cookie there
 * (unique per thread, never 0), later ones of the same invocation find it and reuse it. So
 * while the frame is live its slot holds exactly the cookie of its own entries: nothing but this
 * file and the function's entry store ever write it (the pass made the slot; its address goes
 * nowhere but here).
 *
 * THE PRUNING RULE (the only place a reference is released that no release_scoped asked for,
 * apart from thread and process exit): an entry is stranded when its slot lies on this thread's
 * own stack and *slot != entry.cookie. Why that never releases a live loop's reference: the loop
 * is live only while its frame is; a live frame's slot holds the cookie of the invocation that
 * pushed the entry (see above); cookies of one thread never repeat, and entries are per thread.
 * So *slot != cookie proves the frame was left (returned, longjmp'd over) or re-entered by a new
 * invocation at the same address, which stored 0 and then its own cookie. The converse does not
 * hold: a dead slot may still hold its old cookie (nothing wrote that stack word since), and the
 * entry then waits for a later write, thread exit or exit(): a late release, never an early one.
 * Reading the slot is safe: it is on this thread's stack (checked at the push), which stays
 * mapped for the thread's life; below the stack pointer the word may belong to a newer frame, so
 * the read is exempt from AddressSanitizer (a redzone may sit there).
 *
 * Rules considered and rejected: "entries whose slot is deeper on the stack than the pusher's
 * are stranded" frees live objects when code runs on a stack carved out of a live frame of the
 * same thread stack (a makecontext coroutine or a sigaltstack on a local array): the carved
 * stack's frames sit above older, live frames. "Entries above the one a release matches are
 * stranded" frees live objects when a coroutine on another stack pushed them. Neither is used.
 *
 * Slots outside the thread's stack (coroutine stacks, sigaltstack, ASan's fake stack) are never
 * read: such a call is a plain retain/release and registers nothing (that loop keeps the plain
 * behaviour: a longjmp out of it strands the reference for good). So does a call made while the
 * thread is inside this file already (a signal handler that interrupted a push or a pop), and,
 * in the default build, a push that cannot grow the stack (out of memory).
 *
 * The checking build (ARCRT_CHECKING_BUILD, libarcrt-check.a) aborts on a release_scoped that
 * matches no entry although its push must have registered one, and on out of memory.
 *
 * Cost: per loop entry, not per iteration: a push or pop touches this thread's stack (a few
 * entries: one per live scoped loop) and reads each entry's slot once. */
#define _GNU_SOURCE
#include "arc.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct scope_entry {
  void *object;
  long long *slot;
  long long cookie;
} scope_entry;

typedef struct scope_stack {
  scope_entry *entries;
  size_t count, capacity;
  uintptr_t low, high; /* this thread's stack; low == high when unknown (nothing registers) */
  unsigned long long cookies; /* cookies handed out by this thread */
  volatile int busy;          /* inside a push, pop or drain (a signal handler's calls go plain) */
  int ready;                  /* bounds found, thread-exit key set */
} scope_stack;

static _Thread_local scope_stack stack;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t thread_exit_key;
static int have_key;

#ifdef ARCRT_CHECKING_BUILD
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
#endif

/* Releases every entry of S, newest first. Destructors may push and pop meanwhile (the stack is
 * consistent whenever one runs); what they leave is released too. */
static void drain(scope_stack *s) {
  while (s->count > 0) {
    s->busy = 1;
    void *object = s->entries[--s->count].object;
    s->busy = 0;
    arc_release(object);
  }
  s->busy = 1;
  free(s->entries);
  s->entries = NULL;
  s->capacity = 0;
  s->busy = 0;
}

/* Thread exit (return from the start routine, pthread_exit, cancellation): every frame of the
 * thread is gone, so every entry is stranded. ARC_TEST_SABOTAGE_NO_THREAD_DRAIN
 * (libarcrt-sabotage-scope.a only) skips it: the positive control of tests/runtime/scope_*. */
static void at_thread_exit(void *value) {
  (void)value;
#ifndef ARC_TEST_SABOTAGE_NO_THREAD_DRAIN
  drain(&stack);
#endif
  stack.ready = 0; /* a later key destructor's scoped calls set the key again */
}

/* exit(): the calling thread never returns to any of its frames, so its entries are stranded.
 * Other threads' entries are not touched: those threads may still be inside their loops (and
 * their stacks are not this thread's to change). */
static void at_process_exit(void) { drain(&stack); }

static void init_once(void) {
  have_key = pthread_key_create(&thread_exit_key, at_thread_exit) == 0;
  atexit(at_process_exit);
}

/* First scoped call of the thread: its stack bounds, and the key whose destructor drains it. */
static void get_ready(scope_stack *s) {
  s->ready = 1;
  pthread_once(&once, init_once);
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0)
    return;
  void *low;
  size_t size;
  if (pthread_attr_getstack(&attr, &low, &size) == 0 && have_key &&
      pthread_setspecific(thread_exit_key, s) == 0) {
    s->low = (uintptr_t)low;
    s->high = (uintptr_t)low + size;
  }
  pthread_attr_destroy(&attr);
}

/* Whether SLOT (8 bytes) lies on this thread's own stack: then the pusher's frame holds it and
 * it may be registered and read later. */
static int on_thread_stack(scope_stack *s, const long long *slot) {
  if (!s->ready)
    get_ready(s);
  uintptr_t a = (uintptr_t)slot;
  return a >= s->low && a + sizeof *slot <= s->high;
}

/* The slot's current word. It may lie below the stack pointer, in a newer frame's redzone. */
__attribute__((no_sanitize("address", "hwaddress"))) static long long
slot_word(const long long *slot) {
  return *(const volatile long long *)slot;
}

static void remove_at(scope_stack *s, size_t i) {
  memmove(&s->entries[i], &s->entries[i + 1], (s->count - i - 1) * sizeof *s->entries);
  --s->count;
}

/* Releases the stranded entries (see THE PRUNING RULE above). Called with busy set; clears it
 * around each release (the destructor may use scoped entries), then looks again from the top. */
static void prune_stranded(scope_stack *s) {
  for (;;) {
    size_t i = s->count;
    while (i > 0 && slot_word(s->entries[i - 1].slot) == s->entries[i - 1].cookie)
      --i;
    if (i == 0)
      return;
    void *object = s->entries[i - 1].object;
    remove_at(s, i - 1);
    s->busy = 0;
    arc_release(object);
    s->busy = 1;
  }
}

static int grow(scope_stack *s) {
  size_t capacity = s->capacity ? 2 * s->capacity : 8;
  scope_entry *entries = realloc(s->entries, capacity * sizeof *entries);
  if (!entries)
    return 0;
  s->entries = entries;
  s->capacity = capacity;
  return 1;
}

/* A new cookie: odd multiples of an odd constant are distinct and never 0, and unlike small
 * counters they are unlikely to be lying around in dead stack words (which only delays a
 * release, see above). */
static long long new_cookie(scope_stack *s) {
  unsigned long long n = ++s->cookies;
  return (long long)((2 * n + 1) * 0x9E3779B97F4A7C15ull);
}

void *arc_retain_scoped(void *p, long long *frame_slot) {
  arc_retain(p);
  scope_stack *s = &stack;
  if (!p || s->busy || !on_thread_stack(s, frame_slot))
    return p; /* plain: registers nothing (see the top of this file) */
  s->busy = 1;
  long long cookie = *frame_slot;
  if (cookie == 0)
    *frame_slot = cookie = new_cookie(s);
  prune_stranded(s);
  if (s->count == s->capacity && !grow(s)) {
#ifdef ARCRT_CHECKING_BUILD
    die("out of memory registering arc_retain_scoped(%p)", p);
#endif
    s->busy = 0;
    return p;
  }
  s->entries[s->count++] = (scope_entry){p, frame_slot, cookie};
  s->busy = 0;
  return p;
}

void arc_release_scoped(void *p, long long *frame_slot) {
  scope_stack *s = &stack;
  if (!p || s->busy || !on_thread_stack(s, frame_slot)) {
    arc_release(p); /* its push registered nothing either */
    return;
  }
  s->busy = 1;
  prune_stranded(s); /* after it, every entry with this slot has this invocation's cookie */
  size_t i = s->count;
  while (i > 0 && !(s->entries[i - 1].object == p && s->entries[i - 1].slot == frame_slot))
    --i;
  if (i > 0)
    remove_at(s, i - 1);
#ifdef ARCRT_CHECKING_BUILD
  else
    die("unmatched arc_release_scoped(%p, frame slot %p): no loop reference of this object is "
        "registered for that frame on this thread (released twice, or released by the runtime "
        "as stranded while its loop was live)",
        p, (void *)frame_slot);
#endif
  s->busy = 0;
  arc_release(p);
}
