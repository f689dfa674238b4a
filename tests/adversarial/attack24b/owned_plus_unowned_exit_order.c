/* Rows OWNED_ACROSS_LOOP and the exit order with one owned and one not-owned handle: a is
 * allocated here (destructor willreturn nounwind) and used after the loop; b is the caller's
 * object, whose owner reference a callee drops in the last iteration, so the source's last
 * release of b is the one in that iteration, after a's release. b's destructor reads a's
 * payload and a's count (arc_count, from the destructor, not in the loop) and logs them. Nothing
 * in b's window reads memory. Exit releases must come in source order (a, then b), so b's
 * destructor sees a with the function's reference only.
 * Correct output: "b destroyed: a=5 count(a)=1", "a after loop 5", exit 0. */
#include <arc.h>
#include <stdio.h>

static long *a_seen_by_b;
static long *b_owner;
static volatile int n_iter = 6;
static void destroy_a(void *p) { (void)p; }
static void destroy_b(void *p) {
  (void)p;
  printf("b destroyed: a=%ld count(a)=%ld\n", *a_seen_by_b, arc_count(a_seen_by_b));
}
static void step_impl(int i, int n) {
  if (i == n - 1) {
    long *o = b_owner;
    b_owner = NULL;
    arc_release(o);
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) void run(long *b, int n) {
  long *a = arc_alloc(sizeof(long), destroy_a);
  *a = 0;
  a_seen_by_b = a;
  for (int i = 0; i < n; i++) {
    long *sa = arc_retain(a);
    long *sb = arc_retain(b);
    *sa = i;
    *sb += i;
    step(i, n);
    arc_release(sa);
    arc_release(sb);
  }
  printf("a after loop %ld\n", *a);
  arc_release(a);
}

int main(void) {
  b_owner = arc_alloc(sizeof(long), destroy_b);
  *b_owner = 0;
  run(b_owner, n_iter);
  return 0;
}
