/* Remark text (see remarks.h). */
#include "remarks.h"

#include "inlined_counts.h"

#include "omp_capture.h"
#include "omp_schedule.h"
#include "rc_identity.h"

#include <assert.h>
#include <llvm-c/DebugInfo.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* " at base.c:12", or "" when there is no line. */
static ArcText at_file_line(const char *file, unsigned length, unsigned line) {
  ArcText t = {{0}};
  if (!file || length == 0 || line == 0)
    return t;
  for (unsigned i = length; i > 0; --i)
    if (file[i - 1] == '/') { /* the base name: remarks already say which function */
      file += i;
      length -= i;
      break;
    }
  snprintf(t.text, sizeof t.text, " at %.*s:%u", (int)length, file, line);
  return t;
}

ArcText ae_at_location(LLVMValueRef inst) {
  if (!inst || !LLVMIsAInstruction(inst))
    return (ArcText){{0}};
  unsigned length = 0;
  const char *file = LLVMGetDebugLocFilename(inst, &length);
  return at_file_line(file, length, LLVMGetDebugLocLine(inst));
}

ArcText ae_loop_location(ArcLoop *L) {
  const char *file = NULL;
  unsigned length = 0;
  unsigned line = ae_loop_start_line(L, &file, &length);
  ArcText t = at_file_line(file, length, line);
  if (!t.text[0]) { /* no debug info: the function at least says which loop */
    size_t name_length = 0;
    const char *fn = LLVMGetValueName2(LLVMGetBasicBlockParent(ae_loop_header(L)), &name_length);
    snprintf(t.text, sizeof t.text, " in %.*s()", (int)name_length, fn);
  }
  return t;
}

ArcText ae_loop_name(ArcAnalyses *A, const ArcFacts *facts, ArcLoop *L) {
  ArcText t = {{0}};
  const char *kind = "loop";
  switch (ae_facts_omp_loop_role(facts, A, L)) {
  case ARC_OMP_LOOP_DISPATCH:
    kind = "OpenMP dispatch loop";
    break;
  case ARC_OMP_LOOP_CHUNK:
    kind = "chunk loop";
    break;
  case ARC_OMP_LOOP_OTHER:
    if (ae_omp_is_outlined_body(LLVMGetBasicBlockParent(ae_loop_header(L))))
      kind = "parallel loop";
    break;
  }
  snprintf(t.text, sizeof t.text, "the %s%s", kind, ae_loop_location(L).text);
  return t;
}

LLVMValueRef ae_located_in_loop(LLVMValueRef inst, ArcLoop *L) {
  if (LLVMGetDebugLocLine(inst) != 0)
    return inst;
  /* A function without a subprogram has no located instruction (the verifier's rule): no scan,
   * so that remarks on a loop with N handles stay linear. */
  if (!LLVMGetSubprogram(LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst))))
    return inst;
  for (size_t b = 0; b < ae_loop_block_count(L); ++b)
    for (LLVMValueRef i = LLVMGetFirstInstruction(ae_loop_block_at(L, b)); i;
         i = LLVMGetNextInstruction(i))
      if (!LLVMIsAPHINode(i) && LLVMGetDebugLocLine(i) != 0)
        return i;
  return inst;
}

/* A value's own name: from debug info, else its IR name; NULL when it has neither. */
static const char *own_name(ArcAnalyses *A, LLVMValueRef v) {
  const char *name = ae_source_name(A, v);
  size_t length = 0;
  if (!name)
    name = LLVMGetValueName2(v, &length);
  return name && *name ? name : NULL;
}

/* The pointer a GEP (instruction or constant expression) offsets, or NULL. */
static LLVMValueRef gep_base(LLVMValueRef v) {
  if ((LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMGetElementPtr) ||
      (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr))
    return LLVMGetOperand(v, 0);
  return NULL;
}

/* The name of V's function, for remarks about values that have no name of their own. */
static const char *function_name(LLVMValueRef v) {
  LLVMValueRef fn = LLVMIsAArgument(v)      ? LLVMGetParamParent(v)
                    : LLVMIsAInstruction(v) ? LLVMGetBasicBlockParent(LLVMGetInstructionParent(v))
                                            : NULL;
  size_t length = 0;
  return fn ? LLVMGetValueName2(fn, &length) : "?";
}

