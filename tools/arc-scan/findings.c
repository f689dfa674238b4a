/* Grouping the retains and releases in parallel loops by shared handle (see findings.h). */
#include "findings.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

static Finding *finding_for(FindingList *out, size_t loop, const RcProfile *profile,
                            const Handle *h) {
  for (size_t i = 0; i < out->count; ++i)
    if (out->items[i].loop == loop && out->items[i].profile == profile &&
        strcmp(out->items[i].handle.key, h->key) == 0)
      return &out->items[i];
  return NULL;
}

void find_shared_handles(const AstIndex *index, const LoopList *loops, FindingList *out) {
  *out = (FindingList){0};
  for (size_t i = 0; i < index->rc_calls.count; ++i) {
    const RcCall *call = &index->rc_calls.items[i];
    long loop = innermost_loop_at(loops, call->span.begin);
    if (loop < 0)
      continue;
    Handle h = resolve_handle(index, &loops->items[loop], call->argument, call->span.begin);
    if (h.kind == HANDLE_PRIVATE) {
      handle_free(&h);
      continue;
    }
    Finding *f = finding_for(out, (size_t)loop, call->profile, &h);
    if (f) {
      if (!f->handle.assigned_line)
        f->handle.assigned_line = h.assigned_line;
      handle_free(&h);
    } else {
      Finding fresh = {.loop = (size_t)loop, .handle = h, .profile = call->profile};
      fresh.line = call->span.line;
      fresh.column = call->span.column;
      VEC_PUSH(*out, fresh);
      f = &out->items[out->count - 1];
    }
    VEC_PUSH(f->sites, ((RcSite){call->span.line, call->span.column, call->entry}));
    /* A smart pointer's copy increments the count, and its destruction decrements it. */
    unsigned operations = call->profile->smart_pointer ? 2 : 1;
    f->operations += operations;
    f->atomic_ops += rc_is_atomic(call->profile, call->entry) ? operations : 0;
  }
  /* Located at the first retain, where the pass reports too. */
  for (size_t i = 0; i < out->count; ++i) {
    Finding *f = &out->items[i];
    for (size_t k = 0; k < f->sites.count; ++k)
      if (rc_is_retain(f->sites.items[k].entry)) {
        f->line = f->sites.items[k].line;
        f->column = f->sites.items[k].column;
        break;
      }
  }
}

void findings_free(FindingList *list) {
  for (size_t i = 0; i < list->count; ++i) {
    handle_free(&list->items[i].handle);
    free(list->items[i].sites.items);
    free(list->items[i].explanation);
  }
  free(list->items);
  *list = (FindingList){0};
}

char *finding_entries(const Finding *f) {
  StrBuf sb = {0};
  for (size_t i = 0; i < f->sites.count; ++i) {
    const char *name = f->sites.items[i].entry->function;
    bool seen = false;
    for (size_t k = 0; k < i; ++k)
      seen |= strcmp(f->sites.items[k].entry->function, name) == 0;
    if (!seen)
      sb_printf(&sb, "%s%s", sb.length ? "/" : "", name);
  }
  return sb_take(&sb);
}
