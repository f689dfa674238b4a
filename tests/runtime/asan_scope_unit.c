// The scoped entries' unit tests (scope_unit.c) under AddressSanitizer and UBSan, against the
// runtime built with the same sanitizers. ASan's fake stack is turned off: on it, frame slots
// are off the thread's stack, and the scoped entries then register nothing (arc.h), which the
// longjmp test would see as a growing count.
//
// REQUIRES: asan
// RUN: %clang %cflags -O2 -fsanitize=address,undefined -fno-sanitize-recover=all %s %arcrt_asan \
// RUN:   -o %t && env ASAN_OPTIONS=detect_stack_use_after_return=0 %t \
// RUN:   | FileCheck %S/scope_unit.c --implicit-check-not=FAIL

#include "scope_unit.c"
