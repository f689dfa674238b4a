/* The other file of globalsaa_sync.c: use_counted() and the writer thread. */
#include <arc.h>
#include <stdatomic.h>
#include <stdio.h>

static long calls;
static atomic_int phase;
void set_handle(void *p);

/* At calls 500 and 700 (while the caller holds its copy of the payload), hands over to the
 * writer and waits for it; then reads the payload. */
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

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

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
