// Found by the loop-shape enumerator (tools/enumerate/driver.py): program arc:ssa:La.K.Ra
// class: class4
// What differed: check runtime: exit status 1 with the pass, 0 without: arc-check: leaks: 1 live objects at exit (10 allocated, 0 freed) / arc-check:   live object 0x55d13d31e2b0: BIASED, count 1, allocated by arc_alloc in thread 6574 (main)
// The program is built without and with the pass and run on the checking and the
// default runtime; tools/enumerate/oracle.py compares the events (docs/differences.md).
// The pass keeps its events now: this test guards the fix.
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

/* program 0: arc:ssa:La.K.Ra */
__attribute__((noinline)) static void prog_0(void) {
  void *a = en_root_a, *b = en_root_b;
  void *ca = arc_retain(a);
  void *a0 = a; /* borrowed: read after the loop only while alive */
  long i, n = en_iters, rep1 = en_at[0], rep2 = en_at[1], leave = en_at[2];
  for (i = 0; i < n; i++) {
    en_iter = i;
    en_pos = 2;
    EN_EV(i, 2, EV_USE_A, ca);
    arc_release(ca);
    en_pos = 3;
    if (i == leave) {
      void *o = b;
      b = en_spare_b[2]; en_root_b = b;
      en_spare_b[2] = 0;
      en_exit_obj = o; /* its destructor calls exit(0) */
      arc_release(o);
    }
    en_pos = 4;
    ca = arc_retain(a);
  }
  en_iter = EN_AFTER_ROW;
  en_pos = 5;
  EN_EV(EN_AFTER_ROW, 5, EV_LOOP_END, 0);
  en_pos = 6;
  EN_EV(EN_AFTER_ROW, 6, EV_USE_A, ca);
  arc_release(ca);
  goto after;
  after:
  en_pos = 7;
  EN_EV(EN_AFTER_ROW, 7, EV_AFTER, en_dead(1) ? -1 : ((struct eobj *)a0)->val);
  done:;
}

static const en_program programs[] = {prog_0};
static const int flags[] = {0};
int main(int argc, char **argv) {
  return en_main(argc, argv, programs, flags, 1);
}