/* The index of argument ARG in its function. */
static unsigned argument_index(LLVMValueRef arg) {
  LLVMValueRef fn = LLVMGetParamParent(arg);
  for (unsigned i = 0; i < LLVMCountParams(fn); ++i)
    if (LLVMGetParam(fn, i) == arg)
      return i + 1;
  return 0;
}

/* What V is when neither debug info nor the IR names it (clang drops IR names without -g):
 * "<argument 2 of f>", "<returned by g() in f>", or the same after "loaded through " when
 * THROUGH (V is the address the handle is loaded from). */
static ArcText describe_unnamed(ArcAnalyses *A, LLVMValueRef v, bool through) {
  ArcText t = {{0}};
  const char *via = through ? "loaded through " : "";
  v = ae_strip_pointer_casts(v);
  const char *name = own_name(A, v);
  if (name && through)
    snprintf(t.text, sizeof t.text, "<loaded from %s>", name);
  else if (LLVMIsAArgument(v))
    snprintf(t.text, sizeof t.text, "<%sargument %u of %s>", via, argument_index(v),
             function_name(v));
  else if (LLVMIsACallInst(v) && LLVMIsAFunction(LLVMGetCalledValue(v)))
    snprintf(t.text, sizeof t.text, "<%sthe result of %s in %s>", via, ae_callee_text(v).text,
             function_name(v));
  else if (LLVMIsALoadInst(v) && !through) /* a C++ copy's pointer, loaded from its holder */
    return describe_unnamed(A, LLVMGetOperand(v, 0), true);
  else
    snprintf(t.text, sizeof t.text, "<unnamed>");
  return t;
}

ArcText ae_handle_name(ArcAnalyses *A, LLVMValueRef root, LLVMValueRef slot) {
  ArcText t = {{0}};
  /* Debug info first (the value, then the slot it is loaded from), then IR names. */
  const char *name = ae_source_name(A, root);
  if (!name && slot)
    name = ae_source_name(A, slot);
  if (!name && slot)
    name = own_name(A, slot);
  if (!name)
    name = own_name(A, root);
  if (name) {
    snprintf(t.text, sizeof t.text, "%s", name);
    return t;
  }
  /* A handle kept in a field or an element: name the object or array that holds it. */
  LLVMValueRef base = slot ? gep_base(slot) : NULL;
  if (base && LLVMIsALoadInst(base) && !own_name(A, base))
    base = LLVMGetOperand(base, 0); /* the field of an object reached through a pointer */
  const char *holder = base ? own_name(A, base) : NULL;
  if (holder)
    snprintf(t.text, sizeof t.text, "<field of %s>", holder);
  else
    t = describe_unnamed(A, slot ? slot : root, slot != NULL);
  return t;
}

ArcText ae_callee_text(LLVMValueRef call) {
  ArcText t = {{0}};
  LLVMValueRef callee = LLVMGetCalledValue(call);
  const char *inlined =
      LLVMIsAFunction(callee) ? ae_inlined_count_text(LLVMGetValueName(callee)) : NULL;
  if (inlined) {
    snprintf(t.text, sizeof t.text, "%s", inlined);
  } else if (LLVMIsAFunction(callee)) {
    size_t length;
    const char *name = LLVMGetValueName2(callee, &length);
    snprintf(t.text, sizeof t.text, "%.*s()", (int)length, name);
  } else if (LLVMIsAInlineAsm(callee)) {
    snprintf(t.text, sizeof t.text, "inline asm");
  } else {
    snprintf(t.text, sizeof t.text, "an indirect call");
  }
  return t;
}

void ae_remarkf(ArcAnalyses *A, ArcRemarkKind kind, const char *name, LLVMValueRef at,
                const char *format, ...) {
  if (!ae_remarks_enabled(A))
    return;
  char message[512];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof message, format, args);
  va_end(args);
  ae_emit_remark(A, kind, name, at, message);
}

/* A remark's arguments while they are put together: plain text runs merged into one argument,
 * every key and value copied into STORAGE. */
typedef struct RemarkArgs {
  ArcRemarkArg args[24];
  size_t count;
  char storage[2048];
  size_t used;
} RemarkArgs;

