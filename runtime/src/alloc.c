/* alloc.c - where object memory comes from and goes back to: the C library's malloc and free.
 * The header sits in the first 16 bytes of the block, so the payload keeps malloc's 16-byte
 * alignment. */
#include "object.h"

#include <stdlib.h>

/* malloc aligns every block for max_align_t: at least 16 bytes here, so the payload after the
 * 16-byte header is 16-byte aligned as arc.h promises. Checked when compiling, not per block. */
_Static_assert(_Alignof(max_align_t) >= ARC_HEADER_SIZE, "malloc's blocks must be 16-byte aligned");

arcrt_header *arcrt_block_new(size_t size, void (*destroy)(void *), int64_t rc) {
  if (size > SIZE_MAX - ARC_HEADER_SIZE)
    return NULL;
  arcrt_header *h = malloc(ARC_HEADER_SIZE + size);
  if (!h)
    return NULL;
  atomic_init(&h->rc, rc);
  h->destroy = destroy;
  return h;
}

void arcrt_block_free(arcrt_header *h) { free(h); }
