// cxx_while_condition_copy.cpp - the copy is made in the loop's condition (while (shared_ptr c =
// local)), tested for null there, destroyed at the end of every iteration and, when the body
// breaks, on the way out; with an empty handle the loop never runs. In the last iteration the
// function gives its own reference away first, so the copy's drop on the break path is the last.
// Correct output: "empty 0", "deleter 4", "after 7", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p, long i) { return (p != nullptr) + 0 * i; }
std::shared_ptr<T> sink;
__attribute__((noinline)) void give(std::shared_ptr<T> &l) { sink = std::move(l); }
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  long i = 0;
  while (std::shared_ptr<T> c = local) {
    i += use(c.get(), i);
    if (i == n) {
      give(local);
      sink.reset();
      break;
    }
  }
  return i;
}
static void del(T *t) {
  std::printf("deleter %ld\n", t->x);
  delete t;
}
int main() {
  std::printf("empty %ld\n", run(nullptr, 7));
  long k = run(std::shared_ptr<T>(new T(4), del), 7);
  std::printf("after %ld\n", k);
  return 0;
}
