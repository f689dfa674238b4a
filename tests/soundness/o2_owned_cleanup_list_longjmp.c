/* Attacks: objects the function keeps alive (H8, row OWNED_ACROSS_LOOP) with a call that may not
 * return after the release. run() allocates h (destructor known to return) and releases it after
 * the loop, but first registers its reference on a cleanup list, as C exception libraries do; in
 * iteration 3, check() longjmps to main, which releases what the list holds. In the source that
 * release is h's last (the loop's copy is already released) and the destructor runs; hoisted, the
 * loop's reference would be stranded and h would leak. Ways out stay reads in the window whatever
 * ownership proves.
 * CONTROL: without the check() call (-DCONTROL) the loop is hoisted.
 * Correct output: "longjmp in iteration 3", "destroyed 1", exit 0, no leak. */
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

static jmp_buf landing;
static long *cleanup_list[4];
static int cleanup_count;
static long destroyed;
long limit = 10, jump_at = 3; /* read from memory: no peeling */

static void destroy(void *x) {
  (void)x;
  destroyed++;
}

__attribute__((noinline)) static void check(long i) {
  if (i == jump_at)
    longjmp(landing, 1);
}

__attribute__((noinline)) static void use(long *s, long i) { *s += i; }

__attribute__((noinline)) static void run(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 0;
  cleanup_list[cleanup_count++] = h;
  for (long i = 0; i < limit; i++) {
    long *s = arc_retain(h);
    use(s, i);
    arc_release(s);
#ifndef CONTROL
    check(i);
#endif
  }
  cleanup_count--;
  arc_release(h);
}

int main(void) {
  if (setjmp(landing)) {
    printf("longjmp in iteration 3\n");
    while (cleanup_count)
      arc_release(cleanup_list[--cleanup_count]);
  } else {
    run();
  }
  printf("destroyed %ld\n", destroyed);
  return 0;
}
