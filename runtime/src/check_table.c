/* check_table.c - the checking build's side table: an open-addressing hash table (linear
 * probing, backward-shift deletion, grows at half full) from header address to the object's
 * record. Callers hold the checking build's mutex. */
#include "check.h"

#include <stdlib.h>

static arcrt_check_record *slots;
static size_t mask; /* capacity - 1; capacity is a power of two */
static size_t used;

static size_t slot_of(uintptr_t key) {
  uint64_t x = (uint64_t)key >> 4; /* headers are 16-byte aligned */
  x *= 0x9e3779b97f4a7c15ull;
  return (size_t)(x >> 17) & mask;
}

static int grow(void) {
  size_t old_cap = slots ? mask + 1 : 0;
  size_t cap = old_cap ? old_cap * 2 : 1024;
  arcrt_check_record *old = slots;
  slots = calloc(cap, sizeof *slots);
  if (!slots) {
    slots = old;
    return 0;
  }
  mask = cap - 1;
  for (size_t i = 0; i < old_cap; ++i) {
    if (!old[i].key)
      continue;
    size_t j = slot_of(old[i].key);
    while (slots[j].key)
      j = (j + 1) & mask;
    slots[j] = old[i];
  }
  free(old);
  return 1;
}

arcrt_check_record *arcrt_table_find(uintptr_t key) {
  if (!slots)
    return NULL;
  for (size_t i = slot_of(key);; i = (i + 1) & mask) {
    if (slots[i].key == key)
      return &slots[i];
    if (!slots[i].key)
      return NULL;
  }
}

arcrt_check_record *arcrt_table_insert(uintptr_t key) {
  if ((!slots || 2 * (used + 1) > mask + 1) && !grow())
    return NULL;
  size_t i = slot_of(key);
  while (slots[i].key && slots[i].key != key)
    i = (i + 1) & mask;
  if (!slots[i].key)
    ++used;
  arcrt_check_record zero = {0};
  slots[i] = zero;
  slots[i].key = key;
  return &slots[i];
}

void arcrt_table_remove(uintptr_t key) {
  if (!slots)
    return;
  size_t i = slot_of(key);
  while (slots[i].key != key) {
    if (!slots[i].key)
      return;
    i = (i + 1) & mask;
  }
  /* Backward-shift deletion: pull later members of the probe run into the hole. */
  for (size_t j = (i + 1) & mask; slots[j].key; j = (j + 1) & mask) {
    size_t home = slot_of(slots[j].key);
    /* Move slots[j] into the hole at i unless its home lies cyclically in (i, j]. */
    int home_in_range = i <= j ? (home > i && home <= j) : (home > i || home <= j);
    if (!home_in_range) {
      slots[i] = slots[j];
      i = j;
    }
  }
  slots[i].key = 0;
  --used;
}

void arcrt_table_each(void (*fn)(arcrt_check_record *r, void *ctx), void *ctx) {
  if (!slots)
    return;
  for (size_t i = 0; i <= mask; ++i)
    if (slots[i].key)
      fn(&slots[i], ctx);
}
