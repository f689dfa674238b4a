/* check_api.c - the public entry points of the checking build (libarcrt-check.a). Every call
 * takes one mutex, looks the object up in the side table, aborts with an "arc-check:" message
 * naming the object, the operation and the threads if the call is a misuse, and otherwise does
 * exactly what the default build does to the count word (rc.h). Destructors run outside the
 * mutex; freed blocks go to the quarantine. With ARC_CHECK_LEAKS=1, live objects are reported
 * at exit.
 *
 * Every message names the call site: the return address of the entry point, as a symbol where
 * the dynamic symbol table has one (dladdr: shared libraries, executables linked with -rdynamic)
 * and always as FILE and the address to give addr2line (or llvm-symbolizer) with -e FILE; for a
 * release of an object already gone, also the release that dropped its count to zero; for a
 * leak, the arc_alloc call. ARC_CHECK_BACKTRACE=1 adds the whole stack (backtrace(3)). */
#define _GNU_SOURCE
#include "alloc.h"
#include "check.h"
#include "rc.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned long long n_allocated, n_freed;

static pid_t this_thread(void) { return (pid_t)syscall(SYS_gettid); }

/* "thread 1234" or "thread 1234 (main)". */
static const char *thread_name(pid_t tid, char *buf, size_t len) {
  snprintf(buf, len, "thread %ld%s", (long)tid, tid == getpid() ? " (main)" : "");
  return buf;
}

/* The call site SITE (a return address) as "f+0x1c in /path/prog (addr2line -f -e /path/prog
 * 0x11c8)": the symbol when the dynamic symbol table names it, and the address in the file that
 * addr2line takes (the return address less one, the call instruction, less the load bias). */
static void describe_site(const void *site, char *buf, size_t len) {
  Dl_info info;
  struct link_map *map = NULL;
  if (!site || !dladdr1(site, &info, (void **)&map, RTLD_DL_LINKMAP) || !info.dli_fname) {
    snprintf(buf, len, "%p", site);
    return;
  }
  uintptr_t in_file = (uintptr_t)site - 1 - (map ? map->l_addr : 0);
  const char *file = info.dli_fname[0] ? info.dli_fname : "/proc/self/exe";
  char symbol[160] = "";
  if (info.dli_sname)
    snprintf(symbol, sizeof symbol, "%s+0x%lx in ", info.dli_sname,
             (unsigned long)((uintptr_t)site - (uintptr_t)info.dli_saddr));
  snprintf(buf, len, "%s%s (addr2line -f -e %s 0x%lx)", symbol, file, file, (unsigned long)in_file);
}

/* The call sites of a misuse: set by the entry point before it checks, printed by die. */
static _Thread_local const void *this_site;  /* the entry point's return address */
static _Thread_local const void *other_site; /* the call that ended the object, when it matters */

__attribute__((noreturn, format(printf, 1, 2))) static void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fflush(stdout);
  fputs("arc-check: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  char site[512];
  if (this_site) {
    describe_site(this_site, site, sizeof site);
    fprintf(stderr, "arc-check:   called from %s\n", site);
  }
  if (other_site) {
    describe_site(other_site, site, sizeof site);
    fprintf(stderr, "arc-check:   its count reached zero in the call from %s\n", site);
  }
  const char *env = getenv("ARC_CHECK_BACKTRACE");
  if (env && strcmp(env, "1") == 0) {
    void *frames[64];
    int n = backtrace(frames, 64), first = 0;
    while (first < n && frames[first] != this_site) /* the runtime's own frames left out */
      ++first;
    if (first == n)
      first = 0;
    fputs("arc-check: backtrace (addr2line -f -e FILE +OFFSET for a line):\n", stderr);
    backtrace_symbols_fd(frames + first, n - first, 2);
  } else if (this_site) {
    fputs("arc-check:   (ARC_CHECK_BACKTRACE=1 prints the whole stack)\n", stderr);
  }
  abort();
}

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
    if (arcrt_owner_of(h) == 0 &&
        arcrt_is_immortal(atomic_load_explicit(&h->rc, memory_order_relaxed)))
      return NULL;
    die("not an arc object: %s(%p) in %s: no live object allocated by arc_alloc or "
        "arc_alloc_local has this address (a bad pointer, or freed long ago)",
        op, p, thread_name(me, me_buf, sizeof me_buf));
  }
  if (r->state != ARCRT_LIVE) {
    other_site = r->end_site;
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
  unsigned owner = arcrt_owner_of(h);
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  if (owner == 0 && arcrt_is_local(rc) && r->alloc_tid != me)
    die("LOCAL object touched by another thread: %s(%p) in %s, but the object is LOCAL to %s "
        "(allocated by arc_alloc_local); that thread must arc_publish it before sharing it",
        op, p, thread_name(me, me_buf, sizeof me_buf),
        thread_name(r->alloc_tid, other_buf, sizeof other_buf));
  if (rc == 0)
    die("internal error: %s(%p): live object with count word 0", op, p);
  return r;
}

