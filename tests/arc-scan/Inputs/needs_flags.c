/* Input of compile_commands.test: parses only with the flags of its compile command
 * (-DHANDLE, the handle's type). */
#include "parallel_macros.h"

void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

long sum(HANDLE shared, long n) {
  long acc = 0;
  HDR_PARALLEL_FOR
  for (long i = 0; i < n; i++) {
    HANDLE s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}
