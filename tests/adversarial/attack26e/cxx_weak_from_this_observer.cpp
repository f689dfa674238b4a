// cxx_weak_from_this_observer.cpp - H4 through the element: the element (enable_shared_from_this)
// reads its own count with weak_from_this().use_count() in a visible noinline callee that gets
// only the element pointer, after the iteration's copy is dropped. The count is reached from the
// element's weak_this field, not from the handle. Correct output: "acc 1100", exit 0.
#include <cstdio>
#include <memory>
struct T : std::enable_shared_from_this<T> {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long owners(const T *p) { return p->weak_from_this().use_count(); }
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  T *raw = local.get();
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      std::shared_ptr<T> c = local;
      acc += use(c.get());
    }
    acc += owners(raw) == 1 ? 10 : 0;
  }
  return acc;
}
int main() {
  std::printf("acc %ld\n", run(std::make_shared<T>(1), 100));
  return 0;
}
