/* Attacks (thread-local rewrite): a function whose parameter is declared noescape (nocapture:
 * the pointer is not kept after the call returns, which is true) but which, during the call,
 * lets another thread retain and release the object and joins it before returning. The function
 * is weak, so the optimiser cannot look into it; only its declaration speaks. A call that
 * neither captures nor is known not to synchronise may hand the object to another thread.
 * Correct output: "helper saw 42", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void *helper(void *arg) {
  long *o = arg;
  for (int i = 0; i < 1000; i++) {
    long *s = arc_retain(o);
    if (i == 999)
      printf("helper saw %ld\n", *s);
    arc_release(s);
  }
  return NULL;
}

__attribute__((weak, noinline)) void share_briefly(__attribute__((noescape)) long *o) {
  pthread_t t;
  pthread_create(&t, NULL, helper, o);
  pthread_join(t, NULL);
}

static volatile int n = 1000;

int main(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 42;
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  share_briefly(o);
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  arc_release(o);
  return acc == 84000 ? 0 : 3;
}
