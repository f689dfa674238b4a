/* Thread-local objects (see local_objects.h): which objects are thread-local, which retains and
 * releases certainly refer to one of them, and the rewrite to the profile's local entries.
 *
 * Soundness rests on the allocation alone: an object allocated LOCAL must never be reachable by
 * another thread, which the escape analysis proves. The runtime's generic retain and release
 * honour the state word, so calls left generic on a LOCAL object stay correct (and plain); the
 * local entries do the same work and carry the pass's claim, so a call becomes one only when
 * every value its handle can hold is a thread-local object (or NULL). A phi, select or slot
 * that merges an object with any other pointer keeps its calls generic. */
#include "local_objects.h"

#include "local_escape.h"
#include "remarks.h"
#include "value_list.h"

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct LocalObject {
  LLVMValueRef alloc;
  const ArcProfile *profile; /* the profile that recognised the allocation */
  ValueList copies, slots;
  bool escapes;
  LocalEscape escape;
} LocalObject;

/* ---- which values certainly hold a thread-local object ---------------------------------- */

/* The copies of every thread-local object, each marked while it may still be certain. */
typedef struct Certain {
  ValueList values, slots, allocs;
  PtrMap position; /* each of VALUES -> its position, + 1 */
  bool *marked;
  bool null_ok; /* the local entries do nothing on NULL (every object's profile says so) */
} Certain;

static bool is_marked(const Certain *c, LLVMValueRef v) {
  size_t position = (size_t)(uintptr_t)ae_ptr_map_get(&c->position, v);
  return position && c->marked[position - 1];
}

/* NULL (and undef) hold no object: where the runtime's entries do nothing with them
 * (ARC_PROFILE_NULL_IS_NOOP, for a custom runtime arc-elide<null-is-noop>), a handle that is an
 * object or NULL may reach the local entries. Elsewhere nothing says a local entry accepts NULL
 * because the generic one does, and such a handle keeps its calls generic. */
static bool certain_or_null(const Certain *c, LLVMValueRef v) {
  return is_marked(c, v) || (c->null_ok && LLVMIsAConstant(v) && (LLVMIsNull(v) || LLVMIsUndef(v)));
}

/* Every store into SLOT stores a certain value. */
static bool slot_holds_certain(const Certain *c, LLVMValueRef slot) {
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsAStoreInst(user) && !certain_or_null(c, LLVMGetOperand(user, 0)))
      return false;
  }
  return true;
}

static bool stays_certain(const Certain *c, LLVMValueRef v, const ArcFacts *facts) {
  if (value_list_contains(&c->allocs, v))
    return true;
  ArcCall call = ae_facts_call(facts, v);
  if (ae_call_is_retain(call.kind))
    return is_marked(c, call.object);
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
  case LLVMFreeze:
  case LLVMGetElementPtr:
    return is_marked(c, LLVMGetOperand(v, 0));
  case LLVMPHI:
    for (unsigned i = 0; i < LLVMCountIncoming(v); ++i)
      if (!certain_or_null(c, LLVMGetIncomingValue(v, i)))
        return false;
    return true;
  case LLVMSelect:
    return certain_or_null(c, LLVMGetOperand(v, 1)) && certain_or_null(c, LLVMGetOperand(v, 2));
  case LLVMLoad:
    return value_list_contains(&c->slots, LLVMGetOperand(v, 0)) &&
           slot_holds_certain(c, LLVMGetOperand(v, 0));
  default:
    return false;
  }
}

typedef struct Worklist {
  size_t *items; /* positions in Certain.values */
  bool *queued;
  size_t *pending;
} Worklist;

static void requeue(const Certain *c, Worklist *w, LLVMValueRef v) {
  size_t position = (size_t)(uintptr_t)ae_ptr_map_get(&c->position, v);
  if (position && c->marked[position - 1] && !w->queued[position - 1])
    w->queued[position - 1] = true, w->items[(*w->pending)++] = position - 1;
}

/* V was unmarked: the copies whose certainty rests on it (stays_certain) may change. They are
 * its users, and the loads of a slot it is stored into. */
