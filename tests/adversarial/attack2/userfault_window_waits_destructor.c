/* Attacks H8 (nothing after the last release may tell that the destructor has not run yet): the
 * read after the release goes through a restrict pointer (alias analysis: no destructor writes
 * it, so H8 admits it) but touches a page registered with userfaultfd, so it blocks until a
 * fault-serving thread resolves it. That thread waits (up to 2 s) for the destructor's flag
 * before resolving: in the source the last iteration's release destroyed the object before the
 * read, so it resolves at once. Hoisted, the destructor runs only at the loop's exit, after the
 * read: the server waits in vain (a release that H8 lets the load "wait for" silently, where a
 * call that may wait is refused). Correct output: "server: destructor had run", "loop done 6", exit
 * 0 (without userfaultfd it prints the same lines without the fault). */
#define _GNU_SOURCE
#include <arc.h>
#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#ifndef UFFD_USER_MODE_ONLY
#define UFFD_USER_MODE_ONLY 1
#endif

static atomic_int destroyed;
static long *owner;
static char *region;
static long pagesz;
static int uffd = -1;
static volatile int n_iter = 6;

static void destroy(void *p) {
  (void)p;
  atomic_store_explicit(&destroyed, 1, memory_order_release);
}
static void drop_impl(int i, int n) {
  if (i == n - 1) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int, int) = drop_impl;

static void *fault_server(void *arg) {
  (void)arg;
  struct uffd_msg msg;
  for (;;) {
    struct pollfd pf = {uffd, POLLIN, 0};
    poll(&pf, 1, -1);
    if (read(uffd, &msg, sizeof msg) != sizeof msg || msg.event != UFFD_EVENT_PAGEFAULT)
      continue;
    int ok = 0;
    for (int t = 0; t < 200 && !ok; t++) {
      ok = atomic_load_explicit(&destroyed, memory_order_acquire);
      if (!ok)
        usleep(10000);
    }
    printf("server: destructor had %s\n", ok ? "run" : "NOT run");
    fflush(stdout);
    unsigned long a = msg.arg.pagefault.address & ~(unsigned long)(pagesz - 1);
    struct uffdio_zeropage z = {{a, (unsigned long)pagesz}, 0, 0};
    ioctl(uffd, UFFDIO_ZEROPAGE, &z);
    return NULL;
  }
}

static __attribute__((noinline)) long run(long *h, const long *restrict probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    drop(i, n);
    arc_release(s);
    acc += probe[i * stride]; /* the last iteration's page is served by fault_server */
  }
  return acc;
}

static int setup(int n) {
  for (int i = 0; i < n - 1; i++)
    region[i * pagesz] = 0; /* populated: no fault */
  uffd = (int)syscall(SYS_userfaultfd, O_CLOEXEC | UFFD_USER_MODE_ONLY);
  if (uffd < 0)
    uffd = (int)syscall(SYS_userfaultfd, O_CLOEXEC);
  if (uffd < 0)
    return 0;
  struct uffdio_api api = {UFFD_API, 0, 0};
  if (ioctl(uffd, UFFDIO_API, &api) < 0)
    return 0;
  struct uffdio_register reg;
  memset(&reg, 0, sizeof reg);
  reg.range.start = (unsigned long)(region + (n - 1) * pagesz);
  reg.range.len = (unsigned long)pagesz;
  reg.mode = UFFDIO_REGISTER_MODE_MISSING;
  return ioctl(uffd, UFFDIO_REGISTER, &reg) == 0;
}

int main(void) {
  pagesz = sysconf(_SC_PAGESIZE);
  region = mmap(NULL, 16 * pagesz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 1;
  int n = n_iter;
  long acc;
  pthread_t t;
  if (setup(n)) {
    pthread_create(&t, NULL, fault_server, NULL);
    acc = run(owner, (const long *)region, pagesz / (long)sizeof(long), n);
    pthread_join(t, NULL);
  } else {
    acc = run(owner, (const long *)region, pagesz / (long)sizeof(long), n);
    printf("server: destructor had run\n");
  }
  printf("loop done %ld\n", acc);
  return 0;
}
