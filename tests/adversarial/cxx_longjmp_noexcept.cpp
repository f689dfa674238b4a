/* Attacks (C++ with exceptions on, longjmp over C++ frames that have no non-trivial
 * destructors, which is defined): loops call noexcept functions (plain calls, no landing pads)
 * between arc_retain and arc_release, or after the release; the callee longjmps back to main on
 * a chosen iteration. With the copy outstanding the source strands one reference (main fixes
 * the count by hand); after the release it strands none.
 * Correct output: the "count" lines below, "destroyed", exit 0. */
#include <arc.h>
#include <csetjmp>
#include <cstdio>
#include <initializer_list>

static std::jmp_buf env;
static int jump_at = -1;
static volatile long sink;

__attribute__((noinline)) void use(void *p, int i) noexcept {
  sink = sink + *(long *)p;
  if (i == jump_at)
    std::longjmp(env, 1);
}
__attribute__((noinline)) void after(int i) noexcept {
  sink = sink + i;
  if (i == jump_at)
    std::longjmp(env, 2);
}

__attribute__((noinline)) void inside(void *h, int n) {
  for (int i = 0; i < n; i++) {
    void *s = arc_retain(h);
    use(s, i);
    arc_release(s);
  }
}
__attribute__((noinline)) void outside(void *h, int n) {
  for (int i = 0; i < n; i++) {
    void *s = arc_retain(h);
    use(s, -2);
    arc_release(s);
    after(i);
  }
}

static void destroy(void *) { std::printf("destroyed\n"); }

int main() {
  void *h = arc_alloc(sizeof(long), destroy);
  *(long *)h = 1;
  for (int at : {0, 5, 9, -1}) {
    jump_at = at;
    volatile long stranded = 0;
    if (setjmp(env) == 0)
      inside(h, 10);
    else
      stranded = arc_count(h) - 1;
    std::printf("inside at=%d: count %ld\n", at, arc_count(h));
    for (long k = 0; k < stranded; k++)
      arc_release(h);
    if (setjmp(env) == 0)
      outside(h, 10);
    std::printf("outside at=%d: count %ld\n", at, arc_count(h));
  }
  arc_release(h);
  return 0;
}
