/* The other file of destructor_other_file.c: the destructor (a plain store, so LLVM infers
 * willreturn nounwind once it sees it) and the callee that drops the handed reference. */
#include <arc.h>

int destroyed;
long *extra;
void destroy_other(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(extra);
}
void (*volatile step)(int, int) = step_impl;
