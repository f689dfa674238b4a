// cxx_window_read_before_copy.cpp - H4's window: the count is read at the top of the iteration,
// before the copy is made (outside the window): the source reads 1 every time, hoisted 2.
// Correct output: "ones 100", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p, long i) { return (p != nullptr) + (i & 1); }
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  long ones = 0;
  for (long i = 0; i < n; i++) {
    ones += local.use_count() == 1;
    std::shared_ptr<T> c = local;
    use(c.get(), i);
  }
  return ones;
}
int main() {
  std::printf("ones %ld\n", run(std::make_shared<T>(1), 100));
  return 0;
}
