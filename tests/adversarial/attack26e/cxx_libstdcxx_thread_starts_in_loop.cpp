// CFLAGS: -stdlib=libstdc++
// cxx_libstdcxx_thread_starts_in_loop.cpp - control, libstdc++ (not recognised: the pass must
// leave it alone): trap 3, the first thread of the process starts inside the loop (iteration 3)
// and copies and drops the handle concurrently with the loop's own copies, so the loop's count
// changes switch from the plain arm to the atomic arm of __libc_single_threaded's dispatch.
// Correct output: "count 1", "~T 6", exit 0.
#include <cstdio>
#include <memory>
#include <thread>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p) { return p != nullptr; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h;
  std::thread t;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    acc += use(c.get());
    if (i == 3)
      t = std::thread([c] {
        for (int k = 0; k < 200000; k++) {
          std::shared_ptr<T> d = c;
          use(d.get());
        }
      });
  }
  t.join();
  return acc;
}
int main() {
  auto p = std::make_shared<T>(6);
  run(p, 200000);
  std::printf("count %ld\n", p.use_count());
  return 0;
}
