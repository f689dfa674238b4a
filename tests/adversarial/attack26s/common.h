// common.h - attack26s: what the programs share: the counted element T (its destructor prints
// and returns, as ARCELIDE_OPTIONS=destructors-return promises), the global owner g, and an
// async-signal-safe printer for signal handlers.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>
#include <csignal>
#include <unistd.h>
#include <pthread.h>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
std::shared_ptr<T> g;
// writes "TAG N\n" with write(2) (N < 10): usable in a signal handler
static inline void putnum(const char *tag, long v) {
  char b[64];
  int k = 0;
  while (tag[k] && k < 50) {
    b[k] = tag[k];
    k++;
  }
  b[k++] = ' ';
  b[k++] = char('0' + v % 10);
  b[k++] = '\n';
  (void)!write(1, b, k);
}
