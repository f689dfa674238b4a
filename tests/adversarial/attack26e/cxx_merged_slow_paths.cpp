// cxx_merged_slow_paths.cpp - two drops in one iteration: the copy of the invariant handle (never
// the last) and a fresh object made in the iteration (always the last: its slow path runs every
// iteration). If the optimiser merges the two slow paths into one block (a phi of the two
// blocks), a rewrite that deletes or neutralises "the copy's" slow path must not lose the fresh
// object's destruction. Correct output: "made 20 destroyed 20", "count 1", "~T 1000", exit 0.
#include <cstdio>
#include <memory>
static long made, destroyed;
struct T {
  long x;
  explicit T(long v) : x(v) { made++; }
  ~T() {
    destroyed++;
    if (x == 1000)
      std::printf("~T %ld\n", x);
  }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *a, const T *b) { return (a != nullptr) + (b != nullptr); }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    std::shared_ptr<T> t = std::make_shared<T>(i);
    acc += use(c.get(), t.get());
  }
  return acc;
}
int main() {
  auto p = std::make_shared<T>(1000);
  run(p, 20);
  std::printf("made %ld destroyed %ld\n", made - 1, destroyed);
  std::printf("count %ld\n", p.use_count());
  return 0;
}
