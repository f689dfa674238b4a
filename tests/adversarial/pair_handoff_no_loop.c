/* Attacks (pair deletion: a retain and its release with "nothing that can decrement the count in
 * between"). Straight-line code between the pair: one release store of an unrelated int (the
 * hand-over of the owner reference to another thread) and a call to a visible function that
 * touches no memory (a long arithmetic loop, inferred memory(none)). The other thread drops the
 * handed reference while that computation runs; the pair's copy is what keeps the object alive
 * for the read after it. Without the pair: use after free (ASan), or the destructor's -1.
 * Correct output: "destroyed" (run by the copy's release), then "read 42", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static long *obj;
static atomic_int handed, dropped;

static void destroy(void *p) {
  *(long *)p = -1;
  printf("destroyed\n");
  fflush(stdout);
}

static void *taker(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&handed, memory_order_acquire))
    ;
  arc_release(obj); /* the handed owner reference: count 2 -> 1 */
  atomic_store_explicit(&dropped, 1, memory_order_release);
  return NULL;
}

/* memory(none): a few hundred milliseconds of arithmetic */
static __attribute__((noinline)) unsigned long crunch(unsigned long n) {
  unsigned long x = n;
  for (unsigned long i = 0; i < n; i++)
    x = x * 6364136223846793005UL + (x >> 17) + i;
  return x;
}

static __attribute__((noinline)) long reader(long *p, unsigned long n, unsigned long *out) {
  long *s = arc_retain(p);
  atomic_store_explicit(&handed, 1, memory_order_release);
  *out = crunch(n);
  long v = *s;
  arc_release(s);
  return v;
}

int main(int argc, char **argv) {
  (void)argv;
  obj = arc_alloc(sizeof(long), destroy);
  *obj = 42;
  pthread_t t;
  pthread_create(&t, NULL, taker, NULL);
  unsigned long junk;
  long v = reader(obj, 300000000UL + (unsigned long)argc, &junk);
  pthread_join(t, NULL); /* the taker has dropped its reference by now in any build */
  printf("read %ld\n", v);
  return junk == 1 ? 1 : 0;
}