static void requeue_dependents(const Certain *c, Worklist *w, LLVMValueRef v) {
  for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    requeue(c, w, user);
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) == v)
      for (LLVMUseRef u = LLVMGetFirstUse(LLVMGetOperand(user, 1)); u; u = LLVMGetNextUse(u))
        if (LLVMIsALoadInst(LLVMGetUser(u)))
          requeue(c, w, LLVMGetUser(u));
  }
}

/* The greatest fixed point: start with every copy marked, unmark until nothing changes (a phi
 * in a loop may rest on itself). */
static void compute_certain(Certain *c, const LocalObject *objects, size_t count,
                            const ArcFacts *facts) {
  c->null_ok = true;
  for (size_t o = 0; o < count; ++o)
    if (!objects[o].escapes && !objects[o].profile->null_is_noop)
      c->null_ok = false;
  for (size_t o = 0; o < count; ++o) {
    if (objects[o].escapes)
      continue;
    value_list_push(&c->allocs, objects[o].alloc);
    for (size_t i = 0; i < objects[o].copies.count; ++i)
      if (!value_list_contains(&c->values, objects[o].copies.items[i])) {
        value_list_push(&c->values, objects[o].copies.items[i]);
        ae_ptr_map_put(&c->position, objects[o].copies.items[i],
                       (void *)(uintptr_t)c->values.count);
      }
    for (size_t i = 0; i < objects[o].slots.count; ++i)
      if (!value_list_contains(&c->slots, objects[o].slots.items[i]))
        value_list_push(&c->slots, objects[o].slots.items[i]);
  }
  c->marked = malloc((c->values.count ? c->values.count : 1) * sizeof *c->marked);
  if (!c->marked)
    abort();
  size_t n = c->values.count, pending = 0;
  Worklist w = {malloc((n ? n : 1) * sizeof *w.items), malloc((n ? n : 1) * sizeof *w.queued),
                &pending};
  if (!w.items || !w.queued)
    abort();
  for (size_t i = 0; i < n; ++i)
    c->marked[i] = w.queued[i] = true, w.items[pending++] = i;
  /* A copy is looked at again only when something its certainty rests on was unmarked. */
  while (pending) {
    size_t i = w.items[--pending];
    w.queued[i] = false;
    if (!c->marked[i] || stays_certain(c, c->values.items[i], facts))
      continue;
    c->marked[i] = false;
    requeue_dependents(c, &w, c->values.items[i]);
  }
  free(w.items);
  free(w.queued);
}

static void free_certain(Certain *c) {
  value_list_free(&c->values);
  value_list_free(&c->slots);
  value_list_free(&c->allocs);
  ae_ptr_map_free(&c->position);
  free(c->marked);
}

/* ---- the rewrite ------------------------------------------------------------------------ */

static void copy_attributes(LLVMValueRef from, LLVMValueRef to, LLVMAttributeIndex index) {
  unsigned count = LLVMGetAttributeCountAtIndex(from, index);
  if (count == 0)
    return;
  LLVMAttributeRef *attributes = malloc(count * sizeof *attributes);
  if (!attributes)
    abort();
  LLVMGetAttributesAtIndex(from, index, attributes);
  for (unsigned i = 0; i < count; ++i)
    LLVMAddAttributeAtIndex(to, index, attributes[i]);
  free(attributes);
}

/* The local entry a call can be redirected to, or why it cannot. */
typedef struct LocalEntry {
  LLVMValueRef fn; /* NULL when refused */
  char why[200];   /* why refused: names the symbol */
} LocalEntry;

static LocalEntry refuse(const char *format, const char *name) {
  LocalEntry e = {NULL, {0}};
  snprintf(e.why, sizeof e.why, format, name);
  return e;
}

/* The profile's entry of KIND for CALL: the function the module has of that name when it can be
 * the runtime's entry (an external function of CALL's type and calling convention), or, when
 * the module has nothing of that name, a new declaration like the function CALL calls (same
 * type, calling convention and attributes). Anything else of that name is the program's own (a
 * variable, an alias, an internal or weak definition) or a declaration the call cannot use: the
 * rewrite is refused rather than declare a renamed function nothing defines or call a function
 * with the wrong convention. So is a program that defines the generic entry itself but not the
 * local one: the local entry would come from another runtime. */
