// The runtime's set-up does not depend on which allocation entry the pass chose: a program that
// counts the pthread keys it can still create sees the same number with and without the pass,
// although the pass turns its arc_alloc into arc_alloc_local. (The runtime's one key is created
// when the library loads; runtime/src/thread_exit.c.) The keys are counted while the object is
// still held, and again after every key the program made was deleted and the object released.
// libarcrt-sabotage-states.a creates the key at the first need instead (arc_alloc's owner
// number, the first cached free): with it the source counts one key fewer than the pass.
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -c %s -o %t.pass.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out
// RUN: %t.pass > %t.pass.out
// RUN: FileCheck %s < %t.nopass.out
// RUN: diff %t.nopass.out %t.pass.out
// RUN: %clang %cflags %t.nopass.o %arcrt_check -o %t.check.nopass
// RUN: %clang %cflags %t.pass.o %arcrt_check -o %t.check.pass
// RUN: %t.check.nopass > %t.check.nopass.out
// RUN: %t.check.pass > %t.check.pass.out
// RUN: diff %t.check.nopass.out %t.check.pass.out
// RUN: %clang %cflags %t.nopass.o %arcrt_sabotage_states -o %t.sabotage.nopass
// RUN: %clang %cflags %t.pass.o %arcrt_sabotage_states -o %t.sabotage.pass
// RUN: %t.sabotage.nopass > %t.sabotage.nopass.out
// RUN: %t.sabotage.pass > %t.sabotage.pass.out
// RUN: not diff %t.sabotage.nopass.out %t.sabotage.pass.out

// CHECK: value 42, keys left while held: [[#KEYS:]]
// CHECK-NEXT: keys left after: [[#KEYS]]

#include <arc.h>
#include <pthread.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { MAX_KEYS = 1 << 16 };
static pthread_key_t keys[MAX_KEYS];

// How many keys pthread_key_create still hands out; all of them are deleted again.
static int keys_left(void) {
  int n = 0;
  while (n < MAX_KEYS && pthread_key_create(&keys[n], NULL) == 0)
    ++n;
  for (int i = 0; i < n; ++i)
    pthread_key_delete(keys[i]);
  return n;
}

int main(void) {
  // REMARK: pthread_keys.c:[[#@LINE+2]]:{{[0-9]+}}: remark: object 'o' allocated
  // REMARK-SAME: at pthread_keys.c:[[#@LINE+1]] is thread-local
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 42;
  long value = peek(o);
  int held = keys_left();
  arc_release(o);
  printf("value %ld, keys left while held: %d\n", value, held);
  printf("keys left after: %d\n", keys_left());
  return 0;
}
