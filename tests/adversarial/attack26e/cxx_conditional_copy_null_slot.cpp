// cxx_conditional_copy_null_slot.cpp - H5: the copy is made only when a flag says the handle
// pointer is valid; when the flag is false the pointer is NULL (and never read). A retain hoisted
// to the preheader without the condition dereferences it. Correct output: "off 0", "on 400",
// "count 1", "~T 4", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(const std::shared_ptr<T> *hp, bool valid, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    if (valid) {
      std::shared_ptr<T> c = *hp;
      acc += use(c.get());
    }
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(4);
  volatile bool f = false, t = true;
  std::printf("off %ld\n", run(nullptr, f, 100));
  std::printf("on %ld\n", run(&p, t, 100));
  std::printf("count %ld\n", p.use_count());
  return 0;
}
