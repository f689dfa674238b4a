/* The lazy hoisting rewrite (see lazy_hoist.h): a flag per handle, the retains behind it, one
 * guarded release at each exit; the branches last. */
#include "lazy_hoist.h"

#include "hoist_rewrite.h"

#include <assert.h>
#include <stdlib.h>

static void add_guard(LazyGuards *guards, LLVMValueRef cond, LLVMValueRef first, LLVMValueRef last,
                      const char *name) {
  if (guards->count == guards->capacity) {
    guards->capacity = guards->capacity ? 2 * guards->capacity : 4;
    guards->items = realloc(guards->items, guards->capacity * sizeof *guards->items);
    if (!guards->items)
      abort();
  }
  guards->items[guards->count++] = (LazyGuard){cond, first, last, name};
}

static LLVMValueRef first_of_kind(const ArcFacts *facts, const HoistHandle *h, bool retain) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_facts_call(facts, h->ops.items[i]).kind;
    if (retain ? ae_call_is_retain(kind) : ae_call_is_release(kind))
      return h->ops.items[i];
  }
  return NULL;
}

void ae_lazy_hoist_handle(ArcAnalyses *A, ArcFacts *facts, ArcLoop *L, HoistHandle *h,
                          HoistMemory *memory, LazyGuards *guards) {
  LLVMValueRef retain = first_of_kind(facts, h, true);
  LLVMValueRef release = first_of_kind(facts, h, false);
  LLVMBasicBlockRef preheader = ae_loop_preheader(L);
  assert(h->lazy && !h->decision.rule && "a lazy handle no rule refused");
  assert(retain && release && preheader && "H3 and H1 passed");

  LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(retain));
  LLVMTypeRef flag_type = LLVMInt1TypeInContext(context);
  LLVMTypeRef handle_type;
  LLVMGetParamTypes(LLVMGetCalledFunctionType(retain), &handle_type);
  LLVMValueRef fn = LLVMGetBasicBlockParent(preheader);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(context);

  /* The slots, in the entry block (where SROA looks for them). */
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
  LLVMValueRef held = LLVMBuildAlloca(b, flag_type, "arc.held");
  LLVMValueRef held_value = LLVMBuildAlloca(b, handle_type, "arc.held.value");
  LLVMValueRef yes = LLVMConstInt(flag_type, 1, false), no = LLVMConstInt(flag_type, 0, false);

  /* Every entry to L starts with nothing held. */
  LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(preheader));
  LLVMBuildStore(b, no, held);

  /* if (!held) { retain(h); held_value = h; held = true; } */
  for (size_t i = 0; i < h->ops.count; ++i) {
    LLVMValueRef r = h->ops.items[i];
    if (!ae_call_is_retain(ae_facts_call(facts, r).kind))
      continue;
    assert(LLVMGetFirstUse(r) == NULL && "a retain the rewrite placed has no users");
    LLVMPositionBuilderBefore(b, r);
    LLVMValueRef not_held = LLVMBuildNot(b, LLVMBuildLoad2(b, flag_type, held, ""), "");
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(r));
    LLVMBuildStore(b, LLVMGetOperand(r, 0), held_value);
    LLVMValueRef set = LLVMBuildStore(b, yes, held);
    add_guard(guards, not_held, r, set, "arc.retain.first");
    ae_ptr_map_remove(&memory->placed, r);
    ae_ptr_set_add(&memory->lazy, r);
  }

  /* At every exit that keeps no release of its own: if (held) release(held_value). An exit
   * that keeps one is reached with this iteration's retain outstanding, so with the flag set:
   * that release is the held reference's. */
  for (size_t e = 0; e < ae_loop_exit_block_count(A, L); ++e) {
    LLVMBasicBlockRef exit = ae_loop_exit_block_at(A, L, e);
    if (ae_exit_disposition(h, e) != AE_EXIT_GETS_RELEASE)
      continue;
    LLVMPositionBuilderBefore(b, ae_exit_insertion_point(memory, exit));
    LLVMValueRef is_held = LLVMBuildLoad2(b, flag_type, held, "");
    LLVMValueRef value = LLVMBuildLoad2(b, handle_type, held_value, "");
    LLVMValueRef exit_release = ae_insert_call_like(release, value, LLVMGetNextInstruction(value));
    ae_facts_inserted(facts, exit_release);
    ae_ptr_map_put(&memory->exit_cursor, exit, exit_release);
    ae_ptr_set_add(&memory->lazy, exit_release);
    add_guard(guards, is_held, value, exit_release, "arc.release.held");
  }
  for (size_t k = 0; k < h->own_exit_releases.count; ++k)
    ae_ptr_set_add(&memory->lazy, h->own_exit_releases.items[k]);

  /* The releases in L: the held reference is released at the exits instead. */
  for (size_t i = 0; i < h->ops.count; ++i)
    if (ae_call_is_release(ae_facts_call(facts, h->ops.items[i]).kind))
      ae_facts_erase(facts, h->ops.items[i]);
  value_list_free(&h->ops);
  value_list_free(&h->own_exit_releases);
  free(h->exits);
  h->exits = NULL;
  LLVMDisposeBuilder(b);
}

bool ae_lazy_apply(ArcAnalyses *A, LazyGuards *guards) {
  for (size_t i = 0; i < guards->count; ++i)
    ae_put_under_condition(A, guards->items[i].cond, guards->items[i].first, guards->items[i].last,
                           guards->items[i].name);
  return guards->count > 0;
}

void ae_lazy_guards_free(LazyGuards *guards) {
  free(guards->items);
  *guards = (LazyGuards){0};
}
