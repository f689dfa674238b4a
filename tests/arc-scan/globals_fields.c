// Handles read from memory every iteration shares: a global, a function's static, a field of a
// shared object (through a pointer and directly), a fixed element of a shared array, and the
// pointee of a shared pointer.
// RUN: not %arc_scan %s > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out

void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

void *g_handle;
struct context {
  void *handle;
  void *pool[4];
};

long read_shared_memory(struct context *ctx, struct context local, void **slot, long n) {
  static void *cached;
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    // CHECK: globals_fields.c:[[#@LINE+6]]:15: warning: 'g_handle' (a global, shared by all
    // CHECK-SAME: iterations) is refcounted in the parallel loop at globals_fields.c:[[#@LINE-3]]
    // CHECK-SAME: (omp parallel for): 2 RC
    // CHECK-NEXT: globals_fields.c:[[#@LINE+3]]:15: note: fix: read 'g_handle' into a local before
    // CHECK-SAME: the loop, arc_retain it once there and arc_release it after the loop, and use
    // CHECK-SAME: the local inside
    void *g = arc_retain(g_handle);
    acc += use(g);
    arc_release(g);
    // CHECK: globals_fields.c:[[#@LINE+2]]:5: warning: 'cached' (a global, shared by all
    // CHECK-SAME: iterations)
    arc_retain(cached);
    arc_release(cached);
    // CHECK: globals_fields.c:[[#@LINE+3]]:15: warning: 'ctx->handle' (read from a shared
    // CHECK-SAME: object, the same in every iteration) is refcounted in the parallel loop at
    // CHECK-SAME: globals_fields.c:[[#@LINE-17]] (omp parallel for): 2 RC
    void *h = arc_retain(ctx->handle);
    acc += use(h);
    arc_release(h);
    // CHECK: globals_fields.c:[[#@LINE+1]]:5: warning: 'local.handle' (read from a shared object
    arc_retain(local.handle);
    arc_release(local.handle);
    // CHECK: globals_fields.c:[[#@LINE+1]]:5: warning: 'ctx->pool[2]' (read from a shared object
    arc_retain(ctx->pool[2]);
    arc_release(ctx->pool[2]);
    // CHECK: globals_fields.c:[[#@LINE+1]]:5: warning: '*slot' (read from a shared object
    arc_retain(*slot);
    arc_release(*slot);
    // Not reported: a different element every iteration.
    arc_retain(ctx->pool[i % 4]);
    arc_release(ctx->pool[i % 4]);
  }
  return acc;
}
// CHECK: 6 warnings generated.
