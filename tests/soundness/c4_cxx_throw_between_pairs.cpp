/* Attacks: class 4 with an exception as the way out: two RAII pairs of one handle per
 * iteration, and between them checkpoint(), which throws in iteration 250. The source holds no
 * reference of its own when it throws (the first Ref is destroyed, the second not yet made); the
 * catch handler outside the loop sees the count at 1. A hoisted pair must release its reference on
 * the unwinding path (or not be hoisted): the count must still be 1 in the handler, and the
 * destructor must run when main drops its reference.
 * CONTROL: with a checkpoint that cannot throw (-DCONTROL) both pairs are hoisted.
 * Correct output: "caught 250", "count in handler 1", "destroyed 6", exit 0. */
// EXPECT-REMARK: hoisted|not hoisted \(H[158]\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <cstdio>
#include <stdexcept>

static void destroy(void *p) { std::printf("destroyed %ld\n", *static_cast<long *>(p)); }

class Ref {
  long *p_;

public:
  explicit Ref(long *p) : p_(static_cast<long *>(arc_retain(p))) {}
  Ref(const Ref &) = delete;
  ~Ref() { arc_release(p_); }
  long operator*() const { return *p_; }
};

static volatile long throw_at = 250;

__attribute__((noinline)) void checkpoint(long i)
#ifdef CONTROL
    noexcept
#endif
{
#ifndef CONTROL
  if (i == throw_at)
    throw std::runtime_error("checkpoint");
#else
  (void)i;
#endif
}

__attribute__((noinline)) static long loop(long *p, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      Ref a(p);
      acc += *a;
    }
    checkpoint(i);
    {
      Ref b(p);
      acc += *b * 2;
    }
  }
  return acc;
}

int main() {
  long *p = static_cast<long *>(arc_alloc(sizeof(long), destroy));
  *p = 6;
  try {
    std::printf("sum %ld\n", loop(p, 1000));
  } catch (const std::exception &) {
    std::printf("caught %ld\n", (long)throw_at);
    std::printf("count in handler %ld\n", arc_count(p));
  }
  arc_release(p);
  return 0;
}
