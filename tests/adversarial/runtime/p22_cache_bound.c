/* p22: the cache bound in the contract: a releasing thread "keeps at most 64 blocks per class
 * and gives the rest, and everything when the thread exits, back to free()". Thread A
 * allocates 200000 objects in each of 3 size classes; thread B (alive throughout) releases them
 * all; malloc's in-use byte count (mallinfo2) must drop back to near the baseline while B is
 * still alive (at most 64 blocks per class retained), and after B exits as well.
 * Failure: more than ~64 blocks per class worth of memory still in use. */
#include "common.h"
#include <malloc.h>
#define NO 200000
static void *objs[3][NO];
static pthread_barrier_t bar;
static long in_use(void) { return (long)mallinfo2().uordblks; }
static long base, after_alloc, after_release;
static void *thread_a(void *x) {
  (void)x;
  for (int c = 0; c < 3; c++)
    for (int i = 0; i < NO; i++)
      objs[c][i] = arc_alloc(16 + 64 * c, 0);
  after_alloc = in_use();
  pthread_barrier_wait(&bar);
  pthread_barrier_wait(&bar);
  return 0;
}
static void *thread_b(void *x) {
  (void)x;
  pthread_barrier_wait(&bar);
  for (int c = 0; c < 3; c++)
    for (int i = 0; i < NO; i++)
      arc_release(objs[c][i]);
  after_release = in_use();
  pthread_barrier_wait(&bar);
  return 0;
}
int main(void) {
  pthread_barrier_init(&bar, 0, 2);
  base = in_use();
  pthread_t a, b;
  pthread_create(&a, 0, thread_a, 0);
  pthread_create(&b, 0, thread_b, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  long after_exit = in_use();
  printf("in use: base %ld, after alloc %ld, after release by live B %ld, after exit %ld\n", base,
         after_alloc, after_release, after_exit);
  long slack = 3 * 64 * 200 + 2 * 1024 * 1024; /* 64 blocks per class + thread bookkeeping */
  if (after_release - base > slack)
    FAILF("live releasing thread keeps %ld bytes (> 64 blocks per class)", after_release - base);
  if (after_exit - base > 2 * 1024 * 1024)
    FAILF("after thread exit still %ld bytes in use", after_exit - base);
  return finish("p22_cache_bound");
}
