/* p23: the main thread (an owner) allocates objects, hands references to workers and calls
 * pthread_exit while the workers still retain/release its objects with atomics. New threads
 * then allocate (one of them likely inherits main's owner number and continues main's plain
 * counts), use main's objects on the owner path, and the last thread verifies the counts,
 * releases everything and calls exit(). Exit status 0 only if all destructors ran exactly once.
 * Failure: wrong counts, canary DIE, leak (nonzero exit), TSan race. */
#include "common.h"
#define NOBJ 32
static tobj *objs[NOBJ];
static atomic_int stop;
static int main_owner;
static atomic_int inherited;
static void *worker(void *a) {
  (void)a;
  while (!atomic_load(&stop))
    for (int i = 0; i < NOBJ; i++) {
      arc_retain(objs[i]);
      tcheck(objs[i], "w");
      arc_release(objs[i]);
    }
  return 0;
}
static void *newcomer(void *a) {
  (void)a;
  tobj *m = tobj_new(-1);
  if ((int)((hdr_destroy_word(m) >> 48) & 0xff) == main_owner)
    atomic_fetch_add(&inherited, 1);
  for (int r = 0; r < 20000; r++)
    for (int i = 0; i < NOBJ; i += 3) {
      arc_retain(objs[i]);
      arc_retain(objs[i]);
      arc_release(objs[i]);
      arc_release(objs[i]);
    }
  arc_release(m);
  return 0;
}
static pthread_t workers[2], mainth;
static atomic_int main_leaving;
static void *finisher(void *a) {
  (void)a;
  while (!atomic_load(&main_leaving))
    usleep(1000); /* (TSan cannot join the main thread) */
  usleep(50000);  /* main has most likely exited */
  pthread_t nc[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&nc[i], 0, newcomer, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(nc[i], 0);
  atomic_store(&stop, 1);
  for (int i = 0; i < 2; i++)
    pthread_join(workers[i], 0);
  for (int i = 0; i < NOBJ; i++) {
    if (arc_count(objs[i]) != 1)
      FAILF("obj %d count %ld", i, arc_count(objs[i]));
    else
      arc_release(objs[i]);
  }
  printf("newcomers that inherited main's owner number: %d\n", atomic_load(&inherited));
  exit(finish("p23_main_exits"));
}
int main(void) {
  runs_init(NOBJ);
  for (int i = 0; i < NOBJ; i++) {
    objs[i] = tobj_new(i);
    arc_retain(objs[i]);
    arc_retain(objs[i]);
    arc_release(objs[i]);
    arc_release(objs[i]);
  }
  main_owner = (int)((hdr_destroy_word(objs[0]) >> 48) & 0xff);
  for (int i = 0; i < 2; i++)
    pthread_create(&workers[i], 0, worker, 0);
  mainth = pthread_self();
  pthread_t f;
  pthread_create(&f, 0, finisher, 0);
  usleep(20000);
  for (int r = 0; r < 1000; r++)
    for (int i = 0; i < NOBJ; i++) {
      arc_retain(objs[i]);
      arc_release(objs[i]);
    }
  atomic_store(&main_leaving, 1);
  pthread_exit(0);
}
