// The unit tests of unit_entry_points.c under AddressSanitizer and UndefinedBehaviorSanitizer,
// against the runtime built with the same sanitizers.
//
// REQUIRES: asan
// RUN: %clang %cflags -fsanitize=address,undefined -fno-sanitize-recover=all %s %arcrt_asan \
// RUN:   -o %t && %t | FileCheck %S/unit_entry_points.c --implicit-check-not=FAIL

#include "unit_entry_points.c"
