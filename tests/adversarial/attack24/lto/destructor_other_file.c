/* Attacks OWNED_ACROSS_LOOP under LTO: the destructor is defined in the other file, so only the
 * link sees that it returns (willreturn nounwind inferred there) and only the link-time run of
 * the pass can apply the rule. A worker thread hands its only reference to a global that the
 * callee (also in the other file, called through a pointer) drops in the last iteration, so
 * that iteration's in-loop release is the last one; the rest of the iteration reads the
 * destructor's flag, publishes it, and runs a nested loop of 2^62 rounds of arithmetic
 * (computable trip count). main prints the report and returns while the worker computes; the
 * store through h after the loop never runs. Correct output: "after the last release the worker
 * saw destroyed=1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

extern int destroyed;
extern long *extra;
void destroy_other(void *p);
extern void (*volatile step)(int, int);

static atomic_int report;
static volatile int n_iter = 5;
static volatile unsigned long sink;

static void *work(void *arg) {
  int n = *(int *)arg;
  long *h = arc_alloc(sizeof(long), destroy_other);
  *h = 3;
  extra = h;
  unsigned long x = 1;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    if (i == n - 1)
      atomic_store_explicit(&report, 1 + destroyed, memory_order_release);
    unsigned long lim = i == n - 1 ? (1UL << 62) : 16;
    for (unsigned long k = 0; k < lim; k++)
      x = (x ^ (x >> 13)) * 6364136223846793005UL + k;
  }
  *h = 0; /* never reached: main returns first */
  sink = x;
  return NULL;
}

int main(void) {
  static int n;
  n = n_iter;
  pthread_t t;
  pthread_create(&t, NULL, work, &n);
  pthread_detach(t);
  struct timespec ts = {0, 1000000};
  for (int k = 0; k < 5000; k++) {
    int r = atomic_load_explicit(&report, memory_order_acquire);
    if (r) {
      printf("after the last release the worker saw destroyed=%d\n", r - 1);
      return 0;
    }
    nanosleep(&ts, NULL);
  }
  printf("no report\n");
  return 0;
}
