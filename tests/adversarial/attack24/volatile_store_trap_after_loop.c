/* Attacks OWNED_ACROSS_LOOP's "before any instruction that may not return" with a volatile
 * store, which LLVM's model (and docs/exemptions.md) says may trap: between the loop and the
 * later store through h, a volatile store to a PROT_NONE page faults, and the SIGSEGV handler
 * siglongjmps back to main. So the store through h never runs, and the in-loop release of the
 * last iteration (after a callee dropped the reference handed to it) is the last one: the
 * latch sees the destructor's flag. Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

static int destroyed;
static int seen_global;
static long *owner;
static volatile int n_iter = 5;
static sigjmp_buf back;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;
static void on_segv(int sig) {
  (void)sig;
  siglongjmp(back, 1);
}

static __attribute__((noinline)) void run(int n, volatile long *guard) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  owner = h;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  seen_global = seen;
  *guard = 1; /* faults: a volatile store may trap */
  *h = 0;     /* never runs */
}

int main(void) {
  long page = sysconf(_SC_PAGESIZE);
  void *g = mmap(NULL, page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  struct sigaction sa = {0};
  sa.sa_handler = on_segv;
  sigaction(SIGSEGV, &sa, NULL);
  if (sigsetjmp(back, 1) == 0) {
    run(n_iter, (volatile long *)g);
    printf("not reached\n");
    return 1;
  }
  printf("seen %d\n", seen_global);
  printf("destroyed %d\n", destroyed);
  return 0;
}
