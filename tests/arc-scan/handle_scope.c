// Which handles are shared: declared outside the loop (reported), declared inside it (not
// reported: the iteration's own object), followed through copies (`s = arc_retain(shared)`, a
// plain `t = shared`, a variable declared before the loop but assigned in it), one element per
// iteration (not reported), and a thread-local global (not reported).
// RUN: not %arc_scan %s > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out

#include <stddef.h>

void *arc_alloc(size_t size, void (*destroy)(void *));
void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

static _Thread_local void *per_thread_cache;

long scopes(void *shared, void **items, long n) {
  long acc = 0;
  void *copy;
#pragma omp parallel for reduction(+ : acc) private(copy)
  for (long i = 0; i < n; i++) {
    // Reported: declared outside, reached through two copies.
    // CHECK: handle_scope.c:[[#@LINE+3]]:15: warning: 'shared' (declared outside the loop,
    // CHECK-SAME: shared by all iterations) is refcounted in the parallel loop at
    // CHECK-SAME: handle_scope.c:[[#@LINE-5]] (omp parallel for): 4 RC operations per iteration
    void *s = arc_retain(shared);
    void *t = s;
    acc += use(t);
    arc_release(t);
    copy = shared;
    arc_release(arc_retain(copy));
    // Not reported: made in the iteration.
    void *mine = arc_alloc(16, NULL);
    void *m2 = arc_retain(mine);
    arc_release(m2);
    arc_release(mine);
    // Not reported: a different element every iteration.
    arc_retain(items[i]);
    arc_release(items[i]);
    void *item = items[i];
    arc_retain(item);
    arc_release(item);
    // Not reported: a thread-local global.
    arc_retain(per_thread_cache);
    arc_release(per_thread_cache);
  }
  return acc;
}

long clean(void **items, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *own = arc_alloc(16, NULL);
    acc += use(own) + use(items[i]);
    arc_release(own);
  }
  return acc;
}
// CHECK: 1 warning generated.
