/* Attacks (unwinding exits: forced unwinding by pthread_cancel through C++ cleanups): worker
 * threads loop over a RAII copy of h; main cancels each worker while it waits at a cancellation
 * point inside use() (the copy outstanding): the forced unwind runs ~Ref in the landing pad.
 * - in_scope: the cancellation point inside the copy's scope;
 * - rethrow: the same with try { ... } catch (abi::__forced_unwind &) { noted++; throw; } in
 *   the body (the handler rethrows, as it must);
 * - outer_raii: the copy outlives an inner loop that is left by the unwind (an outer Ref alive
 *   across a hoisted inner loop's Refs).
 * main joins each worker and prints the count (1: every copy released once).
 * Correct output: "in_scope: count 1 noted 0", "rethrow: count 1 noted 1",
 * "outer_raii: count 1 noted 0", "destroyed", exit 0. */
#include <arc.h>
#include <cstdio>
#include <cxxabi.h>
#include <pthread.h>
#include <semaphore.h>
#include <unistd.h>

struct Ref {
  void *p;
  explicit Ref(void *h) : p(arc_retain(h)) {}
  ~Ref() { arc_release(p); }
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
};

static void *h; /* main's reference; the workers get it as their argument */
static sem_t at_point;
static volatile long sink;
static int noted;

__attribute__((noinline)) void use(void *p, int i) {
  sink = sink + *(long *)p;
  if (i == 5) {
    sem_post(&at_point);
    for (;;)
      pause(); /* a cancellation point: the forced unwind starts here */
  }
}

static void *in_scope(void *h) {
  for (int i = 0; i < 100; i++) {
    Ref r(h);
    use(r.p, i);
  }
  return nullptr;
}
static void *rethrow(void *h) {
  for (int i = 0; i < 100; i++) {
    Ref r(h);
    try {
      use(r.p, i);
    } catch (abi::__forced_unwind &) {
      noted++;
      throw;
    }
  }
  return nullptr;
}
static void *outer_raii(void *h) {
  for (int k = 0; k < 3; k++) {
    Ref outer(h);
    for (int i = 0; i < 10; i++) {
      Ref r(h);
      use(r.p, k == 2 ? i : -1);
    }
  }
  return nullptr;
}

static void destroy(void *) { std::printf("destroyed\n"); }

int main() {
  sem_init(&at_point, 0, 0);
  h = arc_alloc(sizeof(long), destroy);
  *(long *)h = 3;
  void *(*fns[])(void *) = {in_scope, rethrow, outer_raii};
  const char *names[] = {"in_scope", "rethrow", "outer_raii"};
  for (int k = 0; k < 3; k++) {
    noted = 0;
    pthread_t t;
    pthread_create(&t, nullptr, fns[k], h);
    sem_wait(&at_point);
    pthread_cancel(t);
    void *ret;
    pthread_join(t, &ret);
    std::printf("%s: count %ld noted %d%s\n", names[k], arc_count(h), noted,
                ret == PTHREAD_CANCELED ? "" : " (not cancelled)");
  }
  arc_release(h);
  return 0;
}