static LocalEntry local_entry(LLVMValueRef call, const ArcProfile *profile, ArcCallKind kind) {
  const char *name = ae_profile_entry_name(profile, kind);
  if (!name) {
    LocalEntry e = {NULL, {0}};
    snprintf(e.why, sizeof e.why, "the runtime profile '%s' has no %s entry", profile->name,
             kind == ARC_CALL_ALLOC_LOCAL ? "local allocation" : "thread-local");
    return e;
  }
  LLVMValueRef original = LLVMGetCalledValue(call);
  LLVMTypeRef type = LLVMGetCalledFunctionType(call);
  LLVMModuleRef module = LLVMGetGlobalParent(original);
  size_t length = strlen(name);
  if (LLVMGetNamedGlobal(module, name))
    return refuse("the module's '%s' is a global variable, not the runtime's function", name);
  if (LLVMGetNamedGlobalAlias(module, name, length) ||
      LLVMGetNamedGlobalIFunc(module, name, length))
    return refuse("the module's '%s' is an alias, not the runtime's function", name);
  LLVMValueRef fn = LLVMGetNamedFunction(module, name);
  if (!LLVMIsDeclaration(original) && (!fn || LLVMIsDeclaration(fn))) {
    /* The program carries its own implementation of the generic entry: a local entry declared
     * here would come from another runtime, whose objects its generic entries do not know. */
    LocalEntry e = {NULL, {0}};
    snprintf(e.why, sizeof e.why, "the module defines its own '%s' but not '%s'",
             LLVMGetValueName(original), name);
    return e;
  }
  if (fn) {
    LLVMLinkage linkage = LLVMGetLinkage(fn);
    if (linkage != LLVMExternalLinkage && linkage != LLVMExternalWeakLinkage)
      return refuse("the module's '%s' is its own function (not external), not the runtime's "
                    "entry",
                    name);
    if (LLVMGlobalGetValueType(fn) != type)
      return refuse("the module declares '%s' with another type", name);
    if (LLVMGetFunctionCallConv(fn) != LLVMGetInstructionCallConv(call))
      return refuse("the module declares '%s' with another calling convention than the call's",
                    name);
    return (LocalEntry){fn, {0}};
  }
  fn = LLVMAddFunction(module, name, type);
  LLVMSetFunctionCallConv(fn, LLVMGetInstructionCallConv(call));
  copy_attributes(original, fn, LLVMAttributeFunctionIndex);
  copy_attributes(original, fn, LLVMAttributeReturnIndex);
  for (unsigned i = 0; i < LLVMCountParams(original); ++i)
    copy_attributes(original, fn, i + 1);
  return (LocalEntry){fn, {0}};
}

/* Makes CALL call FN instead: same type, so operands, attributes and debug location stay. */
static void redirect(ArcFacts *facts, LLVMValueRef call, LLVMValueRef fn) {
  assert(fn && LLVMGetCalledFunctionType(call) == LLVMGlobalGetValueType(fn) &&
         "the local entry has the call's type");
  LLVMSetOperand(call, (unsigned)LLVMGetNumOperands(call) - 1, fn);
  ae_facts_redirected(facts, call);
}

static ArcCallKind local_kind(ArcCallKind kind) {
  switch (kind) {
  case ARC_CALL_ALLOC:
    return ARC_CALL_ALLOC_LOCAL;
  case ARC_CALL_RETAIN:
    return ARC_CALL_RETAIN_LOCAL;
  case ARC_CALL_RELEASE:
    return ARC_CALL_RELEASE_LOCAL;
  default:
    return ARC_CALL_NONE;
  }
}

/* The local entry CALL can call instead (same type and calling convention), or why not. */
static LocalEntry local_target(LLVMValueRef call, const ArcFacts *facts) {
  ArcCall c = ae_facts_call(facts, call);
  return local_entry(call, c.profile, local_kind(c.kind));
}

/* ---- the driver ------------------------------------------------------------------------- */

static void collect_objects(LLVMValueRef fn, const ArcFacts *facts, LocalObject **objects,
                            size_t *count) {
  size_t capacity = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ArcCall call = ae_facts_call(facts, i);
      if (call.kind != ARC_CALL_ALLOC)
        continue;
      if (*count == capacity) {
        capacity = capacity ? 2 * capacity : 4;
        *objects = realloc(*objects, capacity * sizeof **objects);
        if (!*objects)
          abort();
      }
      (*objects)[(*count)++] = (LocalObject){.alloc = i, .profile = call.profile};
    }
}

