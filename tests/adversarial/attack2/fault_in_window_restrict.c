/* Attacks H8 (the exit window: what runs after the last release). The read after the release
 * is through a restrict pointer the function never captures, so alias analysis proves no
 * destructor can write it and H8 lets it into the window. But the read faults (PROT_NONE page)
 * and the SIGSEGV handler siglongjmps out: a way out of the loop after the release that is not a
 * call. In iteration 3 an opaque call in the pair drops main's owner, the source's release there
 * is the last one (destroyed), then the read faults. Hoisted, the reference taken in the
 * preheader is stranded: never destroyed, leak report, exit 1.
 * Correct output: "destroyed", "left the loop by SIGSEGV at 3, destroyed 1", exit 0. */
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
static volatile int n_iter = 10;

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

static void drop_impl(int i) {
  where = i;
  if (i == 3) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int) = drop_impl;

static __attribute__((noinline)) long run(long *h, const long *restrict probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    drop(i);
    arc_release(s);
    acc += probe[i * stride]; /* page 3 is PROT_NONE */
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
    long r = run(owner, (const long *)region, pagesz / (long)sizeof(long), n_iter);
    printf("loop ended normally %ld\n", r);
  } else {
    printf("left the loop by SIGSEGV at %d, destroyed %d\n", where, destroyed);
  }
  return 0;
}
