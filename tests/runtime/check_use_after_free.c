// Checking build: any use of an object after its count reached zero aborts, naming the object,
// the operation, the thread, and where the count reached zero. Freed blocks stay in quarantine
// (their addresses are not reused soon), so the use is seen as such rather than as a use of a
// new object at the same address.
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: not --crash %t retain 2>&1 | FileCheck %s --check-prefix=RETAIN
// RUN: not --crash %t retain_local 2>&1 | FileCheck %s --check-prefix=RETAIN-LOCAL
// RUN: not --crash %t publish 2>&1 | FileCheck %s --check-prefix=PUBLISH
// RUN: not --crash %t count 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not --crash %t unique 2>&1 | FileCheck %s --check-prefix=UNIQUE
// RUN: not --crash %t resurrect 2>&1 | FileCheck %s --check-prefix=RESURRECT
// RUN: not --crash %t other-thread 2>&1 | FileCheck %s --check-prefix=OTHER
//
// RETAIN: object [[P:0x[0-9a-f]+]]
// RETAIN-NEXT: arc-check: use after free: arc_retain([[P]]) in thread [[T:[0-9]+]] (main):
// RETAIN-SAME: the object was freed (its count reached zero in arc_release in thread [[T]] (main))
// RETAIN-LOCAL: arc-check: use after free: arc_retain_local(0x{{[0-9a-f]+}}) in thread
// RETAIN-LOCAL-SAME: the object was freed (its count reached zero in arc_release_local in thread
// PUBLISH: arc-check: use after free: arc_publish(0x{{[0-9a-f]+}}) {{.*}}: the object was freed
// COUNT: arc-check: use after free: arc_count(0x{{[0-9a-f]+}}) {{.*}}: the object was freed
// UNIQUE: arc-check: use after free: arc_is_unique(0x{{[0-9a-f]+}}) {{.*}}: the object was freed
// RESURRECT: arc-check: use after free: arc_retain(0x{{[0-9a-f]+}}) {{.*}}: the object is being
// OTHER: arc-check: use after free: arc_retain(0x{{[0-9a-f]+}}) in thread {{[0-9]+}}:
// OTHER-SAME: the object was freed (its count reached zero in arc_release in thread
// OTHER-SAME: {{[0-9]+}} (main))

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void resurrect(void *payload) { arc_retain(payload); }

static void *retain_it(void *p) { return arc_retain(p); }

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  setvbuf(stdout, NULL, _IONBF, 0);
  int local = strcmp(mode, "retain_local") == 0;
  void *p = (local ? arc_alloc_local : arc_alloc)(16, strcmp(mode, "resurrect") ? NULL : resurrect);
  printf("object %p\n", p);
  if (local)
    arc_release_local(p);
  else
    arc_release(p);
  // Other objects of the same size come and go, as in a real program; without the quarantine
  // one of them would get p's block, and the use below would hit that live object unnoticed.
  for (int i = 0; i < 100; ++i) {
    void *q = arc_alloc(16, NULL);
    arc_release(arc_retain(arc_alloc(16, NULL)));
    arc_release(q);
  }
  if (strcmp(mode, "retain") == 0)
    arc_retain(p);
  else if (local)
    arc_retain_local(p);
  else if (strcmp(mode, "publish") == 0)
    arc_publish(p);
  else if (strcmp(mode, "count") == 0)
    printf("%ld\n", arc_count(p));
  else if (strcmp(mode, "unique") == 0)
    printf("%d\n", arc_is_unique(p));
  else if (strcmp(mode, "other-thread") == 0) {
    pthread_t t;
    pthread_create(&t, NULL, retain_it, p);
    pthread_join(t, NULL);
  }
  printf("not caught\n");
  return 0;
}
