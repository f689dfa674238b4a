// dtor_with_loop.cpp - attack26i (intrusive_count, hand-written count; destructor with a loop and branches): the destructor frees a list of 5 nodes, summing the even ones and printing; the last iteration drops the owner in its window, so the loop's release deletes. Reasoning: even ids 0+2+4 = 6, 5 freed: "~L 5 6", then acc.
// RUNS: 3
// EXPECT: ~L 5 6
// EXPECT: acc 10
// EXIT: 0
#include "common.h"
struct Cell {
  long id;
  Cell *next;
};
struct L {
  mutable std::atomic<int> refs{0};
  Cell *head = nullptr;
  long x = 1;
  L() {
    for (long i = 4; i >= 0; i--)
      head = new Cell{i, head};
  }
  ~L() {
    long freed = 0, even = 0;
    while (head) {
      Cell *c = head;
      head = c->next;
      if ((c->id & 1) == 0)
        even += c->id;
      delete c;
      freed++;
    }
    std::printf("~L %ld %ld\n", freed, even);
  }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }
};
llvm::IntrusiveRefCntPtr<L> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(L *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<L> c(raw);
    acc += c->x;
    if (i == last)
      call_hidden(drop_owner);
  }
  return acc;
}
int main() {
  G = new L;
  long acc = run(G.get(), 10);
  std::printf("acc %ld\n", acc);
}
