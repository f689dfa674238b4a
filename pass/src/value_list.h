/* A growable array of LLVM values, the one container the pass logic needs. */
#ifndef ARCELIDE_VALUE_LIST_H
#define ARCELIDE_VALUE_LIST_H

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stdlib.h>

typedef struct ValueList {
  LLVMValueRef *items;
  size_t count, capacity;
} ValueList;

static inline void value_list_push(ValueList *list, LLVMValueRef v) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? 2 * list->capacity : 8;
    list->items = realloc(list->items, list->capacity * sizeof *list->items);
    if (!list->items)
      abort();
  }
  list->items[list->count++] = v;
}

static inline bool value_list_contains(const ValueList *list, LLVMValueRef v) {
  for (size_t i = 0; i < list->count; ++i)
    if (list->items[i] == v)
      return true;
  return false;
}

static inline void value_list_free(ValueList *list) {
  free(list->items);
  *list = (ValueList){0};
}

#endif
