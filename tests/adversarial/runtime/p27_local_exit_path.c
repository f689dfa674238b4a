/* p27: a thread uses its OWN LOCAL objects (arc_alloc_local) in its exit path: in a pthread key
 * destructor created after the runtime initialised (runs after the runtime's per-thread
 * teardown) and in a C11-style late path; it also allocates a new LOCAL object there.
 * Same thread throughout, so this is correct use of LOCAL objects.
 * Failure: the checking build aborts with "LOCAL object touched by another thread" (it lost
 * the thread's identity at teardown), wrong counts, leak, ASan report. */
#include "common.h"
static pthread_key_t key;
static void key_dtor(void *v) {
  tobj *l = v;
  tcheck(l, "key dtor");
  arc_retain(l);
  arc_retain_local(l);
  if (arc_count(l) != 3)
    FAILF("LOCAL count %ld != 3 in exit path", arc_count(l));
  arc_release_local(l);
  arc_release(l);
  tobj *n = arc_alloc_local(sizeof(tobj), tobj_dtor);
  atomic_fetch_add(&g_allocs, 1);
  n->canary = CANARY;
  n->id = -1;
  arc_retain(n);
  arc_release(n);
  arc_release(n);
  arc_release(l);
}
static void *th(void *a) {
  (void)a;
  void *b = arc_alloc(8, 0);
  arc_release(b); /* this thread also has an owner number */
  tobj *l = arc_alloc_local(sizeof(tobj), tobj_dtor);
  atomic_fetch_add(&g_allocs, 1);
  l->canary = CANARY;
  l->id = -1;
  pthread_setspecific(key, l);
  return 0;
}
int main(void) {
  void *w = arc_alloc(8, 0);
  arc_release(w);
  pthread_key_create(&key, key_dtor);
  for (int i = 0; i < 50; i++) {
    pthread_t t;
    pthread_create(&t, 0, th, 0);
    pthread_join(t, 0);
  }
  return finish("p27_local_exit_path");
}
