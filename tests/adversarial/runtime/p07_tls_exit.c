/* p07: retains/releases/allocs from a pthread key destructor that runs during thread exit,
 * AFTER the runtime's own per-thread exit work (the user key is created after the runtime has
 * initialised, so glibc runs it later), while a new thread that took the exiting thread's owner
 * number retains/releases the same objects.
 * Contract: "a thread holds its number from its first arc_alloc to its exit"; BIASED objects
 * may be retained/released from any thread in any order.
 * Failure: the exiting thread still uses the plain owner path after its number was handed to
 * the new thread -> lost updates -> wrong arc_count / destructor early (canary DIE) / leak.
 * Mode argv[1]=="early": create the user key before any arc call instead. */
#include "common.h"
static pthread_key_t key;
static tobj *shared_o; /* owned by thread A */
static atomic_int in_dtor, dtor_done, b_done;
static atomic_int a_owner;
#define ITERS 3000000
static void key_dtor(void *v) {
  tobj *o = v;
  atomic_store(&in_dtor, 1);
  /* wait until B has allocated */
  double t0 = now_s();
  while (!atomic_load(&b_done) && atomic_load(&b_done) != 2 && now_s() - t0 < 2) {
    for (int i = 0; i < 1000; i++) {
      arc_retain(o);
      arc_retain(o);
      arc_release(o);
      arc_release(o);
    }
    /* allocate and release in the exit path too */
    tobj *n = tobj_new(-1);
    arc_retain(n);
    arc_release(n);
    arc_release(n);
  }
  arc_release(o); /* the reference stored in the key */
  atomic_store(&dtor_done, 1);
}
static void *thread_a(void *x) {
  (void)x;
  tobj *o = tobj_new(0);
  atomic_store(&a_owner, (int)((hdr_destroy_word(o) >> 48) & 0xff));
  arc_retain(o); /* one for main */
  shared_o = o;
  arc_retain(o); /* one for the key */
  pthread_setspecific(key, o);
  arc_release(o); /* the alloc reference: count = 2 (main, key) */
  return 0;
}
static atomic_int same_owner;
static void *thread_b(void *x) {
  (void)x;
  tobj *mine = tobj_new(-1);
  int ob = (int)((hdr_destroy_word(mine) >> 48) & 0xff);
  if (ob == atomic_load(&a_owner))
    atomic_store(&same_owner, 1);
  tobj *o = shared_o;
  double t0 = now_s();
  while (now_s() - t0 < 0.3) {
    for (int i = 0; i < 1000; i++) {
      arc_retain(o);
      arc_retain(o);
      arc_release(o);
      arc_release(o);
    }
  }
  arc_release(mine);
  atomic_store(&b_done, 1);
  return 0;
}
int main(int argc, char **argv) {
  int early = argc > 1 && !strcmp(argv[1], "early");
  if (early)
    pthread_key_create(&key, key_dtor);
  void *warm = arc_alloc(8, NULL);
  arc_release(warm); /* runtime initialised */
  if (!early)
    pthread_key_create(&key, key_dtor);
  int hits = 0;
  for (int round = 0; round < 8; round++) {
    atomic_store(&in_dtor, 0);
    atomic_store(&dtor_done, 0);
    atomic_store(&b_done, 0);
    atomic_store(&same_owner, 0);
    pthread_t a, b;
    pthread_create(&a, 0, thread_a, 0);
    while (!atomic_load(&in_dtor))
      sched_yield();
    pthread_create(&b, 0, thread_b, 0);
    pthread_join(b, 0);
    pthread_join(a, 0);
    if (!atomic_load(&dtor_done))
      FAILF("key dtor did not finish");
    tcheck(shared_o, "main after round");
    long c = arc_count(shared_o);
    if (c != 1)
      FAILF("round %d: arc_count=%ld, expected 1 (same_owner=%d)", round, c,
            atomic_load(&same_owner));
    hits += atomic_load(&same_owner);
    if (c == 1)
      arc_release(shared_o);
    else {
      atomic_fetch_add(&g_allocs, -1);
    } /* do not cascade */
    if (atomic_load(&g_fail))
      break;
  }
  printf("rounds where B got A's owner number while A's key dtor ran: %d\n", hits);
  return finish(early ? "p07_tls_exit(early)" : "p07_tls_exit(late)");
}
