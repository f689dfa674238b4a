// cxx_infinite_copy_loop.cpp - H7: a worker whose loop only copies and drops a shared_ptr, for
// ever (atomic operations are progress in C++: a valid program). Hoisted, the loop is empty in a
// mustprogress function: without llvm.sideeffect LLVM may delete it and the worker falls
// through to "worker left" (or worse). main lets it spin, then _exit(0)s. Correct output:
// "main done", exit 0.
#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>
#include <unistd.h>
struct T {
  long x;
  explicit T(long v) : x(v) {}
};
__attribute__((noinline)) void spin(std::shared_ptr<T> h) {
  std::shared_ptr<T> local = std::move(h);
  for (;;) {
    std::shared_ptr<T> c = local;
  }
}
int main() {
  auto p = std::make_shared<T>(1);
  std::thread t([p] {
    spin(p);
    std::printf("worker left\n");
    std::fflush(stdout);
  });
  t.detach();
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  std::printf("main done\n");
  std::fflush(stdout);
  _exit(0);
}
