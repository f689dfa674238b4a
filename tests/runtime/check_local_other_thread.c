// Checking build: a LOCAL object (from arc_alloc_local, not yet published) touched by a thread
// other than the one that allocated it aborts, naming the object, the operation and both
// threads, whichever entry point the other thread uses. Publishing first makes the same program
// legal (the "published" run).
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: not --crash %t retain 2>&1 | FileCheck %s --check-prefix=RETAIN
// RUN: not --crash %t release 2>&1 | FileCheck %s --check-prefix=RELEASE
// RUN: not --crash %t retain_local 2>&1 | FileCheck %s --check-prefix=RETAIN-LOCAL
// RUN: not --crash %t release_local 2>&1 | FileCheck %s --check-prefix=RELEASE-LOCAL
// RUN: not --crash %t publish 2>&1 | FileCheck %s --check-prefix=PUBLISH
// RUN: not --crash %t count 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: %t published 2>&1 | FileCheck %s --check-prefix=PUBLISHED --implicit-check-not=arc-check:
//
// RETAIN: object [[P:0x[0-9a-f]+]] owned by thread [[OWNER:[0-9]+]]
// RETAIN-NEXT: arc-check: LOCAL object touched by another thread:
// RETAIN-SAME: arc_retain([[P]]) in thread [[OTHER:[0-9]+]],
// RETAIN-SAME: but the object is LOCAL to thread [[OWNER]] (main) (allocated by arc_alloc_local);
// RETAIN-SAME: that thread must arc_publish it before sharing it
// RELEASE: arc-check: LOCAL object touched by another thread: arc_release(0x{{[0-9a-f]+}})
// RELEASE-SAME: in thread {{[0-9]+}}, but the object is LOCAL to thread {{[0-9]+}} (main)
// RETAIN-LOCAL: arc-check: LOCAL object touched by another thread: arc_retain_local(
// RELEASE-LOCAL: arc-check: LOCAL object touched by another thread: arc_release_local(
// PUBLISH: arc-check: LOCAL object touched by another thread: arc_publish(
// COUNT: arc-check: LOCAL object touched by another thread: arc_count(
// PUBLISHED: count after the other thread: 1

#define _GNU_SOURCE
#include <arc.h>

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static const char *mode;

static void *other_thread(void *p) {
  if (strcmp(mode, "retain") == 0 || strcmp(mode, "published") == 0)
    arc_release(arc_retain(p));
  else if (strcmp(mode, "release") == 0)
    arc_release(p);
  else if (strcmp(mode, "retain_local") == 0)
    arc_retain_local(p);
  else if (strcmp(mode, "release_local") == 0)
    arc_release_local(p);
  else if (strcmp(mode, "publish") == 0)
    arc_publish(p);
  else if (strcmp(mode, "count") == 0)
    printf("%ld\n", arc_count(p));
  return NULL;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "";
  setvbuf(stdout, NULL, _IONBF, 0);
  void *p = arc_alloc_local(32, NULL);
  arc_retain_local(p);
  arc_release_local(p);
  printf("object %p owned by thread %ld\n", p, (long)syscall(SYS_gettid));
  if (strcmp(mode, "published") == 0)
    arc_publish(p);
  pthread_t t;
  pthread_create(&t, NULL, other_thread, p);
  pthread_join(t, NULL);
  printf("count after the other thread: %ld\n", arc_count(p));
  arc_release(p);
  return 0;
}
