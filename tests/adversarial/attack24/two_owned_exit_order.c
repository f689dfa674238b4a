/* Checks OWNED_ACROSS_LOOP with two objects hoisted from one loop (exit order): a and b are
 * allocated here with destructors that append to a log (LLVM infers willreturn nounwind), each
 * iteration retains both and releases b first, then a, and reads the log after the releases;
 * a callee drops extra references to both in the middle. After the loop the function stores
 * through both and releases a, then b. Correct output: "log during loop: 0", "log ab", exit 0. */
#include <arc.h>
#include <stdio.h>

static char log_buf[8];
static int log_len;
static long *extra_a, *extra_b;
static volatile int n_iter = 6;
static void destroy_a(void *p) {
  (void)p;
  log_buf[log_len++] = 'a';
}
static void destroy_b(void *p) {
  (void)p;
  log_buf[log_len++] = 'b';
}
static void step_impl(int i) {
  if (i == 2) {
    arc_release(extra_b);
    arc_release(extra_a);
  }
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) int run(int n) {
  long *a = arc_alloc(sizeof(long), destroy_a);
  long *b = arc_alloc(sizeof(long), destroy_b);
  *a = 1, *b = 2;
  extra_a = arc_retain(a);
  extra_b = arc_retain(b);
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *x = arc_retain(a);
    long *y = arc_retain(b);
    *x += *y;
    step(i);
    arc_release(y);
    arc_release(x);
    seen += log_len;
  }
  *a = 0, *b = 0;
  arc_release(a);
  arc_release(b);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("log during loop: %d\n", seen);
  log_buf[log_len] = 0;
  printf("log %s\n", log_buf);
  return 0;
}