/* A copy of TEXT (LENGTH bytes) in R's storage; NULL when it is full (no remark comes near). */
static const char *remark_store(RemarkArgs *r, const char *text, size_t length) {
  if (r->used + length + 1 > sizeof r->storage)
    return NULL;
  char *copy = r->storage + r->used;
  memcpy(copy, text, length);
  copy[length] = '\0';
  r->used += length + 1;
  return copy;
}

/* Appends VALUE (LENGTH bytes) under KEY (NULL: plain text, merged with plain text before it),
 * with the source location of AT (may be NULL). */
static void remark_arg(RemarkArgs *r, const char *key, size_t key_length, const char *value,
                       size_t length, LLVMValueRef at) {
  if (!key && length == 0)
    return;
  ArcRemarkArg *last = r->count ? &r->args[r->count - 1] : NULL;
  if (!key && last && !last->Key) { /* its text is the last thing stored: extend it */
    if (r->used + length > sizeof r->storage)
      return;
    memcpy(r->storage + r->used - 1, value, length); /* over its NUL */
    r->storage[r->used - 1 + length] = '\0';
    r->used += length;
    return;
  }
  if (r->count == sizeof r->args / sizeof r->args[0])
    return;
  const char *stored_key = key ? remark_store(r, key, key_length) : NULL;
  const char *stored_value = remark_store(r, value, length);
  if ((key && !stored_key) || !stored_value)
    return;
  r->args[r->count++] = (ArcRemarkArg){stored_key, stored_value, at};
}

/* FORMAT's text and %s conversions into R ("{Key}%s": a keyed argument). */
static void remark_vformat(RemarkArgs *r, const char *format, va_list args) {
  const char *text = format; /* plain text not yet appended starts here */
  for (const char *p = format; *p;) {
    const char *key = NULL, *conversion = p;
    if (*p == '{') {
      const char *close = strchr(p, '}');
      if (close && close[1] == '%' && close[2] == 's') {
        key = p + 1;
        conversion = close + 1;
      }
    }
    if (conversion[0] != '%') {
      ++p;
      continue;
    }
    remark_arg(r, NULL, 0, text, (size_t)(p - text), NULL);
    if (conversion[1] == '%') {
      remark_arg(r, NULL, 0, "%", 1, NULL);
    } else {
      assert(conversion[1] == 's' && "ae_remark_keyed takes %s conversions only");
      const char *value = va_arg(args, const char *);
      remark_arg(r, key, key ? (size_t)(conversion - 1 - key) : 0, value, strlen(value), NULL);
    }
    p = text = conversion + 2;
  }
  remark_arg(r, NULL, 0, text, strlen(text), NULL);
}

__attribute__((format(printf, 2, 3))) static void remark_format(RemarkArgs *r, const char *format,
                                                                ...) {
  va_list args;
  va_start(args, format);
  remark_vformat(r, format, args);
  va_end(args);
}

/* WHY, a decision's text, with the part that names CULPRIT ("step() at x.c:3" for a call, else
 * "x.c:3") keyed Culprit, at CULPRIT's location; all plain when the text does not name it. */
static void remark_reason(RemarkArgs *r, const char *why, LLVMValueRef culprit) {
  char named[200] = {0};
  if (culprit && LLVMIsAInstruction(culprit)) {
    ArcText at = ae_at_location(culprit);
    if (LLVMIsACallInst(culprit) || LLVMIsAInvokeInst(culprit))
      snprintf(named, sizeof named, "%s%s", ae_callee_text(culprit).text, at.text);
    if (!named[0] || !strstr(why, named))
      snprintf(named, sizeof named, "%s", at.text[0] ? at.text + strlen(" at ") : "");
  }
  const char *found = named[0] ? strstr(why, named) : NULL;
  if (!found) {
    remark_arg(r, NULL, 0, why, strlen(why), NULL);
    return;
  }
  remark_arg(r, NULL, 0, why, (size_t)(found - why), NULL);
  remark_arg(r, "Culprit", strlen("Culprit"), named, strlen(named), culprit);
  remark_arg(r, NULL, 0, found + strlen(named), strlen(found + strlen(named)), NULL);
}

