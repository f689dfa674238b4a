/* Attacks (several handles per loop: "hoist b when the calls before its retain are known to
 * return, or exits through them are handled"). The loop retains a, calls use_a(), then retains
 * b. use_a() (opaque, through a function pointer) longjmps out when the job has no b: then b is
 * a placeholder, a valid C pointer to a read-only struct that is not an arc object, and the source
 * never retains it. A retain of b placed in the preheader runs before use_a() had its say:
 * the checking runtime aborts ("not an arc object"), the default runtime writes into read-only
 * memory (SIGSEGV). (H5: "the handle might be NULL, freed, or not yet built on the paths that
 * skip it".) The same with a real b hoists fine and must print the same sums.
 * Correct output: "job 1: sum 30", "job 2: no b, skipped", "destroyed a", "destroyed b",
 * exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

static jmp_buf bail;
static const long *no_b;

static void destroy_a(void *p) {
  (void)p;
  printf("destroyed a\n");
}
static void destroy_b(void *p) {
  (void)p;
  printf("destroyed b\n");
}

static long use_a_impl(const long *a, const long *b) {
  if (b == no_b)
    longjmp(bail, 1); /* nothing to do with b: give up the job */
  return *a;
}
static long (*volatile use_a)(const long *, const long *) = use_a_impl;
static long use_b_impl(const long *b) { return *b; }
static long (*volatile use_b)(const long *) = use_b_impl;

static __attribute__((noinline)) long job(long *a, long *b, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *a2 = arc_retain(a);
    acc += use_a(a2, b);
    arc_release(a2);
    long *b2 = arc_retain(b);
    acc += use_b(b2);
    arc_release(b2);
  }
  return acc;
}

static const struct {
  long pad[2];
  long value;
} placeholder = {{0, 0}, 0}; /* read-only, not an arc object */

static volatile int ten = 10;

int main(void) {
  no_b = &placeholder.value;
  long *a = arc_alloc(sizeof(long), destroy_a);
  long *b = arc_alloc(sizeof(long), destroy_b);
  *a = 1, *b = 2;
  if (setjmp(bail) == 0)
    printf("job 1: sum %ld\n", job(a, b, ten));
  if (setjmp(bail) == 0)
    printf("job 2: sum %ld\n", job(a, (long *)no_b, ten));
  else { /* use_a bailed out while the job held its copy of a: release that copy here */
    arc_release(a);
    printf("job 2: no b, skipped\n");
  }
  arc_release(a);
  arc_release(b);
  return 0;
}
