// cxx_second_owner_global_observer.cpp - H4 through a second shared_ptr object (a global that
// owns the same block, made with the aliasing constructor so its element differs): its
// use_count() is read in the loop after the handle's copy is dropped. Correct output:
// "acc 1100", "~T 1", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x, y;
  explicit T(long v) : x(v), y(0) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<long> field;
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      std::shared_ptr<T> c = local;
      acc += use(c.get());
    }
    acc += field.use_count() == 2 ? 10 : 0;
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(1);
  field = std::shared_ptr<long>(p, &p->y);
  std::printf("acc %ld\n", run(std::move(p), 100));
  field.reset();
  return 0;
}
