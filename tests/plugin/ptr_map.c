// The pass's hash table (pass/src/ptr_map.c) against a plain array: random puts, removes and
// lookups over a small key space, so that probe runs collide, wrap around the table and are cut
// by removals (the backward shift that keeps lookups from stopping early).
// RUN: %clang %cflags -I%src_root/pass/src %src_root/pass/src/ptr_map.c %s -o %t
// RUN: %t | FileCheck %s
// CHECK: ptr_map: 20000 operations agree
#include "ptr_map.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { KEYS = 300, OPERATIONS = 20000 };

static void *key(unsigned k) { return (void *)(uintptr_t)(16 * (k + 1)); }

int main(void) {
  PtrMap map = {0};
  void *expected[KEYS] = {0}; /* NULL: absent */
  size_t present = 0;
  unsigned long state = 12345;
  for (int op = 0; op < OPERATIONS; ++op) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    unsigned k = (unsigned)(state >> 33) % KEYS, what = (unsigned)(state >> 20) % 3;
    if (what == 0) {
      present += expected[k] == NULL;
      expected[k] = key(k + op);
      ae_ptr_map_put(&map, key(k), expected[k]);
    } else if (what == 1) {
      bool removed = ae_ptr_map_remove(&map, key(k));
      if (removed != (expected[k] != NULL)) {
        printf("remove %u: %d\n", k, removed);
        return 1;
      }
      present -= removed;
      expected[k] = NULL;
    }
    for (unsigned j = 0; j < KEYS; ++j)
      if (ae_ptr_map_get(&map, key(j)) != expected[j] ||
          ae_ptr_map_contains(&map, key(j)) != (expected[j] != NULL)) {
        printf("operation %d: key %u wrong\n", op, j);
        return 1;
      }
    if (map.count != present) {
      printf("operation %d: count %zu, expected %zu\n", op, map.count, present);
      return 1;
    }
  }
  ae_ptr_map_free(&map);
  printf("ptr_map: %d operations agree\n", OPERATIONS);
  return 0;
}
