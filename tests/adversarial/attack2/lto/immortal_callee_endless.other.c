/* The other file of immortal_callee_endless.c: tick() counts an immortal literal. */
#include <arc.h>

struct lit {
  long v;
};
ARC_STATIC_IMMORTAL(lit_obj, struct lit, {42});

__attribute__((noinline)) void tick(void) {
  void *s = arc_retain((void *)lit_obj);
  arc_release(s);
}
