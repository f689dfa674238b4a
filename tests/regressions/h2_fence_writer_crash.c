// Found by the differential fuzzer's acquire scenes (tools/fuzz/shapes.py, the fence and
// cmpxchg waits), minimised by hand: a loop that reloads a handle after an acquire fence. H2
// finds the fence as a writer of the slot (LLVM says a fence may write anything) and builds
// its "not hoisted" message with ae_callee_text(), which assumes a call: clang crashes
// (SIGSEGV in remarks.c) even without -Rpass. With atomicrmw and cmpxchg the message reads
// "the call to an indirect call". However the rule is fixed, none of these may be hoisted.
//
// Before the fixes of issue 11 the pass crashed here. Class 1 of issue 11 (a reload ordered by an
// acquire, a fence, cmpxchg or atomicrmw).
//
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --allow-empty
// CHECK-NOT: hoisted retain/release of 'cfg'
#include <arc.h>
#include <stdatomic.h>

struct str {
  long len;
};
struct str *cfg;
atomic_int ready, turns;

long after_fence(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    while (!atomic_load_explicit(&ready, memory_order_relaxed)) {
    }
    atomic_thread_fence(memory_order_acquire);
    struct str *s = arc_retain(cfg);
    acc += s->len;
    arc_release(s);
  }
  return acc;
}

long after_cmpxchg(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    for (int one = 1; !atomic_compare_exchange_weak_explicit(&ready, &one, 1, memory_order_acquire,
                                                             memory_order_relaxed);
         one = 1) {
    }
    struct str *s = arc_retain(cfg);
    acc += s->len;
    arc_release(s);
  }
  return acc;
}

long after_fetch_add(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    atomic_fetch_add_explicit(&turns, 1, memory_order_acq_rel);
    struct str *s = arc_retain(cfg);
    acc += s->len;
    arc_release(s);
  }
  return acc;
}
