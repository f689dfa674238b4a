/* Attacks: class 5 in C++: two RAII references per iteration, the first one reset early. The loop
 * constructs Ref ra(a) then Ref rb(b), and resets ra before the iteration ends (rb is destroyed at
 * the end of the scope), so each iteration releases a, then b: not the reverse of construction.
 * In the last iteration a std::thread drops main's references (the loop hands over to it and waits
 * for it with a std::atomic rendezvous that it reaches through step(), inside both pairs), so the
 * loop's releases are the last ones: a's destructor reads b's payload, then b's destructor poisons
 * it (b is larger than the runtime's block cache: under AddressSanitizer the other order is a
 * heap-use-after-free). Both pairs are hoisted; the exit releases must keep the order a, b.
 * Correct output: "destroy a: b says 42", "destroy b", "sum 43000", exit 0. */
// EXPECT-REMARK: hoisted retain/release of 'p'
#include <arc.h>
#include <atomic>
#include <cstdio>
#include <thread>

struct Big {
  long v;
  long pad[40];
};
struct AObj {
  long v;
  Big *b;
};

template <class T> class Ref {
  T *p_;

public:
  explicit Ref(T *p) : p_(static_cast<T *>(arc_retain(p))) {}
  Ref(const Ref &) = delete;
  ~Ref() { arc_release(p_); }
  void reset() {
    arc_release(p_);
    p_ = nullptr;
  }
  T *operator->() const { return p_; }
};

static void *owner_a, *owner_b;
static std::atomic<int> go{0};

static void destroy_a(void *p) {
  std::printf("destroy a: b says %ld\n", static_cast<AObj *>(p)->b->v);
}
static void destroy_b(void *p) {
  static_cast<Big *>(p)->v = -1;
  std::printf("destroy b\n");
}

static void dropper() {
  while (go.load(std::memory_order_acquire) != 1)
    ;
  arc_release(owner_a);
  arc_release(owner_b);
  go.store(2, std::memory_order_release);
}

__attribute__((noinline)) void step(long i, long n) {
  if (i == n - 1) { /* the loop holds its own references here */
    go.store(1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2)
      ;
  }
}

__attribute__((noinline)) static long loop(AObj *a, Big *b, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    Ref<AObj> ra(a);
    Ref<Big> rb(b);
    acc += ra->v + rb->v;
    step(i, n);
    ra.reset(); /* a first */
  } /* ~rb (~ra releases NULL: a no-op) */
  return acc;
}

int main() {
  Big *b = static_cast<Big *>(arc_alloc(sizeof(Big), destroy_b));
  b->v = 42;
  AObj *a = static_cast<AObj *>(arc_alloc(sizeof(AObj), destroy_a));
  a->v = 1;
  a->b = b;
  owner_a = a, owner_b = b;
  std::thread t(dropper);
  long sum = loop(a, b, 1000);
  t.join();
  std::printf("sum %ld\n", sum);
  return 0;
}
