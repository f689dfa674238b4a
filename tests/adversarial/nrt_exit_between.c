/* Attacks (numba profile: every call assumed to return). Same shape as nrt_longjmp_between.c,
 * but checkpoint() (through a function pointer) calls exit(0) on i == 3, after the iteration's
 * NRT_decref; main's atexit handler drops main's reference and reports the live objects. The
 * source holds no loop reference at the exit: the destructor runs. A hoisted pair strands one.
 * Correct output: "exit at 3", "destroyed", "live 0", exit 0. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct MemInfo {
  long refct;
  long value;
} MemInfo;

static long live;
static MemInfo *owned;

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

static void at_end(void) {
  NRT_decref(owned);
  printf("live %ld\n", live);
  fflush(stdout);
  if (live)
    _exit(1);
}

static volatile long sink;
static void checkpoint_impl(int i) {
  if (i == 3) {
    printf("exit at %d\n", i);
    exit(0);
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
  owned = malloc(sizeof *owned);
  owned->refct = 1, owned->value = 7, live = 1;
  atexit(at_end);
  run(owned, 100);
  printf("not reached\n");
  return 1;
}
