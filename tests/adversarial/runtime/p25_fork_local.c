/* p25: fork() continues the calling thread in the child. Objects the forking thread allocated
 * (LOCAL via arc_alloc_local, BIASED via arc_alloc) are still its own in the child: the child
 * retains/releases/publishes them and releases them to zero; the destructors must run in the
 * child exactly once. Single-threaded parent variant and a variant where the forking thread is
 * not the main thread. Failure: child aborts (e.g. a checking build that calls this a LOCAL
 * object touched by another thread), wrong counts, or missing destructor runs in the child. */
#include "common.h"
#include <sys/wait.h>
static int no_local;
static int child_work(void) {
  tobj *l =
      no_local ? arc_alloc(sizeof(tobj), tobj_dtor) : arc_alloc_local(sizeof(tobj), tobj_dtor);
  l->canary = CANARY;
  l->id = -1;
  tobj *b = tobj_new(-1);
  arc_retain(l);
  arc_retain(b);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    long d0 = atomic_load(&g_dtors);
    arc_retain(l);
    arc_retain_local(l);
    if (arc_count(l) != 4) {
      fprintf(stderr, "FAIL: child LOCAL count %ld != 4\n", arc_count(l));
      _exit(2);
    }
    arc_release(l);
    arc_release_local(l);
    arc_release(l);
    arc_release(l);
    arc_retain(b);
    arc_release(b);
    arc_release(b);
    arc_release(b);
    if (atomic_load(&g_dtors) - d0 != 2) {
      fprintf(stderr, "FAIL: child ran %ld destructors, expected 2\n", atomic_load(&g_dtors) - d0);
      _exit(3);
    }
    _exit(0);
  }
  int st;
  waitpid(pid, &st, 0);
  arc_release(l);
  arc_release(l);
  arc_release(b);
  arc_release(b);
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
    FAILF("child failed: %s %d", WIFSIGNALED(st) ? "signal" : "status",
          WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
    return 1;
  }
  return 0;
}
static void *th(void *a) {
  (void)a;
  child_work();
  return 0;
}
int main(int argc, char **argv) {
  no_local = argc > 1 && !strcmp(argv[1], "biased-only");
  child_work();
  pthread_t t;
  pthread_create(&t, 0, th, 0);
  pthread_join(t, 0);
  atomic_store(&g_allocs, atomic_load(&g_dtors)); /* parent-side counts only */
  return finish(no_local ? "p25_fork_local(biased-only)" : "p25_fork_local");
}
