/* Attacks (unwinding exits with lazy hoisting): a serial outer loop P runs, per round, a call
 * that may throw (before(), an invoke: a local with a destructor is alive) and then an inner
 * loop L of m[r] iterations (m[r] may be 0, so the pair can only leave P lazily, behind the
 * "held" flag) whose body holds a RAII copy of h across use(), which may throw too. Exceptions
 * are thrown: from before() in the first round (nothing ever retained), from before() after a
 * round that ran L (the lazy flag set), from before() after rounds that all skipped L, from
 * use() with the copy outstanding, and in a second function caught inside P and continued.
 * Every landing pad of P must release exactly what the source holds there: the exit after
 * before() gets "if (held) release", the exit inside L keeps ~Ref's release.
 * run_pure/run_pure_catching: the same inner loop where P reads no memory after L (the round's
 * count comes from a register), so the pair does leave P lazily; use_r() throws in chosen rounds.
 * Correct output: one "scenario N: caught K, count 1" line per scenario, then "destroyed",
 * exit 0 (the checking runtime reports no bad count and no leak). */
#include <arc.h>
#include <cstdio>

struct Ref {
  void *p;
  explicit Ref(void *h) : p(arc_retain(h)) {}
  ~Ref() { arc_release(p); }
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
};
struct Noisy {
  ~Noisy();
};
static volatile long sink;
Noisy::~Noisy() { sink = sink + 1; }

static int throw_r = -1, throw_j = -1, throw_jr = -1;
static int cur_r;
__attribute__((noinline)) void before(int r) {
  cur_r = r;
  if (r == throw_r)
    throw 2;
}
__attribute__((noinline)) void use(void *p, int j) {
  sink = sink + *(long *)p + j;
  if (j == throw_j && cur_r == throw_jr)
    throw 1;
}

__attribute__((noinline)) void use_r(void *p, int r, int j) {
  sink = sink + *(long *)p + j;
  if (j == throw_j && r == throw_jr)
    throw 1;
}

__attribute__((noinline)) void run(void *h, int rounds, const int *m) {
  for (int r = 0; r < rounds; r++) {
    Noisy n;
    before(r);
    for (int j = 0; j < m[r]; j++) {
      Ref x(h);
      use(x.p, j);
    }
  }
}

/* The same inner loop with nothing in P after L's release that reads memory: the round count
 * comes from a register (4 bits of pattern per round), so H8 has nothing to refuse over P. */
__attribute__((noinline)) void run_pure(void *h, int rounds, unsigned long pattern) {
  for (int r = 0; r < rounds; r++) {
    int mr = (int)((pattern >> (4 * r)) & 15);
    for (int j = 0; j < mr; j++) {
      Ref x(h);
      use_r(x.p, r, j);
    }
  }
}

__attribute__((noinline)) int run_catching(void *h, int rounds, const int *m) {
  int caught = 0;
  for (int r = 0; r < rounds; r++) {
    try {
      before(r);
      for (int j = 0; j < m[r]; j++) {
        Ref x(h);
        use(x.p, j);
      }
    } catch (int) {
      caught++;
    }
  }
  return caught;
}

/* run_pure with the exception caught inside P and the rounds continued. */
__attribute__((noinline)) int run_pure_catching(void *h, int rounds, unsigned long pattern) {
  int caught = 0;
  for (int r = 0; r < rounds; r++) {
    int mr = (int)((pattern >> (4 * r)) & 15);
    try {
      for (int j = 0; j < mr; j++) {
        Ref x(h);
        use_r(x.p, r, j);
      }
    } catch (int) {
      caught++;
    }
  }
  return caught;
}

static void destroy(void *) { std::printf("destroyed\n"); }

int main() {
  long *h = (long *)arc_alloc(sizeof(long), destroy);
  *h = 7;
  static const int m_run[] = {0, 3, 0, 2, 4, 0, 5};
  static const int m_none[] = {0, 0, 0, 0, 0, 0, 0};
  struct {
    const int *m;
    int tr, tj, tjr;
  } sc[] = {
      {m_run, 0, -1, -1},  /* before() throws in round 0: L never ran */
      {m_run, 2, -1, -1},  /* before() throws after a round that ran L */
      {m_none, 4, -1, -1}, /* before() throws, L never ran in any round */
      {m_run, -1, 1, 3},   /* use() throws with the copy outstanding */
      {m_run, -1, 4, 6},   /* use() throws in the last round */
      {m_run, 6, -1, -1},  /* before() throws in the last round */
  };
  int k = 0;
  for (auto &s : sc) {
    throw_r = s.tr, throw_j = s.tj, throw_jr = s.tjr;
    int caught = 0;
    try {
      run(h, 7, s.m);
    } catch (int) {
      caught++;
    }
    std::printf("scenario %d: caught %d, count %ld\n", k, caught, arc_count(h));
    caught = run_catching(h, 7, s.m);
    std::printf("scenario %d catching: caught %d, count %ld\n", k, caught, arc_count(h));
    k++;
  }
  /* run_pure: rounds 0..6 run 0,3,0,2,4,0,5 inner iterations */
  unsigned long pattern = 0x5042030ul;
  int pure[][2] = {{1, 0}, {1, 2}, {3, 0}, {4, 3}, {6, 4}, {-1, -1}};
  for (auto &p : pure) {
    throw_jr = p[0], throw_j = p[1];
    int caught = 0;
    try {
      run_pure(h, 7, pattern);
    } catch (int) {
      caught++;
    }
    std::printf("pure r=%d j=%d: caught %d, count %ld\n", p[0], p[1], caught, arc_count(h));
    caught = run_pure_catching(h, 7, pattern);
    std::printf("pure catching r=%d j=%d: caught %d, count %ld\n", p[0], p[1], caught,
                arc_count(h));
  }
  arc_release(h);
  return 0;
}
