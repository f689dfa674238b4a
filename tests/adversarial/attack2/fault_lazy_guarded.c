/* Attacks the lazy hoist (a pair hoisted out of a guarded inner loop, retained on first use
 * behind a flag, released at the outer loop's exits) with a way out between two rounds that is
 * not a call: a read through a restrict pointer (so H8 over the outer loop proves no destructor
 * writes it) from a PROT_NONE page; the SIGSEGV handler siglongjmps out. In round 2 an opaque call
 * in the inner pair drops main's owner; the source's release there is the last one (destroyed);
 * round 3 faults before its inner loop. Rewritten, the flag-held reference is stranded.
 * Correct output: "destroyed", "left the loop by SIGSEGV in round 3, destroyed 1", exit 0. */
#define _GNU_SOURCE
#include <arc.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static sigjmp_buf env;
static char *region;
static long pagesz;
static int destroyed;
static long *owner;
static volatile int where = -1;
static volatile int n_rounds = 10, n_inner = 4;

static void destroy(void *p) {
  (void)p;
  destroyed = 1;
  printf("destroyed\n");
}

static void on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)uc;
  char *a = si->si_addr;
  if (a < region || a >= region + 16 * pagesz) {
    signal(SIGSEGV, SIG_DFL);
    return;
  }
  siglongjmp(env, 1);
}

static void drop_impl(int r, int j) {
  where = r;
  if (r == 2 && j == 3) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int, int) = drop_impl;

static __attribute__((noinline)) long run(long *h, const long *restrict probe, long stride,
                                          int rounds, int m) {
  long acc = 0;
  for (int r = 0; r < rounds; r++) {
    acc += probe[r * stride]; /* page 3 is PROT_NONE */
    for (int j = 0; j < m; j++) {
      long *s = arc_retain(h);
      acc += *s;
      drop(r, j);
      arc_release(s);
    }
  }
  return acc;
}

int main(void) {
  pagesz = sysconf(_SC_PAGESIZE);
  region = mmap(NULL, 16 * pagesz, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(region + 3 * pagesz, pagesz, PROT_NONE);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigaction(SIGSEGV, &sa, NULL);
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 7;
  if (sigsetjmp(env, 1) == 0) {
    long r = run(owner, (const long *)region, pagesz / (long)sizeof(long), n_rounds, n_inner);
    printf("loop ended normally %ld\n", r);
  } else {
    printf("left the loop by SIGSEGV in round %d, destroyed %d\n", where + 1, destroyed);
  }
  return 0;
}
