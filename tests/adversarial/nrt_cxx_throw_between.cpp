/* Attacks (numba profile: "numba never unwinds, so calls in numba modules are taken not to").
 * A C++ module with its own NRT_incref/NRT_decref (the profile recognises them by name and
 * type): run() increfs, reads and decrefs its argument each iteration, then calls checkpoint(),
 * which throws on i == 3. The exception leaves run() after the iteration's decref: the source
 * holds no loop reference; main catches it and drops its own reference, and the destructor runs.
 * A pair hoisted out of the loop strands its incref on the unwind path (no cleanup is added):
 * no destructor, "live 1".
 * Correct output: "caught 3", "destroyed", "live 0", exit 0. */
#include <cstdio>
#include <cstdlib>

struct MemInfo {
  long refct;
  long value;
};

static long live;

extern "C" __attribute__((noinline)) void NRT_incref(MemInfo *mi) {
  if (mi)
    __atomic_add_fetch(&mi->refct, 1, __ATOMIC_RELAXED);
}
extern "C" __attribute__((noinline)) void NRT_decref(MemInfo *mi) {
  if (mi && __atomic_sub_fetch(&mi->refct, 1, __ATOMIC_ACQ_REL) == 0) {
    std::printf("destroyed\n");
    live--;
    std::free(mi);
  }
}

static volatile long sink;
static void checkpoint_impl(int i) {
  if (i == 3)
    throw i;
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

int main() {
  MemInfo *a = static_cast<MemInfo *>(std::malloc(sizeof *a));
  a->refct = 1, a->value = 7, live = 1;
  try {
    run(a, 100);
  } catch (int i) {
    std::printf("caught %d\n", i);
  }
  NRT_decref(a);
  std::printf("live %ld\n", live);
  return live != 0;
}