void ae_remark_keyed(ArcAnalyses *A, ArcRemarkKind kind, const char *name, LLVMValueRef at,
                     const char *format, ...) {
  if (!ae_remarks_enabled(A))
    return;
  RemarkArgs r;
  r.count = r.used = 0;
  va_list args;
  va_start(args, format);
  remark_vformat(&r, format, args);
  va_end(args);
  ae_emit_remark_args(A, kind, name, at, r.args, r.count);
}

/* ---- the hoisted remark -------------------------------------------------------------------- */

/* How many of OPS one iteration of L runs: the fewest and the most on any path from the header
 * back to it (back edges of nested loops not followed: their blocks are counted once). */
typedef struct IterationCount {
  size_t min, max;
  bool repeated; /* some op sits in a nested loop: it may run more often */
} IterationCount;

typedef struct PathWalk {
  ArcAnalyses *A;
  const HoistPlan *plan;
  ArcLoop *L;
  const ValueList *ops;
  long *own;       /* per block, how many of OPS it holds */
  long *min, *max; /* per block, from its start to the next entry of the header; -1: unknown */
  bool *done;
} PathWalk;

/* Fills min/max for block I (memoised); -1 when no path from it reaches the header again. */
static void walk(PathWalk *w, size_t i) {
  if (w->done[i])
    return;
  w->done[i] = true; /* the DAG has no cycle; this only stops a malformed one */
  LLVMBasicBlockRef bb = ae_loop_block_at(w->L, i);
  long own = w->own[i];
  long lo = -1, hi = -1;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); ++s) {
    LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
    long succ_lo, succ_hi;
    if (succ == ae_loop_header(w->L)) {
      succ_lo = succ_hi = 0; /* the iteration ends here */
    } else if (!ae_loop_contains_block(w->L, succ) || ae_block_dominates(w->A, succ, bb)) {
      continue; /* leaves the loop, or a nested loop's back edge */
    } else {
      size_t k = ae_plan_block_index(w->plan, succ);
      walk(w, k);
      succ_lo = w->min[k], succ_hi = w->max[k];
      if (succ_lo < 0)
        continue;
    }
    lo = lo < 0 || succ_lo < lo ? succ_lo : lo;
    hi = succ_hi > hi ? succ_hi : hi;
  }
  w->min[i] = lo < 0 ? -1 : lo + own;
  w->max[i] = hi < 0 ? -1 : hi + own;
}

static IterationCount ops_per_iteration(ArcAnalyses *A, const HoistPlan *plan,
                                        const ValueList *ops) {
  ArcLoop *L = plan->L;
  size_t n = ae_loop_block_count(L);
  PathWalk w = {A,
                plan,
                L,
                ops,
                calloc(n, sizeof(long)),
                calloc(n, sizeof(long)),
                calloc(n, sizeof(long)),
                calloc(n, sizeof(bool))};
  if (!w.own || !w.min || !w.max || !w.done)
    abort();
  for (size_t i = 0; i < ops->count; ++i) /* the ops, not the blocks' instructions: linear */
    ++w.own[ae_plan_block_index(plan, LLVMGetInstructionParent(ops->items[i]))];
  size_t header = ae_plan_block_index(plan, ae_loop_header(L));
  walk(&w, header);
  IterationCount count = {w.min[header] < 0 ? ops->count : (size_t)w.min[header],
                          w.max[header] < 0 ? ops->count : (size_t)w.max[header], false};
  for (size_t i = 0; i < ops->count; ++i)
    count.repeated |= ae_loop_for_block(A, LLVMGetInstructionParent(ops->items[i])) != L;
  free(w.own);
  free(w.min);
  free(w.max);
  free(w.done);
  return count;
}

