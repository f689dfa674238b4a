/* Attacks: class x (std::shared_ptr): enable_shared_from_this, shared_from_this() inside the
 * loop. Each iteration reads the owner's element pointer and asks the object for a new owner
 * (shared_from_this(): a lock of the object's own weak_ptr, which raises the use count;
 * libstdc++ inlines it as a compare-and-swap loop, libc++ calls __shared_weak_count::lock()),
 * then copies that (a plain copy of the kind the pass hoists). In iteration 300 step() hands over
 * to a std::thread that replaces the owner with object 2: the loop's two owners are then object
 * 1's last, and ~Node runs at the end of iteration 300 (through libstdc++'s slow path: the object's
 * own weak_ptr keeps the weak count above 1); the later iterations lock object 2. A pair hoisted
 * out of the loop would keep object 1 alive past its iteration, or count it one owner short.
 * Correct output: "destroy 1 in iteration 300", "sum 1699 counts 2999" (ids: 301 of 1, 699 of 2;
 * use counts after step(): 3 but 2 in iteration 300), "count 1", "destroy 2 in iteration 999",
 * exit 0. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H[24]\)
#include <atomic>
#include <cstdio>
#include <memory>
#include <thread>

struct Node : std::enable_shared_from_this<Node> {
  long id;
  explicit Node(long i) : id(i) {}
  ~Node();
};

static long iter = -1;
Node::~Node() { std::printf("destroy %ld in iteration %ld\n", id, iter); }

static std::shared_ptr<Node> owner;
static std::atomic<int> go{0};

static void replacer() {
  while (go.load(std::memory_order_acquire) != 1)
    ;
  owner = std::make_shared<Node>(2); /* object 1's last other owner */
  go.store(2, std::memory_order_release);
}

__attribute__((noinline)) void step(long i) {
  if (i == 300) {
    go.store(1, std::memory_order_release);
    while (go.load(std::memory_order_acquire) != 2)
      ;
  }
}

__attribute__((noinline)) static void run(long n) {
  long sum = 0, counts = 0;
  for (long i = 0; i < n; i++) {
    iter = i;
    Node *cur = owner.get();
    std::shared_ptr<Node> self = cur->shared_from_this();
    std::shared_ptr<Node> again = self;
    sum += again->id;
    step(i);
    counts += self.use_count();
  }
  std::printf("sum %ld counts %ld\n", sum, counts);
}

int main() {
  owner = std::make_shared<Node>(1);
  std::thread t(replacer);
  run(1000);
  t.join();
  std::printf("count %ld\n", owner.use_count());
  owner.reset();
  return 0;
}
