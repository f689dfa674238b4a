// Checking build: a pointer that no arc_alloc returned (here: into a plain malloc block) aborts
// at its first use instead of being counted.
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: not --crash %t 2>&1 | FileCheck %s
// CHECK: pointer [[P:0x[0-9a-f]+]]
// CHECK-NEXT: arc-check: not an arc object: arc_retain([[P]]) in thread {{[0-9]+}} (main):
// CHECK-SAME: no live object allocated by arc_alloc or arc_alloc_local has this address

#include <arc.h>

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  char *block = calloc(1, 64);
  void *p = block + ARC_HEADER_SIZE; // looks like a payload; its "count word" is 0
  printf("pointer %p\n", p);
  arc_retain(p);
  printf("not caught\n");
  free(block);
  return 0;
}
