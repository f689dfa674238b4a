/* The plan's queries (see plan.h). */
#include "plan.h"

#include "rc_identity.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

LLVMValueRef ae_handle_key(ArcLoop *L, LLVMValueRef root, LLVMValueRef *reload) {
  *reload = NULL;
  if (LLVMIsALoadInst(root) && ae_loop_contains_block(L, LLVMGetInstructionParent(root))) {
    *reload = root;
    return ae_strip_pointer_casts(LLVMGetOperand(root, 0));
  }
  return root;
}

void ae_free_plan(HoistPlan *plan) {
  for (size_t i = 0; i < plan->count; ++i) {
    value_list_free(&plan->handles[i].ops);
    free(plan->handles[i].exits);
    free(plan->handles[i].held_at_entry);
    value_list_free(&plan->handles[i].own_exit_releases);
  }
  free(plan->handles);
  free(plan->refusals);
  free(plan->exit_order);
  if (plan->caches) {
    value_list_free(&plan->caches->observer_calls[0]);
    value_list_free(&plan->caches->observer_calls[1]);
    ae_ptr_map_free(&plan->caches->every_entry);
    free(plan->caches->may_not_return);
    ae_ptr_map_free(&plan->caches->next_kept);
    ae_ptr_map_free(&plan->caches->outlives_loop);
    free(plan->caches);
  }
  ae_ptr_map_free(&plan->block_index);
  ae_ptr_map_free(&plan->exit_index);
  ae_ptr_map_free(&plan->handle_of);
  *plan = (HoistPlan){0};
}

size_t ae_plan_block_index(const HoistPlan *plan, LLVMBasicBlockRef bb) {
  size_t position = (size_t)(uintptr_t)ae_ptr_map_get(&plan->block_index, bb);
  assert(position && "a block of the loop");
  return position - 1;
}

size_t ae_plan_exit_index(const HoistPlan *plan, LLVMBasicBlockRef exit) {
  size_t position = (size_t)(uintptr_t)ae_ptr_map_get(&plan->exit_index, exit);
  assert(position && "an exit block of the loop");
  return position - 1;
}

const HoistHandle *ae_plan_handle_of(const HoistPlan *plan, LLVMValueRef inst) {
  return ae_ptr_map_get(&plan->handle_of, inst);
}

bool ae_plan_deletes(const HoistPlan *plan, LLVMValueRef inst) {
  const HoistHandle *h = ae_plan_handle_of(plan, inst);
  return h && !ae_handle_refused(h) &&
         !(h->lazy && ae_call_is_retain(ae_facts_call(plan->facts, inst).kind));
}

LLVMValueRef ae_handle_first_retain(const HoistPlan *plan, const HoistHandle *h) {
  assert(h->ops.count > 0 && "a handle has calls");
  for (size_t i = 0; i < h->ops.count; ++i)
    if (ae_call_is_retain(ae_facts_call(plan->facts, h->ops.items[i]).kind))
      return h->ops.items[i];
  return h->ops.items[0];
}