/* The generic retains and releases in FN whose handle is certainly a thread-local object and
 * whose local entry the module allows; a missed remark for each one it does not. */
static ValueList certain_calls(ArcAnalyses *A, LLVMValueRef fn, const Certain *c,
                               const ArcFacts *facts) {
  ValueList calls = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ArcCall call = ae_facts_call(facts, i);
      if (!(call.kind == ARC_CALL_RETAIN || call.kind == ARC_CALL_RELEASE) ||
          !is_marked(c, call.object))
        continue;
      LocalEntry entry = local_target(i, facts);
      if (entry.fn) {
        value_list_push(&calls, i);
        continue;
      }
      ae_remarkf(A, ARC_REMARK_MISSED, "NotThreadLocal", i, "%s of '%s'%s stays atomic: %s",
                 call.kind == ARC_CALL_RETAIN ? "retain" : "release",
                 ae_handle_name(A, call.object, NULL).text, ae_at_location(i).text, entry.why);
    }
  return calls;
}

static void remark_local(ArcAnalyses *A, const LocalObject *o, const ValueList *calls,
                         const ArcFacts *facts) {
  if (!ae_remarks_enabled(A))
    return;
  size_t n = 0;
  for (size_t i = 0; i < calls->count; ++i)
    n += value_list_contains(&o->copies, ae_facts_call(facts, calls->items[i]).object);
  bool in_loop = ae_loop_for_block(A, LLVMGetInstructionParent(o->alloc)) != NULL;
  ArcText at = ae_at_location(o->alloc);
  char count[24];
  snprintf(count, sizeof count, "%zu", n);
  ae_remark_keyed(A, ARC_REMARK_PASSED, "ThreadLocal", o->alloc,
                  "object '{Handle}%s'%s%s is thread-local: {OpsMadePlain}%s atomic operation%s%s "
                  "made plain",
                  ae_handle_name(A, o->alloc, NULL).text, at.text[0] ? " allocated" : "", at.text,
                  count, n == 1 ? "" : "s", in_loop ? " per iteration" : "");
}

bool ae_make_local_objects(ArcAnalyses *A, ArcFacts *facts, LLVMValueRef fn) {
  LocalObject *objects = NULL;
  size_t count = 0;
  collect_objects(fn, facts, &objects, &count);
  if (count == 0)
    return false;

  for (size_t o = 0; o < count; ++o) {
    LocalObject *obj = &objects[o];
    obj->escapes =
        ae_object_escapes(obj->alloc, facts, obj->profile, &obj->copies, &obj->slots, &obj->escape);
    LocalEntry entry = obj->escapes ? (LocalEntry){NULL, {0}} : local_target(obj->alloc, facts);
    if (!obj->escapes && !entry.fn) {
      obj->escapes = true;
      obj->escape.use = obj->alloc;
      snprintf(obj->escape.why, sizeof obj->escape.why, "%s", entry.why);
    }
    if (obj->escapes) {
      ArcText at = ae_at_location(obj->alloc);
      ae_remark_keyed(A, ARC_REMARK_MISSED, "NotThreadLocal", obj->alloc,
                      "object '{Handle}%s'%s%s stays shared: %s",
                      ae_handle_name(A, obj->alloc, NULL).text, at.text[0] ? " allocated" : "",
                      at.text, obj->escape.why);
    }
  }

  Certain certain = {0};
  compute_certain(&certain, objects, count, facts);
  ValueList calls = certain_calls(A, fn, &certain, facts);
  bool changed = false;
  for (size_t o = 0; o < count; ++o)
    if (!objects[o].escapes) {
      remark_local(A, &objects[o], &calls, facts);
      redirect(facts, objects[o].alloc, local_target(objects[o].alloc, facts).fn);
      changed = true;
    }
  for (size_t i = 0; i < calls.count; ++i) {
    redirect(facts, calls.items[i], local_target(calls.items[i], facts).fn);
    changed = true;
  }

  value_list_free(&calls);
  free_certain(&certain);
  for (size_t o = 0; o < count; ++o) {
    value_list_free(&objects[o].copies);
    value_list_free(&objects[o].slots);
  }
  free(objects);
  return changed;
}
