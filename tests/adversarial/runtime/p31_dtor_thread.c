/* p31: "the release that drops the count to 0 runs the destructor, on that thread". Every
 * arc_release in this program is wrapped so that a thread-local depth counter is > 0 while it
 * runs; the destructor checks that it runs inside an arc_release call of the current thread,
 * and the thread that dropped the last reference (known by construction: the last holder,
 * released after a barrier) checks that the destructor has finished when arc_release
 * returns. Owner, non-owner, exited-owner and SHARED-fallback objects.
 * Failure: destructor outside a release / on another thread / deferred; leak. */
#include "common.h"
static _Thread_local int in_release;
static _Thread_local long my_tid;
typedef struct {
  uint64_t canary;
  long id;
  atomic_long ran_on;
} obj;
static void dtor(void *p) {
  obj *o = p;
  if (!in_release)
    FAILF("destructor of %ld ran outside an arc_release of its thread", o->id);
  atomic_store(&o->ran_on, my_tid);
  atomic_fetch_add(&g_dtors, 1);
}
static void rel(void *p) {
  in_release++;
  arc_release(p);
  in_release--;
}
static atomic_long done_flags[1 << 16];
static void dtor2(void *p) {
  obj *o = p;
  dtor(p);
  atomic_store(&done_flags[o->id], my_tid);
}
static obj *objs[1 << 16];
static pthread_barrier_t bar;
#define NT 3
static long NOBJ = 30000;
static void *th(void *a) {
  long me = (long)a;
  my_tid = me + 1;
  pthread_barrier_wait(&bar);
  /* each object: every thread holds one reference; thread (id % NT) releases last */
  for (long i = 0; i < NOBJ; i++)
    if (i % NT != me)
      rel(objs[i]);
  pthread_barrier_wait(&bar);
  for (long i = 0; i < NOBJ; i++)
    if (i % NT == me) {
      if (!arc_is_unique(objs[i]))
        FAILF("not unique before last release");
      rel(objs[i]);
      if (atomic_load(&done_flags[i]) != my_tid)
        FAILF("obj %ld: destructor not run on the releasing thread before arc_release returned "
              "(ran on %ld)",
              i, atomic_load(&done_flags[i]));
    }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    NOBJ = atol(argv[1]);
  my_tid = 100;
  pthread_barrier_init(&bar, 0, NT);
  for (long i = 0; i < NOBJ; i++) {
    obj *o = arc_alloc(sizeof(obj), dtor2);
    atomic_fetch_add(&g_allocs, 1);
    o->canary = CANARY;
    o->id = i;
    atomic_init(&o->ran_on, 0);
    for (int k = 1; k < NT; k++)
      arc_retain(o);
    objs[i] = o;
  }
  pthread_t t[NT];
  for (long i = 0; i < NT; i++)
    pthread_create(&t[i], 0, th, (void *)i);
  for (int i = 0; i < NT; i++)
    pthread_join(t[i], 0);
  return finish("p31_dtor_thread");
}
