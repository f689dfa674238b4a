/* Attacks (numba profile: NRT_incref/NRT_decref "never unwind", "arguments held by the caller").
 * A C module with its own NRT_incref/NRT_decref (the profile recognises them by name and type).
 * run(a) does NRT_incref(a); use; NRT_decref(a); and then calls checkpoint() through a function
 * pointer; on i == 3 it longjmps out of run() to main. The caller (main) holds its reference for
 * the whole call, as numba's convention says, and drops it after the landing: the source holds
 * no loop reference at the longjmp (it comes after the iteration's decref), so main's decref is
 * the last and the destructor runs. A hoisted pair strands its preheader incref: no destructor.
 * Correct output: "left the loop at 3", "destroyed", "live 0", exit 0. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct MemInfo {
  long refct;
  long value;
} MemInfo;

static long live;

__attribute__((noinline)) void NRT_incref(MemInfo *mi) {
  if (mi)
    __atomic_add_fetch(&mi->refct, 1, __ATOMIC_RELAXED);
}
__attribute__((noinline)) void NRT_decref(MemInfo *mi) {
  if (mi && __atomic_sub_fetch(&mi->refct, 1, __ATOMIC_ACQ_REL) == 0) {
    printf("destroyed\n");
    live--;
    free(mi);
  }
}

static jmp_buf out;
static volatile long sink;
static void checkpoint_impl(int i) {
  if (i == 3) {
    printf("left the loop at %d\n", i);
    longjmp(out, 1);
  }
}
static void (*volatile checkpoint)(int) = checkpoint_impl;

static __attribute__((noinline)) void run(MemInfo *a, int n) {
  for (int i = 0; i < n; i++) {
    NRT_incref(a);
    sink += a->value;
    NRT_decref(a);
    checkpoint(i);
  }
}

int main(void) {
  MemInfo *a = malloc(sizeof *a);
  a->refct = 1, a->value = 7, live = 1;
  if (setjmp(out) == 0)
    run(a, 100);
  NRT_decref(a); /* the caller's reference, held for the whole call */
  printf("live %ld\n", live);
  return live != 0;
}
