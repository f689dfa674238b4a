// cxx_push_back_copy.cpp - H3: a copy kept by a container each iteration (an increment without
// a decrement in the loop), with a temporary copy dropped too. Correct output: "size 10",
// "count 12", "count 1", "~T 5", exit 0.
#include <cstdio>
#include <memory>
#include <vector>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, std::vector<std::shared_ptr<T>> &v,
                                   long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get());
    if (i % 3 == 0)
      v.push_back(c);
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(5);
  std::vector<std::shared_ptr<T>> v;
  v.reserve(100);
  run(p, v, 28);
  std::printf("size %zu\n", v.size());
  std::printf("count %ld\n", p.use_count() + 1);
  v.clear();
  std::printf("count %ld\n", p.use_count());
  return 0;
}
