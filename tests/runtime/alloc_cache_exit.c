// The main thread's block cache is given back to free() when the program exits
// (runtime/src/thread_exit.c, at_process_exit): pthreads runs no key destructor for the thread
// that calls exit(), so without it every block the main thread cached stays allocated and
// valgrind reports it as still reachable. Objects of several size classes are allocated and
// released on the main thread and on a second thread, then the program returns from main (and,
// in the second run, calls exit() from a thread other than main, which flushes that thread's
// cache; main's blocks are then still cached, and reachable, so that run only checks that the
// handler does not crash or double-free).
//
// (libarcrt.a carries DWARF 5, which Debian 12's valgrind cannot read: the test links without debug
// information.)
// REQUIRES: valgrind
// RUN: %clang %cflags -g0 -O2 %s %arcrt -Wl,--strip-debug -o %t
// RUN: valgrind -q --leak-check=full --show-leak-kinds=all --errors-for-leak-kinds=all \
// RUN:   --error-exitcode=9 %t main 2>&1 | FileCheck %s --check-prefix=MAIN \
// RUN:   --implicit-check-not='=='
// RUN: valgrind -q --error-exitcode=9 %t thread 2>&1 | FileCheck %s --check-prefix=THREAD
//
// MAIN: exit from main: objects released
// THREAD: exit from a thread: objects released

#include "arc.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void churn(void) {
  void *objs[40];
  for (int round = 0; round < 3; ++round) {
    for (int i = 0; i < 40; ++i)
      objs[i] = arc_alloc((size_t)(8 + 16 * (i % 12)), NULL);
    for (int i = 0; i < 40; ++i)
      arc_release(objs[i]);
  }
}

static void *churn_thread(void *unused) {
  (void)unused;
  churn();
  return NULL;
}

static void *exit_thread(void *unused) {
  (void)unused;
  churn();
  printf("exit from a thread: objects released\n");
  fflush(stdout);
  exit(0);
}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  pthread_t t;
  churn();
  if (pthread_create(&t, NULL, churn_thread, NULL) != 0 || pthread_join(t, NULL) != 0)
    return 3;
  if (strcmp(argv[1], "thread") == 0) {
    if (pthread_create(&t, NULL, exit_thread, NULL) != 0)
      return 3;
    pthread_join(t, NULL); /* never returns: the thread exits the process */
    return 4;
  }
  printf("exit from main: objects released\n");
  return 0;
}
