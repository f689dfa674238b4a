/* The other file of fault_lto.c: use() drops main's owner in iteration 3. */
#include <arc.h>

extern long *owner;
extern volatile int where;

long use(long *s, int i) {
  where = i;
  if (i == 3) {
    arc_release(owner);
    owner = 0;
  }
  return *s;
}
