// The concurrency test of concurrency_shared_counts.c under ThreadSanitizer, against the runtime
// built with -fsanitize=thread: no data race may be reported. In particular every destructor
// reads each thread's plain writes to the payload, which is race-free only because the last
// release synchronizes with all the earlier ones (release add + acquire fence). Fewer
// iterations: TSan makes each atomic operation far slower.
//
// REQUIRES: tsan
// RUN: %clang %cflags -O1 -fsanitize=thread %s %arcrt_tsan -o %t
// RUN: env TSAN_OPTIONS=halt_on_error=1 %t 2 500000 2>&1 \
// RUN:   | FileCheck %S/concurrency_shared_counts.c --implicit-check-not=ThreadSanitizer

#include "concurrency_shared_counts.c"
