// The positive control of every CHECKRT line in this folder: the checking runtime does catch a
// wrong thread-local claim. The program hands an object to another thread. Built as written
// (arc_alloc), the pass keeps it SHARED and the checking runtime is content. Forced by hand to
// arc_alloc_local (-DFORCE_LOCAL, what a broken escape analysis would emit), the other thread's
// first retain aborts with the runtime's cross-thread message.
//
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin %s %rc_support %arcrt_check -o %t.ok
// RUN: env ARC_CHECK_LEAKS=1 %t.ok > /dev/null 2> %t.ok.err
// RUN: FileCheck %s --check-prefix=OK < %t.ok.err
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -DFORCE_LOCAL %s %rc_support %arcrt_check \
// RUN:   -o %t.forced
// RUN: not --crash %t.forced > /dev/null 2> %t.forced.err
// RUN: FileCheck %s --check-prefix=FORCED < %t.forced.err

// OK-NOT: arc-check:
// OK: arc-check: no leaks
// FORCED: arc-check: LOCAL object touched by another thread: arc_retain(0x{{[0-9a-f]+}}) in thread
// FORCED-SAME: but the object is LOCAL to thread {{[0-9]+}} (main) (allocated by arc_alloc_local)

#include <arc.h>
#include <pthread.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

#ifdef FORCE_LOCAL
#define ALLOC arc_alloc_local
#else
#define ALLOC arc_alloc
#endif

static void *worker(void *object) {
  void *copy = arc_retain(object);
  long v = use(copy);
  arc_release(copy);
  return (void *)v;
}

int main(void) {
  long *o = ALLOC(sizeof *o, NULL);
  *o = 9;
  pthread_t thread;
  if (pthread_create(&thread, NULL, worker, o) != 0)
    return 1;
  void *v;
  pthread_join(thread, &v);
  printf("%ld\n", (long)v);
  arc_release(o);
  return 0;
}