void ae_remark_hoisted(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h) {
  if (!ae_remarks_enabled(A))
    return;
  ArcLoop *L = plan->L;
  LLVMValueRef retain = ae_handle_first_retain(plan, h);
  ArcText name = ae_handle_name(A, ae_handle_value(h), h->reload ? h->key : NULL);
  ArcCall call = ae_facts_call(plan->facts, retain);
  /* "atomic" only when every call is a generic entry of a runtime known to be atomic. */
  bool atomic = call.profile->atomic_counts;
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_facts_call(plan->facts, h->ops.items[i]).kind;
    atomic &= kind == ARC_CALL_RETAIN || kind == ARC_CALL_RELEASE;
  }
  IterationCount count = ops_per_iteration(A, plan, &h->ops);
  /* "2", "at least 2", "1 to 2": the number (or range) keyed, "at least " plain. */
  const char *at_least = count.repeated ? "at least " : "";
  char amount[48];
  if (count.min == count.max)
    snprintf(amount, sizeof amount, "%zu", count.min);
  else
    snprintf(amount, sizeof amount, "%zu to %zu", count.min, count.max);
  const char *what = atomic ? "atomic operations" : "refcount calls";
  ArcText loop = ae_loop_name(A, plan->facts, L);
  LLVMValueRef at = ae_located_in_loop(retain, L);
  if (h->lazy && ae_facts_omp_loop_role(plan->facts, A, L) == ARC_OMP_LOOP_DISPATCH)
    ae_remark_keyed(A, ARC_REMARK_PASSED, "HoistedLazily", at,
                    "hoisted retain/release of '{Handle}%s' out of {Loop}%s on the first chunk: "
                    "one retain per worker that runs a chunk, released when it leaves the "
                    "dispatch loop ({Runtime}%s runtime)",
                    name.text, loop.text, call.profile->name);
  else if (h->lazy)
    ae_remark_keyed(A, ARC_REMARK_PASSED, "HoistedLazily", at,
                    "hoisted retain/release of '{Handle}%s' out of {Loop}%s on first use: "
                    "retained when its inner loop first runs, released once at the loop's exits "
                    "({Runtime}%s runtime)",
                    name.text, loop.text, call.profile->name);
  else if (h->carried)
    ae_remark_keyed(A, ARC_REMARK_PASSED, "Hoisted", at,
                    "hoisted retain/release of '{Handle}%s' out of {Loop}%s: the reference it "
                    "carries across the back edge stays held for the whole loop, "
                    "%s{OpsRemovedPerIteration}%s %s per iteration removed ({Runtime}%s runtime)",
                    name.text, loop.text, at_least, amount, what, call.profile->name);
  else if (ae_facts_omp_loop_role(plan->facts, A, L) == ARC_OMP_LOOP_CHUNK)
    ae_remark_keyed(A, ARC_REMARK_PASSED, "Hoisted", at,
                    "hoisted retain/release of '{Handle}%s' out of {Loop}%s: "
                    "%s{OpsRemovedPerIteration}%s %s per iteration become %s%s per chunk of the "
                    "OpenMP schedule ({Runtime}%s runtime)",
                    name.text, loop.text, at_least, amount, what, at_least, amount,
                    call.profile->name);
  else
    ae_remark_keyed(A, ARC_REMARK_PASSED, "Hoisted", at,
                    "hoisted retain/release of '{Handle}%s' out of {Loop}%s: "
                    "%s{OpsRemovedPerIteration}%s %s per iteration removed ({Runtime}%s runtime)",
                    name.text, loop.text, at_least, amount, what, call.profile->name);
}

/* ---- the pieces of decisions.def's texts, named in its header comment ---------------------- */

/* A call or an invoke: what it calls can be named. */
static bool names_callee(LLVMValueRef v) {
  return v && (LLVMIsACallInst(v) || LLVMIsAInvokeInst(v));
}

static void piece_at(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  (void)A;
  snprintf(out, size, "%s", ae_at_location(d->culprit).text);
}

static void piece_callee(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  (void)A;
  snprintf(out, size, "%s",
           names_callee(d->culprit) ? ae_callee_text(d->culprit).text : "the call");
}

static void piece_call_or_instruction(ArcAnalyses *A, const ArcDecision *d, char *out,
                                      size_t size) {
  (void)A;
  if (LLVMIsACallInst(d->culprit))
    snprintf(out, size, "the call to %s", ae_callee_text(d->culprit).text);
  else
    snprintf(out, size, "the instruction");
}

static void piece_callee_or_read(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  LLVMValueRef c = d->culprit;
  if (names_callee(c))
    piece_callee(A, d, out, size);
  else
    snprintf(out, size, "%s", LLVMIsALoadInst(c) ? "the read" : "the instruction");
}

