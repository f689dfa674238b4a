// cxx_window_moved_copy.cpp - H4's window: the copy is moved into a second shared_ptr, which is
// dropped before the count is read (the release is the moved-to object's, the window ends
// there). The source reads 1 every time, hoisted 2. Correct output: "ones 100", exit 0.
#include <cstdio>
#include <memory>
#include <utility>
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
    std::shared_ptr<T> c = local;
    use(c.get(), i);
    {
      std::shared_ptr<T> d = std::move(c);
      use(d.get(), i);
    }
    ones += local.use_count() == 1;
  }
  return ones;
}
int main() {
  std::printf("ones %ld\n", run(std::make_shared<T>(1), 100));
  return 0;
}
