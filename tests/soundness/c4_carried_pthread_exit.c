/* Attacks: class 4 in a carried (rotated) loop: the release/retain gap. A worker's loop carries
 * one reference from iteration to iteration (release the previous copy, retain the next); between
 * the release and the next retain, checkpoint() calls pthread_exit() in iteration 450. The source
 * holds no reference there, so main, after joining, sees the count at 1.
 * If the carried rewrite (which deletes the loop's calls) took the gap for one where nothing can
 * leave, the worker would leave holding the reference taken before the loop: count 2.
 * CONTROL: with a checkpoint that always returns (-DCONTROL) the handle is carried.
 * Correct output: "worker left", "count 1", "destroyed 4", exit 0. */
// EXPECT-REMARK: not hoisted \(H[358]\)|not carried
// CONTROL: -DCONTROL
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

__attribute__((unused)) static volatile long leave_at = 450;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) void checkpoint(long i) {
#ifndef CONTROL
  if (i == leave_at) {
    printf("worker left\n");
    pthread_exit(NULL);
  }
#else
  (void)i;
#endif
}

__attribute__((noinline)) static long walk(long *p, long n) {
  long acc = 0;
  long *s = arc_retain(p);
  for (long i = 0; i < n; i++) {
    acc += *s;
    arc_release(s);
    checkpoint(i);
    s = arc_retain(p);
  }
  arc_release(s);
  return acc;
}

static void *worker(void *arg) {
  long *p = arg;
  printf("sum %ld\n", walk(p, 1000));
  return NULL;
}

int main(void) {
  long *p = arc_alloc(sizeof *p, destroy);
  *p = 4;
  pthread_t t;
  pthread_create(&t, NULL, worker, p);
  pthread_join(t, NULL);
  printf("count %ld\n", arc_count(p));
  arc_release(p);
  return 0;
}
