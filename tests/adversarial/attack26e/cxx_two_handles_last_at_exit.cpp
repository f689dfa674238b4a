// cxx_two_handles_last_at_exit.cpp - two handles hoisted out of one loop, both of whose drops on
// the way out are the last (in the last iteration the function moves its own references into a
// callee that drops them, then breaks): the copies are destroyed in reverse order of their
// declaration (c2 then c1), so the deleters print "2" then "1". Hoisted (destructors-return),
// the exit's releases must keep that order. Correct output: "take", "deleter 2", "deleter 1",
// "after", "acc 10", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *a, const T *b, long i) { return (a != b) + 0 * i; }
__attribute__((noinline)) void take(std::shared_ptr<T> a, std::shared_ptr<T> b) { std::printf("take\n"); }
__attribute__((noinline)) long run(std::shared_ptr<T> o1, std::shared_ptr<T> o2, long n) {
  std::shared_ptr<T> l1 = std::move(o1), l2 = std::move(o2);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c1 = l1;
    std::shared_ptr<T> c2 = l2;
    acc += use(c1.get(), c2.get(), i);
    if (i == n - 1) {
      take(std::move(l1), std::move(l2));
      break;
    }
  }
  std::printf("after\n");
  return acc;
}
static void del(T *t) {
  std::printf("deleter %ld\n", t->x);
  delete t;
}
int main() {
  std::shared_ptr<T> a(new T(1), del), b(new T(2), del);
  std::printf("acc %ld\n", run(std::move(a), std::move(b), 10));
  return 0;
}
