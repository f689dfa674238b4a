// cxx_return_copy_from_loop.cpp - H3 hand-over: a search loop whose exit returns the
// iteration's copy (the reference leaves the loop with it). The caller then drops its own
// reference first; the returned copy must still hold one, and "~T" comes after "dropped".
// Correct output: "found 42 count 2", "dropped", "~T 42", "end", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
__attribute__((noinline)) bool match(const T *p, long i) { return p->x + i == 50; }
__attribute__((noinline)) std::shared_ptr<T> find(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    if (match(c.get(), i))
      return c;
  }
  return nullptr;
}
int main() {
  auto p = std::make_shared<T>(42);
  std::shared_ptr<T> r = find(p, 100);
  std::printf("found %ld count %ld\n", r->x, r.use_count());
  p.reset();
  std::printf("dropped\n");
  r.reset();
  std::printf("end\n");
  return 0;
}
