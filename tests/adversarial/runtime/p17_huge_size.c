/* p17: arc_alloc / arc_alloc_local with sizes near SIZE_MAX. The header adds 16 bytes and the
 * size class rounds up to 16, so an unchecked size + 16 wraps to a tiny block.
 * Contract: returns an object with `size` bytes of payload, or NULL if memory is exhausted.
 * Failure: a non-NULL result for a size that cannot possibly be allocated (then writing the
 * last byte of the promised payload would corrupt memory). */
#include "common.h"
int main(void) {
  size_t sizes[] = {SIZE_MAX,      SIZE_MAX - 1,  SIZE_MAX - 8,     SIZE_MAX - 15,  SIZE_MAX - 16,
                    SIZE_MAX - 17, SIZE_MAX - 31, SIZE_MAX / 2 + 1, (size_t)1 << 62};
  for (unsigned i = 0; i < sizeof sizes / sizeof *sizes; i++) {
    void *p = arc_alloc(sizes[i], 0);
    if (p) {
      FAILF("arc_alloc(%zu = SIZE_MAX-%zu) returned %p (count %ld) instead of NULL", sizes[i],
            SIZE_MAX - sizes[i], p, arc_count(p));
      arc_release(p);
    }
    void *q = arc_alloc_local(sizes[i], 0);
    if (q) {
      FAILF("arc_alloc_local(SIZE_MAX-%zu) returned %p instead of NULL", SIZE_MAX - sizes[i], q);
      arc_release(q);
    }
  }
  return finish("p17_huge_size");
}
