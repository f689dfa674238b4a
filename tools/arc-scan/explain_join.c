/* Joining the pass's remarks to the findings, for --explain (see explain.h).
 *
 * A remark belongs to a finding when it is in the same file and either sits on the line of one
 * of the finding's retains/releases (where the pass puts Hoisted and most NotHoisted remarks),
 * or sits inside the finding's loop and names its handle (a NotHoisted remark placed at the
 * instruction that stopped the pass). A Hoisted remark's text says which loop it left: "out of
 * the parallel loop at x.c:15". Leaving the parallel loop itself (the directive or the `for`
 * line) fixes the finding; leaving only a loop nested in the body does not. */
#include "explain.h"

#include "util.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static bool same_file(const char *recorded, const char *source) {
  if (!recorded)
    return false;
  if (strcmp(recorded, source) == 0)
    return true;
  char resolved[PATH_MAX];
  if (realpath(recorded, resolved))
    return strcmp(resolved, source) == 0;
  return strcmp(base_name(recorded), base_name(source)) == 0;
}

/* The N of "loop at FILE:N" in a Hoisted remark, or 0. */
static unsigned hoisted_from_line(const char *message) {
  const char *at = strstr(message, "loop at ");
  if (!at)
    return 0;
  const char *colon = strchr(at + 8, ':');
  return colon ? (unsigned)strtoul(colon + 1, NULL, 10) : 0;
}

static bool names(const char *message, const char *name) {
  if (!name)
    return false;
  char *quoted = xasprintf("'%s'", name);
  bool found = strstr(message, quoted) != NULL;
  free(quoted);
  return found;
}

static bool at_site(const Finding *f, unsigned line) {
  for (size_t i = 0; i < f->sites.count; ++i)
    if (f->sites.items[i].line == line)
      return true;
  return false;
}

static bool belongs(const Remark *r, const Finding *f, const ParallelLoop *loop) {
  if (at_site(f, r->line))
    return true;
  unsigned first = loop->line < loop->loop_line ? loop->line : loop->loop_line;
  return r->line >= first && r->line <= loop->end_line &&
         (names(r->message, f->handle.name) || names(r->message, f->handle.root));
}

/* An operation of the finding that the pass's profiles do not cover, or NULL. */
static const RcEntry *unknown_to_pass(const Finding *f) {
  for (size_t i = 0; i < f->sites.count; ++i)
    if (!f->sites.items[i].entry->in_pass)
      return f->sites.items[i].entry;
  return NULL;
}

static void explain_one(Finding *f, const ParallelLoop *loop, const RemarkList *remarks,
                        const char *source, bool *matched) {
  if (f->profile->smart_pointer) {
    /* The pass sees the inlined atomic instructions, not calls. It recognises libc++'s
     * std::shared_ptr, and its remarks then stand at the library header's line, not the copy's. */
    f->status = EXPLAIN_NOT_SUPPORTED;
    if (strcmp(f->profile->name, "std::shared_ptr") == 0)
      f->explanation = xstrdup("still refcounted per iteration, as far as arc-scan can tell: the "
                               "pass recognises std::shared_ptr copies with libc++ only, and its "
                               "remarks on them stand at <memory>'s lines (look for the loop's "
                               "line in them)");
    else
      f->explanation = xasprintf("still refcounted per iteration: the pass does not recognise "
                                 "inlined reference counting of %s copies",
                                 f->profile->name);
    return;
  }
  const Remark *outer = NULL, *inner = NULL, *missed = NULL, *deleted = NULL;
  for (size_t i = 0; i < remarks->count; ++i) {
    const Remark *r = &remarks->items[i];
    if (!r->name || !same_file(r->file, source) || !belongs(r, f, loop))
      continue;
    matched[i] = true;
    if (strcmp(r->name, "Hoisted") == 0) {
      unsigned from = hoisted_from_line(r->message);
      if (from && from <= loop->loop_line)
        outer = outer ? outer : r;
      else
        inner = inner ? inner : r;
    } else if (strcmp(r->name, "NotHoisted") == 0) {
      missed = missed ? missed : r;
    } else if (strcmp(r->name, "ImmortalDeleted") == 0) {
      deleted = deleted ? deleted : r;
    }
  }
  if (deleted) {
    f->status = EXPLAIN_DELETED;
    f->explanation = xasprintf("deleted by arc-elide: %s", deleted->message);
  } else if (outer && missed) {
    f->status = EXPLAIN_HOISTED;
    f->explanation =
        xasprintf("hoisted by arc-elide: %s; not further: %s", outer->message, missed->message);
  } else if (outer) {
    f->status = EXPLAIN_HOISTED;
    f->explanation = xasprintf("hoisted by arc-elide: %s", outer->message);
  } else if (missed) {
    f->status = EXPLAIN_NOT_HOISTED;
    f->explanation = xasprintf("still refcounted per iteration: %s", missed->message);
  } else if (inner) {
    f->status = EXPLAIN_NOT_HOISTED;
    f->explanation = xasprintf("still refcounted per iteration: arc-elide only took it out of an "
                               "inner loop: %s",
                               inner->message);
  } else if (unknown_to_pass(f)) {
    f->status = EXPLAIN_NOT_SUPPORTED;
    f->explanation = xasprintf("still refcounted per iteration: arc-elide does not recognise %s",
                               unknown_to_pass(f)->function);
  } else {
    f->status = EXPLAIN_NO_REMARK;
    f->explanation = xstrdup("still refcounted per iteration: arc-elide made no remark on these "
                             "calls");
  }
}

void join_remarks(const char *source, const LoopList *loops, FindingList *findings,
                  const RemarkList *remarks, RemarkList *unmatched) {
  bool *matched = xcalloc(remarks->count, sizeof *matched);
  for (size_t i = 0; i < findings->count; ++i) {
    Finding *f = &findings->items[i];
    explain_one(f, &loops->items[f->loop], remarks, source, matched);
  }
  for (size_t i = 0; i < remarks->count; ++i) {
    const Remark *r = &remarks->items[i];
    if (matched[i] || !r->name || strcmp(r->name, "Hoisted") != 0 ||
        !strstr(r->message, "parallel loop") || !same_file(r->file, source))
      continue;
    Remark copy = {r->kind,
                   xstrdup(r->name),
                   xstrdup(r->file),
                   r->line,
                   r->column,
                   xstrdup(r->function ? r->function : ""),
                   xstrdup(r->message)};
    VEC_PUSH(*unmatched, copy);
  }
  free(matched);
}
