/* Block -> position in a loop's block list (used by the per-loop dataflows of loop_hoist.c and
 * exit_window.c). */
#ifndef ARCELIDE_BLOCK_INDEX_H
#define ARCELIDE_BLOCK_INDEX_H

#include "llvm_bridge.h"

#include <stdint.h>
#include <stdlib.h>

/* Block -> position in L's block list: an open-addressing table, so the dataflow stays linear
 * in the loop's size. */
typedef struct BlockIndex {
  LLVMBasicBlockRef *keys;
  size_t *values;
  size_t mask;
} BlockIndex;

static inline size_t block_index_slot(const BlockIndex *index, LLVMBasicBlockRef bb) {
  size_t slot = ((uintptr_t)bb >> 4) * 0x9E3779B97F4A7C15u & index->mask;
  while (index->keys[slot] && index->keys[slot] != bb)
    slot = (slot + 1) & index->mask;
  return slot;
}

static inline BlockIndex block_index_new(ArcLoop *L) {
  size_t n = ae_loop_block_count(L), capacity = 16;
  while (capacity < 2 * n)
    capacity *= 2;
  BlockIndex index = {calloc(capacity, sizeof(LLVMBasicBlockRef)), calloc(capacity, sizeof(size_t)),
                      capacity - 1};
  if (!index.keys || !index.values)
    abort();
  for (size_t b = 0; b < n; ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    size_t slot = block_index_slot(&index, bb);
    index.keys[slot] = bb;
    index.values[slot] = b;
  }
  return index;
}

static inline size_t block_index(const BlockIndex *index, LLVMBasicBlockRef bb) {
  return index->values[block_index_slot(index, bb)];
}

static inline void block_index_free(BlockIndex *index) {
  free(index->keys);
  free(index->values);
}

#endif
