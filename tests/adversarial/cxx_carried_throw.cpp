/* Attacks (H3 "carried" with unwinding exits): a RAII handle is re-assigned every iteration
 * (r = Ref(h): retain the new copy, release the old one), so one reference is carried across
 * the back edge, and use() throws on a chosen iteration; the landing pad releases whatever r
 * holds then. Also with the assignment after the throwing call, and with a swap of two handles
 * of different objects per iteration (the carried copies alternate).
 * Correct output: the "count" lines below (always "1 1"), "destroyed a", "destroyed b", exit 0. */
#include <arc.h>
#include <cstdio>
#include <initializer_list>
#include <utility>

struct Ref {
  void *p;
  explicit Ref(void *h) : p(arc_retain(h)) {}
  Ref(Ref &&o) noexcept : p(o.p) { o.p = nullptr; }
  Ref &operator=(Ref &&o) noexcept {
    void *old = p;
    p = o.p;
    o.p = nullptr;
    arc_release(old);
    return *this;
  }
  ~Ref() { arc_release(p); }
};

static volatile long sink;
static int bad = -1;
__attribute__((noinline)) void use(void *p, int i) {
  sink = sink + *(long *)p;
  if (i == bad)
    throw i;
}

__attribute__((noinline)) void assign_before(void *h, int n) {
  Ref r(h);
  for (int i = 0; i < n; i++) {
    r = Ref(h);
    use(r.p, i);
  }
}
__attribute__((noinline)) void assign_after(void *h, int n) {
  Ref r(h);
  for (int i = 0; i < n; i++) {
    use(r.p, i);
    r = Ref(h);
  }
}
__attribute__((noinline)) void swap_two(void *a, void *b, int n) {
  Ref x(a), y(b);
  for (int i = 0; i < n; i++) {
    std::swap(x.p, y.p);
    use(x.p, i);
  }
}

static void destroy_a(void *) { std::printf("destroyed a\n"); }
static void destroy_b(void *) { std::printf("destroyed b\n"); }

int main() {
  void *a = arc_alloc(sizeof(long), destroy_a);
  void *b = arc_alloc(sizeof(long), destroy_b);
  *(long *)a = 1, *(long *)b = 2;
  for (int at : {0, 5, 9, -1}) {
    bad = at;
    try {
      assign_before(a, 10);
    } catch (int) {
    }
    try {
      assign_after(a, 10);
    } catch (int) {
    }
    try {
      swap_two(a, b, 10);
    } catch (int) {
    }
    std::printf("at %d: count %ld %ld\n", at, arc_count(a), arc_count(b));
  }
  arc_release(a);
  arc_release(b);
  return 0;
}
