/* Attacks (H4): a recursive function whose loop retains/releases its handle and recurses; the
 * callee (the same function, visible) reads the count at its entry. In the source every level
 * sees the count the caller's loop left between its pairs (1 plus one per open level = 1).
 * Correct output: "counts seen: 1 1 1 1 ...", exit 0. */
#include <arc.h>
#include <stdio.h>

static volatile int width = 2;
static long seen[64];
static int nseen;

static __attribute__((noinline)) void walk(long *h, int depth) {
  if (nseen < 64)
    seen[nseen++] = arc_count(h);
  if (depth == 0)
    return;
  for (int i = 0; i < width; i++) {
    long *s = arc_retain(h);
    *s += 1;
    arc_release(s);
    walk(h, depth - 1);
  }
}

int main(void) {
  long *h = arc_alloc(sizeof *h, NULL);
  *h = 0;
  walk(h, 3);
  printf("counts seen:");
  for (int i = 0; i < nseen; i++)
    printf(" %ld", seen[i]);
  printf("\nvalue %ld\n", *h);
  arc_release(h);
  return 0;
}
