// coroutine_suspend_after_drop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): C++20 coroutine: co_await after the drop inside the loop; main reads the count at each suspension. Reasoning: while suspended g, the parameter h and local own: 3; after the final suspend the frame's locals are gone... h lives in the frame until destroy: 2 at 'resume 4'.
// CFLAGS: -std=c++20
// RUNS: 3
// EXPECT: resume 0: count 3
// EXPECT: resume 1: count 3
// EXPECT: resume 2: count 3
// EXPECT: resume 3: count 3
// EXPECT: resume 4: count 2
// EXPECT: acc 24 end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <coroutine>
struct Task {
  struct promise_type {
    Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() { std::abort(); }
  };
  std::coroutine_handle<promise_type> h;
};
long acc = 0;
__attribute__((noinline)) Task run(std::shared_ptr<T> h, long n) {
  std::shared_ptr<T> local = h;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    co_await std::suspend_always{};
  }
}
int main() {
  g = std::make_shared<T>(6);
  Task t = run(g, 4);
  for (int k = 0; k < 6 && !t.h.done(); k++) { t.h.resume(); std::printf("resume %d: count %ld\n", k, g.use_count()); }
  t.h.destroy();
  std::printf("acc %ld end count %ld\n", acc, g.use_count());
}
