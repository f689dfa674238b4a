/* Attacks (the runtime's set-up, docs/differences.md: "a program that counts the keys it can
 * still create sees the same number with arc_alloc as with arc_alloc_local"): a thread whose
 * only runtime calls are on one object it never shares, so with the pass that thread calls only
 * arc_alloc_local / arc_retain_local / arc_release_local (no owner number, no cached free of a
 * BIASED object), and the main thread calls nothing of the runtime before counting. The program
 * counts the pthread keys it can still create, from the main thread, after that thread exited.
 * Correct output: "sum 5", then "keys left N" with the same N in both builds, exit 0. */
#include <arc.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>

static volatile int n = 5;
static long result;

static void *worker(void *arg) {
  (void)arg;
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 1;
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(o);
    sum += *s;
    arc_release(s);
  }
  arc_release(o);
  result = sum;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  printf("sum %ld\n", result);
  static pthread_key_t keys[PTHREAD_KEYS_MAX + 8];
  int made = 0;
  while (made < PTHREAD_KEYS_MAX + 8 && pthread_key_create(&keys[made], NULL) == 0)
    made++;
  printf("keys left %d\n", made);
  for (int i = 0; i < made; i++)
    pthread_key_delete(keys[i]);
  return 0;
}
