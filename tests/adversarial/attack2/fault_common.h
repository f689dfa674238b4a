/* fault_common.h - shared by the fault_* programs of this folder: a 16-page read-only region
 * with one page made PROT_NONE, and a SIGSEGV handler that siglongjmps to `env` for faults in it.
 */
#ifndef FAULT_COMMON_H
#define FAULT_COMMON_H
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static sigjmp_buf env;
static char *region;
static long pagesz;

static void fault_on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)uc;
  char *a = (char *)si->si_addr;
  if (a < region || a >= region + 16 * pagesz) {
    signal(SIGSEGV, SIG_DFL);
    return;
  }
  siglongjmp(env, 1);
}

/* maps the region with page `bad` unreadable; returns its stride in longs per page */
static long fault_setup(int bad) {
  pagesz = sysconf(_SC_PAGESIZE);
  region = (char *)mmap(NULL, 16 * pagesz, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(region + bad * pagesz, pagesz, PROT_NONE);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = fault_on_segv;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigaction(SIGSEGV, &sa, NULL);
  return pagesz / (long)sizeof(long);
}
#endif
