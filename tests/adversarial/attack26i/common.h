// common.h - attack26i: what the programs share. Three intrusive counts, each an i32 at the
// object's address + 0: N over LLVM's ThreadSafeRefCountedBase, B over
// boost::intrusive_ref_counter<B, thread_safe_counter>, H with a hand-written std::atomic<int>
// first member (Retain/Release, so llvm::IntrusiveRefCntPtr<H> works). Their destructors print
// and return. Built with NDEBUG unless the file defines WITH_ASSERTS (LLVM's asserts in Release()
// and in the base's destructor). call_hidden() makes a call the compiler cannot see into, vk[]
// iteration numbers it cannot fold.
#ifndef WITH_ASSERTS
#define NDEBUG
#endif
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <pthread.h>
#include <unistd.h>
#include <boost/smart_ptr/intrusive_ptr.hpp>
#include <boost/smart_ptr/intrusive_ref_counter.hpp>
#include <llvm/ADT/IntrusiveRefCntPtr.h>

struct N : llvm::ThreadSafeRefCountedBase<N> {
  long x;
  explicit N(long v) : x(v) {}
  ~N() { std::printf("~N %ld\n", x); }
};
using NP = llvm::IntrusiveRefCntPtr<N>;

struct B : boost::intrusive_ref_counter<B, boost::thread_safe_counter> {
  long x;
  explicit B(long v) : x(v) {}
  ~B() { std::printf("~B %ld\n", x); }
};
using BP = boost::intrusive_ptr<B>;

struct H {
  mutable std::atomic<int> refs{0};
  long x;
  explicit H(long v) : x(v) {}
  ~H() { std::printf("~H %ld\n", x); }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }
};
using HP = llvm::IntrusiveRefCntPtr<H>;

// a call the compiler cannot see into: f laundered through an empty asm in a noinline function
// (no stack slot in the caller, no volatile access; noexcept: no landing pad in the caller)
__attribute__((noinline)) static void call_hidden(void (*f)(void)) noexcept {
  asm volatile("" : "+r"(f));
  f();
}
// loop bounds and iteration numbers read from a volatile, so that no iteration is peeled
static volatile long vk[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
// writes "TAG N\n" with write(2) (0 <= N < 100): usable in signal handlers and at exit
static inline void putnum(const char *tag, long v) {
  char b[64];
  int k = 0;
  while (tag[k] && k < 50) {
    b[k] = tag[k];
    k++;
  }
  b[k++] = ' ';
  if (v >= 10)
    b[k++] = char('0' + v / 10 % 10);
  b[k++] = char('0' + v % 10);
  b[k++] = '\n';
  (void)!write(1, b, k);
}
