/* Attacks (full LTO and ThinLTO, H2 through GlobalsAA; globalsaa_sync.other.c is the other
 * file): the loop copies global_handle, a global whose address is never taken, around
 * use_counted() from the other file. Under full LTO its body is in the module: it writes only
 * its own counter, so GlobalsAA says it does not write global_handle. But at its calls 500 and
 * 700 it hands over to a writer thread (release store, acquire spin) that replaces the handle
 * through set_handle() (store, then release of the old object): the program has no data race,
 * and the source's next load sees the new object. Hoisted, the loop keeps the first object;
 * with full LTO the second object is used after the writer freed it.
 * Correct output: "destroyed 5", "destroyed 7", "sum 6600 count 1", "destroyed 9", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

long use_counted(const long *payload);
void *writer(void *arg);
void *global_handle;

__attribute__((noinline)) static long loop(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(global_handle);
    acc += use_counted(s);
    arc_release(s);
  }
  return acc;
}

__attribute__((noinline)) void set_handle(void *p) {
  void *old = global_handle;
  global_handle = p;
  arc_release(old);
}

static void destroy_h(void *p) { printf("destroyed %ld\n", *(long *)p); }

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy_h);
  *h = 5;
  global_handle = h;
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
  long sum = loop(1000);
  pthread_join(t, NULL);
  printf("sum %ld count %ld\n", sum, arc_count(global_handle));
  arc_release(global_handle);
  return 0;
}
