/* p14: threads whose FIRST arc_alloc happens in a pthread key destructor during thread exit
 * (after the runtime's own exit work), 600 of them one after another. Their objects are handed
 * to main and used after the thread is gone, alongside objects of new threads.
 * Checks (1) correctness: two live threads never share an owner number (header owner byte),
 * counts and destructors are exact; (2) whether owner numbers taken during exit are given back:
 * afterwards 200 simultaneously live threads should still get distinct owner numbers (not the
 * SHARED fallback) -- a leaked number is a quality problem, reported as INFO, not a failure.
 * Failure: duplicate owner among live threads, wrong count, canary DIE, leak. */
#include "common.h"
static pthread_key_t key;
static tobj *handed[600];
static void key_dtor(void *v) {
  long i = (long)v - 1;
  tobj *o = tobj_new(i);
  arc_retain(o);
  arc_release(o);
  handed[i] = o;
}
static void *exiter(void *a) {
  pthread_setspecific(key, (void *)((long)a + 1));
  return 0;
}
static pthread_barrier_t bar;
static int owners[200];
static tobj *live[200];
static void *liver(void *a) {
  long i = (long)a;
  live[i] = tobj_new(600 + i);
  owners[i] = (int)((hdr_destroy_word(live[i]) >> 48) & 0xff);
  pthread_barrier_wait(&bar);
  for (int k = 0; k < 600; k += 7) {
    arc_retain(handed[k]);
    arc_release(handed[k]);
  }
  pthread_barrier_wait(&bar);
  return 0;
}
int main(void) {
  runs_init(800);
  void *w = arc_alloc(8, 0);
  arc_release(w);
  pthread_key_create(&key, key_dtor);
  for (long i = 0; i < 600; i++) {
    pthread_t t;
    pthread_create(&t, 0, exiter, (void *)i);
    pthread_join(t, 0);
  }
  pthread_barrier_init(&bar, 0, 200);
  pthread_t t[200];
  for (long i = 0; i < 200; i++)
    pthread_create(&t[i], 0, liver, (void *)i);
  for (int i = 0; i < 200; i++)
    pthread_join(t[i], 0);
  int seen[256] = {0}, shared = 0;
  for (int i = 0; i < 200; i++) {
    if (!owners[i]) {
      shared++;
      continue;
    }
    if (seen[owners[i]]++)
      FAILF("owner %d shared by two live threads", owners[i]);
  }
  printf(
      "INFO: of 200 live threads, %d got the SHARED fallback (numbers lost to exit-time allocs?)\n",
      shared);
  for (int i = 0; i < 600; i++) {
    if (arc_count(handed[i]) != 1)
      FAILF("handed %d count %ld", i, arc_count(handed[i]));
    arc_release(handed[i]);
  }
  for (int i = 0; i < 200; i++)
    arc_release(live[i]);
  return finish("p14_exit_alloc_numbers");
}
