// CFLAGS: -fexceptions
/* Attacks (unwinding exits, C with -fexceptions): a worker's loop holds its copy in a variable
 * with __attribute__((cleanup)), so clang emits the call that may leave as an invoke to a
 * landing pad that releases the copy. The callee calls pthread_exit() at i == 4 inside the
 * copy's scope (a forced unwind: the landing pad runs and resumes), and, in a second loop,
 * after the scope ended, where the copy is already released and the call is a plain call that
 * may unwind (refused). With the pass the first loop is hoisted: its landing pad's release must
 * release the one hoisted reference, once. main joins the workers, drops its reference, and the
 * destructor prints.
 * Correct output: "worker 1 exited", "worker 2 exited", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void drop(long **s) { arc_release(*s); }

__attribute__((noinline)) void maybe_quit(int i) {
  if (i == 4)
    pthread_exit(NULL);
}
static volatile long sink;

static void *worker_in_scope(void *h) {
  for (int i = 0; i < 1000; i++) {
    long *s __attribute__((cleanup(drop))) = arc_retain(h);
    sink += *s;
    maybe_quit(i);
  }
  return NULL;
}

static void *worker_after_scope(void *h) {
  for (int i = 0; i < 1000; i++) {
    {
      long *s __attribute__((cleanup(drop))) = arc_retain(h);
      sink += *s;
    }
    maybe_quit(i);
  }
  return NULL;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  pthread_t t;
  pthread_create(&t, NULL, worker_in_scope, h);
  pthread_join(t, NULL);
  printf("worker 1 exited\n");
  pthread_create(&t, NULL, worker_after_scope, h);
  pthread_join(t, NULL);
  printf("worker 2 exited\n");
  arc_release(h);
  return 0;
}
