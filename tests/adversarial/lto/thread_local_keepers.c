/* Attacks (thread-local rewrite under full LTO and ThinLTO; thread_local_keepers.other.c is the
 * other file): a fresh object per iteration is passed to a function of the other file that
 * keeps the pointer where LTO's attribute inference might not see it:
 * - keep_asm: inline asm stores it into a global named in the asm text (kept_slot);
 * - keep_volatile: a store through a volatile-qualified pointer to a global;
 * - keep_callback: a callback passed in, which stores it.
 * Each keeper also retains it (so the object outlives the iteration); a second thread then
 * takes every kept object, reads it, and releases it. Made thread-local by mistake, the
 * checking runtime aborts when the second thread touches the count.
 * Correct output: "asm: 4950", "volatile: 4950", "callback: 4950", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

void keep_asm(void *p);
void keep_volatile(void *p);
void keep_callback(void *p, void (*cb)(void *));
void *take_kept(void);
void store_in_list(void *p);

static long drain_sum;
static void *drain(void *arg) {
  (void)arg;
  void *p;
  while ((p = take_kept())) {
    drain_sum += *(long *)p;
    arc_release(p);
  }
  return NULL;
}

static void report(const char *name) {
  drain_sum = 0;
  pthread_t t;
  pthread_create(&t, NULL, drain, NULL);
  pthread_join(t, NULL);
  printf("%s: %ld\n", name, drain_sum);
}

/* One loop per keeper, so that each allocation is judged on its own. */
#define KEEPER_LOOP(fn, call)                                                                      \
  __attribute__((noinline)) static void fn(void) {                                                 \
    for (long i = 0; i < 100; i++) {                                                               \
      long *o = arc_alloc(sizeof *o, NULL);                                                        \
      *o = i;                                                                                      \
      call;                                                                                        \
      arc_release(o);                                                                              \
    }                                                                                              \
  }
KEEPER_LOOP(run_asm, keep_asm(o))
KEEPER_LOOP(run_volatile, keep_volatile(o))
KEEPER_LOOP(run_callback, keep_callback(o, store_in_list))

int main(void) {
  run_asm();
  report("asm");
  run_volatile();
  report("volatile");
  run_callback();
  report("callback");
  return 0;
}
