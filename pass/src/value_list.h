/* A growable array of LLVM values in the order they were added, with constant-time membership
 * (a ptr_map index beside the array): the pass's worklists and sets of values. */
#ifndef ARCELIDE_VALUE_LIST_H
#define ARCELIDE_VALUE_LIST_H

#include "ptr_map.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stdlib.h>

typedef struct ValueList {
  LLVMValueRef *items;
  size_t count, capacity;
  PtrMap index; /* the same values: membership without a scan */
} ValueList;

static inline void value_list_push(ValueList *list, LLVMValueRef v) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? 2 * list->capacity : 8;
    list->items = realloc(list->items, list->capacity * sizeof *list->items);
    if (!list->items)
      abort();
  }
  list->items[list->count++] = v;
  ae_ptr_set_add(&list->index, v);
}

static inline bool value_list_contains(const ValueList *list, LLVMValueRef v) {
  return ae_ptr_map_contains(&list->index, v);
}

static inline void value_list_free(ValueList *list) {
  free(list->items);
  ae_ptr_map_free(&list->index);
  *list = (ValueList){0};
}

#endif
