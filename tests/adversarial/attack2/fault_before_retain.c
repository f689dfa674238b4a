/* Attacks H5 (a retain on every entry; what may leave the iteration before the retain).
 * LLVM's must-execute takes every plain load for an instruction that passes control on, but a
 * load from a PROT_NONE page raises SIGSEGV, and the handler siglongjmps out of the loop (a
 * POSIX-defined way out, as in pair_fault_load.c). The loop reads probe[i * stride] BEFORE its
 * retain; an opaque call inside the pair drops main's owner reference in iteration 3, so the
 * source's release in iteration 3 is the last one (the object is destroyed there) and iteration
 * 4 faults before retaining. Hoisted, the preheader's reference is stranded by the fault: the
 * object is never destroyed (and the checking runtime's leak report makes the exit 1).
 * Correct output: "destroyed", "left the loop by SIGSEGV at 4, destroyed 1", exit 0. */
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
    arc_release(owner); /* the loop's copy is now the only reference */
    owner = NULL;
  }
}
static void (*volatile drop)(int) = drop_impl;

static __attribute__((noinline)) long run(long *h, const long *probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    acc += probe[i * stride]; /* page 4 is PROT_NONE */
    long *s = arc_retain(h);
    acc += *s;
    drop(i);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  pagesz = sysconf(_SC_PAGESIZE);
  region = mmap(NULL, 16 * pagesz, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(region + 4 * pagesz, pagesz, PROT_NONE);
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
    printf("left the loop by SIGSEGV at %d, destroyed %d\n", where + 1, destroyed);
  }
  return 0;
}
