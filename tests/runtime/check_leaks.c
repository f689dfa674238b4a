// Checking build: with ARC_CHECK_LEAKS=1 the objects still live at exit are listed and the exit
// status becomes 1; a program that releases everything gets "no leaks" and keeps status 0
// (unit_entry_points.c and concurrency_shared_counts.c rely on that). Without the variable
// nothing is reported.
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: env ARC_CHECK_LEAKS=1 not %t leak 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: env ARC_CHECK_LEAKS=1 %t clean 2>&1 | FileCheck %s --check-prefix=CLEAN
// RUN: %t leak 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
//
// LEAK: leaking [[L:0x[0-9a-f]+]] and [[S:0x[0-9a-f]+]]
// LEAK-NEXT: arc-check: leaks: 2 live objects at exit (4 allocated, 2 freed)
// LEAK-DAG: arc-check:   live object [[L]]: LOCAL, count 2, allocated by arc_alloc_local in thread
// LEAK-DAG: arc-check:   live object [[S]]: BIASED, count 1, allocated by arc_alloc in thread
// CLEAN: arc-check: no leaks (4 objects allocated, 4 freed, 0 immortalized)
// QUIET-NOT: arc-check

#include <arc.h>

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  int leak = argc > 1 && strcmp(argv[1], "leak") == 0;
  void *l = arc_alloc_local(8, NULL), *s = arc_alloc(8, NULL);
  arc_retain(l);
  arc_release(arc_alloc(8, NULL));
  arc_release_local(arc_alloc_local(8, NULL));
  if (leak) {
    printf("leaking %p and %p\n", l, s);
    return 0;
  }
  arc_release(l);
  arc_release(l);
  arc_release(s);
  return 0;
}
