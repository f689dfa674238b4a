// fork() in programs linked with the checking build (found by an adversarial test program):
//  - single: a LOCAL object allocated before fork() is the child's own (the child's one thread
//    continues the thread that allocated it, under a new thread id): retaining, releasing and
//    publishing it in the child is correct and must not be reported.
//  - threaded: another thread keeps calling the runtime (and so takes the checking build's
//    mutex) while the main thread forks; the child must not find the mutex held forever. Each
//    child arms an alarm, so a hang shows as a child killed by SIGALRM instead of a stuck test.
// The default build runs the same program (it has no lock and keys nothing by thread id).
//
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check
// RUN: %t.check 2>&1 | FileCheck %s --implicit-check-not=arc-check:
// RUN: %clang %cflags -O2 %s %arcrt -o %t
// RUN: %t 2>&1 | FileCheck %s
//
// CHECK: single: child status 0
// CHECK: threaded: 300 children, all exited with status 0

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static int child_status(pid_t pid) {
  int status;
  if (waitpid(pid, &status, 0) != pid)
    return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static void single(void) {
  long *mine = arc_alloc_local(sizeof(long), NULL);
  *mine = 1;
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(10);
    arc_retain(mine);
    arc_release(mine);
    arc_publish(arc_retain_local(mine));
    arc_release(mine);
    arc_release(mine);
    _exit(arc_count(NULL) == 0 ? 0 : 1);
  }
  printf("single: child status %d\n", child_status(pid));
  arc_release(mine);
}

static atomic_int stop, started;
static void *hammer(void *obj) {
  while (!atomic_load(&stop)) {
    arc_release(arc_retain(obj));
    atomic_store(&started, 1);
  }
  return NULL;
}

static void threaded(void) {
  void *shared = arc_alloc(8, NULL);
  pthread_t t;
  pthread_create(&t, NULL, hammer, shared);
  while (!atomic_load(&started))
    ;
  int ok = 0, children = 300;
  for (int i = 0; i < children; ++i) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      alarm(10);
      arc_release(arc_retain(shared)); // the parent's thread may have held the lock at the fork
      void *fresh = arc_alloc(8, NULL);
      arc_release(fresh);
      _exit(0);
    }
    int status = child_status(pid);
    ok += status == 0;
    if (status == 128 + 14 && ok == i) // the first child that hung
      printf("threaded: child %d hung (killed by its alarm)\n", i);
  }
  atomic_store(&stop, 1);
  pthread_join(t, NULL);
  arc_release(shared);
  printf("threaded: %d children, %s\n", children,
         ok == children ? "all exited with status 0" : "some did not exit with status 0");
}

int main(void) {
  single();
  threaded();
  return 0;
}
