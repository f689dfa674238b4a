/* Attacks (pair deletion, H9: a retain and its release with only loads in between are deleted).
 * Between them, a plain (non-volatile) load from a page mapped PROT_NONE faults; the SIGSEGV
 * handler drops the owner reference (a global the handler owns) and unprotects the page, and the
 * load is restarted. The pair's copy is what keeps the object alive for the read after the faulting
 * load. Without the pair the handler's release is the last one: the read is a use after free. The
 * read's index depends on the faulting load, so no compiler may read the payload before the fault.
 * (The same with a volatile load: pair_signal_fault_volatile.c.) Correct output: "handler dropped
 * the owner", "destroyed", "read 42", exit 0. */
#define _GNU_SOURCE
#include <arc.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static long *owner;
static char *guard;
static long pagesz;

static void destroy(void *p) {
  *(long *)p = -1;
  printf("destroyed\n");
}

static void on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)uc;
  if ((char *)si->si_addr < guard || (char *)si->si_addr >= guard + pagesz) {
    signal(SIGSEGV, SIG_DFL);
    return; /* a real crash: let it happen again with the default action */
  }
  arc_release(owner); /* count 2 -> 1 with the pair, 1 -> 0 without */
  owner = NULL;
  static const char msg[] = "handler dropped the owner\n";
  fflush(stdout);
  write(1, msg, sizeof msg - 1);
  mprotect(guard, pagesz, PROT_READ | PROT_WRITE);
}

static __attribute__((noinline)) long reader(long *p) {
  long *s = arc_retain(p);
  long c = *(const long *)guard; /* faults once; the page then reads 0 */
  long v = s[c];
  arc_release(s);
  return v;
}

int main(void) {
  pagesz = sysconf(_SC_PAGESIZE);
  guard = mmap(NULL, pagesz, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 42;
  long v = reader(owner);
  printf("read %ld\n", v);
  return 0;
}
