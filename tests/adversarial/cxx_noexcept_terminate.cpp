/* Attacks (unwinding exits: std::terminate pads, H3/H8): loops in noexcept functions hold RAII
 * copies of h, and use() throws in the last iteration. In a noexcept function clang sends every
 * unwind edge to a terminate pad (landingpad catch null; __clang_call_terminate). The terminate
 * handler is user code: it reads the count and the destroyed flag, prints them and _exit(0)s.
 * - copy_outstanding: the throw with the iteration's copy alive (source: main's reference plus
 *   the copy, count 2; the pad runs no ~Ref);
 * - two_handles: two different objects' copies outstanding at the throw;
 * - after_release (run in a child process first): a visible checkpoint() after the copy's scope
 *   ends throws at the last iteration; the count is 1 there in the source.
 * Each scenario runs in a forked child; the parent prints the child's line.
 * Correct output: "copy_outstanding: count 2 1", "two_handles: count 2 2",
 * "after_release: count 1 1", exit 0. */
#include <arc.h>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <sys/wait.h>
#include <unistd.h>

struct Ref {
  void *p;
  explicit Ref(void *h) : p(arc_retain(h)) {}
  ~Ref() { arc_release(p); }
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
};

static void *ga, *gb;
static const char *scenario;
static volatile long sink;
static int throw_at = -1;

static void on_terminate() {
  std::printf("%s: count %ld %ld\n", scenario, arc_count(ga), arc_count(gb));
  std::fflush(stdout);
  _exit(0);
}

__attribute__((noinline)) void use(void *p, int i) {
  sink = sink + *(long *)p;
  if (i == throw_at)
    throw i;
}
__attribute__((noinline)) void checkpoint(int i) {
  if (i == throw_at)
    throw i;
}

__attribute__((noinline)) void copy_outstanding(void *h, int n) noexcept {
  for (int i = 0; i < n; i++) {
    Ref r(h);
    use(r.p, i);
  }
}
__attribute__((noinline)) void two_handles(void *a, void *b, int n) noexcept {
  for (int i = 0; i < n; i++) {
    Ref r(a);
    Ref s(b);
    use(r.p, -2);
    use(s.p, i);
  }
}
__attribute__((noinline)) void after_release(void *h, int n) noexcept {
  for (int i = 0; i < n; i++) {
    {
      Ref r(h);
      use(r.p, -2);
    }
    checkpoint(i);
  }
}

static void destroy(void *) {}

int main() {
  std::set_terminate(on_terminate);
  ga = arc_alloc(sizeof(long), destroy);
  gb = arc_alloc(sizeof(long), destroy);
  *(long *)ga = 1, *(long *)gb = 2;
  const int n = 10;
  throw_at = n - 1;
  for (int k = 0; k < 3; k++) {
    std::fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      if (k == 0) {
        scenario = "copy_outstanding";
        copy_outstanding(ga, n);
      } else if (k == 1) {
        scenario = "two_handles";
        two_handles(ga, gb, n);
      } else {
        scenario = "after_release";
        after_release(ga, n);
      }
      std::printf("%s: no terminate\n", scenario);
      _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
  }
  arc_release(ga);
  arc_release(gb);
  return 0;
}
