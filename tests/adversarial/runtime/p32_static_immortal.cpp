// p32: ARC_STATIC_IMMORTAL objects (C++ build; payloads with and without addresses, file and
// block scope) used from many threads: retain/release must never write (the object is in
// read-only memory: a write faults), arc_count == ARC_COUNT_IMMORTAL, arc_is_unique == 0,
// arc_publish returns p. Failure: SIGSEGV, wrong observer results, TSan report.
#include "arc.h"
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>
struct str {
  long len;
  char bytes[8];
};
ARC_STATIC_IMMORTAL(empty_str, struct str, {0, ""});
struct withptr {
  const char *p;
  long n;
};
ARC_STATIC_IMMORTAL(wp, struct withptr, {"hello", 5});
typedef long arr4[4];
ARC_STATIC_IMMORTAL(a4, arr4, {1, 2, 3, 4});
static std::atomic<long> fails{0};
static int ITER = 200000;
static void use() {
  ARC_STATIC_IMMORTAL(local_imm, long, 99);
  for (int i = 0; i < ITER; i++) {
    void *ps[4] = {(void *)empty_str, (void *)wp, (void *)a4, (void *)local_imm};
    for (void *p : ps) {
      if (arc_retain(p) != p || arc_retain_local(p) != p || arc_publish(p) != p)
        fails++;
      arc_release(p);
      arc_release_local(p);
      if (arc_count(p) != ARC_COUNT_IMMORTAL || arc_is_unique(p))
        fails++;
    }
  }
  if (wp->n != 5 || (*a4)[3] != 4 || *local_imm != 99)
    fails++;
}
int main(int argc, char **argv) {
  if (argc > 1)
    ITER = atoi(argv[1]);
  void *warm = arc_alloc(8, nullptr);
  arc_release(warm);
  std::vector<std::thread> ts;
  for (int i = 0; i < 3; i++)
    ts.emplace_back(use);
  use();
  for (auto &t : ts)
    t.join();
  if (fails) {
    fprintf(stderr, "FAIL: p32_static_immortal: %ld failures\n", fails.load());
    return 1;
  }
  printf("p32_static_immortal: ok\n");
  return 0;
}
