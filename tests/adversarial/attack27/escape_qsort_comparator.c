/* Attacks (thread-local rewrite, escape through a callback): two objects that look private are
 * put in a local array and sorted with qsort; the comparator (reached only through qsort, an
 * external function) records the element it sees last in a global. A second thread then retains
 * and releases that object. The array's address goes to qsort, so the objects must stay shared.
 * Correct output: "sorted 1 2", "worker saw 2", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static long *seen;
static int cmp(const void *a, const void *b) {
  long *x = *(long *const *)a, *y = *(long *const *)b;
  seen = *x > *y ? x : y;
  return (*x > *y) - (*x < *y);
}
static void *worker(void *arg) {
  (void)arg;
  long *s = arc_retain(seen);
  printf("worker saw %ld\n", *s);
  arc_release(s);
  return NULL;
}
static volatile int n = 4;

int main(void) {
  long *arr[2];
  arr[0] = arc_alloc(sizeof(long), NULL);
  arr[1] = arc_alloc(sizeof(long), NULL);
  *arr[0] = 2, *arr[1] = 1;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(arr[0]);
    *s += 0;
    arc_release(s);
  }
  qsort(arr, 2, sizeof arr[0], cmp);
  printf("sorted %ld %ld\n", *arr[0], *arr[1]);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  arc_release(arr[0]);
  arc_release(arr[1]);
  return 0;
}
