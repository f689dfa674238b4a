// Positive control for BIASED objects: the same program as concurrency_shared_counts.c, on
// objects the main thread allocated (BIASED, main is their owner), linked with
// libarcrt-sabotage-bias.a, whose retain takes the owner's plain path in every thread. The
// threads' plain stores to the owner's half then overwrite each other, and the program must
// report lost updates; if it does not, the concurrency test could not catch a broken owner test
// either. Repeated until a loss shows, within 30 seconds (2 threads and the main thread, 2000000
// retains each).
//
// RUN: %clang %cflags -O2 %s %arcrt_sabotage_bias -o %t
// RUN: not %t 2 2000000 --until-loss 30 | FileCheck %s
// CHECK: lost updates: expected count 6000001, got

#include "concurrency_shared_counts.c"
