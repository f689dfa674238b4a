/* p25b: minimal single-threaded repro of p25: a LOCAL object used by the child after fork()
 * (the child is the continuation of the only thread). Failure: child killed by a signal
 * (the checking build aborts with "LOCAL object touched by another thread"). */
#include "arc.h"
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) { /* single-threaded */
  void *l = arc_alloc_local(16, NULL);
  pid_t pid = fork();
  if (pid == 0) {
    arc_retain(l);
    arc_release(l);
    arc_release(l);
    _exit(0);
  }
  int st;
  waitpid(pid, &st, 0);
  if (st) {
    fprintf(stderr, "FAIL: p25b: child status %d\n", st);
    arc_release(l);
    return 1;
  }
  printf("p25b_fork_local_min: ok\n");
  arc_release(l);
  return 0;
}
