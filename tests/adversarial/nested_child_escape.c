/* Attacks (thread-local rewrite): a child object stored in the payload of a parent object; the
 * parent is handed to another thread, which drops the last reference to the parent, whose
 * destructor releases the child on that thread. The child must stay SHARED.
 * Correct output: "child 42", "child destroyed", "parent destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

struct parent {
  long *child;
};

static void destroy_child(void *p) {
  (void)p;
  printf("child destroyed\n");
}
static void destroy_parent(void *p) {
  struct parent *par = p;
  arc_release(par->child);
  printf("parent destroyed\n");
}

static void *other(void *arg) {
  struct parent *par = arg;
  printf("child %ld\n", *par->child);
  arc_release(par);
  return NULL;
}

static volatile int n = 100;

int main(void) {
  long *child = arc_alloc(sizeof *child, destroy_child);
  *child = 42;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(child);
    *s += 0;
    arc_release(s);
  }
  struct parent *par = arc_alloc(sizeof *par, destroy_parent);
  par->child = child;
  pthread_t t;
  pthread_create(&t, NULL, other, par);
  pthread_join(t, NULL);
  return 0;
}
