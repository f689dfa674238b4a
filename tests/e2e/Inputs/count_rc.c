/* count_rc.c - counts the program's calls into the arc runtime, for the end-to-end tests.
 *
 * Link it into a program together with
 *
 *   -Wl,--wrap=arc_retain -Wl,--wrap=arc_release -Wl,--wrap=arc_retain_local
 *   -Wl,--wrap=arc_release_local
 *
 * and the linker sends every call the program's object files make to arc_retain to
 * __wrap_arc_retain below (and so on), which counts it and forwards it to the real entry
 * (__real_arc_retain). Calls inside the runtime library itself are not counted. At exit it prints
 * one line to stderr (stdout stays the program's own output, comparable between builds):
 *
 *   count_rc: retains=R releases=L local_retains=r local_releases=l threads=T max_per_thread=M
 *
 * retains/releases count the generic entries, local_* the _local ones the pass emits for objects
 * it proved thread-local; threads is the number of threads that retained anything (through
 * either entry) and max_per_thread the most retains (both entries) any one of them made.
 *
 * Each thread counts in its own slot, one cache line each, with relaxed atomic loads and stores
 * that only that thread writes: counting adds no contended line of its own. A thread beyond the
 * last slot counts in a shared overflow slot instead (correct, just slower).
 */
#include <stdatomic.h>
#include <stdio.h>

void *__real_arc_retain(void *p);
void __real_arc_release(void *p);
void *__real_arc_retain_local(void *p);
void __real_arc_release_local(void *p);

enum { RETAIN, RELEASE, RETAIN_LOCAL, RELEASE_LOCAL, KINDS, SLOTS = 256 };

struct slot {
  _Alignas(64) _Atomic unsigned long n[KINDS];
};

static struct slot slots[SLOTS];
static struct slot overflow;      /* shared by threads beyond the last slot: atomic adds */
static atomic_int slots_taken;    /* slots handed out so far */
static _Thread_local int my_slot; /* 0: none yet; else index + 1 */

static void count(int kind) {
  if (!my_slot)
    my_slot = atomic_fetch_add_explicit(&slots_taken, 1, memory_order_relaxed) + 1;
  if (my_slot > SLOTS) {
    atomic_fetch_add_explicit(&overflow.n[kind], 1, memory_order_relaxed);
    return;
  }
  _Atomic unsigned long *c = &slots[my_slot - 1].n[kind]; /* only this thread writes it */
  atomic_store_explicit(c, atomic_load_explicit(c, memory_order_relaxed) + 1, memory_order_relaxed);
}

void *__wrap_arc_retain(void *p) {
  count(RETAIN);
  return __real_arc_retain(p);
}

void __wrap_arc_release(void *p) {
  count(RELEASE);
  __real_arc_release(p);
}

void *__wrap_arc_retain_local(void *p) {
  count(RETAIN_LOCAL);
  return __real_arc_retain_local(p);
}

void __wrap_arc_release_local(void *p) {
  count(RELEASE_LOCAL);
  __real_arc_release_local(p);
}

/* Runs at exit, after main returns: the threads that counted have finished their work (joined,
 * or past the end of their parallel region), so the totals are final. */
__attribute__((destructor)) static void report(void) {
  unsigned long total[KINDS] = {0}, threads = 0, max_per_thread = 0;
  int used = atomic_load_explicit(&slots_taken, memory_order_relaxed);
  for (int s = 0; s < used && s < SLOTS; s++) {
    unsigned long n[KINDS];
    for (int k = 0; k < KINDS; k++)
      total[k] += n[k] = atomic_load_explicit(&slots[s].n[k], memory_order_relaxed);
    unsigned long retains = n[RETAIN] + n[RETAIN_LOCAL];
    threads += retains > 0;
    max_per_thread = retains > max_per_thread ? retains : max_per_thread;
  }
  for (int k = 0; k < KINDS; k++)
    total[k] += atomic_load_explicit(&overflow.n[k], memory_order_relaxed);
  if (used > SLOTS) /* the overflow slot's threads are not told apart: count them as one */
    threads += overflow.n[RETAIN] + overflow.n[RETAIN_LOCAL] > 0;
  fflush(stdout);
  fprintf(stderr,
          "count_rc: retains=%lu releases=%lu local_retains=%lu local_releases=%lu threads=%lu "
          "max_per_thread=%lu\n",
          total[RETAIN], total[RELEASE], total[RETAIN_LOCAL], total[RELEASE_LOCAL], threads,
          max_per_thread);
}
