/* The pass's one hash table: pointer -> pointer, open addressing with linear probing, for the
 * lookups that must stay constant-time inside per-loop and per-function dataflows (a call's
 * facts, a block's position in a loop, membership in a list of values). Keys are any non-NULL
 * pointers (LLVM values, blocks, loops); a set is a map whose values are ignored. */
#ifndef ARCELIDE_PTR_MAP_H
#define ARCELIDE_PTR_MAP_H

#include <stdbool.h>
#include <stddef.h>

typedef struct PtrMap {
  const void **keys; /* NULL: an empty slot */
  void **values;
  size_t count, mask; /* mask + 1 slots (a power of two), or none at all while empty */
} PtrMap;

/* The value stored for KEY, or NULL when there is none. */
void *ae_ptr_map_get(const PtrMap *map, const void *key);
bool ae_ptr_map_contains(const PtrMap *map, const void *key);
/* Stores VALUE for KEY (replacing what was there). KEY must not be NULL. */
void ae_ptr_map_put(PtrMap *map, const void *key, void *value);
/* Removes KEY if present; returns whether it was. */
bool ae_ptr_map_remove(PtrMap *map, const void *key);
void ae_ptr_map_free(PtrMap *map);

/* Adds KEY to a map used as a set; returns false when it was already there. */
static inline bool ae_ptr_set_add(PtrMap *set, const void *key) {
  if (ae_ptr_map_contains(set, key))
    return false;
  ae_ptr_map_put(set, key, NULL);
  return true;
}

#endif
