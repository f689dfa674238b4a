/* p15: an owner exits holding many plain (owner-half) counts on its objects; a new thread takes
 * its number (verified through the header's owner byte) and continues those counts: it retains
 * (plain) and releases the old objects, while a third thread (non-owner) releases the exited
 * owner's references concurrently. Repeated over many generations of the same number.
 * Contract: the next thread that allocates "continues the exited owner's counts".
 * Failure: arc_count differs from the exact number of references outstanding, destructor runs
 * early (canary DIE) or never (leak), TSan race between the two generations' plain stores. */
#include "common.h"
#include "ring.h"
#define NOBJ 64
#define GEN 300
static tobj *objs[NOBJ];
static ring_t to_rel; /* references to be released by the releaser thread */
static atomic_long pending;
static int owner_of(void *p) { return (int)((hdr_destroy_word(p) >> 48) & 0xff); }
static int last_owner = -1, same = 0;
static long R = 40;
static void *generation(void *a) {
  long g = (long)a;
  tobj *mine = tobj_new(-1);
  int me = owner_of(mine);
  if (g > 0 && me == last_owner)
    same++;
  last_owner = me;
  if (g == 0)
    for (int i = 0; i < NOBJ; i++)
      objs[i] = tobj_new(i);
  for (int i = 0; i < NOBJ; i++) {
    tcheck(objs[i], "gen");
    for (long k = 0; k < R; k++) {
      atomic_fetch_add(&pending, 1);
      ring_push(&to_rel, arc_retain(objs[i]));
    }
    arc_retain(objs[i]);
    arc_release(objs[i]);
  }
  arc_release(mine);
  return 0;
}
static atomic_int stop;
static void *releaser(void *a) {
  (void)a;
  for (;;) {
    tobj *o = ring_pop(&to_rel);
    if (!o) {
      if (atomic_load(&stop))
        break;
      sched_yield();
      continue;
    }
    tcheck(o, "releaser");
    if (arc_count(o) < 2)
      FAILF("count %ld < 2 while main and releaser hold refs", arc_count(o));
    arc_release(o);
    atomic_fetch_sub(&pending, 1);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    R = atol(argv[1]);
  runs_init(NOBJ + 1);
  pthread_t rel;
  pthread_create(&rel, 0, releaser, 0);
  for (long g = 0; g < GEN; g++) {
    pthread_t t;
    pthread_create(&t, 0, generation, (void *)g);
    pthread_join(t, 0);
    if (g % 50 == 49) {
      while (atomic_load(&pending))
        sched_yield();
      for (int i = 0; i < NOBJ; i++)
        if (arc_count(objs[i]) != 1)
          FAILF("gen %ld obj %d count %ld != 1", g, i, arc_count(objs[i]));
    }
  }
  atomic_store(&stop, 1);
  pthread_join(rel, 0);
  printf("generations that inherited the previous owner number: %d/%d\n", same, GEN - 1);
  for (int i = 0; i < NOBJ; i++) {
    if (arc_count(objs[i]) != 1)
      FAILF("final count %ld", arc_count(objs[i]));
    arc_release(objs[i]);
  }
  return finish("p15_owner_handover");
}
