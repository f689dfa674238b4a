/* Attacks (thread-local rewrite, escape rules 1 and 3): the pointer is stored into a volatile
 * union slot (an alloca used only by loads and stores: a "private slot") and read back as a
 * VECTOR of two ints (<2 x i32>), not as a pointer or an integer. The vector goes to a global, and
 * a second thread turns it back into the pointer through the same union and retains/releases the
 * object. If the pass follows only pointer- and integer-typed loads of a private slot, the object
 * would be LOCAL and the checking runtime aborts. Correct output: "sum 10", "worker saw 7", exit 0.
 */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
typedef int v2si __attribute__((vector_size(8)));

union pun {
  long *p;
  v2si v;
};
static v2si shared_bits;

static void *worker(void *arg) {
  (void)arg;
  union pun u;
  u.v = shared_bits;
  long *s = arc_retain(u.p);
  printf("worker saw %ld\n", *s);
  arc_release(s);
  return NULL;
}
static volatile int n = 10;

int main(void) {
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 7;
  volatile union pun u;
  u.p = o;
  shared_bits = u.v;
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(o);
    sum += *s != 0;
    arc_release(s);
  }
  printf("sum %ld\n", sum);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  arc_release(o);
  return 0;
}
