// The merge-protocol tests of concurrency_merge.c under ThreadSanitizer, against the runtime
// built with -fsanitize=thread: no data race may be reported. Every destructor reads each
// releasing thread's plain writes to the payload and the owner's biased count is read by the
// thread that merges for an exited owner; both are race-free only through the protocol's
// orderings (release on every release, the queue push and the exit's exchange, acquire on the
// merge and on the last release).
//
// REQUIRES: tsan
// RUN: %clang %cflags -O1 -fsanitize=thread %s %arcrt_tsan -o %t
// RUN: env TSAN_OPTIONS=halt_on_error=1 %t 4 1 2>&1 \
// RUN:   | FileCheck %S/concurrency_merge.c --implicit-check-not=ThreadSanitizer

#include "concurrency_merge.c"
