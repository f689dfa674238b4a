// biased_owners.c under ThreadSanitizer, against the runtime built with -fsanitize=thread: no
// data race may be reported. The owner numbers an exited thread frees and the next thread claims
// must order the old owner's plain stores before the new owner's.
//
// REQUIRES: tsan
// RUN: %clang %cflags -O1 -fsanitize=thread %s %arcrt_tsan -o %t
// RUN: env TSAN_OPTIONS=halt_on_error=1 %t 2>&1 \
// RUN:   | FileCheck %S/biased_owners.c --implicit-check-not=ThreadSanitizer

#include "biased_owners.c"
