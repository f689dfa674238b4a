// cxx_rust_arc_lookalike.cpp - trap 6 against the rust-arc profile from C++: a use counter at
// offset 0 of a struct, raised with fetch_add(1, relaxed) and a trap when the old value is
// negative, lowered with fetch_sub(1, release), and when the old value is 1: an acquire fence
// and a call of a function taking the slot's address, named (asm label) like Rust's
// Arc<T,A>::drop_slow. Here it only counts idle moments. The counter goes 0 -> 1 -> 0 every
// iteration, legitimately: 60 idles. Taken for an Arc and hoisted, one. (A name collision with a
// runtime, cf. ../runtime_name_collision.c.) Correct output: "idle 60", "count 0", exit 0.
#include <atomic>
#include <cstdio>
struct Inner {
  std::atomic<long> strong{0};
  std::atomic<long> weak{1};
  long data = 3;
};
static long idles;
extern "C" __attribute__((noinline)) void slow(Inner **slot) __asm__(
    "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h851ced82e4689101E");
extern "C" void slow(Inner **slot) {
  idles += (*slot)->data == 3;
}
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(long i) { return i & 1; }
__attribute__((noinline)) long run(Inner *in, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    if (in->strong.fetch_add(1, std::memory_order_relaxed) < 0)
      __builtin_trap();
    Inner *slot = in; // the "Arc" whose address the slow path takes
    acc += use(i);
    if (in->strong.fetch_sub(1, std::memory_order_release) == 1) {
      std::atomic_thread_fence(std::memory_order_acquire);
      slow(&slot);
    }
  }
  return acc;
}
int main() {
  static Inner in;
  run(&in, 60);
  std::printf("idle %ld\n", idles);
  std::printf("count %ld\n", in.strong.load());
  return 0;
}
