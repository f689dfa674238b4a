// Under clang -O1..-O3 -fpass-plugin the pass runs without being named (and not at -O0).
// RUN: %clang -O1 -g -fpass-plugin=%plugin -I%src_root/runtime/include -Rpass=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %clang -O2 -g -fpass-plugin=%plugin -I%src_root/runtime/include -Rpass=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %clang -O3 -g -fpass-plugin=%plugin -I%src_root/runtime/include -Rpass=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %clang -O0 -g -fpass-plugin=%plugin -I%src_root/runtime/include -Rpass=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O0 --allow-empty
#include "arc.h"

long use(void *p);

long sum(void *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    // CHECK: load_clang.c:[[@LINE+1]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the loop at load_clang.c:[[@LINE-1]]: 2 atomic operations per iteration removed
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}
// O0-NOT: remark
