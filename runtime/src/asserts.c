/* asserts.c - what a failed ARCRT_ASSERT or ARCRT_ASSERT_EXPENSIVE does (asserts.h): one line on
 * stderr naming the condition and where it is, then abort. */
#include "asserts.h"

#include <stdio.h>
#include <stdlib.h>

void arcrt_assert_fail(const char *cond, const char *file, int line) {
  fflush(stdout);
  fprintf(stderr, "arcrt: assertion failed: %s (%s:%d)\n", cond, file, line);
  abort();
}
