/* lto_loops.c - the loops of tests/e2e/lto_whole_program.test. Each calls a function of
 * lto_use.c, another translation unit: compiled on its own the callee is opaque, so the pass can
 * prove nothing about it; under full LTO its body is in the same module when the pass runs.
 *
 *   lto_loops MODE N   runs one loop of N iterations and prints its sum:
 *   fresh      a fresh object per iteration, passed to use_counted(), which keeps nothing
 *   kept       the same with use_keeps(), which keeps the object in a global
 *   global     a global handle that no code but main() writes, copied around use_counted()
 *   rewritten  a global handle that use_rewrites() writes back every iteration */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long use_counted(const long *payload);
long use_keeps(const long *payload);
long use_rewrites(const long *payload);
void drop_kept(void);

void *global_handle;
void *rewritten_handle;

__attribute__((noinline)) static long fresh(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *o = arc_alloc(sizeof *o, NULL);
    *o = i;
    acc += use_counted(o);
    arc_release(o);
  }
  return acc;
}

__attribute__((noinline)) static long kept(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *o = arc_alloc(sizeof *o, NULL);
    *o = i;
    acc += use_keeps(o);
    arc_release(o);
  }
  return acc;
}

__attribute__((noinline)) static long global(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(global_handle);
    acc += use_counted(s);
    arc_release(s);
  }
  return acc;
}

__attribute__((noinline)) static long rewritten(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(rewritten_handle);
    acc += use_rewrites(s);
    arc_release(s);
  }
  return acc;
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  const char *mode = argv[1];
  long n = atol(argv[2]);
  long *h = arc_alloc(sizeof *h, NULL);
  *h = 5;
  global_handle = h;
  rewritten_handle = h;
  long sum = strcmp(mode, "fresh") == 0    ? fresh(n)
             : strcmp(mode, "kept") == 0   ? kept(n)
             : strcmp(mode, "global") == 0 ? global(n)
                                           : rewritten(n);
  drop_kept();
  arc_release(h);
  printf("%s: %ld\n", mode, sum);
  return 0;
}
