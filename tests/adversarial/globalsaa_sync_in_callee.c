/* Attacks (H2 through GlobalsAA): a loop copies a handle from a global whose address is never
 * taken, around a call to use_counted(), a visible function of this file that only writes its
 * own counter... and, at two of its calls, hands over to a writer thread with a release store
 * and waits for it with an acquire load. GlobalsAA's per-global answer ("use_counted() does not
 * write global_handle": no store to it in its body) is about this thread only; the writer
 * thread replaces the handle (set_handle(): store, then release of the old object) in between,
 * synchronised by the handover, so the program has no data race, and the loop's next load sees
 * the new handle. The handle is therefore not the same object in every iteration (H2).
 * Hoisted, the preheader retains the first object only; iterations 500..699 use the second
 * object without a reference of their own, and at the second handover (call 700, while the
 * source holds its copy of the second object) the writer's release frees it: use_counted()'s
 * read of the payload after the handover reads freed memory.
 * Correct output: "destroyed 5", "destroyed 7", "sum 6600 count 1", "destroyed 9", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static void *global_handle;
static long calls;
static atomic_int phase;

/* Not static: GlobalsAA gives no per-global answer for calls in a module where a function of
 * internal linkage has its address taken. */
void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) void set_handle(void *p) {
  void *old = global_handle;
  global_handle = p;
  arc_release(old);
}

/* At calls 500 and 700 (the caller holds its copy of the payload), hands over to the writer and
 * waits for it; then reads the payload. */
__attribute__((noinline)) long use_counted(const long *payload) {
  ++calls;
  if (calls == 500 || calls == 700) {
    int want = calls == 500 ? 1 : 3;
    atomic_store_explicit(&phase, want, memory_order_release);
    while (atomic_load_explicit(&phase, memory_order_acquire) != want + 1)
      ;
  }
  return *payload;
}

void *writer(void *arg) {
  (void)arg;
  for (int round = 0; round < 2; round++) {
    int want = round == 0 ? 1 : 3;
    while (atomic_load_explicit(&phase, memory_order_acquire) != want)
      ;
    long *n = arc_alloc(sizeof *n, destroy);
    *n = round == 0 ? 7 : 9;
    set_handle(n);
    atomic_store_explicit(&phase, want + 1, memory_order_release);
  }
  return 0;
}

__attribute__((noinline)) static long loop(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(global_handle);
    acc += use_counted(s);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 5;
  global_handle = h;
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
  long sum = loop(1000);
  pthread_join(t, NULL);
  printf("sum %ld count %ld\n", sum, arc_count(global_handle));
  arc_release(global_handle);
  return 0;
}
