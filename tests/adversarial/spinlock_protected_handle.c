/* Attacks (H2: synchronisation inside visible callees; the everyday shape of
 * argmem_sync_in_callee.c): a global handle protected by a spinlock whose lock and unlock are
 * functions of this file that are not inlined (they touch only the lock word they are given:
 * LLVM infers memory(argmem: readwrite), and they are not nosync). The reader copies the handle
 * under the lock and reads the object's generation until it sees generation 2; a writer thread
 * installs generation 2 under the lock (and releases generation 1). The program has no data
 * race. Hoisted, the reader would copy the handle once: it would never see generation 2, and
 * spin until the watchdog fires. (H5 refuses today, for another reason: spin_lock(), which may
 * not return, runs before the retain on every entry; argmem_sync_in_callee.c has the shape that
 * does get hoisted.)
 * Correct output: "saw generation 2 after the swap", "destroyed 1", "destroyed 2", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct {
  atomic_int word;
} spinlock;

__attribute__((noinline)) void spin_lock(spinlock *l) {
  while (atomic_exchange_explicit(&l->word, 1, memory_order_acquire))
    ;
}
__attribute__((noinline)) void spin_unlock(spinlock *l) {
  atomic_store_explicit(&l->word, 0, memory_order_release);
}

static spinlock lock;
void *current; /* guarded by lock */

void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) long generation(const long *p) { return *p; }

__attribute__((noinline)) long wait_for_generation(long want) {
  long reads = 0;
  for (;;) {
    spin_lock(&lock);
    void *s = arc_retain(current);
    spin_unlock(&lock);
    long g = generation(s);
    arc_release(s);
    reads++;
    if (g == want)
      return reads;
  }
}

static void *writer(void *arg) {
  (void)arg;
  usleep(20000);
  long *n = arc_alloc(sizeof *n, destroy);
  *n = 2;
  spin_lock(&lock);
  void *old = current;
  current = n;
  spin_unlock(&lock);
  arc_release(old);
  return NULL;
}

static void *watchdog(void *arg) {
  (void)arg;
  sleep(3);
  printf("watchdog: generation 2 never seen\n");
  fflush(stdout);
  _exit(1);
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  current = h;
  pthread_t w, d;
  pthread_create(&d, NULL, watchdog, NULL);
  pthread_create(&w, NULL, writer, NULL);
  long reads = wait_for_generation(2);
  pthread_join(w, NULL);
  printf("saw generation 2 %s\n", reads > 1 ? "after the swap" : "at once");
  spin_lock(&lock);
  void *last = current;
  current = NULL;
  spin_unlock(&lock);
  arc_release(last);
  return 0;
}
