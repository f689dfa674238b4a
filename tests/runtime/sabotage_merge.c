// Positive control for the merge tests: the program of concurrency_merge.c linked with
// libarcrt-sabotage-merge.a, whose release by a thread other than the owner takes an unmerged
// object's shared count below zero instead of handing its reference to the owner's merge queue.
// The total then reaches zero with no thread left to notice, and every scenario must report
// objects that were never destroyed. Deterministic: it needs no particular interleaving.
//
// RUN: %clang %cflags -O2 %s %arcrt_sabotage_merge -o %t
// RUN: not %t 4 1 | FileCheck %s
// CHECK: FAIL handoff: {{[0-9]+}} of 2000 objects destroyed, {{[1-9][0-9]*}} never, 0 twice
// CHECK: FAIL owner exits first: {{[0-9]+}} of 2000 objects destroyed, {{[1-9][0-9]*}} never
// CHECK: FAIL publish: {{[0-9]+}} of 2000 objects destroyed, {{[1-9][0-9]*}} never
// CHECK: FAIL tag reuse: {{[0-9]+}} of 3200 objects destroyed, {{[1-9][0-9]*}} never
// CHECK: FAIL destructors during the owner's exit: {{[0-9]+}} of 2000 objects destroyed,
// {{[1-9][0-9]*}} never

#include "concurrency_merge.c"
