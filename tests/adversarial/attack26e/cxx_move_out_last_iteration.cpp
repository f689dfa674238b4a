// cxx_move_out_last_iteration.cpp - a loop drop that IS the last: in the last iteration the
// function moves its own reference into a callee that drops it, then breaks; the iteration's
// copy, dropped on the way out, is then the last owner (the destructor, a custom deleter, runs
// there, and a weak_ptr keeps the block alive). Under destructors-return a hoisted pair moves
// that drop to the exit, which must run the whole slow path (__on_zero_shared, __release_weak);
// ASan's leak check and the deleter's output show a missing one. Correct output:
// "take 2", "deleter 5", "after loop expired 1", "acc 50", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
};
std::weak_ptr<T> gw;
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) void take(std::shared_ptr<T> p) { std::printf("take %ld\n", p.use_count()); }
__attribute__((noinline)) long run(std::shared_ptr<T> own, long n) {
  std::shared_ptr<T> local = std::move(own);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get());
    if (i == n - 1) {
      take(std::move(local));
      break;
    }
  }
  std::printf("after loop expired %d\n", (int)gw.expired());
  return acc;
}
int main() {
  std::shared_ptr<T> p(new T(5), [](T *t) {
    std::printf("deleter %ld\n", t->x);
    delete t;
  });
  gw = p;
  std::printf("acc %ld\n", run(std::move(p), 10));
  gw.reset();
  return 0;
}
