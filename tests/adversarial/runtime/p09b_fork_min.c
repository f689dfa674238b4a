/* p09b: minimal fork test. One thread keeps retaining/releasing an object while main forks up to
 * 300 times; each child retains/releases the object, allocates and releases a new one, and exits 0.
 * alarm(5) in the child turns a hang into exit status 9. Failure: a child hangs (a runtime lock
 * held by the other parent thread at fork time is never released in the child) or crashes. */
#include "common.h"
#include <signal.h>
#include <sys/wait.h>
static void *obj;
static atomic_int stop;
static void on_alarm(int s) {
  (void)s;
  _exit(9);
}
static void *spin(void *a) {
  (void)a;
  while (!atomic_load(&stop)) {
    arc_retain(obj);
    arc_release(obj);
  }
  return 0;
}
int main(void) {
  obj = arc_alloc(32, 0);
  pthread_t t;
  pthread_create(&t, 0, spin, 0);
  int hung = 0, bad = 0;
  for (int f = 0; f < 300; f++) {
    usleep(200);
    pid_t pid = fork();
    if (pid == 0) {
      signal(SIGALRM, on_alarm);
      alarm(5);
      arc_retain(obj);
      arc_release(obj);
      void *n = arc_alloc(32, 0);
      arc_release(n);
      _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    if (WIFEXITED(st) && WEXITSTATUS(st) == 9) {
      hung++;
      break;
    } else if (!WIFEXITED(st) || WEXITSTATUS(st))
      bad++;
  }
  atomic_store(&stop, 1);
  pthread_join(t, 0);
  arc_release(obj);
  if (hung || bad) {
    fprintf(stderr, "FAIL: p09b_fork_min: %d children hung (killed after 5 s), %d crashed\n", hung,
            bad);
    return 1;
  }
  printf("p09b_fork_min: ok\n");
  return 0;
}
