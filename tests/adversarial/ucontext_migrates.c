/* Attacks (thread-local rewrite): a function that starts on one thread and finishes on another.
 * It runs on a ucontext stack: main (thread A) starts it, it allocates an object and works on it,
 * then suspends with swapcontext; thread B resumes the same context, and the function goes on
 * retaining and releasing the object on thread B. The pointer never goes through memory the
 * compiler can see, but the object is touched by two threads; it must stay SHARED.
 * (Resuming a context on another thread works with glibc; POSIX is silent on it.)
 * Correct output: "first half 42000 on A", "second half 42000 on B", "destroyed", exit 0. */
#define _GNU_SOURCE
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <ucontext.h>

static ucontext_t co_ctx, main_a, main_b;
static char co_stack[1 << 16];
static volatile int n = 1000;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void coroutine(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 42;
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  printf("first half %ld on A\n", acc);
  swapcontext(&co_ctx, &main_a); /* resumed later by thread B */
  acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  printf("second half %ld on B\n", acc);
  arc_release(o);
}

static void *thread_b(void *arg) {
  (void)arg;
  swapcontext(&main_b, &co_ctx); /* runs the rest of the coroutine, back here at its end */
  return NULL;
}

int main(void) {
  getcontext(&co_ctx);
  co_ctx.uc_stack.ss_sp = co_stack;
  co_ctx.uc_stack.ss_size = sizeof co_stack;
  co_ctx.uc_link = &main_b;
  makecontext(&co_ctx, coroutine, 0);
  swapcontext(&main_a, &co_ctx); /* first half on A */
  pthread_t t;
  pthread_create(&t, NULL, thread_b, NULL);
  pthread_join(t, NULL);
  return 0;
}