static void piece_branch(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  (void)A;
  snprintf(out, size, "%s",
           LLVMGetInstructionOpcode(d->culprit) == LLVMCallBr ? "callbr" : "indirectbr");
}

/* What the synchronising instruction, a writer of the slot (H2), is. */
static void piece_sync(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  (void)A;
  LLVMValueRef writer = d->culprit;
  snprintf(out, size, "%s",
           LLVMIsALoadInst(writer)    ? "acquire load"
           : LLVMIsAFenceInst(writer) ? "fence"
           : LLVMIsAStoreInst(writer) ? "atomic store"
                                      : "atomic read-modify-write");
}

/* What the culprit reads in the exit window of a release (H8). */
static void piece_read(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  LLVMValueRef read = d->culprit;
  if (LLVMIsALoadInst(read))
    snprintf(out, size, "read of '%s'",
             ae_handle_name(A, ae_strip_pointer_casts(LLVMGetOperand(read, 0)), NULL).text);
  else if (LLVMIsACallInst(read) || LLVMIsAInvokeInst(read))
    snprintf(out, size, "call to %s", ae_callee_text(read).text);
  else if (LLVMIsAStoreInst(read) && LLVMGetVolatile(read))
    snprintf(out, size, "volatile store (which may trap)");
  else
    snprintf(out, size, "atomic access");
}

/* The name of the handle the culprit, a release, releases. */
static void piece_released(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  snprintf(out, size, "%s",
           ae_handle_name(A, ae_strip_pointer_casts(LLVMGetOperand(d->culprit, 0)), NULL).text);
}

static void piece_release_at(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size) {
  (void)A;
  snprintf(out, size, "%s", ae_at_location(d->release).text);
}

typedef struct DecisionPiece {
  const char *name;
  void (*render)(ArcAnalyses *A, const ArcDecision *d, char *out, size_t size);
} DecisionPiece;

/* One line per piece: tests/remarks/decision_pieces.test reads the names from here. */
static const DecisionPiece decision_pieces[] = {
    {"at", piece_at},
    {"callee", piece_callee},
    {"call_or_instruction", piece_call_or_instruction},
    {"callee_or_read", piece_callee_or_read},
    {"branch", piece_branch},
    {"sync", piece_sync},
    {"read", piece_read},
    {"released", piece_released},
    {"release_at", piece_release_at},
};

/* Appends LENGTH bytes of TEXT to OUT (USED bytes of SIZE taken), cut as snprintf cuts. */
static void append(char *out, size_t size, size_t *used, const char *text, size_t length) {
  if (*used + length >= size)
    length = size - 1 - *used;
  memcpy(out + *used, text, length);
  *used += length;
  out[*used] = '\0';
}

/* FORMAT, a TEXT or HINT of decisions.def, with its pieces computed for D, into OUT (SIZE > 0). */
static void render_decision(ArcAnalyses *A, const ArcDecision *d, const char *format, char *out,
                            size_t size) {
  size_t used = 0;
  out[0] = '\0';
  for (const char *p = format; *p;) {
    const char *close = *p == '{' ? strchr(p, '}') : NULL;
    if (!close) { /* literal text up to the next piece */
      size_t length = 1 + strcspn(p + 1, "{");
      append(out, size, &used, p, length);
      p += length;
      continue;
    }
    const char *name = p + 1;
    size_t name_length = (size_t)(close - name);
    const DecisionPiece *piece = NULL;
    for (size_t i = 0; i < sizeof decision_pieces / sizeof decision_pieces[0]; ++i)
      if (strlen(decision_pieces[i].name) == name_length &&
          !strncmp(decision_pieces[i].name, name, name_length))
        piece = &decision_pieces[i];
    assert(piece && "decisions.def names a piece remarks.c does not have");
    char text[240] = {0};
    if (piece)
      piece->render(A, d, text, sizeof text);
    append(out, size, &used, text, strlen(text));
    p = close + 1;
  }
}

/* ---- the rules' decisions ------------------------------------------------------------------ */

const char *ae_rule_name(ArcRule rule) {
  static const char *const names[] = {"-", "H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9"};
  return rule <= AE_RULE_H9 ? names[rule] : "?";
}

