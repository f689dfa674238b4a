/* Attacks (unwinding exits, H3 at landing pads):
 * - two_copies: two RAII copies of the same object in one iteration, use() throwing after the
 *   first copy (one outstanding) or after the second (two outstanding);
 * - ctor_throws: a wrapper whose constructor retains and then throws on a chosen iteration
 *   (C++ runs no destructor for an object whose constructor threw, so the source strands that
 *   retain: the count stays one higher, which main then balances by hand);
 * - handed_on: the catch handler outside the loop receives the copy inside the exception object
 *   (the throwing callee retains its own copy into the exception; the loop's copy is released
 *   by ~Ref during unwinding);
 * main prints the count after each (always 1 after the fix-up).
 * Correct output: the lines below, "destroyed", exit 0. */
#include <arc.h>
#include <cstdio>
#include <initializer_list>

struct Ref {
  void *p;
  explicit Ref(void *h) : p(arc_retain(h)) {}
  ~Ref() { arc_release(p); }
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
};
static int fail_at = -1;
struct Fragile {
  void *p;
  Fragile(void *h, int i) : p(arc_retain(h)) {
    if (i == fail_at)
      throw i;
  }
  ~Fragile() { arc_release(p); }
  Fragile(const Fragile &) = delete;
  Fragile &operator=(const Fragile &) = delete;
};
struct Carried {
  void *p;
};

static volatile long sink;
static int throw_at = -1, throw_which = -1;
__attribute__((noinline)) void use(void *p, int i, int which) {
  sink = sink + *(long *)p;
  if (i == throw_at && which == throw_which)
    throw i;
}
__attribute__((noinline)) void use_carry(void *p, int i) {
  sink = sink + *(long *)p;
  if (i == throw_at)
    throw Carried{arc_retain(p)};
}

__attribute__((noinline)) void two_copies(void *h, int n) {
  for (int i = 0; i < n; i++) {
    Ref a(h);
    use(a.p, i, 0);
    Ref b(h);
    use(b.p, i, 1);
  }
}
__attribute__((noinline)) void ctor_throws(void *h, int n) {
  for (int i = 0; i < n; i++) {
    Fragile f(h, i);
    use(f.p, i, 0);
  }
}
__attribute__((noinline)) void handed_on(void *h, int n) {
  for (int i = 0; i < n; i++) {
    Ref r(h);
    use_carry(r.p, i);
  }
}

static void destroy(void *) { std::printf("destroyed\n"); }

int main() {
  void *h = arc_alloc(sizeof(long), destroy);
  *(long *)h = 1;
  for (int which = 0; which < 2; which++)
    for (int at : {0, 4, 9, -1}) {
      throw_at = at, throw_which = which;
      try {
        two_copies(h, 10);
      } catch (int) {
      }
      std::printf("two_copies which=%d at=%d: count %ld\n", which, at, arc_count(h));
    }
  throw_at = -1;
  for (int at : {0, 4, 9, -1}) {
    fail_at = at;
    bool caught = false;
    try {
      ctor_throws(h, 10);
    } catch (int) {
      caught = true;
    }
    long c = arc_count(h);
    if (caught)
      arc_release(h); /* the retain the throwing constructor stranded */
    std::printf("ctor_throws at=%d: count %ld then %ld\n", at, c, arc_count(h));
  }
  fail_at = -1;
  for (int at : {0, 4, 9}) {
    throw_at = at;
    try {
      handed_on(h, 10);
    } catch (Carried &c) {
      std::printf("handed_on at=%d: count in handler %ld\n", at, arc_count(c.p));
      arc_release(c.p);
    }
    std::printf("handed_on at=%d: count %ld\n", at, arc_count(h));
  }
  arc_release(h);
  return 0;
}
