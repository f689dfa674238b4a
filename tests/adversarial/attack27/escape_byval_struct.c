/* Attacks (thread-local rewrite, escape rule 1/8): the object leaves its thread inside a large
 * struct passed BY VALUE (byval in IR: the caller copies the struct into a stack slot whose
 * address goes to the call). The callee, visible and noinline, keeps the pointer it finds in its
 * copy in a global; LLVM may mark the byval parameter nocapture (the slot's address is not kept,
 * only its contents). Later a second thread, started without the object as its argument, reads
 * the global and retains and releases the object. If the object were made LOCAL, the checking
 * runtime would abort ("LOCAL object touched by another thread").
 * Correct output: "sum 100", "worker saw 7", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

struct big {
  long *obj;
  long pad[6];
};
static long *kept;

__attribute__((noinline)) static void keep(struct big b) { kept = b.obj; }

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static void *worker(void *arg) {
  (void)arg;
  long *s = arc_retain(kept);
  printf("worker saw %ld\n", *s);
  arc_release(s);
  return NULL;
}
static volatile int n = 100;

int main(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 7;
  struct big b = {o, {0}};
  keep(b);
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(o);
    sum += *s != 0;
    arc_release(s);
  }
  printf("sum %ld\n", sum);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  arc_release(o);
  return 0;
}
