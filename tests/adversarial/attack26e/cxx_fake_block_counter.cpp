// cxx_fake_block_counter.cpp - trap 6 (not every atomicrmw add is a count): a user struct laid
// out like libc++'s control block (a vtable, then an i64 at + 8) whose field is a plain event
// counter, not a reference count: it starts at -1, the "enter" adds 1 monotonic and the "leave"
// adds -1 acq_rel, and when the leave's old value is 0 it calls virtual slot 2 (idle()) and then
// a non-virtual function, the shape of libc++'s drop. In this program the counter legitimately
// goes 0 -> -1 every iteration, so idle() runs 50 times. A pass that takes it for a shared_ptr
// count and hoists the pair runs idle() once. Correct output: "idle 50", "count -1", exit 0.
#include <atomic>
#include <cstdio>
struct Block {
  virtual ~Block() {}
  virtual void idle() = 0; // slot 2 (slots 0 and 1: the destructors)
  std::atomic<long> n{-1};
};
static long idles;
struct Counter : Block {
  void idle() override { idles++; }
};
__attribute__((noinline)) void after_idle(Block *b) { (void)b; }
static inline void enter(Block *b) { b->n.fetch_add(1, std::memory_order_relaxed); }
static inline void leave(Block *b) {
  if (b->n.fetch_add(-1, std::memory_order_acq_rel) == 0) {
    b->idle();
    after_idle(b);
  }
}
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const Block *b) { return b != nullptr; }
__attribute__((noinline)) long run(Block *b, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    if (b)
      enter(b);
    acc += use(b);
    if (b)
      leave(b);
  }
  return acc;
}
int main() {
  Counter c;
  run(&c, 50);
  std::printf("idle %ld\n", idles);
  std::printf("count %ld\n", c.n.load());
  return 0;
}
