// Found by the loop-shape enumerator (tools/enumerate/driver.py): program arc:byval:Ma.Ra
// class: contract (arc.h: the header is never touched by user code)
// What differed: check runtime: event 1 differs: with the pass '[0] word a 2', without '[0] word a 1'
// The program is built without and with the pass and run on the checking and the
// default runtime; tools/enumerate/oracle.py compares the events (docs/differences.md).
// Listed in tools/enumerate/expected_failures.txt until the pass is fixed.
// XFAIL: *
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

/* program 0: arc:byval:Ma.Ra */
__attribute__((noinline)) static void inner_0(struct hold s) {
  en_publish(&s.a, &s.b);
  void *a0 = s.a; /* borrowed: read after the loop only while alive */
  long i, n = en_iters, rep1 = en_at[0], rep2 = en_at[1], leave = en_at[2];
  for (i = 0; i < n; i++) {
    en_iter = i;
    en_pos = 1;
    {
      long w[4];
      void *p = s.a;
      memcpy(w, (char *)p - ARC_HEADER_SIZE, en_len);
      EN_EV(i, 1, EV_WORD, w[0]);
      EN_EV(i, 2, EV_USE_A, p);
    }
    en_pos = 3;
    void *t1 = arc_retain(s.a);
    en_pos = 4;
    EN_EV(i, 4, EV_USE_A, t1);
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
  en_root_a = s.a;
  en_root_b = s.b;
  en_publish(&en_root_a, &en_root_b);
}
__attribute__((noinline)) static void prog_0(void) {
  struct hold s = {en_root_a, en_root_b, {0}};
  en_root_a = en_root_b = NULL;
  inner_0(s);
}

static const en_program programs[] = {prog_0};
static const int flags[] = {0};
int main(int argc, char **argv) {
  return en_main(argc, argv, programs, flags, 1);
}
