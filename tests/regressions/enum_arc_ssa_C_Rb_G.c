// Found by the loop-shape enumerator (tools/enumerate/driver.py): program arc:ssa:C.Rb.G
// class: 2 (acquire on the failure path of a compare-exchange)
// What differed: check runtime: event 2 differs: with the pass '[0] dtor-written 0', without '[0] dtor-written 1'
// The program is built without and with the pass and run on the checking and the
// default runtime; tools/enumerate/oracle.py compares the events (docs/differences.md).
// Fixed: LLVM's alias analysis took the relaxed-success, acquire-failure wait for relaxed, and
// LICM hoisted the read above it once the pass had removed the calls (cmpxchg_orderings.h).
// RUN: %python %src_root/tools/enumerate/driver.py %obj_root --check-file %s
/* a relaxed atomic load of a pointer as `load atomic ptr` (C11 atomics give i64 loads) */
#define EN_ATOMIC_READ(x) ({ void *v_; _Pragma("omp atomic read") v_ = (x); v_; })
#include <setjmp.h>
#include <stdatomic.h>
#include <string.h>
#include "support.h"
struct hold {
  void *a, *b;
  long pad[4]; /* large enough to be passed in memory (byval) and returned through sret */
};
__attribute__((pure, nothrow)) long arc_count(const void *p);
__attribute__((noinline)) static long en_observe(void *p) { return arc_count(p); }

/* program 0: arc:ssa:C.Rb.G */
__attribute__((noinline)) static void prog_0(void) {
  void *a = en_root_a, *b = en_root_b;
  void *a0 = a; /* borrowed: read after the loop only while alive */
  en_start_writer();
  long i, n = en_iters, rep1 = en_at[0], rep2 = en_at[1], leave = en_at[2];
  for (i = 0; i < n; i++) {
    en_iter = i;
    en_pos = 1;
    for (int e = 0; atomic_compare_exchange_strong_explicit(
             &en_ready, &e, 0, memory_order_relaxed, memory_order_acquire);
         e = 0)
      ;
    en_pos = 2;
    void *t1 = arc_retain(b);
    en_pos = 3;
    EN_EV(i, 3, EV_G, en_dtor_written);
    en_pos = 4;
    EN_EV(i, 4, EV_USE_B, t1);
    arc_release(t1);
  }
  en_iter = EN_AFTER_ROW;
  en_pos = 5;
  EN_EV(EN_AFTER_ROW, 5, EV_LOOP_END, 0);
  goto after;
  after:
  en_pos = 6;
  EN_EV(EN_AFTER_ROW, 6, EV_AFTER, en_dead(1) ? -1 : ((struct eobj *)a0)->val);
  done:;
}

static const en_program programs[] = {prog_0};
static const int flags[] = {EN_F_WRITER};
int main(int argc, char **argv) {
  return en_main(argc, argv, programs, flags, 1);
}
