// Checking build: a destructor must return to the release that ran it. One that calls exit(),
// ends its thread, or is left by longjmp() is reported when the process exits or the thread
// ends, naming the release whose destructor it was. A destructor that returns, and one that
// releases its children, are not reported; ARC_CHECK_DESTRUCTORS_RETURN=0 turns the check off.
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: %t returns | FileCheck %s --check-prefix=RETURNS --implicit-check-not=arc-check
// RUN: not --crash %t exit 2>&1 | FileCheck %s --check-prefix=EXIT
// RUN: not --crash %t thread 2>&1 | FileCheck %s --check-prefix=THREAD
// RUN: not --crash %t longjmp 2>&1 | FileCheck %s --check-prefix=LONGJMP
// RUN: env ARC_CHECK_DESTRUCTORS_RETURN=0 %t exit 2>&1 | FileCheck %s --check-prefix=OFF
//
// RETURNS: children destroyed: 2
// RETURNS-NEXT: done
// EXIT: destructor calls exit
// EXIT-NEXT: arc-check: a destructor did not return: the process exited while the release below
// EXIT-SAME: ran a destructor
// EXIT-NEXT: arc-check: called from {{.*}}
// THREAD: destructor ends its thread
// THREAD-NEXT: arc-check: a destructor did not return: the thread ended
// LONGJMP: destructor longjmps
// LONGJMP-NEXT: back in main
// LONGJMP-NEXT: arc-check: a destructor did not return: the process exited
// OFF: destructor calls exit
// OFF-NOT: arc-check

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int children_destroyed;
static jmp_buf back;

static void child_gone(void *p) {
  (void)p;
  ++children_destroyed;
}
static void release_children(void *p) {
  void **kids = p;
  arc_release(kids[0]);
  arc_release(kids[1]);
}
static void calls_exit(void *p) {
  (void)p;
  printf("destructor calls exit\n");
  exit(0);
}
static void ends_thread(void *p) {
  (void)p;
  printf("destructor ends its thread\n");
  fflush(stdout);
  pthread_exit(NULL);
}
static void longjmps(void *p) {
  (void)p;
  printf("destructor longjmps\n");
  longjmp(back, 1);
}

static void *release_in_thread(void *p) {
  arc_release(p);
  return NULL;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (strcmp(mode, "returns") == 0) {
    void **parent = arc_alloc(2 * sizeof(void *), release_children);
    parent[0] = arc_alloc(1, child_gone);
    parent[1] = arc_alloc(1, child_gone);
    arc_release(parent);
    printf("children destroyed: %d\n", children_destroyed);
  } else if (strcmp(mode, "exit") == 0) {
    arc_release(arc_alloc(1, calls_exit));
  } else if (strcmp(mode, "thread") == 0) {
    pthread_t t;
    pthread_create(&t, NULL, release_in_thread, arc_alloc(1, ends_thread));
    pthread_join(t, NULL);
  } else if (strcmp(mode, "longjmp") == 0) {
    if (!setjmp(back))
      arc_release(arc_alloc(1, longjmps));
    printf("back in main\n");
    fflush(stdout);
    return 0;
  }
  printf("done\n");
  return 0;
}
