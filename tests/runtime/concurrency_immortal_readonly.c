// IMMORTAL objects hammered from several threads with every entry point are never written: they
// live in read-only memory (ARC_STATIC_IMMORTAL), so a single write would kill the test with
// SIGSEGV. The --write runs are the control: they show that a write to such an object's count
// word does fault, both for a plain payload (.rodata) and for a payload holding an address
// (.data.rel.ro, read-only after relocation).
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t 2 1000000 | FileCheck %s
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check && %t.check 2 20000 2>&1 | FileCheck %s
// RUN: not --crash %t 2 1 --write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not --crash %t 2 1 --write-reloc 2>&1 | FileCheck %s --check-prefix=WRITE
//
// CHECK: immortal objects unchanged after 2 threads x {{[0-9]+}} rounds of every entry point
// WRITE: about to write an immortal count word
// WRITE-NOT: write succeeded

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct str {
  long len;
  char bytes[8];
};
ARC_STATIC_IMMORTAL(plain, struct str, {5, "hello"});

struct pair {
  const char *name; // an address: the object needs a relocation
  long second;
};
ARC_STATIC_IMMORTAL(with_reloc, struct pair, {"seven", 7});

static long rounds;
static volatile long sink;

static void *hammer(void *arg) {
  (void)arg;
  void *objs[2] = {plain, with_reloc};
  for (long i = 0; i < rounds; ++i) {
    void *p = objs[i & 1];
    arc_release(arc_retain(p));
    arc_release_local(arc_retain_local(p));
    arc_release(arc_publish(p)); // an extra release: still nothing happens
    arc_release_local(p);
    sink += arc_count(p) + arc_is_unique(p);
  }
  return NULL;
}

static long long word(const void *p) { return ((const struct arc_header *)p - 1)->rc; }

int main(int argc, char **argv) {
  int nthreads = argc > 1 ? atoi(argv[1]) : 2;
  rounds = argc > 2 ? atol(argv[2]) : 1000000;
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc > 3) {
    // Through a volatile pointer, so that the compiler keeps the (undefined) write.
    void *volatile target =
        strcmp(argv[3], "--write-reloc") == 0 ? (void *)with_reloc : (void *)plain;
    volatile long long *count_word = &((struct arc_header *)target - 1)->rc;
    printf("about to write an immortal count word\n");
    *count_word = 1; // must fault
    printf("write succeeded: the object is not in read-only memory\n");
    return 0;
  }
  pthread_t th[16];
  if (nthreads < 1 || nthreads > 16)
    return 2;
  for (int t = 0; t < nthreads; ++t)
    pthread_create(&th[t], NULL, hammer, NULL);
  for (int t = 0; t < nthreads; ++t)
    pthread_join(th[t], NULL);
  if (word(plain) != ARC_RC_IMMORTAL || word(with_reloc) != ARC_RC_IMMORTAL ||
      arc_count(plain) != ARC_COUNT_IMMORTAL || arc_count(with_reloc) != ARC_COUNT_IMMORTAL ||
      plain->len != 5 || with_reloc->second != 7) {
    printf("FAIL: an immortal object changed\n");
    return 1;
  }
  printf("immortal objects unchanged after %d threads x %ld rounds of every entry point\n",
         nthreads, rounds);
  return 0;
}
