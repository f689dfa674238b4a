// Checking build: releasing an object whose count already reached zero aborts with a message
// naming the object, the two operations and the threads. Cases: a double release of a LOCAL and
// of a SHARED object (after the first release freed it), a destructor releasing its own object
// (while it is being destroyed), and two threads each dropping "the last" reference of a SHARED
// object that had only one.
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: not --crash %t local 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not --crash %t shared 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not --crash %t dying 2>&1 | FileCheck %s --check-prefix=DYING
// RUN: not --crash %t threads 2>&1 | FileCheck %s --check-prefix=THREADS
//
// LOCAL: object [[P:0x[0-9a-f]+]]
// LOCAL-NEXT: arc-check: count below zero: arc_release_local([[P]]) in thread [[T:[0-9]+]] (main):
// LOCAL-SAME: the count already reached zero in arc_release_local in thread [[T]] (main)
// LOCAL-SAME: and the object was freed (released once too often)
// SHARED: object [[P:0x[0-9a-f]+]]
// SHARED-NEXT: arc-check: count below zero: arc_release([[P]]) in thread [[T:[0-9]+]] (main):
// SHARED-SAME: the count already reached zero in arc_release in thread [[T]] (main)
// SHARED-SAME: and the object was freed
// DYING: object [[P:0x[0-9a-f]+]]
// DYING-NEXT: arc-check: count below zero: arc_release([[P]]) in thread [[T:[0-9]+]] (main):
// DYING-SAME: the count already reached zero in arc_release in thread [[T]] (main)
// DYING-SAME: and the object is being destroyed
// THREADS: object [[P:0x[0-9a-f]+]]
// THREADS-NEXT: arc-check: count below zero: arc_release([[P]]) in thread {{[0-9]+}}:
// THREADS-SAME: the count already reached zero in arc_release in thread {{[0-9]+}} and the object

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void release_self(void *payload) { arc_release(payload); }

static void *release_it(void *p) {
  arc_release(p);
  return NULL;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  setvbuf(stdout, NULL, _IONBF, 0);
  if (strcmp(mode, "local") == 0) {
    void *p = arc_alloc_local(8, NULL);
    printf("object %p\n", p);
    arc_release_local(p);
    arc_release_local(p);
  } else if (strcmp(mode, "shared") == 0) {
    void *p = arc_alloc(8, NULL);
    printf("object %p\n", p);
    arc_release(p);
    arc_release(p);
  } else if (strcmp(mode, "dying") == 0) {
    void *p = arc_alloc(8, release_self);
    printf("object %p\n", p);
    arc_release(p);
  } else if (strcmp(mode, "threads") == 0) {
    void *p = arc_alloc(8, NULL);
    printf("object %p\n", p);
    pthread_t a, b;
    pthread_create(&a, NULL, release_it, p);
    pthread_create(&b, NULL, release_it, p);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
  }
  printf("not caught\n");
  return 0;
}
