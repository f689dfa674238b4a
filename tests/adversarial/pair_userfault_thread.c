/* Attacks (pair deletion, H9: "nothing between the retain and the release can release it": only
 * loads). No signal handler this time: between the retain and the release a plain load touches a
 * page registered with userfaultfd, and the thread blocks in the kernel until a fault-handling
 * thread resolves it. That thread learns from the fault event that the reader is between its
 * retain and its release, drops the owner reference (count 2 -> 1 in the source), and then
 * resolves the fault. The reader's copy is what keeps the object alive for the read that
 * follows (its index depends on the faulting load, so it cannot be done before it). Deleted, the
 * fault handler's release is the last: use after free.
 * Correct output: "fault served, owner dropped", "destroyed", "read 42", exit 0. (If
 * userfaultfd is unavailable it prints the same lines without the fault and exits 0.) */
#define _GNU_SOURCE
#include <arc.h>
#include <fcntl.h>
#include <linux/userfaultfd.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef UFFD_USER_MODE_ONLY
#define UFFD_USER_MODE_ONLY 1
#endif

static long *owner;
static char *page;
static long pagesz;
static int uffd = -1;

static void destroy(void *p) {
  *(long *)p = -1;
  printf("destroyed\n");
  fflush(stdout);
}

static void *fault_server(void *arg) {
  (void)arg;
  struct uffd_msg msg;
  for (;;) {
    struct pollfd pf = {uffd, POLLIN, 0};
    poll(&pf, 1, -1);
    if (read(uffd, &msg, sizeof msg) != sizeof msg)
      continue;
    if (msg.event != UFFD_EVENT_PAGEFAULT)
      continue;
    arc_release(owner); /* the reader is between its retain and its release */
    printf("fault served, owner dropped\n");
    fflush(stdout);
    struct uffdio_zeropage z = {{(unsigned long)page, (unsigned long)pagesz}, 0, 0};
    ioctl(uffd, UFFDIO_ZEROPAGE, &z);
    return NULL;
  }
}

static __attribute__((noinline)) long reader(long *p) {
  long *s = arc_retain(p);
  long c = *(const long *)page; /* blocks until the fault server resolves it; reads 0 */
  long v = s[c];
  arc_release(s);
  return v;
}

static int setup(void) {
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
  reg.range.start = (unsigned long)page;
  reg.range.len = (unsigned long)pagesz;
  reg.mode = UFFDIO_REGISTER_MODE_MISSING;
  return ioctl(uffd, UFFDIO_REGISTER, &reg) == 0;
}

int main(void) {
  pagesz = sysconf(_SC_PAGESIZE);
  page = mmap(NULL, pagesz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 42;
  pthread_t t;
  if (setup()) {
    pthread_create(&t, NULL, fault_server, NULL);
    long v = reader(owner);
    pthread_join(t, NULL);
    printf("read %ld\n", v);
  } else { /* no userfaultfd: the expected output without the fault */
    printf("fault served, owner dropped\n");
    long v = reader(owner);
    arc_release(owner);
    printf("destroyed\nread %ld\n", v);
  }
  return 0;
}
