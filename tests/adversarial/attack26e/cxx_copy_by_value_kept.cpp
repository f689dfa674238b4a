// cxx_copy_by_value_kept.cpp - trap 2, by value: a copy passed by value to a visible callee
// that keeps it (moves it into a global) in iteration 3. Under the Itanium ABI the caller
// increments into its temporary and destroys what the callee left there (empty, once moved).
// Correct output: "acc 9900", "count 2", "count 1", "~T 100", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<T> sink;
__attribute__((noinline)) long take(std::shared_ptr<T> v, long i) {
  long x = v->x;
  if (i == 3)
    sink = std::move(v);
  return x;
}
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++)
    acc += take(local, i);
  return acc;
}
int main() {
  auto t = std::make_shared<T>(100);
  std::printf("acc %ld\n", run(t, 99));
  std::printf("count %ld\n", t.use_count());
  sink.reset();
  std::printf("count %ld\n", t.use_count());
  t.reset();
  return 0;
}
