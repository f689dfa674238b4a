// Destruction is iterative: a linked chain of ten million objects (alternately LOCAL and SHARED),
// each destructor releasing the next, is destroyed by releasing its head, in a thread created
// with an explicit 8 MiB stack (the default main-thread ulimit, set explicitly so the test does
// not depend on the environment). A recursive destroy would need at least ten million frames
// (hundreds of MiB) and overflow it. The test also measures the stack span used by destructors:
// it must stay flat (under 64 KiB), not grow with the chain.
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t 10000000 | FileCheck %s
// CHECK: chain of 10000000 objects: 10000000 destroyed, stack flat

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct link {
  struct link *next;
};

static long destroyed;
static uintptr_t lowest_sp = UINTPTR_MAX, highest_sp;

static void link_destroy(void *payload) {
  struct link *l = payload;
  uintptr_t sp = (uintptr_t)__builtin_frame_address(0);
  if (sp < lowest_sp)
    lowest_sp = sp;
  if (sp > highest_sp)
    highest_sp = sp;
  ++destroyed;
  arc_release(l->next); // reaches zero: must be queued, not destroyed in here
}

static long length;

static void *run(void *arg) {
  (void)arg;
  struct link *head = NULL;
  for (long i = 0; i < length; ++i) {
    struct link *l = (i % 2 ? arc_alloc : arc_alloc_local)(sizeof *l, link_destroy);
    if (!l) {
      printf("FAIL: out of memory at %ld\n", i);
      exit(1);
    }
    l->next = head; // the new link owns the old head
    head = l;
  }
  arc_release(head);
  return NULL;
}

int main(int argc, char **argv) {
  length = argc > 1 ? atol(argv[1]) : 10000000;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 8u << 20);
  pthread_t th;
  if (pthread_create(&th, &attr, run, NULL) != 0) {
    perror("pthread_create");
    return 2;
  }
  pthread_join(th, NULL);
  uintptr_t span = highest_sp - lowest_sp;
  int flat = span < 64 * 1024;
  printf("chain of %ld objects: %ld destroyed, stack %s (destructor frames span %lu bytes)\n",
         length, destroyed, flat ? "flat" : "GREW", (unsigned long)span);
  return destroyed == length && flat ? 0 : 1;
}