static void leave(void) { pthread_mutex_unlock(&lock); }

/* fork(): the child has one thread, the one that called fork, under a new thread id, and a copy
 * of the side table as it was at the fork. The mutex is held across the fork (so no other thread
 * of the parent can leave it locked, or the table half updated, in the child), and in the child
 * the objects that thread allocated are recorded under its new id: its LOCAL objects are still
 * its own. */
static pid_t forking_thread;
static void before_fork(void) {
  pthread_mutex_lock(&lock);
  forking_thread = this_thread();
}
static void after_fork_in_parent(void) { pthread_mutex_unlock(&lock); }
static void adopt_record(arcrt_check_record *r, void *child_thread) {
  if (r->alloc_tid == forking_thread)
    r->alloc_tid = *(pid_t *)child_thread;
}
static void after_fork_in_child(void) {
  pid_t me = this_thread();
  arcrt_table_each(adopt_record, &me);
  pthread_mutex_unlock(&lock);
}
__attribute__((constructor)) static void register_fork_handlers(void) {
  if (pthread_atfork(before_fork, after_fork_in_parent, after_fork_in_child) != 0)
    die("cannot register the fork handlers");
}

static void *alloc(size_t size, void (*destroy)(void *), int64_t rc, unsigned owner,
                   const void *site) {
  arcrt_header *h = arcrt_block_new(size, destroy, rc, owner);
  if (!h)
    return NULL;
  pthread_mutex_lock(&lock);
  arcrt_check_record *r = arcrt_table_insert((uintptr_t)h);
  if (!r)
    die("out of memory for the side table of %p", arcrt_payload_of(h));
  r->size = size;
  r->alloc_tid = this_thread();
  r->alloc_site = site;
  r->end_site = NULL;
  r->state = ARCRT_LIVE;
  r->local = owner == 0 && rc > 0;
  ++n_allocated;
  leave();
  return arcrt_payload_of(h);
}

/* The entry points take their caller's address first (the call site every message names). */
#define CALL_SITE() (this_site = __builtin_return_address(0), other_site = NULL)

void *arc_alloc(size_t size, void (*destroy)(void *)) {
  CALL_SITE();
  unsigned owner = arcrt_owner_for_new_object();
  return alloc(size, destroy, arcrt_new_object_word(owner), owner, this_site);
}
void *arc_alloc_local(size_t size, void (*destroy)(void *)) {
  CALL_SITE();
  return alloc(size, destroy, 1, 0, this_site);
}

/* After the destructor: poison the payload, keep the block in quarantine, and forget (and
 * really free) whatever the quarantine pushes out. */
