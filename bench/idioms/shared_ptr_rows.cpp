/* shared_ptr_rows.cpp - the std::shared_ptr rows of bench/idioms/run.sh: a loop that copies one
 * shared std::shared_ptr<long> every iteration (the copy's increment and decrement are inlined
 * atomic read-modify-writes on the control block's count), and the same loop without the copy,
 * the control. Each serially and as an OpenMP `parallel for schedule(static)`. Built with
 * -DINTRUSIVE, the handle is an llvm::IntrusiveRefCntPtr instead (handle.h).
 *
 * Compiled once per (standard library, pass) build with -DVARIANT=<name>: every row's name ends
 * in _<name>, so the builds link into one program and their rows interleave in one process.
 * use() is bench/use.c, another translation unit: the optimiser cannot see what it does.
 * The copies are inlined into each row; only the landing pads call the out-of-line
 * ~shared_ptr(), which both builds define (linkonce_odr) and the linker keeps once. */
#include "handle.h"

extern "C" long use(const void *payload);

#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define ROW(name) CAT(name, VARIANT)
#define NOINLINE __attribute__((noinline))

/* The control: the payload of the one shared handle, no copy. */
extern "C" NOINLINE long ROW(sp_bare_serial)(const Handle &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++)
    acc += use(payload(handle));
  return acc;
}

/* A copy per iteration: incremented when made, decremented at the end of the iteration. */
extern "C" NOINLINE long ROW(sp_copy_serial)(const Handle &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    Handle copy = handle;
    acc += use(payload(copy));
  }
  return acc;
}

extern "C" NOINLINE long ROW(sp_bare_parallel)(const Handle &handle, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++)
    acc += use(payload(handle));
  return acc;
}

/* Every thread copies the one handle: the count's cache line moves between the cores. */
extern "C" NOINLINE long ROW(sp_copy_parallel)(const Handle &handle, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    Handle copy = handle;
    acc += use(payload(copy));
  }
  return acc;
}

/* The copy made of a shared_ptr the row keeps in a local of its own (the pass's hint for the
 * rows above): the local's address goes nowhere, so use() cannot assign to it, and the pass hoists
 * the copy (with the promise that destructors return, run.sh). */
extern "C" NOINLINE long ROW(sp_local_serial)(const Handle &handle, long n) {
  Handle local = handle;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    Handle copy = local;
    acc += use(payload(copy));
  }
  return acc;
}

/* Each thread takes its own copy of the local (firstprivate): one increment per thread, then the
 * loop's copies are hoisted out of every thread's chunk. */
extern "C" NOINLINE long ROW(sp_local_parallel)(const Handle &handle, long n) {
  Handle local = handle;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc) firstprivate(local)
  for (long i = 0; i < n; i++) {
    Handle copy = local;
    acc += use(payload(copy));
  }
  return acc;
}
