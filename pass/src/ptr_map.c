/* Pointer -> pointer hash table (see ptr_map.h). Deletion shifts the following entries of the
 * probe sequence back, so no tombstones accumulate. */
#include "ptr_map.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

enum { INITIAL_SLOTS = 16 };

static size_t home_slot(const PtrMap *map, const void *key) {
  uintptr_t k = (uintptr_t)key;
  k ^= k >> 33; /* pointers are aligned: mix the high bits into the low ones */
  k *= UINT64_C(0xff51afd7ed558ccd);
  k ^= k >> 33;
  return (size_t)k & map->mask;
}

/* The slot holding KEY, or the empty slot where it would go. The table is never full. */
static size_t find_slot(const PtrMap *map, const void *key) {
  size_t slot = home_slot(map, key);
  while (map->keys[slot] && map->keys[slot] != key)
    slot = (slot + 1) & map->mask;
  return slot;
}

static void grow(PtrMap *map) {
  size_t old_slots = map->keys ? map->mask + 1 : 0;
  size_t slots = old_slots ? 2 * old_slots : INITIAL_SLOTS;
  const void **old_keys = map->keys;
  void **old_values = map->values;
  map->keys = calloc(slots, sizeof *map->keys);
  map->values = calloc(slots, sizeof *map->values);
  if (!map->keys || !map->values)
    abort();
  map->mask = slots - 1;
  for (size_t i = 0; i < old_slots; ++i)
    if (old_keys[i]) {
      size_t slot = find_slot(map, old_keys[i]);
      map->keys[slot] = old_keys[i];
      map->values[slot] = old_values[i];
    }
  free(old_keys);
  free(old_values);
}

void *ae_ptr_map_get(const PtrMap *map, const void *key) {
  if (!map->keys)
    return NULL;
  size_t slot = find_slot(map, key);
  return map->keys[slot] ? map->values[slot] : NULL;
}

bool ae_ptr_map_contains(const PtrMap *map, const void *key) {
  return map->keys && map->keys[find_slot(map, key)] != NULL;
}

void ae_ptr_map_put(PtrMap *map, const void *key, void *value) {
  assert(key && "a NULL key marks an empty slot");
  if (!map->keys || 2 * (map->count + 1) > map->mask + 1) /* at most half full */
    grow(map);
  size_t slot = find_slot(map, key);
  if (!map->keys[slot]) {
    map->keys[slot] = key;
    ++map->count;
  }
  map->values[slot] = value;
}

bool ae_ptr_map_remove(PtrMap *map, const void *key) {
  if (!map->keys)
    return false;
  size_t hole = find_slot(map, key);
  if (!map->keys[hole])
    return false;
  map->keys[hole] = NULL;
  --map->count;
  /* Move back every later entry of the run whose home slot does not lie between the hole and
   * its own slot (cyclically): otherwise a lookup would stop at the hole before reaching it. */
  for (size_t slot = (hole + 1) & map->mask; map->keys[slot]; slot = (slot + 1) & map->mask) {
    size_t home = home_slot(map, map->keys[slot]);
    bool reachable = hole <= slot ? (hole < home && home <= slot) : (hole < home || home <= slot);
    if (reachable)
      continue;
    map->keys[hole] = map->keys[slot];
    map->values[hole] = map->values[slot];
    map->keys[slot] = NULL;
    hole = slot;
  }
  return true;
}

void ae_ptr_map_free(PtrMap *map) {
  free(map->keys);
  free(map->values);
  *map = (PtrMap){0};
}
