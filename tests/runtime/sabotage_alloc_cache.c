// Positive control for alloc_cache_cross_thread.c's memory bound: the same program linked with
// libarcrt-sabotage-cache.a, whose block cache never gives a block back to free(). A producer's
// two million objects released by a consumer then all stay in the consumer's cache, and the
// bounded scenario must report it; if it did not, it could not catch an unbounded cache either.
//
// RUN: %clang %cflags -O2 %s %arcrt_sabotage_cache -o %t
// RUN: not %t bounded | FileCheck %s
// CHECK: FAIL bounded: memory not bounded

#include "alloc_cache_cross_thread.c"