/* Each reason's row of decisions.def. */
static const struct DecisionRow {
  ArcRule rule;
  const char *text, *hint;
} decision_rows[] = {
    [AE_REASON_NONE] = {AE_RULE_NONE, "", ""},
#define ARC_DECISION(NAME, RULE, TEXT, HINT) [AE_##NAME] = {AE_RULE_##RULE, TEXT, HINT},
#include "decisions.def"
};

void ae_decision_text(ArcAnalyses *A, const ArcDecision *d, char *why, size_t size) {
  assert((size_t)d->reason < sizeof decision_rows / sizeof decision_rows[0]);
  assert((d->reason == AE_REASON_NONE || decision_rows[d->reason].rule == d->rule) &&
         "a decision names a reason of another rule");
  render_decision(A, d, decision_rows[d->reason].text, why, size);
}

/* What change to the source would let the loop hoist a handle that D refused, where one exists
 * ("" where none does). */
static void decision_hint(ArcAnalyses *A, const ArcDecision *d, char *hint, size_t size) {
  render_decision(A, d, decision_rows[d->reason].hint, hint, size);
}

/* The missed remark for H: a lone retain or release is no pair, so it says which. */
static void remark_refused(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h) {
  assert(h->decision.rule != AE_RULE_NONE && h->decision.reason != AE_REASON_NONE);
  char why[400];
  ae_decision_text(A, &h->decision, why, sizeof why);
  ArcText name = ae_handle_name(A, ae_handle_value(h), h->reload ? h->key : NULL);
  LLVMValueRef retain = ae_handle_first_retain(plan, h);
  bool retains = false, releases = false;
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_facts_call(plan->facts, h->ops.items[i]).kind;
    retains |= ae_call_is_retain(kind);
    releases |= ae_call_is_release(kind);
  }
  RemarkArgs r;
  r.count = r.used = 0;
  remark_format(&r, "%s of '{Handle}%s' not hoisted ({Rule}%s): ",
                retains && releases ? "retain/release"
                : retains           ? "retain"
                                    : "release",
                name.text, ae_rule_name(h->decision.rule));
  remark_reason(&r, why, h->decision.culprit);
  remark_format(&r, " ({Runtime}%s runtime; {Loop}%s)", h->runtime->name,
                ae_loop_name(A, plan->facts, plan->L).text);
  char hint[300];
  decision_hint(A, &h->decision, hint, sizeof hint);
  if (hint[0])
    remark_format(&r, "; to hoist it, {Hint}%s", hint);
  ae_emit_remark_args(A, ARC_REMARK_MISSED, "NotHoisted", ae_located_in_loop(retain, plan->L),
                      r.args, r.count);
}

void ae_remark_refusals(ArcAnalyses *A, const HoistPlan *plan) {
  if (!ae_remarks_enabled(A))
    return;
  for (size_t r = 0; r < plan->refusal_count; ++r)
    remark_refused(A, plan, &plan->handles[plan->refusals[r]]);
}

/* ---- the other stages' remarks -------------------------------------------------------------- */

/* " in the loop at x.c:3" for a call in a loop, "" outside loops. */
static ArcText in_loop_text(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef call) {
  ArcText t = {{0}};
  ArcLoop *L = ae_loop_for_block(A, LLVMGetInstructionParent(call));
  if (L)
    snprintf(t.text, sizeof t.text, " in %s", ae_loop_name(A, facts, L).text);
  return t;
}

/* The name of the object a pair refcounts: its root, or the slot it was loaded from. */
static ArcText pair_handle_name(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain) {
  LLVMValueRef root = ae_facts_root(facts, retain);
  LLVMValueRef slot =
      LLVMIsALoadInst(root) ? ae_strip_pointer_casts(LLVMGetOperand(root, 0)) : NULL;
  return ae_handle_name(A, root, slot);
}

void ae_remark_pair_deleted(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                            LLVMValueRef release) {
  if (!ae_remarks_enabled(A))
    return;
  ArcCall call = ae_facts_call(facts, retain);
  ArcText name = pair_handle_name(A, facts, retain);
  ae_remark_keyed(A, ARC_REMARK_PASSED, "PairDeleted", retain,
                  "deleted retain/release of '{Handle}%s'%s: nothing between the retain and the "
                  "release%s can release it or read its count ({Rule}%s, {Runtime}%s runtime)",
                  name.text, in_loop_text(A, facts, retain).text, ae_at_location(release).text,
                  "H9", call.profile->name);
}

