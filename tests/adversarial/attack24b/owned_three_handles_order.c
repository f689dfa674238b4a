/* Row OWNED_ACROSS_LOOP with three objects hoisted from one loop ("several such handles hoisted
 * together, with exit releases in source order"): a, b and c are allocated here with
 * destructors (willreturn nounwind) that append their letter to a log; each iteration retains
 * all three and releases them in the order c, a, b, reading the log after every release; a
 * callee drops extra references to all three in iteration 2. After the loop the function stores
 * through each and releases b, c, a. Correct output: "log during loop: 0", "log bca", exit 0. */
#include <arc.h>
#include <stdio.h>

static char log_buf[8];
static int log_len;
static long *extra_a, *extra_b, *extra_c;
static volatile int n_iter = 6;
static void destroy_a(void *p) {
  (void)p;
  log_buf[log_len++] = 'a';
}
static void destroy_b(void *p) {
  (void)p;
  log_buf[log_len++] = 'b';
}
static void destroy_c(void *p) {
  (void)p;
  log_buf[log_len++] = 'c';
}
static void step_impl(int i) {
  if (i == 2) {
    arc_release(extra_b);
    arc_release(extra_c);
    arc_release(extra_a);
  }
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) int run(int n) {
  long *a = arc_alloc(sizeof(long), destroy_a);
  long *b = arc_alloc(sizeof(long), destroy_b);
  long *c = arc_alloc(sizeof(long), destroy_c);
  extra_a = arc_retain(a);
  extra_b = arc_retain(b);
  extra_c = arc_retain(c);
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *sa = arc_retain(a);
    long *sb = arc_retain(b);
    long *sc = arc_retain(c);
    *sa = i;
    *sb = i;
    *sc = i;
    step(i);
    arc_release(sc);
    seen += log_len;
    arc_release(sa);
    seen += log_len;
    arc_release(sb);
    seen += log_len;
  }
  *a = *b = *c = -1;
  arc_release(b);
  arc_release(c);
  arc_release(a);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("log during loop: %d\n", seen);
  printf("log %s\n", log_buf);
  return 0;
}
