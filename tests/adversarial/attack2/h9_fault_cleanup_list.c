/* Attacks H9 under delete-pairs (a pair with only plain loads and stores between is deleted;
 * calls that may not return between refuse it, because a landing site may release the copy it
 * recorded). Here the way out is not a call: a plain load from a PROT_NONE page faults and the
 * SIGSEGV handler siglongjmps to main, whose landing site releases the stranded copy, as a C
 * exception library with a cleanup list
 * would (here the landing site knows by construction that reader() faults between its calls,
 * so it releases one copy of h). No other thread exists, so delete-pairs' promise holds. With
 * the pair deleted, main's cleanup drops main's own reference: the object dies early, and main's
 * final release is a double release (the checking runtime aborts). Correct output: "landed,
 * released the pending copy", "count 1", "destroyed", exit 0. */
// ARCELIDE_OPTIONS: delete-pairs
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

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)uc;
  char *a = si->si_addr;
  if (a < region || a >= region + pagesz) {
    signal(SIGSEGV, SIG_DFL);
    return;
  }
  siglongjmp(env, 1);
}

static __attribute__((noinline)) long reader(long *h, const long *probe) {
  long *s = arc_retain(h);
  long v = *s + *probe; /* faults */
  arc_release(s);
  return v;
}

int main(void) {
  pagesz = sysconf(_SC_PAGESIZE);
  region = mmap(NULL, pagesz, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigaction(SIGSEGV, &sa, NULL);
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 7;
  if (sigsetjmp(env, 1) == 0) {
    printf("read %ld\n", reader(h, (const long *)region));
  } else {
    arc_release(h); /* the copy reader() held when it faulted */
    printf("landed, released the pending copy\n");
  }
  printf("count %ld\n", arc_count(h));
  arc_release(h);
  return 0;
}