void ae_remark_imprecise_pair_deleted(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                                      LLVMValueRef release, LLVMValueRef last_use) {
  if (!ae_remarks_enabled(A))
    return;
  ArcCall call = ae_facts_call(facts, retain);
  ArcText name = pair_handle_name(A, facts, retain);
  char why[300];
  if (last_use)
    snprintf(why, sizeof why,
             "nothing between the retain and its last use%s can release it, and the release%s",
             ae_at_location(last_use).text, ae_at_location(release).text);
  else
    snprintf(why, sizeof why, "it is not used between the retain and the release%s, which",
             ae_at_location(release).text);
  ae_remark_keyed(A, ARC_REMARK_PASSED, "ImprecisePairDeleted", retain,
                  "deleted retain/release of '{Handle}%s'%s: %s is imprecise "
                  "(clang.imprecise_release): the variable may end at its last use ({Rule}%s, "
                  "{Runtime}%s runtime)",
                  name.text, in_loop_text(A, facts, retain).text, why, "H9", call.profile->name);
}

void ae_remark_pair_kept(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                         const ArcDecision *decision) {
  if (!ae_remarks_enabled(A))
    return;
  char why[400];
  ae_decision_text(A, decision, why, sizeof why);
  ArcCall call = ae_facts_call(facts, retain);
  ArcText name = pair_handle_name(A, facts, retain);
  RemarkArgs r;
  r.count = r.used = 0;
  remark_format(&r, "({Rule}%s) retain/release of '{Handle}%s'%s not deleted: ", "H9", name.text,
                in_loop_text(A, facts, retain).text);
  remark_reason(&r, why, decision->culprit);
  remark_format(&r, " ({Runtime}%s runtime)", call.profile->name);
  ae_emit_remark_args(A, ARC_REMARK_ANALYSIS, "PairKept", retain, r.args, r.count);
}

void ae_remark_immortal_deleted(ArcAnalyses *A, LLVMValueRef call, bool retain,
                                LLVMValueRef global) {
  if (!ae_remarks_enabled(A))
    return;
  ArcText name = ae_handle_name(A, global, NULL);
  ae_remark_keyed(A, ARC_REMARK_PASSED, "ImmortalDeleted", call,
                  "deleted %s of immortal constant '{Handle}%s': the runtime never writes it",
                  retain ? "retain" : "release", name.text);
}

void ae_remark_null_deleted(ArcAnalyses *A, LLVMValueRef call, bool retain, const char *runtime) {
  if (!ae_remarks_enabled(A))
    return;
  ae_remark_keyed(A, ARC_REMARK_PASSED, "NullDeleted", call,
                  "deleted %s of NULL: the {Runtime}%s runtime does nothing on NULL",
                  retain ? "retain" : "release", runtime);
}

void ae_remark_kept_alive(ArcAnalyses *A, ArcLoop *L) {
  ae_remark_keyed(A, ARC_REMARK_ANALYSIS, "KeptAlive",
                  ae_located_in_loop(LLVMGetFirstInstruction(ae_loop_header(L)), L),
                  "({Rule}%s) the loop%s has no side effect left and no computable trip count: "
                  "llvm.sideeffect keeps it from being assumed to terminate",
                  "H7", ae_loop_location(L).text);
}

void ae_remark_unrecognised(ArcAnalyses *A, LLVMValueRef call) {
  ae_remark_keyed(A, ARC_REMARK_MISSED, "Unrecognised", call, "%s to {Callee}%s is left alone: %s",
                  LLVMIsAInvokeInst(call) ? "invoke" : "call", ae_callee_text(call).text,
                  LLVMIsAInvokeInst(call)
                      ? "an invoke may unwind"
                      : "its type is not the one the runtime profile gives that entry");
}

void ae_remark_indirect_call(ArcAnalyses *A, LLVMValueRef call) {
  ae_remarkf(A, ARC_REMARK_ANALYSIS, "IndirectCall", call,
             "indirect call%s is not recognised as a runtime call; treated as opaque",
             ae_at_location(call).text);
}
