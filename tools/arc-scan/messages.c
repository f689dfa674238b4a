/* Finding texts (see messages.h). */
#include "messages.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

const char *handle_kind_name(HandleKind kind) {
  switch (kind) {
  case HANDLE_SHARED_LOCAL:
    return "shared-local";
  case HANDLE_PER_THREAD:
    return "per-thread";
  case HANDLE_GLOBAL:
    return "global";
  case HANDLE_FIELD:
    return "field";
  case HANDLE_PRIVATE:
    break;
  }
  return "private";
}

const char *explain_status_name(ExplainStatus status) {
  switch (status) {
  case EXPLAIN_HOISTED:
    return "hoisted";
  case EXPLAIN_NOT_HOISTED:
    return "not-hoisted";
  case EXPLAIN_DELETED:
    return "deleted";
  case EXPLAIN_NO_REMARK:
    return "no-remark";
  case EXPLAIN_NOT_SUPPORTED:
    return "runtime-not-supported";
  case EXPLAIN_NONE:
    break;
  }
  return "none";
}

static char *loop_text(const FileScan *scan, const ParallelLoop *loop) {
  const char *file = base_name(scan->path);
  switch (loop->kind) {
  case LOOP_OMP:
    return xasprintf("the parallel loop at %s:%u (%s)", file, loop->line, loop->construct);
  case LOOP_REPLICATED:
    return xasprintf("the loop at %s:%u, which every thread of the parallel region at %s:%u runs",
                     file, loop->loop_line, file, loop->line);
  case LOOP_API:
    return xasprintf("the parallel loop body passed to %s at %s:%u", loop->construct, file,
                     loop->line);
  }
  return xstrdup("a parallel loop");
}

static const char *what(const Handle *h) {
  switch (h->kind) {
  case HANDLE_SHARED_LOCAL:
    return "declared outside the loop, shared by all iterations";
  case HANDLE_PER_THREAD:
    return "one per thread, declared in the parallel region outside the loop";
  case HANDLE_GLOBAL:
    return "a global, shared by all iterations";
  case HANDLE_FIELD:
    return "read from a shared object, the same in every iteration";
  case HANDLE_PRIVATE:
    break;
  }
  return "";
}

/* A smart pointer's copies: no call names the count, each copy is an increment and its
 * destruction a decrement. */
static char *copy_message(const Finding *f, const char *where) {
  size_t copies = f->sites.count;
  const char *cost = f->atomic_ops == 0 ? "non-atomic"
                     : f->handle.kind == HANDLE_PER_THREAD
                         ? "atomic, uncontended"
                         : "atomic, on one count that all threads write";
  char *count = copies == 1 ? xstrdup("one") : xasprintf("%zu", copies);
  char *text = xasprintf("'%s' (%s) is copied in %s: %s %s %s, %u RC operations per iteration "
                         "(%s: each copy increments the count and its destruction decrements it)",
                         f->handle.name, what(&f->handle), where, count, f->profile->name,
                         copies == 1 ? "copy" : "copies", f->operations, cost);
  free(count);
  return text;
}

char *finding_message(const FileScan *scan, const Finding *f) {
  const ParallelLoop *loop = &scan->loops.items[f->loop];
  char *where = loop_text(scan, loop);
  if (f->profile->smart_pointer) {
    char *text = copy_message(f, where);
    free(where);
    return text;
  }
  size_t n = f->sites.count;
  const char *cost = f->atomic_ops == n   ? (f->handle.kind == HANDLE_PER_THREAD
                                                 ? "atomic, uncontended"
                                                 : "atomic, on one object that all threads write")
                     : f->atomic_ops == 0 ? "non-atomic"
                                          : "some atomic";
  char *text = xasprintf("'%s' (%s) is refcounted in %s: %zu RC operation%s per iteration (%s)",
                         f->handle.name, what(&f->handle), where, n, n == 1 ? "" : "s", cost);
  free(where);
  return text;
}

char *finding_fix(const Finding *f) {
  const char *name = f->handle.name;
  if (f->profile->smart_pointer)
    return xasprintf("fix: take a const reference to '%s' instead of a copy (a const %s& "
                     "variable or parameter, a by-reference capture), or copy it once per thread "
                     "before the loop (firstprivate, or a local copy in the parallel region) and "
                     "use that copy without copying it again",
                     name, f->profile->name);
  const char *retain = rc_entry_name(f->profile, ARC_CALL_RETAIN);
  const char *release = rc_entry_name(f->profile, ARC_CALL_RELEASE);
  char *first = f->handle.assigned_line
                    ? xasprintf("stop assigning '%s' in the loop (line %u), then ", f->handle.root,
                                f->handle.assigned_line)
                    : xstrdup("");
  char *text;
  if (f->handle.kind == HANDLE_PER_THREAD) {
    const char *alloc_local = rc_entry_name(f->profile, ARC_CALL_ALLOC_LOCAL);
    char *local =
        alloc_local ? xasprintf(" (or make it with %s if it never leaves the thread)", alloc_local)
                    : xstrdup("");
    text = xasprintf("fix: %s%s '%s' once before the loop and %s it after, not per iteration%s",
                     first, retain, name, release, local);
    free(local);
  } else if (f->handle.kind == HANDLE_SHARED_LOCAL)
    text =
        xasprintf("fix: %suse '%s' in the loop without %s/%s (the reference held outside keeps it "
                  "alive), or %s it once before the loop and %s it after",
                  first, name, retain, release, retain, release);
  else
    text = xasprintf("fix: %sread '%s' into a local before the loop, %s it once there and %s it "
                     "after the loop, and use the local inside",
                     first, name, retain, release);
  free(first);
  return text;
}
