// Positive control for the concurrency tests: the same program as concurrency_shared_counts.c,
// on SHARED objects, linked with libarcrt-sabotage.a, whose SHARED retain and release are a plain
// load and store instead of one atomic add (2 threads and the main thread, 2000000 retains each). It must report lost updates; if it does not, the concurrency test
// could not catch a broken atomic either. On a loaded 2-core machine one round may happen to run
// the threads one after the other, so the program repeats the round until it sees a loss (in
// practice the first round), within 30 seconds.
//
// RUN: %clang %cflags -O2 %s %arcrt_sabotage -o %t
// RUN: not %t 2 2000000 --until-loss 30 --shared | FileCheck %s
// CHECK: lost updates: expected count 6000001, got

#include "concurrency_shared_counts.c"
