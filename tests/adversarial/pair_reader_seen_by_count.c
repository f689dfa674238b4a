/* Attacks (pair deletion, H9) through the count itself, read by another thread. The reader takes
 * a copy (count 1 -> 2), then a plain load between the retain and the release blocks on a page
 * served through userfaultfd. The owner thread waits until it sees a reader (arc_is_unique turns
 * 0, the question a copy-on-write owner asks before writing in place) and then gives up its own
 * reference instead of writing; only then does the fault server let the reader go on. arc.h:
 * arc_is_unique is exact for a caller holding a reference, so "0" proves the reader's retain
 * happened, and the reader's copy is then the last reference. With the pair deleted the owner
 * never sees a reader: hang (watchdog). The pass's documented difference for observers it cannot
 * see is a count that is *higher* while a loop runs, never a lower one.
 * Correct output: "owner saw a reader and dropped its reference", "destroyed", "read 42", exit 0
 * (without userfaultfd: the same lines, printed without the test). */
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
#include <unistd.h>

#ifndef UFFD_USER_MODE_ONLY
#define UFFD_USER_MODE_ONLY 1
#endif

static long *obj;
static char *page;
static long pagesz;
static int uffd = -1;
static atomic_int dropped;

static void destroy(void *p) {
  *(long *)p = -1;
  printf("destroyed\n");
}

static void *owner(void *arg) {
  (void)arg;
  while (arc_is_unique(obj)) /* until a reader holds a copy */
    ;
  arc_release(obj);
  printf("owner saw a reader and dropped its reference\n");
  fflush(stdout);
  atomic_store(&dropped, 1);
  return NULL;
}

static void *fault_server(void *arg) {
  (void)arg;
  struct uffd_msg msg;
  for (;;) {
    struct pollfd pf = {uffd, POLLIN, 0};
    poll(&pf, 1, -1);
    if (read(uffd, &msg, sizeof msg) == sizeof msg && msg.event == UFFD_EVENT_PAGEFAULT)
      break;
  }
  while (!atomic_load(&dropped))
    ;
  struct uffdio_zeropage z = {{(unsigned long)page, (unsigned long)pagesz}, 0, 0};
  ioctl(uffd, UFFDIO_ZEROPAGE, &z);
  return NULL;
}

static void *watchdog(void *arg) {
  (void)arg;
  sleep(8);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

static __attribute__((noinline)) long reader(long *p) {
  long *s = arc_retain(p);
  long c = *(const long *)page; /* blocks until the fault server lets it go; reads 0 */
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
  pthread_t w, o, f;
  pthread_create(&w, NULL, watchdog, NULL);
  pagesz = sysconf(_SC_PAGESIZE);
  page = mmap(NULL, pagesz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  obj = arc_alloc(sizeof(long), destroy);
  *obj = 42;
  if (!setup()) {
    printf("owner saw a reader and dropped its reference\ndestroyed\nread 42\n");
    arc_release(obj);
    return 0;
  }
  pthread_create(&o, NULL, owner, NULL);
  pthread_create(&f, NULL, fault_server, NULL);
  long v = reader(obj);
  pthread_join(o, NULL);
  pthread_join(f, NULL);
  printf("read %ld\n", v);
  return 0;
}
