// Checking build: a correct program using every entry point, LOCAL objects kept by their owner,
// objects published and then shared by several threads, SHARED objects, immortal objects and a
// destructor chain, gets no report at all, and no leaks with ARC_CHECK_LEAKS=1.
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=arc-check:
// RUN: env ARC_CHECK_LEAKS=1 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,NOLEAK \
// RUN:   --implicit-check-not=arc-check:
// CHECK: done: sum 2000000
// NOLEAK: arc-check: no leaks (10002 objects allocated, 10002 freed, 0 immortalized)

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <pthread.h>
#include <stdio.h>

struct list {
  struct list *next;
  long value;
};
static void list_destroy(void *p) { arc_release_local(((struct list *)p)->next); }

ARC_STATIC_IMMORTAL(one, long, 1);

struct shared_state {
  long *counter; // a SHARED object
  long *published;
};

static void *worker(void *arg) {
  struct shared_state *st = arg;
  long local_sum = 0;
  // A thread's own LOCAL objects.
  struct list *head = NULL;
  for (int i = 0; i < 5000; ++i) {
    struct list *l = arc_alloc_local(sizeof *l, list_destroy);
    l->next = head;
    l->value = 1;
    head = l;
  }
  for (struct list *l = head; l; l = l->next)
    local_sum += arc_count(l) + arc_is_unique(l) - 1;
  arc_release_local(head);
  for (int i = 0; i < 1000; ++i) {
    arc_release(arc_retain(st->counter));
    arc_release_local(arc_retain_local(st->published)); // SHARED now: the atomic path
    arc_release(arc_retain(one));
  }
  return (void *)local_sum;
}

int main(void) {
  struct shared_state st;
  st.counter = arc_alloc(sizeof(long), NULL);
  st.published = arc_alloc_local(sizeof(long), NULL);
  *st.counter = 0;
  arc_retain_local(st.published);
  arc_release_local(st.published);
  arc_publish(st.published);
  pthread_t t[2];
  for (int i = 0; i < 2; ++i)
    pthread_create(&t[i], NULL, worker, &st);
  long sum = 0;
  for (int i = 0; i < 2; ++i) {
    void *r;
    pthread_join(t[i], &r);
    sum += (long)r;
  }
  printf("done: sum %ld\n", sum * 200);
  arc_release(st.counter);
  arc_release(st.published);
  arc_release(one);
  return 0;
}
