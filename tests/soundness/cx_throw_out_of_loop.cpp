/* Attacks: class x (std::shared_ptr): an exception thrown out of the loop body while a copy is
 * alive, caught outside the loop, then the count printed. The process has one thread
 * (libstdc++'s counts take their plain arms). Each iteration copies the global slot, then calls
 * check(), which throws in iteration 250: the unwinding destroys the copy in the landing pad
 * (libstdc++: a call of the out-of-line ~__shared_ptr(); libc++: the inlined decrement), before
 * the handler reads the count. In phase 1 check() first drops the slot's owner (this thread,
 * before the throw), so the landing pad's drop is the object's last and ~Obj runs during the
 * unwinding, before the handler prints. A pair hoisted out of the loop must release on the
 * unwinding path, before the handler; one that stranded a reference would leave the count at 2
 * (phase 0) or the object alive (phase 1).
 * Correct output: "caught 250, count 1", "total 251", "destroy 1 in iteration -1",
 * "destroy 2 in iteration 250", "caught 250, count 0", "total 502", exit 0 (total: the copy's id
 * read in each of iterations 0-250). */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS}
// STDLIBS: libc++ libstdc++
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
// CONTROL-ENV: ARCELIDE_OPTIONS=destructors-return
#include <cstdio>
#include <memory>

struct Obj {
  long id;
  explicit Obj(long i) : id(i) {}
  ~Obj();
};

static long iter = -1;
Obj::~Obj() { std::printf("destroy %ld in iteration %ld\n", id, iter); }

static std::shared_ptr<Obj> slot;
static int phase;
[[maybe_unused]] static volatile long throw_at = 250;

__attribute__((noinline)) void check(long i) {
#ifdef CONTROL /* the control: the loop without the dangerous call (compiled, never run) */
  (void)i;
#else
  if (i == throw_at) {
    if (phase == 1)
      slot.reset(); /* the loop's copy is the last owner */
    throw i;
  }
#endif
}

static long total; /* what the loop read, kept when it throws */

__attribute__((noinline)) static void run(long n) {
  for (long i = 0; i < n; i++) {
    iter = i;
    std::shared_ptr<Obj> copy = slot;
    total += copy->id;
    check(i);
  }
}

int main() {
  for (phase = 0; phase < 2; phase++) {
    slot = std::make_shared<Obj>(phase + 1);
    total = 0;
    try {
      run(1000);
    } catch (long i) {
      std::printf("caught %ld, count %ld\n", i, slot.use_count());
    }
    std::printf("total %ld\n", total);
    iter = -1;
  }
  return 0;
}