void arcrt_dispose(arcrt_header *h) {
  pthread_mutex_lock(&lock);
  arcrt_check_record *r = arcrt_table_find((uintptr_t)h);
  if (!r || r->state != ARCRT_DYING)
    die("internal error: disposing of %p, which is not dying", arcrt_payload_of(h));
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

static void *retain(const char *op, void *p) {
  if (!p)
    return p;
  enter(op, p);
  arcrt_rc_retain(arcrt_header_of(p));
  leave();
  return p;
}

/* Destructors return (arc.h, "Destruction"): while a release of this thread runs destructors,
 * destroying_site holds that release's call site, and the thread's value of destroying_key is
 * set so that its end is seen. exit() or the thread's end with it still set is a destructor that
 * did not return: one that called exit() or pthread_exit(), or one left by longjmp() earlier. */
static _Thread_local const void *destroying_site;
static pthread_key_t destroying_key;
static int destroying_key_ok, watching_destructors;

__attribute__((noreturn)) static void destructor_did_not_return(const char *how) {
  this_site = destroying_site;
  other_site = NULL;
  die("a destructor did not return: %s while the release below ran a destructor (it called "
      "exit() or ended the thread, or longjmp() left it); a destructor must return to the release "
      "that ran it",
      how);
}
static void check_destructors_returned_at_exit(void) {
  if (destroying_site && watching_destructors)
    destructor_did_not_return("the process exited");
}
static void check_destructors_returned_at_thread_end(void *unused) {
  (void)unused;
  if (destroying_site && watching_destructors)
    destructor_did_not_return("the thread ended");
}
/* ARC_CHECK_DESTRUCTORS_RETURN=0 turns the check off, for test programs that break the contract
 * on purpose where arc-elide does not rely on it (another object's destructor exits). */
__attribute__((constructor)) static void watch_destructors(void) {
  const char *env = getenv("ARC_CHECK_DESTRUCTORS_RETURN");
  if (env && strcmp(env, "0") == 0)
    return;
  watching_destructors = 1;
  destroying_key_ok =
      pthread_key_create(&destroying_key, check_destructors_returned_at_thread_end) == 0;
  if (atexit(check_destructors_returned_at_exit) != 0)
    die("cannot register the exit check");
}

static void release(const char *op, void *p) {
  if (!p)
    return;
  arcrt_check_record *r = enter(op, p);
  int last = arcrt_rc_release(arcrt_header_of(p));
  if (last) {
    r->state = ARCRT_DYING;
    r->end_tid = this_thread();
    r->end_op = op;
    r->end_site = this_site;
  }
  leave();
  if (!last)
    return;
  if (destroying_site) { /* a destructor's release: the outer one watches */
    arcrt_destroy(arcrt_header_of(p));
    return;
  }
  destroying_site = this_site;
  if (destroying_key_ok)
    (void)pthread_setspecific(destroying_key, &destroying_key);
  arcrt_destroy(arcrt_header_of(p));
  destroying_site = NULL;
  if (destroying_key_ok)
    (void)pthread_setspecific(destroying_key, NULL);
}

void *arc_retain(void *p) {
  CALL_SITE();
  return retain("arc_retain", p);
}
void *arc_retain_local(void *p) {
  CALL_SITE();
  return retain("arc_retain_local", p);
}
void arc_release(void *p) {
  CALL_SITE();
  release("arc_release", p);
}
void arc_release_local(void *p) {
  CALL_SITE();
  release("arc_release_local", p);
}

void *arc_publish(void *p) {
  CALL_SITE();
  if (!p)
    return p;
  enter("arc_publish", p);
  arcrt_rc_publish(arcrt_header_of(p));
  leave();
  return p;
}

long arc_count(const void *p) {
  CALL_SITE();
  if (!p)
    return 0;
  enter("arc_count", p);
  long n = arcrt_count_of(arcrt_header_of(p));
  leave();
  return n;
}

int arc_is_unique(const void *p) {
  CALL_SITE();
  if (!p)
    return 0;
  enter("arc_is_unique", p);
  int unique = arcrt_is_unique_object(arcrt_header_of(p));
  leave();
  return unique;
}

/* ---- Leak report at exit (ARC_CHECK_LEAKS=1) ---------------------------------------------- */

struct leak_scan {
  unsigned long long live, immortalized;
};

/* A count that saturated: IMMORTAL, of either kind. */
static int is_saturated(arcrt_header *h) { return arcrt_count_of(h) == ARC_COUNT_IMMORTAL; }

static void count_leak(arcrt_check_record *r, void *ctx) {
  struct leak_scan *s = ctx;
  if (r->state != ARCRT_LIVE)
    return;
  if (is_saturated((arcrt_header *)r->key)) /* immortal by design, not a leak */
    ++s->immortalized;
  else
    ++s->live;
}

static void print_leak(arcrt_check_record *r, void *ctx) {
  unsigned *printed = ctx;
  arcrt_header *h = (arcrt_header *)r->key;
  if (r->state != ARCRT_LIVE || is_saturated(h) || ++*printed > 20)
    return;
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  const char *state = arcrt_owner_of(h) ? "BIASED" : arcrt_is_local(rc) ? "LOCAL" : "SHARED";
  char buf[48], site[512];
  describe_site(r->alloc_site, site, sizeof site);
  fprintf(stderr,
          "arc-check:   live object %p: %s, count %ld, allocated by %s in %s, called from %s\n",
          arcrt_payload_of(h), state, arcrt_count_of(h), r->local ? "arc_alloc_local" : "arc_alloc",
          thread_name(r->alloc_tid, buf, sizeof buf), site);
}

__attribute__((destructor)) static void leak_check_at_exit(void) {
  const char *env = getenv("ARC_CHECK_LEAKS");
  if (!env || strcmp(env, "1") != 0)
    return;
  fflush(stdout);
  pthread_mutex_lock(&lock);
  struct leak_scan s = {0, 0};
  arcrt_table_each(count_leak, &s);
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
