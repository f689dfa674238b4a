/* Attacks (thread-local rewrite, fork, the checking build's owner records): a worker thread (not
 * the main thread) allocates an object that never leaves it (LOCAL with the pass), then forks
 * inside a loop holding a hoisted pair on it. The child (a new thread id) keeps using the object:
 * retains, releases, arc_count, arc_is_unique, and the last release; the parent waits for it and
 * does the same. The checking build must take the child's only thread as the object's owner.
 * Correct output: "child count 2 unique 0", "child destroyed", "parent sum 3", "parent destroyed",
 * exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *who = "parent";
static void destroy(void *p) {
  (void)p;
  printf("%s destroyed\n", who);
  fflush(stdout);
}
static volatile int n = 3;

static void *worker(void *arg) {
  (void)arg;
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 1;
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(o);
    sum += *s;
    if (i == 1) {
      fflush(stdout);
      pid_t pid = fork();
      if (pid == 0) {
        who = "child";
        printf("child count %ld unique %d\n", arc_count(s), arc_is_unique(s));
        arc_release(s);
        arc_release(o);
        fflush(stdout);
        _exit(0);
      }
      int st;
      waitpid(pid, &st, 0);
    }
    arc_release(s);
  }
  printf("parent sum %ld\n", sum);
  arc_release(o);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
